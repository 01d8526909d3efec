"""A health complaint tracked like any other trouble: a body part that plays up ("my knee is
playing up again after the run", "my back is killing me, need to book physio"), an ailment that
comes back ("Amelia's rash is back", "my migraines are back"), and its end ("back feels fine
now", "the rash has cleared up", "knee's much better").

Only the words of a complaint open one: a part *playing up*, *acting up*, *flaring up*,
*killing me*, *hurting*, *aching*, *giving me grief*; an ailment *back*, *flaring up*, *worse*.
A body said "broken", "shot" or "done" after some effort ("my back is broken after hauling that
fridge lol", "my knees are shot from lifting boxes") is a figure of speech and stays nothing
(see :func:`memory.understanding._issue_guards.bodily`), and so is any complaint said with a
laugh. "X is back" of an ailment is its return, never a fix (the wifi being back is).

Hand-written: a closed lexicon of body parts (shared with the guards), ailments and the ways a
complaint and its end are said; no library reads chat health talk.
"""

from __future__ import annotations

import re

from memory.understanding._issue_guards import BODY
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, OpenEpisode, ResolveEpisode

# ailments said by name: "the rash", "my migraines", "Jo's eczema", "my back pain"
_AILMENT = (
    r"(?:(?:back|neck|knee|hip|shoulder|chest|stomach|tummy|period|joint|nerve|tooth|ear|jaw)\s+)?"
    r"(?:pain|pains|ache|aches|cramps?)"
    r"|rash|rashes|eczema|psoriasis|acne|hives|migraines?|headaches?|toothache|earache|backache|stomach\s*ache"
    r"|tummy\s*ache|cough|sore\s+throat|sinusitis|sinuses|asthma|hay\s*fever|allerg(?:y|ies)|sciatica|gout"
    r"|arthritis|tendonitis|tennis\s+elbow|shin\s+splints|heartburn|reflux|insomnia|tinnitus|vertigo|cold\s+sores?"
    r"|ulcers?|chest\s+infection|ear\s+infection|infection|flu|fever|nausea|plantar\s+fasciitis|bunions?|verrucas?"
    r"|swelling|inflammation|dermatitis|colic|croup|nosebleeds?"
)
_WHOSE = r"(?:(?:my|his|her|their|our|your|the)\s+)?(?:[\w-]+(?:'s|s')\s+)?"  # "my", "Amelia's", "the baby's"
_SIDE = r"(?:(?:left|right|bad|dodgy|old|lower|upper)\s+)?"
_SUBJECT = rf"(?P<t>{_WHOSE}{_SIDE}(?:(?P<ail>{_AILMENT})|(?P<part>{BODY})))"
_BE = r"(?:\s*'s|\s*'re|\s+(?:is|are|has|have|has\s+been|have\s+been|was|were|keeps?|feels?|seems?))?"
_NOW = r"(?:\s+(?:again|now|today|still|really|so|badly|big\s+time|non-?stop|like\s+mad))*"

# a complaint of either kind: "playing up", "killing me", "giving me grief", "flared up again"
_PLAYS_UP = (
    r"(?:playing|acting|flaring|flared|played|acted|plays|acts|flares)\s+up|killing\s+me|hurting(?:\s+(?:me|again))?"
    r"|aching|throbbing|(?:really\s+)?(?:sore|swollen|stiff|inflamed|itchy|worse|bad)(?:\s+again)?|swelling\s+up"
    r"|giving\s+(?:me|him|her|them)\s+(?:grief|trouble|hell|gyp|jip|jip|bother)|getting\s+worse|worse\s+than\s+ever"
    r"|locking\s+up|seizing\s+up|(?:has\s+)?gone\s+again|gave\s+(?:out|way)\s+again"
)
# an ailment's return: "the rash is back", "migraines are back", "my cough came back"
_BACK = r"back|come\s+back|came\s+back|coming\s+back|returned|flared\s+again"
_OPENS = gated(
    re.compile(
        rf"^{_SUBJECT}{_BE}{_NOW}\s+(?:(?P<up>{_PLAYS_UP})|(?P<back>{_BACK}))(?P<tail>(?:\s+\S+){{0,6}})\s*$", _I
    )
)
# the end of one: "back feels fine now", "rash has cleared up", "knee's much better", "cough's gone"
_WELL = (
    r"(?:(?:much|loads|lots|way|a\s+lot|heaps|so\s+much|totally|completely|all)\s+)?"
    r"(?:fine|better|ok|okay|good|great|healed|sorted|cleared(?:\s+up)?|clear|gone|normal|back\s+to\s+normal"
    r"|settled(?:\s+down)?|calmed\s+down|stopped\s+(?:hurting|aching|playing\s+up|acting\s+up))"
)
_ENDS = gated(
    re.compile(rf"^{_SUBJECT}{_BE}{_NOW}\s+{_WELL}(?:\s+(?:now|again|today|at\s+last|finally|thankfully))*\s*$", _I)
)
_TAIL_OK = re.compile(
    r"^(?:(?:again|now|today|still|badly|all\s+(?:day|night|week))\s*)*(?:(?:after|since|from|this)\s+.+)?$", _I
)
# soreness from an effort ("after the hike", "from lifting boxes") passes; a part that plays up or
# flares up again is a complaint that lasts
_EXERTION = re.compile(r"^(?:(?:again|now|today|still|badly)\s+)*(?:after|from)\s", _I)
_LASTING = re.compile(
    r"(?:playing|acting|flaring|flared|played|acted|plays|acts|flares)\s+up|giving|getting\s+worse", _I
)
_LAUGH = re.compile(r"\b(?:lol|lmao|lmfao|haha\w*|hehe\w*|rofl)\b|😂|🤣", _I)
_OWNER = re.compile(r"^(?:my|his|her|their|our|your|the)\s+", _I)


def ailment(clause: str, detail: str = "") -> list[Intent] | None:
    """The health complaint ``clause`` opens or ends, or None when it says none."""
    s = clause.strip().rstrip(".!")
    if _LAUGH.search(s) or _LAUGH.search(detail):
        return None  # "my back is killing me lol": a figure of speech, nothing to track
    m = _ENDS.match(s)
    if m is not None:
        return [ResolveEpisode(_topic(m["t"]))]
    m = _OPENS.match(s)
    if m is None:
        return None
    if m["back"] and not m["ail"]:
        return None  # "my back is back": a part is never "back"; "the rash is back" is
    if not _TAIL_OK.match(m["tail"].strip()):
        return None  # "my knee is killing me to see her go": a clause goes on
    if m["part"] and _EXERTION.match(m["tail"].strip()) and not _LASTING.match(m["up"]):
        return None  # "my feet are killing me after the hike": sore from the effort, it passes
    return [OpenEpisode(_topic(m["t"]), detail.strip())]


def laughed_off(intent: Intent, sentence: str) -> bool:
    """Whether ``intent`` opens a health complaint that is only venting: said with a laugh ("my
    feet are killing me lol"), or a passing ache ("my back is killing me") with nothing in the
    message that makes it last ("again", "playing up", "is back") or be seen to ("need to book
    physio"): like "my back is broken lol", nothing to track."""
    if not isinstance(intent, OpenEpisode) or _SORE_TOPIC.match(intent.topic) is None:
        return False
    if re.search(re.escape(intent.topic) + _COMPLAINT, sentence, _I) is None:
        return False  # "the arm on the gate is stuck": a thing named like a part, broken
    if _LAUGH.search(sentence):
        return True
    return not (_LASTING.search(sentence) or _RETURNS.search(sentence) or _CARE.search(sentence))


# the words of a complaint after its topic, as :data:`_OPENS` reads them
_COMPLAINT = rf"{_BE}{_NOW}\s+(?:{_PLAYS_UP}|{_BACK})\b"
# an ailment come back: "the rash is back", "my cough came back" (never "my back is …")
_RETURNS = re.compile(r"\b(?:is|are|'s|'re|came|come|coming|has\s+come)\s+back\b|\breturned\b|\bagain\b", _I)
# care sought for it in the same message: "need to book physio", "off to the GP", "got some cream"
_CARE = re.compile(
    r"\b(?:physio|physiotherapist|physiotherapy|doctor|doc|gp|dr|dentist|chiro|chiropractor|osteo|osteopath|massage"
    r"|clinic|hospital|a&e|urgent\s+care|walk-in|appointment|appt|meds|medication|painkillers?|ibuprofen|paracetamol"
    r"|cream|prescription|pharmacy|chemist|x-?ray|scan|mri|specialist|consultant|nurse|sick\s+note|off\s+sick)\b",
    _I,
)


_SORE_TOPIC = re.compile(rf"^{_WHOSE}{_SIDE}(?:{_AILMENT}|{BODY})$", _I)


def _topic(said: str) -> str:
    return _OWNER.sub("", said.strip())

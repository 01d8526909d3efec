"""A commitment's lifecycle in everyday words: done ("sent the deck off", "w9 sent", "✅
flights"), moved ("deck slipped to the 14th", "bump the landlord call to tmrw", "X → friday",
"X slipped a week", "make the insurance call wednesday") and cancelled ("scratch the offsite
booking", "team dinner isn't happening", "nvm about X"), also after a reason that names what
changes ("maya doesn't need the report anymore so cancel that", "tender deadline got
extended, it's now the 15th").

Each form only names its target by the words the user wrote ("the tax thing", "that"); which
open commitment that is, is :mod:`memory.derive`'s job. A done report without a fixed done
word ("monitor ordered") is marked ``past_tense`` so it changes something only when it names
an open commitment. Hand-written for the same reason as the intros: a closed vocabulary, read
on every message.

Round-10 additions, each a family: a "never mind" or a reason a plan cannot go ahead ("nvm Mang
Ben is closed this week", :mod:`._obstacles`) is never a done report; a thing that goes off
("the smoke alarm went off again") finishes only a to-do to send it ("the parcel went off to
Jo"); a job's irregular past ("sold", "met", "hung") and a verb whose past is its plain form
("cut", "put up") with a word that says it is past ("yesterday", "finally") are done reports;
whom a call was to said as a crowd ("rang the ferry lot") is the firm; "the one for Sizwe", "all
the broilers" name the to-do by its person or its things; "got through the marking" is
finished; someone off work ("plumbers off") calls nothing off.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from datetime import UTC, timedelta

from memory.model import Precision
from memory.phrasing import describe_due
from memory.understanding._amount_aside import without_amount_aside
from memory.understanding._commitment_intro import (
    CAUSATIVE,
    TODO_VERBS,
    _base,
    _imperative,
    _imperative_shape,
    _todo,
)
from memory.understanding._commitments import DEADLINE_ALONE, PASS_ON, VAGUE_WHEN, _is_past_tense
from memory.understanding._conditions import condition
from memory.understanding._episodes import _SENT_THING, LEAD_TIME, RAN_OUT
from memory.understanding._instead import instead
from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_guards import wildlife
from memory.understanding._keep_in_mind import after_keep_in_mind, after_remember
from memory.understanding._listed_items import listed_done
from memory.understanding._made_slip import made_a_slip
from memory.understanding._no_occurrence import no_occurrence
from memory.understanding._not_todos import not_going
from memory.understanding._obstacles import LET_GO, WITHDREW, let_go_reason, obstacle, obstacle_subject, person_off
from memory.understanding._phrases import _I, PLACEHOLDER_END, _Ctx, _date_after, _person, _phrase
from memory.understanding._plural_done import plural_done
from memory.understanding._prefilter import gated
from memory.understanding._sign_forms import _EVENT, _EVENTS
from memory.understanding._thing_due import to_pay
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    Unclear,
)
from memory.understanding.timex import DateSpec, find_spans, has_date_words
from memory.words import IRREGULAR

_FILLER = re.compile(
    r"(?:\s*(?:[!.…]+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|\b(?:finally|already|now|at\s+last|tbh|lol"
    r"|after\s+all|ugh|phew|yay|for\s+good|this\s+morning|today|just\s+now|earlier|for\s+now|this\s+(?:year|time)"
    r"|alhamdulillah|thank\s+god|thank\s+goodness|thankfully|too|as\s+well"
    # a word on the news itself, said last: "the thing w/ jen is cancelled actually", "… fyi"
    r"|actually|fyi|btw"
    # "footy moved to sun 10am this wk only": a one-off, what any move of a to-do is
    r"|(?:for\s+)?(?:this|that)\s+(?:wk|week|time|weekend|wkend)\s+only|just\s+(?:this|the)\s+once|this\s+once"
    r"|(?:as\s+a\s+)?one[-\s]?off)))+$",
    _I,
)
_LEAD = gated(re.compile(r"^(?:(?:ok(?:ay)?|so|and|yay|phew|finally|just|also|ugh|nah+|naw|meh|eh|hm+)\s*,?\s+)+", _I))
_THAT = {"it", "that", "this", "that one", "this one", "the thing"}
# "the one for Sizwe", "the one to the landlord": of two to-dos alike, the one with them
_ONE_FOR = re.compile(r"^(?:the\s+|that\s+)?one\s+(?:for|to|with|from|about)\s+(?=\S)", _I)
# "all the broilers", "both of the forms": the things themselves, as the to-do named them
_ALL_OF = re.compile(r"^(?:all|both|each|every\s+one)\s+(?:of\s+)?(?=(?:the|my|our|those|these|his|her|their)\s)", _I)


# "deck's going to | slip", "the audit will | slip": what is about to change, named before the change
_ABOUT_TO = re.compile(
    r"(?:'s|'re|\s+(?:is|are))?\s+(?:going\s+to|gonna|about\s+to|likely\s+to|set\s+to|bound\s+to)$"
    r"|(?:'ll|\s+(?:will|might|may|could))(?:\s+(?:have\s+to|need\s+to))?$",
    _I,
)


@functools.lru_cache(maxsize=512)  # every lifecycle form cleans the same clause
def _clean(s: str) -> str:
    s = _LEAD.sub("", without_amount_aside(s).strip())  # "paid invoice 207 (€2,400)": the bracket is how much
    return _FILLER.sub("", s).strip(" ,-:")


_CLOCK_FIRST = re.compile(r"^\d{1,2}(?::\d{2}\s*(?:am|pm)?|\s*(?:am|pm))\s+(?=\S)", _I)


def _target(text: str) -> str | None:
    """The words naming the commitment ("the tax thing" -> "tax"); "that"/"it" as "that"."""
    t = _phrase(_clean(text))
    t = not_going(t) or t  # "can't make the 3pm w/ Sam, push to thurs": the 3pm with Sam
    if re.match(r"^(?:it|that|this)(?:\s+one)?\s*(?:[,;:]|\s[-–—])", t, _I):
        return "that"  # "that, the couple found their own": what follows says why, it names nothing
    if re.fullmatch(r"(?:the|my|our|his|her|their|its)", t, _I):
        return "that"  # "the deadline is now the 18th": the words of its deadline left only "the"
    if re.fullmatch(r"(?:that|this)\s+(?:job|task|chore|errand|to-?do)", t, _I):
        return "that"  # "forget that job", "scrap this task": a kind of to-do only, the one talked about
    t = _ALL_OF.sub("", t)  # "all the year 9 marking": the marking
    t = _ONE_FOR.sub("", t)  # "the one for Sizwe": Sizwe's
    t = re.sub(r"^(?:my|our|the|that|this)\s+", "", t, flags=_I)
    t = _CLOCK_FIRST.sub("", t)  # "the 3pm w/ Sam", "the 10am standup": the meeting, not its time
    t = re.sub(r"\s+(?:one|task|item)$", "", PLACEHOLDER_END.sub("", t), flags=_I)  # "the 3pm one"
    # ("the Henderson job" keeps its "job": a trade names its jobs so, and the to-do may say it too)
    t = _ABOUT_TO.sub("", t)  # "deck's going to | slip"
    # "X's been | pushed", "the invoices are | pushed"
    t = re.sub(r"(?:'s(?:\s+been)?|\s+(?:has|have)\s+been|\s+(?:is|are|was|were|got))$", "", t, flags=_I)
    t = re.sub(r"(?:'s)?\s+(?:deadline|due\s+date)$", "", t, flags=_I)  # "budget deadline slipped": the budget
    if not t:
        return None
    if t.lower() in _THAT or re.fullmatch(r"(?:it|that|this)", t, _I) or DEADLINE_ALONE.match(t):
        return "that"
    if len(t.split()) > 10:
        return None
    return t


# -- done --------------------------------------------------------------------------------

_PARTICIPLE = (
    r"done|finished|complete|completed|sent|submitted|filed|paid|shipped|signed|booked|written|ordered|renewed"
    r"|dropped\s+off|dropped\s+round|picked\s+up|collected|handed\s+over|topped\s+up|actioned"
    r"|deployed|translated|lodged|posted|returned|published|sorted|handled|delivered|uploaded|fixed|cleared"
    # "ready" of a thing made ("the deck's ready"); never one waiting to be fetched ("prescription ready for
    # collection", "car's ready to pick up": the fetching is still to do)
    r"|approved|emailed|called|cancell?ed|made|bought|ready(?!\s+(?:for\s+(?:collection|pick[\s-]?up|you|me|us)"
    r"|to\s+(?:collect|pick|fetch|be\s+(?:collected|picked|fetched))))|out|live|merged|released|closed|dealt\s+with"
    r"|taken\s+care\s+of|sorted\s+out|wrapped\s+up|gone\s+out|squared\s+away|ticked\s+off"
    r"|chased(?:\s+up)?|rung|phoned|contacted|texted|messaged|pinged|followed\s+up|notified|invoiced|serviced"
    r"|repaired|cleaned|printed|scanned|reviewed|proofread|paid\s+off|sold|transferred|wired|remitted|deposited"
)


def _regular_past(verb: str) -> str:
    """The regular past of a to-do verb: "restock" -> "restocked", "hoover" -> "hoovered"."""
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ied"
    return verb + "ed"


# pasts of to-do verbs that say a thing changed or began, not that a to-do was done
_NOT_DONE_PASTS = frozenset({
    "moved", "started", "changed", "looked", "helped", "joined", "followed", "planned", "backed", "touched",
    "circled", "looped", "cancelled", "canceled", "dropped", "asked", "reached", "kept", "visited", "travelled",
    "traveled", "flied", "attended", "tested", "counted", "remained", "answered", "closed", "opened", "locked",
    "scheduled", "confirmed", "arranged", "registered", "invited", "added", "reported", "requested", "restocked",
    "refilled", "stocked", "rescheduled", "postponed", "delayed", "bumped", "pushed",
})  # fmt: skip
# every to-do verb's regular past, so a thing reported done is read whatever its verb ("sample
# dispatched via courier", "gutters cleared", "kettle descaled" when "descale" is a to-do verb)
# (never a thing's name that an irregular verb's made-up past would spell: "grass seed" is no "see" done,
# a "moped" no "mop")
_TODO_PASTS = {_regular_past(v) for v in TODO_VERBS if v.isalpha() and len(v) > 2} - _NOT_DONE_PASTS - {"seed", "moped"}
_PARTICIPLE += "|" + "|".join(sorted(_TODO_PASTS, key=len, reverse=True))
_NO_E_PAST = re.compile(r"\b(?P<w>[a-z]{3,}[^e\W])d\b", _I)


def _typed_past(text: str) -> str:
    """``text`` with a to-do verb's past typed without its "e" put right: "smoke detectors
    orderd" -> "ordered", "invoice emaild" -> "emailed"."""
    text = _ELECTRONIC.sub("", text)  # "e-transferred jaspreet his share": transferred
    return _NO_E_PAST.sub(lambda m: m["w"] + "ed" if (m["w"] + "ed").lower() in _TODO_PASTS else m[0], text)


# a verb done online, said with "e-": "e-transferred", "e-signed", "e-filed" (the deed is the same)
_ELECTRONIC = re.compile(r"\be-?(?=(?:transferred|signed|filed|submitted|paid)\b)", _I)
# a state said as one still to reach: "has to be", "needs to be", "'ll be" (ready, done, out)
_STATE_AHEAD = re.compile(r"(?:\b(?:has|have|needs?|must|should|will|gotta|got|going)\s+(?:to\s+)?|'ll\s+)be$", _I)
# "rent goes out on the 1st", "the kids get out at 3": what happens then (or every time), not done now
# "the letter goes out", "Priya is heading out at 5": going out, said ahead or of someone leaving, nothing sent
_OUT_THEN = re.compile(
    r"\s(?:goes|go|comes|come|gets|get|heads|head|leaves|heading|going|popping|nipping|stepping|dashing)$", _I
)
_STATE_ONLY = re.compile(r"^\s+(?:out|ready|live)\b", _I)  # after a to-do verb, the state it should reach
_DONE_MARK = r"(?:✅|✔️|✔|☑️|☑|👍|🎉|✓)"
# how a thing got sorted, said after it: "got the waiters sorted thru Thandi's agency"
_HOW = r"\s+(?:thru|through|via|using|with\s+(?:some\s+)?help\s+from)\s+[\w'\- ]{2,40}?"
_DONE_FORMS = [
    # "✅ flights to Berlin", "done: laptop backup", "crossed off the domain renewal"
    re.compile(
        r"^(?:" + _DONE_MARK + r"\s*|(?:done|finished|completed)\s*[:\-–—]\s*"
        r"|(?:i\s+)?(?:crossed|ticked|checked)\s+off\s+|(?:i\s+)?(?:finally\s+)?(?:finished|wrapped\s+up"
        r"|completed|knocked\s+out|nailed)\s+|(?:i\s+)?got\s+(?=.+\s(?:sorted|done|finished|out\s+of\s+the\s+way)"
        r"(?:" + _HOW + r")?$))(?P<a>.+?)(?:\s+(?:sorted|done|finished|out\s+of\s+the\s+way)(?:" + _HOW + r")?)?$",
        _I,
    ),
    # "vendor contract: done", "keynote deck: finished", "budget review's done", "w9 sent",
    # "NDA's signed and sent to Lucia", "offer letter is out", "newsletter went out"
    gated(re.compile(
        r"^(?P<a>.+?)(?:\s*[:\-–—]\s*|'s\s+(?:been\s+)?|\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+"
        r"(?:now\s+|finally\s+|all\s+|fully\s+|properly\s+|completely\s+|totally\s+)?"
        r"|\s+(?:(?:now|finally|all|fully|properly|completely|totally)\s+)?)(?:"
        + _PARTICIPLE
        + r")(?:\s+(?:and|&)\s+\w+)?"
        # how it was done: "parking permit - renewed online ✔", "forms sent by post"
        r"(?:\s+(?:online|in\s+person|by\s+(?:post|email|mail|phone)|early|on\s+time|at\s+last|today|yesterday))?"
        # "car booked in for the 21st", "booked in at Kwik Fit": a booking's own "in" before what follows
        # (booked in "… instead" is a booking moved, read by the move forms or asked about)
        r"(?:(?<=booked)\s+in(?=\s+(?:for|on|at|with)\s(?!.*\binstead\b)|$))?"
        r"(?:\s+(?:off|to\s+\S+(?:\s+\S+)?|for\s+.+|with\s+.+|on\s+.+|at\s+.+|,.*|-.*)|,\s.*)?"
        r"\s*(?:" + _DONE_MARK + r")?$",
        _I,
    )),
    # "newsletter went out", "rostering sheet went to mick", "plans went out to Becker" (whom it
    # went to helps name it); a headline leaves the "has" out: "invoice gone to Dom Bosco"
    gated(re.compile(
        r"^(?P<a>.+?)(?:\s+(?:went|has\s+gone|is\s+gone|gone)|\s*'s\s+gone)\s+(?:(?:out\s+)?(?P<to>to\s+\S+(?:\s+\S+)?)"
        r"|out|off)"
        r"(?:\s.*)?$",
        _I,
    )),
    re.compile(r"^(?P<a>.+?)\s+(?:is\s+|'s\s+)?(?:" + _DONE_MARK + r")$", _I),
]
_WENT_FORM = 2  # the form of "went out/off": a thing sent, or else a thing that happened
# "get the gas safety cert done for Elm Rd by the 30th": an order to have it done, whatever follows
_GET_IT_DONE = re.compile(
    r"^(?:get|have)\s+(?:the|my|our|his|her|their|a|an|this|that|these|those)\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:done|sorted|fixed|finished|serviced|seen\s+to|\w{3,}ed)\s+(?:for|by|before|on|at|this|next|asap|today|tomorrow"
    r"|tmrw|tonight)\b"
    # the plain verb with a count and "done" at the clause's end: "get 2 reflections done", "get three
    # quotes sorted" (the past would be "got"; a count never starts a thing done, "2 reflections done" is)
    r"|^get\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple(?:\s+of)?)\s+(?:[\w'-]+\s+){0,3}?"
    r"[\w'-]+\s+(?:done|sorted|finished|written|signed)$",
    _I,
)
# how long a thing took, never a thing done: "took 20 min to get thru", "took ages to park", "took me an hour"
_TOOK_A_WHILE = re.compile(
    r"^(?:me\s+|us\s+|him\s+|her\s+|them\s+)?(?:(?:about|like|over|nearly|almost|around|a\s+good)\s+)?"
    r"(?:\d+|an?|one|two|three|four|five|ten|twenty|half\s+an?|ages|forever|all\s+day|all\s+morning|hours|so\s+long"
    r"|way\s+too\s+long|too\s+long)\b(?:\s*(?:min|mins|minutes|hrs?|hours?|secs?|seconds|days?|weeks?))?"
    r"(?:\s+(?:to|for|just\s+to)\b|$)",
    _I,
)
# "need the school forms signed", "want the car washed by sat": a result wanted, not one reached
_WANTED_DONE = re.compile(
    # whoever wants it: "i need …", "jake needs his permission slip signed for the field trip", "the boss wants …"
    r"^(?:i\s+|we\s+|(?:my\s+|our\s+|the\s+)?[\w'\-]+\s+)?(?:(?:really|still|also|just)\s+)*(?:need|needs|want|wants)\s+"
    r"(?:the|my|our|his|her|their|a|an|this|that|these|those|all\s+the)\s",
    _I,
)
_GONE_OFF = re.compile(r"\b(?:went|gone)\s+off\b", _I)  # sent only of a thing one sends ("the parcel went off")
_AGAIN = re.compile(r"\b(?:again|keeps|kept|every\s+(?:time|night|day|morning))\b", _I)
# irregular pasts of jobs beyond the few above: "sold the bike", "met the new tenants", "hung the curtains"
_MORE_IRREGULAR = (
    r"sold|found|met|built|hung|threw|drove|fed|swept|dug|lent|sewed|sewn|taught|caught|held|kept|chose"
)
_PAST = re.compile(
    r"^(?:i\s+|we\s+)?(?:(?:just|finally|already|also)\s+)*(?P<v>dealt\s+with|took\s+care\s+of|knocked\s+out"
    r"|[a-z]+ed|sent|paid|wrote|made|bought|did|gave"
    r"|took|brought|rang|spoke|went\s+through|sorted|shipped|got|told|" + _MORE_IRREGULAR + r")\s+(?P<rest>.+)$",
    _I,
)
# past tenses that do not end in "-ed", where a second done thing may start: "paid Priya back and got Leo's gift"
_IRREGULAR = r"sent|paid|got|bought|rang|gave|took|made|wrote|did|brought|spoke|" + _MORE_IRREGULAR
# whom a call or a message was to, said as a crowd: "rang the ferry lot", "emailed the council
# people", "called the insurance guys": the firm or office itself, which the to-do names its own way
_CONTACTED = re.compile(r"^(?:rang|rung|called|phoned|emailed|e-mailed|texted|messaged|pinged|chased|contacted"
                        r"|whatsapped|dm'?d)$", _I)  # fmt: skip
_THEM_LOT = re.compile(r"(?<=\w)\s+(?:lot|people|peeps|guys|folks|crowd|gang|bunch|lads|crew)$", _I)
# a verb whose past is its plain form ("cut the hedge", "put up the shelves") is a report only
# with a word that says it is past: else it is the to-do said again
_SAME_PAST = re.compile(
    r"^(?:(?:ok|so|and|also|yay|phew)\s*,?\s+)*(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)+"
    r"(?P<v>cut|put|set|read|shut|quit|hit|spread|lit)\s+(?P<rest>.+)$"
    r"|^(?:(?:ok|so|and|also|yay|phew)\s*,?\s+)*(?:(?:i|we)\s+)?(?P<v2>cut|put|set|read|shut|quit|hit|spread)\s+(?P<rest2>.+?)\s+(?:yesterday|last\s+night"
    r"|earlier(?:\s+today)?|this\s+morning|at\s+last)$",
    _I,
)
# what was told, after whom: "told ana i'd come", "told mum that …", "told him to wait", "told me": a report
_TOLD_WHAT = re.compile(
    r"^(?:me|us|you)\b|^(?:\S+\s+){0,3}?(?:i|i'd|id|i'll|ill|i'm|im|we|we'd|we'll|he|she|they|it|that|to|how|what"
    r"|why|when|where|if|not|so|off)\b",
    _I,
)
# whom, and at most what about: "told mrs alvarez", "told the landlord about the leak" (never "told ewa the
# timesheets will be late", what she was told)
_TOLD_WHOM = re.compile(
    r"^(?:(?:the|my|our|mr|mrs|ms|miss|dr)\.?\s+)?[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:about|abt|re)\s+\S.*)?$", _I
)
_ABOUT_IT = re.compile(r"\s+(?:about|abt|re)\s+(?:it|that|this)$", _I)  # "told mum about it": told mum
_NOT_DONE_VERB = {
    "needed", "wanted", "moved", "pushed", "postponed", "delayed", "cancelled", "canceled", "dropped", "started",
    "missed", "forgot", "tried", "planned", "scheduled", "asked", "agreed", "promised", "decided", "hoped",
    "reminded", "waited", "noticed", "realised", "realized", "slipped", "bumped", "extended", "rescheduled",
}  # fmt: skip
# "didn't show up": "n't" inside its word ("no problems", "no worries": how it went, nothing denied)
_NEGATED = re.compile(
    # (never "no 9", "no. 12": a house's number, "sent the quote to no 9")
    r"\b(?:not|n't|never|no(?!\s+(?:problems?|issues?|worries|bother|drama|hassle|trouble|fuss)\b|\.?\s?\d)|yet)\b"
    r"|\Bn't\b",
    _I,
)
# A plan, a wish or a part done is no done to-do: "hope to get the boiler sorted", "will deal
# with it tmrw", "almost done with the slides", "half done"
_NOT_DONE_YET = re.compile(
    # "was going to cancel the gym but chickened out": a plan given up, nothing done
    r"^(?:(?:i|we)(?:'m|'re|\s+am|\s+are|\s+was|\s+were)?\s+|(?:was|were)\s+)?(?:still\s+)?(?:hope|hoping|wanna|(?:want|wanting|need|needs|plan"
    r"|planning|try|trying|about|going|have|has|got)\s+to|gonna|will|'ll|should|must|gotta|almost|nearly"
    r"|half(?:\s+|-)?(?:done|finished|way|through)|halfway|partly|partially|mostly|not\s+quite|kinda|would|could|might)\b",
    _I,
)
# "done", "all sorted", "that's done", "did it", "✅": done, naming no to-do (the conversation's)
_BARE_DONE = re.compile(
    r"^(?:(?:all|it's|its|it\s+is|that's|thats|that\s+is|that\s+one's|this\s+one's|it's\s+all|everything's"
    r"|everything\s+is|everything)\s+)*"
    r"(?:done(?:\s+and\s+dusted)?|sorted|finished|complete|completed|dealt\s+with|handled|taken\s+care\s+of|ticked\s+off"
    r"|crossed\s+off)(?:\s+now)?$"
    r"|^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?:did|done|finished|sorted|handled|completed|dealt\s+with"
    r"|ticked\s+off|crossed\s+off|took\s+care\s+of)\s+(?:it|that|this|that\s+one|this\s+one)$"
    # the done verb around the pronoun: "wrapped that up", "crossed it off", "handed it in", "paid it", "filed it ✅"
    r"|^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?:wrapped|ticked|crossed|knocked|handed|turned|paid|filed"
    r"|submitted|nailed|signed|posted|renewed|finished|sorted)\s+(?:it|that|this|that\s+one|this\s+one)"
    r"(?:\s+(?:up|off|in|out|through|done))?(?:\s+(?:now|today|already|at\s+last|finally))?\s*[!.✅✔️☑️]*$",
    _I,
)
# "both done!", "did both", "sorted both of them": the two to-dos the conversation was about
_BOTH_DONE = re.compile(
    r"^(?:both(?:\s+of\s+(?:them|those|these|em))?|the\s+two\s+of\s+(?:them|those))(?:\s+(?:are|were|r)|'re)?\s+(?:now\s+)?"
    r"(?:done|sorted|finished|complete|completed|dealt\s+with|handled|taken\s+care\s+of|ticked\s+off)(?:\s+now)?$"
    r"|^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?:did|done|finished|sorted|handled|completed|dealt\s+with"
    r"|ticked\s+off|took\s+care\s+of)\s+both(?:\s+of\s+(?:them|those|these|em))?$",
    _I,
)
BOTH = "both"
"""The target of "both done": the two to-dos the conversation was about (:mod:`memory.derive`)."""
# "the car is being serviced", "the deck will be sent": under way or to come, not done
# part of it done, or the user still at it, said anywhere: "working on the net still, half done", "deck's nearly there"
_PART_DONE = re.compile(
    r"\b(?:half|halfway|almost|nearly|partly|partially|mostly|not\s+quite)(?:\s+|-)(?:done|finished|through|sorted"
    r"|complete|there)\b|^(?:(?:i'?m|we'?re)\s+)?(?:still\s+)?working\s+on\b",
    _I,
)
_UNDER_WAY = re.compile(r"\b(?:being|to\s+be|will\s+be|'ll\s+be|gonna\s+be|getting)\s+[a-z]+(?:ed|en|t)\b", _I)
# the user at it, or planning it: "im taking the bins out", "we're dropping the keys off tmrw"
_MY_DOING = re.compile(r"\b(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:just\s+|now\s+|gonna\s+)?[a-z]+ing\b", _I)
_ONLY_MARKS = re.compile(r"^\s*(?:" + "(?:✅|✔️|✔|☑️|☑|✓)" + r"\s*)+$")


def _plain(verb: str) -> str:
    """The plain form of a past tense: "sent" -> "send", "emailed" -> "email"."""
    v = verb.lower()
    if v in IRREGULAR:
        return IRREGULAR[v]
    for stem in (v[:-2], v[:-1], v[:-3] + "y" if v.endswith("ied") else ""):
        if stem in TODO_VERBS:
            return stem
    return v


def _done_verb(verb: str) -> bool:
    """A past tense that can finish a to-do: a to-do verb ("called", "emailed", "replied") or
    a past tense the general rule accepts ("watched a documentary" is neither)."""
    stems = (verb[:-2], verb[:-1], verb[:-3], verb[:-3] + "y")
    return any(stem in TODO_VERBS for stem in stems) or _is_past_tense(verb)


# papers one goes through: what "went through" reviews (never "went through hell", "the tunnel")
_PAPERS = (
    r"(?:proposal|draft|contract|deck|slides|report|doc|document|docs|paper|papers|essay|thesis|chapter|manuscript"
    r"|script|cv|resume|application|applications|submission|submissions|lease|agreement|terms|policy|budget"
    r"|accounts|figures|numbers|spreadsheet|invoices?|statements?|notes|minutes|brief|spec|pr|code|changes|edits"
    r"|feedback|comments|quote|quotes|bids?|tenders?|plans?|portfolio|pitch)s?"
)
# Everyday idioms for a done to-do, said as the plain past tense the forms below read:
# "gave mum a ring" is "called mum", "squared up with Priya" is "paid Priya".
_IDIOMS = [
    (
        gated(re.compile(
            r"^(?P<i>(?:i\s+)?(?:just\s+|finally\s+)?)gave\s+(?P<x>.+?)\s+a\s+(?:quick\s+)?(?:ring|call|bell|buzz"
            r"|tinkle|shout)\b",
            _I,
        )),
        r"\g<i>called \g<x>",
    ),
    (re.compile(r"^(?P<i>(?:i\s+)?(?:just\s+|finally\s+)?)(?:squared|settled)\s+up\s+with\b", _I), r"\g<i>paid"),
    # "spoke to the boiler guy", "talked with Aunt Marisol", "got through to the insurers": called
    (
        re.compile(
            r"^(?P<i>(?:i\s+)?(?:just\s+|finally\s+|already\s+)?)(?:spoke|talked|chatted|got\s+through|got\s+hold"
            r"|caught\s+up)\s+(?:to|with|of)\b(?!\s+(?:work|it|that|this|everything|speed|date)\b)",
            _I,
        ),
        r"\g<i>called",
    ),
    # "got through the marking", "made it through the board pack", "done the ironing": finished
    (
        re.compile(r"^(?P<i>(?:i\s+|we\s+)?(?:just\s+|finally\s+|already\s+)?)(?:got|made\s+it|ploughed|plowed|powered)"
                   r"\s+through\b(?!\s+to\b)(?=\s+(?:all\s+|the\s+|my\s+|our\s+|those\s+|that\s+|\w+\s+\w))", _I),
        r"\g<i>finished",
    ),
    (
        # "done reviewing the PRD": finished reviewing it
        re.compile(r"^(?P<i>(?:i\s+|we\s+)?(?:just\s+|finally\s+|already\s+)?)done\s+(?=(?:the|my|our|all|both|those"
                   r"|these)\s|\w{3,}ing\s)", _I),
        r"\g<i>finished ",
    ),
    # "went thru Kalani's proposal", "gone through the contract": a paper read closely, reviewed
    (
        re.compile(r"^(?P<i>(?:i\s+|we\s+)?(?:just\s+|finally\s+|already\s+)?)(?:went|gone)\s+(?:through|thru)\s+"
                   r"(?=(?:the|my|our|his|her|their|[\w-]+'s)\s+(?:[\w-]+\s+){0,3}?" + _PAPERS + r"\b)", _I),
        r"\g<i>reviewed ",
    ),
    # "got back to Ingrid" is "replied to Ingrid"
    (
        re.compile(r"^(?P<i>(?:i\s+)?(?:just\s+|finally\s+)?)got\s+back\s+to\b(?!\s+(?:work|normal|sleep|bed))", _I),
        r"\g<i>replied to",
    ),
]
# "expenses in!", "timesheet's in", "VAT return went in", "handed the essay in": handed in,
# which only a commitment to submit, send or hand in the thing can mean, or to get it in
# ("roofer quotes are all in": "get quotes from three roofers"); "Kofi's in" is no to-do of
# "email Kofi the deck": the caller checks the thing is what it sends or gets.
_HANDED_IN = gated(re.compile(
    # "consent form handed in at the school office": handed in, and where or to whom
    r"^(?P<c>.+?)(?:'s|\s+is|\s+are|\s+was|\s+were|\s+got)?(?:\s+(?:all|now|finally|already))?\s+(?:handed|turned)\s+in"
    r"(?:\s+(?:at|to|with)\s+(?:the\s+)?[\w'\- ]{2,40}?)?(?:\s+(?:on\s+time|early|at\s+last))?$"
    r"|^(?:(?:i\s+(?:handed|turned|put|sent|got)|handed|turned|sent|got)\s+(?P<b>.+?)\s+in|(?P<a>.+?)(?:'s|\s+is|\s+are|\s+was|\s+were"
    r"|\s+went|\s+has\s+gone|\s+got\s+(?:handed|sent|put))?(?:\s+(?:all|now|finally|already))?\s+in)"
    # "grant report is in with the ministry", "tax return's in with hmrc": in, and with whom ("in at the
    # school" is where someone is)
    r"(?P<w>\s+with\s+(?:the\s+)?[\w'\- ]{2,40}?)?(?:\s+(?:on\s+time|early|at\s+last))?$",
    _I,
))
_NOT_HANDED = re.compile(
    r"^(?:i|i'm|im|we|we're|you|he|she|they|it|he's|she's|they're|it's|everyone|everybody|all|count\s+me|me|us"
    r"|them)\b|\b(?:my|his|her"
    r"|their)\s+(?:head|mind|bed|way|hands?)$",
    _I,
)
# "dropped the books back", "dropped the keys off": returned, not dropped as a to-do; "dropped the
# donations at the food bank", "dropped the forms to reception": left there, delivered ("dropped the
# class at the gym", "dropped the ball at work" are given up)
# "… there just now, no problems": the place word a thing was left at, and the story after it
_LEFT_THERE = re.compile(r"\s+(?:there|their|here)\b.*$", _I)
_DROPPED_BACK = re.compile(
    r"^(?:i\s+)?(?:just\s+)?dropped\s+(?:.+?\s(?:back|off|round)(?:\s+(?:at|to|with|for)\s.+)?|(?:back|off|round)\s+\S.*"
    r"|(?!(?:the|my|that|this|our)\s+(?:ball|idea|plan|class|classes|course|subject|module|gym|membership|case|charges"
    r"|lawsuit|claim|habit|app|contract|deal|option|call|meeting|feature|project|thread|topic)\b)"
    r"(?:the|my|our|his|her|their|some|all\s+the)\s+[^,;]+?\s(?:(?:at|to|into|with)\s+\S.*|(?:there|their|here)\b.*)"
    # "dropped the laundry", "dropped the parcel": a thing one only ever drops off, its "off" left out
    r"|(?:the|my|our)\s+(?:laundry|washing|dry\s+cleaning|parcel|parcels|package|packages|recycling|donations"
    r"|prescription|samples)(?:\s+(?:today|this\s+morning|earlier|already))?)$",
    _I,
)


# "dropped the books back", "took the drill back to Ana's": a thing returned (memory.fit reads it so)
_RETURNED = re.compile(r"^(?:dropped|took|brought|handed|gave|sent)$", _I)


# a verb going on said before the "in": "the roof's letting water in" (no thing handed in, the "in" is its particle)
_GOING_ON = re.compile(r"(?:\s(?:is|are|was|were|keeps|kept)|'s|'re)\s+(?:still\s+|just\s+)?[a-z]{2,}ing\s", _I)


# "packed it in", "jacked it in": given up, never handed in
_PACKED_IT = re.compile(r"\b(?:packed|packs|packing|jacked|chucked)\s+it$", _I)


def _handed_in(s: str) -> list[Intent] | None:
    m = _HANDED_IN.match(s)
    if m is None:
        return None
    thing = (m["a"] or m["b"] or m["c"]).strip()
    target = _target(thing)
    if not target or target == "that" or _NOT_HANDED.search(thing) or has_date_words(thing):
        return None
    person = re.fullmatch(r"[A-ZÀ-Ý][\w'’-]*", thing) or re.sub(r"^(?:the|my|our)\s+", "", thing.lower()) in PEOPLE
    if m["w"] and person:
        return None  # "Ana's in with the doctor", "the kids are in with grandma": someone somewhere
    words = thing.lower().split()
    if words[0] in TODO_VERBS or words[-1].endswith("ing") or (len(words) == 1 and words[0].endswith("ed")):
        return None  # "put the chicken in", "sign in", "Ana's moving in", "checked in": no thing handed in
    if _GOING_ON.search(thing):
        return None  # "the roof is letting water in", "the kids are bringing the chairs in": the verb's "in"
    if _PACKED_IT.search(thing):
        return None  # "the pump has packed it in": it has broken down (or someone has quit), nothing handed in
    return [CompleteCommitment(target, past_tense=True, sent=True)]


# "schedule's off to oksana ✅", "the report is off to the client": sent (of a person, "off to" is where they go)
_OFF_TO = re.compile(
    r"^(?P<a>.+?)(?:'s|\s+is|\s+are|'re)\s+(?:now\s+|finally\s+|all\s+)?off\s+to\s+(?P<to>[\w'-]+(?:\s+[\w'-]+)?)$", _I
)


def _off_to(raw: str, s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "schedule's off to oksana ✅": the thing sent to them, done; only of a thing that is sent,
    or said with a done mark ("Kofi's off to Lagos" is a trip)."""
    m = _OFF_TO.match(s)
    if m is None or _someone(m["a"], ctx) or not (_SENT_THING.search(m["a"]) or re.search(_DONE_MARK, raw)):
        return None
    target = _target(m["a"])
    if target and target.lower() in PEOPLE:
        return None  # "mum's off to spain ✅": she went
    return [CompleteCommitment(f"{target} to {m['to']}", past_tense=True)] if target and target != "that" else None


# a participle of changing over to something else: what it changed to, no job finished
_SWITCHED_TO = re.compile(r"\s+(?:(?:now|just|finally)\s+)?(?:switched|swapped)(?:\s+over)?\s+to\s", _I)


def _someone(words: str, ctx: _Ctx) -> bool:
    """Whether ``words`` name only a person ("Jorge", "Ana Silva"), not a thing to finish."""
    return not ctx.lowercase and _person(words.strip(), ctx) not in (None, "me")


def _has_object(tail: str) -> bool:
    """Whether a participle has words after it ("paid for dinner", "done with the report"):
    then a name before it is whoever did it, where "Bahncard renewed" names the thing done."""
    rest = re.sub(r"^\s*(?:'s|is|are|was|were|has\s+been|have\s+been|got)?\s*", "", tail, flags=_I)
    return len(rest.split()) >= _PARTICIPLE_AND_OBJECT


_PARTICIPLE_AND_OBJECT = 2


# "the invoice is with the client now", "the board has the minutes now": a thing that reached
# whom it was for, which only a commitment to send or hand it over can mean (``sent``)
_WITH = gated(re.compile(
    r"^(?P<a>.+?)(?:'s|\s+is|\s+are"
    # done, then with whom it was for: "sitrep written and with Eirik", "deck finished and now with legal"
    r"|\s+(?:done|finished|ready|complete|written(?:\s+up)?|[a-z]{3,}ed(?:\s+up)?)\s+and(?:\s+(?:is|are))?)"
    r"\s+(?:now\s+|finally\s+|safely\s+|already\s+)?with\s+(?P<to>.+?)(?:\s+now)?$"
    r"|^(?P<to2>.+?)(?:\s+(?:has|have|has\s+got|have\s+got)|\s*'s\s+got|\s*'ve\s+got)\s+(?P<a2>(?:the|my|our|your)\s+.+?)"
    # "Josianne's got the invoice 👍": a done mark says so as "now" does
    r"(?:\s+(?:now|already|at\s+last)(?:\s*" + _DONE_MARK + r"+)?|\s*" + _DONE_MARK + r"+)$",
    _I,
))
_MAX_TO_WORDS = 4


def _with(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "the contract is with legal now", "Omar has the deck now": sent, to whom it names."""
    m = _WITH.match(s.strip())
    if m is None:
        return None
    thing, to = (m["a"], m["to"]) if m["a"] else (m["a2"], m["to2"])
    target = _target(thing)
    if not target or target == "that" or _someone(thing, ctx) or has_date_words(to):
        return None  # "Maya is with the client now": where a person is
    if len(to.split()) > _MAX_TO_WORDS or re.match(r"^(?:i|we|you|he|she|they|it|me|us|him|her|them)\b", to, _I):
        return None
    return [CompleteCommitment(f"{target} to {_phrase(to)}", past_tense=True, sent=True)]


# "the crash cart's fully stocked", "spare room all cleaned out", "gutters properly cleared now":
# a thing in the state the to-do was to leave it in, said with a word of completeness
_RESULT = gated(re.compile(
    r"^(?!(?:i|i'm|im|we|we're|you|you're|he|she|it|they|they're|he's|she's|it's)\b)"
    r"(?P<a>(?:the\s+|my\s+|our\s+)?[^\W\d][\w'\- ]*?)(?:\s+(?:is|are|has\s+been|have\s+been|got)|'s|'re)?"
    r"\s+(?:now\s+)?(?:fully|all|completely|properly|totally|finally|entirely)\s+(?P<v>[a-z]{3,}ed)"
    r"(?:\s+(?:up|out|down|again))?$",
    _I,
))


def _result_verb(verb: str) -> bool:
    """Whether a participle is a to-do verb's, or one "re-" makes one ("stocked": "restock")."""
    v = verb.lower()
    stems = {v[:-2], v[:-1], v[:-3] + "y" if v.endswith("ied") else v[:-2]}
    return any(stem in TODO_VERBS or f"re{stem}" in TODO_VERBS or stem in _RESULT_VERBS for stem in stems)


# Verbs whose to-do leaves a thing in a state, beyond the to-do verbs: "restock", "charge"
_RESULT_VERBS = frozenset(
    ["stock", "restock", "charge", "recharge", "load", "unload", "empty", "sweep", "hoover", "vacuum", "wipe", "polish",
     "service"]
)  # fmt: skip


def bare_done(sentence: str) -> list[Intent] | None:
    """ "done", "all sorted", "did it", "✅" as a whole sentence: the to-do the conversation was
    about is done (which one, :mod:`memory.derive` decides). Only a whole sentence: the "Done"
    of "Done - renewal deck" names the deck."""
    cleaned = _clean(sentence)
    listed = listed_done(sentence) or listed_done(cleaned)
    if listed:  # "did 1 and 3": items of the list said before, by their numbers
        return listed
    job_it = _JOB_IT.match(cleaned)
    if job_it:  # "posted it": the to-do to post, as "posted" alone (which one, derive decides by the verb)
        return [CompleteCommitment(job_it["v"].lower(), past_tense=True)]
    if _ONLY_MARKS.match(sentence) or _BARE_DONE.match(cleaned):
        return [CompleteCommitment("that", past_tense=False)]
    if _BOTH_DONE.match(cleaned):
        return [CompleteCommitment(BOTH, past_tense=False)]
    if (plural := plural_done(cleaned)) is not None:  # "renewed em online", "the two calls are done"
        return plural
    job = _BARE_JOB.match(cleaned)
    if job and not _NOT_A_JOB.match(job["v"]):  # "paid": the to-do to pay (:mod:`memory.derive` finds which)
        return [CompleteCommitment(job["v"].lower(), past_tense=True)]
    marked = _MARKED_DONE.match(sentence.strip())  # "census form ✔️": the sentence splitter drops the mark
    marked = None if marked and _MANY.search(marked["a"]) else marked  # "pump and shower both sorted ✅": the pair's
    target = _target(marked["a"]) if marked else None
    if target and target != "that" and not _SAYS_MORE.search(marked["a"]) and not _NOT_DONE_YET.match(marked["a"]):
        return [CompleteCommitment(target, past_tense=True)]
    return None


# "move that", "can we push it?", "postpone this one": a move with no new day said
_BARE_MOVE = re.compile(
    r"^(?:(?:can|could)\s+(?:we|you|i)\s+|let's\s+|lets\s+|(?:i'll|we'll|i\s+need\s+to|we\s+need\s+to|gotta)\s+)?"
    r"(?:move|push|bump|shift|postpone|reschedule|delay|put\s+off)\s+(?:it|that|this|that\s+one|this\s+one)"
    r"(?:\s+(?:back|out|forward|again))?[\s!.?]*$",
    _I,
)


def bare_move(sentence: str) -> list[Intent] | None:
    """ "move that", "can we push it?" as a whole sentence: a move of the to-do just talked
    about, to no day said; recap asks when to (nothing can be moved without a day)."""
    if _BARE_MOVE.match(_clean(sentence)):
        return [Unclear("When should it move to? Say the to-do and a day, e.g. “push the dentist to monday”.",
                        sentence.strip())]
    return None


# "paid", "just booked!", "emailed": a job's participle alone, naming the to-do by its verb
_BARE_JOB = gated(re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?P<v>" + _PARTICIPLE + r")[\s!.]*$", _I
))
# "posted it", "paid that", "booked it ✅": a job's verb said of "it" names the to-do by its verb as the
# participle alone does ("done it", "sorted it" name no job: the to-do talked about)
_JOB_IT = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?P<v>paid|filed|submitted|signed|posted|renewed|booked|ordered"
    r"|emailed|bought|returned|printed|lodged|shipped|invoiced|sent)\s+(?:it|that|this|that\s+one|this\s+one)"
    r"(?:\s+(?:off|in|out|now|today|already|at\s+last|finally|earlier))?\s*[!.✅✔️☑️]*$",
    _I,
)
_NOT_A_JOB = re.compile(r"^(?:out|ready|live|made|closed|fixed|cancell?ed|cleared|approved|returned|done)$", _I)


_SCRAPPED = re.compile(
    r"^(?:(?:i|we)(?:'ve)?\s+)?(?:(?:just|finally|have|already)\s+)*(?:binned|scrapped|ditched|axed|canned|nixed|shelved"
    r"|scratched)\s+(?P<a>(?:the|my|our|that|this)\s+(?:.+?\s+(?:idea|plan|plans)|(?:.+?\s+)?(?:" + _EVENTS + r")))"
    r"(?:\s+(?:for\s+now|after\s+all|altogether|this\s+(?:week|time|year)))?$",
    _I,
)
# a thing called off, said with no one doing it: "drinks with sal cancelled", "the 1:1's called off today"
_CALLED_OFF = re.compile(
    r"^(?!(?:i|we|i've|we've|i\s+have|we\s+have|just|finally|already)\b)\S.*\s(?:cancell?ed|called\s+off)"
    r"(?:\s+(?:this\s+(?:week|weekend|time|month|morning|afternoon|evening)|today|tonight|tomorrow|tmrw|again))?$",
    _I,
)
# When a job was done, said after it: "walk-in deep clean done early", "paid it on time"
_WHEN_DONE = re.compile(
    r"\s+(?:early|ahead\s+of\s+(?:time|schedule)|on\s+time|last\s+night"
    # where it was done on the way: "dropped the library books back on my way home"
    r"|on\s+(?:my|the|our)\s+way\s+(?:home|back|in|out|to\s+(?:work|school|the\s+\w+)|past))$",
    _I,
)
# "the rent was transferred to mr joshi this eve": when, said after a passive report (only there: "Jonas
# is going out tonight" is a plan, and "booked for today" says the date)
_WHEN_PASSIVE = re.compile(
    r"(?<!\bfor)(?<!\bby)(?<!\bon)(?<!\buntil)(?<!\btill)(?<!\btil)(?<!\bfrom)\s+(?:today|yesterday|just\s+now"
    r"|earlier(?:\s+today)?|this\s+(?:morning|afternoon|evening|eve|arvo))$",
    _I,
)
_PASSIVE = re.compile(r"\b(?:was|were|been)\s+\w+ed\b", _I)
_WENT = re.compile(r"\s(?:went|gone)$", _I)


# A marked sentence that says more than a name ("deck's gone to Omar ✅"): the forms read it
_SAYS_MORE = re.compile(
    r"\b(?:not|no|never|is|are|was|were|gone|went|been|has|have|got|to)\b|'s\b|n't\b|\w+ed\b"
    # a thing's state, said after it ("staging back up ✅", "vpn online ✅"): the issue forms read it
    r"|\s(?:back(?:\s+(?:up|online|on|to\s+normal))?|online|working(?:\s+again)?|up\s+again)$"
    r"|\s\w+\s+again$",  # "jenkins green again ✅"
    _I,
)
# ("deploy checklist done ✅": the word and the mark both say it, and neither is the thing's name)
# how often, said of a deed: a habit ("on mondays", "every week", "usually"), never one deed done
_HABIT = re.compile(
    r"\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bon\s+(?:weekdays|weekends)\b|\bevery\s+(?:day|week|month"
    r"|morning|evening|night|mon|tue|wed|thu|fri|sat|sun)\w*|\b(?:usually|always|normally|typically)\b",
    _I,
)
_MANY = re.compile(r"\b(?:both|all|and|each)\b|&", _I)
_MARKED_DONE = re.compile(
    r"^(?P<a>[^\W\d][\w'\- ]*?)\s*(?:is\s+|'s\s+)?(?:(?:done|finished|complete|completed|sorted)\s*)?"
    r"(?:✅|✔️|✔|☑️|☑|✓)+$",
    _I,
)


# "all sorted", "everything's done now", "all taken care of": a verdict on what was just said (said
# alone, :func:`bare_done` reads it as the to-do talked about)
_VERDICT = re.compile(
    r"^(?:all|everything|it\s+all|all\s+of\s+it)(?:'s|\s+is|\s+has\s+been|\s+got)?\s+(?:sorted(?:\s+out)?|done"
    r"|settled|squared\s+away|taken\s+care\s+of|dealt\s+with|fine|good|ok|okay)(?:\s+now)?$",
    _I,
)


# "the dog's groomer cancelled on us": whoever it was let the user down, nothing the user did
_BAILED = re.compile(r"\b(?:cancell?ed|bailed|backed\s+out)\s+on\s+(?:us|me|them|him|her)\b", _I)


_RUNS_OUT = re.compile(RAN_OUT, _I)
_RUNNING_OUT = re.compile(r"\b(?:runs|expires|lapses|sells)\s+out\b", _I)  # "the offer runs out on friday"


_FIRST_CLAUSE = re.compile(r"\s*[,;]\s*")


_DONE_CUT = re.compile(r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))|\s-\s|\s—\s|\s+but\s|\s+so\s|\s+because\s)")


# a finding, told: "turned out to be the fan belt", "turns out it was the fuse", "found out it's the router"
_FOUND_OUT = re.compile(r"^(?:it\s+|and\s+)?(?:turn(?:ed|s)\s+out|found\s+out|ended\s+up\s+being)\b", _I)


def _done(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "budget review's done", "✅ flights to Berlin", "w9 sent", "finally finished the guide",
    "paid the rent", "sent the deck and called the dentist", "the contract is with legal now"."""
    raw, s = s, _WHEN_DONE.sub("", _typed_past(_clean(s)))
    s = _WHEN_PASSIVE.sub("", s) if _PASSIVE.search(s) else s
    if not s or _NEGATED.search(s) or s.endswith("?") or _NOT_DONE_YET.match(s) or _UNDER_WAY.search(s):
        return None
    if _PART_DONE.search(s):
        return None  # "working on the net still, half done": at it, not done
    if _FOUND_OUT.match(s):
        return None  # "turned out to be the fan belt": what the trouble was, no deed done
    if _MY_DOING.search(s):
        return None  # "tmrw im taking the bins out", "I'm sending the deck now": doing it, or about to
    if _HABIT.search(s):
        return None  # "Kofi takes the bins out on mondays", "i always pay the rent on the 1st": a habit, nothing done
    if LET_GO.match(raw) or obstacle(raw) or obstacle(s) or obstacle(_FIRST_CLAUSE.split(raw, maxsplit=1)[0]) or (
        (why := let_go_reason(raw)) and obstacle(why, let_go=True)
    ):
        # "nvm Mang Ben is closed this week", "garage closed today, will ring tmrw": why a plan is off, no job done
        return None
    if CAUSATIVE.match(s) or _GET_IT_DONE.match(s) or _WANTED_DONE.match(s):
        # "get the car serviced", "get the cert done for Elm Rd by the 30th", "need the forms signed by
        # 20/5": a thing to have done
        return None
    if _CALLED_OFF.search(s) or _SCRAPPED.match(s) or _ON_THE_HEAD.match(s) or _BAILED.search(s):
        return None  # "drinks with sal called off": off, not done (a to-do to cancel it is done by derive)
    if _VERDICT.match(s):
        return None  # "broker called back, all sorted": how the thing before went, no thing called "all"
    if _imperative_shape(s) and condition(s) is not None:
        return None  # "pay Dimitri back once i get paid": a to-do and when, nothing done
    for pattern, plain in _IDIOMS:
        s = pattern.sub(plain, s, count=1)
    handed = _handed_in(s) or _with(raw, ctx) or _off_to(raw, s, ctx)
    if handed:
        return handed
    for n, pattern in enumerate(_DONE_FORMS):
        m = pattern.match(s)
        if m:
            if _STATE_AHEAD.search(m["a"]):
                return None  # "the room has to be ready for the guests by fri": a state still to reach
            target = _target(m["a"])
            if target and (_RUNS_OUT.search(target) or _RUNNING_OUT.search(s) or WITHDREW.search(s)):
                # "runs out on the 30th", "coffee's run out": an end date or a need; "ines backed out": nothing done
                return None
            if n == 1 and _OUT_THEN.search(m["a"]):
                return None
            if n == 1 and _WENT.search(m["a"]):
                continue  # "plans went out to Becker": the form of "went out" reads whom to
            if n == 1 and _SWITCHED_TO.match(s, m.end("a")):
                return None  # "jake switched to tank main", "dad swapped to decaf": a change taken up, nothing done
            if n == 1 and _someone(m["a"], ctx) and _has_object(s[m.end("a") :]):
                return None  # "Jorge paid for dinner", "Ana's done with the report": news about them
            # "looks fixed", "seems sorted": how it looks, of no thing named (the issue forms read it)
            # "… while she's out", "… now he's done": a person's state, said in a clause of its own
            if target and _PERSON_LAST.search(target):
                continue
            if target and _PEOPLE.search(target) and _OUT_ALONE.match(s, m.end("a")):
                return None  # "kids out, house quiet", "everyone out": people gone out, no thing sent
            if target and LEAD_TIME.match(target):
                return None  # "three weeks out they reckon": how long till it comes, no thing sent
            if target and wildlife(target):
                return None  # "the sun's finally out", "cherry blossoms are out": the season or the weather
            if target and _HOW_IT_WENT.fullmatch(target):
                return None  # "car insurance renewed, cheaper too": how it went, no thing done
            if target and not re.match(r"^(?:i|we|you|he|she|they)\b|^(?:it\s+)?(?:looks|seems)$", target, _I):
                if n == 1 and target == "that" and not re.search(r"\bdone\b", s, _I):
                    continue
                if n == 1 and _imperative_shape(m["a"]) and _STATE_ONLY.search(s[m.end("a") :]):
                    continue  # "take the bins out at 9pm", "get the slides ready" are to-dos
                to = m.groupdict().get("to")
                if n == _WENT_FORM and (_AGAIN.search(raw) or (_GONE_OFF.search(s) and not to
                                                               and not _SENT_THING.search(target))):
                    return None  # "the smoke alarm went off (again)", "milk's gone off": it happened, no job ended
                return [CompleteCommitment(f"{target} {to}" if to else target, past_tense=n != 0 and target != "that")]
    result = _RESULT.match(s)  # "crash cart fully stocked now": done, said by the state it left
    if result and _result_verb(result["v"]) and (target := _target(result["a"])) and not _someone(result["a"], ctx):
        return [CompleteCommitment(f"{result['v']} {target}", past_tense=True)]
    same = _SAME_PAST.match(raw.strip().rstrip(" !."))
    if same:  # "put up the shelves yesterday": a to-do's verb whose past is its plain form
        verb, rest = (same["v"], same["rest"]) if same["v"] else (same["v2"], same["rest2"])
        return [CompleteCommitment(_phrase(f"{verb} {rest}"), past_tense=True)]
    found: list[Intent] = []
    for part in _DEEDS_CUT.split(s):
        m = _PAST.match(part)
        verb = m["v"].lower() if m else ""
        dropped_back = verb == "dropped" and bool(_DROPPED_BACK.match(part))
        if not m or (verb in _NOT_DONE_VERB and not dropped_back) or (verb.endswith("ed") and not _done_verb(verb)):
            return found or None
        if verb == "told" and (_TOLD_WHAT.match(_ABOUT_IT.sub("", m["rest"])) or not _TOLD_WHOM.match(m["rest"])):
            return found or None  # "told ana i'd come", "told me to wait": what was said, no one told as a to-do
        if made_a_slip(verb, m["rest"]):
            return found or None  # "I made a mistake": owned up to, nothing done
        if verb == "took" and _TOOK_A_WHILE.match(m["rest"]):
            return found or None  # "took 20 min to get thru": how long something took, no job done
        if verb == "got" and _GOT_AHEAD.match(m["rest"]) and _ahead_in(m["rest"], ctx):
            return found or None  # "got a piano lesson thurs 4pm": one coming (have got), nothing done
        if _ARRIVED_AT.match(part, m.start("v")):
            return found or None  # "landed at Supadio", "arrived in Lisbon": got somewhere, no job done
        # (never at a thousands comma: "paid the fish supplier 1,240" kept "… supplier 1")
        rest = _DONE_CUT.split(m["rest"], maxsplit=1)[0]
        if dropped_back:  # "dropped the bikes their just now no problems …": where it was left ends the thing
            rest = _LEFT_THERE.sub("", rest)
        rest = _AT_THEIRS.sub("", rest)  # "dropped it off at hers": her place, which the to-do names its own way
        if not (_RETURNED.match(verb) and re.search(r"\sback$", rest, _I)):  # "dropped the books back": returned
            rest = re.sub(
                r"\s+(?:off|out|in|back|today|this\s+morning|just\s+now|earlier|early|yesterday|last\s+night|at\s+last"
                r"|twice|again|once\s+more|a\s+few\s+times|(?:two|three|four|several)\s+times|properly)$",
                "",
                rest,
                flags=_I,
            )
        if _CONTACTED.match(verb):  # "rang the ferry lot": the ferry company
            rest = _THEM_LOT.sub("", rest)
        rest = _ONE_FOR.sub("", _ALL_OF.sub("", rest))  # "sold all the broilers", "sent the one to Nomvula"
        found.append(CompleteCommitment(_phrase(f"{m['v']} {rest}"), past_tense=True))
    return found or None


# someone's place said by a pronoun, last: "at hers", "to his place", "round theirs"
_AT_THEIRS = re.compile(r"\s+(?:at|to|round)\s+(?:hers|his|theirs|(?:her|his|their)\s+(?:place|house|flat))$", _I)
# where one deed done ends and the next begins: "sent the deck and called the dentist", and a verb whose
# past is its plain form after "and" ("signed it and put it in his bag": the signing, then where it went)
_DEEDS_CUT = re.compile(
    r"\s*(?:,\s*|\s+and\s+|\s*&\s*)(?=(?:i\s+)?(?:[a-z]+ed|" + _IRREGULAR + r")\b)"
    r"|\s+and\s+(?=(?:put|set|cut|shut|spread|lit)\s+(?:it|them|the|a|an|my|our|his|her|their)\b)",
    _I,
)


# an arrival, said with where: "landed at Supadio", "arrived home safe" ("landed the contract" is a job done)
_ARRIVED_AT = re.compile(r"(?:landed|arrived)\s+(?:at|in|on|into|home|back|safe|safely|ok)\b", _I)
_PERSON_LAST = re.compile(r"\b(?:i|we|you|he|she|they)$", _I)
# a comparison, no thing: "cheaper", "way faster", "much better"
_HOW_IT_WENT = re.compile(
    r"(?:(?:much|way|loads|lots|a\s+lot|a\s+bit|bit|even|far|heaps)\s+)?(?:cheaper|dearer|pricier|better|worse|faster"
    r"|quicker|slower|easier|harder|bigger|smaller|nicer|longer|shorter|less|more)",
    _I,
)
# people as a group, who go out where a thing is sent out: "kids out", "everyone's out", "the guests are out"
_PEOPLE = re.compile(
    r"\b(?:everyone|everybody|kids|children|guests|people|folks|visitors|staff|crew|lads|boys|girls|students|family)$",
    _I,
)
_OUT_ALONE = re.compile(r"\s*(?:'s|'re|\s+(?:is|are|were|was))?\s+(?:all\s+)?out\b", _I)
# "got a dentist appt …", "got the physio …": an occasion the user has coming, when a time ahead is said
_GOT_AHEAD = re.compile(r"^(?:(?:a|an|the|my|our)\s+)?(?:[\w'-]+\s+){0,2}?(?:" + _EVENTS + r")s?\b", _I)


def _ahead_in(words: str, ctx: _Ctx) -> bool:
    """Whether ``words`` say a time still ahead as when (not "for fri", what a thing is for)."""
    return any(
        span.spec is not None and span.spec.end > ctx.now and span.connector != "for"
        for span in find_spans(words, now=ctx.now, tz=ctx.tz, prefer="future")
    )


# -- moved -------------------------------------------------------------------------------

# "got an extension on", "was given a two-week extension for"
_EXTENSION = (
    r"(?:i\s+|we\s+)?(?:finally\s+|just\s+)?(?:got|have|was\s+given|were\s+given|(?:have\s+|'ve\s+)?been\s+given"
    r"|managed\s+to\s+get|secured)\s+(?:an?\s+)?(?:[\w'-]+\s+){0,2}?(?:extension|more\s+time|extra\s+time)\s+(?:on|for)"
)
# a person or a trade who moved it ("Kwame", "the boiler guy", "the other guy"): their visit, or a thing of theirs,
# read by :mod:`._lifecycle_others`; a place or a body ("clinic", "the embassy") only says who moved "it"
_A_MOVER = re.compile(
    r"(?-i:[A-Z])|\b(?:guy|guys|man|men|lady|tech|techs|team|crew|bloke|fella|he|she|they|other|someone|somebody"
    # a trade who comes to the user moves their own visit: "the electrician pushed it to sat" leaves the plumber's
    r"|electrician|sparky|plumber|builder|handyman|cleaner|gardener|painter|decorator|roofer|carpenter|chippy|tiler"
    r"|plasterer|locksmith|technician|engineer|installer|fitter|courier|movers|removalists?|exterminator)\b",
    _I,
)
# "it to monday" after "clinic moved": the thing moved is "it", its mover said before the verb
_IT_MOVED = re.compile(r"^(?:it|that|this)\s+(?:(?:back|forward|up|out)\s+)?(?:to|till|until|til)\s+(?P<d>.+)$", _I)
# "the grant report is due friday": a known deadline moved, or else a new one (``otherwise``)
_IS_DUE = re.compile(
    # never a deadline of no thing or of a person's own ("the deadline is friday", "Maya's deadline is …")
    r"^(?!(?:the|my|our|its|his|her|their|this|that)\s+(?:deadline|due\s+date)\b|[A-Z][a-z]+'s\s+(?:deadline|due\s+date)\b)"
    r"(?P<a>.+?)(?:\s+(?:deadline\s+)?(?:(?:is|are|'s|'re)\s+(?:now\s+)?|now\s+)due"
    # "the VAT deadline is 7 feb", "the lease's due date is now the 9th": the thing's deadline said as its own
    r"|(?:'s)?\s+(?:deadline|due\s+date)(?:\s+is|'s)(?:\s+(?:now|actually))?)"
    r"\s+(?:on\s+|by\s+)?(?P<d>.+?)(?:\s+now|\s+instead)?$",
    _I,
)
# "permission slip", "pay slip", "packing slip": the noun, after the word that says what slip
_SLIP_NOUN = re.compile(
    r"\b(?:permission|pay|packing|deposit|pink|betting|bet|credit|compliment|gift|sales|delivery|order|booking"
    r"|payment|reply|return|consent|parking|dispatch|remittance|salary|wage|bank|paying-in|paying\s+in|sick)"
    r"\s+slips?\s*$",
    _I,
)
_MOVE_FORMS = [
    # "deck's not needed till the 19th", "don't need the van until fri": not wanted before then, due then
    # (a thing: "Ana's not needed till 3pm" is her shift, no to-do of the user's)
    gated(re.compile(
        r"^(?!(?-i:[A-ZÀ-Ý][a-zà-ÿ]+)(?:'s|\s+is|\s+isn't|\s+isnt)\s)(?P<a>.+?)(?:(?:'s|\s+is|\s+are|'re)\s+not|\s+isn't|\s+isnt|\s+aren't"
        r"|\s+arent)\s+(?:needed|required|wanted)\s+(?:till|until|til|before)\s+(?P<d>.+)$",
        _I,
    )),
    gated(re.compile(
        r"^(?:(?:i|we)\s+)?(?:don't|dont|do\s+not)\s+need\s+(?!(?-i:[A-ZÀ-Ý]))(?P<a>.+?)\s+(?:till|until|til|before)\s+"
        r"(?P<d>.+)$",
        _I,
    )),
    # "deck slipped to the 14th", "X got moved to Thursday", "X can wait till the 5th", "X pushed to the 9th"
    gated(re.compile(
        r"^(?P<a>.+?)\s+(?:(?:has|have|is|are|was|were|got|has\s+been|can|could|will|'ll)\s+)?(?:"
        # "ceilidh setup moved earlier, sun 1pm": which way, then the new time (tried before "moved" alone)
        r"(?:pulled|brought|bumped|moved|pushed|shifted)\s+(?:earlier|later)\s*,?"
        r"|slipped|slip|slips|moved"
        # "release notes are slipping to wed", "the launch slid to the 9th", "it's getting pushed to june"
        r"|slipping|sliding|slid|(?:getting|being)\s+(?:pushed|moved|bumped)(?:\s+back|\s+out)?"
        r"|move|moves|shifts|pushed(?:\s+back|\s+out)?|push|postponed|rescheduled|bumped|delayed|shifted|wait|go"
        # "payroll got pulled forward to tmrw", "review can slide to fri", "launch brought up to the 3rd"
        r"|(?:pulled|brought|bumped|moved|pushed|shifted)\s+(?:forwards?|fwd|up|in)"
        r"|(?:slide|slides|shift)(?=\s+(?:to|till|until|til)\s)"
        # "shearing put off till the 30th", "dogs will have to wait till monday": put off, said with its "till"
        # (never a maxim: "never put off till tomorrow")
        r"|(?<!never\s)(?<!don't\s)(?<!dont\s)(?<!not\s)put\s+(?:off|back)(?=\s+(?:to|till|until|til)\s)"
        r"|(?:have|has|had)\s+to\s+wait(?=\s+(?:till|until|til)\s)"
        # "choir practice gone to half 7", "the meeting's gone to thursday": gone to a new day or time
        r"|gone(?=\s+(?:back\s+)?to\s)"
        # "mr lim meeting postpone to next tues", "standup reschedule to 10": the headline's bare verb, with its "to"
        r"|(?<!\bto\s)(?<!gotta\s)(?<!gonna\s)(?<!must\s)(?<!should\s)(?<!need\s)(?<!pls\s)(?<!please\s)"
        r"(?:postpone|reschedule|postpones|reschedules)(?=\s+(?:to|till|until|til)\s)"
        # "doctor appointment changed to tuesday", "yoga class change to thurs" (the headline's or a second
        # language's bare verb): changed to a day, only with its "to"
        r"|(?<!\bto\s)(?<!gotta\s)(?<!gonna\s)(?<!must\s)(?<!should\s)(?:changed|change|changes)(?=\s+to\s)"
        r"|got\s+extended|extended|been\s+extended)\s+(?P<c>(?:to|till|until|til|back\s+to|out\s+to)(?!\w)|)\s*(?P<d>.+)$",
        _I,
    )),
    # "bump the landlord call to tmrw", "can we push X to next week", "push that to monday",
    # "extending it to next sunday"
    re.compile(
        r"^(?:(?:can|could)\s+(?:we|you|i)\s+|let's\s+|(?:i'll|we'll|i\s+will|we\s+will|i\s+want\s+to"
        r"|i\s+need\s+to|we\s+need\s+to)\s+|actually,?\s+|(?:i'm|im|we're|i\s+am|we\s+are)\s+|(?:i|we)\s+"
        # whoever the plan is with moved it: "she shifted it to 4:15", "they pushed the viewing to friday"
        r"|(?:he|she|they)\s+(?=[a-z]+ed\s))?"
        r"(?:bump|push|move|slide|shift|postpone|reschedule|delay|pushed|moved|bumped|bring|pull|extend|extended"
        r"|extending|pushing|moving|bumping|shifting|shifted|postponed|rescheduled|delayed"
        # "changed the reservation to half 8": changed to a day or a time (never "changed my password to …")
        r"|changed|switched"
        r"|(?:brought|pulled)(?=\s.+?\s(?:forwards?|fwd|back|up)\s+(?:to|till|until)\s))"
        r"(?:\s+back|\s+out)?\s+(?P<a>.+?)\s+"
        r"(?:back\s+|out\s+|up\s+|(?:forwards?|fwd|fwds)\s+)?(?:to|till|until|til)\s+(?P<d>.+)$",
        _I,
    ),
    # "reschedule the dentist for fri 10am", "rebook the vet for next tues": the new time, or (with
    # nothing open that fits) a to-do to reschedule it by then
    _RESCHEDULE_FOR := re.compile(
        r"^(?:(?:i'll|we'll|i\s+will|need\s+to|gotta|have\s+to|(?:i|we)\s+)\s*)?(?P<v>reschedule|rebook|re-book"
        r"|rescheduled|rebooked|re-booked)\s+(?P<a>.+?)\s+for\s+(?P<d>.+)$",
        _I,
    ),
    # "got an extension on the essay till the 9th", "got a week's extension for X to friday"
    re.compile(
        r"^" + _EXTENSION + r"\s+(?P<a>.+?)\s+(?:to|till|until|til|through|for)\s+(?P<d>.+)$",
        _I,
    ),
    # "need more time on X, say friday"
    re.compile(
        r"^(?:i\s+)?need\s+(?:more|a\s+bit\s+more|extra)\s+time\s+(?:on|for|with)\s+(?P<a>.+?),?\s+"
        r"(?:say|make\s+it|until|till|let's\s+say)\s+(?P<d>.+)$",
        _I,
    ),
    # "minutes can go to rupert on monday instead", "library books can go back saturday"
    re.compile(
        r"^(?P<a>.+?)\s+(?:can|could|will|'ll|should)\s+go\s+(?:back|out|(?P<to>to\s+[^\s,]+))\s+(?P<d>.+)$", _I
    ),
    # "schneider angebot verschoben auf donnerstag - thursday": moved, in German, Spanish,
    # Portuguese, French or Italian, with the new date glossed in English after a dash
    re.compile(
        r"^(?P<a>.+?)\s+(?:verschoben|verlegt|pospuesto|aplazado|movido|adiado|remarcado|reportado|décalé|reporté"
        r"|rinviato|spostato)\s+(?:auf|nach|para|a|al|à|au)\s+\S+(?:\s+\S+)?\s+[-–—=]\s+(?P<d>.+)$",
        _I,
    ),
    # "VAT return: doing it monday now", "the deck - sending it thursday instead"
    re.compile(
        r"^(?P<a>.+?)\s*[:\-–—]\s*(?:i'm\s+|im\s+|i'll\s+|will\s+)?(?:doing|do|finishing|finish|sending|send|filing|file"
        r"|tackling|tackle)\s+(?:it|that|them)\s+(?P<d>.+?)(?:\s+instead)?$",
        _I,
    ),
    # "vendor questionnaire → next friday", "roofer call → 11:30 instead"
    re.compile(r"^(?P<a>.+?)\s*(?:→|->|=>)\s*(?P<d>.+?)(?:\s+instead)?$", _I),
    # "X is now due the 3rd", "X deadline is now dec 8"
    _IS_DUE,
    # "registration closes the 10th", "applications close on friday": the day a to-do to register or
    # apply is due by, said of what closes
    re.compile(
        r"^(?P<a>(?:the\s+)?(?:[\w'-]+\s+){0,3}?(?:registrations?|applications?|entries|submissions?|enrol?ments?"
        r"|enrollments?|sign-?ups?|nominations?|rsvps?|early[\s-]bird(?:\s+(?:tickets?|pricing|rate|discount))?))"
        r"\s+(?:closes?|shuts?|ends?|is\s+closing|are\s+closing|closing)\s+(?:on\s+)?(?P<d>.+?)(?:\s+now|\s+instead)?$",
        _I,
    ),
    # "X is now thurs", "budget review's now fri", "offsite planning now thurs"
    gated(re.compile(r"^(?P<a>.+?)(?:\s+deadline)?(?:\s+is|'s)?\s+now\s+(?P<d>.+)$", _I)),
]


# "<person> wants the gst invoice by monday now": what someone now wants, by a new date
_WANTED_BY = re.compile(
    r"^(?P<p>\S+(?:\s+\S+)?)\s+(?:wants?|needs|asked\s+for|would\s+like|expects|prefers?)\s+(?P<a>.+?)\s+"
    # the day said bare, its last word or two: "hotel want the fish saturday instead", "… next tuesday now"
    r"(?:(?:by|on|for|before)\s+(?P<d>.+?)|(?<!other\s)(?<!another\s)(?<!some\s)(?<!every\s)"
    r"(?P<bare>(?:(?:this|next|on)\s+)?[a-z]+))\s+(?:now|instead|actually)$",
    _I,
)
# money asked for names the to-do to pay whoever asks: "cash", "paying", "the money", "his fee"
_MONEY = re.compile(
    r"(?:(?:his|her|their|the|my)\s+)?(?:cash|money|payment|paying|paid|fee|invoice\s+paid|balance)", _I
)
# "the X slipped a week", "push the X back two days": a move by an amount, from the current due
_AMOUNT = (
    # "3 more days", "another week", "another 2 days": counted on from the current due, as the bare amount is
    r"(?:by\s+)?(?:another\s+)?(?P<n>half\s+an?|a|an|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|a\s+couple(?:\s+of)?|another|\d{1,3})(?:\s+|(?<=\d))(?:(?:more|extra)\s+)?(?P<u>day|week|wk|fortnight|hour|hr|h|minute|min)s?(?:\s+(?P<dir>later|earlier|sooner))?"
)
_SHIFT_FORMS = [
    # "the report is now due a week later"; "tea with the cousins is now a week later" (its way said)
    gated(re.compile(
        r"^(?P<a>.+?)(?:(?:\s+is|'s)?\s+(?:now\s+)?due|(?:\s+is|'s|\s+are)\s+now(?=.*\s(?:later|earlier|sooner)$))\s+"
        + _AMOUNT + r"$",
        _I,
    )),
    gated(re.compile(
        r"^(?P<a>.+?)\s+(?:(?:has|have|is|was|got|has\s+been|'s)\s+)?(?:slipped|slid|moved|pushed|delayed"
        r"|postponed|bumped|shifted|extended|put(?=\s+back\s)"  # "lab meeting got put back an hour": postponed
        # "investor Q&A prep can slide a week", "the audit can wait two days", "deck will slip a week"
        r"|(?:can|could|will|'ll|should)\s+(?:slide|slip|wait|move|shift|be\s+(?:pushed|moved|bumped|delayed)))"
        r"(?:\s+back|\s+out)?\s+" + _AMOUNT + r"$",
        _I,
    )),
    re.compile(
        r"^(?:(?:can|could)\s+(?:we|you|i)\s+|let's\s+|(?:i'll|we'll|i\s+will|we\s+will)\s+|(?:i|we)\s+)?"
        r"(?:bump|push|move|slide|shift|postpone|delay|pushed|moved|bumped|delayed|shifted|postponed"
        r"|put(?=\s.+?\sback\s)|(?P<fwd>bring|pull|brought|pulled))\s+(?P<a>.+?)"
        r"\s+(?:back\s+|out\s+|(?P<fwd2>forwards?|fwd|in(?=\s+by\s))\s+)?" + _AMOUNT + r"$",
        _I,
    ),
]
# "move the sprinkler in 20 mins", "… in a quarter of an hour": when to do it, said before the amount
_WHEN_IN = re.compile(r"\s(?:in|within)(?:\s+(?:a|an|another|about|around|half|quarter|of))*$", _I)
_RESCHEDULED = re.compile(r"\b(?:moved|pushed|bumped|shifted|put\s+back)\b", _I)  # put back by someone, not delayed
_WILL_SHIFT = re.compile(r"\b(?:can|could|will|'ll|should)\s+(?:slide|slip|wait|move|shift|be)\b", _I)
_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "another": 1,
}  # fmt: skip
# a shift is a whole number of days from the current due, or of hours or minutes ("push the call back an hour")
_UNIT = {
    "day": timedelta(days=1), "week": timedelta(days=7), "wk": timedelta(days=7), "fortnight": timedelta(days=14),
    "hour": timedelta(hours=1), "hr": timedelta(hours=1), "h": timedelta(hours=1), "minute": timedelta(minutes=1),
    "min": timedelta(minutes=1),
}  # fmt: skip
# "do the meal prep sunday", "make the insurance call wednesday", "let's do the retro Monday
# instead": a to-do said again with a date
_RESTATED = re.compile(
    r"^(?:let's\s+|lets\s+|we'll\s+|i'll\s+|can\s+we\s+|still\s+|but\s+still\s+)?(?P<todo>(?:do|make|have)\s+(?P<rest>.+?))"
    r"(?P<instead>\s+instead)?$",
    _I,
)
# "make gym 6:30", "make standup 9:15": a booked thing named bare, then its clock time (what one makes
# bare is food or plans: "make dinner 6:30", "make pancakes sat" stay to-dos)
_BARE_BOOKED = re.compile(
    r"^make\s+(?!(?:dinner|lunch|breakfast|brunch|tea|coffee|food|soup|bread|cake|pancakes|pasta|curry|copies|plans"
    r"|calls|space|time|room|sure|it|that|this|one|some|any|my|your|our|his|her|their)\b)[a-z][\w\-]*(?<!s)\s+"
    r"(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?$",
    _I,
)
# "I", or a clause of someone's ("i said id help Sam | move on sat"): no commitment's name
_NOT_A_TARGET = re.compile(
    r"^(?:i|we|you|he|she|they|me)(?:$|\s+(?:said|told|promised|think|reckon|guess)\b)"
    r"|^(?:will|would|shall|can|could|might|may|must|should|gonna|i'll|we'll|ill)$",  # "will go tmrw": no thing named
    _I,
)


# "dentist moved to monday, same time": the new day at the time of day it had
_SAME_TIME = gated(re.compile(
    r",?\s+(?:at\s+)?(?:the\s+)?(?:same|usual)\s+(?:time|window|slot|hours?)(?:\s+as\s+before)?$", _I
))
_SAME_DAY = re.compile(r",?\s+(?:on\s+)?(?:the\s+)?same\s+day$", _I)
SAME_TIME_MARK = "same time"  # ends the due's words of a move that keeps its time of day (memory.derive)


def _move(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A move (see :func:`_move_said`); one that keeps its time of day ("same time") says so
    in its due's words, and :mod:`memory.derive` takes the time from the current due."""
    if PASS_ON.match(s.strip()):
        return None  # "tell Amara the demo's pushed to next week": the news to pass on, a to-do of its own
    same = _SAME_TIME.search(s.strip())
    if same is None:
        return _move_said(s, ctx) or instead(s, ctx)
    return time_kept(_move_said(s.strip()[: same.start()], ctx) or [])


def time_kept(found: list[Intent]) -> list[Intent] | None:
    """``found``'s moves to a day marked as keeping their time of day ("… to monday, same time")."""
    kept = [
        replace(i, due=replace(i.due, text=f"{i.due.text} {SAME_TIME_MARK}"))
        if isinstance(i, MoveCommitment) and i.due.precision is Precision.DAY and i.shift is None
        else i
        for i in found
    ]
    return kept or None


# "need to get the passport done by 10 may", "gotta get the MOT sorted before friday"
_GET_DONE = re.compile(r"\bget\s+(?P<a>.+?)\s+(?:done|sorted(?:\s+out)?|finished|renewed)\b", _I)


def get_done(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "need to get the passport done by 10 may": the open to-do about the passport re-dated
    ("renew the passport"), or else the new to-do it reads as."""
    if not _GET_DONE.search(s):
        return None
    found = _todo(s, ctx)
    todo = found[0] if found and len(found) == 1 and isinstance(found[0], NewCommitment) else None
    m = _GET_DONE.fullmatch(todo.action) if todo is not None and todo.due is not None else None
    target = _target(m["a"]) if m else None
    if todo is None or todo.due is None or not target or target == "that":
        return None
    return [MoveCommitment(target, todo.due, otherwise=todo)]


def same_time(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "vet moved to monday same time": a move that keeps its time of day, read before the
    forms that would take "monday same time" for a date they cannot read."""
    return _move(s, ctx) if _SAME_TIME.search(s.strip()) else None


# "the report is now due a week later", "X's due two days earlier": from its current due
_DUE_SHIFTED = re.compile(
    r"^(?P<a>.+?)(?:(?:\s+is|'s)?\s+(?:now\s+)?due|(?:\s+is|'s|\s+are)\s+now)\s+(?:\w+\s+){1,3}(?:later|earlier|sooner)$",
    _I,
)


_WHOM = re.compile(r"^(?:us|me|them|it|things)\s+(?:back\s+)?(?:to|till|until|for)\b", _I)


# "… can wait till next week": when it may start, not when it is due
_WAITS = re.compile(r"\bwait\b", _I)
_A_DAY = timedelta(days=1)


def _whole_week(due: DateSpec) -> bool:
    """Whether a date names a span of days (a week, a month), not one day or time."""
    return due.end - due.start > _A_DAY


def _before_today(due: DateSpec, ctx: _Ctx) -> bool:
    """Whether ``due`` ends before the user's today starts: no to-do is moved there."""
    today = ctx.now.astimezone(ctx.tz).replace(hour=0, minute=0, second=0, microsecond=0)
    return due.end <= today


# a thing to be got moved, then its deadline: "need to get the plates moved by 4 tmrw", "have the boxes shifted by
# fri" (a move asked for says where to: "get the dentist moved to monday")
_GOT_MOVED_BY = re.compile(r"\b(?:get|getting|have|having)\s+(?:[\w'’-]+\s+){0,4}[\w'’-]+\s*$", _I)
_BY_DAY = re.compile(r"^\s*(?:by|before|b4)\s", _I)


def _move_said(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "deck slipped to the 14th", "bump the landlord call to tmrw", "minutes can go to rupert
    on monday instead", "migration plan slipped a week", "make the insurance call wednesday"."""
    raw = s  # "two days earlier": its way, before the cleaning drops "earlier"
    if _DUE_SHIFTED.match(s.strip()):
        return _shift(s.strip(), ctx)
    m = _WANTED_BY.match(s.strip())  # before the trailing "now" is cleaned away
    if m and (m["d"] or has_date_words(m["bare"])):
        due, target = _read_date(m["d"] or m["bare"], ctx), _target(m["a"])
        if target and _MONEY.fullmatch(target):  # "chidi wants cash on the 3rd instead": paying Chidi
            target = f"pay {m['p']}"
        if due is not None and target and target != "that":
            return [MoveCommitment(target, due)]
    s = _clean(re.sub(r"\s+instead$", "", s.strip(), flags=_I)) + ("" if not s.endswith("instead") else " instead")
    s = _SAME_DAY.sub("", s.strip())  # "push the tenants to 2pm same day": that time, on its own day
    if (m := _IT_NEEDS_DOING.match(s)) is not None:  # "has to be booked by tonite actually": the one just said
        return that_moved_to(m["d"], s, ctx)
    for pattern in _MOVE_FORMS:
        m = pattern.match(s)
        if not m or not has_date_words(m["d"]):
            continue
        if (it := _IT_MOVED.match(m["d"])) is not None and not m.groupdict().get("c") and not _A_MOVER.search(m["a"]):
            # "clinic moved it to monday", "the school push it back to the 20th": whoever moved it is before the
            # verb, and "it" is the to-do just talked about
            due = _read_date(it["d"], ctx)
            return [MoveCommitment("that", due)] if due is not None and not _before_today(due, ctx) else None
        if _WHOM.match(m["d"]):
            continue  # "Kwame moved us to thursday": Kwame moved something (:mod:`._lifecycle_others`)
        if _GOT_MOVED_BY.search(m["a"]) and _BY_DAY.match(m["d"]):
            continue  # "need to get the plates moved by 4 tmrw": a job to do by then, nothing moved to it
        if _SLIP_NOUN.search(s[: m.end("a")] + s[m.end("a") : m.start("d")]):
            continue  # "drop off the permission slip tuesday": a slip of paper, nothing slipped
        due = _read_date(m["d"], ctx)
        if due is None or (pattern is not _IS_DUE and _before_today(due, ctx)):
            continue  # "Priya moved last week", "my sister moved yesterday": she moved house, no day to move a to-do to
        said = m["a"].strip()
        reminded = (after_remember(said) or after_keep_in_mind(said)) if pattern is _IS_DUE else None
        if reminded and (thing := _target(reminded)):
            return [NewCommitment(thing, "me", None, due)]  # "dont let me forget the school forms r due fri"
        target = _target(m["a"])
        if target and target != "that" and _WAITS.search(s[m.end("a") : m.start("d")]) and _whole_week(due):
            # "incident report can wait till next week": not before then, by no day said
            return [Unclear(f"When should “{target}” be due now? Say a day, e.g. “push it to monday”.", s)]
        if target and not _NOT_A_TARGET.match(target):
            to = m.groupdict().get("to")
            # with no such commitment open, "X is due D" is a new deadline for the thing
            new = _new_deadline(m["a"].strip(), due, ctx) if pattern is _IS_DUE and target != "that" else None
            if pattern is _RESCHEDULE_FOR and target != "that":  # "rescheduled the physio for thurs": the physio then
                todo = target if m["v"].lower().endswith("ed") else _phrase(f"{m['v'].lower()} {m['a']}")
                new = NewCommitment(todo, "me", None, due)
            return [MoveCommitment(f"{target} {to}" if to else target, due, otherwise=new)]
    return (
        _shift(s, ctx, back=bool(_EARLIER.search(raw)))
        or _restated(s, ctx)
        or _doing_instead(s, ctx)
        or _needs_doing(s, ctx)
        or _moved_when(s)
    )


# "will deal with it tmrw", "gonna sort that out on friday", "will do tmrw": a plan for the
# to-do just talked about, which moves it (never a new to-do named "deal with it")
_LATER = re.compile(
    r"^(?:(?:i|we)\s*(?:'ll|'m\s+gonna|'m\s+going\s+to|\s+will|\s+can)|ill|will|gonna|going\s+to|can)\s+"
    r"(?:(?:just|probably|prob|def|definitely|try\s+to|have\s+to)\s+)?(?:do|deal\s+with|sort|handle|tackle|get\s+to"
    r"|get\s+on\s+with|finish|look(?:\s+at)?|get\s+round\s+to|get\s+around\s+to|pick\s+(?:it|that|this)\s+up)"
    r"(?:\s+(?:it|that|this|them|that\s+one|this\s+one))?(?:\s+(?:out|done|sorted|off))?\s+(?P<d>.+)$",
    _I,
)


def later(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "will deal with it tmrw": the to-do the conversation was about, moved to then (which
    one, :mod:`memory.derive` decides; with none, recap asks what)."""
    m = _LATER.match(_clean(s))
    return that_moved_to(m["d"], s, ctx) if m is not None else None


def that_moved_to(when_said: str, s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do just talked about, moved to ``when_said`` (a date ``s`` says); None when it is no
    readable date. "will deal with it tmrw", "rebooked for sat morning"."""
    if not has_date_words(when_said):
        return None
    due = _read_date(when_said, ctx)
    if due is None:
        return None
    when = describe_due(due.last_moment, ctx.tz)
    ask = Unclear(f"What should move to {when}? Say it with its name, e.g. “I'll do the tax return {when_said}”.", s)
    return [MoveCommitment("that", due, otherwise=ask)]


# "actually paying the cleaner sat instead", "I'm doing the VAT return monday instead": a to-do
# said in the present with a new date and "instead" is that to-do moved
_DOING_INSTEAD = re.compile(r"^(?:i'm\s+|im\s+|we're\s+|i\s+am\s+)?(?P<v>[a-z]{2,}ing)\s+(?P<rest>.+?)\s+instead$", _I)


def _doing_instead(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _DOING_INSTEAD.match(s)
    found = _date_after(m["rest"], None, ctx) if m else None
    if m is None or found is None or m["v"].lower() in ("going", "thinking", "being"):
        return None
    verb = _base(m["v"])
    if m["v"].lower() in ("doing", "having"):  # "doing the Lisowski call friday instead": the call
        target = _target(found[0])
    elif verb not in TODO_VERBS:  # "working from home monday instead": no to-do of the user's named
        return None
    else:
        target = _target(f"{verb} {found[0]}")
    return [MoveCommitment(target, found[1])] if target and target != "that" else None


# a deadline for the to-do just talked about, its thing left out or "it": "has to be booked by tonite actually",
# "it needs to be done by friday", "needs sending b4 noon", "that's gotta be paid by the 3rd" (a deadline said
# of the job done, so the job is the one before; "Ana has to be at work by 9" names whom, never "it"; "they
# need to be sent off by mon" after a to-do is that to-do's due, read with it)
_IT_NEEDS_DOING = re.compile(
    r"^(?:(?:it|that|this)(?:'s|\s+is)?\s+)?(?:has|needs|need|must|should|'s\s+got|got|gotta)"
    r"\s+(?:to\s+)?(?:be\s+(?P<v>[a-z]{3,}ed|done|sent|paid|made|sold|bought|written|taken|sorted|in)"
    r"|(?P<ing>[a-z]{3,}ing))(?:\s+(?:up|off|out|in|back))?\s+(?:by|before|b4|no\s+later\s+than)\s+(?P<d>\S.*)$",
    _I,
)


# "passport needs doing by 15/7", "the car needs servicing before friday": a deadline for a
# thing, which moves the to-do about it, or else is one ("service the car")
_NEEDS_DOING = re.compile(
    r"^(?P<a>[^,;]+?)\s+(?:needs|need|has\s+to\s+be|must\s+be|needs?\s+to\s+be)\s+(?P<v>[a-z]{2,}ing|done|sorted|renewed|paid|sent|filed"
    r"|submitted|finished|booked|in|handed\s+in|turned\s+in)(?:\s+(?P<prt>up|off|out|in|back))?\s+(?P<by>by\s+|on\s+)?"
    r"(?P<d>(?:before\s+)?\S.*)$",
    _I,
)


# a thing that is itself a job: "the insurance renewal", "the ironing", "the tax return", "the admin"
_A_JOB = re.compile(
    r"\b[a-z]{3,}(?:al|tion|sion|ment|ance|ence|ing)$|\b(?:check|service|return|paperwork|admin|accounts|books|taxes"
    r"|audit|review|report|inspection|mot|assessment|invoicing|payroll|rota|timesheets?)$",
    _I,
)


def _needs_doing(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NEEDS_DOING.match(s)
    # an hour alone ("by 1") only for a thing named with its job ("need picking up"): "needs doing
    # by 7" is read by the forms of a thing's deadline
    by_hour = m is not None and m["by"] is not None and m["v"].lower() not in ("doing", "done")
    due = (_read_date(m["d"], ctx) or (_hour_by(m["d"], ctx) if by_hour else None)) if m else None
    target = _target(m["a"]) if m else None
    if m is None or due is None or not target or target == "that" or _NOT_A_TARGET.match(target):
        return None
    verb = m["v"].lower()
    if verb in ("doing", "done") and _A_JOB.search(m["a"]):  # "insurance renewal needs doing by eow": do it
        return [MoveCommitment(target, due, otherwise=NewCommitment(f"do {m['a'].strip()}", "me", None, due))]
    base = _base(verb) if verb.endswith("ing") and _base(verb) in TODO_VERBS else None
    if base is None:
        return [MoveCommitment(target, due, otherwise=_new_deadline(m["a"].strip(), due, ctx))]
    verb = f"{base} {m['prt'].lower()}" if m["prt"] else base  # "Maya needs picking up": pick up Maya
    todo = NewCommitment(f"{verb} {m['a'].strip()}", "me", None, due)  # "the car needs servicing": service it
    return [MoveCommitment(f"{verb} {target}", due, otherwise=todo)]


def _hour_by(said: str, ctx: _Ctx) -> DateSpec | None:
    """The hour ``said`` alone after "by" ("need picking up by 1"), a time only with its "by"."""
    spans = find_spans(f"by {said.strip()}", now=ctx.now, tz=ctx.tz)
    whole = len(spans) == 1 and spans[0].start == 0 and spans[0].end == len(said.strip()) + 3
    return spans[0].spec if whole else None


# "the 1:1 got pushed", "dentist has been rescheduled": moved, to a date not said
_MOVED_UNDATED = re.compile(
    r"^(?P<a>.+?)(?:\s+(?:got|has\s+been|have\s+been|was|were|is|are)|\s*'s\s+been)\s+(?:pushed|moved|postponed"
    r"|rescheduled|delayed|bumped|shifted|put\s+back)(?:\s+(?:back|out|again))?$"
    # without its "was": "physio rescheduled", "launch postponed again" ("Ines moved" may be news of her)
    r"|^(?P<a2>.+?)\s+(?:postponed|rescheduled|delayed|pushed\s+back)(?:\s+again)?$",
    _I,
)


# the user's own ride, late as rides are: "the train is delayed again" is a commute, no to-do's day
# (someone's flight delayed or moved may move the pick-up: "Ama's flight got moved" still asks)
_RIDE = re.compile(
    r"^(?:(?:fml|ugh+|argh+|omg|sigh|great|typical|classic)\W*\s+)?(?:(?:the|my|our)\s+)?(?:\w+\s+)?(?:train|bus|flight|plane|tram|ferry|metro|tube|subway|uber|taxi|cab|shuttle"
    r"|connection)$",
    _I,
)


def _commute(target: str, said: str) -> bool:
    return bool(_RIDE.match(target)) and re.search(r"\bdelayed\b", said, _I) is not None


def _moved_when(s: str) -> list[Intent] | None:
    """A move that says no date: recap asks to when, rather than keep nothing silently."""
    m = _MOVED_UNDATED.match(s)
    target = _target(m["a"] or m["a2"]) if m else None
    if not target or target == "that" or _NOT_A_TARGET.match(target) or _commute(target, s):
        return None
    return [Unclear(f"To when did “{target}” move? Say e.g. “{target} moved to friday”.", target)]


def _new_deadline(thing: str, due: DateSpec, ctx: _Ctx) -> Unclear:
    """ "the grant report is due friday" with no such commitment open: a new deadline, or only
    news ("the baby is due in March"); recap asks. A detail that says what to do about it
    ("…, need to write it") makes it a to-do (:mod:`memory.understanding._referring`)."""
    when = describe_due(due.last_moment, ctx.tz)
    todo = to_pay(thing) or thing  # "council tax is due on the 1st": to pay it, said with the verb asked of
    return Unclear(f"Should I track “{todo}” for you, due {when}?", thing, NewCommitment(todo, "me", None, due))


# "newsletter to go out at 2pm instead", "the invoices will go out thursday", "mailer going out
# friday": a thing that goes out when sent, at a new time (never a report that it went out)
_GOES_OUT = gated(re.compile(
    r"^(?P<a>.+?)\s+(?:(?:is|are|'s|'re)\s+)?(?:(?:to|will|'ll|(?:is\s+|are\s+)?going\s+to|gonna|should|can|could"
    r"|now)\s+)?(?:go|going|goes)\s+(?:out|in)\s+(?P<d>.+?)(?:\s+instead)?$",
    _I,
))


def goes_out(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "newsletter to go out at 2pm instead": the commitment to send the thing, moved. Only a
    thing that is sent (a letter, an invoice ...), so "Maya's going out tonight" moves nothing."""
    m = _GOES_OUT.match(_clean(s))
    if m is None or not has_date_words(m["d"]) or not _SENT_THING.search(m["a"]) or after_remember(s) is not None:
        return None
    if _SAID_BY.match(m["a"]):
        return None  # "they say payment goes out eow": their sending, reported; no to-do of the user's
    due, target = _read_date(m["d"], ctx), _target(m["a"])
    if due is None or not target or target == "that":
        return None
    if _CHANGED_NOW.search(s):
        return [MoveCommitment(target, due)]  # "… instead", "… now goes out fri": only a move
    # "permit form goes in on the 3rd": a move of the to-do for it, else the to-do to send or hand it in
    verb = "send" if re.search(r"\bout\b", s[m.end("a") : m.start("d")], _I) else "submit"
    return [MoveCommitment(target, due, otherwise=NewCommitment(f"{verb} the {target}", "me", None, due))]


_CHANGED_NOW = re.compile(r"\b(?:instead|now)\b", _I)
# who reported it, before the thing: "they say …", "accounts said the …", "kestrel told me …"
_SAID_BY = re.compile(r"^(?:[\w'-]+\s+){1,4}?(?:say|says|said|told\s+(?:me|us)|reckons?|confirmed)(?:\s+that)?\s", _I)


_EARLIER = re.compile(r"\b(?:earlier|sooner)\W*$", _I)


def _shift(s: str, ctx: _Ctx, *, back: bool = False) -> list[Intent] | None:
    """ "migration plan slipped a week": the commitment's current due, later by that amount;
    earlier with ``back`` ("two days earlier") or "forward" ("bring X forward a week")."""
    for pattern in _SHIFT_FORMS:
        m = pattern.match(s)
        if m is None or _WHEN_IN.search(m["a"]):
            continue  # "move the sprinkler in 20 mins": when to do it, no move by an amount
        if _UNIT[m["u"].lower()] < _A_DAY and pattern is _SHIFT_FORMS[1] and not _WILL_SHIFT.search(s) and not (
            _RESCHEDULED.search(s) and _EVENT.search(m["a"])
        ):
            # "my flight was delayed 4 hrs": news of a delay, no to-do moved by hours (but "meeting w/ Ravi
            # pushed 30 mins" is a booked thing put back: moved)
            continue
        target = _target(m["a"])
        if target and target.lower() in ("back", "out"):
            target = "that"  # "pushed back a week": the particle alone names no thing: the one just talked about
        count = m["n"].lower()
        n = 0.5 if count.startswith("half") else int(count) if count.isdigit() else _NUMBERS.get(count, 2)
        shift = n * _UNIT[m["u"].lower()]
        if shift < _A_DAY:  # "push the call back an hour": from now for a to-do that had no time
            at = (ctx.now + shift).astimezone(UTC)
            due = DateSpec(m.group(0), at, at + timedelta(seconds=1), Precision.INSTANT, True)
        else:
            due = ctx.date(f"in {shift.days} day{'s' if shift.days > 1 else ''}")
        if back or (m["dir"] or "").lower() in ("earlier", "sooner") or m.groupdict().get("fwd2"):
            shift = -shift  # "two days earlier", "bring X forward a week": from the current due, back
        elif m.groupdict().get("fwd"):
            continue  # "bring X in a week" says no way to move
        if target and due is not None and not _NOT_A_TARGET.match(target):
            return [MoveCommitment(target, due, shift=shift)]
    return None


def _restated(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "make the insurance call wednesday": re-dates an open to-do it names ("call the
    insurance company"); when none fits, it is the new to-do it reads as. With "instead" it
    is only a move."""
    m = _RESTATED.match(s)
    if m is None or not (m["instead"] or re.match(r"the\s", m["rest"], _I) or _BARE_BOOKED.match(m["todo"])):
        return None
    found = _date_after(m["rest"], None, ctx)
    target = _target(found[0]) if found else None
    if found is None or not target or target == "that":
        return None
    todo = [] if m["instead"] else _imperative(m["todo"], ctx) or []
    new = todo[0] if len(todo) == 1 and isinstance(todo[0], NewCommitment) else None
    if new is None and not m["instead"]:
        return None
    return [MoveCommitment(target, found[1], otherwise=new)]


def _read_date(text: str, ctx: _Ctx) -> DateSpec | None:
    text = re.sub(r"\s+(?:instead|tbh|then|now|pls|please|actually)$", "", text.strip(), flags=_I)
    if VAGUE_WHEN.match(text):
        return None
    text = (
        re.sub(r"^(?:the\s+)?(?=\d)", "the ", text) if re.match(r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$", text) else text
    )
    return ctx.date(text) or _date_named(text, ctx)


def _date_named(text: str, ctx: _Ctx) -> DateSpec | None:
    """The date after a word naming the day: "payday on the 15th", "bin day, friday" (never a
    thing: "moved house on xmas eve" moves no house)."""
    m = re.match(r"^(?P<w>(?:pay|bin|market|moving|launch|handover|deadline)\s*day)\s*(?:on|,)\s+(?P<d>.+)$", text, _I)
    if m is None or has_date_words(m["w"]):
        return None
    return ctx.date(m["d"])


# -- cancelled ---------------------------------------------------------------------------

# why a thing is off, said after it: "the beach volleyball got cancelled because of the wind", "… due to rain"
_WHY_OFF = (
    r"(?:\s*,?\s+(?:because\s+of|'?cause\s+of|cos\s+of|coz\s+of|cuz\s+of|due\s+to|thanks\s+to|on\s+account\s+of"
    r"|owing\s+to)"
    r"\s+(?:the\s+|a\s+|an\s+|all\s+the\s+)?[\w'-]+(?:\s+[\w'-]+){0,3})?"
)

# called off by the weather: "the match got rained out", "the fair was washed out", "netball's snowed off"
_WEATHERED_OFF = r"rained\s+(?:off|out)|snowed\s+(?:off|out)|washed\s+out|fogged\s+(?:off|out)"

_CANCEL_FORMS = [
    re.compile(
        r"^(?:(?:let's|we\s+can|you\s+can|i'll|just)\s+)?(?:scratch|scrap|drop|forget(?:\s+about)?|ditch|bin|axe|ignore"
        # "nix the offsite", "x the business cards": crossed out, as on paper
        # "strike the oat milk email": struck through (never "strike a deal", "strike a balance")
        r"|nix|x(?=\s+(?:the|my|our)\s)|strike(?=\s+(?:the|my|our)\s(?!.*\s(?:off|out)\b))|cancel|kill|nvm(?:\s+about)?|never\s*mind(?:\s+about)?|don't\s+bother\s+with|skip"
        # "cross off the council call", "strike out the venue deposit": struck from the list
        r"|(?:cross|strike)\s+(?:off|out)(?!\s+(?:it|that|this|them|me)\b)"
        # "dont worry about the flower money": the to-do about it let go (never "… about it": a reply); Caribbean
        # Englishes say the "don't" as "nuh" / "doh" and the "with" as "wid" ("nuh bother wid the projector")
        r"|(?:don'?t|dont|do\s+not|no\s+need\s+to|nuh|doh)\s+(?:worry|bother|stress)\s+(?:about|with|wid|w/)(?!\s+(?:it|that|this|me)\b)"
        # "not bothering w/ the magazine renewal", "won't bother with the gutter quote": let go
        r"|(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?not\s+(?:bothering|gonna\s+bother|going\s+to\s+bother)\s+(?:with|w/)"
        r"(?!\s+(?:it|that|this|me)\b)|(?:(?:i|we)\s+)?(?:won't|wont|will\s+not)\s+bother\s+(?:with|w/)"
        r"(?!\s+(?:it|that|this|me)\b))"
        r"\s+(?P<a>.+)$",
        _I,
    ),
    # "take the landlord thing off my list", "remove the gym from my to-do list": dropped, never a to-do
    re.compile(
        r"^(?:(?:pls|please|can\s+you|you\s+can|just|ok)\s+)*(?:take|cross|strike|knock|scratch|remove|delete|drop)"
        r"\s+(?P<a>(?!(?:it|that|this|them|me)\b).+?)\s+(?:off|from)\s+(?:the|my|our|your)\s+(?:to-?do\s+)?"
        r"(?:list|plate|agenda|calendar|schedule)$",
        _I,
    ),
    # "cross the council call off": the list left unsaid
    re.compile(
        r"^(?:(?:pls|please|can\s+you|you\s+can|just|ok)\s+)*(?:cross|strike)\s+(?P<a>(?!(?:it|that|this|them|me)\b)"
        r"(?:the|my|our)\s.+?)\s+off$",
        _I,
    ),
    _IS_OFF := gated(re.compile(
        r"^(?P<a>.+?)(?:(?:'s|\s+is|\s+are|\s+was|\s+has\s+been|\s+got|'s\s+been|\s+have\s+been)\s+(?:now\s+)?"
        # "the hall booking's off the list", "the trip's off the table": off whatever it was on
        r"(?:off(?:\s+(?:the|my|our)\s+(?:list|to-?do\s+list|agenda|table|cards|plate|calendar|schedule))?"
        r"|cancell?ed|axed|scrapped|dropped|called\s+off|not\s+happening|no\s+longer\s+(?:needed|happening"
        r"|required)|not\s+needed(?:\s+any\s*more)?|" + _WEATHERED_OFF + r")"
        # said with no "is": "drinks with sal called off", "team lunch axed", "offsite scrapped"
        r"|\s+(?:cancell?ed|axed|scrapped|binned|ditched|canned|nixed|called\s+off|not\s+happening|"
        + _WEATHERED_OFF + r"))"
        # "yoga's off this week", "the 5-a-side is cancelled tonight": this time of it
        r"(?:\s+(?:this\s+(?:week|weekend|time|month|morning|afternoon|evening)|today|tonight|tomorrow|tmrw))?"
        r"(?:\s+again)?" + _WHY_OFF + r"$",
        _I,
    )),
    # a headline with no "is": "Shanice trip off", "sat match off, pitch flooded" (an occasion only: "day off",
    # "shift off" and "evening off" are time away, and "took the trip off …" a deed)
    gated(re.compile(
        r"^(?P<a>(?:(?!(?:took|take|got|get|had|put|set|kick|kicked|call|called|turn|turned|switch|switched|log|sign"
        r"|write|cross|tick|knock|pay|drop|see|show|send|bring|sort|lay|work|[a-z]+ed)\s)[\w'-]+\s+){0,2}"
        r"(?!(?:shift|evening|duty|session|day|night)\b)(?:" + _EVENTS + r"))\s+off"
        r"(?:\s+(?:now|again|this\s+(?:week|weekend|time)|today|tonight|tomorrow|tmrw))?" + _WHY_OFF + r"$",
        _I,
    )),
    re.compile(
        # "the offsite isn't happening", "customs forms for the sensor aren't needed anymore": not wanted after all
        r"^(?P<a>(?!(?:i|we|you|he|she|they)\s)(?!(?:i'm|we're|you're|they're)\s).+?)"
        r"\s+(?:isn't|isnt|aren't|arent|is\s+not|are\s+not|won't\s+be|wont\s+be)\s+(?:happening"
        r"(?:\s+(?:this|next)\s+(?:year|month|week|time))?|(?:needed|required|necessary)(?:\s+(?:any\s*more|now"
        r"|after\s+all))?)$",
        _I,
    ),
    re.compile(
        r"^(?P<a>.+?)(?:'s|\s+is|\s+are)\s+(?:now\s+)?(?:moot|pointless|redundant|a\s+no[\s-]?go"
        r"|a\s+non[\s-]?starter|out\s+of\s+the\s+question)$",
        _I,
    ),
    # a plan pointed back to, dead: "that call's dead", "this trip is history", "that idea's toast" (only
    # with "that"/"this": "the printer's dead" is a broken thing)
    re.compile(
        r"^(?:so\s+|and\s+)?(?P<a>(?:that|this)\s+[\w'-]+(?:\s+[\w'-]+)?)(?:'s|\s+is)\s+(?:now\s+|officially\s+)?"
        r"(?:dead(?:\s+in\s+the\s+water)?|history|toast|a\s+dead\s+end)(?:\s+(?:now|then))?$",
        _I,
    ),
    # "I'm not doing the 10k", "we're not going ahead with the extension after all"
    _NOT_DOING := re.compile(
        r"^(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:not|no\s+longer)\s+(?:doing|going\s+ahead\s+with|bothering\s+with"
        r"|going\s+to\s+do|gonna\s+do)\s+(?P<a>(?:(?!\b(?:until|till|til|before|by)\b).)+?)"
        r"(?:\s+(?:any\s*more|after\s+all|this\s+(?:year|time)|now))?$",
        _I,
    ),
    # "Nowak doesn't need it anymore", "the school no longer needs them", "Ingrid says she doesnt
    # need them anymore", "Tariq doesn't need the reference any more": the to-do for them (and that thing)
    _THEY_NEED_NOT := re.compile(
        r"^(?P<a>(?!(?:i|we|you|it|this|that)\b)[^\W\d][\w'.\-]*(?:\s+[^\W\d][\w'.\-]*)?)"
        r"(?:\s+(?:says|said|told\s+(?:me|us)|reckons|confirmed|mentioned)(?:\s+that)?\s+(?:she|he|they))?"
        r"\s+(?:doesn't|doesnt|does\s+not|don't|dont|do\s+not|no\s+longer)\s+(?:need|needs|want|wants)\s+"
        r"(?:it|them|that|this|those|these|(?P<thing>(?:the|her|his|their|its|that|those)\s+[^\W\d][\w'\-]*"
        r"(?:\s+[^\W\d][\w'\-]*){0,2}?))"
        r"(?:\s+(?:any\s*more|now|after\s+all|either))?$",
        _I,
    ),
    # "skipping the gym tonight", "giving yoga a miss this week", "skipped the gym": this time of it
    # called off (skipped is not done; "ditched the old sofa" is a to-do to get rid of it, done)
    _SKIPPING := re.compile(
        r"^(?:(?:i'm|im|i\s+am|we're|we\s+are|i|we)\s+)?(?:(?:just|totally)\s+)?(?:skipping|skipped|ditching"
        r"|bailing\s+on|bailed\s+on|sacking\s+off|sacked\s+off|blew\s+off)\s+(?P<a>.+?)"
        r"(?:\s+(?:tonight|today|this\s+(?:week|time|morning|afternoon|evening|weekend)|tomorrow|tmrw))?$"
        r"|^(?:(?:i'm|im|i\s+am|we're|we\s+are|i|we)\s+)?(?:giving|gave)\s+(?P<b>.+?)\s+a\s+miss"
        r"(?:\s+(?:tonight|today|this\s+(?:week|time|morning|afternoon|evening|weekend)|tomorrow|tmrw))?$",
        _I,
    ),
    # "binned the printer idea", "scrapped the bank call", "ditched the gym plan": a plan the user dropped
    # (only a plan, idea or occasion: "binned the old sofa" is a to-do to bin it, done)
    _SCRAPPED,
    # "knocked the spare room on the head", "we've knocked the trip on the head": stopped, never done
    _ON_THE_HEAD := re.compile(
        r"^(?:(?:i|we)(?:'ve)?\s+)?(?:(?:just|finally|have|already)\s+)*knocked\s+(?P<a>(?!(?:it|that|this)\b).+?)"
        r"\s+on\s+the\s+head(?:\s+(?:for\s+now|after\s+all|altogether|this\s+(?:week|time|year)))?$",
        _I,
    ),
    # "skip the farmers market this week", "skip yoga tonight": this time of it called off
    re.compile(
        r"^(?:(?:let's|we'll|i'll|just|gonna)\s+)?skip\s+(?P<a>.+?)\s+(?:this\s+(?:week|weekend|time|month|morning"
        r"|afternoon|evening)|today|tonight|tomorrow|tmrw)$",
        _I,
    ),
    # "the site visit fell through", "our viewing's fallen through"
    re.compile(r"^(?P<a>.+?)(?:\s+(?:has\s+|have\s+)?|'s\s+|'ve\s+)(?:fell|fallen)\s+through$", _I),
    re.compile(r"^(?P<a>.+?)\s+(?:not\s+needed|no\s+longer\s+needed|can\s+go)(?:\s+any\s*more)?$", _I),
    # "no speech needed", "no cake required after all": the thing the to-do makes, not wanted now
    re.compile(
        r"^(?:so\s+)?(?:there's\s+)?no\s+(?P<a>(?!(?:need|more|one|way|idea|problem|worries|rush|clue)\b)[a-z][\w'\-]*"
        r"(?:\s+[\w'\-]+){0,2}?)\s+(?:needed|required)(?:\s+(?:any\s*more|after\s+all|now|then|this\s+time))?$",
        _I,
    ),
    re.compile(r"^(?P<a>.+?)\s*[-–—:]\s*(?:drop|scrap|scratch|cancel|kill)\s+(?:it|that)$", _I),
    re.compile(r"^(?:there's\s+)?no\s+(?:more\s+)?need\s+(?:to|for|of)\s+(?P<a>.+?)(?:\s+any\s*more|\s+now)?$", _I),
    _NOT_AFTER_ALL := re.compile(
        r"^(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?not\s+(?P<v>\w+ing)\s+(?P<a>.+?)\s+(?:after\s+all|any\s*more|no\s+more)$",
        _I,
    ),
    # "no longer need the projector", "don't need the van any more"
    _NO_LONGER_NEED := re.compile(
        r"^(?:i\s+|we\s+)?(?:no\s+longer\s+need|(?:don't|dont|do\s+not)\s+need)\s+(?:to\s+)?(?P<a>.+?)"
        r"(?P<more>\s+any\s*more)?$",
        _I,
    ),
]


# "tell Farah …", "let the team know …": the words of a message to pass on
# "drop the parcel off", "drop the keys round to mum's", "drop it back at the library": delivered, never called off;
# so too "drop the fuel samples at the lab", "drop the kids at school" (never "… at the end of the month": quit then)
_DROPPED_AT = re.compile(
    r"^(?:just\s+)?drop\s+\S.*?\s(?:off|round|back|by\b|at\s+(?!the\s+end\b|(?:the\s+)?(?:latest|least|once)\b)"
    r"(?:the|my|our|his|her|their|school|work|home|nursery|daycare|[A-Z]\w*|\w+'s)\b)",
    _I,
)


# a clause saying where or when a thing is, after "nvm": "the party is at jake's", "the bbq's at ana's now"
_WHERE_NOW = re.compile(r"^(?:the|our|my)\s+[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:is|are)|'s)\s+(?:now\s+)?(?:at|in)\s", _I)


# who said a thing is off, with the thing unnamed: "Dana says", "the venue said it's"
_SAYS_END = re.compile(r"\b(?:says?|said|reckons?|thinks?|told\s+(?:me|us))(?:\s+(?:it|that|its|it's|it’s))?$", _I)


def _cancel(s: str, ctx: _Ctx) -> list[Intent] | None:
    if (off := no_occurrence(s, ctx)) is not None:  # "no timesheets this week"
        return off
    s = _LEAD.sub("", s.strip())  # "after all" is part of "not renewing the gym after all"
    if person_off(s):
        return None  # "plumbers off", "Kofi's off today": someone off work, why a plan moves
    s = s if _NOT_AFTER_ALL.match(s) else _clean(s)
    for pattern in _CANCEL_FORMS:
        m = pattern.match(s)
        if not m:
            continue
        words = m["a"] or m.groupdict().get("b") or ""
        if pattern is _THEY_NEED_NOT and m["thing"]:
            if not re.search(r"\b(?:any\s*more|no\s+longer|after\s+all)\b", s, _I):
                continue  # "Tariq doesn't need the car" may never have been a to-do; "… anymore" says it was
            words = f"{m['thing']} for {m['a']}"  # "the reference for Tariq": that thing, for them
        if pattern is _SCRAPPED:
            words = re.sub(r"\s+(?:idea|plans?)$", "", words, flags=_I)  # "the printer idea": the printer
        if "v" in m.groupdict() and m["v"]:
            words = f"{_base(m['v'])} {words}"
        if re.match(r"^(?:me|you|him|her|them|by|off|out|in|over|round|my\s+\w+\s+a\s+line)\b", words, _I):
            continue
        if re.fullmatch(r"(?:something|somethin|smth|sth|everything|anything|nothing)(?:'s)?", words.strip(), _I):
            continue  # "something's off", "everything's off": a hunch that a thing is wrong, no to-do named
        if pattern is _CANCEL_FORMS[0] and _DROPPED_AT.match(s):
            continue  # "drop the parcel off on my way to work": taken somewhere, a to-do of its own
        if PASS_ON.match(words):
            continue  # "tell Farah the party's off": a to-do to pass the news on, not a cancellation
        if _SAYS_END.search(words):
            return None  # "Dana says not needed", "the venue says it's off": whose word, of a thing not named
        if pattern is _NO_LONGER_NEED and not (m["more"] or re.match(r"^no\s+longer\b", s, _I)):
            continue  # "don't need the van" may never have been a to-do; "… any more" says it was
        target = _target(words)
        if pattern is _NOT_DOING and _date_after(words, None, ctx) is not None:
            continue  # "not doing the dishes tonight": not then, which says nothing of after
        if pattern is _CANCEL_FORMS[0] and (target == "that" or _dated_deed(words, ctx)):
            continue  # "cancel it" alone is too vague to act on; "drop the kids monday" is a to-do
        if pattern is _CANCEL_FORMS[0] and _WHERE_NOW.search(words):
            return None  # "nvm the party is at jake's": what was said before put right, nothing called off
        if target:
            return [CancelCommitment(target)]
    return None


def _dated_deed(words: str, ctx: _Ctx) -> bool:
    """Whether ``words`` end with when they are done ("the kids monday", "the parcel at 3"), not
    only name a thing by a date ("the q4 report", "the june newsletter", "the 3pm call")."""
    if not has_date_words(words):
        return False
    if len(words.split()) > _NAME_WORDS or _CLAUSE_WORD.search(words):
        return True  # "bin day is today so gotta …": a clause, no thing's name
    spans = find_spans(words, now=ctx.now, tz=ctx.tz)
    return any(not words[span.end :].strip(" .!?") for span in spans)


_NAME_WORDS = 5  # the most words of a thing named by a date: "the q4 board pack", "the june newsletter"
_CLAUSE_WORD = re.compile(r"\b(?:is|are|was|were|so|and|but|to|because|cos|if|when|for|on|at|by)\b|[,;]", _I)


def called_off_news(text: str) -> bool:
    """Whether ``text`` reports a thing off in the passive ("the beach volleyball got cancelled
    because of the wind", "the match is off"): with no open to-do it may mean, news of the day,
    never a question (an order to cancel, "cancel the gym", is still asked about)."""
    s = _clean(_LEAD.sub("", text.strip().rstrip(" .!😩😭🙄")))
    s = _THEY_REBOOK.sub("", s)  # "the vet got cancelled, they'll call to rebook": their follow-up, not mine
    return _IS_OFF.match(s) is not None and not person_off(s)


# what the ones who called a thing off will do next, said after it: "…, they'll call to rebook",
# "…, she'll text a new date", "… and the school will be in touch"
_THEY_REBOOK = re.compile(
    r"\s*(?:[,;]|\s[-–—]|\s+and|\s+so)\s+(?:they|she|he|the\s+\w+)(?:'ll|\s+will|\s+are\s+going\s+to|'re\s+going\s+to"
    r"|\s+(?:is|are)\s+gonna|'re\s+gonna|'s\s+gonna)\s+(?:call|ring|phone|text|email|message|be\s+in\s+touch|get\s+back"
    r"|let\s+(?:me|us)\s+know|rebook|reschedule|rearrange|send)\b.*$",
    _I,
)


_REASON_CUT = re.compile(r"\s*(?:[,;.]|\s[-–—]\s|\b(?:since|because|cos|coz|as)\b)\s*", _I)


def off_as_reason(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` without the cancellation a reason reads as ("cancel the flights thing, trip's
    off": the trip is why, not a second to-do to call off), when the message also orders one."""
    parts = [_clean(_LEAD.sub("", part.strip())) for part in _REASON_CUT.split(text) if part.strip()]
    if sum(isinstance(i, CancelCommitment) for i in intents) < 2 or not any(_CANCEL_FORMS[0].match(p) for p in parts):
        return intents
    why = {_target(m["a"]) for p in parts if not _CANCEL_FORMS[0].match(p) and (m := _IS_OFF.match(p)) is not None}
    return [i for i in intents if not (isinstance(i, CancelCommitment) and i.action in why)]


# -- a reason, then what it changes --------------------------------------------------------

# Where a reason ends and the change starts: "…, cancel that", "… so scrap the hotel".
_THEN = re.compile(r"\s*(?:,|;|\s[-–—])\s*(?:and\s+)?(?:so\s+)?|\s+(?:and\s+)?so\s+", _I)
_DROP_IT = re.compile(
    r"^(?:just\s+)?(?:cancel|drop|scrap|scratch|kill|bin|ditch|axe|forget|delete|remove|cross|strike|take)\s+"
    r"(?:it|that|this)(?:\s+one)?(?:\s+off(?:\s+(?:the|my)\s+list)?)?(?:\s+then)?$",
    _I,
)
_NEVER_MIND = re.compile(r"^(?:never\s*mind|nvm|nevermind|actually\s+no|scratch\s+that|on\s+second\s+thought)$", _I)
# "…, it's now the 15th", "so it's the 11th now", "…, new deadline is friday"
_NEW_DATE = re.compile(
    r"^(?:(?:it's|its|it\s+is|that's|thats|it'll\s+be|it\s+will\s+be)\s+(?:now\s+)?(?:due\s+)?(?:on\s+|by\s+)?"
    r"|(?:the\s+)?new\s+(?:date|deadline|due\s+date)\s+is\s+|(?:it's\s+|its\s+)?now\s+due\s+(?:back\s+)?(?:on\s+|by\s+)?"
    r"|(?:let's\s+|lets\s+|we'll\s+)?(?:say|make\s+it)\s+(?:by\s+|on\s+)?)(?P<d>.+)$",
    _I,
)
# "…, moving the talk proposal too": the date comes from the reason
_MOVING = re.compile(
    r"^(?:i'm\s+|we're\s+|im\s+)?(?:moving|pushing|shifting|bumping)\s+(?P<a>.+?)"
    r"(?:\s+(?:too|as\s+well|with\s+it|accordingly))?$",
    _I,
)
# A reason that names what is no longer needed: "maya doesn't need the report anymore", "no
# minutes needed this time", "the flaky test fix is moot".
_UNNEEDED = [
    re.compile(
        r"^\S+(?:\s+\S+)?\s+(?:doesn't|doesnt|does\s+not|don't|dont|do\s+not|no\s+longer)\s+(?:need|needs|want|wants)"
        r"\s+(?P<a>.+?)(?:\s+any\s*more)?$",
        _I,
    ),
    re.compile(
        r"^(?:\S+\s+(?:says|said)\s+)?(?:there's\s+)?no\s+(?P<a>.+?)\s+(?:needed|required|necessary)"
        r"(?:\s+(?:this|next)\s+(?:time|week|month|year)|\s+after\s+all|\s+any\s*more)?$",
        _I,
    ),
    re.compile(
        r"^(?P<a>.+?)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:now\s+)?(?:moot|off|dead|pointless|redundant|irrelevant"
        r"|a\s+no[\s-]?go|a\s+non[\s-]?starter|out\s+of\s+the\s+question"
        r"|cancell?ed|called\s+off|not\s+needed|no\s+longer\s+needed|not\s+happening)(?:\s+any\s*more|\s+now)?$",
        _I,
    ),
    # someone else doing it themselves: "mom's ordering the cake herself", "Ana is doing the slides instead"
    re.compile(
        r"^(?!(?:i|i'm|im|we|we're)\b)\S+(?:\s+\S+)?(?:'s|\s+is|\s+are|'re|\s+will\s+be|'ll\s+be)\s+(?P<a>[a-z]+ing\s+.+?)"
        r"\s+(?:herself|himself|themselves|themself|instead|for\s+us|for\s+me)$",
        _I,
    ),
]
# A reason that names no thing but calls a plan off: "Lars pulled out", "the client bailed",
# "Ama can't make it" (what to cancel, the change names: "…, forget the hotel booking")
_WITHDRAWN = re.compile(
    r"^.{1,40}?\s+(?:(?:has\s+|have\s+|just\s+)?(?:pulled|dropped|backed|opted)\s+out|bailed|withdrew|has\s+withdrawn"
    r"|cancell?ed(?:\s+on\s+(?:me|us))?|(?:can't|cannot|can\s+not|won't|isn't|aren't)\s+(?:make\s+it|come|coming))"
    r"(?:\s+(?:of\s+.+|after\s+all|now|today|again))?$",
    _I,
)
# A reason that names what moves: "tender deadline got extended", "omar asked for the deck a week later",
# "got an extension on the essay"
_MOVED = [
    re.compile(r"^" + _EXTENSION + r"\s+(?P<a>.+)$", _I),
    # "extended the van hire", "holiday cards can wait", "the essay can hold off"
    re.compile(r"^(?:(?:i|we)\s+)?(?:just\s+)?(?:extended|renegotiated)\s+(?P<a>.+)$", _I),
    re.compile(r"^(?P<a>.+?)\s+(?:can|could|will\s+have\s+to|'ll\s+have\s+to)\s+(?:wait|hold(?:\s+off)?|keep)$", _I),
    re.compile(
        r"^(?P<a>.+?)\s+(?:deadline\s+|due\s+date\s+)?(?:got|was|has\s+been|'s\s+been|is)\s+(?:extended|moved"
        r"|pushed(?:\s+back|\s+out)?|postponed|delayed|rescheduled|bumped)(?:\s+.*)?$",
        _I,
    ),
    re.compile(
        r"^\S+(?:\s+\S+)?\s+(?:asked\s+for|wants|needs|requested|asked\s+to\s+(?:push|move|delay))\s+(?P<a>.+?)"
        r"(?:\s+(?:a|one|two|three|\d+)\s+(?:day|week)s?\s+later|\s+later|\s+(?:by|on|for)\s+.+)?$",
        _I,
    ),
]


def _because(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A reason, then the change it brings, read as one: "maya doesn't need the report anymore
    so cancel that", "leeds trip's off so scrap the hotel", "tender deadline got extended, it's
    now the 15th", "CFP got extended to june 7, moving the talk proposal", "never mind, forget
    it". Whatever the change does not name itself ("that", the new date) the reason names."""
    s = _LEAD.sub("", text.strip())
    cuts = list(_THEN.finditer(s))
    if not cuts:
        return None
    cut = cuts[-1]
    change, reason = s[cut.end() :].strip(), s[: cut.start()].strip()
    last = _THEN.split(reason)[-1].strip() if reason else ""
    if not change or not last:
        return None
    if _DROP_IT.match(change):
        if _NEVER_MIND.match(reason):
            return [CancelCommitment("that")]  # the commitment just talked about
        # "campsite's a no-go, they're full, forget it": the part of the reason that names it
        things = [_named(part.strip(), _UNNEEDED) for part in reversed(_THEN.split(reason))]
        thing = next((t for t in things if t), None)
        if thing is None and (blocked := obstacle_subject(_clean(last))):
            # "hotel's fully booked so scrap that": what stands in the way names it ("she's sick": that)
            thing = blocked if blocked == "that" else _target(blocked)
        return [CancelCommitment(thing)] if thing else None
    m = _NEW_DATE.match(change)
    if m:
        due, thing = _read_date(m["d"], ctx), _named(last, _MOVED)
        return [MoveCommitment(thing, due)] if due is not None and thing else None
    m = _MOVING.match(change)
    if m:
        moved, thing = _move(last, ctx), _target(m["a"])
        if moved and isinstance(moved[0], MoveCommitment) and thing and thing != "that":
            return [replace(moved[0], action=thing)]
        if not has_date_words(change):
            return None  # else "rain all week so pushing it to the 22nd": the change says its date
    lone = _LONE_VERB_INSTEAD.match(change)
    blocked = (obstacle_subject(last) or obstacle_subject(_clean(last))) if lone else None
    if lone and lone["v"].lower() in TODO_VERBS and blocked not in (None, "that"):
        # "bank's closed tmrw, will ring mon instead": the verb alone, done to what stands in the way
        due, thing = _read_date(lone["d"], ctx), _target(f"{lone['v'].lower()} {blocked}")
        return [MoveCommitment(thing, due)] if due is not None and thing and thing != "that" else None
    so = re.search(r"\bso\s*$", s[cut.start() : cut.end()], _I)
    moved = _move(change, ctx) if so or _GRACE.match(last) else None
    if moved and all(isinstance(i, MoveCommitment) for i in moved):
        # "board got moved so the report's now due a week later": the change says it all; "4
        # parents still owe so extending it to sunday": the one just talked about (derive asks)
        return moved
    gone = _NO_MORE.match(change) if so else None
    if gone and not _NOT_A_PLAN.match(gone["a"]) and not has_date_words(gone["a"]):
        # "Lerato isn't leaving after all so no farewell", "they're back so no more plant watering"
        thing = _target(gone["a"])
        return [CancelCommitment(thing)] if thing and thing != "that" else None
    if so or _named(last, _UNNEEDED) or _WITHDRAWN.match(last) or LET_GO.match(reason) or obstacle(last):
        # "… so scrap the hotel", "the Lisbon trip's off, don't bother with the hotel": the change
        # names what to cancel itself
        return _cancel(change, ctx)
    return None


# "…, will ring mon instead", "…, I'll go thurs instead": a verb alone and the new day
_LONE_VERB_INSTEAD = re.compile(
    r"^(?:(?:(?:i|we)\s*(?:'ll|\s+will|\s+can|\s+could)|ill|will|can|gonna|(?:i'm|im)\s+gonna)\s+)?(?:just\s+)?"
    r"(?P<v>[a-z]+)\s+(?:them\s+|there\s+)?(?P<d>(?!them\b|it\b|that\b|the\b|my\b|our\b)[^,;]+?)\s+instead[\s!.]*$",
    _I,
)
# "… so no farewell", "… so no more plant watering", "… so no need for the hall": the plan the
# reason makes pointless, said as a thing (only after "so", never "no farewell" alone)
_NO_MORE = re.compile(
    r"^no\s+(?:more\s+|longer\s+(?:any\s+)?|need\s+(?:for|of)\s+(?:the\s+|a\s+|an\s+|any\s+)?)?"
    r"(?P<a>[^\W\d][\w'\- ]*?)(?:\s+(?:needed|required|necessary|then|now|after\s+all|any\s*more|for\s+me))*$",
    _I,
)
# What "so no …" says that is no plan given up: "so no worries", "so no idea", "so no water"
_NOT_A_PLAN = re.compile(
    r"^(?:worries|worry|problem|problems|rush|hurry|idea|clue|way|time|sign|news|answer|reply|luck|one|choice"
    r"|chance|excuse|signal|power|electricity|water|hot\s+water|wifi|internet|internet\s+access|stress|pressure"
    r"|point|change|harm|biggie|drama|complaints|issue|issues|need|bother|panic|more"
    r"|penalty|penalties|fine|fines|fee|fees|late\s+fee|charge|charges|interest|surcharge|overdraft|risk|excuses)"
    r"(?:\s+(?:on|for|with|about|over|re)\b.*)?$",  # "so no rush on anything else": no plan given up
    _I,
)


# "the council gave me a grace period, permit now due 19/11": a reason for the move said after it
_GRACE = re.compile(
    r"^.{1,40}?\s+(?:gave|granted|offered|allowed|agreed)\s+(?:me|us)?\s*(?:a\s+|an\s+|some\s+)?(?:grace\s+period"
    r"|extension|more\s+time|extra\s+time|(?:a\s+)?few\s+(?:more|extra)\s+(?:days|weeks))(?:\s+on\s+.+)?$",
    _I,
)


def _named(reason: str, forms: list[re.Pattern[str]]) -> str | None:
    """What the reason is about, by the first of ``forms`` it fits; never "it"/"that"."""
    for pattern in forms:
        m = pattern.match(reason)
        if m:
            thing = _target(_TAKEN_ON.sub("", m["a"]))
            return thing if thing and thing != "that" else None
    return None


# what the one taking a job on does, around the job: "(doing) the newsletter (this month)"
_TAKEN_ON = re.compile(
    r"^(?:doing|handling|covering|taking\s+(?:care\s+of|over))\s+(?=(?:the|my|our|his|her|their)\s)"
    r"|\s+(?:(?:this|next)\s+(?:week|month|weekend|time|year|term)|today|tonight|tomorrow|tmrw)$",
    _I,
)

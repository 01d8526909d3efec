"""Trouble said by the error a system answers with or by how wrong its output looks, rather than
with "broken": a status code used as a verb ("login page 404s for some users", "checkout keeps
500ing", "the api returns 502s", "the form throws a 403"), erroring ("the export errors out",
"sync is erroring again"), output that is garbage ("the label printer spits out garbage", "the
till prints gibberish") and output that looks wrong ("dashboard numbers look wrong since
friday's release", "invoice totals look off", "search results seem broken"), and a job done the wrong
way ("the label printer prints everything sideways", "the time clock app is double-counting overtime").

The thing is the issue's topic, with the feature a code is thrown on ("website throws a 502 at
checkout": "website checkout 502s", as "prod is throwing 500s on checkout" is "prod checkout 500s"
to the other fault readers); a status code stays in it ("login page 404s", as the other
fault readers keep "prod 500s"), so a later "login page is fine now" still finds it. What
trails (who it hits, since when, where) is the detail.

Not read: a person or a pronoun that looks wrong or off ("Sam looks off today", "this looks
wrong", "you look broken"), the food and looks of things that only an opinion finds wrong
("the cake looks weird": only wrong, off, broken and their like count), a number that is no
status code ("the bill 404s" is no word; a code is 4xx or 5xx).

Hand-written: closed lists of the words each symptom is said with.
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

__all__ = ["error_said"]

_WORD = r"[\w&.-]+"
_THING = rf"(?:(?:the|my|our|this|that|their|your)\s+)?(?P<t>{_WORD}(?:\s+{_WORD}){{0,3}}?)"
_IS = r"(?:'s|'re|\s+is|\s+are|\s+keeps|\s+keep|\s+just|\s+still|\s+now|\s+has\s+been|\s+have\s+been|\s+randomly)*"
_CODE = r"(?P<c>[45]\d\d)"
# who it hits, where, since when: "for some users", "on submit", "since friday's release", "again"
_TAIL = (
    r"(?P<tail>(?:\s+(?:again|today|lately|now|randomly|sometimes|intermittently|constantly|all\s+the\s+time"
    r"|this\s+(?:morning|afternoon|evening|week|month|quarter|year)|(?:for|on|in|at|since|after|when|whenever|each|from|with|every)\s+[^.!?]+?)){0,3})"
)
# what a machine or an app does for a living, in its forms: "prints", "is printing", "scan"
_JOB = (
    r"(?:print|scan|show|display|output|cut|copy|cop(?:y|ie)|label|load|render|stack|feed|fold|stamp|record|play"
    r"|send|upload|sort|rotate|plot|engrave)(?:s|es|t?ing|t?ed)?"
)
_CODE_FORMS = [
    # "the api returns 500s", "the form throws a 403", "portal's giving 502 errors", "the app's hitting 504s"
    gated(re.compile(
        rf"^{_THING}{_IS}\s+(?:return|returns|returning|returned|throw|throws|throwing|threw|give|gives|giving|gave"
        r"|serve|serves|serving|spit(?:s|ting)?\s+out|hit|hits|hitting)\s+(?:a\s+|an\s+|some\s+|nothing\s+but\s+)?"
        rf"{_CODE}s?(?:\s+errors?)?{_TAIL}$",
        _I,
    )),
    # "login page 404s for some users", "checkout keeps 500ing", "the site 503'd", "api's 502ing"
    gated(re.compile(rf"^{_THING}{_IS}\s+{_CODE}(?:s|ing|'d|ed)(?:\s+errors?)?{_TAIL}$", _I)),
]
_OUTPUT_FORMS = [
    # "the export errors out", "sync is erroring again", "the build errored out on main"
    # (never the noun after a verb: "the printer keeps giving errors" is the printer's, "giving" no part of it)
    gated(re.compile(
        rf"^{_THING}(?<!giving)(?<!throwing)(?<!showing)(?<!returning)(?<!getting)(?<!having)(?<!\sme)(?<!\sus)"
        r"(?<!throws)(?<!throw)(?<!threw)(?<!gives)(?<!shows)(?<!returns)(?<!\san)(?<!\sa)"
        rf"{_IS}\s+(?:errors|erroring|errored|error)(?:\s+out)?{_TAIL}$",
        _I,
    )),
    # "the app throws an error at login", "the portal gives errors on save": the error, no code named; a
    # machine's alarm or fault named by its kind ("CNC mill 4 is throwing a spindle overload alarm", "the
    # boiler keeps showing a low pressure fault", "the fridge is flashing an E5 error code")
    gated(re.compile(
        rf"^{_THING}{_IS}\s+(?:throw|throws|threw|throwing|give|gives|gave|giving|return|returns|returned"
        r"|spit(?:s)?\s+out|show|shows|showing|flash|flashes|flashing|display|displays|displaying)\s+"
        # (a code among the words is the symptom readers' detail: "dryer is showing an E-21 error")
        r"(?:an?\s+|some\s+|lots\s+of\s+|the\s+same\s+)?(?:(?![\w-]*\d)[\w-]+\s+){0,3}?(?:errors?|exceptions?"
        r"|error\s+messages?"
        rf"|alarms?|faults?|(?:fault|error)\s+codes?|warnings?|alerts?){_TAIL}$",
        _I,
    )),
    # "the label printer spits out garbage", "the till prints gibberish", "exports come out garbled"
    gated(re.compile(
        rf"^{_THING}{_IS}\s+(?:spit(?:s|ting)?\s+out|print(?:s|ing)?|output(?:s|ting)?|produc(?:es|ing)"
        r"|return(?:s|ing)?|show(?:s|ing)?|giv(?:es|ing)|send(?:s|ing)?(?:\s+out)?|churn(?:s|ing)?\s+out)\s+"
        r"(?:(?:pure|total|complete|utter|nothing\s+but)\s+)?(?:garbage|gibberish|nonsense|junk|rubbish|garbled\s+\w+"
        rf"|random\s+(?:characters|symbols|text)|(?:blank|empty)\s+\w+|corrupted\s+\w+|mojibake){_TAIL}$",
        _I,
    )),
    gated(re.compile(rf"^{_THING}{_IS}\s+(?:come|comes|coming|came)\s+out\s+(?:garbled|corrupted|blank|wrong){_TAIL}$",
                     _I)),
    # a machine's own message of its fault: "the printer on the 2nd floor says paper jam but there's no paper in
    # it", "card machine keeps saying no connection", "the boiler display reads service required"
    gated(re.compile(
        rf"^{_THING}(?:\s+(?:on|in|at|by)\s+(?:the\s+)?[\w-]+(?:\s+floor)?)?{_IS}"
        r"\s+(?:says|saying|said|shows|showing|displays|displaying|reads|reading)\s+[\"'“]?"
        r"(?:paper\s+jam|(?:system|server|network|connection|fatal|unknown)\s+error|error|fault|offline|no\s+signal"
        r"|no\s+(?:connection|network|internet|service)|out\s+of\s+order|low\s+(?:toner|ink|battery)|card\s+declined"
        r"|not\s+responding|service\s+required|replace\s+(?:toner|drum|filter|battery)|door\s+open|check\s+engine)\b"
        rf"[\"'”]?{_TAIL}(?:\s+(?:but|even\s+though|tho|though|when)\s+.+)?$",
        _I,
    )),
]
# a job done wrongly, said of a thing ("Ana prints everything twice" is a person's habit)
_DONE_WRONG = [
    # its job done the wrong way round: "the label printer prints everything sideways now", "scanner scans
    # them upside down", "the till prints receipts twice", "plotter is cutting everything off-centre"
    gated(re.compile(
        rf"^{_THING}{_IS}\s+(?:{_JOB})\s+(?:(?:everything|it\s+all|all|(?:each|every|the|my|our|all\s+the)\s+[\w-]+"
        r"|them|[\w-]+s)\s+)?(?:sideways|upside[\s-]down|backwards|back\s+to\s+front|inside\s+out|crooked|askew"
        r"|skewed|mirrored|in\s+reverse|off[\s-]cent(?:re|er)|misaligned|twice|double|in\s+duplicate"
        r"|(?:on|at|in|to)\s+the\s+wrong\s+[\w-]+)"
        rf"{_TAIL}$",
        _I,
    )),
    # its job done wrongly, said by the verb's own prefix: "the time clock app is double-counting overtime",
    # "the card reader keeps double-charging people", "POS overcharges on refunds", "the scales misread"
    gated(re.compile(
        rf"^{_THING}{_IS}\s+(?:double|triple|over|under|mis)-?(?:count|charg|bill|book|read|label|calculat|report|rout"
        r"|deliver|post|sync|print|scan|weigh|measur|fir|dispens|pay|invoic)(?:es|s|ing|e)?"
        r"(?:\s+(?:everything|everyone|people|customers|users|it|them"
        r"|(?!(?:on|for|in|at|since|after|when|whenever|every|with|from|again|now|today)\b)(?:the\s+)?[\w-]+))?"
        rf"{_TAIL}$",
        _I,
    )),
]
# "dashboard numbers look wrong", "invoice totals look off", "the report looks broken", "totals seem off":
# said of people too ("Sam looks off today"), so never of a lone name
_LOOKS = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:look|looks|looking|seem|seems|seeming)\s+(?:(?:a\s+bit|a\s+little|really|totally"
    r"|completely|very|all|way|kinda|kind\s+of|pretty|super)\s+)?(?:wrong|off|broken|garbled|corrupted|corrupt"
    rf"|messed\s+up|screwed\s+up|borked|busted|skewed|wonky){_TAIL}$",
    _I,
))
# a feature named after the code: "at checkout", "on login", "for the upload endpoint" (never who it hits
# or when: "for some users", "on mobile", "at times")
_FEATURE = re.compile(r"^(?:on|for|in|at|from|during)\s+(?:the\s+)?(?P<f>[\w/.-]+(?:\s+[\w/.-]+)?)$", _I)
_NOT_FEATURE = re.compile(
    r"\b(?:everyone|everybody|all|users?|customers?|people|me|us|them|some|most|today|tonight|again|now|mobile"
    r"|desktop|moment|minute|weekends?|night|times|off|and|random|\d+\w*)\b",
    _I,
)
_MEETING = re.compile(r"\b(?:still|getting|having|seeing|hitting|receiving|keep|kept|got|get)\b", _I)
# who or what only an opinion finds wrong: a person, a pronoun, a look
_NOT_A_THING = re.compile(
    r"^(?:i|we|you|he|she|they|it|this|that|these|those|everything|something|things|stuff|he's|she's|it's"
    r"|hair|outfit|face|skin|eyes|cake|food|dinner|lunch|weather|sky|plan|idea|vibe|mood)$",
    _I,
)


def error_said(s: str, *, codes: bool = True) -> OpenEpisode | None:
    """The issue an error or wrong output said of a thing opens (see the module doc), or None;
    without ``codes``, only the symptoms that name no status code (read before the readers that
    take "the export errors out" for a thing that is out, and that keep a code's feature)."""
    text = s.strip().rstrip(" .!")
    looks = _LOOKS.match(text)
    forms = [*_CODE_FORMS, *_OUTPUT_FORMS] if codes else _OUTPUT_FORMS
    wrong = None if looks else next((m for m in (form.match(text) for form in _DONE_WRONG) if m is not None), None)
    m = looks or next((m for m in (form.match(text) for form in forms) if m is not None), None) or wrong
    if m is None:
        return None
    thing = _phrase(m["t"])
    if not _a_thing(thing) or ((looks is not None or m is wrong) and _lone_name(thing)):
        return None
    code, tail = m.groupdict().get("c"), (m["tail"] or "").strip()
    thrown = code is not None and _CODE_FORMS[0].match(text) is not None  # "throws a 502", not "502s on login"
    feature = _FEATURE.match(tail) if thrown else None
    if feature is not None and not _NOT_FEATURE.search(feature["f"]):
        # "website throws a 502 at checkout": the feature it fails on is part of the issue, as "prod
        # is throwing 500s on checkout" is "prod checkout 500s"
        return OpenEpisode(f"{thing} {_phrase(feature['f'])} {code}s", "")
    topic = f"{thing} {code}s" if code else thing
    return OpenEpisode(topic, _phrase(tail))


def _a_thing(thing: str) -> bool:
    """Whether ``thing`` names a thing that can fail: no person, pronoun or look, nor a verb of
    someone meeting the errors ("still getting errors with the booking site": the site's)."""
    return (
        _plausible(thing, max_words=5)
        and thing.lower() not in PEOPLE
        and not _NOT_A_THING.match(thing)
        and not _MEETING.search(thing)
    )


def _lone_name(thing: str) -> bool:
    """Whether ``thing`` is one capitalised word (a person as likely as a product)."""
    words = thing.split()
    return len(words) == 1 and words[0][:1].isupper() and not words[0].isupper()

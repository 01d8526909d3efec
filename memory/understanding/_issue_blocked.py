"""An issue told by what people cannot do on a thing: "customers cant checkout on the android
app", "users can't log in on the portal", "nobody can print from the 3rd floor printer",
"staff are unable to clock in on the kiosk".

The thing is not said to be broken; what fails is a task on it, so the issue is the thing and
the task ("android app checkout"), kept apart from another task failing on the same thing
("android app login"). Only a group of people (customers, users, staff, "nobody", "we") is
taken as the one blocked: "Dave can't pay on the card" or "I can't make it on friday" are no
outage. A thing said to be blocked is one too: "the deploy is blocked on the db migration" (the
deploy, waiting on the migration), "we're blocked on the API keys" (the keys, when only people
are blocked).

Hand-written: a closed family of blocked subjects and of place words ("on", "in", "via") in a
pattern, gated on the cheap word check of "can"/"unable" before any regex runs.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _NAME_WORD, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

_WHO = (
    r"(?:(?:the|our|my|some|most|all|half\s+(?:the|our))\s+)?(?:customers|users|clients|people|staff|guests|members"
    r"|patients|students|visitors|buyers|shoppers|subscribers|players|parents|drivers|agents|reps|teachers"
    r"|colleagues|employees|folks|the\s+team|everyone|everybody|anyone|nobody|no\s+one|noone|we|i)"
)
_CANNOT = (
    r"(?:still\s+)?(?:can't|cant|cannot|can\s+not|couldn't|couldnt|can\s+no\s+longer|(?:are|is|am|were)\s+(?:still\s+)?"
    r"(?:unable|not\s+able)\s+to|unable\s+to|can)"
)
# what people try to do there: one verb, or a phrasal one ("log in", "check out", "sign up")
_TASK = (
    # ("log into the crm": "log" before "into", that says the "in")
    r"(?P<task>log\s*in|login|log\s+on|(?:log|sign)(?=\s+into\b)|sign\s*in|sign\s*up|check\s*out|checkout|clock\s+(?:in|out)|top\s+up|pay|book"
    r"|order|upload|download|print|scan|register|connect|access|stream|stream\s+video|watch|post|submit|search"
    r"|buy|purchase|apply|vote|message|chat|call|tap\s+in|tap\s+out|sync|save|send|share|edit|open|load|join)"
)
_BLOCKED = re.compile(
    rf"^{_WHO}\s+(?P<neg>{_CANNOT})\s+{_TASK}(?:\s+(?:files|photos|pictures|documents|docs|images|videos|orders|payments|invoices|tickets|anything|stuff|things|any\s+\w+|their\s+\w+|at\s+all))?"
    r"\s+(?:on|in|via|through|from|with|using|at|to|into)\s+(?P<t>(?:the|our|my|their)\s+[^,;:]+?|[A-Za-z][\w.\-]*"
    r"(?:\s+[\w.\-]+){0,2})(?P<tail>\s+(?:again|today|anymore|any\s+more|since\s+.+|this\s+morning|right\s+now"
    r"|at\s+the\s+moment))?$",
    _I,
)
# "nobody can …" is the blocked group; "we can …" and "people can …" say what is possible
_MAY = re.compile(r"^(?:nobody|no\s+one|noone)\b", _I)
_NOUN = {
    "log in": "login", "login": "login", "log": "login", "sign": "sign-in",
    "log on": "login", "sign in": "sign-in", "signin": "sign-in",
    "sign up": "sign-up", "signup": "sign-up", "check out": "checkout", "checkout": "checkout", "pay": "payments",
    "book": "booking", "order": "ordering", "print": "printing", "scan": "scanning", "register": "registration",
    "connect": "connection", "clock in": "clock-in", "clock out": "clock-out", "top up": "top-up",
    "upload": "uploads", "download": "downloads", "buy": "purchases", "purchase": "purchases",
}  # fmt: skip
_GATE = gated(re.compile(r"\b(?:can|cant|cannot|can't|couldn't|couldnt|unable)\b", _I))
_WHEN = re.compile(r"\b(?:on|this|next|by|until|till|at)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday"
                   r"|sunday|the\s+\d|\d|weekend|tomorrow|tonight)", _I)


def blocked(s: str) -> OpenEpisode | None:
    """The issue ``s`` reports as a task people cannot do on a thing, or None."""
    if _GATE.search(s) is None:
        return None
    m = _BLOCKED.match(s.strip())
    if m is None or _WHEN.search(s):
        return None  # "I can't book on friday": a plan that will not happen, no outage
    if re.sub(r"^still\s+", "", m["neg"].lower()) == "can" and not _MAY.match(s.strip()):
        return None  # "customers can pay via the app": what is possible, no trouble
    thing = _phrase(re.sub(r"^(?:our|my|their)\s+", "", m["t"].strip(), flags=_I))
    if not thing or not _plausible(thing, max_words=5, pronoun_start_ok=True):
        return None
    task = re.sub(r"\s+", " ", m["task"].lower())
    topic = f"{thing} {_NOUN.get(task, task)}"
    return OpenEpisode(topic, (m["tail"] or "").strip())


_BLOCKED_ON = re.compile(
    r"^(?P<det>(?:the|our|my)\s+)?(?P<t>[a-z][\w\-]*(?:\s+[\w\-]+){0,3}?)\s*(?:\s+is|\s+are|'s|'re|\s+got|\s+has\s+been"
    r"|\s+have\s+been)\s+(?:still\s+|now\s+|totally\s+|completely\s+)?blocked(?:\s+(?:on|by)\s+(?P<on>[^,;]+?))?"
    r"(?:\s+(?:again|still|now|atm|right\s+now))?$",
    _I,
)
_PEOPLE_BLOCKED = re.compile(r"^(?:we|i|they|the\s+team|everyone|everybody)$", _I)


def blocked_on(s: str) -> OpenEpisode | None:
    """The issue of a thing said to be blocked ("deploy is blocked on the migration"), or None."""
    if "blocked" not in s.lower():
        return None
    m = _BLOCKED_ON.match(s.strip())
    if m is None:
        return None
    on = (m["on"] or "").strip()
    if not on:
        return None  # "the road is blocked": a state told, kept as its status (a card or an account: _issue_shapes)
    if _PEOPLE_BLOCKED.match(m["t"]):  # "we're blocked on the API keys": what the team waits on
        thing = _phrase(re.sub(r"^(?:the|our|my|their)\s+", "", on, flags=_I))
        return OpenEpisode(thing, "blocking us") if thing and _plausible(thing, max_words=5) else None
    thing = _phrase(m["t"])
    if not thing or not _plausible(thing, max_words=4) or (not m["det"] and _NAME_WORD.match(thing)):
        return None  # "Sam's blocked": a person, never a thing to fix
    return OpenEpisode(thing, f"blocked on {on}")

"""Trouble come back, said of the trouble: "the roof leak's back 😩", "that rattle in the van came
back", "the login bug has returned", "damp in the bathroom is back again"; and trouble gone, said
of the trouble or of the thing no longer failing: "the 500s are gone", "api errors cleared up",
"no more leak from the dishwasher", "dishwasher isn't leaking anymore".

"X is back" resolves an issue when X is a thing ("wifi's back"); when X is the trouble itself (a
leak, a noise, a bug, an error) the same words open it again. The trouble is known by its last
word, a noun of a kind of trouble, and the topic is the phrase as said ("roof leak"); a bare
"the problem is back" names nothing (left to the readers of "it").

Hand-written: a closed lexicon of English nouns of trouble.
"""

from __future__ import annotations

import re

from memory.understanding._issue_guards import bodily
from memory.understanding._issue_states import _a_thing
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode, ResolveEpisode

_TROUBLE = (
    r"leaks?|drips?|damp|mou?ld|noises?|rattles?|squeaks?|squeals?|smells?|stench|errors?|bugs?|glitch(?:es)?"
    r"|crash(?:es)?|outages?|lag|flicker(?:ing)?|cracks?|blockages?|clogs?|beeping|buzzing|hum|humming|knock(?:ing)?"
    r"|grinding|vibrations?|wobble|shudder|judder|misfire|timeouts?|[1-5]\d\ds|[1-5]xxs|spam|drafts?|condensation"
    r"|infestation|mice|rats|ants|cockroaches|roaches|wasps|pests|fault|faults|overheating|freezing|problem|issue"
)
# said alone, a kind of trouble names no thing: "the problem is back" is the one just talked about
_GENERIC = re.compile(r"^(?:problem|issue|errors?|bugs?|fault|glitch|crash|noise)$", _I)
_RETURNED = gated(re.compile(
    r"^(?:(?:the|that|this|my|our)\s+)?(?P<t>(?:[\w&./-]+\s+){0,4}?(?:" + _TROUBLE + r"))"
    r"(?P<w>\s+(?:in|on|under|at|from|behind|around|near)\s+(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)??)?"
    r"(?:'s|\s+(?:is|are|has|have))?(?:\s+(?:just|now|totally|definitely))?"
    r"\s+(?:back(?:\s+again)?|come\s+back|came\s+back|returned|reappeared|resurfaced|started\s+(?:up\s+)?again)"
    r"(?:\s+(?:again|today|tonight|(?:in|on|under|at)\s+(?:the\s+|my\s+|our\s+)?[\w-]+|this\s+(?:morning|afternoon|evening|week)|overnight|after\s+the\s+\w+|lol|ugh|ffs"
    r"|smh|tho|though))*[\s!.…]*$",
    _I,
))


def returned(s: str) -> OpenEpisode | None:
    """The issue trouble come back opens again ("the roof leak's back": roof leak), or None."""
    said = s.strip()
    m = _RETURNED.match(said)
    if m is None:
        return None
    topic = _phrase(f"{m['t']}{m['w'] or ''}")
    if _GENERIC.match(topic) or not _plausible(topic, max_words=6) or bodily(said, m["t"]):
        return None
    return OpenEpisode(topic, "back again")


# trouble gone: "the 500s are gone", "api errors cleared up", "the rattle in the van stopped"
_GONE = gated(re.compile(
    r"^(?:(?:the|that|this|my|our|those|these)\s+)?(?P<t>(?:[\w&./-]+\s+){0,3}?(?:" + _TROUBLE + r"))"
    r"(?P<w>\s+(?:in|on|from|with|under|at)\s+(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)??)?"
    r"(?:'s|'ve|\s+(?:is|are|has|have))?(?:\s+(?:finally|all|just|now|completely))?"
    r"\s+(?:gone(?:\s+away)?|went\s+away|cleared(?:\s+up)?|stopped|disappeared|vanished|died\s+down|subsided"
    r"|dried\s+up)(?:\s+(?:now|finally|at\s+last|overnight|on\s+its\s+own|by\s+itself|itself|lol|haha\w*|thank\s+god"
    r"|since\s+.+|after\s+.+))*[\s!.…]*$"
    r"|^no\s+more\s+(?P<t2>(?:[\w&./-]+\s+){0,2}?(?:" + _TROUBLE + r"))(?P<w2>\s+(?:in|on|from|with|under|at)"
    r"\s+(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)??)?(?:\s+(?:now|again|since\s+.+|after\s+.+))*[\s!.…]*$",
    _I,
))
# a thing no longer failing: "dishwasher isn't leaking anymore", "the app doesn't crash any more"
_NO_LONGER = gated(re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<t>[\w&./-]+(?:\s+[\w&./-]+){0,3}?)(?:'s|\s+(?:is|are))?\s+(?:isn't|isnt|is\s+not"
    r"|aren't|arent|not|doesn't|doesnt|does\s+not|don't|dont|hasn't|hasnt|won't|wont)\s+(?:been\s+)?(?P<v>[a-z]+ing"
    r"|crash|leak|freeze|drip|jam|lag|hang|fail|error|flicker|beep|rattle|squeak|trip|drop\s+out|cut\s+out)"
    r"(?:\s+(?:out|up))?\s+(?P<when>any\s*more|no\s+more|again)(?:\s+(?:now|thankfully|thank\s+god))*[\s!.…]*$",
    _I,
))
# the faults a thing shows, not its job: "not ... again" of one of these can only mean it stopped
# ("tap is not dripping again", the "no longer" of West African and South Asian English), while of a
# job it is the fault come back ("printer is not working again", "freezer not freezing again")
_SYMPTOM_ING = re.compile(
    r"^(?:dripping|leaking|crashing|jamming|lagging|hanging|flickering|beeping|rattling|squeaking|squealing|tripping"
    r"|smoking|sparking|overheating|buzzing|humming|banging|knocking|grinding|clicking|hissing|shaking"
    r"|vibrating|smelling|stinking|rebooting|restarting|disconnecting|dropping\s+out|cutting\s+out|blinking"
    r"|screeching|whining|clunking|groaning)$",
    _I,
)
# what a thing no longer doing is no fault: "isn't working anymore" is one
_STILL_FAILING = re.compile(
    r"^(?:working|running|loading|starting|charging|syncing|connecting|responding|printing)$", _I
)
# the trouble word said after its thing: "api errors" is the api's trouble
_TROUBLE_LAST = re.compile(r"\s+(?:" + _TROUBLE + r")$", _I)


def trouble_gone(s: str) -> ResolveEpisode | None:
    """The issue trouble gone resolves ("api errors cleared up": the api; "the 500s are gone":
    the 500s; "dishwasher isn't leaking anymore": the dishwasher), or None."""
    said = s.strip()
    m = _GONE.match(said)
    if m is not None:
        trouble, where = (m["t"], m["w"]) if m["t"] else (m["t2"], m["w2"])
        if bodily(said, trouble):
            return None
        if where:  # "no more leak from the dishwasher": the dishwasher's
            return _resolved(re.sub(r"^\s*\w+\s+(?:(?:the|my|our)\s+)?", "", where))
        thing = _TROUBLE_LAST.sub("", trouble).strip()
        if thing and thing != trouble.strip():
            return _resolved(thing)  # "api errors cleared up": the api
        return ResolveEpisode("it") if _GENERIC.match(trouble.strip()) else _resolved(trouble)
    m = _NO_LONGER.match(said)
    if m is None or _STILL_FAILING.match(m["v"]):
        return None
    if m["when"].lower() == "again" and not _SYMPTOM_ING.match(m["v"]):
        return None
    thing = re.sub(r"^(?:the|my|our)\s+", "", m["t"].strip(), flags=_I)
    if not _a_thing(thing):
        return None  # "the kids aren't fighting anymore", "Tom isn't coughing any more": people
    return _resolved(thing)


def _resolved(words: str) -> ResolveEpisode | None:
    topic = _phrase(words.strip())
    return ResolveEpisode(topic) if _plausible(topic, max_words=6) else None

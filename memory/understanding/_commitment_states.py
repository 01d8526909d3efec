"""A to-do said as the state its thing must reach: "the Schulz invoice has to go out tmrw" (send
it), "call sheet goes out at 6pm tmrw" (under "remember": send it out), "the rent needs to be
paid by friday" (pay it), "the forms must be signed" (sign them), "the car needs washing" (wash it).

People name the thing first and the action by what must become of it. Kept as said ("Schulz
invoice has to go out") the to-do reads badly and never matches "sent the Schulz invoice"; read
as nothing, it is missed. :func:`as_action` turns the clause into the to-do it implies, with its
date words still in place for the to-do reader to take out.

Only things that are sent go out ("the bins have to go out" is no letter); a passive verb
becomes its base through the verb lexicon (never a guess: "needs to be perfect" is no to-do); a
plain present ("call sheet goes out at 6pm") is a schedule, a to-do only when the user asked to
be reminded of it (the caller decides), but a chore's ("bins go out tonight") is the user's to put
out then, as a household says it.

Hand-written: a few closed shapes over the verb lexicon the reader already keeps.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _SENDABLE, KNOWN_VERBS, _base
from memory.understanding._episodes import _SENT_THING
from memory.understanding._issue_guards import put_out
from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words
from memory.words import IRREGULAR

__all__ = ["as_action"]

_THING = r"(?P<t>(?:(?:the|my|our|this|that|these|those|his|her|their)\s+)?(?:[\w'&#\-]+\s+){0,4}?[\w'&#\-]+)"
_MODAL = (
    r"(?:has\s+to|have\s+to|needs\s+to|need\s+to|must|should|is\s+to|are\s+to|has\s+got\s+to|'s\s+got\s+to|gotta"
    r"|(?:is\s+|are\s+|'s\s+|'re\s+)?(?:still|yet)\s+to)"  # "the deposit is still to be paid by mon"
)
# "the invoice has to go out tmrw", "the forms need to be sent off by friday"
_GO_OUT = re.compile(
    r"^"
    + _THING
    + r"\s+"
    + _MODAL
    + r"\s+(?:go\s+out|go\s+off|be\s+sent(?:\s+out|\s+off)?|get\s+sent(?:\s+out|\s+off)?)"
    r"(?P<d>(?:\s.*)?)$",
    _I,
)
# "call sheet goes out at 6pm tmrw", "newsletter is going out friday": a schedule (a to-do only when asked)
_GOES_OUT = re.compile(
    r"^" + _THING + r"\s+(?:goes\s+out|go\s+out|is\s+going\s+out|'s\s+going\s+out|are\s+going\s+out)(?P<d>(?:\s.*)?)$",
    _I,
)
# "the rent needs to be paid by friday", "the forms must be signed"
_PASSIVE = re.compile(r"^" + _THING + r"\s+" + _MODAL + r"\s+(?:be|get)\s+(?P<v>[a-z]+)(?P<d>(?:\s.*)?)$", _I)
# "the car needs washing", "the gutters need clearing out"
_NEEDS_ING = re.compile(
    r"^" + _THING + r"\s+(?:needs|need)\s+(?P<v>[a-z]+ing)(?P<p>\s+(?:out|up|off|down))?(?P<d>(?:\s.*)?)$", _I
)
# "venue deposit still to pay by mon", "the tax forms yet to sign": the verb said active, the thing first
_STILL_TO = re.compile(
    r"^" + _THING + r"\s+(?:is\s+|are\s+|'s\s+|'re\s+)?(?:still|yet)\s+to\s+(?P<v>[a-z]+)(?P<d>(?:\s.*)?)$", _I
)
# verbs the thing itself does ("the results are yet to come in"): no to-do of the user's
_OF_ITSELF = frozenset({"be", "come", "go", "get", "arrive", "happen", "start", "begin", "land", "appear", "reply",
                        "respond", "hear", "decide", "turn", "show", "settle", "kick", "wait", "sink", "load"})
# after the verb, only a date (or nothing) may follow: "by friday", "at 6pm tmrw", never "by Maria"
_PARTICLE = re.compile(r"^\s+(?:out|off|up|in|back|over)\b", _I)
# a word every shape has: "out"/"off", the passive's "be"/"get" (or a need's "-ing")
_CUE_WORDS = frozenset({"out", "off", "be", "get", "still", "yet"})
_NOT_THING = re.compile(r"^(?:i|we|you|he|she|they|it|this|that|there|everything|everyone|something|nothing)$", _I)


def as_action(clause: str, *, scheduled: bool = False, needed: bool = False) -> str | None:
    """The to-do ``clause`` implies ("send the Schulz invoice tmrw"), or None; ``scheduled``
    (under "remember") lets a plain present ("call sheet goes out at 6pm") and a need ("the car
    needs washing") count, ``needed`` (after a day said first: "in 10 days the passport photos need
    doing") the need alone."""
    lower = clause.lower()
    if _CUE_WORDS.isdisjoint(lower.split()) and not ("need" in lower and "ing" in lower):
        return None  # most clauses say none of these words: skip the shapes (this runs per clause)
    m = _GO_OUT.match(clause) or _GOES_OUT.match(clause)
    if m and m.re is _GOES_OUT and not scheduled and not put_out(m["t"]):
        m = None  # "newsletter goes out friday" is a schedule; "bins go out tonight" a chore all the same
    if m and _sent(m["t"]):
        return f"send out {m['t']}{m['d']}" if m.re is _GOES_OUT else f"send {m['t']}{m['d']}"
    if m and put_out(m["t"]):  # "remember bins go out wednesday night": a chore to do then, said as
        return f"take {m['t']} out{m['d']}"  # people most often name it ("take the bins out")
    m = _PASSIVE.match(clause)
    if m and not _NOT_THING.match(m["t"]) and not _by_someone(m["d"]) and (verb := _from_participle(m["v"])):
        particle = _PARTICLE.match(m["d"])
        rest = m["d"][particle.end() :] if particle else m["d"]
        return f"{verb}{particle.group().rstrip() if particle else ''} {m['t']}{rest}"
    m = _STILL_TO.match(clause)
    if m and m["v"].lower() in KNOWN_VERBS - _OF_ITSELF and not _NOT_THING.match(m["t"]):
        return f"{m['v'].lower()} {_the(m['t'])}{m['d']}"
    # said alone, "needs servicing" may move a to-do (_lifecycle)
    m = _NEEDS_ING.match(clause) if scheduled or needed else None
    verb = "do" if m and m["v"].lower() == "doing" else _base(m["v"]) if m else ""  # "need doing": too short to cut
    if m and verb in KNOWN_VERBS and not _NOT_THING.match(m["t"]):
        return f"{verb}{m['p'] or ''} {m['t']}{m['d']}"
    return None


def _the(thing: str) -> str:
    """ "venue deposit" -> "the venue deposit": a thing said bare, as the to-do names it (without
    the "'s" of "the car's still to wash")."""
    thing = re.sub(r"'s$", "", thing)
    return thing if re.match(r"(?:the|my|our|this|that|these|those|his|her|their)\s", thing, _I) else f"the {thing}"


def _by_someone(rest: str) -> bool:
    """ "… approved by Maria": the one who does it is named, and it is not the user."""
    m = re.match(r"^\s+by\s+(?P<w>\S+)", rest, _I)
    return m is not None and not has_date_words(m["w"]) and not m["w"].lower().startswith(("the", "end", "eod", "cob"))


# what may follow the thing sent and still be it: its number ("invoice #1043", "invoice 1043") and whom it
# goes to ("invoice #1043 to bloom studio")
_SENT_TAIL = re.compile(r"(?:\s+(?:#|no\.?\s*)?\d[\w-]*)?(?:\s+(?:to|for)\s+[\w'&-]+(?:\s+[\w'&-]+)?)?$", _I)


def _sent(thing: str) -> bool:
    """Whether ``thing`` is sent when it goes out ("the newsletter", "invoice #1043 to bloom studio")."""
    bare = _SENT_TAIL.sub("", thing, count=1)
    return not _NOT_THING.match(thing) and bool(
        _SENT_THING.search(bare) or re.search(r"\b" + _SENDABLE + r"$", bare, _I)
    )


def _from_participle(word: str) -> str | None:
    """ "paid" -> "pay", "signed" -> "sign", "renewed" -> "renew"; None for what is no verb's
    participle ("perfect", "ready")."""
    w = word.lower()
    if w in IRREGULAR and IRREGULAR[w] in KNOWN_VERBS and w != IRREGULAR[w]:
        return IRREGULAR[w]
    if not w.endswith("ed"):
        return None
    stem = w[:-2]
    for base in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else "", stem[:-1] + "y"):
        if base and base in KNOWN_VERBS:
            return base
    return None

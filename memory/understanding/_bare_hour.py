"""A to-do moved to an hour said as a bare number: "push the bank call to 2", "move the
plumber to 11", "make that 7 w/ sizwe", "make the call w/ mum 9 instead".

A bare number is no time on its own ("2" may be 2am or 2pm), so the reading keeps it as said
(:data:`BARE_HOUR`): :mod:`memory.derive` puts the to-do at that hour on its own day, in the
half of the day nearest its old time (a 10am call pushed "to 2" is at 2pm; a 6pm meet made
"7" is at 7pm). Only a to-do that names itself ("the bank call") or whom it is with ("w/ sizwe")
is moved; "make that 7" alone is a correction, read elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._sign_forms import _EVENT
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import DateSpec, Precision, find_spans

BARE_HOUR = re.compile(r"^(?P<h>[1-9]|1[0-2])$")
"""A due's words that are an hour alone: which half of the day, the to-do's own time says."""

_MOVE = re.compile(
    r"^(?:(?:can\s+we|let's|lets|pls|please|ok|so)\s+)*"
    # "moved picking up the parcel to 11, same day": the user's report of the move, the day kept
    # "the milk fella moved it to 4", "they pushed it to 2": someone else's move of the to-do, told
    r"(?:push|move|bump|shift|switch|put|(?:(?P<who>i|we|they|he|she|(?:the|my|our)\s+[^\W\d][\w'\-]*"
    r"(?:\s+(?!(?:has|have|just)\b)[^\W\d][\w'\-]*)?)\s+(?:just\s+)?(?:have\s+|has\s+|'ve\s+)?)?"
    r"(?:pushed|moved|bumped|shifted|switched))"
    r"\s+(?P<a>.+?)"
    r"\s+(?:back\s+|forward\s+)?(?:to|till|until|til)\s+(?:at\s+)?(?P<h>\d{1,2})(?:\s*o'?clock)?"
    r"(?:\s+(?:instead|then|now|pls|please))*(?:\s*,?\s*(?:same|that)\s+day)?[\s!.]*$",
    _I,
)
_AMOUNT_VERB = re.compile(r"\b(?:bump(?:ed)?|put|switch(?:ed)?)\s+(?:it|that|this)\b", _I)
# who someone is, after what they come about: "the milk fella", "the gas man", "the boiler people"
_PERSON_WORD = re.compile(
    r"\s+(?:fella|fellas|guy|guys|man|men|lady|ladies|woman|bloke|person|people|folks|crew|lads?)$", _I
)
_MAKE_THAT = re.compile(
    r"^(?:(?:ok|so|actually|oh)\W+)*(?:make|change)\s+(?:that|it)\s+(?:to\s+)?(?:at\s+)?(?P<h>\d{1,2})(?:\s*o'?clock)?"
    r"\s+(?:w/|with)\s+(?P<a>[^\W\d][\w'\-]*(?:\s+[^\W\d][\w'\-]*)?)(?:\s+(?:instead|then|now))?[\s!.]*$",
    _I,
)

# "make the call w/ mum 9 instead": the thing named, then its new hour, and "instead" that says it is a change
_MAKE_THING = re.compile(
    r"^(?:(?:ok|so|actually|oh)\W+)*(?:make|have)\s+(?P<a>(?:the|my|our)\s+[^\W\d].*?)\s+(?:at\s+)?(?P<h>\d{1,2})"
    r"(?:\s*o'?clock)?\s+instead[\s!.]*$",
    _I,
)


def bare_hour_move(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move to a bare hour ``text`` says (see the module doc), or None."""
    s = text.strip()
    m = _MAKE_THAT.match(s) or _MOVE.match(s)
    if m is None or not BARE_HOUR.match(m["h"]):
        return None
    target, spec = _on_its_day(_target(m["a"]), m["h"], ctx)
    if not target or target.lower() in ("me", "us", "you", "them", "him", "her"):
        return None
    # "push it to 4": the to-do talked about, at 4 on its day; "make that 7" alone is a value put right,
    # and "bump it to 3", "put it to 5" may be an amount raised
    if target == "that" and (m.re is _MAKE_THAT or _AMOUNT_VERB.search(s)):
        return None
    mover = _PERSON_WORD.sub("", m["who"]) if target == "that" and "who" in m.re.groupindex and m["who"] else ""
    if mover.lower() not in ("", "i", "we", "they", "he", "she"):
        # "the milk fella moved it to 4": the to-do the mover names (the milk delivery), never just the last one
        target = _target(mover) or target
    return [MoveCommitment(target, spec)] if spec is not None else None


def _on_its_day(target: str, hour: str, ctx: _Ctx) -> tuple[str, DateSpec | None]:
    """The to-do ``target`` names without the day (and old time) it is told apart by, and the
    bare ``hour`` it moves to on that day: "tmrw 10am standup" moved to 11 is the standup,
    tomorrow at 11 (read alone, "11" is today's, and "tmrw 10am" no part of its name). With no
    day said, ``target`` as said and the hour today (:mod:`memory.derive` keeps the to-do's day)."""
    spec = ctx.date(f"{hour}:00")
    spans = [s for s in find_spans(target, now=ctx.now, tz=ctx.tz) if s.spec is not None]
    if spec is None or not spans or len(spans) > 1 or spans[0].spec.precision not in (Precision.DAY, Precision.INSTANT):
        return target, replace(spec, text=hour) if spec is not None else None
    said = spans[0]
    named = _target(f"{target[: said.start]} {target[said.end :]}".strip())
    if not named:
        return target, replace(spec, text=hour)
    day = said.spec.start.astimezone(ctx.tz).date()  # type: ignore[union-attr]
    at = datetime.combine(day, spec.start.astimezone(ctx.tz).time(), tzinfo=ctx.tz).astimezone(spec.start.tzinfo)
    return named, replace(spec, text=hour, start=at, end=at + (spec.end - spec.start))


_WITH_SOMEONE = re.compile(r"\s(?:w/|with)\s+\S", _I)  # "the catch-up w/ Ana": a meeting, whatever it is called


def hour_instead(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "make the call w/ mum 9 instead": the to-do the thing names, moved to that hour on its own
    day (see the module doc); "instead" says the hour replaces one it had. A clause of its own,
    so a reason after it ("…, her phone is dead till then") is read apart and let go."""
    m = _MAKE_THING.match(text.strip())
    if m is None or not BARE_HOUR.match(m["h"]) or not (_EVENT.search(m["a"]) or _WITH_SOMEONE.search(m["a"])):
        return None  # "make the deposit 10 instead": an amount; only a thing that happens at an hour moves
    target, spec = _on_its_day(_target(m["a"]), m["h"], ctx)
    return [MoveCommitment(target, spec)] if target and spec is not None else None


# "chamber call moved to 11", "the bank call's been pushed to 2": the to-do moved, said of it
_PASSIVE = re.compile(
    r"^(?P<a>[^\W\d][\w'\- ]*?)(?:'s\s+been|\s+has\s+been|\s+got|\s+was|\s+is)?\s+(?:moved|pushed|bumped|shifted"
    r"|switched|changed)(?:\s+back|\s+forward)?\s+(?:to|till|until|til)\s+(?:at\s+)?(?P<h>\d{1,2})(?:\s*o'?clock)?"
    r"(?:\s+(?:instead|now))*[\s!.]*$",
    _I,
)


_PEOPLE = frozenset({"i", "we", "me", "us", "you", "they", "he", "she"})


def passive_bare_hour(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "chamber call moved to 11": the to-do it names moved to that hour on its own day (see
    the module doc), or None; "I moved it to 11", "Ana moved us to 2" name no to-do here."""
    m = _PASSIVE.match(text.strip())
    if m is None or not BARE_HOUR.match(m["h"]):
        return None
    target, spec = _on_its_day(_target(m["a"]), m["h"], ctx)
    if not target or target == "that" or target.split()[0].lower() in _PEOPLE:
        return None
    return [MoveCommitment(target, spec)] if spec is not None else None

"""Changes to a to-do said with what led to them, read over the whole sentence (its comma
included) before it is cut into clauses:

- "haven't done the expenses yet, will do it tonight": the expenses to-do moved to tonight
  (or, with none open, a new one), never a to-do "do it";
- "Farah needs it sooner, by the 23rd": the to-do for Farah moved to the 23rd;
- "Kasia needs the invoice a day early now": the to-do for Kasia moved a day earlier;
- "advisor gave me till the 15th": the to-do for the advisor moved to the 15th;
- "tailor rang, the suit won't be ready till saturday": what waits on the suit moved to then;
- and the reasons :func:`memory.understanding._lifecycle._because` reads ("… so cancel that").
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.understanding._lifecycle import _NUMBERS, _because, _plain, _read_date, _target
from memory.understanding._phrases import _I, _Ctx, _person, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment

_NOT_YET = re.compile(
    r"^(?:i\s+)?(?:still\s+)?(?:haven't|havent|have\s+not|didn't|didnt|did\s+not)\s+"
    r"(?:(?:got|gotten)\s+(?:a)?round\s+to\s+|had\s+(?:the\s+)?time\s+(?:to|for)\s+)?(?P<v>[a-z]+)\s+(?P<a>.+?)"
    r"(?:\s+yet)?\s*(?:,|;|\s[-–—])\s*(?:but\s+|so\s+)?(?:(?:i'll|ill|i\s+will|will|gonna|i'm\s+gonna|i'm\s+going\s+to"
    r"|going\s+to|can|i\s+can)\s+)?(?:do|get\s+to|get|finish|send|sort|tackle|deal\s+with)\s+(?:it|them|that|those)"
    r"(?:\s+(?:by|on|before))?\s+(?P<d>.+)$",
    _I,
)
_DONE_VERBS = {"done", "do", "finished", "finish", "started", "start", "tackled", "tackle"}
# "Farah needs it sooner, by the 23rd", "the landlord wants the forms earlier - friday"
_SOONER = re.compile(
    r"^(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:needs|wants|asked\s+for|has\s+asked\s+for|would\s+like"
    r"|needs\s+to\s+have)\s+(?P<a>it|them|that|.+?)\s+(?:sooner|earlier|faster|quicker|back\s+sooner)\s*"
    r"(?:,|;|\s[-–—]|\s+now)?\s*(?:so\s+)?(?:by|on|before|for)?\s*(?P<d>\w.*)$",
    _I,
)


def changed(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A change with what led to it (see the module doc), or None."""
    return (
        _not_yet(text, ctx)
        or _sooner(text, ctx)
        or _early(text, ctx)
        or _gave_until(text, ctx)
        or _not_ready(text, ctx)
        or _because(text, ctx)
    )


# "Kasia needs the invoice a day early now", "the school wants the forms two days earlier"
_EARLY = gated(re.compile(
    r"^(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:needs|wants|asked\s+for|has\s+asked\s+for|would\s+like)"
    r"\s+(?P<a>it|them|that|.+?)\s+(?P<n>a|an|one|two|three|four|five|six|\d{1,2})\s+(?P<u>day|week)s?"
    r"\s+(?:early|earlier|sooner)(?:\s+now)?$",
    _I,
))


def _early(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _EARLY.match(text.strip())
    person = _person(m["p"], ctx) if m else None
    if m is None or person in (None, "me"):
        return None
    count = m["n"].lower()
    n = int(count) if count.isdigit() else _NUMBERS[count]
    unit = m["u"].lower()
    due = ctx.date(f"in {n} {unit}{'s' if n > 1 else ''}")
    if due is None:
        return None
    thing = _target(m["a"])
    action = person if thing in (None, "that", "them") else f"{thing} {person}"
    return [MoveCommitment(action, due, shift=-timedelta(days=n * (7 if unit == "week" else 1)))]


# "advisor gave me till the 15th", "Ms Okoro has given us until friday", "lindiwe gave me till
# monday for the form": more time from them (for the thing named after the date)
_GAVE_UNTIL = re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:gave|has\s+given|have\s+given|'s\s+given)"
    r"\s+(?:me|us)\s+(?:an?\s+extension\s+|(?:more|extra)\s+time\s+|a\s+bit\s+longer\s+)?(?:till|until|til|to)\s+(?P<d>.+?)"
    r"(?:\s+(?:for|on|with)\s+(?P<a>(?:the|my|our|that|this)\s+.+?))?$",
    _I,
)


def _gave_until(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _GAVE_UNTIL.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    who = _person(m["p"], ctx) if m else None
    if due is None or who in (None, "me"):
        return None
    thing = _target(m["a"]) if m["a"] else None
    return [MoveCommitment(f"{thing} {who}" if thing and thing != "that" else who, due)]


# "the suit won't be ready till saturday", "tailor rang, the suit won't be ready until sat":
# what waits on the thing (collecting it) moves to when it is ready
_NOT_READY = gated(re.compile(
    r"^(?:[^,;]+?(?:[,;]|\s[-–—])\s*)?(?P<a>[^,;]+?)\s+(?:won't|wont|will\s+not|isn't|isnt|is\s+not|aren't|arent|are\s+not)\s+"
    r"(?:be\s+)?(?:ready|done|back|available|finished)\s+(?:till|until|til)\s+(?P<d>.+)$",
    _I,
))


def _not_ready(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NOT_READY.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    thing = _target(m["a"]) if m else None
    if due is None or not thing or thing == "that" or _person(thing, replace(ctx, lowercase=False)) is not None:
        return None  # "Priya isn't in till thursday": where a person is, no thing to wait for
    return [MoveCommitment(thing, due)]


def _not_yet(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NOT_YET.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    if m is None or due is None:
        return None
    thing = _phrase(m["a"])
    verb = m["v"].lower()
    todo = f"do {m['a'].strip()}" if verb in _DONE_VERBS else f"{_plain(verb)} {m['a'].strip()}"
    target = _target(thing if verb in _DONE_VERBS else todo)
    if not target or target == "that":
        return None
    return [MoveCommitment(target, due, otherwise=NewCommitment(todo, "me", None, due))]


def _sooner(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _SOONER.match(text.strip())
    if m is None:
        return None
    person, due = _person(m["p"], ctx), _read_date(m["d"], ctx)
    if person in (None, "me") or due is None:
        return None
    thing = _target(m["a"])
    return [MoveCommitment(person if thing in (None, "that", "them") else f"{thing} {person}", due)]

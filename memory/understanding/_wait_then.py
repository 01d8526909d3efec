"""A to-do given leave to wait, and the day it waits for said after the comma: "council can
wait, do it wednesday instead", "the gutters can hold off - saturday", "Sipho's card can wait;
thursday".

The first clause names the to-do and says it moves, but not to when; the second says the day,
and names the to-do only as "it" (or not at all). Read apart, the first is no change and the
second a to-do called "do it"; read together they are one move. A second clause that says
anything more than doing it on a day ("the car wash can wait, it's raining") is left to the
other forms.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment

_CUT = re.compile(r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?(?=\S)", _I)
_WAITS = re.compile(r"^(?P<a>.+?)\s+(?:can|could|will\s+have\s+to|'ll\s+have\s+to)\s+(?:wait|hold(?:\s+off)?)$", _I)
# "do it wednesday instead", "i'll get to it fri", "thursday": (doing) it, and the day
_DAY_AFTER = re.compile(
    r"^(?:(?:i'll|ill|i\s+will|will|we'll|let's|lets|gonna|i'm\s+gonna|im\s+gonna)\s+)?"
    r"(?:(?:[a-z]+\s+)?(?:to\s+)?(?:it|that|them)\s+)?(?:on\s+)?(?P<d>.+?)(?:\s+instead)?[\s!.]*$",
    _I,
)


def waits_then(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move "<thing> can wait, <day>" says (see the module doc), or None."""
    s = text.strip()
    for cut in _CUT.finditer(s):
        waits = _WAITS.match(s[: cut.start()])
        change = _DAY_AFTER.match(s[cut.end() :].strip())
        if waits is None or change is None:
            continue
        due = ctx.date(change["d"])
        target = _target(waits["a"])
        if due is not None and target and target != "that":
            return [MoveCommitment(target, due)]
    return None

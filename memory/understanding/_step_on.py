"""A window named only by its step on from the question before: "and the week after", "what about
the day after that", "n the weekend after?" said after "what's on this week" asks what is due one
step on from the window just asked about.

The words name no date of their own. Said alone ("the week after") they put right the date just
said (:mod:`._correction_bare`, "no, the week after"); led by "and" / "what about" / "how about"
they carry a question on, so they are read as one (never as a move of the to-do just talked about).
The answer (:mod:`memory.answers_step_on`) finds the window of the question before. Hand-written:
three units and a few leads.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question

__all__ = ["STEP_DAYS", "STEP_ON", "step_on", "step_words"]

STEP_ON = "step on"  # the start of a due question's predicate when its window is a step from the one before
STEP_DAYS = {"day": 1, "week": 7, "weekend": 7}  # how far each unit steps a window on

_STEP_ON_Q = re.compile(
    r"^(?:and|n|&|then|so)\s*,?\s+(?:(?:what|wat|how)\s+about\s+)?|^(?:what|wat|how)\s+about\s+",
    _I,
)
_UNIT_AFTER = re.compile(
    r"^(?:the\s+)?(?P<u>day|week|weekend|wk)\s+after(?:\s+(?:that|then|next))?"
    r"|^the\s+(?:next|following)\s+(?P<u2>day|week|weekend|wk)",
    _I,
)
_END = re.compile(r"[\s?!.…]*$")


def step_on(s: _Sentence) -> Question | None:
    """The due question "and the week after" asks (predicate ``"step on week"``), or None."""
    m = _step(s.raw)
    if m is None:
        return None
    unit = (m["u"] or m["u2"]).lower().replace("wk", "week")
    return Question("due_week", None, f"{STEP_ON} {unit}", None, s.raw)


def step_words(raw: str) -> str:
    """The step as said ("the week after that"), without its lead ("and what about")."""
    m = _step(raw)
    return m.group(0) if m is not None else raw.strip(" ?!.")


def _step(raw: str) -> re.Match[str] | None:
    raw = raw.strip()
    lead = _STEP_ON_Q.match(raw)
    if lead is None:
        return None
    rest = raw[lead.end() :]
    m = _UNIT_AFTER.match(rest)
    return m if m is not None and _END.fullmatch(rest[m.end() :]) else None

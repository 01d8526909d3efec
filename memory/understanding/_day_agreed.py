"""A new day settled for a to-do without a move verb: "childminder said the 28th is fine",
"Harpreet says no rush, lets say friday for the estimate", "the 14th works for the plumber".

These name the to-do by the person or thing it is about, and the day as agreed ("is fine",
"works", "let's say"): the lifecycle forms read a move only from its verb ("pushed", "moved"),
so recap asked "Did that change …?". Read here as a move of the open to-do those words name;
with none open, recap asks which to-do the day is for (never a new to-do from a day alone).

Hand-written: two shapes, each a closed set of words of agreement, and the day read by the
lifecycle's own date reader.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _read_date, _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment, Unclear
from memory.understanding.timex import DateSpec

__all__ = ["day_agreed"]

_FINE = r"(?:is|'s)?\s*(?:fine|ok|okay|good|cool|better)|works|suits|is\s+no\s+problem"
# "<who> said the 28th is fine", "Jo says friday works"
_SAID_FINE = re.compile(
    r"^(?P<who>(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?:said|says|confirmed|reckons|thinks)\s+(?:that\s+)?"
    r"(?P<d>.+?)\s*(?:" + _FINE + r")(?:\s+(?:for\s+(?:them|him|her|us|me)|with\s+(?:them|him|her)))?[\s!.👍]*$",
    _I,
)
# "lets say friday for the estimate", "<who> says no rush, let's say the 9th for the invoice"
_LETS_SAY = re.compile(
    r"(?:^|[,;.]\s*|\s[-–—]\s*)(?:so\s+)?(?:let's|lets|let\s+us)\s+(?:say|make\s+it|go\s+with|do)\s+(?P<d>.+?)"
    r"\s+for\s+(?P<a>(?:the|my|our|that)\s+.+?)[\s!.]*$",
    _I,
)


def day_agreed(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move a settled day says (see the module doc), or None."""
    s = text.strip()
    said = _LETS_SAY.search(s)
    if said is not None:
        due, target = _read_date(said["d"], ctx), _target(said["a"])
        return [_moved(target, due, said["d"], s)] if due is not None and target and target != "that" else None
    fine = _SAID_FINE.match(s)
    if fine is None:
        return None
    due, target = _read_date(fine["d"], ctx), _target(fine["who"])
    if due is None or not target or target == "that" or target.lower() in ("i", "we", "he", "she", "they", "it"):
        return None
    return [_moved(target, due, fine["d"], s)]


def _moved(target: str, due: DateSpec, day: str, text: str) -> MoveCommitment:
    """The move of the to-do ``target`` names; with none open, which one is asked (a day said
    of someone is never a to-do of its own)."""
    ask = Unclear(
        f"Which to-do is {day.strip()} for? Say it with its name, e.g. “the essay is now due {day.strip()}”.", text
    )
    return MoveCommitment(target, due, otherwise=ask)

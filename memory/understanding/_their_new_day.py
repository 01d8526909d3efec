"""A new day someone else now gives for the to-do just talked about, with no move verb and no name
for it: "he is saying tmrw now", "HR needs it by end of next week now", "she wants them friday
instead", "Dmitri says monday now", "he can come only at 12:15".

Read alone these name neither a to-do nor a change the lifecycle forms know, so recap asked which
to-do should move (or nothing at all). The "now" or "instead" at the end (or the "only" of the
one time someone can come) says the day replaces one said before; the to-do is the one the
conversation is about ("it", or the person's own), a move of "that", which :mod:`memory.derive`
resolves only to a to-do touched minutes before and asks about otherwise. Not read: a doubt
("might need it friday now"), a question, a day that cannot be read or has passed, the user's
own "I need it by friday now", an offer of a time ("he can come at 12:15").
Hand-written: three shapes, a closed set of ways to say a day is wanted, said or the only one.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, Unclear

__all__ = ["their_new_day"]

_WHO = r"(?P<who>he|she|they|(?:the\s+)?[A-Z][\w'\-]*|the\s+[a-z]+)"
_NOW = r"\s+(?:now|instead)[\s!.]*$"
_SHAPES = (
    # "HR needs it by end of next week now", "she wants them friday instead"
    gated(re.compile(
        r"^" + _WHO + r"\s+(?:needs|wants|expects|needs\s+to\s+have)\s+(?:it|them|that|this|those)\s+"
        r"(?:(?:by|before|for|on)\s+)?(?P<d>.+?)" + _NOW,
        _I,
    )),
    # "he is saying tmrw now", "Dmitri says monday now"
    gated(re.compile(r"^" + _WHO + r"\s+(?:is\s+saying|'s\s+saying|are\s+saying|says|said)\s+(?P<d>.+?)" + _NOW, _I)),
    # "he can come only at 12:15", "she can only make it on thursday": the one time they can, so the time it is
    gated(re.compile(
        r"^" + _WHO + r"\s+can\s+(?:(?P<only>only)\s+)?(?:come|make\s+it|do\s+it|be\s+there|join|meet)"
        r"(?:\s+(?P<only2>only))?\s+(?:(?:at|on|by)\s+)?(?P<d>[^,;]+?)[\s!.]*$",
        _I,
    )),
)
_DOUBT = re.compile(r"\b(?:might|may|maybe|probably|prob|if|unless|not|n't|never)\b|\?", _I)


def their_new_day(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move of the to-do just talked about to the day someone now gives (see the module doc), or None."""
    said = text.strip()
    m = next((m for shape in _SHAPES if (m := shape.match(said)) is not None), None)
    if m is None or _DOUBT.search(said):
        return None
    if "only" in m.re.groupindex and not (m["only"] or m["only2"]):
        return None  # "he can come at 12:15": an offer, not the one time there is
    due = ctx.date(m["d"])
    if due is None or due.end <= ctx.now:
        return None
    when = describe_due(due.last_moment, ctx.tz)
    # someone named gives the day: only a to-do with them, or naming no one, is theirs to move
    named = None if m["who"].lower() in ("he", "she", "they") else m["who"]
    asked = Unclear(f"What should move to {when}? Say it with its name.", said)
    return [MoveCommitment("that", due, otherwise=asked, by=named)]

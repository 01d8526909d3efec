"""A to-do called off now and taken up later, in one sentence: "cancel the dentist, i'll do it in
jan", "skip gym today, will do it tmrw", "scrap the vet, gonna book it for next week".

Each clause is read on its own: the first a cancellation of the named to-do, the second a move of
"it" (the to-do the conversation was about, chosen by :mod:`memory.derive`). With the named one
already closed, "it" fell on whatever else was touched lately, and another to-do was moved (a
wrong store). "It" is the to-do the first clause names, and the sentence says when to do it: one
move of that to-do, which asks when none is open.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CancelCommitment, Intent, MoveCommitment, Unclear
from memory.understanding.timex import find_spans, has_date_words

__all__ = ["put_off", "put_off_later"]

_POINTED = ("that", "it", "this")


def put_off(read: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``read`` (a sentence's intents, each with its clause) with a cancellation followed by a
    move of "it" made one move of the cancelled to-do."""
    if len(read) != 2:
        return read
    (first, said), (then, _) = read
    if not (isinstance(first, CancelCommitment) and isinstance(then, MoveCommitment)):
        return read
    if then.action.lower() not in _POINTED or first.by is not None:
        return read  # "the caterer cancelled, we'll sort it monday": theirs, not a to-do put off
    return [(replace(then, action=first.action, otherwise=None), said)]


# only when, hedged: "next week sometime", "maybe thurs", "prob after xmas", "sometime in jan" (the words around a
# day that name no other thing)
_HEDGE = re.compile(
    r"\b(?:maybe|prob|probably|hopefully|possibly|perhaps|likely|sometime|some\s+time|at\s+some\s+point|instead"
    r"|then|i\s+guess|i\s+think|i\s+hope|fingers\s+crossed|later|or\s+so|ish|again|now|in|on|for|at|the|to|be"
    r"|(?:we'll|will|we\s+will|i'll|gonna|going\s+to|should|might|may)(?:\s+(?:do|try|have|aim\s+for|go\s+for))?"
    r"(?:\s+it)?|rebook(?:ed|ing)?|re-book(?:ed|ing)?|reschedul(?:e|ed|ing))\b|[,.!?~\-–—]",
    _I,
)


def put_off_later(found: list[Intent], unread: list[str], ctx: _Ctx) -> list[Intent]:
    """``found`` with a cancellation asked about when a sentence after it, read as nothing, says
    only when it will be instead: "the scan is off, Sian's sick. next week sometime" puts the scan
    off, it does not call it off (never a cancellation stored; the user is asked when it is now)."""
    called_off = [i for i in found if isinstance(i, CancelCommitment)]
    if len(called_off) != 1 or not any(_only_when(text, ctx) for text in unread):
        return found
    cancel = called_off[0]
    ask = Unclear(
        f"Is “{cancel.action}” put off rather than called off? Say when it is now, e.g. “{cancel.action} "
        f"moved to next Tuesday”, or “cancel {cancel.action}” to drop it.",
        cancel.action,
    )
    return [ask if intent is cancel else intent for intent in found]


def _only_when(text: str, ctx: _Ctx) -> bool:
    """Whether ``text`` names only a day to come, with hedges around it ("next week sometime")."""
    if not has_date_words(text):
        return False
    spans = find_spans(text, now=ctx.now, tz=ctx.tz)
    if not spans or any(span.spec is None or span.spec.start <= ctx.now for span in spans):
        return False
    rest = text
    for span in reversed(spans):
        rest = rest[: span.start] + " " + rest[span.end :]
    return not _HEDGE.sub(" ", rest).strip()

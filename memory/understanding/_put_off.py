"""A to-do called off now and taken up later, in one sentence: "cancel the dentist, i'll do it in
jan", "skip gym today, will do it tmrw", "scrap the vet, gonna book it for next week".

Each clause is read on its own: the first a cancellation of the named to-do, the second a move of
"it" (the to-do the conversation was about, chosen by :mod:`memory.derive`). With the named one
already closed, "it" fell on whatever else was touched lately, and another to-do was moved (a
wrong store). "It" is the to-do the first clause names, and the sentence says when to do it: one
move of that to-do, which asks when none is open.
"""

from __future__ import annotations

from dataclasses import replace

from memory.understanding.intents import CancelCommitment, Intent, MoveCommitment

__all__ = ["put_off"]

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

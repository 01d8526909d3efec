"""A to-do with someone put off till they are back, said with their absence: "broker's off till wed,
call him then", "Sam's away till fri, ring her then".

The first clause is the person's absence (a status, away until a day); the second a to-do of the
user's with them, by its pronoun, on the day they are back. When that to-do is open already
("gotta call the broker tmrw"), the message moves it: the absence is why the day changed. A new
to-do "call him" beside it left the old one due on a day the person is away, and two calls kept.
So the to-do is read as a move of "<verb> <person>", and as the new to-do it was when nothing
open fits (:class:`~memory.understanding.intents.MoveCommitment` ``otherwise``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._away_status import AWAY_STATUS
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, StateClaim

__all__ = ["away_then_moved"]

# "call him", "ring her", "chase them": a verb and the absent person by their pronoun alone
_VERB_THEM = re.compile(r"^(?P<v>[a-z]+)\s+(?:him|her|them)$", _I)


def away_then_moved(read: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``read`` (a sentence's intents, each with its clause) with a to-do "<verb> him/her" on the day the
    person the clause before says is away is back made a move of that to-do with them."""
    if len(read) != 2:
        return read
    (away, said), (todo, clause) = read
    if not (isinstance(away, StateClaim) and isinstance(todo, NewCommitment)) or away.until is None:
        return read
    m = _VERB_THEM.match(todo.action.strip())
    if m is None or away.predicate != "status" or not AWAY_STATUS.search(away.value) or todo.owner != "me":
        return read
    if todo.due is None or todo.due.start != away.until.start or todo.counterparty not in (None, away.subject):
        return read  # "Sam's away till fri, call him mon": another day, not the day he is back
    person = away.subject
    move = MoveCommitment(f"{m['v']} {person}", todo.due, otherwise=replace(todo, counterparty=person))
    return [(away, said), (move, clause)]

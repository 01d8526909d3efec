"""Whom a new to-do's "him"/"her" means when the same message just finished a to-do for someone.

"photos sent and ladder returned, gotta thank him for the fish by tues", with "send the photos
to Ambroise" and "return the ladder to Ambroise" open: the to-dos the message marked done (or
moved, or cancelled) name one person, and the pronoun of the to-do said with them is that person,
its counterparty. Pure: the caller passes the to-dos the message changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memory.model import Commitment
from memory.understanding import NewCommitment
from memory.understanding._referents import only_name

_HIM_OR_HER = re.compile(r"\b(?:him|her)\b", re.IGNORECASE)


def person_of_done(todo: NewCommitment, changed: Iterable[Commitment]) -> str | None:
    """The one person the to-dos in ``changed`` are for (their counterparty, or a name in their
    action), when ``todo`` says "him" or "her" and has no counterparty yet; else None."""
    if todo.counterparty or not _HIM_OR_HER.search(todo.action):
        return None
    named = {c.counterparty or only_name([c.action], besides=c.owner) for c in changed}
    named.discard("me")
    return named.pop() if len(named) == 1 and None not in named else None

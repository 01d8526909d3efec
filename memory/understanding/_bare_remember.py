"""A to-do that is only "remember": "bins out on tuesdays, gotta remember", "dentist at 4,
must not forget". The verb says the clause beside it is to be kept in mind; it is no thing
to do of its own, so it is dropped when that clause was read, and never kept as "remember".
A message that says only "gotta remember" is left to the net, which asks what.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment, Unclear

_ONLY_REMEMBER = re.compile(
    r"^(?:to\s+)?(?:remember|not\s+forget|don'?t\s+forget|keep\s+(?:it\s+)?in\s+mind)"
    r"(?:\s+(?:it|that|this|them|to|lol|pls|please|ok|too|again))*$",
    _I,
)


def only_remember(intent: Intent) -> bool:
    """Whether ``intent`` is a to-do (or one offered) whose action says only "remember"."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    return isinstance(todo, NewCommitment) and bool(_ONLY_REMEMBER.match(todo.action.strip()))


def without_bare_remember(found: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``found`` without its "remember" to-dos when something else was read beside them."""
    kept = [(intent, clause) for intent, clause in found if not only_remember(intent)]
    return kept if kept else found

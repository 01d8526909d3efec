"""Who recap serves: the platform-qualified ids of ``RECAP_ALLOWED_USERS``.

Anyone else gets one polite refusal and nothing of theirs is stored — not even the fact that
they wrote: the set of people already refused lives in memory only, so a restart may refuse a
stranger once more, and it is bounded so that a flood of strangers cannot grow it without end.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

REMEMBERED_REFUSALS = 10_000


def refusal(user: str) -> str:
    return (
        "Sorry — this recap is private and serves only the people its owner has listed, so I keep "
        f"nothing you send. If you should be on that list, ask its owner to add your id: {user}"
    )


class Access:
    def __init__(self, allowed: Iterable[str], *, remembered: int = REMEMBERED_REFUSALS) -> None:
        self.allowed = frozenset(allowed)
        self._refused: OrderedDict[str, None] = OrderedDict()
        self._remembered = remembered

    def allows(self, user: str) -> bool:
        return user in self.allowed

    def first_refusal(self, user: str) -> bool:
        """True the first time ``user`` (not allowed) is seen; they get the refusal then only."""
        if user in self._refused:
            self._refused.move_to_end(user)
            return False
        self._refused[user] = None
        while len(self._refused) > self._remembered:
            self._refused.popitem(last=False)
        return True

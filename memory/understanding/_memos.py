"""The reader's memos of one message's readings, and a way to empty them all.

The readers memoise what they read of a clause in a moment (functools caches keyed by the
words and the message's context): the forms of one message try the same clause several times
over. The same message read again at the same moment is then served from them, which is right
for recap and wrong for a benchmark of a first reading: :func:`forget_readings` empties them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

_Memo = TypeVar("_Memo", bound=Callable[..., object])

_CLEARS: list[Callable[[], None]] = []  # the cache_clear of every memo registered


def per_message(memo: _Memo) -> _Memo:
    """Register ``memo`` (a functools cache of readings of a message's clauses) so that
    :func:`forget_readings` empties it."""
    _CLEARS.append(memo.cache_clear)  # type: ignore[attr-defined]
    return memo


def forget_readings() -> None:
    """Empty every registered memo, as before a message never read."""
    for clear in _CLEARS:
        clear()

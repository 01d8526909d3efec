"""The only place recap asks the machine what time it is.

Code that needs "now" is handed a :class:`Clock`. Tests and ``recap eval`` use
:class:`VirtualClock`, whose time moves only when told to.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime:
        """The current instant, timezone-aware UTC."""
        ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)


class VirtualClock:
    """A clock that stands still until :meth:`set` moves it; it never goes backwards."""

    def __init__(self, start: datetime) -> None:
        self._now = as_utc(start)

    def now(self) -> datetime:
        return self._now

    def set(self, when: datetime) -> None:
        when = as_utc(when)
        if when < self._now:
            raise ValueError(f"virtual clock cannot go back from {self._now} to {when}")
        self._now = when


def as_utc(when: datetime) -> datetime:
    """The same instant in UTC; a naive datetime is refused rather than guessed at."""
    if when.tzinfo is None or when.utcoffset() is None:
        raise ValueError(f"naive datetime {when!r}: recap stores only aware times")
    return when.astimezone(UTC)

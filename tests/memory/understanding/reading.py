"""What the reader's tests share: a message read at a fixed moment, and what it read put as short
values to compare (each to-do's action with its due, each intent's kind)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import (
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    extract,
)

DAY_AND_TIME = "%a %d %H:%M"  # "Fri 05 00:00": a due's local day and time


@dataclass(frozen=True)
class Reading:
    """Messages read as sent at ``now`` by a user in ``tz``: ``Reading(now, tz)("need to …")``."""

    now: datetime
    tz: ZoneInfo
    fmt: str = DAY_AND_TIME

    def __call__(self, text: str) -> list[Intent]:
        return extract(text, now=self.now, tz=self.tz)

    def when(self, intent: Intent) -> str | None:
        """A to-do's or a move's due, local, as ``fmt`` says; None when it has none."""
        due = intent.due if isinstance(intent, NewCommitment | MoveCommitment) else None
        return due.start.astimezone(self.tz).strftime(self.fmt) if due is not None else None

    def asked(self, text: str) -> list[Question]:
        """The questions ``text`` asks; fails when it reads anything but questions."""
        found = self(text)
        assert found and all(isinstance(i, Question) for i in found), found
        return [i for i in found if isinstance(i, Question)]

    def opened(self, text: str) -> list[str]:
        """The topics of the issues ``text`` opens, in order."""
        return [i.topic for i in self(text) if isinstance(i, OpenEpisode)]

    def resolved(self, text: str) -> list[str]:
        """The topics of the issues ``text`` resolves, in order."""
        return [i.topic for i in self(text) if isinstance(i, ResolveEpisode)]

    def facts(self, text: str) -> list[tuple[str, str, str]]:
        """(subject, predicate, value) of each fact ``text`` states, in order."""
        return [(i.subject, i.predicate, i.value) for i in self(text) if isinstance(i, StateClaim)]

    def todos(self, found: list[Intent]) -> list[tuple[str, str | None]]:
        """(action, due) of each to-do in ``found``, in order."""
        return [(i.action, self.when(i)) for i in found if isinstance(i, NewCommitment)]

    def owned(self, found: list[Intent]) -> list[tuple[str, str, str | None]]:
        """(action, owner, due) of each to-do in ``found``, in order."""
        return [(i.action, i.owner, self.when(i)) for i in found if isinstance(i, NewCommitment)]

    def promised(self, found: list[Intent]) -> list[tuple[str, str, str | None, str | None]]:
        """(action, owner, counterparty, due) of each to-do in ``found``, in order."""
        return [(i.action, i.owner, i.counterparty, self.when(i)) for i in found if isinstance(i, NewCommitment)]


def kinds(found: list[Intent]) -> list[str]:
    """The kind of each intent, in order: ["StateClaim", "NewCommitment"]."""
    return [type(i).__name__ for i in found]

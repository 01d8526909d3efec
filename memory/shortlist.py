"""Lists kept short at any history length: the items that matter most, up to a cap, and one
line saying how many more there are and where to see them.

A user with years of history can hold thousands of open commitments, overdue ones among them.
No one reads a chat reply listing them all, no model prompt holds them, and formatting each one
costs time that grows with the history. So every list recap sends or hands a model picks its
first :data:`CHAT` (or :data:`CONTEXT`) items by what the list means — the soonest due, the
most recently overdue, the newest change — with a heap over a cheap key (:func:`pick`), before
anything is formatted, and ends with :func:`more_line`. A list under its cap is shown whole and
exactly as before; ``/due all`` lists every open commitment.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any, TypeVar

from memory.model import Commitment, IssueEpisode

CHAT = 10  # the items of one list in a chat answer or a briefing section
CONTEXT = 20  # the items of one block of a model's recall context
ALL_OPEN = "/due all lists every open one"  # where to see every open commitment

T = TypeVar("T")


def pick(items: Iterable[T], limit: int | None, relevance: Callable[[T], Any]) -> tuple[list[T], int]:
    """The ``limit`` most relevant of ``items`` (smallest ``relevance`` first; every item with
    ``limit`` None), in the order they came, and how many items there were. Nothing but the
    key is computed for the items left out."""
    pool = list(items)
    if limit is None or len(pool) <= limit:
        return pool, len(pool)
    chosen = {id(item) for item in heapq.nsmallest(limit, pool, key=relevance)}
    return [item for item in pool if id(item) in chosen], len(pool)


def more_line(hidden: int, what: str, hint: str) -> str:
    """The line closing a list that left ``hidden`` items out: "… and 2,340 more overdue,
    due earlier — /due all lists every open one"."""
    return f"… and {hidden:,} more {what} — {hint}."


_FAR = datetime.max.replace(tzinfo=UTC)


def urgency(now: datetime) -> Callable[[Commitment], tuple[int, float, int]]:
    """The relevance of an open commitment at ``now``, for :func:`pick`: those still to come
    soonest due first, then the overdue most recently due first, then the undated newest first."""

    def key(c: Commitment) -> tuple[int, float, int]:
        due = c.due
        if due is None:
            return (2, -c.created_at.timestamp(), -c.id)
        if due < now and c.is_open:  # memory.commitments.is_overdue, its cheap test first (a long list's key)
            return (1, -due.timestamp(), -c.id)
        return (0, due.timestamp(), c.id)

    return key


def soonest(c: Commitment) -> tuple[datetime, int]:
    """The relevance of a commitment still to come: the soonest due first."""
    return (c.due or _FAR, c.id)


def latest_due(c: Commitment) -> tuple[float, int]:
    """The relevance of an overdue commitment: the most recently due first."""
    return (-(c.due or _FAR).timestamp(), -c.id)


def latest_opened(episode: IssueEpisode) -> tuple[float, int]:
    """The relevance of an open issue: the most recently opened first."""
    return (-episode.opened_at.timestamp(), -episode.id)

"""A to-do dated by a stretch of days and then, after a comma, by a deadline: "need to book the
mechanic this week, by fri latest", "get the car washed next month, before the 9th".

The comma cuts the deadline off as a detail, so the main clause alone reads as due at the end of
the stretch. The deadline said after it is the later and more exact word: the sentence read
whole (where :func:`memory.understanding._commitment_intro._dated` lets a deadline bound the
stretch before it) gives the due. Hand-written: one check on what two readings found.
"""

from __future__ import annotations

from datetime import timedelta

from memory.understanding.intents import Intent, NewCommitment, Unclear


def _over_days(intent: Intent) -> bool:
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    due = todo.due if isinstance(todo, NewCommitment) else None
    return due is not None and due.end - due.start > timedelta(days=1)


def period_dated(found: list[Intent]) -> bool:
    """Whether ``found`` is to-dos (kept or offered) due within a stretch of days."""
    return bool(found) and all(_over_days(intent) for intent in found)


def bounded(found: list[Intent], whole: list[Intent]) -> bool:
    """Whether ``whole`` (the sentence read as one) dates the to-dos of ``found`` by a day in place
    of their stretch."""
    return (
        len(whole) == len(found)
        and all(isinstance(intent, NewCommitment) and intent.due is not None for intent in whole)
        and not period_dated(whole)
    )

"""Tests for memory.derive: a bare weekday putting right a due in the coming week is read as the
weekday said on its own, the next one after today ("by monday… sorry, meant wednesday" on a
Monday is this Wednesday); today's own weekday, and a due further off, keep the weekday nearest
the old due."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2026-11-30T08:00:00-05:00"  # a Monday
TZ = zone("America/New_York")


async def _moved(memory: Memory, said: str, correction: str, word: str) -> str:
    _, user_id, _ = await chat(memory, START, str(TZ.key), [said, correction])
    [found] = [c for c in await commitments_of(memory.store, user_id) if word in c.action]
    assert found.due is not None
    return found.due.astimezone(TZ).date().isoformat()


@pytest.mark.parametrize(
    ("said", "correction", "word", "day"),
    [
        ("I'll send the proposal to Aisha by monday", "sorry, meant wednesday", "proposal", "2026-12-02"),
        ("need to renew the work pass by tuesday", "no wait, thursday", "work pass", "2026-12-03"),
        ("remind me to pay the cleaner on friday", "oops meant tues", "cleaner", "2026-12-01"),
        ("I'll call Bea by sunday", "*sat", "Bea", "2026-12-05"),
        ("Arjun will send the term sheet by wed", "typo, thurs not wed", "term sheet", "2026-12-03"),
        ("gotta book the ferry by next monday", "ugh meant weds", "ferry", "2026-12-02"),
        ("I'll collect the specs from the optician on thursday", "meant sat", "specs", "2026-12-05"),
        ("need to file the claim by friday", "correction: tuesday", "claim", "2026-12-01"),
        # today's weekday: the one nearest the old due, a week on
        ("email Omar friday", "i meant monday", "Omar", "2026-12-07"),
        # a due further off: the weekday nearest it
        ("I'll review the budget with Nadia by next Friday", "not friday, thursday", "budget", "2026-12-10"),
    ],
)
async def test_a_weekday_correction_of_a_due_this_week(
    memory: Memory, said: str, correction: str, word: str, day: str
) -> None:
    assert await _moved(memory, said, correction, word) == day

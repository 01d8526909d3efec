"""Tests for memory.derive: someone asking for more time, named by who they are alone ("Aditi
needs till thurs", "correction: nicolás needs till thurs"), moves the open to-do they own; with
none of theirs open, recap asks which to-do it is, and keeps nothing new."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2026-11-30T08:00:00-05:00"  # a Monday
TZ = zone("America/New_York")


@pytest.mark.parametrize(
    ("said", "asked", "word", "day"),
    [
        ("Aditi will send the logo files by tues", "Aditi needs till thurs", "logo", "2026-12-03"),
        ("Nicolás will send the rfp answers by tues", "correction: nicolás needs till thurs", "rfp", "2026-12-03"),
        ("Kwame will finish the draft by wed", "Kwame wants until friday", "draft", "2026-12-04"),
        ("Mei will review the contract by tmrw", "mei needs until the 7th", "contract", "2026-12-07"),
        ("Tunde's fixing the gate by wed", "Tunde asked for more time, till sat", "gate", "2026-12-05"),
        ("Ravi will ship the samples by thurs", "ravi needs a few more days, until monday", "samples", "2026-12-07"),
        ("Sofia will send the floor plans by wednesday", "Sofia wants till fri", "floor plans", "2026-12-04"),
        ("Jonas will book the venue by tuesday", "Jonas needs till the 9th", "venue", "2026-12-09"),
    ],
)
async def test_more_time_asked_by_someone_moves_their_todo(
    memory: Memory, said: str, asked: str, word: str, day: str
) -> None:
    _, user_id, _ = await chat(memory, START, str(TZ.key), [said, asked])
    [found] = [c for c in await commitments_of(memory.store, user_id) if word in c.action]
    assert found.due is not None and found.due.astimezone(TZ).date().isoformat() == day


@pytest.mark.parametrize("asked", ["Aditi needs till thurs", "Kwame wants until friday"])
async def test_with_nothing_of_theirs_open_recap_asks(memory: Memory, asked: str) -> None:
    _, user_id, replies = await chat(memory, START, str(TZ.key), ["need to call the plumber by fri", asked])
    assert "?" in replies[-1]
    assert [c.action for c in await commitments_of(memory.store, user_id)] == ["call the plumber"]

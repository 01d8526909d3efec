"""Appointments, events and other people's plans, played through the dispatcher with a real
store: an agenda line is kept as a to-do due at its time (and a rebuild from the files keeps
it the same); a past one keeps nothing and asks nothing; someone about to move a shared thing
moves the gathering that fits, and asks (never a new to-do) when none does; jobs others took
on are theirs, undated."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.home import Home
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute, rebuilt, snapshot

START = "2027-03-09T09:00:00+00:00"  # a Tuesday
TZ = "Europe/London"
LONDON = ZoneInfo(TZ)


@pytest.mark.parametrize(
    ("said", "action", "due"),
    [
        ("parents evening thursday 6pm", "parents evening", "2027-03-11 18:00"),
        ("1:1 w/ Sade fri 10", "1:1 with Sade", "2027-03-12 10:00"),
        ("haircut @ 4 tmrw", "haircut", "2027-03-10 16:00"),
        ("flight to Lagos on the 12th", "flight to Lagos", "2027-03-12 23:59"),
        ("Chidi's graduation sat 2pm 🎓", "Chidi's graduation", "2027-03-13 14:00"),
    ],
)
async def test_an_agenda_line_is_kept_due_at_its_time(memory: Memory, said: str, action: str, due: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [said])
    found = await commitments_by_action(memory, user_id)
    assert list(found) == [action], replies
    assert found[action].owner == "me" and local_minute(found[action].due, LONDON) == due, replies
    assert "Noted" in replies[0]


@pytest.mark.parametrize("said", ["had the vet yesterday", "dentist was at 3", "the vet yesterday"])
async def test_a_past_agenda_line_keeps_nothing_and_asks_nothing(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [said])
    assert await commitments_by_action(memory, user_id) == {}
    assert "?" not in " ".join(replies), replies


async def test_an_agenda_line_with_a_bare_clock_number_asks(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["dentist at 9"])
    assert await commitments_by_action(memory, user_id) == {}
    assert "?" in " ".join(replies), replies


async def test_someone_about_to_move_the_standup_moves_it(memory: Memory) -> None:
    lines = [
        "standup w Kemal wed 9:30am",
        "email Kemal the notes by friday",
        "Kemal is moving the standup to 10 tomorrow",
    ]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    found = await commitments_by_action(memory, user_id)
    assert set(found) == {"standup with Kemal", "email Kemal the notes"}, found
    standup = found["standup with Kemal"]
    assert standup.status is CommitmentStatus.MOVED and local_minute(standup.due, LONDON) == "2027-03-10 10:00", replies
    assert found["email Kemal the notes"].status is CommitmentStatus.ACCEPTED


async def test_someone_about_to_move_what_recap_does_not_hold_asks_and_adds_nothing(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Kemal is moving the standup to 10 tomorrow"])
    assert await commitments_by_action(memory, user_id) == {}
    assert "?" in " ".join(replies), replies


async def test_jobs_others_took_on_are_theirs(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Ama's handling catering and Kofi's booking the venue"])
    found = await commitments_by_action(memory, user_id)
    assert {(a, c.owner, c.due) for a, c in found.items()} == {
        ("handle catering", "Ama", None),
        ("book the venue", "Kofi", None),
    }, replies


async def test_agenda_lines_rebuild_the_same(memory: Memory, home: Home) -> None:
    clock, user_id, _ = await chat(
        memory, START, TZ, ["school play wed", "mtg w Rahul 2pm thurs", "Jia's bringing the cake"]
    )
    before = await snapshot(memory, user_id)
    fresh = await rebuilt(memory, home, clock.now())
    try:
        assert await snapshot(fresh, user_id) == before
        assert set(await commitments_by_action(fresh, user_id)) == {"school play", "mtg with Rahul", "bring the cake"}
    finally:
        await fresh.close()

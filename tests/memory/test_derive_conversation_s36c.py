"""Session 36 (busy users outside the corpora): what a firm or a trade moved is the user's to-do
they moved ("BA moved the flight to the 19th same time"), when words only that to-do has name it
and it is no gathering with someone else."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat, todo_states

START = "2026-12-07T21:45:00+01:00"  # a Monday evening in Lagos
TZ = "Africa/Lagos"


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("BA moved the flight to the 19th same time", "2026-12-19 23:40"),
        ("the airline moved my flight to the 19th", "2026-12-19 23:40"),
        ("KLM moved the flight to the 20th", "2026-12-20 23:40"),
        ("the airline has moved the flight to monday", "2026-12-14 23:40"),
    ],
)
async def test_a_firm_moved_my_thing(memory: Memory, said: str, due: str) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["flight to london is on the 18th at 11:40pm, BA 74", said]
    )
    assert states["flight to london"] == ("open", due), (states, replies)


async def test_someone_moving_another_thing_moves_nothing(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["send the report to Tom by friday", "Ines moved the report to monday"]
    )
    assert states["send the report to Tom"] == ("open", "2026-12-11 23:59"), (states, replies)


async def test_a_gathering_with_someone_else_is_not_theirs_to_move(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["lunch with Tom on friday", "Ines moved lunch to monday"])
    assert states["lunch with Tom"] == ("open", "2026-12-11 23:59"), (states, replies)


@pytest.mark.parametrize(
    ("opened", "fixed"),
    [
        ("the generator has refused to start since morning", "mechanic came, gen is working now"),
        ("generator not working", "genny's back on"),
        ("the generator died", "gen fixed"),
        ("the refrigerator isn't cooling", "fridge is working again"),
    ],
)
async def test_a_machine_by_its_clipped_name_is_the_same_issue(memory: Memory, opened: str, fixed: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [opened, fixed])
    episodes = await memory.store.episodes(user)
    assert len(episodes) == 1 and episodes[0].resolved_at is not None, (episodes, replies)


async def test_a_parents_appointment_moved_and_asked_about(memory: Memory) -> None:
    start, tz = "2026-12-08T07:10:00-07:00", "America/Denver"
    lines = [
        "mom has cardiology appt thurs at 2:15 at st joseph's, need to drive her",
        "cardiology moved to friday 10am",
    ]
    states, replies = await todo_states(memory, start, tz, lines)
    assert states["mom's cardiology appt at st joseph's"] == ("open", "2026-12-11 10:00"), (states, replies)
    _, _, replies = await chat(memory, "2026-12-08T09:00:00-07:00", tz, ["when's mom's cardiology"])
    assert "Fri 11 December 2026 10:00" in replies[-1], replies


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        ("is my laptop still not charging", "No"),
        ("is the laptop charging now", "Yes"),
    ],
)
async def test_asked_after_a_device_at_its_job_again(memory: Memory, said: str, answer: str) -> None:
    lines = ["my laptop has refused to charge since yesterday", "laptop is charging now, it was the cable", said]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1].startswith(answer), replies


async def test_asked_while_it_still_fails(memory: Memory) -> None:
    lines = ["my laptop has refused to charge", "is my laptop still not charging"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1].startswith("Yes"), replies

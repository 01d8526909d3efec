"""Session 43's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, chat_timed, commitments_by_action, local_minute

START = "2026-12-07T07:50:00+00:00"  # a Monday morning
TZ = "Europe/Lisbon"


@pytest.mark.parametrize(
    ("occasion", "todo", "action", "due"),
    [
        ("flight to Lisbon on the 18th, 6:40am", "need to pack the night before", "pack", "2026-12-17 23:59"),
        ("book the vet for sat", "need to get cash the day before.", "get cash", "2026-12-11 23:59"),
        ("parents evening thurs 6pm", "print the reports 2 days before", "print the reports", "2026-12-08 23:59"),
        # the one day the message before said, nothing kept of it
        ("movers come on the 20th", "confirm with them the day after", "confirm with them", "2026-12-21 23:59"),
    ],
)
async def test_a_todo_counted_from_the_day_just_said_is_due_then(
    memory: Memory, occasion: str, todo: str, action: str, due: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [occasion, todo])
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept[action].due, ZoneInfo(TZ)) == due, replies
    assert replies[-1].startswith(f"Noted: {action}, due "), replies


@pytest.mark.parametrize(
    "lines",
    [
        [(0, "need to pack the night before")],  # nothing dated before it
        [(0, "flight to Lisbon on the 18th"), (45, "need to pack the night before")],  # said long before
        # counted from a day counted itself: before which?
        [
            (0, "flight to Lisbon on the 18th"),
            (1, "need to pack the night before"),
            (2, "confirm the taxi the day before"),
        ],
    ],
)
async def test_a_todo_counted_from_no_day_just_said_is_asked_about(
    memory: Memory, lines: list[tuple[int, str]]
) -> None:
    _, user, replies = await chat_timed(memory, START, TZ, lines)
    assert "I don't know its date" in replies[-1], replies
    assert "before the night" not in replies[-1], replies
    kept = await commitments_by_action(memory, user)
    last = lines[-1][1]
    assert not any(action in last and c.due is not None for action, c in kept.items()), kept


async def test_a_thing_not_ready_till_a_day_never_moves_handing_it_in(memory: Memory) -> None:
    lines = ["tmrw: drop car at garage", "garage rang, car wont be ready till thurs"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept["drop car at garage"].due, ZoneInfo(TZ)) == "2026-12-08 23:59", replies
    assert not replies[-1].startswith("Moved"), replies

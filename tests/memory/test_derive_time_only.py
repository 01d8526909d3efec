"""Tests for memory.derive: a move or correction that names only a time of day keeps the
to-do's day and changes its time (issue 9). A time earlier than now on the due's day is still
that day (the due is ahead); a to-do with no due takes the next such time; two that fit are
asked about. Through the dispatcher and a real store, from Tuesday 1 December 2026 18:04 in
London (12:30 today has passed)."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2026-12-01T18:04:00+00:00"
TZ = zone("Europe/London")


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, str]:
    """Say ``lines`` a minute apart from START; the user id and the last reply."""
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, "\n".join(replies)


async def _dues(memory: Memory, user_id: str) -> dict[str, str | None]:
    """Each open to-do's due, local, to the minute."""
    return {
        c.action: c.due.astimezone(TZ).isoformat()[:16] if c.due else None
        for c in await commitments_of(memory.store, user_id)
        if c.is_open
    }


async def test_a_correction_to_a_time_already_passed_today_keeps_the_todos_day(memory: Memory) -> None:
    """The lead's probe: 12:30 has passed today, but the lunch is on Thursday: Thursday 12:30,
    stored (one open lunch with a time is a clear correction), the other to-do untouched."""
    user_id, reply = await _chat(memory, ["lunch w/ Sam thurs 1pm, also book flights to Lisbon",
                                          "no wait, lunch is at 12:30"])
    assert reply.startswith("Updated: lunch with Sam is due Thu 3 December 2026 12:30 (was Thu 3 December 2026 13:00)")
    assert await _dues(memory, user_id) == {"lunch with Sam": "2026-12-03T12:30", "book flights to Lisbon": None}


async def test_a_todo_due_tomorrow_keeps_tomorrow(memory: Memory) -> None:
    """'oops dinner's at 8' for a 7pm dinner tomorrow: tomorrow 8pm (the half of the day
    nearer its old time), not this evening's 8pm."""
    user_id, reply = await _chat(memory, ["dinner with Kofi tmrw 7pm", "oops dinner's at 8"])
    assert "Updated:" in reply
    assert await _dues(memory, user_id) == {"dinner with Kofi": "2026-12-02T20:00"}


async def test_a_todo_with_no_due_takes_the_next_such_time(memory: Memory) -> None:
    """An undated to-do keeps today's rule: 4pm has passed at 18:04, so tomorrow 4pm."""
    user_id, _ = await _chat(memory, ["need to call Ana", "no wait, the Ana call is at 4pm"])
    assert await _dues(memory, user_id) == {"call Ana": "2026-12-02T16:00"}


async def test_two_todos_the_name_fits_are_asked_about_and_the_answer_keeps_its_day(memory: Memory) -> None:
    """Two lunches: recap asks which and changes nothing; the one chosen keeps its own day."""
    lines = ["lunch w/ Sam thurs 1pm", "lunch with Ana fri 1pm", "no wait, lunch is at 12:30"]
    user_id, reply = await _chat(memory, lines)
    assert "Which one?" in reply and "lunch with Sam" in reply and "lunch with Ana" in reply
    assert await _dues(memory, user_id) == {"lunch with Sam": "2026-12-03T13:00", "lunch with Ana": "2026-12-04T13:00"}
    user_id, _ = await _chat(memory, [*lines, "2"])
    assert (await _dues(memory, user_id))["lunch with Ana"] == "2026-12-04T12:30"


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("lunch's at 4 now", "2026-12-03T16:00"),
        ("lunch now half 12", "2026-12-03T12:30"),
        ("make it 11", "2026-12-03T11:00"),  # 11 nearer 1pm is the morning, not 11pm
        ("can we do 5 instead", "2026-12-03T17:00"),
        ("same day but 10am", "2026-12-03T10:00"),
        ("sorry, lunch at 11:45", "2026-12-03T11:45"),
    ],
)
async def test_moves_and_corrections_in_other_words_keep_the_day(memory: Memory, said: str, due: str) -> None:
    """Each wording, on a 1pm Thursday lunch: the day stays Thursday."""
    user_id, reply = await _chat(memory, ["lunch w/ Sam thurs 1pm", said])
    assert await _dues(memory, user_id) == {"lunch with Sam": due}, reply


async def test_a_named_time_with_no_such_todo_asks_to_track_it(memory: Memory) -> None:
    """'sorry, the dentist is at 3' with no dentist: no fact or other to-do changes; recap
    offers to track it."""
    user_id, reply = await _chat(memory, ["lunch w/ Sam thurs 1pm", "sorry, the dentist is at 3"])
    assert "no open commitment matching “dentist”" in reply
    assert await _dues(memory, user_id) == {"lunch with Sam": "2026-12-03T13:00"}


@pytest.mark.parametrize(
    "fix",
    ["timesheet is due at 8pm", "ugh wrong, timesheet is due at 8pm", "no wait, the timesheet's due at 8pm",
     "wrong, timesheet is due 8pm"],
)
async def test_a_things_due_said_again_puts_the_open_one_right(memory: Memory, fix: str) -> None:
    """The lead's probe: "timesheet is due at 4" after "need to submit timesheet by 5 today"
    kept a second to-do "timesheet"; "no wait, …" kept "no wait, timesheet"."""
    user_id, reply = await _chat(memory, ["need to submit timesheet by 9pm today", fix])
    assert await _dues(memory, user_id) == {"submit timesheet": "2026-12-01T20:00"}, reply


@pytest.mark.parametrize(
    ("move", "due"),
    [
        ("push the Dev call back an hour", "2026-12-02T16:00"),
        ("push dev call by 30 mins", "2026-12-02T15:30"),
        ("move the dev call an hour later", "2026-12-02T16:00"),
        ("bring the dev call forward 2 hours", "2026-12-02T13:00"),
    ],
)
async def test_a_move_by_hours_or_minutes(memory: Memory, move: str, due: str) -> None:
    """The lead's probe: "push the Dev call back an hour" kept a new to-do of those words."""
    user_id, reply = await _chat(memory, ["call with Dev tmrw 3pm", move])
    assert await _dues(memory, user_id) == {"call with Dev": due}, reply


async def test_a_move_by_an_hour_of_a_to_do_with_no_time_is_asked(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["call Dev tmrw", "push the Dev call back an hour"])
    assert "what time" in reply and await _dues(memory, user_id) == {"call Dev": "2026-12-02T23:59"}

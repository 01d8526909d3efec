"""A correction said as a step from the date it puts right ("no, the day before", "sorry, a week
later", "actually an hour earlier"), for a to-do's due and for the day a fact became true, and two
days offered with the doubt said after them ("the 10th or the 11th, can't remember which")."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2027-03-25T18:45:00+01:00"  # a Thursday evening in Zurich
TZ = "Europe/Zurich"


@pytest.mark.parametrize(
    ("before", "fix", "due"),
    [
        ("need to call the plumber fri 3pm", "no, the day before", "03-25 15:00"),
        ("need to call the plumber fri 3pm", "sorry, the day after", "03-27 15:00"),
        ("need to call the plumber fri 3pm", "oops a week later", "04-02 15:00"),
        ("need to call the plumber fri 3pm", "actually an hour earlier", "03-26 14:00"),
        ("need to call the plumber fri 3pm", "wait, 30 mins later", "03-26 15:30"),
        ("gotta renew the permit by the 3rd", "no, 2 days before", "04-01 23:59"),
    ],
)
async def test_a_due_put_right_by_a_step(memory: Memory, before: str, fix: str, due: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None, replies
    assert todo.due.astimezone(ZoneInfo(TZ)).strftime("%m-%d %H:%M") == due, replies


@pytest.mark.parametrize(
    ("fix", "day"),
    [("no, the day before", "03-23"), ("sorry, the day after", "03-25"), ("nope, a week earlier", "03-17")],
)
async def test_a_fact_day_put_right_by_a_step(memory: Memory, fix: str, day: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Sivan became head nurse yesterday", fix])
    (claim,) = [c for c in await memory.store.claims(user_id) if c.subject == "Sivan"][-1:]
    assert claim.effective_from is not None, replies
    assert claim.effective_from.astimezone(ZoneInfo(TZ)).strftime("%m-%d") == day, replies


@pytest.mark.parametrize(
    "fix",
    [
        "the 10th or the 11th, cant remember which",
        "it was fri or sat, not sure which",
        "the 3rd or 4th - i forget which",
    ],
)
async def test_two_days_and_a_doubt_are_asked(memory: Memory, fix: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["need to renew my passport by eom", fix])
    assert "Which" in replies[-1], replies
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == 31

"""Corrections said with little around them: a step alone ("eh, 2 days later") moves the date just
said; a past "since" date put right ("no, since the 5th") stays in the month it puts right; an
amount and the wrong figure ("N$480 not 450") puts right the fact holding that figure; and news
that may finish a to-do the other way round ("sam paid me back actually, nvm" after "pay back
sam") is asked about, never passed over."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, current_value

START = "2030-03-21T11:30:00+02:00"  # a Thursday in Windhoek
TZ = "Africa/Windhoek"


@pytest.mark.parametrize(
    ("before", "fix", "due"),
    [
        ("visit Ouma on sun", "eh, 2 days later", "03-26"),
        ("visit Ouma on sun", "2 days later", "03-26"),
        ("call the bank on fri", "hmm a day earlier", "03-21"),
        ("renew the rego by the 30th", "a week earlier", "03-23"),
    ],
)
async def test_a_step_alone_moves_the_last_due(memory: Memory, before: str, fix: str, due: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None, replies
    assert todo.due.astimezone(ZoneInfo(TZ)).strftime("%m-%d") == due, replies


@pytest.mark.parametrize(
    ("before", "fix", "day"),
    [
        ("the Okahandja depot has been closed since the 15th", "no, since the 5th", "03-05"),
        ("the Okahandja depot has been closed since the 15th", "sorry, since the 12th", "03-12"),
    ],
)
async def test_a_since_day_put_right_stays_in_its_month(memory: Memory, before: str, fix: str, day: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    claims = [c for c in await memory.store.claims(user_id) if c.subject == "Okahandja depot"]
    assert claims and claims[-1].effective_from is not None, replies
    assert claims[-1].effective_from.astimezone(ZoneInfo(TZ)).strftime("%m-%d") == day, replies


@pytest.mark.parametrize(
    ("before", "fix", "value"),
    [
        ("Karin's hourly rate is N$450", "N$480 not 450", "N$480"),
        ("Karin's hourly rate is N$450", "N$480 not N$450", "N$480"),
        ("Karin's hourly rate is £45", "£50 not 45", "£50"),
    ],
)
async def test_an_amount_put_right_by_its_figure(memory: Memory, before: str, fix: str, value: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    when = datetime.fromisoformat(START)
    assert await current_value(memory, user_id, "Karin", "hourly rate", when, ZoneInfo(TZ)) == value, replies


async def test_bare_figures_are_asked(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Karin's hourly rate is N$450", "480 not 450"])
    when = datetime.fromisoformat(START)
    assert await current_value(memory, user_id, "Karin", "hourly rate", when, ZoneInfo(TZ)) == "N$450"
    assert "?" in replies[-1], replies


@pytest.mark.parametrize("said", ["sam paid me back actually, nvm", "sam paid me back actually", "sam paid me back"])
async def test_paid_back_the_other_way_is_asked(memory: Memory, said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["pay back sam 20 quid", said])
    assert "pay back sam" in replies[-1] and "?" in replies[-1], replies

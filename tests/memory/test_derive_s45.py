"""Session 45: a supplier's delay moves the to-do that waits on the thing; told news keeps its day."""

from __future__ import annotations

from datetime import date
from zoneinfo import ZoneInfo

import pytest

from memory.model import Commitment
from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2026-03-02T15:00:00+00:00"  # a Monday morning in Chicago
TZ = "America/Chicago"


def _day(commitment: Commitment) -> date | None:
    return commitment.due.astimezone(ZoneInfo(TZ)).date() if commitment.due is not None else None


async def test_a_supplier_delay_moves_the_pickup_waiting_on_the_thing(memory: Memory) -> None:
    lines = ["pick up the beams from the lumber yard on thurs", "email the boss the report by wed",
             "lumber yard says the beams won't be in till the 18th"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert _day(kept["pick up the beams from the lumber yard"]) == date(2026, 3, 18), replies
    assert _day(kept["email the boss the report"]) == date(2026, 3, 4), replies


async def test_a_person_not_in_till_a_day_moves_nothing(memory: Memory) -> None:
    lines = ["email the boss the report by wed", "the boss won't be in till thurs"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert _day(kept["email the boss the report"]) == date(2026, 3, 4), replies


async def test_news_told_with_its_day_is_kept_undated_with_the_day_in_it(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["need to tell Mrs Alvarez i cant do thurs"])
    kept = await commitments_by_action(memory, user)
    assert list(kept) == ["tell Mrs Alvarez I can't do thurs"], replies
    assert kept["tell Mrs Alvarez I can't do thurs"].due is None, replies


@pytest.mark.parametrize("said", ["her first day is monday", "she starts monday"])
async def test_her_first_day_after_a_new_role_dates_the_role_as_she_starts_does(memory: Memory, said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Rosa is our new nanny", said])
    assert "effective from 9 March 2026" in replies[-1], replies


async def test_when_is_her_first_day_asks_the_start_date(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Rosa's first day is monday", "when does Rosa start?"])
    assert "9 March 2026" in replies[-1], replies

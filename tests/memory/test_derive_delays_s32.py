"""A move said as a delay (push, postpone, delay) to an earlier day (session 32): "dentist
(thurs) pushed to tues" said on a Monday, naming its own day, is the Tuesday after the Thursday,
not the next day; a date before the due ("postponed to the 9th" of one due the 10th) is asked
about. A bare weekday alone ("push the vet to thurs"), a move said plainly ("moved to tues") or
earlier ("bumped up to tues") is taken as said."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-07T08:00:00+01:00"  # a Monday morning
TZ = "Europe/Berlin"


async def _due(memory: Memory, lines: list[str]) -> tuple[dict[str, str | None], list[str]]:
    _, user, replies = await chat(memory, START, TZ, lines)
    found = await commitments_by_action(memory, user)
    return {a: local_minute(c.due, ZoneInfo(TZ)) if c.due else None for a, c in found.items()}, replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("dentist thurs", "dentist (thurs) pushed to tues"),
        ("dentist thurs", "dentist on thurs pushed to tues"),
        ("dentist thurs", "postponed thursday's dentist till tuesday"),
        ("dentist thurs", "push thursday's dentist to tues"),
    ],
)
async def test_a_delay_to_an_earlier_weekday_is_that_weekday_after_the_due(
    memory: Memory, todo: str, said: str
) -> None:
    dues, replies = await _due(memory, [todo, said])
    assert list(dues.values()) == ["2026-12-15 23:59"], (dues, replies)


@pytest.mark.parametrize("said", ["postponed the dentist to the 9th", "dentist delayed to tomorrow"])
async def test_a_delay_to_an_earlier_date_is_asked(memory: Memory, said: str) -> None:
    dues, replies = await _due(memory, ["dentist thurs", said])
    assert list(dues.values()) == ["2026-12-10 23:59"], (dues, replies)
    assert "earlier" in replies[-1]


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("dentist moved to tues", "2026-12-08 23:59"),
        ("dentist bumped up to tues", "2026-12-08 23:59"),
        ("bump the dentist to tmrw", "2026-12-08 23:59"),
        ("push the dentist to tmrw", "2026-12-08 23:59"),
        ("dentist brought forward to tues", "2026-12-08 23:59"),
        ("dentist pushed to fri", "2026-12-11 23:59"),
        ("dentist pushed to tues", "2026-12-08 23:59"),
    ],
)
async def test_a_move_said_otherwise_is_taken_as_said(memory: Memory, said: str, due: str) -> None:
    dues, replies = await _due(memory, ["dentist thurs", said])
    assert list(dues.values()) == [due], (dues, replies)

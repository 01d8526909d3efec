"""Tests for a dated to-do said as something to try (session 30): "try to call mum tmrw" was kept
with "try to" in its action, or, opening the message, as a to-do of someone named "Try"; and
"will try and get the invoices done over the weekend", with "do the invoices" due monday open,
was kept as a second to-do rather than a plan to do the open one in time."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from tests.memory.understanding.played import failures

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2027, 10, 27, 9, 0, tzinfo=ZONE)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("try to call mum tmrw", "call mum", "2027-10-28"),
        ("try to get the landlord's number tmrw", "get the landlord's number", "2027-10-28"),
        ("Try to send the deck by fri", "send the deck", "2027-10-29"),
        ("try and book the dentist fri", "book the dentist", "2027-10-29"),
        ("i'll try to call mum tmrw", "call mum", "2027-10-28"),
        ("will try and get the invoices done over the weekend", "get the invoices done", "2027-10-31"),
        ("gonna try and finish the deck tonight", "finish the deck", "2027-10-27"),
        ("tryna finish the deck tonight", "finish the deck", "2027-10-27"),
        ("im trying to get the boiler fixed by fri", "get the boiler fixed", "2027-10-29"),
    ],
)
def test_a_dated_to_do_tried_is_the_to_do(text: str, action: str, day: str) -> None:
    """Trying softens the promise; the deed and its day are kept, the user's own."""
    [todo] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert (todo.action, todo.owner, (todo.due.end - timedelta(seconds=1)).astimezone(ZONE).date().isoformat()) == (
        action, "me", day
    )


@pytest.mark.parametrize(
    "text", ["try to relax", "should try to sleep more", "we tried to call you yesterday", "try to call mum"]
)
def test_trying_with_no_day_keeps_nothing(text: str) -> None:
    """With no day said, trying names no to-do to keep (and never one of someone called Try)."""
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=ZONE))


async def test_a_tried_plan_for_an_open_to_do_changes_nothing(tmp_path: Path) -> None:
    """blind4: "get the invoices done" over the weekend is doing the invoices due monday, in time."""
    cases = [
        {"before": ["need to do the invoices by monday"],
         "say": "will try and get the invoices done over the weekend", "expect": "nothing"},
        {"before": ["need to do the invoices by monday"],
         "say": "will get the invoices done over the weekend", "expect": "nothing"},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-10-27T08:00:00+00:00", "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "action", "person", "day"),
    [
        ("Prof Tan wants the draft by thursday so need to finish the discussion section",
         "finish the discussion section", "Prof Tan", "2027-10-28"),
        ("the client wants the mockups by fri so i need to finish the icons", "finish the icons", None, "2027-10-29"),
        ("Raj wants the deck by fri so i need to redo the charts", "redo the charts", "Raj", "2027-10-29"),
    ],
)  # fmt: skip
def test_a_part_to_do_first_for_someones_deadline_is_due_by_it(
    text: str, action: str, person: str | None, day: str
) -> None:
    """What someone wants by a day, then the part the user must do first: that deed, due by the
    deadline, for the one who set it (one to-do, never the part left undated)."""
    [todo] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert (todo.action, todo.counterparty, todo.due.start.astimezone(ZONE).date().isoformat()) == (
        action, person, day
    )


def test_the_wanted_thing_then_it_keeps_the_thing() -> None:
    """ "… so ill finish it sunday": the thing wanted is the object, as before."""
    [todo] = extract("my boss wants the report before monday so ill finish it sunday", now=NOW, tz=ZONE)
    assert isinstance(todo, NewCommitment) and todo.action == "finish the report"

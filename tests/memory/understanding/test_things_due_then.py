"""Lines that say a thing's day and then what to do: a thing that runs out ("MOT for the van
runs out the 9th, need to book it by then"), a trip and when to leave ("dec 23 drive to mums,
need to leave by 7am"), a thing handed in or sent out by then ("timesheet in by half 3"), and a
caller's visit said without "is" ("boiler guy coming monday 8am") (pure ``extract``)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Asia/Singapore")
NOW = datetime(2026, 12, 4, 18, 20, tzinfo=TZ)  # a Friday


def _only(text: str) -> NewCommitment:
    found = extract(text, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _day(todo: NewCommitment) -> date | None:
    return todo.due.start.astimezone(TZ).date() if todo.due else None


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("MOT for the van runs out the 9th, need to book it by then", "book MOT for the van", date(2026, 12, 9)),
        ("the van's MOT expires on the 9th, need to book it by then", "book the van's MOT", date(2026, 12, 9)),
        ("passport expires on the 9th, need to renew it by then", "renew passport", date(2026, 12, 9)),
        ("passport runs out the 9th, need to renew it", "renew passport", date(2026, 12, 9)),
        ("insurance lapses on the 9th, must renew it before then", "renew insurance", date(2026, 12, 8)),
    ],
)
def test_a_thing_running_out_then_what_to_do_is_one_todo(text: str, action: str, day: date) -> None:
    todo = _only(text)
    assert (todo.action, _day(todo)) == (action, day)


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("dec 23 drive to mums, need to leave by 7am", "drive to mums", datetime(2026, 12, 23, 7, 0, tzinfo=TZ)),
        (
            "fly to Lagos fri, have to leave for the airport at 5pm",
            "fly to Lagos",
            datetime(2026, 12, 11, 17, 0, tzinfo=TZ),
        ),
    ],
)
def test_a_trip_then_when_to_leave_is_the_trip_due_then(text: str, action: str, when: datetime) -> None:
    todo = _only(text)
    assert todo.action == action
    assert todo.due is not None and todo.due.start == when


def test_leaving_after_a_to_do_that_is_no_trip_is_left_alone() -> None:
    found = extract("submit the report fri, need to leave by 5", now=NOW, tz=TZ)
    assert any(
        isinstance(i, NewCommitment) and i.action == "submit the report" and _day(i) == date(2026, 12, 11)
        for i in found
    )


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("timesheet in by half 3 pls remind me", "timesheet in"),
        ("expenses in by friday", "expenses in"),
        ("the newsletter out by fri", "newsletter out"),
        ("application in by the 20th", "application in"),
    ],
)
def test_a_thing_in_or_out_by_a_day_is_a_todo(text: str, action: str) -> None:
    todo = _only(text)
    assert todo.action == action and todo.due is not None


@pytest.mark.parametrize("text", ["Ama in by 9", "we're in by 9"])
def test_someone_in_by_a_time_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("boiler guy coming monday 8am", "boiler guy"),
        ("gas man coming thurs", "gas man"),
        ("window cleaner coming sat morning", "window cleaner"),
        ("pool lady coming wed", "pool lady"),
    ],
)
def test_a_caller_coming_said_without_is_is_their_visit(text: str, owner: str) -> None:
    todo = _only(text)
    assert (todo.action, todo.owner) == ("visit", owner)
    assert todo.due is not None


def test_an_occasion_said_first_is_the_due_of_what_is_done_for_it() -> None:
    (todo,) = extract("for xmas i need to book flights", now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert (todo.action, todo.due.start.astimezone(TZ).strftime("%m-%d")) == ("book flights", "12-25")

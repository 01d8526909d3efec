"""Session 50's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, NewCommitment, StateClaim
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=LONDON), LONDON)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "attribute", "value", "day"),
    [
        ("my address will be 14 Elm Rd from the 30th", "address", "14 Elm Rd", "2026-12-30"),
        ("my new number will be 07700 900555 from monday", "phone", "07700 900555", "2026-12-14"),
        ("my manager will be Pieter from jan", "manager", "Pieter", "2027-01-01"),
    ],
)
def test_a_value_of_mine_to_come_is_true_from_its_day(text: str, attribute: str, value: str, day: str) -> None:
    [claim] = read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == ("me", attribute, value)
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).date().isoformat() == day


@pytest.mark.parametrize("text", ["my flight will be late", "my day will be busy", "my week will be mad"])
def test_a_forecast_of_mine_is_no_value(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("cancel the car thing", "car"),
        ("scrap the dentist stuff", "dentist"),
        ("forget the visa thing", "visa"),
        ("drop the quarterly report thing", "quarterly report"),
    ],
)
def test_a_placeholder_noun_is_not_part_of_what_is_called_off(text: str, target: str) -> None:
    assert read(text) == [CancelCommitment(target)]


@pytest.mark.parametrize(("text", "target"), [("cancel the other one", "other one"), ("drop the last one", "last one")])
def test_which_one_is_kept(text: str, target: str) -> None:
    assert read(text) == [CancelCommitment(target)]


NEW_YORK = ZoneInfo("America/New_York")
read_ny = Reading(datetime(2026, 12, 7, 9, 5, tzinfo=NEW_YORK), NEW_YORK)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("client call went well, they want a proposal by next fri", "send the client a proposal", "2026-12-18"),
        ("mtg w/ the bank was fine - they need 3 payslips by thurs", "send the bank 3 payslips", "2026-12-10"),
        ("call with Priya went great, she wants the deck by wed", "send Priya the deck", "2026-12-09"),
        ("sales call went ok, they want the pricing sheet by eod", "send the pricing sheet", "2026-12-07"),  # no one
        ("the review went badly, they want a new draft by monday", "send a new draft", "2026-12-14"),
    ],
)
def test_a_need_told_after_how_a_meeting_went_is_the_users_to_do(text: str, action: str, day: str) -> None:
    [todo] = read_ny(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.owner == "me", todo
    assert todo.due is not None and todo.due.start.astimezone(NEW_YORK).date().isoformat() == day


@pytest.mark.parametrize(
    "text",
    ["client call went well", "client call went well, they loved it", "the demo went great, they were impressed"],
)
def test_how_a_meeting_went_alone_keeps_nothing(text: str) -> None:
    assert not [i for i in read_ny(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("client needs the contract signed by thurs", "2026-12-10"),
        ("the client wants the contract signed by thurs", "2026-12-10"),
        ("HR needs the form signed by fri", "2026-12-11"),
    ],
)
def test_a_thing_wished_done_by_a_day_is_a_job_never_one_done(text: str, day: str) -> None:
    found = read_ny(text)
    assert not [i for i in found if isinstance(i, CompleteCommitment)], found
    [todo] = found
    assert isinstance(todo, NewCommitment) and todo.due is not None, todo
    assert todo.due.start.astimezone(NEW_YORK).date().isoformat() == day

"""Tests for misreadings found typing as busy people do (session 32): "owe dave 40 for the taxi
last week" was a debt due last week, born overdue (the week dates the taxi, not the payment), and
"moving on the 19th!! removal van booked for 8am" was a van at 8am tomorrow (a booking at a time
alone, said after the one day the message names, is on that day)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
WED = Reading(datetime(2026, 12, 9, 9, 10, tzinfo=ZONE), ZONE)  # a Wednesday morning
MON = Reading(datetime(2026, 12, 7, 21, 30, tzinfo=ZONE), ZONE)  # a Monday evening


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("owe dave 40 for the taxi last week", "pay dave 40 for the taxi last week"),
        ("i owe sam 25 for lunch yesterday", "pay sam 25 for lunch yesterday"),
        ("owe mum 60 for the flowers last fri", "pay mum 60 for the flowers last fri"),
        ("need to pay jo back 15 for the cinema last night", "pay jo back 15 for the cinema last night"),
        ("owe the plumber 80 from last tuesday", "pay the plumber 80 from last tuesday"),
    ],
)
def test_a_time_gone_by_dates_what_is_owed_for_not_the_payment(text: str, action: str) -> None:
    assert WED.todos(WED(text)) == [(action, None)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("owe dave 40 for the taxi, pay him by friday", ("pay dave 40 for the taxi", "Fri 11 00:00")),
        ("need to pay jo back 15 tmrw", ("pay jo back 15", "Thu 10 00:00")),
        ("need to return the book by next fri", ("return the book", "Fri 18 00:00")),
    ],
)
def test_a_time_to_come_is_still_the_due(text: str, todo: tuple[str, str]) -> None:
    assert WED.todos(WED(text)) == [todo]


@pytest.mark.parametrize(
    "text", ["was supposed to call mum yesterday, still havent", "i was supposed to call mum yesterday"]
)
def test_a_to_do_the_user_is_behind_on_keeps_its_day_gone(text: str) -> None:
    moves = [i for i in WED(text) if isinstance(i, MoveCommitment)]
    assert [(m.action, WED.when(m)) for m in moves] == [("call mum", "Tue 08 00:00")]


def _booked(text: str) -> list[tuple[str, str | None]]:
    kept = [i.otherwise for i in MON(text) if isinstance(i, CompleteCommitment)]
    return MON.todos([i for i in kept if isinstance(i, NewCommitment)])


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("moving on the 19th!! removal van booked for 8am", ("removal van", "Sat 19 08:00")),
        ("wedding is sat, car booked for 2pm", ("car", "Sat 12 14:00")),
        ("party on the 23rd, caterers booked for 6pm", ("caterers", "Wed 23 18:00")),
        ("flying out fri, taxi booked for 5am", ("taxi", "Fri 11 05:00")),
    ],
)
def test_a_booking_at_a_time_alone_is_on_the_day_just_named(text: str, todo: tuple[str, str]) -> None:
    assert _booked(text) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dentist booked for 8am", ("dentist", "Tue 08 08:00")),  # no day named: the next 8am
        ("party on the 19th or the 23rd, taxi booked for 8am", ("taxi", "Tue 08 08:00")),  # which day? neither
        ("wedding is sat, car booked for fri 2pm", ("car", "Fri 11 14:00")),  # a day of its own
        ("had the party last sat, taxi booked for 8am", ("taxi", "Tue 08 08:00")),  # a day gone
    ],
)
def test_a_booking_keeps_its_own_reading_without_one_day_to_come_before_it(text: str, todo: tuple[str, str]) -> None:
    assert _booked(text) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("flights to lisbon booked, leaving the 14th at 6.40am", ("flights to lisbon", "Mon 14 06:40")),
        ("flights booked, leaving on the 14th", ("flights", "Mon 14 00:00")),
        ("hotel booked, arriving fri", ("hotel", "Fri 11 00:00")),
        ("hotel booked - checking in thurs", ("hotel", "Thu 10 00:00")),
        ("cab booked, picking us up at 5am tmrw", ("cab", "Tue 08 05:00")),
    ],
)
def test_a_doing_said_after_a_booking_dates_it_and_is_no_part_of_its_name(text: str, todo: tuple[str, str]) -> None:
    assert _booked(text) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "josh is covering for priya while shes out",
        "Josh is covering for Priya while she is out",
        "priya is off while shes out",
        "sam's running standup till hes back",
    ],
)
def test_a_person_out_or_back_in_a_clause_of_their_own_is_nothing_done(text: str) -> None:
    assert not [i for i in MON(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(("text", "done"), [("the newsletter is out", "newsletter"), ("report is out now", "report")])
def test_a_thing_out_is_still_done(text: str, done: str) -> None:
    assert [i.action for i in MON(text) if isinstance(i, CompleteCommitment)] == [done]

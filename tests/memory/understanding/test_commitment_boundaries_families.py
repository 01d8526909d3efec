"""Where a to-do's action ends: who said it and the hope it is said with ("he said",
"inshallah"), and the daily routine next to its date ("before my shift", "first thing") are
never part of it; "by the weekend" is due the Friday."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/Istanbul")
NOW = datetime(2029, 1, 2, 9, 15, tzinfo=TZ)  # a Tuesday


def _todos(text: str) -> list[NewCommitment]:
    return [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


def _due_day(todo: NewCommitment) -> date:
    assert todo.due is not None
    return todo.due.last_moment.astimezone(TZ).date()


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        ("Selin will order the tiles thursday he said", "order the tiles", "Selin", date(2029, 1, 4)),
        ("Emre will fix the shop sign tomorrow inşallah", "fix the shop sign", "Emre", date(2029, 1, 3)),
        ("Ngozi will bring the chairs friday she says", "bring the chairs", "Ngozi", date(2029, 1, 5)),
        ("i'll finish the quilt by sunday inshallah", "finish the quilt", "me", date(2029, 1, 7)),
        ("need to call the bank tmrw god willing", "call the bank", "me", date(2029, 1, 3)),
    ],
)
def test_who_said_it_and_hopes_are_not_in_the_action(text: str, action: str, owner: str, day: date) -> None:
    [todo] = _todos(text)
    assert (todo.action, todo.owner, _due_day(todo)) == (action, owner, day)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("need to restock the gauze before my shift friday", "restock the gauze", date(2029, 1, 5)),
        ("gotta vote on thursday before work", "vote", date(2029, 1, 4)),
        ("need to pay the rates first thing weds", "pay the rates", date(2029, 1, 3)),
        ("ring Oma sunday after church", "ring Oma", date(2029, 1, 7)),
        ("drop the forms at reception b4 school tmrw", "drop the forms at reception", date(2029, 1, 3)),
        ("pay the plumber fri first thing", "pay the plumber", date(2029, 1, 5)),
    ],
)
def test_a_daily_routine_by_the_date_is_not_in_the_action(text: str, action: str, day: date) -> None:
    [todo] = _todos(text)
    assert (todo.action, _due_day(todo)) == (action, day)


def test_an_event_recap_cannot_date_stays_in_the_action() -> None:
    [todo] = _todos("need to send the slides before the launch friday")
    assert "launch" in todo.action


@pytest.mark.parametrize(
    "text",
    [
        "need to sort out the car tax by the weekend",
        "get the gutters cleared by the weekend",
        "tidy the shed by weekend",
    ],
)
def test_by_the_weekend_is_due_the_friday(text: str) -> None:
    [todo] = _todos(text)
    assert _due_day(todo) == date(2029, 1, 5)


def test_this_weekend_stays_the_weekend() -> None:
    [todo] = _todos("clean out the garage this weekend")
    assert _due_day(todo) == date(2029, 1, 7)


@pytest.mark.parametrize(
    ("text", "action", "counterparty"),
    [
        ("i promised Pani Nowak to change the boiler valve next thursday", "change the boiler valve", "Pani Nowak"),
        ("told Tía Carmen I'd bring the flan on sunday", "bring the flan", "Tía Carmen"),
        ("I promised Ana Lima to drop the keys round friday", "drop the keys round", "Ana Lima"),
        ("promised Kwame I'd return the ladder on sunday", "return the ladder", "Kwame"),
    ],
)
def test_a_promise_to_a_named_person_of_several_words(text: str, action: str, counterparty: str) -> None:
    [todo] = _todos(text)
    assert (todo.action, todo.counterparty) == (action, counterparty)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("set up the meeting with Sra. Morales for tuesday 4pm", "set up the meeting with Sra. Morales"),
        ("email Prof. Adeyemi the draft by friday", "email Prof. Adeyemi the draft"),
        ("call Mme. Dubois tmrw", "call Mme. Dubois"),
    ],
)
def test_a_title_with_a_dot_ends_no_sentence(text: str, action: str) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("i need renew my DNI on 30/3", "renew my DNI"),
        ("we need pay the gardener friday", "pay the gardener"),
        ("need call Thabo tmrw", "call Thabo"),
    ],
)
def test_need_without_to_before_a_todo_verb(text: str, action: str) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None


def test_need_with_a_noun_is_no_todo() -> None:
    assert _todos("I need help with the boxes tomorrow") == []


@pytest.mark.parametrize(
    ("text", "hour"),
    [
        ("gotta grab ice for the party tmrw night, 7ish", 19),
        ("call Dad tonight, 8pm", 20),
        ("ring Aziz friday, 10:30", 10),
    ],
)
def test_a_clock_time_after_a_comma_is_the_days_time(text: str, hour: int) -> None:
    [todo] = _todos(text)
    assert todo.due is not None and todo.due.start.astimezone(TZ).hour == hour


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("the 2nd of april I have to pay the IBI", "pay the IBI", date(2029, 4, 2)),
        ("the 3rd of july I must call the notary", "call the notary", date(2029, 7, 3)),
        ("the 9th of sept i have to file the VAT return", "file the VAT return", date(2029, 9, 9)),
        ("the 1st of march I need to renew the permit", "renew the permit", date(2029, 3, 1)),
    ],
)
def test_a_date_said_first_then_my_obligation(text: str, action: str, day: date) -> None:
    [todo] = _todos(text)
    assert (todo.action, _due_day(todo)) == (action, day)


def test_a_date_that_qualifies_a_thing_leads_nothing() -> None:
    assert _todos("the Q3 plan for Atlas depends on the budget") == []

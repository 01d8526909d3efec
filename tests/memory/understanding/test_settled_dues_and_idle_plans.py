"""Dates in to-dos, two intents in one message, and small talk (session 15, helper C):

- an age or a label at the end of a to-do is no unread date ("for Oma's 80th", "sprint 14");
- a due settled after a looser "before …" wins ("…, so by 3/2", "... let's say by 4/10");
- a thing said due, then "I'll <verb> it", is one to-do of the user's, due that date;
- a caller coming in a clock window is a visit due at the window's start;
- a second fact after ", and" with its own named subject is kept beside the first;
- a vague social "we should … sometime" and a routine "… at 9:15 like always" store nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._idle_plans import idle_said
from memory.understanding.intents import MoveCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

BERLIN = ZoneInfo("Europe/Berlin")
berlin = Reading(datetime(2027, 1, 28, 16, 45, tzinfo=BERLIN), BERLIN, "%Y-%m-%d")  # a Thursday, d/m dates
CHICAGO = ZoneInfo("America/Chicago")
chicago = Reading(datetime(2027, 3, 14, 22, 30, tzinfo=CHICAGO), CHICAGO, "%Y-%m-%d %H:%M")  # a Sunday, m/d


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("gonna draft the speech for Oma's 80th by sunday", "draft the speech for Oma's 80th", "2027-01-31"),
        ("need to order a cake for dad's 70th by the 20th", "order a cake for dad's 70th", "2027-02-20"),
        ("book a table for our 10th on saturday", "book a table for our 10th", "2027-01-30"),
        (
            "I'll write up the retro notes for sprint 14 tomorrow after standup",
            "write up the retro notes for sprint 14",
            "2027-01-29",
        ),
        ("need to tag release 12 by friday", "tag release 12", "2027-01-29"),
    ],
)
def test_age_or_label_is_no_unread_date(text: str, action: str, due: str) -> None:
    assert berlin.todos(berlin(text)) == [(action, due)]


@pytest.mark.parametrize(
    "text",
    ["call Bob on the 9th tomorrow", "book it by feb 30th"],  # a second day, a date that is none: still asked
)
def test_dates_left_unread_still_asked(text: str) -> None:
    found = berlin(text)
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("text", "reading", "action", "due"),
    [
        ("need to renew the Bahncard before it runs out on 13/2, so by 13/2", berlin, "renew the Bahncard",
         "2027-02-13"),
        ("book the vet before we travel on the 9th, so by the 6th", berlin, "book the vet", "2027-02-06"),
        ("gotta pay the nanny before she leaves... let's say by friday", berlin, "pay the nanny", "2027-01-29"),
    ],
)
def test_settled_due_wins(text: str, reading: Reading, action: str, due: str) -> None:
    assert reading.todos(reading(text)) == [(action, due)]


def test_a_settled_due_that_reads_both_ways_is_asked_never_kept_undated() -> None:
    """ "let's say by 4/10" said in January: 10 April or 4 October, both ahead (the date
    conventions ask), so the to-do is asked, never kept without its day."""
    found = chicago("gotta move the 401k money before tax day... let's say by 4/10")
    assert found and all(isinstance(i, Unclear) for i in found)


def test_before_an_event_alone_still_a_day_early() -> None:
    assert berlin.todos(berlin("need to renew the Bahncard before it runs out on 13/2")) == [
        ("renew the Bahncard", "2027-02-12")
    ]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("Q1 board deck is due 3/30, I'll put it together", "put the Q1 board deck together", "2027-03-30 00:00"),
        ("my tax return is due 4/15 and I'll file it", "file my tax return", "2027-04-15 00:00"),
        ("the Q1 deck is due 3/30. gonna put it together", "put the Q1 deck together", "2027-03-30 00:00"),
    ],
)
def test_due_then_my_promise_is_one_todo(text: str, action: str, due: str) -> None:
    found = chicago(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment)
    todo = found[0].otherwise
    assert isinstance(todo, NewCommitment) and todo.owner == "me"
    assert (todo.action, chicago.when(todo)) == (action, due)


def test_due_then_their_promise_is_not_mine() -> None:
    found = chicago("the Q1 deck is due 3/30, Ana will put it together")
    assert not any(isinstance(i, NewCommitment) and i.owner == "me" and "together" in i.action for i in found)


@pytest.mark.parametrize(
    ("text", "owner", "due"),
    [
        ("plumber coming mon between 8 and 12", "plumber", "2027-03-15 08:00"),
        ("gas man coming tomorrow from 2 to 4", "gas man", "2027-03-15 14:00"),
        ("the electrician is coming thurs 9-11am", "electrician", "2027-03-18 09:00"),
        ("plumber coming mon at 8", "plumber", "2027-03-15 08:00"),
    ],
)
def test_visit_in_a_window_is_due_at_its_start(text: str, owner: str, due: str) -> None:
    found = chicago(text)
    assert [(i.action, i.owner, chicago.when(i)) for i in found if isinstance(i, NewCommitment)] == [
        ("visit", owner, due)
    ]


def test_coming_to_do_something_keeps_what() -> None:
    found = chicago("Priya is coming to fix the boiler on friday")
    assert [(i.action, i.owner) for i in found if isinstance(i, NewCommitment)] == [("fix the boiler", "Priya")]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Camila prefers WhatsApp for quick stuff, and Camila's phone changed to 55 5555 0143",
            [("Camila", "preference"), ("Camila", "phone")],
        ),
        ("Tomás is our accountant, and Lucía's email is lucia@example.com", [("Tomás", "role"), ("Lucía", "email")]),
    ],
)
def test_second_fact_after_and_is_kept(text: str, facts: list[tuple[str, str]]) -> None:
    assert [(i.subject, i.predicate) for i in chicago(text) if isinstance(i, StateClaim)] == facts


@pytest.mark.parametrize(
    "text",
    [
        "we should totally grab fika sometime",
        "we must do drinks one of these days!",
        "let's catch up soon",
        "we gotta grab a beer soon",
        "monday's standup is at 9:15 like always",
        "swim club's on saturday as usual",
        "we should do a potluck every alaska day tbh",
        "let's do a fish fry every christmas lol",
        "we should do a picnic every year",
    ],
)
def test_idle_plans_store_nothing(text: str) -> None:
    assert chicago(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("we need to renew the lease soon", "renew the lease soon"),  # an obligation, not a social wish
        ("need to call mum sometime", "call mum"),
        ("need to do a potluck every alaska day", "do a potluck every alaska day"),  # obliged: kept
    ],
)
def test_real_todos_said_vaguely_are_kept(text: str, action: str) -> None:
    assert [i.action for i in chicago(text) if isinstance(i, NewCommitment)] == [action]


def test_dated_social_plan_is_kept() -> None:
    assert any(isinstance(i, NewCommitment) and i.due is not None for i in chicago("let's grab lunch tmrw"))


@pytest.mark.parametrize(
    ("text", "idle"),
    [
        ("monday's standup is at 9:15 like always", True),
        ("we should totally grab fika sometime", True),
        ("yoga is on thursday like always", True),
        ("remind me standup is at 9:15 as usual", False),
        ("we need to renew the lease soon", False),
        ("need to book the venue sometime", False),
    ],
)
def test_net_leaves_idle_plans_alone(text: str, idle: bool) -> None:
    assert idle_said(text) is idle

"""Misreadings the lead found typing as a busy person would (session 34): a thing someone says will
be done or ready, typed without its article ("Jo says report will be sent by thurs", "Tomás says
quote will be ready by wed"), was offered as the user's own to-do "report will be sent"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Australia/Perth")
READ = Reading(datetime(2026, 12, 8, 7, 45, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Tuesday morning


@pytest.mark.parametrize(
    ("text", "owner", "action", "due"),
    [
        ("Jo says report will be sent by thurs", "Jo", "send report", "Thu 10 Dec"),
        ("Jo says report'll be sent by thurs", "Jo", "send report", "Thu 10 Dec"),
        ("builder says deck will be done by fri", "builder", "finish deck", "Fri 11 Dec"),
        ("Amara said invoices will be paid on the 15th", "Amara", "pay invoices", "Tue 15 Dec"),
        ("Jo says the report will be sent by thurs", "Jo", "send the report", "Thu 10 Dec"),
    ],
)
def test_a_thing_someone_says_will_be_done_is_theirs_with_or_without_its_article(
    text: str, owner: str, action: str, due: str
) -> None:
    [todo] = READ(text)
    assert isinstance(todo, NewCommitment), todo
    assert READ.owned([todo]) == [(action, owner, due)]


@pytest.mark.parametrize(
    ("text", "thing", "due"),
    [
        ("Tomás says quote will be ready by wed", "quote", "Wed 09 Dec"),
        ("tailor says suit will be ready sat", "suit", "Sat 12 Dec"),
        ("garage said car should be ready on the 14th", "car", "Mon 14 Dec"),
    ],
)
def test_a_thing_said_ready_without_its_article_moves_what_waits_on_it(text: str, thing: str, due: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.when_ready, move
    assert (move.action, READ.when(move)) == (thing, due)


@pytest.mark.parametrize(
    "text",
    [
        "Jo says everything will be sent by thurs",
        "Jo says it will be sent by thurs",
        "Jo says that will be done by fri",
    ],
)
def test_no_thing_named_is_no_ones_promise(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.owner == "Jo" for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "gotta call the broker tmrw and the plumber re the leak under the sink",
            [("call the broker", "Wed 09 Dec"), ("call the plumber re the leak under the sink", None)],
        ),
        ("need to email Ines, and Marco too", [("email Ines", None), ("email Marco", None)]),
        ("call the bank tmrw. and the dentist", [("call the bank", "Wed 09 Dec"), ("call the dentist", None)]),
        ("book flights fri and the hotel sat", [("book flights", "Fri 11 Dec"), ("book the hotel", "Sat 12 Dec")]),
        ("buy milk tmrw and the bread as well", [("buy milk", "Wed 09 Dec"), ("buy the bread", None)]),
    ],
)
def test_a_verb_said_once_for_two_things_makes_two_todos(text: str, todos: list[tuple[str, str | None]]) -> None:
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("email Ines and Marco", [("email Ines and Marco", None)]),  # one message to both
        ("need to email Ines, and Marco will review it", [("email Ines", None)]),  # news of Marco's
        ("call mum tmrw and the weather is nice", [("call mum", "Wed 09 Dec")]),
    ],
)
def test_and_with_no_second_thing_of_the_verb_adds_no_todo(text: str, todos: list[tuple[str, str | None]]) -> None:
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    "text",
    ["cancel the gym, and the boiler's broken again", "call mum, and the wifi is down", "ring Jo, and it's late"],
)
def test_news_after_and_is_no_second_todo_of_the_verb(text: str) -> None:
    actions = [i.action for i in READ(text) if isinstance(i, NewCommitment | CancelCommitment)]
    assert not any(a.endswith(("broken", "broken again", "down", "late")) for a in actions), actions


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("I owe Lars the risk memo by thursday and Giulia the budget by friday", 2),  # the gapped pair's, both kept
        ("mad service tonight, and the kitchen porter made everyone laugh", 0),  # no to-do opens the message
        ("remind me to call the clinic between the 3rd and the 5th", 0),  # a window, asked
    ],
)
def test_a_verb_said_once_is_only_a_todo_opening_the_message(text: str, todos: int) -> None:
    found = READ(text)
    assert len(READ.todos(found)) == todos, found
    assert not any(a.startswith(("owe Giulia", "service the", "call the 5th")) for a, _ in READ.todos(found)), found

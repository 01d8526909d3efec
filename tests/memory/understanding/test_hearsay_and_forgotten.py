"""A statement passed on is read as the statement ("hr says my start date is jan 5", "turns out
the gym is shut monday"), the source left out; what is the speaker's own, a word to the user or a
rumour ("apparently …") stays whole. A to-do the user forgot and will do later is the to-do, due then ("forgot to call
the dentist, do it tmrw"); a forgetting with nothing after it stays a regret."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._forgotten import forgotten_then_done
from memory.understanding._hearsay import without_hearsay
from memory.understanding.intents import MoveCommitment, NewCommitment, OpenEpisode, StateClaim
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2026, 12, 2, 8, 5, tzinfo=TZ)  # a Wednesday morning
read = Reading(NOW, TZ, fmt="%a %d")


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("hr says my start date is jan 5", "my start date is jan 5"),
        ("turns out the offsite is on the 14th", "the offsite is on the 14th"),
        ("according to Tom, the budget is 20k", "the budget is 20k"),
        ("per the landlord the rent goes up in march", "the rent goes up in march"),
        ("just found out from Jo that Dimitri is now head of sales", "Dimitri is now head of sales"),
        ("I was told the lease ends in june", "the lease ends in june"),
        ("turns out the vet is closed thursday", "the vet is closed thursday"),
        ("my accountant told me the VAT return is due on the 7th", "the VAT return is due on the 7th"),
        ("boss said to send the deck by fri", "send the deck by fri"),
        ("the council emailed to say the bins go out tuesdays now", "the bins go out tuesdays now"),
    ],
)
def test_who_passed_it_on_is_left_out(text: str, rest: str) -> None:
    assert without_hearsay(text) == rest


@pytest.mark.parametrize(
    "text",
    [
        "Lena said she'll send the floor plan by Tuesday",  # hers
        "Kemal says he's moving the standup to 10",
        "Tom said yes",
        "mum says hi to everyone",
        "I said weds, not tues",  # the user's own correction
        "you said the 21st",
        "florist confirmed, caterer payment pushed to the 7th",  # confirmed what was asked
        "harris said dont worry about the flower money",  # a word to the user about a to-do
        "heard back from Dr Mensah, all clear",
        "Marcus reckons the pitch went fine",
        "apparently the budget is 85k",  # a rumour, hedged
        "heard the rent is going up to £1,450",
        "word is the office moves in march",
    ],
)
def test_what_is_not_a_passed_on_statement_stays(text: str) -> None:
    assert without_hearsay(text) == text


def test_a_passed_on_statement_is_read_as_said() -> None:
    [fact] = read("hr says my start date is jan 5")
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate) == ("me", "start date")
    [move] = read("Lena said the launch is now march 3")
    assert isinstance(move, MoveCommitment) and move.action == "launch"
    [issue] = read("mum says the boiler's broken again")
    assert isinstance(issue, OpenEpisode) and issue.topic == "boiler"
    [todo] = read("boss said to send the deck by fri")
    assert isinstance(todo, NewCommitment) and read.todos([todo]) == [("send the deck", "Fri 04")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("forgot to call the dentist, do it tmrw", ("call the dentist", "Thu 03")),
        ("forgot to renew the parking permit!! tmrw first thing", ("renew the parking permit", "Thu 03")),
        ("ugh forgot to book the car in for its service, do it monday", ("book the car in for its service", "Mon 07")),
        ("I forgot to send the invoice, will do it friday", ("send the invoice", "Fri 04")),
        ("totally forgot about the school form, will do tonight", ("sort out the school form", "Wed 02")),
    ],
)
def test_a_forgotten_todo_done_later_is_due_then(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["forgot to call mum ugh", "forgot my keys lol", "forgot to mention, the vet moved to 3pm",
     "forgot about the dentist appointment on tuesday lol"],
)
def test_a_forgetting_without_a_plan_is_left_as_said(text: str) -> None:
    assert forgotten_then_done(text) == text

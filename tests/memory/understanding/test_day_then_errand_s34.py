"""Tests for a day said before an errand or an occasion (session 34): "sat bbq at Tane's" kept
nothing (a word-like weekday first is the day before a diary line too, as "sat: bbq at Tane's"
is); "the 1st is rent day, gotta transfer 1200 to Gus" kept the transfer undated ("1200", an
amount, was taken for a date of the to-do's own)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Chicago")
READ = Reading(datetime(2026, 11, 9, 8, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("sat bbq at Tane's", [("bbq at Tane's", "Sat 14 Nov")]),
        ("sun brunch w/ the girls", [("brunch with the girls", "Sun 15 Nov")]),
        ("wed drinks w Sam", [("drinks with Sam", "Wed 11 Nov")]),
        ("sat bbq at Tane's, bring a salad", [("bbq at Tane's", "Sat 14 Nov"), ("bring a salad", "Sat 14 Nov")]),
    ],
)
def test_a_wordlike_weekday_before_a_diary_line_is_its_day(text: str, todos: list[tuple[str, str]]) -> None:
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    "text", ["sun is out", "sat in traffic for an hour", "sun brunch was amazing", "sat match was brutal"]
)
def test_a_wordlike_weekday_before_no_diary_line_keeps_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 1st is rent day, gotta transfer 1200 to Gus", ("transfer 1200 to Gus", "Tue 01 Dec")),
        ("fri is payday, send 1500 to mum", ("send 1500 to mum", "Fri 13 Nov")),
        ("the 1st is rent day, pay Gus 950", ("pay Gus 950", "Tue 01 Dec")),
        ("kids have no school fri, need to send 1200 to the sitter", ("send 1200 to the sitter", "Fri 13 Nov")),
    ],
)
def test_an_amount_in_the_todo_after_a_days_occasion_is_no_date(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("book dinner somewhere nice", "book dinner somewhere nice"),
        ("organise drinks for Ana's leaving", "organise drinks for Ana's leaving"),
        ("book lunch for the team", "book lunch for the team"),
    ],
)
def test_arranging_an_outing_is_an_errand(text: str, action: str) -> None:
    """ "grab lunch with Ana" is an invitation said in chat; "book dinner" is the user's errand."""
    assert [a for a, _ in READ.todos(READ(text))] == [action]


@pytest.mark.parametrize("text", ["grab lunch with Ana", "get coffee sometime", "have dinner with the team"])
def test_proposing_an_outing_keeps_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 15th is our anniversary!! book dinner somewhere nice", ("book dinner somewhere nice", "Sun 15 Nov")),
        ("fri is Kemi's bday! order the cake", ("order the cake", "Fri 13 Nov")),
        ("the 20th is the school fair! bake the brownies", ("bake the brownies", "Fri 20 Nov")),
    ],
)
def test_a_bare_todo_after_an_exclaimed_days_occasion_is_due_that_day(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["thanks for yesterday! call the bank", "big day tomorrow! call mum"])
def test_a_bare_todo_after_an_exclamation_of_no_occasion_keeps_no_day(text: str) -> None:
    assert [due for _, due in READ.todos(READ(text))] == [None]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 16th i'm taking the truck to the mechanic", ("take the truck to the mechanic", "Mon 16 Nov")),
        ("the 20th we're hosting book club", ("host book club", "Fri 20 Nov")),
        ("the 28th i'm flying to Lagos", ("fly to Lagos", "Sat 28 Nov")),
    ],
)
def test_a_day_of_the_month_said_first_before_a_plan_is_its_day(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["the 6th i'm so tired", "the 5th time i'm asking"])
def test_an_ordinal_before_no_plan_is_no_day(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


def test_a_gathering_before_its_todo_keeps_only_the_todo() -> None:
    """A bbq is no diary-lexicon event: said with its day before a to-do it is only the to-do's why."""
    found = READ.todos(READ("4th of july bbq at ours, need to buy charcoal by the 3rd"))
    assert [action for action, _ in found] == ["buy charcoal"]

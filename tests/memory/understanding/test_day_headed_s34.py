"""Tests for a day said first as a heading over an occasion and its to-do (session 34): "2 dec —
Marjorie's bday, buy her a cake" kept one to-do named "Marjorie's bday, buy her a cake", and "the
3rd — Kenji's farewell cake, i'm ordering it" kept a to-do "Kenji's farewell cake". A bare
imperative under an occasion is the obligation it is, read for the occasion and due its day; the
to-do's "it" is the heading's thing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Pacific/Auckland")
READ = Reading(datetime(2026, 11, 7, 9, 30, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Saturday morning


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("2 dec — Marjorie's bday, buy her a cake", ("buy Marjorie a cake", "Wed 02 Dec")),
        ("2 dec: Marjorie's bday, buy her a cake", ("buy Marjorie a cake", "Wed 02 Dec")),
        ("fri - team drinks, book the table", ("book the table for the team drinks", "Fri 13 Nov")),
        ("sat - mum's birthday, buy flowers", ("buy flowers for mum", "Sat 14 Nov")),
        ("dec 3 - Ollie's recital, leave work early", ("leave work early for Ollie's recital", "Thu 03 Dec")),
        ("thurs - Leo's recital, gotta pick up flowers", ("pick up flowers for Leo's recital", "Thu 12 Nov")),
    ],
)
def test_a_day_heading_over_an_occasion_dates_the_todo_after_it(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 3rd — Kenji's farewell cake, i'm ordering it", ("order Kenji's farewell cake", "Thu 03 Dec")),
        ("the 3rd is Kenji's farewell cake, need to order it", ("order Kenji's farewell cake", "Thu 03 Dec")),
        ("the 14th: Ama's leaving do, gotta book it", ("book Ama's leaving do", "Sat 14 Nov")),
        ("fri is Dan's leaving do, i'm organising it", ("organise Dan's leaving do", "Fri 13 Nov")),
        ("the 14th is the bake sale, i'm running it", ("run the bake sale", "Sat 14 Nov")),
    ],
)
def test_the_todos_it_is_the_thing_the_heading_names(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("mon: dentist, call the bank", [("dentist", "Mon 09 Nov"), ("call the bank", "Mon 09 Nov")]),  # errands
        ("fri: gym at 6, drinks at 8", [("gym", "Fri 13 Nov"), ("drinks", "Fri 13 Nov")]),
    ],
)
def test_a_day_heading_over_errands_stays_a_list(text: str, todos: list[tuple[str, str]]) -> None:
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("25/11 deadline for the scholarship forms, gotta submit mine", ("submit the scholarship forms", "Wed 25 Nov")),
        ("25/11 deadline for the scholarship forms, gotta submit it", ("submit the scholarship forms", "Wed 25 Nov")),
        ("fri deadline for the grant report, need to send ours", ("send the grant report", "Fri 13 Nov")),
    ],
)
def test_a_day_said_first_as_a_things_deadline_dates_the_todo_done_to_it(text: str, todo: tuple[str, str]) -> None:
    """ "submit mine": the user's one of the thing the deadline is for, due by then, one to-do."""
    assert READ.todos(READ(text)) == [todo]

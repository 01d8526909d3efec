"""Tests for a meal after "for" (what a thing is for, never its due) and for owing someone for a
thing ("I still owe Nadia for lunch": pay her back, owed to her); "by lunch", "before lunch" and
a meal with its own day or hour are still times."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from memory.understanding._meal_purpose import meal_purpose
from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=NEW_YORK), NEW_YORK)


@pytest.mark.parametrize(
    ("text", "promise"),
    [
        ("I still owe Nadia for lunch", ("pay Nadia back for lunch", "me", "Nadia", None)),
        ("I owe Nadia for lunch", ("pay Nadia back for lunch", "me", "Nadia", None)),
        ("still owe Nadia for breakfast", ("pay Nadia back for breakfast", "me", "Nadia", None)),
        ("I still owe Nadia for the tickets", ("pay Nadia back for the tickets", "me", "Nadia", None)),
        ("i owe tom for the taxi", ("pay tom back for the taxi", "me", "tom", None)),
        ("tmrw: I owe Nadia for lunch", ("pay Nadia back for lunch", "me", "Nadia", "Thu 03 00:00")),
    ],
)
def test_owing_someone_for_a_thing_is_paying_them_back(text: str, promise: tuple[str, str, str, str | None]) -> None:
    assert READ.promised(READ(text)) == [promise]


def test_owing_for_a_dated_thing_is_asked() -> None:
    """ "for lunch on friday": the day of the lunch, or of paying it back? Asked, never guessed."""
    (asked,) = READ("I owe Nadia for lunch on friday")
    assert isinstance(asked, Unclear) and "pay Nadia back for lunch" in asked.question


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need to pay Nadia back for lunch", ("pay Nadia back for lunch", None)),
        ("grab sandwiches for lunch", ("grab sandwiches for lunch", None)),
        ("pay Nadia back for lunch tmrw", ("pay Nadia back for lunch", "Thu 03 00:00")),
        ("book a table for dinner on friday", ("book a table for dinner", "Fri 04 00:00")),
        # negatives: a meal as a time
        ("finish the slides by lunch", ("finish the slides", "Wed 02 12:00")),
        ("call the bank before lunch", ("call the bank", "Wed 02 12:00")),
        ("email Jo before lunch tmrw", ("email Jo", "Thu 03 12:00")),
    ],
)
def test_a_meal_after_for_is_no_due(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("connector", "phrase", "purpose"),
    [("for", "lunch", True), ("for", "the dinner", True), ("for", "lunch at 1", False), ("by", "lunch", False)],
)
def test_meal_purpose(connector: str, phrase: str, purpose: bool) -> None:
    assert meal_purpose(connector, phrase) is purpose

"""Tests for "at 10 to 5": minutes to the hour, or a window from 10 till 5? Asked about, never
stored as 10:00 (nor "at 10" left in the to-do); words ("ten to five"), a first number that
cannot be minutes ("at 2 to 3"), more than twelve ("at 20 to 6") and "from 10 to 5" read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from memory.understanding._minutes_to import minutes_or_window
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    "text",
    [
        "book the dentist at 10 to 5 friday",
        "call mum at 10 to 5",
        "call mum at 5 to 4 tomorrow",
        "ring the vet at 5 to 3",
        "pick up Jo at 10 till 6 tomorrow",
        "pay the deposit by 14-12",  # a day and a month, or a window? asked as well
    ],
)
def test_asked(text: str) -> None:
    found = READ(text)
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("call mum at 20 to 6 tomorrow", ("call mum", "Thu 03 17:40")),
        ("ring the vet at 25 to 3", ("ring the vet", "Wed 02 14:35")),
        ("call mum at ten to five friday", ("call mum", "Fri 04 16:50")),
        ("call mum at 2 to 3 tomorrow", ("call mum", "Thu 03 14:00")),
        ("open day 10 to 5 friday", ("open day", "Fri 04 10:00")),
        ("meeting from 10 to 5 friday", ("meeting", "Fri 04 10:00")),
    ],
)
def test_read_as_before(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("before", "phrase", "ask"),
    [("at", "10 to 5", True), ("@", "5 to 4 tomorrow", True), ("from", "10 to 5", False), ("at", "10 to 5pm", False)],
)
def test_minutes_or_window(before: str, phrase: str, ask: bool) -> None:
    assert minutes_or_window(before, phrase) is ask

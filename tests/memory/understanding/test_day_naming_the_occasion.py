"""A day said between words, right before an event noun, says which occasion ("book the xmas
party venue", "book the friday lunch spot"): the agenda reader never takes it as the due of an
entry made of the words around it ("book party venue" due Christmas)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import NewCommitment

_NOW = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("America/New_York"))


def _todos(said: str) -> list[tuple[str, str | None]]:
    read = extract(said, now=_NOW, tz=_NOW.tzinfo)
    return [
        (i.action, i.due and i.due.start.astimezone(_NOW.tzinfo).strftime("%m-%d"))
        for i in read
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    "said", ["book the xmas party venue", "book the new year's eve dinner table", "book the friday lunch spot"]
)
def test_a_day_naming_the_occasion_is_no_due(said: str) -> None:
    assert all(due is None for _, due in _todos(said))


@pytest.mark.parametrize(
    ("said", "todo"),
    [("team lunch friday", ("team lunch", "11-06")), ("Sam's party sat", ("Sam's party", "11-07")),
     ("dentist tues at the clinic", ("dentist at the clinic", "11-03"))],
)  # fmt: skip
def test_an_occasion_and_its_day_are_still_an_agenda_line(said: str, todo: tuple[str, str]) -> None:
    assert _todos(said) == [todo]

"""A thing that has to be ready by a day is the user's to-do to get it ready ("Mia's costume for
the play needs to be ready by the 18th", "the room has to be ready for the guests by fri"),
never a report that it is ready (memory.understanding._passive_todo, _lifecycle); and a diary
line's abbreviated occasion ("parent teacher conf is weds at 4:15") is kept like the whole word
(memory.understanding._sign_forms)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, extract

ZONE = ZoneInfo("America/Chicago")
NOW = datetime(2026, 12, 1, 9, 0, tzinfo=ZONE)  # a Tuesday


def todos(text: str) -> list[tuple[str, str | None]]:
    found = extract(text, now=NOW, tz=ZONE)
    assert not any(isinstance(i, CompleteCommitment) for i in found)
    return [
        (i.action, i.due.start.astimezone(ZONE).strftime("%Y-%m-%d") if i.due else None)
        for i in found
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        (
            "Mia's costume for the play needs to be ready by the 18th",
            "get Mia's costume for the play ready",
            "2026-12-18",
        ),
        ("the costume needs to be ready by the 18th", "get the costume ready", "2026-12-18"),
        ("the room has to be ready for the guests by fri", "get the room ready for the guests", "2026-12-04"),
        ("the car needs to be ready for the trip before sat", "get the car ready for the trip", "2026-12-04"),
        ("Ama's form has to be signed by fri", "sign Ama's form", "2026-12-04"),
    ],
)
def test_ready_by_a_day_is_getting_it_ready(text: str, action: str, due: str) -> None:
    assert todos(text) == [(action, due)]


@pytest.mark.parametrize(
    "text", ["the slides will be ready by mon", "the spare room needs to be ready before mum arrives"]
)
def test_a_state_still_to_reach_is_nothing_done(text: str) -> None:
    todos(text)  # no completion read


@pytest.mark.parametrize(
    ("text", "action"),
    [("parent teacher conf is weds at 4:15", "parent teacher conf"), ("induction sesh mon 9am", "induction sesh")],
)
def test_an_abbreviated_occasion_is_a_diary_line(text: str, action: str) -> None:
    assert [a for a, _ in todos(text)] == [action]

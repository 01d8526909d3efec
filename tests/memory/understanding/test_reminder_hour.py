"""Tests for a chore put out on a day ("bins out tonite"), an hour asked for after a dated to-do
("call the vet tmrw - remind me at 9am") and calling by an app's name ("sun 7pm skype w/ nana"):
one to-do each, due then; a person out, or a time already said, is no such to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from memory.understanding._reminder_hour import reminder_hour

TZ = ZoneInfo("America/New_York")
NOW = datetime(2027, 10, 27, 8, 40, tzinfo=TZ)  # a Wednesday morning


def _todos(text: str) -> list[tuple[str, str | None]]:
    return [
        (i.action, i.due.last_moment.astimezone(TZ).strftime("%m-%d %H:%M") if i.due else None)
        for i in extract(text, now=NOW, tz=TZ)
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("bins out tonite", ("bins out", "10-27 23:59")),
        ("recycling out tmrw", ("recycling out", "10-28 23:59")),
        ("green bin out fri", ("green bin out", "10-29 23:59")),
        ("call the vet tmrw - remind me at 9am", ("call the vet", "10-28 09:00")),
        ("pay Jo back fri, remind me @ 5pm", ("pay Jo back", "10-29 17:00")),
        ("water the plants sat, pls remind me at 8", ("water the plants", "10-30 08:00")),
        ("sun 7pm skype w/ nana", ("skype with nana", "10-31 19:00")),
        ("facetime mum sat", ("facetime mum", "10-30 23:59")),
        ("whatsapp Raj the address tmrw", ("whatsapp Raj the address", "10-28 23:59")),
    ],
)
def test_one_todo_due_then(text: str, todo: tuple[str, str]) -> None:
    assert _todos(text) == [todo]


@pytest.mark.parametrize(
    "text",
    ["mum out tonight", "we're out sat", "kids out of school fri", "clean out the garage sat"],
)
def test_a_person_out_or_a_phrasal_verb_is_no_chore_out(text: str) -> None:
    assert not any(action.endswith(" out") for action, _ in _todos(text))


@pytest.mark.parametrize(
    "text",
    [
        "dentist at 3pm tmrw, remind me at 2",  # a time already said: two times, left as said
        "remind me at 9",  # no to-do before it
        "call the vet, remind me at 9",  # no day before it
    ],
)
def test_the_hour_is_folded_only_into_a_day(text: str) -> None:
    assert reminder_hour(text, now=NOW, tz=TZ) == text

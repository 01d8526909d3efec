"""Session 36 (blind35): a past participle with the one it was done with or for ("outboard's
booked in w/ the mechanic", "Ana is booked in with the dentist") says what was done to someone or
something, never a post held: no fact of a role is kept. A title with a participle in it
("registered nurse", "qualified accountant") is still a post."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

TZ = ZoneInfo("Pacific/Port_Moresby")
NOW = datetime(2032, 9, 15, 9, tzinfo=TZ)


def _roles(said: str) -> list[tuple[str, str]]:
    return [(c.subject, c.value) for c in extract(said, now=NOW, tz=TZ) if isinstance(c, StateClaim)
            and c.predicate == "role"]


@pytest.mark.parametrize(
    "said",
    [
        "outboard's booked in w/ the mechanic, must drop it off tmrw 8:15",
        "Ana is booked in with the dentist",
        "the car's booked in with the mechanic",
        "the ute's booked in for a service",
    ],
)
def test_booked_in_with_someone_is_no_post(said: str) -> None:
    assert _roles(said) == []


def test_the_todo_after_it_is_kept() -> None:
    found = extract("outboard's booked in w/ the mechanic, must drop it off tmrw 8:15", now=NOW, tz=TZ)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert len(todos) == 1 and todos[0].due is not None


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("Ana is the new registered nurse", "Ana", "registered nurse"),
        ("Ana's a qualified accountant", "Ana", "qualified accountant"),
        ("Tom is head chef", "Tom", "head chef"),
    ],
)
def test_a_title_with_a_participle_is_a_post(said: str, subject: str, value: str) -> None:
    assert _roles(said) == [(subject, value)]

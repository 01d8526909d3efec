""""lol the wifi password is literally password123" kept the subject "lol the wifi" and the value
"literally password123" (session 32): a laugh before what a thing is sets the tone, and
"literally" or "basically" after "is" stresses the value, never belongs to it. A laugh before
"my boss is …" may mock, and keeps nothing; "X is the worst" judges, and keeps nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(f.subject, f.predicate, f.value) for f in READ(text) if isinstance(f, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("lol the wifi password is literally password123", ("wifi", "password", "password123")),
        ("haha the wifi password is password123", ("wifi", "password", "password123")),
        ("omg the gate code is 4471", ("gate", "code", "4471")),
        ("the gate code is basically 1234", ("gate", "code", "1234")),
        ("the wifi password is literally password123", ("wifi", "password", "password123")),
    ],
)
def test_a_laugh_and_a_stress_word_are_no_part_of_a_fact(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text", ["lol my boss is a clown", "omg my landlord is literally the worst", "my landlord is the worst"]
)
def test_a_laughed_or_judging_remark_keeps_no_fact(text: str) -> None:
    assert _facts(text) == []

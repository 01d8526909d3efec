"""Joining a department named bare ("Aisha joined payments", "Mei Ling joined finance today") is a
team, as "joined the payments team" is; joining a company ("Sam joined Globex") stays an employer
(pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Aisha joined payments", [("Aisha", "team", "payments")]),
        ("Aisha joined finance today", [("Aisha", "team", "finance")]),
        ("Tolu joined legal last week", [("Tolu", "team", "legal")]),
        ("kwame's joined sales", [("kwame", "team", "sales")]),
        ("Víctor joined Growth", [("Víctor", "team", "Growth")]),
        ("Aisha joined payments, Rohan moved to platform",
         [("Aisha", "team", "payments"), ("Rohan", "team", "platform")]),
        ("Sam joined Globex", [("Sam", "employer", "Globex")]),
        ("Ben joined us", []),
    ],
)  # fmt: skip
def test_joined_a_department(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)] == facts

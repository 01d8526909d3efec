"""Session 35 (blind34): "Innokenty is my emergency contact" says whom the user is reached
through, a fact of the user's ("me · emergency contact = Innokenty"), never a job of
Innokenty's; a contact post said without "my" and a job said with it ("my dentist") stay roles."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Asia/Srednekolymsk")
NOW = datetime(2033, 2, 1, 9, 5, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "predicate", "value"),
    [
        ("Innokenty is my emergency contact now", "emergency contact", "Innokenty"),
        ("Gleb's my emergency contact", "emergency contact", "Gleb"),
        ("Ana is my new emergency contact from today", "emergency contact", "Ana"),
        ("Tuyara is my point of contact", "point of contact", "Tuyara"),
    ],
)
def test_my_contact_is_mine(said: str, predicate: str, value: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    assert (found[0].subject, found[0].predicate, found[0].value) == ("me", predicate, value)


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [("Ana is the emergency contact", "Ana", "emergency contact"), ("Anna is my dentist", "Anna", "dentist")],
)
def test_a_post_stays_theirs(said: str, subject: str, value: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    assert (found[0].subject, found[0].predicate, found[0].value) == (subject, "role", value)

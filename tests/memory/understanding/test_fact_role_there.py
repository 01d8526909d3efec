"""A role said with "there"/"here" pointing back at the place said before ("he's shift lead there") is
the role alone (session 38, blind36's facts): the place is a fact of its own."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

KWAJALEIN = ZoneInfo("Pacific/Kwajalein")
NOW = datetime(2030, 5, 1, 16, 50, tzinfo=KWAJALEIN)


@pytest.mark.parametrize(
    ("text", "person", "role"),
    [
        ("Hiro moved to the Roi-Namur site on tue, he's shift lead there", "Hiro", "shift lead"),
        ("Ana works at the clinic, she's head nurse there", "Ana", "head nurse"),
        ("Hiro's shift lead there now", "Hiro", "shift lead"),
    ],
)
def test_a_role_held_there_is_the_role(text: str, person: str, role: str) -> None:
    found = extract(text, now=NOW, tz=KWAJALEIN)
    roles = [(c.subject, c.value) for c in found if isinstance(c, StateClaim) and c.predicate == "role"]
    assert roles == [(person, role)], found

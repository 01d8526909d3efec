"""Session 36b: a "her"/"him" in the user's to-do after facts about two people in the same sentence
is asked about, never put back as the last one named."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

LAGOS = ZoneInfo("Africa/Lagos")
NOW = datetime(2030, 4, 30, 8, 0, tzinfo=LAGOS)


@pytest.mark.parametrize(
    "said",
    [
        "Leticia and Zainab both joined the board, email her the bylaws by fri",
        "Omar's the new CFO and Lena is COO, need to send him the Q3 numbers",
        "Priya and Tomasz started at Acme, need to send him the onboarding pack",
    ],
)
def test_two_people_one_pronoun_asks(said: str) -> None:
    read = extract(said, now=NOW, tz=LAGOS)
    assert any(isinstance(i, Unclear) for i in read), read
    assert not any(isinstance(i, NewCommitment) for i in read), read


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("Leticia joined the board, email her the bylaws by fri", "email Leticia the bylaws"),
        ("Omar's the new CFO, need to send him the Q3 numbers", "send Omar the Q3 numbers"),
        ("Omar's the new CFO and Lena is COO, need to send Omar the Q3 numbers", "send Omar the Q3 numbers"),
    ],
)
def test_one_person_or_a_name_keeps(said: str, action: str) -> None:
    todos = [i for i in extract(said, now=NOW, tz=LAGOS) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action]

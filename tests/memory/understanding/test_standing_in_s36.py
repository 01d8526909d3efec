"""Standing in for someone away, said after "so" or "and" rather than a comma ("maria's out sick
today so I'm covering her 1:1s"): the status, and the user's to-do of the job named as that
person's; and the question "who's covering for X" asks about X, never about an owner named
"for X"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question, StateClaim
from tests.memory.understanding.reading import Reading

CHICAGO = ZoneInfo("America/Chicago")
read = Reading(datetime(2026, 12, 8, 9, 10, tzinfo=CHICAGO), CHICAGO)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "person", "todo"),
    [
        ("maria's out sick today so I'm covering her 1:1s", "maria", "cover maria's 1:1s"),
        ("Ana is out sick tmrw so I'm running her 1:1s", "Ana", "run Ana's 1:1s"),
        ("Tom's on leave this week and i'm handling his clients", "Tom", "handle Tom's clients"),
        ("Tom's on leave this week so im taking his standup", "Tom", "take Tom's standup"),
        ("Lena is off sick today, covering her standup", "Lena", "cover Lena's standup"),
    ],
)
def test_standing_in_after_so_or_and(text: str, person: str, todo: str) -> None:
    found = read(text)
    assert [i.subject for i in found if isinstance(i, StateClaim)] == [person]
    assert [(i.action, i.owner) for i in found if isinstance(i, NewCommitment)] == [(todo, "me")]


@pytest.mark.parametrize(
    "text",
    [
        "Tom's on leave this week so his team is quiet",  # no job taken on
        "Tom's on leave this week so I'm covering",  # nothing of his named
        "Ana is out sick tmrw so I'm sending flowers",  # no standing in
    ],
)
def test_no_stand_in_without_their_job(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment) and "'s" in i.action]


@pytest.mark.parametrize(
    ("text", "kind", "subject"),
    [
        ("who's covering for maria", "fact", "maria"),
        ("who is covering for Maria?", "about", "Maria"),
        ("who's covering for the launch", "fact", "launch"),
        ("who's handling the vendor contract", "fact", "vendor contract"),
    ],
)
def test_who_is_covering_for(text: str, kind: str, subject: str) -> None:
    [question] = read(text)
    assert isinstance(question, Question)
    assert (question.kind, question.subject) == (kind, subject)

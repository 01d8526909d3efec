"""The user not going somewhere ("cant make standup tmrw", "won't make the offsite friday",
"gonna miss the school play thurs") is no to-do: it was stored as one ("can't make standup",
due tomorrow) or offered as one. With an open to-do it names, recap asks whether to cancel it;
with none, nothing is kept. Saying the opposite ("gonna make the deadline friday", "going to go
to the bank tmrw") stays a to-do."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.asks import never_silent
from memory.model import Commitment, CommitmentStatus, Source
from memory.timefmt import zone
from tests.memory.understanding.reading import Reading

TZ = zone("Europe/London")
NOW = datetime(2026, 12, 2, 8, 5, tzinfo=TZ)  # a Wednesday
READ = Reading(NOW, TZ, fmt="%Y-%m-%d")


@pytest.mark.parametrize(
    "text",
    [
        "cant make standup tmrw",
        "can't make the offsite friday",
        "I won't make the 3pm tomorrow",
        "not gonna make yoga tonight",
        "gonna miss the school play thurs",
        "i'll miss the 9am tmrw",
        "unable to attend the board meeting on the 9th",
        "won't be at the party sat",
    ],
)
def test_not_going_is_no_todo_nor_an_offer(text: str) -> None:
    assert READ.todos(READ(text)) == []
    assert never_silent(text, READ(text), [], [], now=NOW, tz=TZ) is None


def test_the_todo_said_beside_it_is_kept() -> None:
    assert READ.todos(READ("cant make standup tmrw, need to tell the team")) == [("tell the team", None)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("gonna make the deadline friday", ("make the deadline", "2026-12-04")),
        ("going to go to the bank tmrw", ("go to the bank", "2026-12-03")),
    ],
)
def test_going_stays_a_todo(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


def test_an_open_todo_it_names_is_offered_to_cancel() -> None:
    gym = Commitment(
        id=1, user="ana", action="gym", owner="me", counterparty=None, original_due=None, due=None,
        status=CommitmentStatus.ACCEPTED, created_at=NOW, source=Source(1, "chat", 1.0),
    )  # fmt: skip
    text = "can't make the gym tmrw"
    ask = never_silent(text, READ(text), [gym], [], now=NOW, tz=TZ)
    assert ask is not None and ask.question == "Should I cancel “gym”?"
    assert ask.choices[0].apply == (understanding.CancelCommitment("gym"),)
    assert understanding.not_going("I can't make the gym tmrw") == "the gym tmrw"

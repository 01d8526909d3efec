"""Plain facts left unread before session 39 (issue 10): a name of the shape "Queen of Peace"
(never a joke title), "retired from the <place>", and "<someone>'s <thing> status is <state>"."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import CompleteCommitment, StateClaim

TZ = ZoneInfo("Pacific/Auckland")
NOW = datetime(2031, 8, 14, 9, 0, tzinfo=TZ)


def _facts(said: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in understanding.extract(said, now=NOW, tz=TZ)
            if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ana's parish is Queen of Angels", ("Ana", "parish", "Queen of Angels")),
        ("Wiremu's local is Prince of Wales", ("Wiremu", "local", "Prince of Wales")),
    ],
)
def test_a_royal_name_of_a_place(said: str, fact: tuple[str, str, str]) -> None:
    assert _facts(said) == [fact]


@pytest.mark.parametrize("said", ["Hemi is the king of the barbecue", "Aroha got promoted to queen of the kitchen"])
def test_a_royal_joke_stays_banter(said: str) -> None:
    assert _facts(said) == []


@pytest.mark.parametrize(
    "said",
    ["Rangi retired from the railways last month", "Moana retired from the council", "Pita has retired from the mill"],
)
def test_retired_from_a_place(said: str) -> None:
    assert [(p, v) for _, p, v in _facts(said)] == [("status", "retired")]


def test_resigned_from_a_board_is_no_status() -> None:
    assert _facts("Moana resigned from the board") == []  # the board's, not her job's


@pytest.mark.parametrize(
    ("said", "predicate", "value"),
    [
        ("Tama's loan status is approved", "loan status", "approved"),
        ("Mere's permit status is granted", "permit status", "granted"),
    ],
)
def test_a_status_is_a_fact_not_a_deed(said: str, predicate: str, value: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert not any(isinstance(i, CompleteCommitment) for i in found)
    assert [(p, v) for _, p, v in _facts(said)] == [(predicate, value)]

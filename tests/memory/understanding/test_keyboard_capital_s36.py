"""Session 36: the capital a phone's keyboard gives a message's first word ("Need to call dani",
"Promised dani i'd ring her") says nothing of how the user types names: the rest in lower case,
the message is read as one typed in lower case, so a lower-case name is still a name. A name
first ("Kofi left early", "Mark needs the deck") keeps its capital, the user's own."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from memory.understanding._typed_case import typed_lowercase

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "Need to call dani",
        "Promised dani i'd call her back",
        "Told marta i'd send her the deck",
        "Gotta text sam about the keys",
        "The plumber is coming at 3",
        "Call mum tonight",
        "My sister's flying in on fri",
    ],
)
def test_the_keyboard_capital_is_lower_case_typing(said: str) -> None:
    assert typed_lowercase(said), said


@pytest.mark.parametrize(
    "said",
    [
        "Kofi left early today",
        "Mark needs the deck by fri",
        "Drew moved to leeds",
        "Mohammed is the new treasurer",
        "Ahmed sent the keys",
        "Need to call Dani",
        "need to call Dani",
        "Need to send the Q4 numbers to Priya",
    ],
)
def test_a_name_first_or_elsewhere_is_typed_with_capitals(said: str) -> None:
    assert not typed_lowercase(said), said


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("Promised dani i'd call her back", "call dani back"),
        ("promised dani i'd call her back", "call dani back"),
        ("Told marta i'd send her the deck by fri", "send marta the deck"),
    ],
)
def test_a_lower_case_name_after_the_keyboard_capital_is_read(said: str, action: str) -> None:
    got = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [c.action for c in got] == [action], said

"""Session 35 (blind34): "water truck came so …" is a thing named by two words and that it came,
never the to-do "water truck came" ("water" is no verb there); a to-do with the same first word
stays one."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2031, 3, 31, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "water truck came so the tank's fine now, and the elders lunch invoice is paid",
        "water truck came",
        "fuel van arrived today, so we're sorted",
        "mail van showed up",
    ],
)
def test_a_thing_that_came_is_no_todo(said: str) -> None:
    assert not [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)], said


def test_a_todo_with_the_same_verb_stays() -> None:
    [got] = extract("water the plants tmrw", now=NOW, tz=TZ)
    assert isinstance(got, NewCommitment) and got.action == "water the plants"

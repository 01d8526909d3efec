"""A plain "no" put before the right owner named by kin and name, with no comma ("nah his sister
Deirdre owns it"), corrects as "no, …" does (session 39, issue 10)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import CorrectValue

TZ = ZoneInfo("Australia/Perth")
NOW = datetime(2031, 2, 3, 10, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "owner"),
    [
        ("no her uncle Tevita owns it", "Tevita"),
        ("nope his cousin Mereana owns it", "Mereana"),
        ("nah their mum Louisa owns it", "Louisa"),
    ],
)
def test_kin_named_owner_corrects(said: str, owner: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [(i.predicate, i.value) for i in found if isinstance(i, CorrectValue)] == [("owner", owner)]


def test_no_then_kin_with_no_name_is_no_owner() -> None:
    found = understanding.extract("no his brother owns it", now=NOW, tz=TZ)
    assert not any(isinstance(i, CorrectValue) and i.value == "brother" for i in found)

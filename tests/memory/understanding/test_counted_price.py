"""A price per thing counted out, whatever the thing ("2500 a carton", "$4 a punnet"), is a price
like "£40 an hour"; "a lot", "a while" count nothing (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("oat milk goes up to 2500 a carton from april", "oat milk", "2500 a carton"),
        ("strawberries are $4 a punnet now", "strawberries", "$4 a punnet"),
        ("eggs went up to R45 a tray", "eggs", "R45 a tray"),
        ("roaster paid. oat milk goes up to 2500 a carton from april", "oat milk", "2500 a carton"),
        ("firewood is going up to £90 a cord", "firewood", "£90 a cord"),
        ("the hall hire goes up to 40 an hour from may", "hall hire", "40 an hour"),
        ("diesel went up to 1.89 a litre", "diesel", "1.89 a litre"),
        ("avocados are R12 each now", "avocados", "R12 each"),
    ],
)
def test_a_price_per_thing(text: str, subject: str, value: str) -> None:
    found = [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]
    assert found == [(subject, "price", value)]


@pytest.mark.parametrize("text", ["the bill is 200 a lot", "the bus is 12 now", "the kids are 3 a while"])
def test_no_thing_counted(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim) and i.predicate == "price"]

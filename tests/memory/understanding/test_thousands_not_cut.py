"""A comma between a number's thousands ("£1,250") is no place to cut a clause or a list."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding

NOW = datetime(2026, 12, 1, 14, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("the rent on the flat is £1,250 a month", "£1,250 a month"),
        ("the budget for the offsite is $12,500", "$12,500"),
    ],
)
def test_a_figure_keeps_its_thousands(said: str, value: str) -> None:
    (claim,) = understanding.extract(said, now=NOW, tz=ZoneInfo("Europe/London"))
    assert getattr(claim, "value", None) == value


def test_a_list_still_cuts_at_its_commas() -> None:
    found = understanding.extract("pay the nanny friday, the cleaner saturday", now=NOW, tz=ZoneInfo("Europe/London"))
    assert [getattr(i, "action", None) for i in found] == ["pay the nanny", "pay the cleaner"]

"""Tests for a correction that names only a month: a due at month grain ("by febuary", due the end
of February) moves to the end of the month named; a due on a day of the month keeps its day; a due
never moves into a month gone by; a fact's month is put right in the year of the old one."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memory.understanding._month_moves import day_in_month
from tests.memory.understanding.played import failures

NOW = "2026-12-31T15:30:00-03:00"
ZONE = "America/Sao_Paulo"


@pytest.mark.parametrize(
    ("old", "month", "day"),
    [
        (date(2027, 2, 28), 3, date(2027, 3, 31)),  # the end of February: the end of March
        (date(2027, 1, 31), 4, date(2027, 4, 30)),
        (date(2027, 4, 30), 2, date(2027, 2, 28)),
        (date(2028, 2, 29), 6, date(2028, 6, 30)),
        (date(2027, 2, 12), 3, date(2027, 3, 12)),  # a day of the month keeps its day
        (date(2027, 1, 30), 2, date(2027, 2, 28)),  # ... or the month's last, when it has fewer days
        (date(2027, 3, 30), 4, date(2027, 4, 30)),
    ],
)
def test_day_in_month(old: date, month: int, day: date) -> None:
    assert day_in_month(old, day.year, month) == day


async def test_month_corrections_of_dues(tmp_path: Path) -> None:
    def case(before: str, say: str, action: str, due: str) -> dict[str, object]:
        return {"before": [before], "say": say, "expect": {"moved": [{"action": action, "due": due}]}}

    cases = [
        case("I need to renew my passport by febuary", "no, march", "renew my passport", "2027-03-31"),
        case("I need to renew my passport by febuary", "sorry, i meant april", "renew my passport", "2027-04-30"),
        case("renew the work permit by feb", "make that june", "renew the work permit", "2027-06-30"),
        case("gotta file the tax return by the end of january", "no, feb", "file the tax return", "2027-02-28"),
        case("pay the deposit by jan 31", "no, march", "pay the deposit", "2027-03-31"),
        case("I need to renew my passport by febuary", "actually, nov", "renew my passport", "2027-11-30"),
        # negatives: a day of the month stays that day
        case("renew the car tax by the 12th of feb", "no, march", "renew the car tax", "2027-03-12"),
        case("book the vet for 20 jan", "oops, i meant feb", "book the vet", "2027-02-20"),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_month_corrections_of_facts(tmp_path: Path) -> None:
    def case(before: str, say: str, subject: str, predicate: str, value: str, day: str) -> dict[str, object]:
        fact = {"subject": subject, "predicate": predicate, "value": value, "from": day}
        return {"before": [before], "say": say, "expect": {"corrected": [fact]}}

    cases = [
        case("Marcos moved to São Paulo in january", "no, february", "Marcos", "location", "São Paulo", "2026-02-01"),
        case("Ravi joined the design team in march", "sorry, april", "Ravi", "team", "design", "2026-04-01"),
        case("Lina relocated to Recife in august", "no, it was september", "Lina", "location", "Recife", "2026-09-01"),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []

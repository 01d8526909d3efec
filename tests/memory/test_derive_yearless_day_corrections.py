"""A day of the year kept with no year ("Lucia's birthday is march 3") is put right by a bare
day as a dated fact is ("actually its the 13th" makes it 13 March), and keeps no year: a
birthday comes round every year (memory.day_facts.day_of, yearless)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW, TZ = "2026-12-09T19:30:00+01:00", "Europe/Warsaw"


@pytest.mark.parametrize(
    ("before", "say", "subject", "predicate", "value"),
    [
        ("Lucia's birthday is march 3", "actually its the 13th", "Lucia", "birthday", "13 March"),
        ("Kwame's bday is 3rd of March", "sorry, the 4th", "Kwame", "birthday", "4 March"),
        ("our anniversary is june 21", "no wait, june 12", "me", "anniversary", "12 June"),
    ],
)
async def test_a_yearless_day_put_right_keeps_no_year(
    tmp_path: Path, before: str, say: str, subject: str, predicate: str, value: str
) -> None:
    fact = {"subject": subject, "predicate": predicate, "value": value}
    cases = [{"say": say, "before": [before], "expect": {"corrected": [fact]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []

"""A person asked about without the title they were named with ("what does Kapoor owe me" after
"Mr Kapoor owes me 2 lakh advance"): a title is no part of the name, so the surname finds them,
and the name with its title still does."""

from __future__ import annotations

from pathlib import Path

from memory.answers_lines import name_key
from tests.memory.understanding.played import failures

PLAYED_NOW = "2026-12-07T11:00:00+05:30"


def test_a_title_is_no_part_of_the_name() -> None:
    assert name_key("Mr Kapoor") == name_key("kapoor") == name_key("Mr. Kapoor")
    assert name_key("Dr") == "dr"


async def test_the_surname_finds_whom_the_title_named(tmp_path: Path) -> None:
    cases = [
        {"before": ["Mr Kapoor owes me 2 lakh advance"], "say": "what does Kapoor owe me",
         "expect": {"answer": ["2 lakh advance"]}},
        {"before": ["need to pay Dr. Alvarez 50 for the visit"], "say": "what do i owe alvarez",
         "expect": {"answer": ["pay Dr. Alvarez 50"]}},
        {"before": ["need to pay Dr. Alvarez 50 for the visit"], "say": "what do i owe dr alvarez",
         "expect": {"answer": ["pay Dr. Alvarez 50"]}},
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Asia/Kolkata", cases) == []

"""Tests for a cancellation planned for a day to come ("I'll cancel the gym membership in 2
weeks", "remind me to cancel the magazine on the 20th"): a to-do to cancel the thing, due then,
unless an open to-do it names is what is called off. Said with no day, or as news, it stays a
cancellation."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW, TZ = "2026-12-03T08:00:00+00:00", "Europe/London"  # a Thursday


@pytest.mark.parametrize(
    ("say", "action", "due"),
    [
        ("I'll cancel the gym membership in 2 weeks", "cancel the gym membership", "2026-12-17"),
        ("i'll cancel the Spotify trial tmrw", "cancel the Spotify trial", "2026-12-04"),
        ("remind me to cancel the magazine subscription on the 20th", "cancel the magazine subscription",
         "2026-12-20"),
        ("im going to cancel my amazon prime in a week", "cancel my amazon prime", "2026-12-10"),
        ("gotta cancel the paper delivery before xmas", "cancel the paper delivery", "2026-12-24"),
        ("ill cancel the car insurance on monday", "cancel the car insurance", "2026-12-07"),
        ("I must cancel the Hulu trial by sunday", "cancel the Hulu trial", "2026-12-06"),
        ("should cancel the window cleaner next wed", "cancel the window cleaner", "2026-12-09"),
    ],
)  # fmt: skip
async def test_a_planned_cancellation_is_a_to_do(tmp_path: Path, say: str, action: str, due: str) -> None:
    cases = [{"say": say, "expect": {"commitments": [{"action": action, "due": due}]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_an_open_to_do_it_names_is_called_off(tmp_path: Path) -> None:
    cases = [
        {"say": "I'll cancel lunch with Ines on friday", "before": ["lunch with Ines on friday at 1"],
         "expect": {"cancelled": ["lunch with Ines"]}},
        {"say": "cancel the budget email", "before": ["need to email Grace the budget by thurs"],
         "expect": {"cancelled": ["email Grace the budget"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []

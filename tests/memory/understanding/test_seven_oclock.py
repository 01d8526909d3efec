"""A bare 7 on a day other than today ("tmrw at 7", "7:30 on fri") may be breakfast or dinner:
the due carries a doubt and recap asks. Today the next 7 is meant, and a part of the day, am/pm
or "7ish" (the loose hour of a get-together) settles it."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract, find_spans
from memory.understanding.intents import NewCommitment, Unclear
from memory.understanding.timex import DateSpec

_NOW = "2027-03-10T12:30:00+01:00"  # Wednesday lunchtime
_ZONE = "Europe/Paris"


def _spec(text: str) -> DateSpec:
    spans = find_spans(text, now=datetime.fromisoformat(_NOW), tz=ZoneInfo(_ZONE))
    assert len(spans) == 1, spans
    assert spans[0].spec is not None
    return spans[0].spec


@pytest.mark.parametrize(
    "text",
    ["call the plumber tmrw at 7", "remind me at 7:30 tomorrow", "pick up Noor at 7 on friday",
     "fri 7.30 drop the van off", "collect the cake sat at 7"],
)  # fmt: skip
def test_a_bare_seven_on_another_day_carries_a_doubt(text: str) -> None:
    spec = _spec(text)
    assert spec.doubt is not None and "morning or in the evening" in spec.doubt


@pytest.mark.parametrize(
    "text",
    ["call the plumber at 7", "call the plumber tmrw at 7am", "pick up Noor at 7pm on friday",
     "tomorrow at 7 in the evening", "drinks at 7ish on friday", "call the plumber tmrw at 8",
     "fri morning at 7", "tomorrow night at 7", "call him at 17:00 tomorrow", "on the 7th at 10"],
)  # fmt: skip
def test_a_seven_that_says_its_half_of_the_day_or_falls_today_is_kept(text: str) -> None:
    assert _spec(text).doubt is None


@pytest.mark.parametrize(
    "said", ["need to put the roast in tmrw at 7", "Dana said she'll bring the croissants tomorrow at 7:30"]
)
def test_a_todo_due_at_a_bare_seven_tomorrow_is_asked_about(said: str) -> None:
    read = extract(said, now=datetime.fromisoformat(_NOW), tz=ZoneInfo(_ZONE))
    assert read and all(isinstance(intent, Unclear) for intent in read)
    assert isinstance(read[0].proposal, NewCommitment)

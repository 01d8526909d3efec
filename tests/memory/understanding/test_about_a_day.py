"""A day said after "about" is what a to-do is about ("call mum about xmas", "text Lee about
new year's eve"), never its due: the agenda reader does not take it as an occasion's time, so
no to-do is stored due that day with the topic cut out of it (recap asks instead)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import NewCommitment

_NOW = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("America/New_York"))


@pytest.mark.parametrize(
    "said",
    ["call mum about xmas", "call Aunt Marisol about thanksgiving", "ring Tomas about thanksgiving dinner",
     "text Lee about new year's eve", "message the landlord about christmas eve"],
)  # fmt: skip
def test_a_day_said_after_about_is_never_stored_as_the_due(said: str) -> None:
    read = extract(said, now=_NOW, tz=_NOW.tzinfo)
    assert not [intent for intent in read if isinstance(intent, NewCommitment) and intent.due is not None]

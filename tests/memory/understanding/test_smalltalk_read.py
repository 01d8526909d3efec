"""Tests for small talk that looks like a fact or a plan and must store (and ask) nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract

TZ = ZoneInfo("Asia/Singapore")
NOW = datetime(2027, 5, 12, 18, 45, tzinfo=TZ)


@pytest.mark.parametrize(
    "text",
    [
        "my calendar is an absolute mess",  # a judgement
        "Tom's cat is the fluffiest thing ever 😻",  # a superlative, an emoji
        "our standup is a joke lol",  # chat
        "the new office is amazing",
        "my week has been hectic",
        "going to be a rough one tomorrow",  # a state, not a plan
        "gonna be a long night",
        "up to 14 tickets in my queue today",  # "up" is nobody's name
        "it was great",
        "haha ok",  # chat words are no issue that "works" again
        "yeah fine",
        "all good 👍",
    ],
)
def test_small_talk_stores_and_asks_nothing(text: str) -> None:
    """How the user feels is no fact, and a day's mood no to-do: nothing to keep, nothing to ask."""
    assert extract(text, now=NOW, tz=TZ) == []

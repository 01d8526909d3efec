"""Reading "what did I get done today" as a question of the to-dos finished in a window."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question
from tests.memory.understanding.reading import Reading

LISBON = ZoneInfo("Europe/Lisbon")
read = Reading(datetime(2026, 12, 3, 17, 40, tzinfo=LISBON), LISBON)  # a Thursday


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("what did i get done today", "today"),
        ("what have I finished this week?", "this week"),
        ("what did we tick off yesterday", "yesterday"),
        ("which tasks have i completed so far", None),
        ("ok what got done today", "today"),
        ("what have i crossed off this week", "this week"),
        ("what did i knock out on monday", "on monday"),
        # "what have I done" with a window, and "what's done": asked, not exclaimed
        ("what have i done today", "today"),
        ("what've we done this week", "this week"),
        ("what's done today", "today"),
        ("whats been done this week", "this week"),
    ],
)
def test_a_question_of_what_got_done(text: str, window: str | None) -> None:
    [asked] = read(text)
    assert isinstance(asked, Question) and asked.kind == "done", asked
    assert (asked.at.text if asked.at else None) == window


@pytest.mark.parametrize(
    "text",
    ["what have i done", "what have i done!!", "what's done",
     "what did i do today", "what did i finish for Omar", "did i finish the report",
     "what have i got to finish this week"],
)
def test_not_a_question_of_what_got_done(text: str) -> None:
    assert not any(isinstance(i, Question) and i.kind == "done" for i in read(text))

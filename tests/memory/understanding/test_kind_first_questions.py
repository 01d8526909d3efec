"""Tests for questions that name the kind first: "what issues are open rn", "which problems are
still unresolved" (the open issues); "which bills are due this week" (what is due then)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

RIYADH = ZoneInfo("Asia/Riyadh")
READ = Reading(datetime(2029, 9, 27, 7, 40, tzinfo=RIYADH), RIYADH)
PLAYED_NOW = "2029-09-27T07:40:00+03:00"


@pytest.mark.parametrize(
    "text",
    [
        "what issues are open rn",
        "which problems are still unresolved",
        "which issues are open?",
        "what things are broken",
        "what outages are ongoing right now",
    ],
)
def test_the_kind_then_its_state_asks_for_open_issues(text: str) -> None:
    (asked,) = READ.asked(text)
    assert asked.kind == "open_issues"


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("which bills are due this week", "this week"),
        ("what payments are due tmrw", "tmrw"),
        ("which invoices are still due by friday?", "by friday"),
        ("which bills are due", None),
    ],
)
def test_the_kind_then_due_asks_what_is_due(text: str, window: str | None) -> None:
    (asked,) = READ.asked(text)
    assert asked.kind == "due_week"
    assert (asked.at.text if asked.at is not None else None) == window or (window and window in asked.at.text)


async def test_answered_from_what_is_kept(tmp_path: Path) -> None:
    cases = [
        {"before": ["need to pay the water bill by sun", "need to pay the internet bill by the 10th"],
         "say": "which bills are due this week", "expect": {"answer": ["water"], "answer_excludes": ["internet"]}},
        {"before": ["the air con in meeting room 2 is broken", "the projector in meeting room 2 is broken"],
         "say": "what issues are open rn", "expect": {"answer": ["air con", "projector"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "Asia/Riyadh", cases) == []

"""A recall question about "earlier" with no date is about today so far: the lines said earlier
today are quoted, and "earlier" is no topic word that must appear in them."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.recall import query_terms, request_windows
from memory.service import Memory
from tests.driver import chat

LAGOS = ZoneInfo("Africa/Lagos")
NOW = datetime(2027, 1, 13, 8, 20, tzinfo=LAGOS)


@pytest.mark.parametrize(
    "question",
    [
        "what did we talk about earlier",
        "what did i say earlier on",
        "what did i tell u a bit ago",
        "what did i just now say",
    ],
)
def test_earlier_is_today_so_far(question: str) -> None:
    (window,) = request_windows(question, NOW, LAGOS)
    assert window.start.astimezone(LAGOS) == datetime(2027, 1, 13, tzinfo=LAGOS)
    assert window.end <= NOW
    assert not {"earlier", "now"} & set(query_terms(question, skip=[window.text]))


def test_a_written_date_wins_over_earlier() -> None:
    (window,) = request_windows("what did we talk about yesterday, earlier than lunch", NOW, LAGOS)
    assert window.text == "yesterday"


@pytest.mark.parametrize("question", ["what did we talk about earlier", "what did i say earlier?"])
async def test_earlier_quotes_todays_lines(memory: Memory, question: str) -> None:
    lines = ["the sump pump is down", "need to call the plumber by tmrw", question]
    _, _, replies = await chat(memory, "2027-01-13T07:10:00+00:00", "Africa/Lagos", lines)
    assert "sump pump" in replies[0] and "plumber" in replies[0], replies

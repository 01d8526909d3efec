"""Tests for session 43's question readings: what is coming up asked with where the user is ("… on the
ship", "… at work"), never a meeting's agenda; a thing's owner asked with "whose", question mark or not."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Argentina/Ushuaia")
READ = Reading(datetime(2029, 12, 9, 19, 40, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    "text", ["what have I got coming up on the ship?", "what's coming up at work", "anything coming up on the farm"]
)
def test_coming_up_where_the_user_is_asks_what_is_ahead(text: str) -> None:
    [asked] = READ.asked(text)
    assert (asked.kind, asked.predicate) == ("due_week", "ahead")


def test_coming_up_in_a_meeting_is_no_look_ahead() -> None:
    assert not [q for q in READ.asked("what's coming up in the meeting") if q.predicate == "ahead"]


@pytest.mark.parametrize(
    ("text", "thing"),
    [("whose is the red Hilux at the pier", "red Hilux at the pier"), ("whose is the blue kayak?", "blue kayak")],
)
def test_whose_asks_the_owner(text: str, thing: str) -> None:
    [asked] = READ.asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", thing, "owner")

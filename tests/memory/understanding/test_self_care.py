"""What the body or the mood needs, said as a "need to" with no day ("need to stretch my legs,
been sitting for hours", "need to vent for a sec, this client is exhausting"): no to-do and no
question; booking care, naming someone, or a day keeps it a to-do (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._self_care import self_care
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


@pytest.mark.parametrize(
    "text",
    [
        "need to stretch my legs, been sitting for hours",
        "need to vent for a sec, this client is exhausting",
        "gotta get some air",
        "i need to breathe lol",
        "need to sleep for a week",
        "need to eat something, starving",
        "need to take a break, brain is fried",
        "really need to rant about this meeting",
        "need to chill tbh",
        "need to lie down",
        "gotta go for a walk to clear my head",
        "need to sleep on it",
        "need to rest my back",
        "Need to grab a coffee real quick",
    ],
)
def test_an_undated_need_of_the_body_or_mood_is_no_todo(text: str) -> None:
    """A feeling said as "need to …": nothing read (the reader asks nothing either)."""
    assert READ(text) == []


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("need to book a massage", "book a massage", None),
        ("need to see a physio by fri", "see a physio", "Fri 04"),
        ("need to get some sleep tonight", "get some sleep", "Wed 02"),
        ("gotta stretch before the run tomorrow at 6", "stretch before the run", "Thu 03"),
        ("need to vent to HR about the manager by friday", "vent to HR about the manager", "Fri 04"),
        ("need to get some coffee for the office", "get some coffee for the office", None),
    ],
)
def test_care_booked_a_person_named_or_a_day_keeps_the_todo(text: str, action: str, day: str | None) -> None:
    """With a day, a service or someone to tell, it is something to do."""
    assert READ.todos(READ(text)) == [(action, day)]


@pytest.mark.parametrize(
    ("action", "care"),
    [
        ("stretch my legs", True),
        ("vent for a sec", True),
        ("take a quick break", True),
        ("rant about the new rota", True),
        ("go for a walk", True),
        ("book a massage", False),
        ("vent to HR about the manager", False),
        ("eat the leftovers", False),
        ("get some coffee for the office", False),
        ("sleep in the spare room", False),
    ],
)
def test_self_care_is_only_the_activity_with_how_long_or_what_about(action: str, care: bool) -> None:
    """The activity and at most its sore part, its length or what it is about."""
    assert self_care(action) is care

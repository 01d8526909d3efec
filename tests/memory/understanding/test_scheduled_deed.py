"""Someone's deed in the plain present with its day is their to-do: "Ben ships the onboarding
flow thurs" (memory.understanding._scheduled_deed); someone's week or trip is not."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

ZONE = ZoneInfo("America/Halifax")
NOW = datetime(2029, 4, 9, 10, 0, tzinfo=ZONE)  # a Monday


def theirs(text: str) -> list[tuple[str, str, str | None]]:
    return [
        (i.owner, i.action, i.due.start.astimezone(ZONE).date().isoformat() if i.due else None)
        for i in extract(text, now=NOW, tz=ZONE)
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("text", "owner", "action", "due"),
    [
        ("Ben ships the onboarding flow thurs", "Ben", "ship the onboarding flow", "2029-04-12"),
        ("Ana picks up the kids fri at 3", "Ana", "pick up the kids", "2029-04-13"),
        ("Kofi sends the figures by wed", "Kofi", "send the figures", "2029-04-11"),
        ("Ana drops off the keys tmrw", "Ana", "drop off the keys", "2029-04-10"),
        ("Ngozi submits the grant application on the 20th", "Ngozi", "submit the grant application", "2029-04-20"),
    ],
)
def test_a_deed_in_the_present_with_its_day_is_their_to_do(text: str, owner: str, action: str, due: str) -> None:
    assert theirs(text) == [(owner, action, due)]


@pytest.mark.parametrize(
    "text",
    [
        "Ben plays tennis sat",  # someone's week
        "Maya returns from Lisbon on the 9th",  # a trip
        "Ben sends his love",  # no day said
        "Ben ships the flow",
    ],
)
def test_no_deed_or_no_day_is_no_to_do_of_theirs(text: str) -> None:
    assert theirs(text) == []

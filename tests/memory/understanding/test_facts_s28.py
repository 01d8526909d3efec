"""Tests for a departure said beside the arrival it led to (session 28, blind6): "Delphine left
wardrobe, she's in the art dept now" is one move; the departure no form reads is not asked about
when the arrival was read (it was: "I couldn't read “Delphine left wardrobe”")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, Unclear, extract

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Delphine left wardrobe, she's in the art dept now", "Delphine", "art"),
        ("Arnav left the data team and switched to platform", "Arnav", "platform"),
        ("Delphine left the wardrobe team, she's in art now", "Delphine", "art"),
    ],
)
def test_departure_then_arrival_is_one_move(text: str, subject: str, value: str) -> None:
    """Only the team moved to is kept, and nothing is asked."""
    read = extract(text, now=NOW, tz=ZONE)
    assert [(i.subject, i.predicate, i.value) for i in read] == [(subject, "team", value)]
    assert all(isinstance(i, StateClaim) for i in read)


def test_departure_alone_beside_a_todo_still_asked() -> None:
    """With no arrival read for the person, the departure is still asked about."""
    read = extract("Tom left sales, need to update the org chart", now=NOW, tz=ZONE)
    assert any(isinstance(i, Unclear) and i.text.startswith("Tom left sales") for i in read)

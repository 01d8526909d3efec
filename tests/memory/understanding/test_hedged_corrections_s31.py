"""Tests for a date put right with a hedge (session 31, blind29): "hmm prob late oct" after a to-do
asks which day (recap kept nothing and said nothing); "hmm prob the 20th" moves it, as "more like
the 20th" does; a hedge before anything but a date is no correction of a date. "correction:
whatsapp for invoices" puts a scoped preference right (recap offered a to-do "whatsapp for
invoices")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, CorrectValue, NewCommitment, Unclear
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Tegucigalpa")
READ = Reading(datetime(2030, 10, 3, 21, 10, tzinfo=ZONE), ZONE)  # a Thursday


@pytest.mark.parametrize(
    ("text", "vague"),
    [
        ("hmm prob late oct", "late oct"),
        ("prob late oct", "late oct"),
        ("hmm probably early next month", "early next month"),
        ("erm prolly mid nov", "mid nov"),
    ],
)
def test_a_likelier_vague_day_is_asked(text: str, vague: str) -> None:
    """A hedged window ("prob late oct") names no one day: asked, never moved to a guess."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    assert f"“{vague}” gives no exact day" in found[0].question


@pytest.mark.parametrize(("text", "day"), [("hmm prob the 20th", 20), ("probably the 18th", 18)])
def test_a_likelier_day_puts_the_date_right(text: str, day: int) -> None:
    """A hedged day ("prob the 20th") puts the last date right, as "more like the 20th" does."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], CorrectTime), found
    assert found[0].day_only == day


@pytest.mark.parametrize("text", ["probably fine", "prob going to be late", "maybe tmrw"])
def test_a_hedge_before_no_date_puts_no_date_right(text: str) -> None:
    """ "probably fine", "maybe tmrw" (only wondering) put no date right."""
    assert not [i for i in READ(text) if isinstance(i, CorrectTime)]


async def test_a_hedged_window_after_a_todo_is_asked_and_moves_nothing(tmp_path: Path) -> None:
    """Played through the dispatcher: the to-do keeps its day and recap asks which day."""
    cases = [
        {
            "before": ["gotta prep the quarterly report by mon"],
            "say": "hmm prob late oct",
            "expect": {"ask": True},
        },
        {
            "before": ["gotta prep the quarterly report by mon"],
            "say": "hmm prob the 20th",
            "expect": {"moved": [{"action": "prep the quarterly report", "due": "2030-10-20"}]},
        },
    ]
    assert await failures(tmp_path, "2030-10-03T21:10:00-06:00", "America/Tegucigalpa", cases) == []


@pytest.mark.parametrize(
    ("text", "value", "scope"),
    [
        ("correction: whatsapp for invoices", "whatsapp", "invoices"),
        ("sorry, whatsapp for invoices", "whatsapp", "invoices"),
        ("no, email for anything urgent", "email", "anything urgent"),
        ("actually text for urgent stuff", "text", "urgent stuff"),
    ],
)
def test_a_way_to_be_reached_for_a_thing_is_put_right(text: str, value: str, scope: str) -> None:
    """After a correction's lead, "whatsapp for invoices" is a scoped value put right, no to-do."""
    found = READ(text)
    assert [(i.value, i.scope) for i in found if isinstance(i, CorrectValue)] == [(value, scope)]
    assert not [i for i in found if isinstance(i, NewCommitment | Unclear)]


@pytest.mark.parametrize("text", ["need to email for invoices", "email for invoices"])
def test_without_a_lead_the_same_words_put_nothing_right(text: str) -> None:
    """Without a correction's lead the words are read as before: no correction."""
    assert not [i for i in READ(text) if isinstance(i, CorrectValue)]


async def test_a_scoped_preference_is_corrected(tmp_path: Path) -> None:
    """Played: "correction: whatsapp for invoices" after "i prefer email for invoices"."""
    cases = [
        {
            "before": ["i prefer email for invoices"],
            "say": "correction: whatsapp for invoices",
            "expect": {"corrected": [{"subject": "me", "predicate": "preference", "value": "whatsapp"}]},
        }
    ]
    assert await failures(tmp_path, "2030-10-03T21:10:00-06:00", "America/Tegucigalpa", cases) == []

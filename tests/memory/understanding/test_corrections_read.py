"""Tests for reading corrections that do not repeat their subject."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import CorrectTime, CorrectValue, extract

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=TZ)


def _one(text: str) -> CorrectTime | CorrectValue:
    [found] = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, CorrectTime | CorrectValue), (text, found)
    return found


def test_bare_dates_after_a_marker() -> None:
    """'sorry, meant the 21st', 'oops — Thursday', "hang on, it's actually Monday" correct a time."""
    assert _one("sorry, meant the 21st") == _one("no wait, the 21st")
    found = _one("sorry, meant the 21st")
    assert isinstance(found, CorrectTime) and found.day_only == 21
    for text, written in [("oops — Thursday", "Thursday"), ("hang on, it's actually Monday", "Monday"),
                          ("ugh the 2nd i mean", "the 2nd"), ("sorry, 4pm", "4pm")]:
        found = _one(text)
        assert isinstance(found, CorrectTime) and found.new_text == written, text


def test_value_corrections_without_a_subject() -> None:
    """A name, a number or an address after a marker corrects the last fact's value; the wrong
    value, when said ("not product"), names which fact."""
    for text, value, old in [("sorry, 555-0143", "555-0143", None), ("no, Glasgow", "Glasgow", None),
                             ("2270 actually", "2270", None), ("sorry i meant Greg", "Greg", None),
                             ("oops, to design, not product", "design", "product")]:
        assert _one(text) == CorrectValue("", "", value, old=old), text


def test_value_corrections_with_their_fact() -> None:
    """'Omar is COO, not CEO' and 'no, she reports to Maya' name the fact (a pronoun leaves the subject open)."""
    assert _one("Omar is COO, not CEO") == CorrectValue("Omar", "role", "COO")
    assert _one("no, she reports to Maya") == CorrectValue("", "manager", "Maya")
    assert _one("correction: Lee's in Lisbon not Porto") == CorrectValue("Lee", "location", "Lisbon")


def test_no_correction_in_small_talk() -> None:
    """'no, thanks' and 'sorry, running late' correct nothing; 'now, not web' is a change."""
    assert extract("no, thanks", now=NOW, tz=TZ) == []
    assert extract("sorry, running late", now=NOW, tz=TZ) == []
    assert not any(isinstance(i, CorrectValue) for i in extract("Haruto is on the mobile team now, not web",
                                                                   now=NOW, tz=TZ))


def test_a_past_it_was_with_only_a_date_corrects_it() -> None:
    """'it was the 9th', 'make that Wednesday', 'era dia 9, the 9th' restate the date just said;
    'it was great' restates nothing."""
    for text, day in [("it was the 9th", 9), ("that was actually on the 9th", 9), ("era dia 9, the 9th", 9)]:
        found = _one(text)
        assert isinstance(found, CorrectTime) and found.day_only == day, text
    found = _one("make that Wednesday")
    assert isinstance(found, CorrectTime) and found.new_text == "Wednesday"
    assert extract("it was great", now=NOW, tz=TZ) == []


def test_a_due_date_pair_is_a_correction() -> None:
    """'the invoice was due Monday, not Tuesday' corrects the date (the verb is "was due")."""
    found = _one("the invoice was due Monday, not Tuesday")
    assert isinstance(found, CorrectTime) and found.new_text == "Monday" and found.target == "invoice"

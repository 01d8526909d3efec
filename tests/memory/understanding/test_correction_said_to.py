"""Corrections that do not repeat their subject, said the ways busy people say them: what the
user told whoever it is for ("sorry, told her sat actually"), the due said again with "back"
("hmm no its due back fri"), and a span counted again ("actually 3 wks not 2"); a value that
only says what it was not ("…, not ghormeh sabzi") is no value put right."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, CorrectValue, extract

TEHRAN = ZoneInfo("Asia/Tehran")
NOW = datetime(2029, 2, 28, 21, 20, tzinfo=TEHRAN)  # a Wednesday evening


def _day(text: str) -> str:
    (found,) = extract(text, now=NOW, tz=TEHRAN)
    assert isinstance(found, CorrectTime) and found.new is not None, found
    return f"{found.new.start.astimezone(TEHRAN):%Y-%m-%d}"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("sorry, told her sat actually", "sat"),
        ("sorry, i told Ade mon", "mon"),
        ("no wait, promised him the 6th", "the 6th"),
        ("oops i promised Kemi fri", "fri"),
        ("hmm no its due back fri", "fri"),
        ("oops its due back on the 5th", "the 5th"),
        ("no its due on the 5th", "the 5th"),
        ("sorry, texted them thurs", "thurs"),
    ],
)
def test_a_day_told_or_due_back_is_put_right(text: str, said: str) -> None:
    """The day alone is what was meant (which one of that name :mod:`memory.derive` decides)."""
    (found,) = extract(text, now=NOW, tz=TEHRAN)
    assert isinstance(found, CorrectTime) and found.new_text == said, found


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("actually 3 wks not 2", "2029-03-21"),
        ("3 weeks, not 2", "2029-03-21"),
        ("sorry, 10 days not 7", "2029-03-10"),
        ("no, 3 months not 2 months", "2029-05-28"),
        ("in ten days, not 7", "2029-03-10"),
    ],
)
def test_a_span_counted_again_is_counted_from_today(text: str, day: str) -> None:
    assert _day(text) == day


@pytest.mark.parametrize(
    "text",
    [
        "my bad, it was fesenjan we had at the wedding, not ghormeh sabzi",
        "oops it was the blue one we saw, not the green one",
    ],
)
def test_what_it_was_not_is_no_value(text: str) -> None:
    found = extract(text, now=NOW, tz=TEHRAN)
    assert not any(isinstance(i, CorrectValue) and i.value.lower().startswith("not ") for i in found), found


def test_a_number_pair_without_units_is_not_a_span() -> None:
    found = extract("sorry 3 not 2", now=NOW, tz=TEHRAN)
    assert not any(isinstance(i, CorrectTime) and i.new is not None for i in found), found


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("oh eom is today lol, i meant end of march", "end of march"),
        ("eom is today, i meant end of march", "end of march"),
        ("lol i meant end of march", "end of march"),
        ("ugh thats today, i meant the 5th", "the 5th"),
        ("brain not working, meant fri", "fri"),
    ],
)
def test_what_was_meant_after_a_remark_is_put_right(text: str, said: str) -> None:
    (found,) = extract(text, now=NOW, tz=TEHRAN)
    assert isinstance(found, CorrectTime) and found.new_text == said, found


@pytest.mark.parametrize(
    "text", ["need to call Bob, i meant to do it yesterday", "i told her, i meant what i said"]
)
def test_a_remark_with_meant_in_it_corrects_nothing(text: str) -> None:
    assert not any(isinstance(i, CorrectTime) for i in extract(text, now=NOW, tz=TEHRAN))

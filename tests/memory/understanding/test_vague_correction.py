"""A correction that names its new day only vaguely ("mid-march", "early april") is asked about,
never applied; one that names a day outright is read as before, and "next sun" / "this weekend"
as in a new to-do (the reader's one convention)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, Unclear, extract

TEHRAN = ZoneInfo("Asia/Tehran")
NOW = datetime(2029, 2, 28, 21, 20, tzinfo=TEHRAN)  # a Wednesday evening


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TEHRAN))


@pytest.mark.parametrize(
    "text",
    [
        "sorry meant mid-march",
        "no wait, early april",
        "sorry meant late march",
        "actually, mid april",
        "no, sometime in april",
        "sorry, some point in may",
        "actually sometime next week",
    ],
)
def test_a_vague_day_put_right_is_asked(text: str) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("oops, sat", "2029-03-03"),
        ("no, the 9th", "2029-03-09"),
        ("oops, thurs", "2029-03-01"),
        ("no wait, end of march", "2029-03-31"),
        ("sorry, fri", "2029-03-02"),
        # "next <weekday>" is next week's, as in "pay rent next fri"; a weekend starts on its Saturday
        ("no, next sun", "2029-03-11"),
        ("nope, next weds", "2029-03-07"),
        ("hmm no, next friday", "2029-03-09"),
        ("sorry, nxt tues", "2029-03-06"),
        ("oops its due by next tues", "2029-03-06"),
        ("oops, this weekend", "2029-03-03"),
    ],
)
def test_a_day_named_outright_is_still_put_right(text: str, day: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, CorrectTime) and found.new is not None, found
    assert f"{found.new.start.astimezone(TEHRAN):%Y-%m-%d}" == day


@pytest.mark.parametrize("text", ["actually make it next tuesday", "make it next tues", "ok make that next fri"])
def test_next_weekday_chosen_with_make_it_is_read(text: str) -> None:
    """ "make it next tuesday" sets the day; a vague window is still asked even then ("make it
    mid-march")."""
    (found,) = _read(text)
    assert isinstance(found, CorrectTime), found
    assert isinstance(_read("actually make it mid-march")[0], Unclear)


@pytest.mark.parametrize(
    "text",
    [
        "hmm that number's wrong",
        "the due date is wrong",
        "ugh, that phone number is not right",
        "that address is incorrect",
    ],
)
def test_a_kept_value_said_wrong_with_no_right_one_is_asked(text: str) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found


@pytest.mark.parametrize("text", ["the clock is wrong", "the weather is all wrong"])
def test_a_thing_said_wrong_is_no_value_asked_for(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, Unclear) and "instead" in i.question]

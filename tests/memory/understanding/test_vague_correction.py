"""A correction that names its new day only vaguely ("mid-march", "next sun", "this weekend")
is asked about, never applied; one that names a day outright is read as before."""

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
        "no, next sun",
        "oops, this weekend",
        "nope, next weds",
        "no wait, early april",
        "sorry meant late march",
        "wait, the weekend",
        "actually, mid april",
        "hmm no, next friday",
        "sorry, nxt tues",
        "oops its due by next tues",
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
    ],
)
def test_a_day_named_outright_is_still_put_right(text: str, day: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, CorrectTime) and found.new is not None, found
    assert f"{found.new.start.astimezone(TEHRAN):%Y-%m-%d}" == day


@pytest.mark.parametrize("text", ["actually make it next tuesday", "make it next tues", "ok make that next fri"])
def test_next_weekday_chosen_with_make_it_is_read(text: str) -> None:
    """ "make it next tuesday" sets the day (the user choosing, not recalling); a vague window is
    still asked even then ("make it mid-march")."""
    (found,) = _read(text)
    assert isinstance(found, CorrectTime), found
    assert isinstance(_read("actually make it mid-march")[0], Unclear)

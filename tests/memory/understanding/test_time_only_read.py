"""A to-do's time of day changed with no day said (:mod:`memory.understanding._time_only`):
a correction's lead, "now"/"instead" or "same day" and a time alone. The time keeps its words
(clock-only, or a bare hour) so the day can come from the to-do; what names no to-do ("it's
4pm now") or says a count ("the kids are 5 now") is no such change."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, Intent, MoveCommitment, extract
from memory.understanding._time_only import clock_only

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 1, 18, 4, tzinfo=TZ)  # a Tuesday evening: 12:30 today has passed


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    ("said", "target", "time"),
    [
        ("no wait, lunch is at 12:30", "lunch", "12:30"),
        ("oops dinner's at 8", "dinner", "8"),
        ("sorry, the Okonkwo call is at half 3", "Okonkwo call", "half 3"),
        ("hang on - brunch w/ Siobhán's at 11:15", "brunch with Siobhán", "11:15"),
        ("whoops, physio's at 4pm", "physio", "4pm"),
        ("yoga w priya at 7pm instead", "yoga w priya", "7pm"),  # a trailing "instead" marks it too
        ("wait the viewing with Mr Haddad is @ 10am actually", "viewing with Mr Haddad", "10am"),
    ],
)
def test_a_marked_time_of_a_named_todo_is_its_time_put_right(said: str, target: str, time: str) -> None:
    [found] = run(said)
    assert isinstance(found, CorrectTime), found
    assert (found.target, found.new_text) == (target, time)
    assert found.new is not None and clock_only(found.new_text)


@pytest.mark.parametrize(
    ("said", "target", "time"),
    [
        ("lunch's at 4 now", "lunch", "4"),
        ("the catch-up with Dmitri is at 2:45 now", "catch-up with Dmitri", "2:45"),
        ("school pickup now 3:15", "school pickup", "3:15"),
        ("Amara's leaving do is now at 6:30 pm", "Amara's leaving do", "6:30 pm"),
    ],
)
def test_a_time_said_with_now_or_instead_moves_the_named_todo(said: str, target: str, time: str) -> None:
    [found] = run(said)
    assert isinstance(found, MoveCommitment), found
    assert (found.action, found.due.text) == (target, time)


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("can we do 5 instead", "5"),
        ("let's say half 2 instead", "half 2"),
        ("let's go for 9:30 instead", "9:30"),
        ("same day but 10am", "10am"),
        ("same day, at 4", "4"),
        ("same day just 11:45 instead", "11:45"),
    ],
)
def test_another_time_with_no_name_corrects_what_was_just_said(said: str, time: str) -> None:
    [found] = run(said)
    assert isinstance(found, CorrectTime), found
    assert found.target is None and found.new_text == time


@pytest.mark.parametrize(
    "said",
    ["it's 4pm now", "the kids are 5 now", "we're at 12 now", "lunch is 5 now", "thursday's lunch is at 1 now"],
)
def test_a_time_that_names_no_todo_or_a_count_changes_no_todo_time(said: str) -> None:
    found = run(said)
    assert not any(isinstance(i, (CorrectTime, MoveCommitment)) and i.__dict__.get("target") for i in found), found
    assert not any(isinstance(i, MoveCommitment) and clock_only(i.due.text) for i in found), found

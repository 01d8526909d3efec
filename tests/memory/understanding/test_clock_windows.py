"""A window of clock time is one span, due at its start: "3-4pm" (15:00), "between 8 and 12"
(8:00), "10:30-11:15", "noon-2", with a day before or after it; and numbers that only look like a
window stay as they were: a bare "8-12" (a date or a count), "ages 3-5", a score, a phone number."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import NewCommitment, Unclear
from memory.understanding.timex import find_spans
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=TZ)  # a Monday morning
read = Reading(NOW, TZ)


def _spans(text: str) -> list[tuple[str, str | None]]:
    """(span text, local start "Fri 04 15:00") of each span in ``text``."""
    return [
        (text[s.start : s.end], s.spec.start.astimezone(TZ).strftime("%a %d %H:%M") if s.spec else None)
        for s in find_spans(text, now=NOW, tz=TZ)
    ]


@pytest.mark.parametrize(
    ("text", "span", "start"),
    [
        ("meeting 3-4pm friday", "3-4pm friday", "Fri 04 15:00"),
        ("meeting 3pm-4pm friday", "3pm-4pm friday", "Fri 04 15:00"),
        ("meeting 3 - 4 pm friday", "3 - 4 pm friday", "Fri 04 15:00"),
        ("delivery slot 10am-12pm thurs", "10am-12pm thurs", "Thu 03 10:00"),
        ("dentist 10:30-11:15 tomorrow", "10:30-11:15 tomorrow", "Tue 01 10:30"),
        ("parcel 9.30–10.30 wed", "9.30–10.30 wed", "Wed 02 09:30"),
        ("call the bank between 2 and 4pm tomorrow", "between 2 and 4pm tomorrow", "Tue 01 14:00"),
        ("plumber coming mon between 8 and 12", "coming mon between 8 and 12", "Mon 07 08:00"),
        ("gas man tomorrow from 2 to 4", "tomorrow from 2 to 4", "Tue 01 14:00"),
        ("gas man from 2 to 4 tomorrow", "from 2 to 4 tomorrow", "Tue 01 14:00"),
        ("viewing 2 till 4pm sat", "2 till 4pm sat", "Sat 05 14:00"),
        ("open house 2pm to 4pm sunday", "2pm to 4pm sunday", "Sun 06 14:00"),
        ("picnic noon-2 thurs", "noon-2 thurs", "Thu 03 12:00"),
        ("team lunch thurs noon-2", "thurs noon-2", "Thu 03 12:00"),
        ("fri 3-4pm team sync", "fri 3-4pm", "Fri 04 15:00"),
        ("3-4pm on friday review with Sam", "3-4pm on friday", "Fri 04 15:00"),
        ("dentist tomorrow between 8 and 12", "tomorrow between 8 and 12", "Tue 01 08:00"),
        ("keys 11-1pm thurs", "11-1pm thurs", "Thu 03 11:00"),
        ("slot 10-12pm tues", "10-12pm tues", "Tue 01 10:00"),
        ("electrician coming 2-4 tomorrow", "2-4 tomorrow", "Tue 01 14:00"),
        ("open day from 9 to 5 friday", "from 9 to 5 friday", "Fri 04 09:00"),
        ("call between 2pm and 4pm wed", "between 2pm and 4pm wed", "Wed 02 14:00"),
        # the lead's probe: "tech coming mon between 8-12" was asked ("couldn't read the date")
        ("tech coming mon between 8-12", "coming mon between 8-12", "Mon 07 08:00"),
        ("gas man between 2-4 tomorrow", "between 2-4 tomorrow", "Tue 01 14:00"),
    ],
)
def test_a_window_is_one_span_at_its_start(text: str, span: str, start: str) -> None:
    assert (span, start) in _spans(text)


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("call the bank between 2 and 4pm", "between 2 and 4pm"),
        ("dentist 10:30-11:15", "10:30-11:15"),
    ],
)
def test_a_window_without_a_day_is_one_span(text: str, span: str) -> None:
    assert [s for s, _ in _spans(text)] == [span]


@pytest.mark.parametrize(
    "text",
    [
        "conference 8-12",  # 8 December, or a count: left as it was
        "we need 10-12 chairs",
        "order food for 8-12 people friday",
        "book table for 8-12 friday",
        "kids party ages 3-5 sat",
        "score was 3-4 last night",
        "off mon-wed",
        "call 555-1234 tomorrow",
        "between 8 and 12 people coming friday",
        "renew it in 2 to 4 weeks",
        "plumber from 2 to 4 weeks",
        "rate it from 1 to 10 tomorrow",
        "conference 12-14 march",
        "costs 1.99-2.49 each",
    ],
)
def test_numbers_that_are_no_window(text: str) -> None:
    for span, _ in _spans(text):
        assert "-" not in span or "mon-wed" in span or "12-14" in span
        assert not any(w in span for w in (" and ", " to ", "1.99"))
    assert all(start is None or not start.endswith(("08:00", "14:00", "13:00", "15:00")) for _, start in _spans(text))


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("meeting 3-4pm friday", "meeting", "Fri 04 15:00"),
        ("call the bank between 2 and 4pm tomorrow", "call the bank", "Tue 01 14:00"),
        ("plumber coming mon between 8 and 12", "visit", "Mon 07 08:00"),
        ("electrician coming 2-4 tomorrow", "visit", "Tue 01 14:00"),
        ("delivery slot 10am-12pm thurs", "delivery slot", "Thu 03 10:00"),  # a word as typed, no slip
        ("fri 3-4pm team sync", "team sync", "Fri 04 15:00"),
        ("3-4pm on friday: review with Sam", "review with Sam", "Fri 04 15:00"),
        ("dentist 10:30-11:15 tomorrow", "dentist", "Tue 01 10:30"),
    ],
)
def test_a_todo_due_at_the_window_start(text: str, action: str, due: str) -> None:
    found = read(text)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert len(todos) == 1, found
    assert read.todos(found) == [(action, due)]


def test_between_two_clock_times_is_no_question() -> None:
    found = read("call the bank between 2 and 4pm")
    assert not any(isinstance(i, Unclear) for i in found)
    assert [a for a, _ in read.todos(found)] == ["call the bank"]


def test_between_two_days_still_asks() -> None:
    found = read("call the clinic between the 3rd and the 5th")
    assert [type(i) for i in found] == [Unclear]

"""Dates as people type them: dropped vowels ("nxt wk", "nxt mnth"), a spelled day after its
month before a noun ("december ninth meeting"), a spelled ordinal before a named day ("the ninth
tomorrow": two days, not a rank), a time kept from a day on ("9:45 starting monday"), a range of
days still running ("dec 21 - jan 2" said on the 25th), and numbers joined by dots that are no
date ("10.0.4.17")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import NewCommitment, Unclear
from memory.understanding.timex import find_spans, parse_date

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 1, 9, 15, tzinfo=TZ)  # a Tuesday


def _day(text: str) -> str | None:
    spec = parse_date(text, now=NOW, tz=TZ)
    return None if spec is None else f"{spec.start.astimezone(TZ):%Y-%m-%d}/{spec.precision.value}"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("nxt week", "2026-12-07/day"),
        ("nxt wk", "2026-12-07/day"),
        ("nxt mon", "2026-12-07/day"),
        ("nxt thurs", "2026-12-10/day"),
        ("nxt mnth", "2027-01-01/month"),
        ("nxt mth", "2027-01-01/month"),
        ("in 2 mnths", "2027-02-01/day"),
        ("by nxt friday", "2026-12-11/day"),
    ],
)
def test_dropped_vowels(text: str, day: str) -> None:
    assert _day(text) == day


@pytest.mark.parametrize(
    ("said", "action", "due"),
    [
        ("nxt mon renew the parking permit", "renew the parking permit", "2026-12-07"),
        ("december ninth meeting", "meeting", "2026-12-09"),
        ("march third dinner with Ana", "dinner with Ana", "2027-03-03"),
        ("january twenty-first review", "review", "2027-01-21"),
    ],
)
def test_read_as_to_dos(said: str, action: str, due: str) -> None:
    (intent,) = extract(said, now=NOW, tz=TZ)
    assert isinstance(intent, NewCommitment)
    assert intent.action == action
    assert intent.due is not None and f"{intent.due.start.astimezone(TZ):%Y-%m-%d}" == due


@pytest.mark.parametrize("text", ["the second floor", "the ninth floor", "the third attempt", "on the fifth try"])
def test_a_spelled_ordinal_before_a_noun_stays_a_rank(text: str) -> None:
    assert [s.spec for s in find_spans(text, now=NOW, tz=TZ) if s.spec is not None] == []


@pytest.mark.parametrize("text", ["on the ninth tomorrow", "for the twelfth today", "on the fifth tmrw"])
def test_a_spelled_day_before_a_named_day_is_a_day(text: str) -> None:
    spans = [s for s in find_spans(text, now=NOW, tz=TZ) if s.spec is not None]
    assert len(spans) == 2  # two days said: neither is a rank of the other


def test_a_vague_week_is_offered_not_kept() -> None:
    (intent,) = extract("dentist nxt wk", now=NOW, tz=TZ)
    assert isinstance(intent, Unclear)


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("9:45 starting monday", "2026-12-07 09:45"),
        ("10am from tmrw", "2026-12-02 10:00"),
        ("at 8:30 starting from next monday", "2026-12-07 08:30"),
        ("4pm as of thursday", "2026-12-03 16:00"),
    ],
)
def test_a_time_kept_from_a_day_on_is_that_day_at_that_time(text: str, at: str) -> None:
    spec = parse_date(text, now=NOW, tz=TZ)
    assert spec is not None and f"{spec.start.astimezone(TZ):%Y-%m-%d %H:%M}" == at


def test_a_bare_number_from_a_day_is_not_made_a_time() -> None:
    assert parse_date("6 from monday", now=NOW, tz=TZ) is None


@pytest.mark.parametrize("text", ["10.0.4.17", "192.168.1.20", "2.3.1.4"])
def test_dotted_numbers_are_no_date(text: str) -> None:
    assert parse_date(text, now=NOW, tz=TZ) is None


@pytest.mark.parametrize(
    ("said_on", "text", "first"),
    [
        ((2026, 12, 25), "dec 21 - jan 2", "2026-12-21"),  # running: this winter's, not next year's
        ((2027, 1, 1), "dec 28-jan 2", "2026-12-28"),
        ((2026, 12, 22), "the 21st-23rd", "2026-12-21"),
        ((2026, 12, 22), "dec 20-22", "2026-12-20"),
        ((2026, 12, 1), "dec 28-jan 2", "2026-12-28"),  # ahead: as before
        ((2027, 1, 3), "dec 28-jan 2", "2027-12-28"),  # over: the next one
        ((2026, 12, 25), "the 21st-23rd", "2027-01-21"),
    ],
)
def test_a_range_of_days_still_running_starts_on_its_last_first_day(
    said_on: tuple[int, int, int], text: str, first: str
) -> None:
    spec = parse_date(text, now=datetime(*said_on, 9, 15, tzinfo=TZ), tz=TZ)
    assert spec is not None and f"{spec.start.astimezone(TZ):%Y-%m-%d}" == first

"""Tests for memory.understanding.timex: date expressions resolved in the user's timezone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.model import Precision
from memory.understanding import timex
from memory.understanding.timex import DateSpec, find_windows, has_date_words, nearest_month, parse_date

NEW_YORK = ZoneInfo("America/New_York")
CHICAGO = ZoneInfo("America/Chicago")
BERLIN = ZoneInfo("Europe/Berlin")
TOKYO = ZoneInfo("Asia/Tokyo")

MONDAY_NY = datetime(2026, 4, 6, 10, 0, tzinfo=NEW_YORK)  # Monday 6 April 2026, 10:00
FRIDAY_NY = datetime(2026, 4, 10, 10, 0, tzinfo=NEW_YORK)
SATURDAY_NY = datetime(2026, 4, 11, 10, 0, tzinfo=NEW_YORK)
SUNDAY_TOKYO = datetime(2026, 9, 6, 10, 0, tzinfo=TOKYO)  # the recall scenario's "now"


def local_days(spec: DateSpec, tz: ZoneInfo) -> tuple[str, str]:
    """The local calendar days a spec starts on and ends before."""
    return spec.start.astimezone(tz).date().isoformat(), spec.end.astimezone(tz).date().isoformat()


def local_times(spec: DateSpec, tz: ZoneInfo) -> tuple[str, str]:
    return (
        spec.start.astimezone(tz).strftime("%Y-%m-%d %H:%M"),
        spec.end.astimezone(tz).strftime("%Y-%m-%d %H:%M"),
    )


@pytest.fixture
def no_dateparser(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the slow dateparser fallback is reached."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"dateparser reached for {args[0]!r}")

    monkeypatch.setattr(timex, "_dateparser", refuse)


# --------------------------------------------------------------------------- has_date_words


@pytest.mark.parametrize(
    "text",
    ["Friday", "by friday", "in 3 days", "tomorrow", "June", "2026-06-03", "a few days ago", "last spring",
     "the 12th", "end of month", "tonight", "Q4", "at 5pm", "eod", "two weeks"],
)  # fmt: skip
def test_has_date_words_finds_date_like_text(text: str) -> None:
    """Anything with a weekday, month, number or date word passes the guard."""
    assert has_date_words(text)


@pytest.mark.parametrize(
    "text", ["send the deck", "Maya is VP Operations", "The VPN is down", "hello", "", "cancel the offsite venue"]
)
def test_has_date_words_rejects_plain_text(text: str) -> None:
    """Text without date words fails the guard."""
    assert not has_date_words(text)


def test_parse_date_never_parses_text_without_date_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a date word nothing is parsed at all, not even by the rules."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed")

    monkeypatch.setattr(timex, "_parse_rules", refuse)
    monkeypatch.setattr(timex, "_dateparser", refuse)
    assert parse_date("send the renewal deck", now=MONDAY_NY, tz=NEW_YORK) is None


# --------------------------------------------------------------------------- days, future


@pytest.mark.parametrize(
    ("text", "first", "after", "year_given"),
    [
        ("Friday", "2026-04-10", "2026-04-11", False),
        ("friday", "2026-04-10", "2026-04-11", False),
        ("Fri", "2026-04-10", "2026-04-11", False),
        ("on Friday", "2026-04-10", "2026-04-11", False),
        ("by Friday", "2026-04-10", "2026-04-11", False),
        ("this Friday", "2026-04-10", "2026-04-11", True),
        ("next Friday", "2026-04-17", "2026-04-18", True),
        ("last Friday", "2026-04-03", "2026-04-04", True),
        ("Monday", "2026-04-13", "2026-04-14", False),
        ("next Monday", "2026-04-13", "2026-04-14", True),
        ("today", "2026-04-06", "2026-04-07", True),
        ("tomorrow", "2026-04-07", "2026-04-08", True),
        ("Tomorrow.", "2026-04-07", "2026-04-08", True),
        ("yesterday", "2026-04-05", "2026-04-06", True),
        ("the day after tomorrow", "2026-04-08", "2026-04-09", True),
        ("in two weeks", "2026-04-20", "2026-04-21", True),
        ("in 2 weeks", "2026-04-20", "2026-04-21", True),
        ("in 3 days", "2026-04-09", "2026-04-10", True),
        ("in three days", "2026-04-09", "2026-04-10", True),
        ("in a week", "2026-04-13", "2026-04-14", True),
        ("in a fortnight", "2026-04-20", "2026-04-21", True),
        ("in a month", "2026-05-06", "2026-05-07", True),
        ("a week from today", "2026-04-13", "2026-04-14", True),
        ("3 days from now", "2026-04-09", "2026-04-10", True),
        ("June 3", "2026-06-03", "2026-06-04", False),
        ("3 June", "2026-06-03", "2026-06-04", False),
        ("June 3rd", "2026-06-03", "2026-06-04", False),
        ("the 3rd of June", "2026-06-03", "2026-06-04", False),
        ("Jun 3", "2026-06-03", "2026-06-04", False),
        ("Wednesday, June 3", "2026-06-03", "2026-06-04", False),
        ("2026-06-03", "2026-06-03", "2026-06-04", True),
        ("June 3, 2027", "2027-06-03", "2027-06-04", True),
        ("3 June 2027", "2027-06-03", "2027-06-04", True),
        ("April 17", "2026-04-17", "2026-04-18", False),
        ("May 31", "2026-05-31", "2026-06-01", False),
        ("April 6", "2026-04-06", "2026-04-07", False),  # today still counts
        ("April 5", "2027-04-05", "2027-04-06", False),  # passed: next year
        ("March 10", "2027-03-10", "2027-03-11", False),
        ("the 12th", "2026-04-12", "2026-04-13", False),
        ("the 6th", "2026-05-06", "2026-05-07", False),  # said on the 6th: next month's (today is "today")
        ("the 5th", "2026-05-05", "2026-05-06", False),
        ("end of month", "2026-04-30", "2026-05-01", True),
        ("the end of the month", "2026-04-30", "2026-05-01", True),
        ("end of next month", "2026-05-31", "2026-06-01", True),
        ("end of the week", "2026-04-10", "2026-04-11", True),
        ("end of next week", "2026-04-17", "2026-04-18", True),
        ("end of March", "2027-03-31", "2027-04-01", False),
        ("beginning of next month", "2026-05-01", "2026-05-02", True),
        ("eod", "2026-04-06", "2026-04-07", True),
        ("next week", "2026-04-13", "2026-04-20", True),
        ("this week", "2026-04-06", "2026-04-13", True),
        ("this weekend", "2026-04-11", "2026-04-13", True),
        ("mid-May", "2026-05-11", "2026-05-21", False),
        ("late June", "2026-06-21", "2026-07-01", False),
    ],
)
def test_parse_date_days_prefer_future(
    text: str, first: str, after: str, year_given: bool, no_dateparser: None
) -> None:
    """Day expressions resolve to whole local days, ambiguous ones forward from Monday 6 April 2026."""
    spec = parse_date(text, now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert local_days(spec, NEW_YORK) == (first, after)
    assert spec.precision == Precision.DAY
    assert spec.year_given is year_given
    assert spec.start.astimezone(NEW_YORK).hour == 0 and spec.end.astimezone(NEW_YORK).hour == 0
    assert spec.text == text.strip()


@pytest.mark.parametrize(
    ("text", "precision", "first", "after", "year_given"),
    [
        ("March", Precision.MONTH, "2027-03-01", "2027-04-01", False),
        ("April", Precision.MONTH, "2026-04-01", "2026-05-01", False),  # this month counts
        ("in May", Precision.MONTH, "2026-05-01", "2026-06-01", False),
        ("next month", Precision.MONTH, "2026-05-01", "2026-06-01", True),
        ("last month", Precision.MONTH, "2026-03-01", "2026-04-01", True),
        ("March 2026", Precision.MONTH, "2026-03-01", "2026-04-01", True),
        ("next April", Precision.MONTH, "2027-04-01", "2027-05-01", True),
        ("Q3", Precision.MONTH, "2026-07-01", "2026-10-01", False),
        ("this summer", Precision.MONTH, "2026-06-01", "2026-09-01", True),
        ("winter 2025", Precision.MONTH, "2025-12-01", "2026-03-01", True),
        ("in 2027", Precision.YEAR, "2027-01-01", "2028-01-01", True),
        ("next year", Precision.YEAR, "2027-01-01", "2028-01-01", True),
    ],
)
def test_parse_date_months_seasons_years(
    text: str, precision: Precision, first: str, after: str, year_given: bool, no_dateparser: None
) -> None:
    """Months, quarters, seasons and years keep their precision and span."""
    spec = parse_date(text, now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert (spec.precision, *local_days(spec, NEW_YORK), spec.year_given) == (precision, first, after, year_given)


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("tomorrow at 5pm", "2026-04-07 17:00"),
        ("tomorrow 5 pm", "2026-04-07 17:00"),
        ("5pm tomorrow", "2026-04-07 17:00"),
        ("at 5pm", "2026-04-06 17:00"),
        ("5pm", "2026-04-06 17:00"),
        ("9am", "2026-04-07 09:00"),  # already past today: the next one
        ("Friday at 3:30 pm", "2026-04-10 15:30"),
        ("Friday at 15:30", "2026-04-10 15:30"),
        ("noon tomorrow", "2026-04-07 12:00"),
        ("tomorrow at noon", "2026-04-07 12:00"),
        ("June 3 at 17:30", "2026-06-03 17:30"),
        ("at 5 p.m. on Friday", "2026-04-10 17:00"),
        ("in 2 hours", "2026-04-06 12:00"),
    ],
)
def test_parse_date_instants(text: str, at: str, no_dateparser: None) -> None:
    """A clock time makes an instant whose last moment is the instant itself."""
    spec = parse_date(text, now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert spec.precision == Precision.INSTANT
    assert spec.start.astimezone(NEW_YORK).strftime("%Y-%m-%d %H:%M") == at
    assert spec.last_moment == spec.start


@pytest.mark.parametrize(
    ("text", "first", "after"),
    [
        ("tonight", "2026-04-06 18:00", "2026-04-07 00:00"),  # a due tonight stays on today
        ("this morning", "2026-04-06 05:00", "2026-04-06 12:00"),
        ("tomorrow morning", "2026-04-07 05:00", "2026-04-07 12:00"),
        ("yesterday evening", "2026-04-05 17:00", "2026-04-06 00:00"),
        ("last night", "2026-04-05 18:00", "2026-04-06 06:00"),
        ("Friday afternoon", "2026-04-10 12:00", "2026-04-10 17:00"),
    ],
)
def test_parse_date_parts_of_day(text: str, first: str, after: str) -> None:
    """Parts of the day are instant-precision spans of local hours."""
    spec = parse_date(text, now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert spec.precision == Precision.INSTANT
    assert local_times(spec, NEW_YORK) == (first, after)


@pytest.mark.parametrize(
    ("text", "first", "after"),
    [
        ("Friday", "2026-04-03", "2026-04-04"),
        ("Monday", "2026-03-30", "2026-03-31"),
        ("Thursday", "2026-04-02", "2026-04-03"),
        ("this Monday", "2026-04-06", "2026-04-07"),
        ("March", "2026-03-01", "2026-04-01"),
        ("April", "2026-04-01", "2026-05-01"),
        ("May", "2025-05-01", "2025-06-01"),
        ("June 3", "2025-06-03", "2025-06-04"),
        ("April 6", "2026-04-06", "2026-04-07"),
        ("the 12th", "2026-03-12", "2026-03-13"),
        ("the 6th", "2026-04-06", "2026-04-07"),
        ("Q4", "2025-10-01", "2026-01-01"),
        ("spring", "2026-03-01", "2026-06-01"),
        ("winter", "2025-12-01", "2026-03-01"),
        ("a few days ago", "2026-03-31", "2026-04-05"),
        ("two weeks ago", "2026-03-23", "2026-03-30"),
        ("3 days ago", "2026-04-03", "2026-04-04"),
        ("a month ago", "2026-03-01", "2026-04-01"),
        ("last week", "2026-03-30", "2026-04-06"),
    ],
)
def test_parse_date_prefer_past(text: str, first: str, after: str, no_dateparser: None) -> None:
    """With prefer="past" ambiguous expressions resolve to the most recent occurrence."""
    spec = parse_date(text, now=MONDAY_NY, tz=NEW_YORK, prefer="past")
    assert spec is not None
    assert local_days(spec, NEW_YORK) == (first, after)


@pytest.mark.parametrize(
    ("now", "text", "prefer", "day"),
    [
        (FRIDAY_NY, "Friday", "future", "2026-04-17"),  # on a Friday, "Friday" is next week's
        (FRIDAY_NY, "this Friday", "future", "2026-04-10"),
        (FRIDAY_NY, "Friday", "past", "2026-04-03"),
        (FRIDAY_NY, "end of the week", "future", "2026-04-10"),
        (SATURDAY_NY, "end of the week", "future", "2026-04-12"),  # Friday has passed: Sunday
        (SATURDAY_NY, "Monday", "future", "2026-04-13"),
        (SATURDAY_NY, "next Monday", "future", "2026-04-13"),
        (SATURDAY_NY, "Sunday", "future", "2026-04-12"),
    ],
)
def test_parse_date_relative_to_weekday_of_now(now: datetime, text: str, prefer: str, day: str) -> None:
    """Weekday rules depend on the weekday of the message."""
    spec = parse_date(text, now=now, tz=NEW_YORK, prefer=prefer)  # type: ignore[arg-type]
    assert spec is not None
    assert local_days(spec, NEW_YORK)[0] == day


@pytest.mark.parametrize(
    "text",
    ["", "   ", "send the deck", "soon", "3", "at 3", "Friday please", "the deck", "whenever", "someday",
     "next", "the 32nd", "February 30", "2026-13-01", "Maya tomorrow",
     "on the 31st"],  # said in April, which has no 31st: not the 31st of May
)  # fmt: skip
def test_parse_date_refuses_non_dates(text: str) -> None:
    """Text that is not (entirely) a date expression gives None."""
    assert parse_date(text, now=MONDAY_NY, tz=NEW_YORK) is None


def test_parse_date_falls_back_to_dateparser_for_numeric_dates() -> None:
    """Formats the rules do not cover (3/6/2026) still parse, through dateparser."""
    spec = parse_date("3/6/2026", now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert local_days(spec, NEW_YORK) == ("2026-03-06", "2026-03-07")
    assert spec.precision == Precision.DAY and spec.year_given


def test_last_moment_is_one_second_before_the_end() -> None:
    """A due "by Friday" means Friday 23:59:59 local time."""
    spec = parse_date("Friday", now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert spec.last_moment == datetime(2026, 4, 10, 23, 59, 59, tzinfo=NEW_YORK)
    assert spec.last_moment.tzinfo is not None


def test_specs_are_aware_utc() -> None:
    """start and end are aware datetimes in UTC."""
    spec = parse_date("June 3", now=MONDAY_NY, tz=NEW_YORK)
    assert spec is not None
    assert spec.start.tzinfo is UTC and spec.end.tzinfo is UTC
    assert spec.start == datetime(2026, 6, 3, 4, 0, tzinfo=UTC)


# --------------------------------------------------------------------------- timezones and DST

CHICAGO_BEFORE_DST = datetime(2026, 3, 6, 10, 0, tzinfo=CHICAGO)  # Friday; DST starts Sunday 8 March


def test_chicago_due_after_spring_forward() -> None:
    """ "March 10" said before the DST change is midnight CDT to midnight CDT."""
    spec = parse_date("March 10", now=CHICAGO_BEFORE_DST, tz=CHICAGO)
    assert spec is not None
    assert spec.start == datetime(2026, 3, 10, 5, 0, tzinfo=UTC)
    assert spec.end == datetime(2026, 3, 11, 5, 0, tzinfo=UTC)
    assert spec.last_moment.astimezone(CHICAGO).strftime("%Y-%m-%d %H:%M:%S %Z") == "2026-03-10 23:59:59 CDT"


@pytest.mark.parametrize(
    ("text", "hours"),
    [("Saturday", 24), ("Sunday", 23), ("Monday", 24), ("in 3 days", 24)],
)
def test_chicago_day_lengths_across_spring_forward(text: str, hours: int) -> None:
    """The day of the DST change is 23 hours long; the days around it 24."""
    spec = parse_date(text, now=CHICAGO_BEFORE_DST, tz=CHICAGO)
    assert spec is not None
    assert spec.end - spec.start == timedelta(hours=hours)
    assert spec.start.astimezone(CHICAGO).hour == 0


def test_chicago_day_length_across_fall_back() -> None:
    """The day clocks fall back (1 November 2026) is 25 hours long."""
    spec = parse_date("Sunday", now=datetime(2026, 10, 29, 9, 0, tzinfo=CHICAGO), tz=CHICAGO)
    assert spec is not None
    assert local_days(spec, CHICAGO) == ("2026-11-01", "2026-11-02")
    assert spec.end - spec.start == timedelta(hours=25)


def test_chicago_time_in_the_dst_gap_moves_forward() -> None:
    """2:30 on the spring-forward night does not exist; it becomes 3:30 CDT."""
    spec = parse_date("Sunday at 2:30am", now=CHICAGO_BEFORE_DST, tz=CHICAGO)
    assert spec is not None
    assert spec.start == datetime(2026, 3, 8, 8, 30, tzinfo=UTC)


def test_chicago_month_spans_the_dst_change() -> None:
    """A month is local midnight on the 1st to local midnight on the next 1st, whatever the offsets."""
    spec = parse_date("March 2026", now=CHICAGO_BEFORE_DST, tz=CHICAGO)
    assert spec is not None
    assert spec.start == datetime(2026, 3, 1, 6, 0, tzinfo=UTC)
    assert spec.end == datetime(2026, 4, 1, 5, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("Sunday", datetime(2026, 3, 28, 23, 0, tzinfo=UTC)),
        ("tomorrow at 9am", datetime(2026, 3, 28, 8, 0, tzinfo=UTC)),
        ("Monday at 9am", datetime(2026, 3, 30, 7, 0, tzinfo=UTC)),
    ],
)
def test_berlin_across_summer_time(text: str, start: datetime) -> None:
    """Berlin switches to CEST on 29 March 2026: offsets change from +1 to +2."""
    spec = parse_date(text, now=datetime(2026, 3, 27, 12, 0, tzinfo=BERLIN), tz=BERLIN)
    assert spec is not None
    assert spec.start == start


def test_tokyo_day_is_its_own_calendar_day() -> None:
    """At 20:00 UTC on 5 September it is already 6 September in Tokyo."""
    now = datetime(2026, 9, 5, 20, 0, tzinfo=UTC)
    tokyo = parse_date("tomorrow", now=now, tz=TOKYO)
    new_york = parse_date("tomorrow", now=now, tz=NEW_YORK)
    assert tokyo is not None and new_york is not None
    assert local_days(tokyo, TOKYO) == ("2026-09-07", "2026-09-08")
    assert tokyo.start == datetime(2026, 9, 6, 15, 0, tzinfo=UTC)
    assert local_days(new_york, NEW_YORK) == ("2026-09-06", "2026-09-07")


def test_now_may_be_given_in_any_zone() -> None:
    """The same instant gives the same answer whatever zone ``now`` is expressed in."""
    as_utc = parse_date("Friday", now=MONDAY_NY.astimezone(UTC), tz=NEW_YORK)
    as_tokyo = parse_date("Friday", now=MONDAY_NY.astimezone(TOKYO), tz=NEW_YORK)
    assert as_utc == as_tokyo == parse_date("Friday", now=MONDAY_NY, tz=NEW_YORK)


# --------------------------------------------------------------------------- nearest_month


@pytest.mark.parametrize(
    ("month", "reference", "first"),
    [
        (4, datetime(2026, 6, 1, tzinfo=BERLIN), "2026-04-01"),
        (3, datetime(2026, 6, 20, 10, 0, tzinfo=BERLIN), "2026-03-01"),
        (6, datetime(2026, 6, 20, 10, 0, tzinfo=BERLIN), "2026-06-01"),
        (12, datetime(2026, 1, 15, tzinfo=BERLIN), "2025-12-01"),
        (1, datetime(2026, 12, 20, tzinfo=BERLIN), "2027-01-01"),
        (9, datetime(2026, 3, 1, tzinfo=BERLIN), "2025-09-01"),
        (10, datetime(2026, 4, 15, tzinfo=BERLIN), "2025-10-01"),
    ],
)
def test_nearest_month(month: int, reference: datetime, first: str) -> None:
    """The occurrence of a month closest to the reference date."""
    spec = nearest_month(month, reference, BERLIN)
    assert spec.start.astimezone(BERLIN).date().isoformat() == first
    assert spec.precision == Precision.MONTH
    assert not spec.year_given
    assert spec.start.astimezone(BERLIN).day == 1 and spec.end.astimezone(BERLIN).day == 1


def test_nearest_month_tie_goes_to_the_earlier() -> None:
    """Equally far from June 2025 and June 2026, the earlier June wins."""
    utc = ZoneInfo("UTC")
    end_2025 = datetime(2025, 7, 1, tzinfo=UTC)
    start_2026 = datetime(2026, 6, 1, tzinfo=UTC)
    middle = end_2025 + (start_2026 - end_2025) / 2
    assert nearest_month(6, middle, utc).start == datetime(2025, 6, 1, tzinfo=UTC)


def test_nearest_month_rejects_bad_month() -> None:
    """Months are 1..12."""
    with pytest.raises(ValueError):
        nearest_month(13, MONDAY_NY, NEW_YORK)


# --------------------------------------------------------------------------- find_windows


@pytest.mark.parametrize(
    ("request_text", "text", "first", "after"),
    [
        ("what did we decide a few days ago about pricing?", "a few days ago", "2026-08-31", "2026-09-05"),
        ("What did we talk about on Thursday?", "on Thursday", "2026-09-03", "2026-09-04"),
        ("what happened Thursday", "Thursday", "2026-09-03", "2026-09-04"),
        ("what did we say yesterday?", "yesterday", "2026-09-05", "2026-09-06"),
        ("anything from last week?", "from last week", "2026-08-24", "2026-08-31"),
        ("what did I do this week", "this week", "2026-08-31", "2026-09-07"),
        ("what happened two weeks ago?", "two weeks ago", "2026-08-17", "2026-08-24"),
        ("what did we discuss in March?", "in March", "2026-03-01", "2026-04-01"),
        ("what did we discuss last March?", "last March", "2026-03-01", "2026-04-01"),
        ("what did we do in September?", "in September", "2026-09-01", "2026-10-01"),
        ("what did we do in October?", "in October", "2025-10-01", "2025-11-01"),
        ("what did I do last spring", "last spring", "2026-03-01", "2026-06-01"),
        ("what did I do this summer", "this summer", "2026-06-01", "2026-09-01"),
        ("what did we talk about last month", "last month", "2026-08-01", "2026-09-01"),
        ("what did we talk about last year", "last year", "2025-01-01", "2026-01-01"),
        ("what happened on 3 June?", "on 3 June", "2026-06-03", "2026-06-04"),
        ("what happened on 2026-09-01", "on 2026-09-01", "2026-09-01", "2026-09-02"),
        ("what did I say about Sapporo in 2019?", "in 2019", "2019-01-01", "2020-01-01"),
        ("what did we talk about a couple of days ago", "a couple of days ago", "2026-09-03", "2026-09-06"),
        ("what did I say recently", "recently", "2026-08-23", "2026-09-07"),
        ("what did we discuss over the weekend", "over the weekend", "2026-09-05", "2026-09-07"),
    ],
)
def test_find_windows(request_text: str, text: str, first: str, after: str, no_dateparser: None) -> None:
    """Recall phrases become windows, resolved backwards from Sunday 6 September 2026 in Tokyo."""
    windows = find_windows(request_text, now=SUNDAY_TOKYO, tz=TOKYO)
    assert len(windows) == 1
    assert windows[0].text == text
    assert local_days(windows[0], TOKYO) == (first, after)


def test_find_windows_recall_scenario_slices_fall_inside() -> None:
    """The slices the timeline scenario expects lie inside the windows of its questions."""
    slice_0903 = datetime(2026, 9, 3, 19, 0, tzinfo=TOKYO)
    (few_days,) = find_windows("what did we decide a few days ago about pricing?", now=SUNDAY_TOKYO, tz=TOKYO)
    (thursday,) = find_windows("What did we talk about on Thursday?", now=SUNDAY_TOKYO, tz=TOKYO)
    assert few_days.start <= slice_0903 < few_days.end
    assert thursday.start <= slice_0903 < thursday.end


def test_find_windows_yesterday_evening() -> None:
    """ "yesterday evening" is 17:00 to midnight of the previous local day."""
    (window,) = find_windows("what did we say yesterday evening?", now=SUNDAY_TOKYO, tz=TOKYO)
    assert local_times(window, TOKYO) == ("2026-09-05 17:00", "2026-09-06 00:00")


def test_find_windows_this_month_counts_as_in_month() -> None:
    """In March, "in March" is this March; "last March" is the year before."""
    now = datetime(2026, 3, 20, 12, 0, tzinfo=NEW_YORK)
    (this_march,) = find_windows("what did we do in March?", now=now, tz=NEW_YORK)
    (last_march,) = find_windows("what did we do last March?", now=now, tz=NEW_YORK)
    assert local_days(this_march, NEW_YORK)[0] == "2026-03-01"
    assert local_days(last_march, NEW_YORK)[0] == "2025-03-01"


def test_find_windows_several() -> None:
    """Each time phrase of a question gives its own window, in order."""
    windows = find_windows("what happened in March and last spring?", now=SUNDAY_TOKYO, tz=TOKYO)
    assert [w.text for w in windows] == ["in March", "last spring"]


def test_find_windows_does_not_read_across_a_comma() -> None:
    """A comma ends a time phrase."""
    windows = find_windows("in March, Friday", now=SUNDAY_TOKYO, tz=TOKYO)
    assert [w.text for w in windows] == ["in March", "Friday"]


@pytest.mark.parametrize(
    "request_text",
    ["what did I eat for lunch with Kenji?", "what did I tell you about Acme?", "I may go", "we sat down",
     "the sun is out", "3 apples", "what's the plan?", "", "march on, team", "the 3rd time I asked"],
)  # fmt: skip
def test_find_windows_nothing_time_like(request_text: str) -> None:
    """Questions without a time phrase (or with date-looking words used otherwise) give []."""
    assert find_windows(request_text, now=SUNDAY_TOKYO, tz=TOKYO) == []


def test_numeric_dates_follow_the_zone_convention() -> None:
    """3/6/2026 is 6 March in New York and 3 June in Berlin."""
    us = parse_date("3/6/2026", now=MONDAY_NY, tz=NEW_YORK)
    europe = parse_date("3/6/2026", now=MONDAY_NY, tz=BERLIN)
    assert us is not None and europe is not None
    assert local_days(us, NEW_YORK)[0] == "2026-03-06"
    assert local_days(europe, BERLIN)[0] == "2026-06-03"


@pytest.mark.parametrize(
    ("text", "now", "prefer", "lean", "expected"),
    [
        # nearest: whichever occurrence is closer to now
        ("July 8", datetime(2026, 7, 10, 9, 0, tzinfo=NEW_YORK), "nearest", False, "2026-07-08"),
        ("September 1", datetime(2026, 8, 20, 9, 0, tzinfo=NEW_YORK), "nearest", False, "2026-09-01"),
        ("January 15", datetime(2027, 1, 6, 9, 0, tzinfo=NEW_YORK), "nearest", False, "2027-01-15"),
        ("December", datetime(2027, 1, 6, 9, 0, tzinfo=NEW_YORK), "nearest", False, "2026-12-01"),
        # a leaning gives way only when it is far off and the other reading is close
        ("September 1", datetime(2026, 8, 20, 9, 0, tzinfo=NEW_YORK), "past", True, "2026-09-01"),
        ("July 8", datetime(2026, 7, 10, 9, 0, tzinfo=NEW_YORK), "future", True, "2026-07-08"),
        ("March", datetime(2026, 6, 20, 9, 0, tzinfo=NEW_YORK), "past", True, "2026-03-01"),
        ("October", datetime(2026, 6, 20, 9, 0, tzinfo=NEW_YORK), "past", True, "2025-10-01"),
        # without lean, prefer is a rule
        ("September 1", datetime(2026, 8, 20, 9, 0, tzinfo=NEW_YORK), "past", False, "2025-09-01"),
        # anchored expressions read the same either way
        ("tomorrow", datetime(2026, 8, 20, 9, 0, tzinfo=NEW_YORK), "nearest", False, "2026-08-21"),
    ],
)
def test_nearest_and_leaning_preferences(
    text: str, now: datetime, prefer: timex.Prefer, lean: bool, expected: str
) -> None:
    spec = parse_date(text, now=now, tz=NEW_YORK, prefer=prefer, lean=lean)
    assert spec is not None
    assert spec.start.astimezone(NEW_YORK).date().isoformat() == expected

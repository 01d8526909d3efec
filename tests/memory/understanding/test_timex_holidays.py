"""Holidays as the user's country keeps them (the ``holidays`` package), days counted from a
holiday, and the date families that ask: "after" a day, "next friday" said on a Thursday, a Canadian
"03/04", an ordinal whose suffix fits no number, and "by 10" said before a verb."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.model import Precision
from memory.understanding import TimeSpan, find_spans
from memory.understanding._zone_country import country_of


def _due(text: str, now: str, zone: str) -> str | None:
    """The one span's due as the corpus writes it (a date, or a minute), None when it asks."""
    tz = ZoneInfo(zone)
    spans = find_spans(text, now=datetime.fromisoformat(now), tz=tz)
    assert len(spans) == 1, spans
    return _written(spans[0], tz)


def _written(span: TimeSpan, tz: ZoneInfo) -> str | None:
    if span.spec is None:
        return None
    if span.spec.precision == Precision.INSTANT and span.spec.end - span.spec.start <= timedelta(seconds=1):
        return span.spec.start.astimezone(tz).strftime("%Y-%m-%dT%H:%M")
    return span.spec.last_moment.astimezone(tz).date().isoformat()


def _span(text: str, now: str, zone: str) -> TimeSpan:
    spans = find_spans(text, now=datetime.fromisoformat(now), tz=ZoneInfo(zone))
    assert len(spans) == 1, spans
    return spans[0]


@pytest.mark.parametrize(
    ("zone", "country"),
    [("America/Toronto", "CA"), ("Canada/Eastern", "CA"), ("Asia/Calcutta", "IN"), ("Europe/Belfast", "GB"),
     ("America/Nassau", "BS"), ("UTC", None)],
)  # fmt: skip
def test_a_zone_names_its_country_links_included(zone: str, country: str | None) -> None:
    assert country_of(zone) == country


@pytest.mark.parametrize(
    ("text", "now", "zone", "expected"),
    [
        # the user's country's day
        ("order the turkey by thanksgiving", "2027-09-01T09:00:00-04:00", "America/Toronto", "2027-10-11"),
        ("thanksgiving dinner at Priya's", "2027-09-01T09:00:00-04:00", "Canada/Pacific", "2027-10-11"),
        ("order the turkey by thanksgiving", "2027-09-01T09:00:00-05:00", "America/Chicago", "2027-11-25"),
        ("book the bach for labour day", "2027-03-02T08:00:00+13:00", "Pacific/Auckland", "2027-10-25"),
        ("close up the lake house labor day", "2027-08-02T08:00:00-04:00", "America/New_York", "2027-09-06"),
        ("flyers out b4 labour day", "2027-03-02T08:00:00+01:00", "Europe/Berlin", "2027-04-30"),
        ("easter monday travel to Ibadan", "2027-02-19T23:50:00+01:00", "Africa/Lagos", "2027-03-29"),
        ("paint the fence easter monday", "2027-02-19T10:00:00+00:00", "Europe/London", "2027-03-29"),
        ("buy mithai for nani b4 diwali", "2027-03-02T08:00:00+05:30", "Asia/Kolkata", "2027-10-28"),
        ("send Amira's parcel before eid", "2027-01-05T08:00:00+05:00", "Asia/Karachi", "2027-03-09"),
        # a holiday the user's country does not keep: where it is best known
        ("boxing day: return the jumper to M&S", "2026-12-09T14:00:00+01:00", "Europe/Berlin", "2026-12-26"),
        ("ship the pies by thanksgiving", "2027-09-01T09:00:00+01:00", "Europe/London", "2027-11-25"),
        # names people type for a day named for itself or an observance
        ("bbq on july 4th", "2027-03-02T08:00:00+05:30", "Asia/Kolkata", "2027-07-04"),
        ("flowers for mothers day", "2027-01-10T08:00:00+00:00", "Europe/Dublin", "2027-03-07"),
        ("card for mothers day", "2027-01-10T08:00:00-05:00", "America/New_York", "2027-05-09"),
        ("sort the costume for halloween", "2027-09-10T08:00:00+10:00", "Australia/Sydney", "2027-10-31"),
        ("book dinner for valentines", "2027-01-10T08:00:00+09:00", "Asia/Tokyo", "2027-02-14"),
        ("st paddys day pints w Ciarán", "2027-01-10T08:00:00+00:00", "Europe/Dublin", "2027-03-17"),
        ("xmas - wrap Thabo's present", "2027-12-01T08:00:00+02:00", "Africa/Johannesburg", "2027-12-25"),
        # "bank holiday": the next day off where the user lives (England's Easter Monday included)
        ("fix the shed on the bank holiday", "2027-03-27T08:00:00+00:00", "Europe/London", "2027-03-29"),
        ("clear the gutters bank holiday", "2027-04-02T08:00:00+01:00", "Europe/London", "2027-05-03"),
        # a day counted from a holiday, or from any day
        (
            "order the turkey the sunday before thanksgiving",
            "2027-11-04T07:30:00-05:00",
            "America/Chicago",
            "2027-11-21",
        ),
        (
            "get the pumpkins the saturday before thanksgiving",
            "2027-09-01T07:30:00-04:00",
            "America/Toronto",
            "2027-10-09",
        ),
        ("return the jumper the day after boxing day", "2027-12-01T07:30:00+00:00", "Europe/London", "2027-12-27"),
        ("the day before xmas eve pick up the goose", "2027-12-01T07:30:00+01:00", "Europe/Oslo", "2027-12-23"),
        (
            "the friday after easter ring Doña Pilar",
            "2027-03-01T08:00:00-03:00",
            "America/Argentina/Buenos_Aires",
            "2027-04-02",
        ),
        ("the monday before the 9th send the rota", "2027-03-01T08:00:00+00:00", "Europe/London", "2027-03-08"),
    ],
)
def test_holidays_as_the_user_s_country_keeps_them(text: str, now: str, zone: str, expected: str) -> None:
    assert _due(text, now, zone) == expected


def test_a_holiday_a_country_s_regions_keep_on_different_days_is_asked_about() -> None:
    span = _span("book the campsite for labour day", "2027-03-02T08:00:00+10:00", "Australia/Sydney")
    assert span.spec is None and span.problem is not None and "different days" in span.problem


@pytest.mark.parametrize(
    ("text", "now", "zone"),
    [
        ("sometime after easter sort out the garden", "2029-03-02T08:00:00-03:00", "America/Argentina/Buenos_Aires"),
        ("after the 5th chase the printer", "2027-01-26T10:00:00+01:00", "Africa/Lagos"),
        ("ring Oyelaran after christmas", "2027-12-01T10:00:00+01:00", "Africa/Lagos"),
        ("some time after diwali repaint the hall", "2027-03-02T08:00:00+05:30", "Asia/Kolkata"),
        ("look at the boiler after the weekend", "2027-03-02T08:00:00+00:00", "Europe/London"),
    ],
)
def test_after_a_day_names_no_day(text: str, now: str, zone: str) -> None:
    span = _span(text, now, zone)
    assert span.spec is not None and span.spec.doubt is not None and "names no day" in span.spec.doubt


@pytest.mark.parametrize(
    ("text", "now", "doubtful"),
    [
        ("call the vet next friday", "2027-05-13T10:00:00+01:00", True),  # Thu: tomorrow or the 21st?
        ("next sat footy w Tane", "2027-05-14T10:00:00+01:00", True),  # Fri
        ("next wed book the ute in", "2027-05-10T10:00:00+01:00", False),  # Mon: next week's
        ("next thurs send the brief", "2027-05-10T10:00:00+01:00", False),  # Mon: next week's
        ("next tues 1:1 w Kofi", "2027-05-11T10:00:00+01:00", False),  # Tue: a week today
        # Sun: the coming Monday is tomorrow, so asked as every other such "next" is (the corpus convention:
        # tomorrow, or a week tomorrow?)
        ("next monday kick off", "2027-05-16T10:00:00+01:00", True),
        ("next tues ring the bank", "2027-05-16T10:00:00+01:00", False),  # Sun: next week's, two days on
    ],
)
def test_a_close_next_weekday_is_asked_about(text: str, now: str, doubtful: bool) -> None:
    span = _span(text, now, "Europe/London")
    assert span.spec is not None
    assert (span.spec.doubt is not None) is doubtful


@pytest.mark.parametrize("text", ["dentist 03/04", "on 05/06 pay Mme Tremblay", "due 1/2/2028", "mon 03/04"])
def test_a_canadian_numeric_date_that_reads_both_ways_is_asked_about(text: str) -> None:
    span = _span(text, "2027-02-10T09:00:00-05:00", "America/Toronto")
    assert span.spec is None and span.problem is not None and "can't tell" in span.problem


@pytest.mark.parametrize(("text", "expected"), [("dentist 03/03", "2027-03-03"), ("dentist 13/04", "2027-04-13")])
def test_a_canadian_numeric_date_that_reads_one_way_is_read(text: str, expected: str) -> None:
    assert _due(text, "2027-02-10T09:00:00-05:00", "America/Toronto") == expected


@pytest.mark.parametrize(
    ("text", "readable"),
    [("pay the gas bill on the 3th", False), ("by the 1th renew it", False), ("on the 22th", False),
     ("on the 2st", False), ("on the 11th", True), ("on the 12th", True), ("by the 23rd", True),
     ("on the 21st", True)],
)  # fmt: skip
def test_an_ordinal_whose_suffix_fits_no_number_is_asked_about(text: str, readable: bool) -> None:
    span = _span(text, "2029-03-02T08:00:00-03:00", "America/Argentina/Buenos_Aires")
    assert (span.spec is not None) is readable


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("need to call Dwayne by 10 to cover the Garza run", "2027-11-04T10:00"),
        ("ring Mrs Okafor by 11 to confirm the booking", "2027-11-04T11:00"),
        ("text Siobhán at 9 and ask about the van", "2027-11-04T09:00"),
    ],
)
def test_a_bare_hour_before_a_verb_is_a_time(text: str, expected: str) -> None:
    assert _due(text, "2027-11-04T07:30:00-05:00", "America/Chicago") == expected


@pytest.mark.parametrize("text", ["grow sales by 10 to 20 percent", "seats for 3 or 4 people"])
def test_a_number_between_numbers_is_a_quantity(text: str) -> None:
    assert (
        find_spans(text, now=datetime.fromisoformat("2027-11-04T07:30:00-05:00"), tz=ZoneInfo("America/Chicago")) == []
    )

"""Everyday time expressions (:mod:`memory.understanding._timex_everyday` and the clock and holiday
words of :mod:`memory.understanding._timex_words`): a holiday of a named year, a day named for a
weekday ("black friday"), minutes past or to an hour with its am/pm or noon, a part of an hour from
now, a day counted in a month, the nth weekday from a day, a day run into its month, "o'clock",
"at 730 in the evening"; and what must not be read so (a count, an amount, a flight number, a
holiday recap cannot date), which recap asks about or leaves as it was."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import NewCommitment, Unclear
from memory.understanding.timex import find_spans, parse_date
from tests.memory.understanding.reading import Reading, kinds

CHICAGO = ZoneInfo("America/Chicago")
NOW = datetime(2027, 3, 9, 10, 15, tzinfo=CHICAGO)  # a Tuesday morning; Easter 2027 is 28 March
read = Reading(NOW, CHICAGO, fmt="%Y-%m-%d %H:%M")

LONDON = ZoneInfo("Europe/London")
LONDON_NOW = datetime(2028, 10, 2, 18, 40, tzinfo=LONDON)  # a Monday evening
read_london = Reading(LONDON_NOW, LONDON, fmt="%Y-%m-%d %H:%M")


def _due(text: str, reading: Reading = read) -> str | None:
    """The due of the one to-do ``text`` gives (asserted to be one, stored unasked)."""
    found = reading(text)
    assert kinds(found) == ["NewCommitment"], (text, found)
    return reading.when(found[0])


def _asks(text: str, reading: Reading = read) -> bool:
    found = reading(text)
    return bool(found) and all(isinstance(i, Unclear) for i in found)


# --------------------------------------------------------------------------- a holiday of a named year


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("renew the passport thanksgiving 2029", "2029-11-22 00:00"),
        ("pay the deposit easter 2031", "2031-04-13 00:00"),
        ("order flowers mothers day 2030", "2030-05-12 00:00"),
        ("book the cabin christmas of next year", "2028-12-25 00:00"),
        ("send the card halloween in 2 years", "2029-10-31 00:00"),
        ("plan the party new year's eve 2028", "2028-12-31 00:00"),
    ],
)
def test_a_holiday_of_a_named_year_is_that_years_holiday(text: str, due: str) -> None:
    assert _due(text) == due


def test_a_holiday_year_is_never_read_as_a_clock_time() -> None:
    spec = parse_date("labor day 2030", now=NOW, tz=CHICAGO)
    assert spec is not None
    assert spec.start.astimezone(CHICAGO).strftime("%Y-%m-%d %H:%M") == "2030-09-02 00:00"


@pytest.mark.parametrize(
    "text",
    [
        "post the parcel thanksgiving in 5 months",  # which thanksgiving?
        "bake a cake founders day 2029",  # a day recap has no calendar for: never all of 2029
        "call aunt amal on islamic new year",  # named, not dated: never the 1st of January
    ],
)
def test_a_holiday_recap_cannot_date_is_asked_about(text: str) -> None:
    assert _asks(text)


def test_several_days_off_in_a_year_are_asked_about() -> None:
    assert _asks("close the books bank holiday 2029", read_london)


# --------------------------------------------------------------------------- days named for a weekday


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("send the invoices black friday", "2027-11-26 00:00"),
        ("update the web shop cyber monday", "2027-11-29 00:00"),
        ("buy palm crosses palm sunday", "2027-03-21 00:00"),
        ("prepare the supper maundy thursday", "2027-03-25 00:00"),
        ("call grandma on pentecost", "2027-05-16 00:00"),
        ("visit the chapel trinity sunday", "2027-05-23 00:00"),
        ("take the boat out whit monday", "2027-05-17 00:00"),  # no US calendar keeps it: the church's day
    ],
)
def test_a_day_named_for_a_weekday_is_never_the_plain_weekday(text: str, due: str) -> None:
    assert _due(text) == due


def test_a_plain_weekday_is_still_the_weekday() -> None:
    assert _due("call mom friday") == "2027-03-12 00:00"


def test_an_undated_weekday_holiday_is_asked_about_not_read_as_its_weekday() -> None:
    assert _asks("call the bank clean monday")


# --------------------------------------------------------------------------- minutes past or to an hour


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("ring the dentist a quarter past 4pm", "2027-03-09 16:15"),
        ("pick up the kids twenty after 3pm", "2027-03-09 15:20"),
        ("collect lunch ten past noon", "2027-03-09 12:10"),
        ("lock the shed 5 minutes to midnight", "2027-03-09 23:55"),
        ("call the vet a quarter to 1pm", "2027-03-09 12:45"),
        ("check the oven 25 to noon", "2027-03-09 11:35"),
        ("feed the cat 10 minutes past 6 pm", "2027-03-09 18:10"),
    ],
)
def test_minutes_past_or_to_an_hour_with_its_am_pm(text: str, due: str) -> None:
    assert _due(text) == due


def test_a_small_number_to_an_hour_stays_a_range() -> None:
    """ "10 to 5pm" is ten till five, a range: never 4:50."""
    spans = [s for s in find_spans("the shop is open 10 to 5pm", now=NOW, tz=CHICAGO) if s.spec]
    assert all(s.spec.start.astimezone(CHICAGO).strftime("%H:%M") != "16:50" for s in spans)


# --------------------------------------------------------------------------- a part of an hour from now


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("take the pills in 1/2 hour", "2027-03-09 10:45"),
        ("check the bread in 3/4h", "2027-03-09 11:00"),
        ("move the car in 1/4 h", "2027-03-09 10:30"),
        ("move the van in a quarter of an hour", "2027-03-09 10:30"),
        ("call him back in three quarters of an hour", "2027-03-09 11:00"),
        ("call the bank in 2h", "2027-03-09 12:15"),
    ],
)
def test_a_part_of_an_hour_from_now(text: str, due: str) -> None:
    assert _due(text) == due


def test_a_fraction_before_hour_is_never_a_date() -> None:
    spec = parse_date("in 1/2 hour", now=NOW, tz=CHICAGO)
    assert spec is not None and spec.start.astimezone(CHICAGO).strftime("%m-%d %H:%M") == "03-09 10:45"


def test_an_hour_written_with_h_is_still_a_clock_time() -> None:
    spec = parse_date("at 9h30", now=NOW, tz=CHICAGO)
    assert spec is not None and spec.start.astimezone(CHICAGO).strftime("%M") == "30"


# --------------------------------------------------------------------------- a day counted in a month


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("pay the rent the 14th of next month", "2027-04-14 00:00"),
        ("file the claim the 23rd of this month", "2027-03-23 00:00"),
        ("renew the insurance second day of june", "2027-06-02 00:00"),
        ("submit timesheets the 3rd last day of april", "2027-04-28 00:00"),
        ("pay the fee last day in february 2028", "2028-02-29 00:00"),
    ],
)
def test_a_day_counted_in_a_month(text: str, due: str) -> None:
    assert _due(text) == due


def test_a_count_of_things_is_no_day_of_a_month() -> None:
    assert parse_date("5 of the next ones", now=NOW, tz=CHICAGO) is None


# --------------------------------------------------------------------------- the nth weekday from a day


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("call the priest the second monday after easter", "2027-04-05 00:00"),
        ("send the cards the 3rd friday before christmas", "2027-12-10 00:00"),
    ],
)
def test_the_nth_weekday_counted_from_a_day(text: str, due: str) -> None:
    assert _due(text) == due


# --------------------------------------------------------------------------- a day run into its month


def test_a_day_run_into_its_month() -> None:
    assert _due("mail the form 7june 2028") == "2028-06-07 00:00"


# --------------------------------------------------------------------------- o'clock and run-together times


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("walk the dog 9 o'clock in the morning", "2027-03-10 09:00"),
        ("water the plants 4 oclock pm", "2027-03-09 16:00"),
        ("feed the fish at 845 in the evening", "2027-03-09 20:45"),
        ("call the bank at 915 tonight", "2027-03-09 21:15"),
    ],
)
def test_o_clock_and_run_together_times(text: str, due: str) -> None:
    assert _due(text) == due


@pytest.mark.parametrize(
    "text",
    [
        "catch flight 915 tonight",  # a flight number
        "pay the 200 tonight",  # an amount
        "book a table for four tonight",  # a count of people
    ],
)
def test_a_number_before_tonight_without_at_is_no_clock_time(text: str) -> None:
    found = read(text)
    times = [read.when(i) for i in found if isinstance(i, NewCommitment) and i.due is not None]
    assert all(t is None or t[-5:] not in ("21:15", "14:00", "16:00") for t in times), found


# --------------------------------------------------------------------------- a date then its weekday


def test_a_date_then_a_weekday_that_disagrees_is_a_problem() -> None:
    spans = find_spans("send it 18 jun 2027, wed", now=NOW, tz=CHICAGO)
    assert any(s.problem and "Friday" in s.problem for s in spans)


def test_a_date_then_its_own_weekday_is_that_date() -> None:
    spec = parse_date("18 jun 2027, fri", now=NOW, tz=CHICAGO)
    assert spec is not None and spec.start.astimezone(CHICAGO).strftime("%Y-%m-%d") == "2027-06-18"

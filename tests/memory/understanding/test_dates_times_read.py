"""Dates and times as people type them in a to-do: softened clock times ("7ish"), times
relative to now ("in half an hour"), dotted day.month where the zone writes dates day first,
days that do not exist (Feb 29 in a common year, "wednesday 14th" when the 14th is a Thursday),
offsets before an event ("2 days before it expires on the 25th"), the month a to-do is about
("invoice Hamid for March"), misspelt verbs and "by midnight"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

NEW_YORK = ZoneInfo("America/New_York")
BERLIN = ZoneInfo("Europe/Berlin")
LONDON = ZoneInfo("Europe/London")
WED = datetime(2027, 4, 14, 10, 0, tzinfo=NEW_YORK)  # Wednesday 14 April 2027, a common year
JAN = datetime(2027, 1, 20, 10, 0, tzinfo=LONDON)  # Wednesday 20 January 2027


def _todo(text: str, now: datetime = WED, tz: ZoneInfo = NEW_YORK) -> NewCommitment:
    found = extract(text, now=now, tz=tz)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _due(todo: NewCommitment, tz: ZoneInfo) -> str:
    assert todo.due is not None
    return f"{todo.due.last_moment.astimezone(tz):%Y-%m-%d %H:%M}"


def _asked(text: str, now: datetime, tz: ZoneInfo) -> Unclear:
    found = extract(text, now=now, tz=tz)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    return found[0]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("call mum 7ish", "call mum", "2027-04-14 19:00"),
        ("ring Dad at 6ish", "ring Dad", "2027-04-14 18:00"),
        ("ping Chiara tomorrow 10ish", "ping Chiara", "2027-04-15 10:00"),
        ("email Bogdan around 4 ish", "email Bogdan", "2027-04-14 16:00"),
    ],
)
def test_a_softened_clock_time_is_the_time_without_the_softener(text: str, action: str, due: str) -> None:
    todo = _todo(text)
    assert (todo.action, _due(todo, NEW_YORK)) == (action, due)


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("water the plants in half an hour", "water the plants", "2027-04-14 10:30"),
        ("email Raj in half a hour", "email Raj", "2027-04-14 10:30"),
        ("call Jo in an hour and a half", "call Jo", "2027-04-14 11:30"),
        ("ping Mo in 2 hours and a half", "ping Mo", "2027-04-14 12:30"),
        ("feed the cat in 2 hrs", "feed the cat", "2027-04-14 12:00"),
        ("call Yusuf in 20 mins", "call Yusuf", "2027-04-14 10:20"),
        ("pick up Leo quarter to 5", "pick up Leo", "2027-04-14 16:45"),
    ],
)
def test_times_from_now_and_spoken_clock_times(text: str, action: str, due: str) -> None:
    todo = _todo(text)
    assert (todo.action, _due(todo, NEW_YORK)) == (action, due)


def test_cutting_in_half_is_no_time() -> None:
    assert extract("cut the cake in half", now=WED, tz=NEW_YORK) == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("submit the form by 12.09", "2027-09-12"),
        ("pay rent on 01.10", "2027-10-01"),
        ("send it by 3.04.", "2028-04-03"),  # the 3rd of April has passed this year
    ],
)
def test_a_dotted_day_month_is_a_date_where_dates_are_written_day_first(text: str, day: str) -> None:
    todo = _todo(text, tz=BERLIN)
    assert _due(todo, BERLIN) == f"{day} 23:59"


@pytest.mark.parametrize(
    ("text", "tz", "due"),
    [
        ("call Jo at 12.09", BERLIN, "2027-04-14 12:09"),  # after "at" it is a clock time
        ("renew it until 17.30", BERLIN, "2027-04-14 17:30"),  # no 30th month
        ("submit the form by 12.09", NEW_YORK, "2027-04-14 12:09"),  # month-first zones
    ],
)
def test_a_dotted_clock_time_stays_a_time(text: str, tz: ZoneInfo, due: str) -> None:
    assert _due(_todo(text, now=datetime(2027, 4, 14, 9, 0, tzinfo=tz), tz=tz), tz) == due


def test_a_dotted_day_that_does_not_exist_is_asked_about_with_the_whole_action() -> None:
    asked = _asked("pay the invoice by 31.09", JAN, LONDON)
    assert isinstance(asked.proposal, NewCommitment) and asked.proposal.action == "pay the invoice"


@pytest.mark.parametrize(
    "text",
    ["pay rent by Feb 29", "pay rent by 2/29", "renew the lease by the 29th of february"],
)
def test_feb_29_in_a_common_year_is_asked_never_the_next_leap_year(text: str) -> None:
    asked = _asked(text, JAN, LONDON)
    assert asked.proposal is not None and getattr(asked.proposal, "due", "unset") is None


def test_feb_29_in_a_leap_year_is_that_day() -> None:
    todo = _todo("pay rent by Feb 29", now=datetime(2028, 1, 10, 9, tzinfo=LONDON), tz=LONDON)
    assert _due(todo, LONDON) == "2028-02-29 23:59"


@pytest.mark.parametrize(
    "text", ["send the deck by thursday 14th", "submit it by Tuesday 20th", "book it for saturday the 12th"]
)
def test_a_weekday_that_is_not_that_days_weekday_is_asked(text: str) -> None:
    _asked(text, JAN, LONDON)


def test_a_weekday_that_fits_its_day_of_the_month_is_that_day() -> None:
    todo = _todo("call the dentist on monday the 25th", now=JAN, tz=LONDON)
    assert _due(todo, LONDON) == "2027-01-25 23:59"


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("renew the domain 2 days before it expires on the 25th", "renew the domain", "2027-01-23"),
        ("renew the domain 2 days before the 25th", "renew the domain", "2027-01-23"),
        ("top up the meter a week before it runs out on the 30th", "top up the meter", "2027-01-23"),
        ("renew my passport two weeks before my trip on june 20", "renew my passport", "2027-06-06"),
        ("ring the gym the day before it renews on the 4th", "ring the gym", "2027-02-03"),
    ],
)
def test_an_offset_before_an_event_moves_the_due_back(text: str, action: str, day: str) -> None:
    todo = _todo(text, now=JAN, tz=LONDON)
    assert (todo.action, _due(todo, LONDON)) == (action, f"{day} 23:59")


@pytest.mark.parametrize("text", ["invoice Hamid for March", "book flights for June", "file the VAT return for 2026"])
def test_the_month_a_to_do_is_about_is_no_due(text: str) -> None:
    todo = _todo(text)
    assert (todo.action, todo.due) == (text, None)


def test_a_to_do_about_a_month_keeps_its_own_due() -> None:
    todo = _todo("invoice Hamid for March by friday")
    assert (todo.action, _due(todo, NEW_YORK)) == ("invoice Hamid for March", "2027-04-16 23:59")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sumbit the expnses by thrusday", "submit the expnses"),
        ("reviw the contract tomorrow", "review the contract"),
        ("shedule the call for tmrw", "schedule the call"),
    ],
)
def test_a_misspelt_verb_with_a_date_ahead_is_a_to_do(text: str, action: str) -> None:
    assert _todo(text).action == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("delivery shift fri 5 to 9", "delivery shift"),  # session 38, blind36: no "deliver shift"
        ("delivery run tmrw at 6", "delivery run"),
        ("contract renewal by friday", "contract renewal"),
    ],
)
def test_a_word_one_letter_from_a_verb_is_no_slip_of_it(text: str, action: str) -> None:
    assert _todo(text).action == action


@pytest.mark.parametrize("text", ["chose the venue by friday", "sends the memo friday", "wrote the report yesterday"])
def test_a_word_near_several_verbs_or_a_report_is_no_misspelt_to_do(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=WED, tz=NEW_YORK))


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("file the report by midnight", "2027-04-14 23:59"),
        ("submit the bid friday midnight", "2027-04-16 23:59"),
    ],
)
def test_by_midnight_is_the_end_of_that_day(text: str, due: str) -> None:
    assert _due(_todo(text), NEW_YORK) == due

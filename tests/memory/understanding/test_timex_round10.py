"""Time expressions as people type them (round 10): spelled days of the month ("december
ninth", "the twenty-first"), a shortened month's dot ("Dec. 9"), "<weekday> next/this week",
"a fortnight on friday", ranges of days, "the last day of the month", "week of the 14th",
clipped am/pm ("3p", "9:15a"), "noonish"; and two dates offered as alternatives ("mon or
tues"), which recap asks about rather than choosing one."""

from __future__ import annotations

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, NewCommitment, extract, find_spans
from memory.understanding.timex import has_date_words, parse_date

NEW_YORK = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")
TUE_NY = datetime(2026, 12, 1, 10, 0, tzinfo=NEW_YORK)  # Tuesday 1 December 2026, morning
THU_LONDON = datetime(2027, 3, 4, 10, 0, tzinfo=LONDON)  # Thursday 4 March 2027


def _all(text: str, now: datetime) -> list[Intent]:
    return extract(text, now=now, tz=now.tzinfo)  # type: ignore[arg-type]


def _stored(text: str, now: datetime = TUE_NY) -> NewCommitment:
    found = _all(text, now)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert found[0].due is not None, found
    assert not has_date_words(found[0].action), found[0].action  # no date word left in the action
    return found[0]


def _day(intent: NewCommitment, now: datetime) -> date:
    assert intent.due is not None
    return intent.due.start.astimezone(now.tzinfo).date()


# --------------------------------------------------------------------------- days that are stored


@pytest.mark.parametrize(
    ("said", "day"),
    [
        # a shortened month's dot is no full stop
        ("ring the plumber Dec. 9", date(2026, 12, 9)),
        ("book the vet on Sept. 14th", date(2027, 9, 14)),
        ("send the invoice by Jan. 5", date(2027, 1, 5)),
        ("renew the lease on Feb. 28", date(2027, 2, 28)),
        # spelled days of the month
        ("pay the rent december ninth", date(2026, 12, 9)),
        ("water the plants on the ninth of january", date(2027, 1, 9)),
        ("file the taxes march the twentieth", date(2027, 3, 20)),
        ("call the dentist the twenty-first", date(2026, 12, 21)),
        ("email Ana the twenty second of dec", date(2026, 12, 22)),
        ("renew the insurance by the thirtieth", date(2026, 12, 30)),
        ("collect the keys on the fourth", date(2026, 12, 4)),
        ("pay the council tax first of next month", date(2027, 1, 1)),
        ("send the rota on the seventeenth", date(2026, 12, 17)),
        ("book the MOT for jan the thirty-first", date(2027, 1, 31)),
        # a weekday of this or next week
        ("book the hall tues next week", date(2026, 12, 8)),
        ("call the bank thursday next week", date(2026, 12, 10)),
        ("pick up the parcel fri this week", date(2026, 12, 4)),
        ("ring Priya wed next week", date(2026, 12, 9)),
        # the edges and days of a month
        ("invoice Sam last day of the month", date(2026, 12, 31)),
        ("submit the report the last day of next month", date(2027, 1, 31)),
        ("pay the nanny 15th of the month", date(2026, 12, 15)),
        ("pay the nanny the 15th of the month", date(2026, 12, 15)),
        # a fortnight after a day
        ("meet Jo a fortnight on friday", date(2026, 12, 18)),
        ("book the flights friday fortnight", date(2026, 12, 18)),
        ("see the GP a fortnight from monday", date(2026, 12, 21)),
        # a range of days: its first
        ("pack for the trip dec 28-jan 2", date(2026, 12, 28)),
        ("book the room for the 21st-23rd", date(2026, 12, 21)),
        ("clean the flat on the 21st - 23rd", date(2026, 12, 21)),
        ("cover for Amir 14th-16th jan", date(2027, 1, 14)),
    ],
)
def test_the_day_is_read_and_its_words_leave_the_action(said: str, day: date) -> None:
    assert _day(_stored(said), TUE_NY) == day


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("call Bob 3p", datetime(2026, 12, 1, 15, 0, tzinfo=NEW_YORK)),
        ("call Bob at 3:30p", datetime(2026, 12, 1, 15, 30, tzinfo=NEW_YORK)),
        ("call Bob tmrw 4p", datetime(2026, 12, 2, 16, 0, tzinfo=NEW_YORK)),
        ("call Bob at 9:15a tomorrow", datetime(2026, 12, 2, 9, 15, tzinfo=NEW_YORK)),
        ("call Bob noonish", datetime(2026, 12, 1, 12, 0, tzinfo=NEW_YORK)),
        ("call Bob tomorrow middayish", datetime(2026, 12, 2, 12, 0, tzinfo=NEW_YORK)),
        ("call Bob on Dec. 9 at 3", datetime(2026, 12, 9, 15, 0, tzinfo=NEW_YORK)),
    ],
)
def test_clipped_clock_times_are_read(said: str, at: datetime) -> None:
    due = _stored(said).due
    assert due is not None
    assert due.start.astimezone(NEW_YORK) == at


def test_five_p_in_london_is_money_without_a_connector() -> None:
    spans = find_spans("the stamp is 5p", now=THU_LONDON, tz=LONDON)
    assert not [s for s in spans if s.spec is not None]
    at = find_spans("call the garage at 5p", now=THU_LONDON, tz=LONDON)
    assert at and at[0].spec is not None
    assert at[0].spec.start.astimezone(LONDON).time() == time(17, 0)


# --------------------------------------------------------------------------- asked, never guessed


@pytest.mark.parametrize(
    "said",
    [
        "call Bob mon or tues",
        "pay Jo the 3rd or 4th",
        "ring mum today or tomorrow",
        "book the dentist friday or saturday",
        "sort the car dec 9 or dec 10",
        "send the card on the ninth or the tenth",
    ],
)
def test_two_dates_offered_are_asked_about(said: str) -> None:
    found = _all(said, TUE_NY)
    assert found, said
    assert not any(isinstance(i, NewCommitment) for i in found), found  # neither date stored as the one meant
    spans = find_spans(said, now=TUE_NY, tz=NEW_YORK)
    assert any(s.spec is None and s.problem for s in spans), spans


@pytest.mark.parametrize(
    "said",
    [
        "visit gran week of the 14th",
        "deliver the sofa w/c 14 dec",
        "paint the fence wk of 14th",
        "send the quote week commencing the 14th",
        "book the cleaner the week of dec 14",
    ],
)
def test_a_week_of_a_day_is_a_window_asked_about(said: str) -> None:
    found = _all(said, TUE_NY)
    assert found and not any(isinstance(i, NewCommitment) for i in found), found
    spans = [s for s in find_spans(said, now=TUE_NY, tz=NEW_YORK) if s.spec is not None]
    assert spans and spans[0].spec is not None and spans[0].spec.doubt, spans
    start = spans[0].spec.start.astimezone(NEW_YORK).date()
    assert start.weekday() == 0 and start == date(2026, 12, 14)  # the Monday of that week


# --------------------------------------------------------------------------- ranks are no days


@pytest.mark.parametrize(
    "said",
    [
        "fix the leak on the second floor",
        "redo the first draft",
        "ask about the third option",
        "prep the fifth round",
        "book seats in the tenth row",
        "bring snacks on the first day",
        "plan the second week of the course",
        "call Bob the 3rd or 4th time",
    ],
)
def test_a_spelled_ordinal_before_a_noun_is_a_rank(said: str) -> None:
    assert not [s for s in find_spans(said, now=TUE_NY, tz=NEW_YORK) if s.spec is not None]


def test_a_dot_after_a_weekday_before_a_new_sentence_still_ends_it() -> None:
    found = _all("Book the venue by Fri. Ring the caterer tomorrow", TUE_NY)
    days = sorted(_day(i, TUE_NY) for i in found if isinstance(i, NewCommitment))
    assert days == [date(2026, 12, 2), date(2026, 12, 4)], found


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("the ninth", date(2026, 12, 9)),
        ("december the first", date(2026, 12, 1)),
        ("the twenty-fifth of december", date(2026, 12, 25)),
        ("last day of the month", date(2026, 12, 31)),
        ("Dec. 9", date(2026, 12, 9)),
        ("a fortnight on tuesday", date(2026, 12, 22)),
    ],
)
def test_parse_date_reads_the_same_words(said: str, day: date) -> None:
    spec = parse_date(said, now=TUE_NY, tz=NEW_YORK)
    assert spec is not None and spec.start.astimezone(NEW_YORK).date() == day


def test_the_week_after_next_is_a_whole_week_like_next_week() -> None:
    asked = _all("call Bob the week after next", TUE_NY)
    assert asked and not any(isinstance(i, NewCommitment) for i in asked), asked
    by = _stored("pay Ana by the week after next")
    assert by.due is not None and by.due.start.astimezone(NEW_YORK).date() == date(2026, 12, 14)

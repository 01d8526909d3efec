"""Tests for memory.understanding.timex.find_spans and the chat forms of time expressions."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.model import Precision
from memory.understanding import TimeSpan, find_spans
from memory.understanding.timex import parse_date

NEW_YORK = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")
BERLIN = ZoneInfo("Europe/Berlin")
MONDAY = datetime(2026, 11, 30, 8, 10, tzinfo=NEW_YORK)  # Monday 30 November 2026, 08:10
WEDNESDAY_LONDON = datetime(2027, 3, 10, 16, 45, tzinfo=LONDON)  # Wednesday 10 March 2027, 16:45


def due(span: TimeSpan, tz: ZoneInfo) -> str:
    """A span's due as the corpus writes it: a local date, or a local minute for a clock time."""
    assert span.spec is not None, span.problem
    spec = span.spec
    if spec.precision == Precision.INSTANT and spec.end - spec.start <= timedelta(seconds=1):
        return spec.start.astimezone(tz).strftime("%Y-%m-%dT%H:%M")
    return spec.last_moment.astimezone(tz).date().isoformat()


def one(text: str, now: datetime = MONDAY, tz: ZoneInfo = NEW_YORK) -> TimeSpan:
    spans = find_spans(text, now=now, tz=tz)
    assert len(spans) == 1, spans
    return spans[0]


@pytest.mark.parametrize(
    ("text", "written", "connector", "expected"),
    [
        ("email Raj tmrw", "tmrw", None, "2026-12-01"),
        ("2moro: book the vet", "2moro", None, "2026-12-01"),
        ("water the plants tonite", "tonite", None, "2026-11-30"),
        ("the report is due COB", "due COB", "due", "2026-11-30"),
        ("wrap it up by close of business", "by close of business", "by", "2026-11-30"),
        ("finish the slides EOW", "EOW", None, "2026-12-04"),
        ("audit by end of month", "by end of month", "by", "2026-11-30"),
        ("renew it by thurs", "by thurs", "by", "2026-12-03"),
        ("weds: dentist", "weds", None, "2026-12-02"),
        ("tues - gym", "tues", None, "2026-12-01"),
        ("sat - clean the garage", "sat", None, "2026-12-05"),
        ("pay the plumber by firday", "by firday", "by", "2026-12-04"),
        ("renew it by thrusday", "by thrusday", "by", "2026-12-03"),
        ("on wendsday call Jo", "on wendsday", "on", "2026-12-02"),
        ("septmber 3rd - enrol", "septmber 3rd", None, "2027-09-03"),
        ("call the insurer tommorow", "tommorow", None, "2026-12-01"),
        ("wednesday of next week: send it", "wednesday of next week", None, "2026-12-09"),
        ("tuesday after next: file it", "tuesday after next", None, "2026-12-15"),
        ("3 fridays from now - ship", "3 fridays from now", None, "2026-12-18"),
        ("a week from wednesday send it", "a week from wednesday", None, "2026-12-09"),
        ("thursday week - send it", "thursday week", None, "2026-12-10"),
        ("first tuesday of march: vote", "first tuesday of march", None, "2027-03-02"),
        ("last monday of the month: payroll", "last monday of the month", None, "2026-11-30"),
        ("the 20th of next month: renew", "the 20th of next month", None, "2026-12-20"),
        ("fri 13th - party", "fri 13th", None, "2027-08-13"),
        ("in 4 days: chase", "in 4 days", "in", "2026-12-04"),
        ("within a week reply", "within a week", "within", "2026-12-07"),
        ("end of Q2 target", "end of Q2", None, "2027-06-30"),
        ("before the 15th send it", "before the 15th", "before", "2026-12-14"),
        ("before friday send it", "before friday", "before", "2026-12-03"),
        ("dentist appt for tuesday", "for tuesday", "for", "2026-12-01"),
        ("call Jo quarter to 5", "quarter to 5", None, "2026-11-30T16:45"),
        ("ten past 3 standup", "ten past 3", None, "2026-11-30T15:10"),
        ("11 tomorrow: call the bank", "11 tomorrow", None, "2026-12-01T11:00"),
        ("tomorrow evening at 7 dinner", "tomorrow evening at 7", None, "2026-12-01T19:00"),
        ("18h30 pick up Ana", "18h30", None, "2026-11-30T18:30"),
        ("0930h call", "0930h", None, "2026-11-30T09:30"),
        ("send it by nine thirty am tomorrow", "by nine thirty am tomorrow", "by", "2026-12-01T09:30"),
        ("noon tuesday - lunch", "noon tuesday", None, "2026-12-01T12:00"),
        ("at 3:15 call the school", "at 3:15", "at", "2026-11-30T15:15"),
        ("at 9 call the school", "at 9", "at", "2026-11-30T09:00"),
        ("at 8 call the school", "at 8", "at", "2026-11-30T20:00"),  # 8:00 has passed: 20:00 is next
        ("at 7 send the reminder", "at 7", "at", "2026-11-30T19:00"),
        ("ring the plumber at 2.30", "at 2.30", "at", "2026-11-30T14:30"),
        ("at 11 book the table", "at 11", "at", "2026-11-30T11:00"),
        ("the quiz is at 1430", "at 1430", "at", "2026-11-30T14:30"),
        ("after lunch file the claims", "after lunch", "after", "2026-11-30"),
        ("by lunchtime send the figures", "by lunchtime", "by", "2026-11-30"),
        ("sat morning -> recycling run", "sat morning", None, "2026-12-05"),
        ("next wk: plan the retro", "next wk", None, "2026-12-13"),
        ("tonight at 8 call Mum", "tonight at 8", None, "2026-11-30T20:00"),
        ("4pm CET tmrw - sync", "4pm CET tmrw", None, "2026-12-01T10:00"),
        ("2pm PT tuesday call", "2pm PT tuesday", None, "2026-12-01T17:00"),
        ("by xmas eve", "by xmas eve", "by", "2026-12-24"),
        ("by christmas get gifts", "by christmas", "by", "2026-12-25"),
        ("before christmas get gifts", "before christmas", "before", "2026-12-24"),
        ("thanksgiving - call Dad", "thanksgiving", None, "2027-11-25"),
        ("easter monday - hike", "easter monday", None, "2027-03-29"),
        ("mother's day - flowers", "mother's day", None, "2027-05-09"),
        ("halloween: costumes", "halloween", None, "2027-10-31"),
        ("labour day: bbq", "labour day", None, "2027-09-06"),
        ("Tuesday, Dec 1 - roofer", "Tuesday, Dec 1", None, "2026-12-01"),
        ("by Fri 12/4 send the W-9", "by Fri 12/4", "by", "2026-12-04"),
        ("send it no later than friday", "no later than friday", "no later than", "2026-12-04"),
    ],
)
def test_find_spans_reads_chat_forms(text: str, written: str, connector: str | None, expected: str) -> None:
    """Each chat form gives one span covering its words (connector included), due as people mean it."""
    span = one(text)
    assert text[span.start : span.end] == written
    assert span.connector == connector
    assert span.problem is None
    assert due(span, NEW_YORK) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("call Ana at half 3", "2027-03-11T15:30"),
        ("ring the garage at 2.30", "2027-03-11T14:30"),
        ("join at 1430", "2027-03-11T14:30"),
        ("by 5 - send the lease", "2027-03-10T17:00"),
        ("send it by 20/3", "2027-03-20"),
        ("15.04.2027 - renew", "2027-04-15"),
        ("friday week - send it", "2027-03-19"),
        ("a week tomorrow - submit", "2027-03-18"),
        ("by end of day tomorrow", "2027-03-11"),
        ("by mon eod submit", "2027-03-15"),
        ("good friday - books back", "2027-03-26"),
        ("10am ET tmrw", "2027-03-11T15:00"),  # New York is still on EST until 14 March
    ],
)
def test_find_spans_british_forms(text: str, expected: str) -> None:
    """British clock phrases, day-first numeric dates and "friday week" in a London zone."""
    assert due(one(text, WEDNESDAY_LONDON, LONDON), LONDON) == expected


def test_numeric_dates_follow_the_zone_and_fall_back_when_only_one_order_is_a_date() -> None:
    """3/4 said in late November is 4 March or 3 April, both ahead: asked, naming both. Said in
    London on 10 March, 4 March has gone by, so 3 April; 20/12 is 20 December in both zones."""
    problem = one("3/4 - pay").problem
    assert problem is not None and "3 April" in problem and "4 March" in problem
    assert due(one("by 3/4", WEDNESDAY_LONDON, LONDON), LONDON) == "2027-04-03"
    assert due(one("20/12 send it"), NEW_YORK) == "2026-12-20"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("pay the rent by the 31st of february", "there is no 31 February"),
        ("renew the lease by feb 30", "there is no 30 February"),
        ("submit on 2026-13-40", "is not a date"),
        ("send it by 2027-02-29", "there is no 29 February 2027"),
        ("call the plumber on 31/04", "there is no 31 April"),
        ("ship by 13/13", "is not a date"),
        ("book for the 32nd", "no month has a 32nd day"),
        ("renew on the 0th", "no month has a 0th day"),
        ("call at 14:75 tomorrow", "14:75 is not a time of day"),
        ("back by 25:00 tmrw", "25:00 is not a time of day"),
        ("Monday, Mar 4 - send it", "4 March 2027 is a Thursday, not a Monday"),
        ("by Saturday 12/11 send it", "11 December 2026 is a Friday, not a Saturday"),
        ("send it by blursday", "I can't read “blursday” as a date"),
        ("pay by the twelfth of never", "I can't read “the twelfth of never” as a date"),
    ],
)
def test_find_spans_reports_impossible_dates(text: str, problem: str) -> None:
    """A date that cannot be comes back as a span with no spec and a problem for the user."""
    span = one(text)
    assert span.spec is None
    assert span.problem is not None and problem in span.problem


@pytest.mark.parametrize(
    "text",
    ["may I ask something", "march on", "I'm sat here", "give me a second", "second thoughts", "sun's out",
     "enjoying the sun", "reduce costs by 5 percent", "it's 50/50", "at the match", "the autumn catalogue",
     "Jenkins stopped working", "a working day", "version 2.30 is out", "we did it at 3 places", "mon ami",
     "I worked for 3 days", "feeling ill"],
)  # fmt: skip
def test_find_spans_ignores_ordinary_words(text: str) -> None:
    """Words that only look like dates give no span."""
    assert find_spans(text, now=MONDAY, tz=NEW_YORK) == []


def test_find_spans_several_left_to_right() -> None:
    """Separate expressions come back in order, each with its own connector."""
    text = "moved from friday to next tuesday 3pm"
    spans = find_spans(text, now=MONDAY, tz=NEW_YORK)
    assert [text[s.start : s.end] for s in spans] == ["from friday", "next tuesday 3pm"]
    assert [s.connector for s in spans] == ["from", None]


def test_tonight_ends_on_today() -> None:
    """A due "tonight" ends at midnight, not the next morning."""
    spec = parse_date("tonight", now=MONDAY, tz=NEW_YORK)
    assert spec is not None
    assert spec.last_moment.astimezone(NEW_YORK).date().isoformat() == "2026-11-30"


def test_zone_abbreviations_are_dst_safe() -> None:
    """A time in another zone converts on the date it names, with that date's offsets."""
    summer = datetime(2027, 7, 1, 9, 0, tzinfo=BERLIN)
    assert due(one("3pm ET tomorrow", summer, BERLIN), BERLIN) == "2027-07-02T21:00"
    assert due(one("3pm ET tomorrow", MONDAY.astimezone(BERLIN), BERLIN), BERLIN) == "2026-12-01T21:00"


@pytest.mark.parametrize(
    ("text", "said", "expected"),
    [
        ("call the vet at 4", "2026-11-30T16:45", "2026-12-01T16:00"),  # 16:00 has passed
        ("text Sam at 9", "2026-11-30T15:00", "2026-11-30T21:00"),  # in the afternoon: tonight
        ("text Sam at 9", "2026-11-30T22:30", "2026-12-01T09:00"),  # late at night: the morning
        ("book the taxi at 10", "2026-11-30T15:00", "2026-12-01T10:00"),  # 22:00 is past waking hours
        ("feed the cat at 7", "2026-11-30T05:30", "2026-11-30T07:00"),  # before seven: this morning
        ("at 12 pick up the keys", "2026-11-30T08:00", "2026-11-30T12:00"),  # noon, never midnight
    ],
)
def test_a_bare_hour_is_the_next_waking_one(text: str, said: str, expected: str) -> None:
    """An hour with neither am/pm nor a day is the next time it falls between 7:00 and 21:59."""
    now = datetime.fromisoformat(said).replace(tzinfo=NEW_YORK)
    span = one(text, now=now)
    assert due(span, NEW_YORK) == expected


def test_a_part_of_the_day_already_over_is_the_next_one() -> None:
    """ "in the morning" said late in the evening is tomorrow morning; "this morning" stays today."""
    late = datetime(2026, 11, 30, 22, 40, tzinfo=NEW_YORK)
    assert due(one("ping Dario in the morning", now=late), NEW_YORK) == "2026-12-01"
    assert due(one("the afternoon", now=late), NEW_YORK) == "2026-12-01"
    assert one("this morning it rained", now=late).spec.start.astimezone(NEW_YORK).day == 30  # type: ignore[union-attr]


def test_lunch_is_a_time_only_after_a_connector() -> None:
    """ "grab lunch with Ana" names no time; "before lunch" does."""
    assert find_spans("grab lunch with Ana", now=MONDAY, tz=NEW_YORK) == []
    assert due(one("before lunch send the memo"), NEW_YORK) == "2026-11-30T12:00"  # before it starts

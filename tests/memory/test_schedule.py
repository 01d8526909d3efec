"""The next morning briefing falls at the user's local time, strictly after now, across DST."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from itertools import pairwise
from zoneinfo import ZoneInfo

import pytest

from memory.schedule import next_briefing_after, parse_hhmm

CHICAGO = ZoneInfo("America/Chicago")
LONDON = ZoneInfo("Europe/London")
SYDNEY = ZoneInfo("Australia/Sydney")


def _utc(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


def _sequence(start: str, briefing_time: str, tz: ZoneInfo, count: int) -> list[str]:
    """``count`` successive briefing times from ``start``, as UTC ISO strings."""
    now = _utc(start)
    found = []
    for _ in range(count):
        now = next_briefing_after(now, briefing_time, tz)
        found.append(now.isoformat())
    return found


@pytest.mark.parametrize(
    ("text", "expected"),
    [("07:30", time(7, 30)), ("7:05", time(7, 5)), (" 00:00 ", time(0, 0)), ("23:59", time(23, 59))],
)
def test_parse_hhmm_accepts_times_of_day(text: str, expected: time) -> None:
    """HH:MM (and H:MM) within a day parse to that time."""
    assert parse_hhmm(text) == expected


@pytest.mark.parametrize("text", ["24:00", "25:99", "7", "07:5", "07:30:00", "seven", "", "-1:00", "07.30"])
def test_parse_hhmm_refuses_anything_else(text: str) -> None:
    """Anything that is not a time of day is a ValueError naming the expected form."""
    with pytest.raises(ValueError, match="HH:MM"):
        parse_hhmm(text)


def test_result_is_strictly_after_now() -> None:
    """At exactly the briefing time the next one is tomorrow's; a minute before it is today's."""
    at_eight = _utc("2026-05-04T08:00:00+00:00")
    assert next_briefing_after(at_eight, "08:00", ZoneInfo("UTC")) == at_eight + timedelta(days=1)
    assert next_briefing_after(at_eight - timedelta(minutes=1), "08:00", ZoneInfo("UTC")) == at_eight


def test_result_is_aware_utc() -> None:
    """The planned time is stored as aware UTC."""
    planned = next_briefing_after(_utc("2026-05-04T12:00:00+02:00"), "08:00", ZoneInfo("Europe/Berlin"))
    assert planned.tzinfo is not None and planned.utcoffset() == timedelta(0)
    assert planned == _utc("2026-05-05T08:00:00+02:00")


def test_the_local_day_decides_not_the_utc_day() -> None:
    """Late evening in Chicago is already tomorrow in UTC; the briefing is still tomorrow morning local."""
    now = _utc("2026-05-04T22:00:00-05:00")  # 03:00 UTC on the 5th
    assert next_briefing_after(now, "08:00", CHICAGO) == _utc("2026-05-05T08:00:00-05:00")


def test_chicago_spring_forward_moves_the_utc_hour() -> None:
    """07:00 Chicago is 13:00 UTC before 8 March 2026 and 12:00 UTC from that day on."""
    assert _sequence("2026-03-06T10:00:00-06:00", "07:00", CHICAGO, 3) == [
        "2026-03-07T13:00:00+00:00",
        "2026-03-08T12:00:00+00:00",
        "2026-03-09T12:00:00+00:00",
    ]


def test_chicago_spring_forward_gap_falls_an_hour_later() -> None:
    """02:30 does not exist in Chicago on 8 March 2026; that day's briefing comes at 03:30 CDT, once."""
    assert _sequence("2026-03-07T12:00:00-06:00", "02:30", CHICAGO, 3) == [
        "2026-03-08T08:30:00+00:00",  # 03:30 CDT, the wall clock's reading of 02:30 CST
        "2026-03-09T07:30:00+00:00",  # 02:30 CDT
        "2026-03-10T07:30:00+00:00",
    ]


def test_chicago_fall_back_ambiguous_hour_briefs_once() -> None:
    """01:30 happens twice in Chicago on 1 November 2026; the briefing comes at the first, once."""
    assert _sequence("2026-10-31T12:00:00-05:00", "01:30", CHICAGO, 3) == [
        "2026-11-01T06:30:00+00:00",  # 01:30 CDT
        "2026-11-02T07:30:00+00:00",  # 01:30 CST, the second 01:30 of the 1st is skipped
        "2026-11-03T07:30:00+00:00",
    ]


def test_chicago_fall_back_moves_the_utc_hour_back() -> None:
    """07:00 Chicago is 12:00 UTC before 1 November 2026 and 13:00 UTC from that day on."""
    assert _sequence("2026-10-30T10:00:00-05:00", "07:00", CHICAGO, 3) == [
        "2026-10-31T12:00:00+00:00",
        "2026-11-01T13:00:00+00:00",
        "2026-11-02T13:00:00+00:00",
    ]


def test_london_spring_forward_gap_and_following_days() -> None:
    """01:30 does not exist in London on 29 March 2026; it falls at 02:30 BST, then 01:30 BST after."""
    assert _sequence("2026-03-28T12:00:00+00:00", "01:30", LONDON, 3) == [
        "2026-03-29T01:30:00+00:00",  # 02:30 BST
        "2026-03-30T00:30:00+00:00",  # 01:30 BST
        "2026-03-31T00:30:00+00:00",
    ]


def test_london_fall_back_keeps_local_eight() -> None:
    """08:00 London is 07:00 UTC in summer time and 08:00 UTC after 25 October 2026."""
    assert _sequence("2026-10-24T09:00:00+01:00", "08:00", LONDON, 2) == [
        "2026-10-25T08:00:00+00:00",
        "2026-10-26T08:00:00+00:00",
    ]
    assert next_briefing_after(_utc("2026-10-23T09:00:00+01:00"), "08:00", LONDON) == _utc("2026-10-24T07:00:00+00:00")


def test_london_fall_back_ambiguous_hour_briefs_once() -> None:
    """01:30 happens twice in London on 25 October 2026; only the first (BST) is used."""
    assert _sequence("2026-10-24T12:00:00+01:00", "01:30", LONDON, 2) == [
        "2026-10-25T00:30:00+00:00",  # 01:30 BST
        "2026-10-26T01:30:00+00:00",  # 01:30 GMT
    ]


def test_sydney_autumn_fall_back_in_april() -> None:
    """Sydney leaves daylight time on 5 April 2026: 08:00 local is 21:00 UTC before, 22:00 UTC after."""
    assert _sequence("2026-04-03T12:00:00+11:00", "08:00", SYDNEY, 3) == [
        "2026-04-03T21:00:00+00:00",  # Sat 4 April 08:00 AEDT
        "2026-04-04T22:00:00+00:00",  # Sun 5 April 08:00 AEST
        "2026-04-05T22:00:00+00:00",
    ]


def test_sydney_ambiguous_hour_on_fall_back_briefs_once() -> None:
    """02:30 happens twice in Sydney on 5 April 2026; the briefing comes once, at the first."""
    assert _sequence("2026-04-04T12:00:00+11:00", "02:30", SYDNEY, 2) == [
        "2026-04-04T15:30:00+00:00",  # 02:30 AEDT on the 5th
        "2026-04-05T16:30:00+00:00",  # 02:30 AEST on the 6th
    ]


def test_sydney_spring_forward_gap_in_october() -> None:
    """02:30 does not exist in Sydney on 4 October 2026; it falls at 03:30 AEDT that day."""
    assert _sequence("2026-10-03T12:00:00+10:00", "02:30", SYDNEY, 2) == [
        "2026-10-03T16:30:00+00:00",  # 03:30 AEDT on the 4th (02:30 AEST)
        "2026-10-04T15:30:00+00:00",  # 02:30 AEDT on the 5th
    ]


@pytest.mark.parametrize("tz", [CHICAGO, LONDON, SYDNEY])
@pytest.mark.parametrize("briefing_time", ["00:00", "01:30", "02:30", "08:00", "23:59"])
def test_one_briefing_per_local_day_all_year(tz: ZoneInfo, briefing_time: str) -> None:
    """Over a whole year every planned time is strictly later, and each local day gets exactly one."""
    now = datetime(2026, 1, 1, tzinfo=UTC)
    days = []
    for _ in range(366):
        planned = next_briefing_after(now, briefing_time, tz)
        assert planned > now
        days.append(planned.astimezone(tz).date())
        now = planned
    assert len(set(days)) == len(days)
    assert all((later - earlier).days == 1 for earlier, later in pairwise(days))

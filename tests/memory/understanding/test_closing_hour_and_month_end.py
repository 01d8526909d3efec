"""Tests for three date families: a place's closing hour in a "before" clause is within its day
("stop by the pharmacy b4 they close tmrw" is due tomorrow, where "before it lapses on the 3rd"
is due the 2nd); "leap day" is the 29th of February of the next year that has one; and a day of
the month past the month's end, said on its last day or the day before, is the next month's
("by the 30th" on 28 February 2028), while mid-month it is still asked about."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from tests.memory.understanding.reading import Reading

DENVER = ZoneInfo("America/Denver")
LONDON = ZoneInfo("Europe/London")
FMT = "%Y-%m-%d"
# Mon 28 February 2028, late: a leap year, one day of February left
LEAP_EVE = Reading(datetime(2028, 2, 28, 21, 50, tzinfo=DENVER), DENVER, FMT)
# Wed 2 December 2026
DECEMBER = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON, FMT)
# Tue 14 September 2027
MID_SEPTEMBER = Reading(datetime(2027, 9, 14, 10, 0, tzinfo=LONDON), LONDON, FMT)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("stop by the pharmacy b4 they close tmrw", ("stop by the pharmacy", "2028-02-29")),
        ("grab bread b4 the bakery shuts tmrw", ("grab bread", "2028-02-29")),
        ("get to the bank before it shuts on friday", ("get to the bank", "2028-03-03")),
        ("drop the parcel at the post office before it closes sat", ("drop the parcel at the post office",
                                                                      "2028-03-04")),
        ("return the drill before the hardware store closes on thursday", ("return the drill", "2028-03-02")),
        # an end, or something that arrives, is done by the day before
        ("renew the domain before it lapses on the 3rd", ("renew the domain", "2028-03-02")),
        ("pay the deposit before they close the booking on friday", ("pay the deposit", "2028-03-02")),
        ("clear the back room before the new mixer arrives on the 9th", ("clear the back room", "2028-03-08")),
    ],
)
def test_a_closing_hour_is_within_its_day(text: str, todo: tuple[str, str]) -> None:
    assert LEAP_EVE.todos(LEAP_EVE(text)) == [todo]


@pytest.mark.parametrize(
    ("read", "text", "todo"),
    [
        (LEAP_EVE, "pls remind me to pay the water bill on leap day", ("pay the water bill", "2028-02-29")),
        (DECEMBER, "renew the domain on leap day", ("renew the domain", "2028-02-29")),
        (DECEMBER, "gotta send Priya the lease by leap-day", ("send Priya the lease", "2028-02-29")),
    ],
)
def test_leap_day_is_the_next_29th_of_february(read: Reading, text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("pay Haruto back for the tickets by the 30th", ("pay Haruto back for the tickets", "2028-03-30")),
        ("pay the HOA dues by the 31st", ("pay the HOA dues", "2028-03-31")),
        ("renew the fishing license on the 29th", ("renew the fishing license", "2028-02-29")),
    ],
)
def test_a_day_past_the_months_end_on_its_last_days_is_next_months(text: str, todo: tuple[str, str]) -> None:
    assert LEAP_EVE.todos(LEAP_EVE(text)) == [todo]


@pytest.mark.parametrize("text", ["need to call the insurer back by the 31st", "pay the crew on the 31st"])
def test_a_day_past_the_months_end_mid_month_is_asked(text: str) -> None:
    found = MID_SEPTEMBER(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found

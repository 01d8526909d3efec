"""Tests for the year of a fact's year-less date: a state change told in the past tense with a bare
month is the most recent such month ("moved in january" said on 31 December is this year's); an
effective-date marker takes the coming date when it is near and the past one long gone ("relocated
effective 1/4" said on 3 December is the coming 4 January), the past one otherwise; the present
and future tense keep the coming one; and a value with a date in it is never kept."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

LA = ZoneInfo("America/Los_Angeles")
LONDON = ZoneInfo("Europe/London")
SAO_PAULO = ZoneInfo("America/Sao_Paulo")
DEC_3 = datetime(2026, 12, 3, 16, 40, tzinfo=LA)
NEW_YEARS_EVE = datetime(2026, 12, 31, 15, 30, tzinfo=SAO_PAULO)
FEB_4 = datetime(2027, 2, 4, 10, 0, tzinfo=LONDON)


def _from(text: str, now: datetime) -> str | None:
    """The local date the one fact ``text`` states takes effect, or None without one."""
    (claim,) = extract(text, now=now, tz=now.tzinfo)  # type: ignore[arg-type]
    assert isinstance(claim, StateClaim), claim
    return None if claim.effective is None else f"{claim.effective.start.astimezone(now.tzinfo):%Y-%m-%d}"


@pytest.mark.parametrize(
    ("text", "now", "day"),
    [
        ("Marcos moved to São Paulo in january", NEW_YEARS_EVE, "2026-01-01"),
        ("priya relocated to Denver in jan", DEC_3, "2026-01-01"),
        ("Ravi joined the design team in January", DEC_3, "2026-01-01"),
        ("our office moved to Camden in january", DEC_3, "2026-01-01"),
        ("Jo became treasurer in feb", DEC_3, "2026-02-01"),
        ("Hemi relocated to Wellington in march", FEB_4, "2026-03-01"),
        ("kai moved to leeds on the 20th", DEC_3, "2026-11-20"),
        ("Tomasz switched to the night shift on 1/10", DEC_3, "2026-01-10"),
        ("Hemi retired in january", FEB_4, "2027-01-01"),
    ],
)
def test_past_tense_and_a_bare_date_is_the_last_one(text: str, now: datetime, day: str) -> None:
    assert _from(text, now) == day


@pytest.mark.parametrize(
    ("text", "now", "day"),
    [
        ("Keoni relocated to Honolulu effective 1/4", DEC_3, "2027-01-04"),
        ("Keoni relocated to Honolulu from jan 4", DEC_3, "2027-01-04"),
        ("Sam got promoted to lead effective jan 1", DEC_3, "2027-01-01"),
        ("Ali transferred to Ops as of 1/4", DEC_3, "2027-01-04"),
        ("Mina was made partner starting jan 2", DEC_3, "2027-01-02"),
        ("rent went up to 1900 from january", DEC_3, "2027-01-01"),
        ("Hemi relocated to Wellington effective 1 march", FEB_4, "2027-03-01"),
    ],
)
def test_an_effective_date_near_ahead_is_the_coming_one(text: str, now: datetime, day: str) -> None:
    assert _from(text, now) == day


@pytest.mark.parametrize(
    ("text", "now", "day"),
    [
        (
            "Chidi became head of risk as of Monday",
            datetime(2027, 9, 10, 11, 0, tzinfo=ZoneInfo("Africa/Lagos")),
            "2027-09-06",
        ),
        (
            "Nkechi got promoted to head of ops effective 1 march",
            datetime(2028, 3, 6, 9, 0, tzinfo=LONDON),
            "2028-03-01",
        ),
        (
            "Kwame took over the year 11 maths set from 1 october",
            datetime(2027, 10, 29, 9, 0, tzinfo=LONDON),
            "2027-10-01",
        ),
        ("kai moved to leeds from the 20th", DEC_3, "2026-11-20"),
    ],
)
def test_an_effective_date_gone_by_stays_past(text: str, now: datetime, day: str) -> None:
    """Negatives of the rule above: a marker does not pull a recent past date into next year."""
    assert _from(text, now) == day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Jo becomes treasurer in feb", "2027-02-01"),
        ("Jo is treasurer from feb", "2027-02-01"),
        ("Keoni is relocating to Honolulu starting in january", "2027-01-01"),
    ],
)
def test_present_and_future_tense_take_the_coming_date(text: str, day: str) -> None:
    assert _from(text, DEC_3) == day


@pytest.mark.parametrize("text", ["Hemi got promoted effective 1/3", "Hemi got promoted effective 1 march"])
def test_a_date_is_never_the_value(text: str) -> None:
    """ "got promoted effective 1/3" names no role: nothing kept as one (recap asks)."""
    found = extract(text, now=FEB_4, tz=LONDON)
    assert not any(isinstance(i, StateClaim) and "1" in i.value for i in found)


JUL_10 = datetime(2030, 7, 10, 6, 30, tzinfo=ZoneInfo("Asia/Ulaanbaatar"))
JUL_25 = datetime(2030, 7, 25, 9, 0, tzinfo=LONDON)


@pytest.mark.parametrize(
    ("text", "now", "day"),
    [
        # present or future: the coming day of the month, however near the last one
        ("Javkhlan is our new accountant effective the 1st", JUL_10, "2030-08-01"),
        ("Tui is the new site lead from the 3rd", JUL_10, "2030-08-03"),
        ("Bo takes over payroll starting the 9th", JUL_10, "2030-08-09"),
        ("from the 10th Bo is head of ops", JUL_10, "2030-08-10"),  # the Nth said on the Nth: next month's
        ("Mere's now VP of sales, effective the 2nd", JUL_10, "2030-08-02"),
        # past: the nearer of the two, as an announcement names a day a few weeks either way
        ("Erkhes got moved onto the audit team from the 15th", JUL_10, "2030-07-15"),
        ("Erkhes got moved onto the audit team from the 15th", JUL_25, "2030-07-15"),
        ("Nilufar got made partner, effective the 1st", JUL_10, "2030-07-01"),
        ("Nilufar got made partner, effective the 1st", JUL_25, "2030-08-01"),
        ("Ana moved to the night shift from the 28th", JUL_10, "2030-06-28"),
        # "since" and "as of" with a past verb: a day gone by
        ("Ochir's been running the Zaisan branch since the 12th", JUL_10, "2030-06-12"),
        ("Ana moved to the Leeds office as of the 20th", JUL_25, "2030-07-20"),
    ],
)
def test_a_bare_day_of_the_month_after_from_or_effective(text: str, now: datetime, day: str) -> None:
    assert _from(text, now) == day

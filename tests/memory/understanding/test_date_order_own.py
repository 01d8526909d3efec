"""The user's own date order: with it "3/4" is read that way without asking (the other order
still reads a date the user's cannot: "3/15"), Canada's "03/04" too; without it, the question
carries both days; :func:`order_shown` says which order a written date shows."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.intent_codec import decode_intent, encode_intent
from memory.understanding import NewCommitment, Unclear, extract
from memory.understanding._date_order import order_shown

LONDON = ZoneInfo("Europe/London")
TORONTO = ZoneInfo("America/Toronto")
NOW = datetime(2026, 12, 3, 10, 0, tzinfo=LONDON)


def _due(text: str, tz: ZoneInfo, order: str | None) -> date | None:
    (found,) = extract(text, now=NOW, tz=tz, date_order=order)  # type: ignore[arg-type]
    assert isinstance(found, NewCommitment), found
    return found.due.start.astimezone(tz).date() if found.due else None


@pytest.mark.parametrize("tz", [LONDON, TORONTO, ZoneInfo("America/New_York")])
def test_a_known_order_reads_both_ways_dates_without_asking(tz: ZoneInfo) -> None:
    """Day first: 3 April; month first: 4 March; in any zone, Canada's included."""
    assert _due("pay the deposit by 3/4", tz, "DMY") == date(2027, 4, 3)
    assert _due("pay the deposit by 3/4", tz, "MDY") == date(2027, 3, 4)


def test_the_other_order_still_reads_what_the_users_cannot() -> None:
    """ "3/15" to a day-first user is no day-first date: read month first, as before."""
    assert _due("pay the deposit by 3/15", LONDON, "DMY") == date(2027, 3, 15)
    assert _due("pay the deposit by 15/3", LONDON, "MDY") == date(2027, 3, 15)


def test_without_an_order_the_question_carries_both_days_the_zones_first() -> None:
    """London writes day first: 3 April, then 4 March; the readings survive the payload codec."""
    (found,) = extract("pay the deposit by 3/4", now=NOW, tz=LONDON)
    assert isinstance(found, Unclear) and found.proposal is not None
    assert [d.start.astimezone(LONDON).date() for d in found.dues] == [date(2027, 4, 3), date(2027, 3, 4)]
    assert decode_intent(encode_intent(found)) == found


def test_an_older_record_without_the_days_still_decodes() -> None:
    """A message read before the field existed decodes with no days."""
    (found,) = extract("pay the deposit by 3/4", now=NOW, tz=LONDON)
    old = {key: value for key, value in encode_intent(found).items() if key != "dues"}
    decoded = decode_intent(old)
    assert isinstance(decoded, Unclear) and decoded.dues == ()


def test_reading_in_an_order_leaves_the_next_plain_reading_as_it_was() -> None:
    """The reader's memos never carry a reading in one order over to another."""
    assert _due("pay the deposit by 3/4", LONDON, "MDY") == date(2027, 3, 4)
    assert isinstance(extract("pay the deposit by 3/4", now=NOW, tz=LONDON)[0], Unclear)
    assert _due("pay the deposit by 3/4", LONDON, "DMY") == date(2027, 4, 3)


@pytest.mark.parametrize(
    ("written", "on", "shown"),
    [
        ("15/3", None, "DMY"),
        ("3/15", None, "MDY"),
        ("by 25/12/2027", None, "DMY"),
        ("3/4", None, None),  # reads both ways: nothing shown without the day chosen
        ("4/4", date(2027, 4, 4), None),
        ("3/4", date(2027, 4, 3), "DMY"),
        ("3/4", date(2027, 3, 4), "MDY"),
        ("3/4", date(2027, 5, 1), None),
        ("friday", None, None),
        ("1/2 and 3/4", None, None),
    ],
)
def test_order_shown(written: str, on: date | None, shown: str | None) -> None:
    """Which order a written date shows, alone or with the day the user chose."""
    assert order_shown(written, on) == shown

"""Claims, dates and due times are worded for the user, in the user's timezone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from memory.model import Claim, Epistemic, Precision, Source
from memory.phrasing import describe_claim, describe_due, describe_when, for_whom, possessive

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")


def _claim(**fields) -> Claim:
    base = {
        "id": 1,
        "user": "alice",
        "subject": "Maya",
        "predicate": "role",
        "value": "Chief Operating Officer",
        "scope": None,
        "observed_at": datetime(2026, 6, 20, 8, 0, tzinfo=UTC),
        "effective_from": datetime(2026, 6, 20, 8, 0, tzinfo=UTC),
        "effective_to": None,
        "precision": Precision.INSTANT,
        "explicit_time": False,
        "epistemic": Epistemic.EXPLICIT,
        "source": Source(event_id=None, name="chat", authority=1.0),
    }
    return Claim(**{**base, **fields})


def test_possessive_of_names_and_of_the_user() -> None:
    """Maya's, James' (a name ending in s), and 'your' for the user."""
    assert possessive("Maya") == "Maya's"
    assert possessive("James") == "James'"
    assert possessive("me") == "your" and possessive("I") == "your"


def test_describe_when_keeps_the_precision_that_was_said() -> None:
    """Month precision shows the month, year shows the year, day shows the local day."""
    first_of_march = datetime(2026, 2, 28, 23, 0, tzinfo=UTC)  # midnight in Berlin
    assert describe_when(first_of_march, BERLIN, Precision.MONTH) == "March 2026"
    assert describe_when(first_of_march, BERLIN, Precision.YEAR) == "2026"
    assert describe_when(first_of_march, BERLIN, Precision.DAY) == "1 March 2026"
    assert describe_when(first_of_march, BERLIN) == "1 March 2026"


def test_a_day_or_month_said_in_one_zone_reads_the_same_after_a_move() -> None:
    """"From April", said in Berlin, is stored as Berlin's midnight (31 March 22:00 UTC); read in
    New York it is still April, and a day still that day, where the instant alone says 31 March."""
    april_in_berlin = datetime(2026, 3, 31, 22, 0, tzinfo=UTC)
    assert describe_when(april_in_berlin, NEW_YORK, Precision.MONTH) == "April 2026"
    assert describe_when(april_in_berlin, NEW_YORK, Precision.DAY) == "1 April 2026"
    assert describe_when(datetime(2026, 12, 31, 23, 0, tzinfo=UTC), NEW_YORK, Precision.YEAR) == "2027"
    tokyo_day = datetime(2026, 4, 30, 15, 0, tzinfo=UTC)  # 1 May in Tokyo, read in Berlin
    assert describe_when(tokyo_day, BERLIN, Precision.DAY) == "1 May 2026"
    assert describe_when(april_in_berlin, NEW_YORK) == "31 March 2026"  # a moment stays a moment


def test_describe_when_shows_the_time_of_an_instant_unless_midnight() -> None:
    """An instant adds its local time; a local midnight instant reads as the day alone."""
    assert describe_when(datetime(2026, 6, 1, 7, 30, tzinfo=UTC), BERLIN, Precision.INSTANT) == "1 June 2026 09:30"
    assert describe_when(datetime(2026, 5, 31, 22, 0, tzinfo=UTC), BERLIN, Precision.INSTANT) == "1 June 2026"


def test_describe_due_end_of_day_reads_as_the_day() -> None:
    """A due time at 23:59 or midnight is the day; another time is shown; no due is 'no date'."""
    end_of_friday = datetime(2026, 4, 10, 23, 59, 59, tzinfo=NEW_YORK)
    assert describe_due(end_of_friday, NEW_YORK) == "Fri 10 April 2026"
    assert describe_due(datetime(2026, 4, 10, 15, 0, tzinfo=NEW_YORK), NEW_YORK) == "Fri 10 April 2026 15:00"
    assert describe_due(None, NEW_YORK) == "no date"


def test_a_due_said_as_a_part_of_the_day_reads_as_that_part() -> None:
    """A due "sat morning" is stored as the part's last second; it is shown as the part, and a
    clock time the user typed (11:59) as itself."""
    saturday = datetime(2026, 12, 5, tzinfo=BERLIN)
    assert describe_due(saturday.replace(hour=11, minute=59, second=59), BERLIN) == "Sat 5 December 2026 morning"
    assert describe_due(saturday.replace(hour=16, minute=59, second=59), BERLIN) == "Sat 5 December 2026 afternoon"
    assert describe_due(saturday.replace(hour=19, minute=59, second=59), BERLIN) == "Sat 5 December 2026 by 20:00"
    assert describe_due(saturday.replace(hour=11, minute=59), BERLIN) == "Sat 5 December 2026 11:59"


def test_whom_a_commitment_is_for_is_not_said_twice() -> None:
    assert for_whom("call Sam", "Sam") == ""
    assert for_whom("email sam the deck", "Sam") == ""
    assert for_whom("call Samantha", "Sam") == " (for Sam)"
    assert for_whom("send the venue contract", "Lerato") == " (for Lerato)"
    assert for_whom("send the venue contract", None) == ""


def test_describe_claim_without_explicit_time_names_no_date() -> None:
    """A claim with no effective time of its own is worded without 'from'."""
    assert describe_claim(_claim(), BERLIN) == "Maya's role is Chief Operating Officer"


def test_describe_claim_with_effective_time_and_scope() -> None:
    """Scope reads as 'for …' and an explicit month as 'from March 2026'."""
    claim = _claim(
        predicate="channel",
        value="email",
        scope="contract approvals",
        explicit_time=True,
        effective_from=datetime(2026, 2, 28, 23, 0, tzinfo=UTC),
        precision=Precision.MONTH,
    )
    assert describe_claim(claim, BERLIN) == "Maya's channel is email for contract approvals from March 2026"


def test_describe_claim_preference_until_names_the_last_day() -> None:
    """A preference of the user reads 'you prefer …'; the exclusive end reads as the last day it holds."""
    end = datetime(2026, 7, 1, 0, 0, tzinfo=BERLIN)  # exclusive: holds through 30 June
    claim = _claim(subject="me", predicate="preference", value="calls", scope="mornings", effective_to=end)
    assert describe_claim(claim, BERLIN) == "you prefer calls for mornings until 30 June 2026"
    other = _claim(subject="Daniel", predicate="preference", value="email", effective_to=end + timedelta(days=1))
    assert describe_claim(other, BERLIN) == "Daniel prefers email until 1 July 2026"


def test_describe_claim_said_now_names_the_day_and_one_day_reads_on() -> None:
    """ "Omar's now CFO" holds from the minute it was said: its day, not "… 10:00"; a time said
    ("since 9am") keeps its clock; "off sick today" holds one day: "on D", not "from D until D"."""
    said = datetime(2026, 6, 20, 8, 0, tzinfo=UTC)  # 10:00 in Berlin
    now = _claim(explicit_time=True)
    assert describe_claim(now, BERLIN) == "Maya's role is Chief Operating Officer from 20 June 2026"
    evening = datetime(2026, 6, 20, 21, 45, tzinfo=BERLIN)  # said after noon: still that day, not the next
    late = _claim(explicit_time=True, observed_at=evening, effective_from=evening)
    assert describe_claim(late, BERLIN) == "Maya's role is Chief Operating Officer from 20 June 2026"
    nine = _claim(explicit_time=True, effective_from=datetime(2026, 6, 20, 9, 0, tzinfo=BERLIN))
    assert describe_claim(nine, BERLIN) == "Maya's role is Chief Operating Officer from 20 June 2026 09:00"
    today = _claim(predicate="status", value="off sick", explicit_time=True, effective_to=said + timedelta(hours=14))
    assert describe_claim(today, BERLIN) == "Maya's status is off sick on 20 June 2026"
    week = _claim(predicate="status", value="off sick", explicit_time=True, effective_to=said + timedelta(days=3))
    assert describe_claim(week, BERLIN).endswith("from 20 June 2026 until 22 June 2026")

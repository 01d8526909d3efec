"""Job changes typed as a busy person types them (the lead's conversations, session 35): "Ana's
joining Figma" with the "'s" of "is", a leaving typed all in lower case ("ana's leaving stripe end
of jan"), and where the leaver goes next said with no subject ("…, joining figma")."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from memory.understanding._sentences import typed_lowercase
from memory.understanding.timex import find_spans
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 12, 7, 11, 4, tzinfo=ZONE), ZONE)  # a Monday


def _facts(text: str) -> list[tuple[str, str, str, str | None]]:
    """Each fact read: subject, predicate, value and the local day it holds from (None: now)."""
    found = [i for i in READ(text) if isinstance(i, StateClaim)]
    return [(i.subject, i.predicate, i.value, i.effective and i.effective.start.astimezone(ZONE).strftime("%Y-%m-%d"))
            for i in found]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Ana's joining Figma in feb", ("Ana", "employer", "Figma", "2027-02-01")),
        ("ana's joining figma", ("ana", "employer", "figma", None)),
        ("kofi's joining the BBC in march", ("kofi", "employer", "BBC", "2027-03-01")),
        ("Kofi’s joining Arup on the 4th", ("Kofi", "employer", "Arup", "2027-01-04")),
    ],
)
def test_a_persons_s_before_joining_is_is(text: str, fact: tuple[str, str, str, str | None]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("ana's leaving stripe end of jan", ("ana", "status", "left stripe", "2027-02-01")),
        ("ana is leaving stripe at the end of jan", ("ana", "status", "left stripe", "2027-02-01")),
        ("Ana is leaving Stripe at the end of January", ("Ana", "status", "left Stripe", "2027-02-01")),
    ],
)
def test_a_leaving_typed_in_lower_case_is_kept_as_one_capitalised(
    text: str, fact: tuple[str, str, str, str | None]
) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("ana's leaving stripe end of jan, joining figma", ("ana", "employer", "figma", "2027-02-01")),
        ("Ravi is leaving Acme at the end of March, then starting at Arup", ("Ravi", "employer", "Arup", "2027-04-01")),
        ("Ravi is leaving Acme at the end of March and joining Arup", ("Ravi", "employer", "Arup", "2027-04-01")),
    ],
)
def test_where_the_leaver_goes_next_holds_from_the_leaving(text: str, fact: tuple[str, str, str, str | None]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "ana's leaving date is the 30th",  # whose date, not "ana is leaving"
        "tom's leaving for the airport at 5",  # a trip
        "it's starting to rain",
        "ana's leaving do is on friday",
    ],
)
def test_near_misses_keep_no_job_change(text: str) -> None:
    assert not [f for f in _facts(text) if f[1] in ("employer", "status")], READ(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("raj is now my skip level since the reorg", ("raj", "role", "skip level", None)),
        ("Ana has been CFO since the IPO", ("Ana", "role", "CFO", None)),
        ("Ana has been CFO since march", ("Ana", "role", "CFO", "2026-03-01")),
    ],
)
def test_since_an_event_is_no_part_of_the_value(text: str, fact: tuple[str, str, str, str | None]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "lowercase"),
    [
        ("marta wants the Q4 numbers by thurs eod", True),  # a code is capitalised anyway
        # the keyboard's capital on an ordinary first word does not count (s36); a name's does: "Kofi left early"
        ("Need to send dani the lease docs", True),
        ("Kofi needs the lease docs", False),
        ("I need to email raj the deck, I'll do it by thurs", True),
        ("I need to email raj the NDA", False),  # a letters-only acronym counts: "ring GP", "HR promised"
        ("need to ping legal re the 4B lease", True),
        ("need to send Dani the lease docs", False),
        ("need to call the CEO's PA, Amara", False),
    ],
)
def test_a_message_typed_in_lower_case_allows_i_and_codes(text: str, lowercase: bool) -> None:
    assert typed_lowercase(text) is lowercase


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("marta wants the Q4 numbers by thurs eod", ("send marta the Q4 numbers", "marta", "Thu 10 00:00")),
        ("kemi needs the Q3 report by fri", ("send kemi the Q3 report", "kemi", "Fri 11 00:00")),
    ],
)
def test_a_lower_case_name_beside_an_acronym_is_still_a_name(text: str, todo: tuple[str, str, str]) -> None:
    found = [(i.action, i.counterparty, READ.when(i)) for i in READ(text) if isinstance(i, NewCommitment)]
    assert found == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("kemi needs the report by fri", ("send kemi the report", "kemi", "Fri 11 00:00")),
        ("boiler needs a service by fri", ("service the boiler", None, "Fri 11 00:00")),
    ],
)
def test_a_name_in_lower_case_needing_a_thing_is_no_thing_needing_a_job(text: str, todo: tuple[str, str, str]) -> None:
    found = [(i.action, i.counterparty, READ.when(i)) for i in READ(text) if isinstance(i, NewCommitment)]
    assert found == [todo]


@pytest.mark.parametrize(
    ("said", "days"),
    [
        ("the first weekend of jan", ("2027-01-02", "2027-01-03")),
        ("first weekend in january", ("2027-01-02", "2027-01-03")),
        ("the second weekend of march 2027", ("2027-03-13", "2027-03-14")),
        ("the last weekend of the month", ("2026-12-26", "2026-12-27")),
        ("last weekend of feb", ("2027-02-27", "2027-02-28")),
        ("the weekend after next", ("2026-12-26", "2026-12-27")),  # a week after "next weekend", the 19th
    ],
)
def test_a_weekend_counted_in_a_month_or_after_next(said: str, days: tuple[str, str]) -> None:
    [span] = find_spans(said, now=READ.now, tz=ZONE)
    assert span.spec is not None and (span.start, span.end) == (0, len(said))
    last = span.spec.end.astimezone(ZONE) - timedelta(seconds=1)
    assert (span.spec.start.astimezone(ZONE).strftime("%Y-%m-%d"), last.strftime("%Y-%m-%d")) == days


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("the month after next", "2027-02-01"),
        ("the 1st of the month after next", "2027-02-01"),
        ("the 5th of the month after next", "2027-02-05"),
        ("3 days after christmas", "2026-12-28"),
        ("two days after the 3rd", "2027-01-05"),
        ("a week after the 20th", "2026-12-27"),
    ],
)
def test_a_day_counted_from_another_or_two_months_on(said: str, day: str) -> None:
    [span] = find_spans(said, now=READ.now, tz=ZONE)
    assert span.spec is not None and (span.start, span.end) == (0, len(said))
    assert span.spec.start.astimezone(ZONE).strftime("%Y-%m-%d") == day


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("buy the gifts 3 days before xmas", ("buy the gifts", "Tue 22 00:00")),
        ("call mum two days after the 3rd", ("call mum", "Tue 05 00:00")),
        ("pay rent on the 1st of the month after next", ("pay rent", "Mon 01 00:00")),
    ],
)
def test_a_day_counted_from_another_leaves_no_count_in_the_action(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]

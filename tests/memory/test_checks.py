"""Scenario checks: each kind passes and fails on the right state, and reports got: None when nothing is found."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memory import checks
from memory.service import Memory
from tests.driver import Person, at

BERLIN = ZoneInfo("Europe/Berlin")


class World(Person):
    """Alice in Berlin: facts, a conflict, commitments, an issue, briefings, all built through the real code."""

    async def judge(self, kind: str, args: dict, expect: dict, now: str | None = None) -> tuple[bool, Any]:
        when = at(now) if now else self.clock.now()
        return await checks.judge(kind, args, expect, self.memory, self.user, when)


@pytest.fixture
async def world(memory: Memory) -> World:
    built = World(memory, "alice", "Europe/Berlin", "2026-03-02T09:00:00+01:00")
    await built.create()
    await built.say("2026-03-02T09:00:00+01:00", "Maya is VP Operations.")
    await built.say("2026-03-02T09:01:00+01:00", "I promised Daniel to send the renewal deck by 2026-03-06.")
    await built.say("2026-03-02T09:02:00+01:00", "I'll book the offsite venue by 2026-03-03.")
    await built.say("2026-03-02T09:03:00+01:00", "The VPN is down.")
    await built.say("2026-03-02T12:00:00+01:00", "Lunch with Kenji about the climbing club.")
    await built.source("2026-03-04T10:00:00+01:00", "crm", 0.8, subject="Maya", predicate="role",
                       value="Chief Operating Officer", effective_from="2026-06-01")
    await built.source("2026-03-04T10:01:00+01:00", "crm", 0.6, subject="Northwind renewal",
                       predicate="decision maker", value="Maya", effective_from="2026-03-01")
    await built.source("2026-03-04T10:02:00+01:00", "executive-email", 0.9, subject="Northwind renewal",
                       predicate="decision maker", value="Daniel", effective_from="2026-03-01")
    await built.say("2026-03-04T11:00:00+01:00", "The renewal deck deadline is now 2026-03-09.")
    await built.say("2026-03-04T11:01:00+01:00", "The VPN is fixed.")
    await built.at("2026-03-05T09:00:00+01:00")
    return built


# -- comparisons ------------------------------------------------------------------------


def test_same_text_ignores_case_and_outer_space() -> None:
    """Values compare case-insensitively after trimming; None never matches."""
    assert checks.same_text(" Chief Operating Officer ", "chief operating officer")
    assert not checks.same_text("COO", "Chief Operating Officer")
    assert not checks.same_text("x", None)


def test_same_day_compares_local_calendar_days() -> None:
    """23:30 UTC on 31 May is 1 June in Berlin: a 2026-06-01 expectation matches it there, not in UTC."""
    late = datetime(2026, 5, 31, 23, 30, tzinfo=UTC)
    assert checks.same_day("2026-06-01", late, BERLIN)
    assert not checks.same_day("2026-06-01", late, ZoneInfo("UTC"))
    assert checks.same_day(date(2026, 6, 1), late, BERLIN)
    assert checks.same_day("2026-06-01T08:00:00+02:00", late, BERLIN)
    assert not checks.same_day("2026-06-01", None, BERLIN)


def test_words_in_matches_words_in_any_order() -> None:
    """'contains' matches when every word occurs as a word, case-insensitive, in any order."""
    assert checks.words_in("renewal deck", "• send the Deck for the RENEWAL")
    assert not checks.words_in("renewal deck", "renewals decked")
    assert checks.words_in("", "anything")


def test_phrase_in_matches_the_phrase_across_whitespace() -> None:
    """'excludes' matches the phrase itself, ignoring case and runs of white space, not scattered words."""
    assert checks.phrase_in("Maya is VP Operations", "so  maya IS\nvp operations.")
    assert not checks.phrase_in("Maya is VP Operations", "VP Operations is Maya")


# -- claims -----------------------------------------------------------------------------


async def test_current_value_effective_from_and_status(world: World) -> None:
    """current passes on the holding value and fails on another; got shows what is held."""
    args = {"subject": "Maya", "predicate": "role"}
    passed, got = await world.judge("current", args, {"value": "vp operations", "status": "uncertain"})
    assert passed and got["value"] == "VP Operations" and got["effective_from"] == "2026-03-02"
    assert not (await world.judge("current", args, {"value": "Chief Operating Officer"}))[0]
    later = "2026-06-02T09:00:00+02:00"
    passed, got = await world.judge("current", args, {"value": "Chief Operating Officer",
                                                      "effective_from": "2026-06-01"}, now=later)
    assert passed and got["effective_from"] == "2026-06-01"  # local day: 31 May 22:00 UTC
    assert not (await world.judge("current", args, {"effective_from": "2026-05-31"}, now=later))[0]


async def test_current_conflict_values_and_none(world: World) -> None:
    """A visible conflict passes 'values' but fails a single 'value'; 'none' passes only when nothing holds."""
    args = {"subject": "Northwind renewal", "predicate": "decision maker"}
    passed, got = await world.judge("current", args, {"values": ["Maya", "Daniel"]})
    assert passed and sorted(got["values"]) == ["Daniel", "Maya"] and got["value"] is None
    assert not (await world.judge("current", args, {"value": "Daniel"}))[0]
    assert not (await world.judge("current", args, {"none": True}))[0]
    assert await world.judge("current", {"subject": "Kenji", "predicate": "role"}, {"none": True}) == (True, None)


async def test_current_of_something_unknown_fails_with_got_none(world: World) -> None:
    """Nothing held: the check fails with got None instead of raising."""
    assert await world.judge("current", {"subject": "Zed", "predicate": "role"}, {"value": "x"}) == (False, None)
    assert await world.judge("as_of", {"subject": "Zed", "predicate": "role", "at": "2026-03-01"},
                             {"value": "x"}) == (False, None)
    assert await world.judge("claim_status", {"subject": "Zed", "predicate": "role", "value": "x"},
                             {"status": "current"}) == (False, None)


async def test_as_of_reads_the_value_at_an_effective_date(world: World) -> None:
    """as_of a day before the change gives the old value, on the day of it the new one."""
    args = {"subject": "Maya", "predicate": "role"}
    assert (await world.judge("as_of", {**args, "at": "2026-05-31"}, {"value": "VP Operations"}))[0]
    assert (await world.judge("as_of", {**args, "at": "2026-06-01"}, {"value": "Chief Operating Officer"}))[0]
    assert not (await world.judge("as_of", {**args, "at": "2026-06-01"}, {"value": "VP Operations"}))[0]
    assert (await world.judge("as_of", {**args, "at": "2026-02-01"}, {"none": True}))[0]


async def test_claim_status_of_a_value(world: World) -> None:
    """claim_status names the status of a value's version; a wrong status fails and shows the real one."""
    args = {"subject": "Maya", "predicate": "role", "value": "VP Operations"}
    later = "2026-06-02T09:00:00+02:00"
    assert await world.judge("claim_status", args, {"status": "superseded"}, now=later) == (True, "superseded")
    assert await world.judge("claim_status", args, {"status": "current"}, now=later) == (False, "superseded")


async def test_conflicts_count_and_values(world: World) -> None:
    """conflicts counts unresolved conflicts, filtered by subject and predicate, with their values."""
    args = {"subject": "Northwind renewal", "predicate": "decision maker"}
    assert await world.judge("conflicts", args, {"count": 1, "values": ["maya", "daniel"]}) == (
        True, {"count": 1, "values": ["Daniel", "Maya"]}
    )
    assert not (await world.judge("conflicts", args, {"count": 0}))[0]
    assert not (await world.judge("conflicts", args, {"count": 1, "values": ["Maya"]}))[0]
    assert await world.judge("conflicts", {"subject": "Maya"}, {"count": 0}) == (True, {"count": 0, "values": []})


# -- commitments and episodes -----------------------------------------------------------


async def test_commitment_status_dates_and_owner(world: World) -> None:
    """A moved commitment keeps its original due; due dates compare by local day; the user is 'me'."""
    args = {"action": "renewal deck"}
    passed, got = await world.judge("commitment", args, {"status": "moved", "due": "2026-03-09",
                                                         "original_due": "2026-03-06", "owner": "alice"})
    assert passed
    assert got == {"action": "send the renewal deck", "status": "moved", "due": "2026-03-09",
                   "original_due": "2026-03-06", "owner": "me"}
    assert (await world.judge("commitment", args, {"owner": "me"}))[0]
    assert not (await world.judge("commitment", args, {"due": "2026-03-06"}))[0]
    assert not (await world.judge("commitment", args, {"status": "completed"}))[0]
    assert await world.judge("commitment", {"action": "water the plants"}, {"status": "accepted"}) == (False, None)


async def test_due_within_days_and_overdue(world: World) -> None:
    """due lists open commitments in the window by words; overdue lists only late ones; only forbids extras."""
    assert await world.judge("due", {"within_days": 7}, {"actions": ["deck"], "only": True}) == (
        True, {"actions": ["send the renewal deck"]}
    )
    assert not (await world.judge("due", {"within_days": 7}, {"actions": ["offsite venue"]}))[0]
    assert await world.judge("due", {"overdue": True}, {"actions": ["offsite venue"], "only": True}) == (
        True, {"actions": ["book the offsite venue"]}
    )
    assert not (await world.judge("due", {"within_days": 1}, {"actions": ["deck"]}))[0]
    assert (await world.judge("due", {"within_days": 1}, {"actions": []}))[0]


async def test_episodes_open_and_total(world: World) -> None:
    """A resolved issue counts in total but not as open; a topic never mentioned has none."""
    assert await world.judge("episodes", {"topic": "VPN"}, {"open": 0, "total": 1}) == (True, {"open": 0, "total": 1})
    assert not (await world.judge("episodes", {"topic": "vpn"}, {"open": 1}))[0]
    assert await world.judge("episodes", {"topic": "printer"}, {"total": 0}) == (True, {"open": 0, "total": 0})


# -- briefings, recall, slices ----------------------------------------------------------


async def test_briefing_contains_by_words_and_excludes_by_phrase(world: World) -> None:
    """contains matches words anywhere; excludes fails only on the exact phrase; got is the text."""
    passed, text = await world.judge("briefing", {}, {"contains": ["deck renewal", "Daniel"],
                                                      "excludes": ["Maya is VP Operations"]})
    assert passed and "send the renewal deck" in text
    assert not (await world.judge("briefing", {}, {"contains": ["printer"]}))[0]
    assert not (await world.judge("briefing", {}, {"excludes": ["renewal  DECK"]}))[0]


async def test_recall_finds_a_slice_by_its_start_minute(world: World) -> None:
    """recall passes when the named slice is among the top k, and fails for a time with no slice."""
    args = {"query": "what did Kenji say about climbing?", "k": 3}
    passed, got = await world.judge("recall", args, {"slices": ["2026-03-02T12:00:00+01:00"]})
    assert passed and "2026-03-02T12:00+01:00" in got
    assert not (await world.judge("recall", args, {"slices": ["2026-03-02T13:00:00+01:00"]}))[0]


async def test_slices_count_only_those_with_a_message(world: World) -> None:
    """slices counts slices holding a user message (not import- or briefing-only ones) and the open ones."""
    assert await world.judge("slices", {}, {"count": 3, "open": 0}) == (True, {"count": 3, "open": 0})
    assert not (await world.judge("slices", {}, {"count": 5}))[0]


async def test_briefings_sent_counts_and_times(world: World) -> None:
    """briefings_sent counts briefings on the timeline and matches each expected time within five minutes."""
    passed, got = await world.judge("briefings_sent", {}, {"count": 3})
    assert passed, got
    assert got["at"][0] == "2026-03-03T08:00:00+01:00"
    assert (await world.judge("briefings_sent", {}, {"at": ["2026-03-04T08:04:00+01:00"]}))[0]
    assert not (await world.judge("briefings_sent", {}, {"at": ["2026-03-04T08:06:00+01:00"]}))[0]
    since = {"since": "2026-03-04T12:00:00+01:00"}
    assert await world.judge("briefings_sent", since, {"count": 1}) == (
        True, {"count": 1, "at": ["2026-03-05T08:00:00+01:00"]}
    )


def test_every_check_kind_has_a_judge() -> None:
    """The scenario format's check kinds and the judges are the same set."""
    from memory.scenario import CHECK_KINDS

    assert set(checks.JUDGES) == set(CHECK_KINDS)

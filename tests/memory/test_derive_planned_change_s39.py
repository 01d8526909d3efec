"""A change still to come, moved the way a to-do is (session 39): "jake's move got pushed to march"
when recap keeps that Jake lives in Denver from February asked to track a to-do "jake's move"; the
fact's effective date is what moved."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory import claims as claim_rules
from memory.service import Memory
from tests.driver import at, chat, todo_states

START = "2026-12-07T08:10:00-06:00"  # a Monday morning
TZ = "America/Chicago"


async def _effective(memory: Memory, user: str, subject: str, predicate: str) -> str:
    views = [c for c in await memory.store.claims(user) if c.subject == subject and c.predicate == predicate]
    latest = claim_rules.find_view(views, at("2030-01-01T00:00:00Z"), subject, predicate, tz=ZoneInfo(TZ))
    assert latest is not None, views
    return latest.claims[0].effective_from.astimezone(ZoneInfo(TZ)).strftime("%Y-%m-%d")


@pytest.mark.parametrize(
    ("fact", "moved", "subject", "predicate", "day"),
    [
        ("jake's moving to denver in feb", "jake's move got pushed to march", "jake", "location", "2027-03-01"),
        ("Oona relocates to Leeds on jan 8", "oona's relocation slipped to the 15th", "Oona", "location", "2027-01-15"),
        ("priya starts as head of design on jan 4", "priya's start date got pushed to the 11th", "priya", "role",
         "2027-01-11"),
        ("Tomasz is joining Acme on 1 feb", "tomasz's first day moved to feb 8", "Tomasz", "employer", "2027-02-08"),
    ],
)
async def test_a_move_of_a_change_to_come_dates_the_fact(
    memory: Memory, fact: str, moved: str, subject: str, predicate: str, day: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [fact, moved])
    assert await _effective(memory, user, subject, predicate) == day, replies
    states, _ = await todo_states(memory, START, TZ, [])
    assert states == {}, states


async def test_a_to_do_named_so_is_still_moved(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["jake's moving to denver in feb", "need to book the van for jake's move by jan 20",
                            "jake's move van booking pushed to the 25th"]
    )
    assert list(states.values()) == [("open", "2027-01-25 23:59")], (states, replies)


async def test_a_party_is_no_change_of_theirs(memory: Memory) -> None:
    _, user, replies = await chat(
        memory, START, TZ, ["jake's moving to denver in feb", "jake's leaving party got pushed to the 19th"]
    )
    assert await _effective(memory, user, "jake", "location") == "2027-02-01", replies


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        ("need to file the report by jan 20", "report slipped to the 22nd", "2027-01-22 23:59"),
        ("need to book the van by jan 20", "van booking pushed to the 25th", "2027-01-25 23:59"),
        ("gotta renew the lease by feb 3", "lease renewal got postponed to the 17th", "2027-02-17 23:59"),
        ("need to call the bank by dec 20", "bank call pushed to the 9th", "2026-12-09 23:59"),  # a move, as said
    ],
)
async def test_a_delay_to_a_bare_day_is_of_the_dues_month(memory: Memory, todo: str, said: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [todo, said])
    assert list(states.values()) == [("open", due)], (states, replies)

"""Session 49's lead: a weekday put right of a start on that same weekday, and a day that does not change."""

from __future__ import annotations

import pytest

from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat, todo_states

CHICAGO = "America/Chicago"
MONDAY = "2026-12-07T08:05:00-06:00"


async def _effective(memory: Memory, lines: list[str], subject: str) -> tuple[list[str], str]:
    _, user, replies = await chat(memory, MONDAY, CHICAGO, lines)
    current = max((c for c in await memory.store.claims(user) if c.subject == subject and c.predicate == "role"),
                  key=lambda c: c.id)
    return replies, current.effective_from.astimezone(zone(CHICAGO)).date().isoformat()


@pytest.mark.parametrize(
    "correction", ["no wait, she starts monday", "shes starting monday actually", "actually she starts on monday"]
)
async def test_a_weekday_put_right_on_that_weekday_is_the_next_one_not_the_same_day(
    memory: Memory, correction: str
) -> None:
    replies, day = await _effective(memory, ["Priya's the new head of ops as of today", correction], "Priya")
    assert day == "2026-12-14", replies
    assert "(was 7 December 2026)" in "\n".join(replies), replies


async def test_a_correction_to_the_day_already_kept_says_nothing_changed(memory: Memory) -> None:
    replies, day = await _effective(memory, ["Priya's the new head of ops from next monday", "no wait, monday"],
                                    "Priya")
    assert day == "2026-12-14", replies
    reply = "\n".join(replies)
    assert "nothing changed" in reply and "Updated" not in reply, replies


@pytest.mark.parametrize(
    "report", ["mechanic says its the belt, fixed now", "belt replaced, sorted"]
)
async def test_a_fix_naming_the_cause_asks_about_the_one_open_issue(memory: Memory, report: str) -> None:
    _, user, replies = await chat(memory, MONDAY, CHICAGO, ["the car's making a weird noise again", report])
    assert "resolve “car”" in "\n".join(replies), replies
    _, _, replies = await chat(memory, "2026-12-07T08:07:00-06:00", CHICAGO, ["1"])
    [episode] = await memory.store.episodes(user)
    assert episode.resolved_at is not None, replies


async def test_a_fix_of_something_else_with_two_issues_open_names_neither(memory: Memory) -> None:
    lines = ["the car's making a weird noise again", "office wifi is down", "mechanic says its the belt, fixed now"]
    _, user, replies = await chat(memory, MONDAY, CHICAGO, lines)
    assert all(e.resolved_at is None for e in await memory.store.episodes(user)), replies


async def test_still_and_the_old_day_moves_a_to_do_back(memory: Memory) -> None:
    lines = ["pick up Mia from ballet thurs 5pm", "Mia's ballet is now on weds btw",
             "nope, still thurs, I got confused"]
    states, replies = await todo_states(memory, MONDAY, CHICAGO, lines)
    assert states["pick up Mia from ballet"] == ("open", "2026-12-10 17:00"), replies


@pytest.mark.parametrize(
    ("said", "asked", "value"),
    [
        ("my new work email is j.smith@acme.io", "whats my work email", "j.smith@acme.io"),
        ("my work phone is 07700 900456", "what's my work number", "07700 900456"),
        ("Omar's work email is omar@globex.com", "what's Omar's email address", "omar@globex.com"),
    ],
)
async def test_a_contact_named_by_its_kind_is_answered_by_either_name(
    memory: Memory, said: str, asked: str, value: str
) -> None:
    _, _, replies = await chat(memory, MONDAY, CHICAGO, [said, asked])
    assert value in "\n".join(replies), replies


async def test_a_promotion_put_right_moves_the_role_not_the_fact_told_after(memory: Memory) -> None:
    lines = ["Kemi got promoted to senior PM on the 20th", "she reports to Arjun now",
             "actually she was promoted on the 23rd"]
    _, user, replies = await chat(memory, "2026-12-07T09:10:00+08:00", "Asia/Singapore", lines)
    role = max((c for c in await memory.store.claims(user) if c.predicate == "role"), key=lambda c: c.id)
    manager = max((c for c in await memory.store.claims(user) if c.predicate == "manager"), key=lambda c: c.id)
    assert role.effective_from.astimezone(zone("Asia/Singapore")).date().isoformat() == "2026-11-23", replies
    assert manager.effective_from.astimezone(zone("Asia/Singapore")).date().isoformat() == "2026-12-07", replies


async def test_whether_someone_is_around_is_answered_from_their_absence(memory: Memory) -> None:
    lines = ["Pieter is on leave till 20 Jan", "is Pieter around next week"]
    _, _, replies = await chat(memory, "2026-12-07T13:20:00+02:00", "Africa/Johannesburg", lines)
    reply = "\n".join(replies)
    assert "leave" in reply and "20 January 2027" in reply, replies

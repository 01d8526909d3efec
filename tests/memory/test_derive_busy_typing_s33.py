"""What the lead found typing to recap as a busy person would (session 33), through the bot: a thing
reported done with nothing open ("deploy checklist done") was offered as a new to-do called
"deploy checklist done"; now recap says plainly that nothing open matched. A move that keeps its
window ("the electrician moved to fri same window") moves the visit at its time of day."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-07T08:00:00+00:00"  # a Monday morning
TZ = "Europe/London"


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("deploy checklist done", "deploy checklist"),
        ("deploy checklist done ✅", "deploy checklist"),
        ("quarterly taxes sorted ✔️", "quarterly taxes"),
        ("got the bloodwork done", "bloodwork"),  # a done form, not the past tense: still done, said plainly
    ],
)
async def test_a_thing_done_with_nothing_open_is_said_plainly(memory: Memory, said: str, name: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said])
    assert replies == [f"Nothing open matched “{name}”, so nothing changed; I kept your message as it is."], replies
    assert await commitments_of(memory.store, user) == []


async def test_a_move_that_keeps_its_window_keeps_the_time_of_day(memory: Memory) -> None:
    lines = ["electrician coming thurs between 8 and 12", "actually the electrician moved to fri same window"]
    _, user, replies = await chat(memory, START, TZ, lines)
    [visit] = (await commitments_by_action(memory, user)).values()
    assert local_minute(visit.due, ZoneInfo(TZ)) == "2026-12-11 08:00", replies


async def test_a_task_taken_on_is_kept_with_its_deadline(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["i'm on the deploy checklist for thurs"])
    [todo] = (await commitments_by_action(memory, user)).values()
    assert (todo.action, local_minute(todo.due, ZoneInfo(TZ))[:10]) == ("the deploy checklist", "2026-12-10"), replies


async def test_who_does_a_thing_taken_over_later_is_the_one_to_come_never_a_todo_of_a_like_word(
    memory: Memory,
) -> None:
    lines = ["Ravi's taking over payroll from Jess next month", "pay Ines back 45 for concert tix", "who does payroll"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies == ["Payroll's owner will be Ravi from January 2027, per your message."], replies


async def test_an_issue_resolved_finishes_the_todo_to_fix_it(memory: Memory) -> None:
    lines = ["the staging env is down, Jonas is looking into it", "staging back up"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert replies == ["Resolved: staging env.\n\nDone: fix staging env."], replies
    [fix] = (await commitments_by_action(memory, user)).values()
    assert fix.status.value == "completed"


async def test_a_thing_sorted_that_finished_a_todo_is_no_unknown_issue(memory: Memory) -> None:
    lines = ["follow up w/ Marco re pricing page, prob tmrw", "marco replied, pricing page sorted"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies == ["Done: follow up with Marco re pricing page."], replies


@pytest.mark.parametrize("change", ["actually make gym 6:30", "make gym 6:30"])
async def test_make_a_booked_thing_a_time_moves_it_on_its_day(memory: Memory, change: str) -> None:
    _, user, replies = await chat(memory, "2026-12-08T20:00:00+00:00", TZ, ["gym at 7 tmrw", change])
    [gym] = (await commitments_by_action(memory, user)).values()
    assert (gym.action, local_minute(gym.due, ZoneInfo(TZ))) == ("gym", "2026-12-09 06:30"), replies


async def test_make_dinner_at_a_time_is_a_todo_of_its_own(memory: Memory) -> None:
    _, user, replies = await chat(
        memory, "2026-12-08T20:00:00+00:00", TZ, ["dinner w/ Ben tmrw 7pm", "make dinner 6:30"]
    )
    assert set(await commitments_by_action(memory, user)) == {"dinner with Ben", "make dinner"}, replies


async def test_the_night_before_a_kept_occasion_dates_the_todo(memory: Memory) -> None:
    lines = ["Noor's school trip is on the 15th", "remind me the night before the trip to pack her lunch"]
    _, user, replies = await chat(memory, "2026-12-08T19:00:00+00:00", TZ, lines)
    lunch = (await commitments_by_action(memory, user))["pack her lunch"]
    assert local_minute(lunch.due, ZoneInfo(TZ))[:10] == "2026-12-14", replies


async def test_a_callback_names_the_todo_to_call_back(memory: Memory) -> None:
    lines = [
        "need to call Declan back about his knee friday",
        "declan cancelled his course of treatment so no callback",
    ]
    _, user, replies = await chat(memory, START, TZ, lines)
    [call] = (await commitments_by_action(memory, user)).values()
    assert call.status.value == "cancelled", replies


async def test_away_until_the_status_after_it_starts(memory: Memory) -> None:
    lines = ["Kwame is OOO til the 14th", "Kwame back early on the 11th", "who's ooo"]
    _, _, replies = await chat(memory, "2026-12-08T14:00:00+00:00", "America/New_York", lines)
    assert replies == ["• Kwame — out of office until 10 December 2026"], replies


async def test_before_she_starts_is_the_one_start_to_come(memory: Memory) -> None:
    lines = [
        "new starter Aisha joins on the 4th as a data analyst, reporting to me",
        "need to get her laptop + badge sorted b4 she starts",
    ]
    _, user, replies = await chat(memory, "2026-12-08T09:00:00+00:00", TZ, lines)
    [todo] = [c for c in (await commitments_by_action(memory, user)).values() if "laptop" in c.action]
    assert local_minute(todo.due, ZoneInfo(TZ))[:10] == "2027-01-03", replies


async def test_being_home_for_it_is_for_the_visit_just_noted(memory: Memory) -> None:
    """Session 51: the one dated thing the message before noted is what "it" is (it was asked)."""
    lines = ["landlord's coming to fix the shower on weds between 1-3", "gotta be home for it"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert set(kept) == {"fix the shower", "be home for the landlord to fix the shower"}, replies
    assert kept["be home for the landlord to fix the shower"].due == kept["fix the shower"].due


async def test_being_home_for_it_with_nothing_just_dated_asks_what_it_is(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["gotta be home for it"])
    assert replies[0].startswith("What is “it”?"), replies
    assert not await commitments_by_action(memory, user)


@pytest.mark.parametrize(
    "fix",
    ["sorry i mixed up, Pablo signs it mon", "i got mixed up - Pablo signs it mon", "oops i meant Pablo signs it mon"],
)
async def test_a_slip_named_then_the_promise_meant_moves_it(memory: Memory, fix: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["Pablo will sign the NDA by fri", fix])
    [nda] = (await commitments_by_action(memory, user)).values()
    assert (nda.action, local_minute(nda.due, ZoneInfo(TZ))[:10]) == ("sign the NDA", "2026-12-14"), replies

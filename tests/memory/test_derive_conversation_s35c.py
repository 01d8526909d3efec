"""Busy people's chats played through the dispatcher (session 35, helper c1): what is kept and
what recap answers from it."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat, chat_timed, todo_states

START = "2026-12-07T08:00:00-06:00"  # a Monday morning in Chicago
TZ = "America/Chicago"


@pytest.mark.parametrize(
    ("todo", "question", "answer"),
    [
        ("need to send the broker the signed forms", "anything i owe the broker?", "send the broker the signed forms"),
        ("send my landlord the deposit by fri", "what do i owe the landlord", "send my landlord the deposit"),
        ("gotta pay the plumber", "do i owe my plumber anything", "pay the plumber"),
    ],
)
async def test_what_is_owed_to_someone_known_by_their_job_is_answered(
    memory: Memory, todo: str, question: str, answer: str
) -> None:
    _, _, replies = await chat(memory, START, TZ, [todo, question])
    said = replies[-1].splitlines()
    assert said[0].startswith("What you owe the ") and said[1].startswith(f"• {answer} — "), replies


async def test_nothing_owed_to_someone_known_by_their_job(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["need to call mum", "anything i owe the broker?"])
    assert replies[-1] == "You owe the broker nothing that I know of."


async def test_a_sum_lent_in_a_run_on_is_kept_and_paid(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["sam lent me 40 bucks need to pay him back", "anything i owe sam?", "paid sam back"]
    )
    assert states == {"pay sam 40 bucks": ("completed", "")}, (states, replies)


@pytest.mark.parametrize(
    ("call", "booked", "visit", "due"),
    [
        ("need to call a plumber", "booked the plumber for wed 8am", "plumber", "2026-12-09 08:00"),
        ("ring the dentist", "dentist booked for thurs 3pm", "dentist", "2026-12-10 15:00"),
        ("call the vet about luna", "booked the vet for sat 10am", "vet", "2026-12-12 10:00"),
    ],
)
async def test_booking_someone_finishes_the_call_to_book_them(
    memory: Memory, call: str, booked: str, visit: str, due: str
) -> None:
    states, replies = await todo_states(memory, START, TZ, [call, booked])
    assert states[call.removeprefix("need to ")] == ("completed", ""), (states, replies)
    assert states[visit] == ("open", due), (states, replies)


async def test_booking_something_else_leaves_the_call(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["call mum tmrw", "booked mums flight for fri"])
    assert states["call mum"][0] == "open", (states, replies)


async def test_a_menders_visit_then_the_thing_mended_resolves_its_issue(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["kitchen tap leaking again", "plumber came, tap fixed"])
    assert replies[-1] == "Resolved: kitchen tap.", replies


async def test_a_move_to_a_bare_hour_named_with_its_day_offers_that_day(memory: Memory) -> None:
    _, _, replies = await chat(memory, "2026-12-09T23:40:00+01:00", "Europe/Madrid", ["tmrw 10am standup moved to 11"])
    assert "“standup”" in replies[-1] and "Thu 10 December 2026 11:00" in replies[-1], replies


async def test_a_marker_before_why_a_plan_changed_moves_the_to_do(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["call the vet abt luna's meds tmrw at 10", "no wait vet is closed tmrw, do it wed"]
    )
    assert states == {"call the vet about luna's meds": ("open", "2026-12-09 10:00")}, (states, replies)


@pytest.mark.parametrize(
    ("absence", "question"),
    [
        ("ana's on leave from the 20th till jan 4", "when is ana back"),
        ("ana's off from dec 20 to jan 4", "when's ana back"),
        ("ana is on holiday from the 20th until the 4th of jan", "when will ana be back"),
    ],
)
async def test_an_absence_to_come_is_answered_with_its_end(memory: Memory, absence: str, question: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [absence, question])
    assert "from 20 December 2026 until 4 January 2027" in replies[-1], replies


@pytest.mark.parametrize("question", ["what's on tmrw", "whats on 2moro", "anything due tomorrow?"])
async def test_tomorrow_asked_in_the_small_hours_takes_in_the_day_just_begun(memory: Memory, question: str) -> None:
    lines = [(0, "dentist tmrw at 9"), (1, "finish the deck thurs"), (183, question)]
    _, _, replies = await chat_timed(memory, "2026-12-08T21:30:00+11:00", "Australia/Sydney", lines)
    assert "dentist — due Wed 9 December 2026 09:00" in replies[-1], replies
    assert "finish the deck — due Thu 10 December 2026" in replies[-1], replies


async def test_tomorrow_asked_after_the_small_hours_is_the_calendars(memory: Memory) -> None:
    lines = [(0, "dentist tmrw at 9"), (1, "finish the deck thurs"), (483, "what's on tmrw")]
    _, _, replies = await chat_timed(memory, "2026-12-08T21:30:00+11:00", "Australia/Sydney", lines)
    assert "dentist" not in replies[-1] and "finish the deck" in replies[-1], replies


@pytest.mark.parametrize(
    "said",
    ["lena wants it by wed now not thurs", "lena wants it by wed now, not thurs", "lena wants it wed instead of thurs"],
)
async def test_someone_naming_the_new_day_and_the_old_moves_their_to_do(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to send lena the contract draft by thurs", said])
    assert states == {"send lena the contract draft": ("open", "2026-12-09 23:59")}, (states, replies)


@pytest.mark.parametrize(
    "said", ["no wait, the raj mtg is thurs", "actually the raj mtg is thurs", "sorry, the mtg with raj is thurs"]
)
async def test_a_marker_before_a_thing_on_a_day_moves_it(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["mtg w/ raj tmrw 3pm re budget", said])
    assert states == {"mtg with raj re budget": ("open", "2026-12-10 15:00")}, (states, replies)


async def test_a_marker_before_a_thing_on_a_day_asks_when_nothing_is_open(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["no wait, the party is sat"])
    assert states == {} and "Should I track it" in replies[-1], (states, replies)

"""What the lead found typing to recap as a busy person would (session 32), through the bot: a to-do
moved or put right to a day already over ("hmm actually rent's due on the 3rd this month" said on
the 8th) was kept overdue from the start; recap now asks when it is due and keeps the old due.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-08T21:00:00+05:30"  # a Tuesday evening
TZ = "Asia/Kolkata"


@pytest.mark.parametrize(
    "change",
    [
        "hmm actually rent's due on the 3rd this month",  # a correction of its day
        "move pay rent to the 3rd this month",  # a move
        "sorry, pay rent was due yesterday",  # a day put right, gone by
    ],
)
async def test_a_due_moved_to_a_day_gone_by_is_asked_and_kept(memory: Memory, change: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["pay rent on the 1st", change])
    rent = (await commitments_by_action(memory, user))["pay rent"]
    assert local_minute(rent.due, ZoneInfo(TZ))[:10] == "2027-01-01", replies
    assert any("has already gone by" in reply for reply in replies), replies


async def test_a_due_moved_to_a_day_ahead_is_moved(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["pay rent on the 1st", "hmm actually rent's due on the 3rd"])
    rent = (await commitments_by_action(memory, user))["pay rent"]
    assert local_minute(rent.due, ZoneInfo(TZ))[:10] == "2027-01-03", replies


async def test_what_the_user_knows_about_someone_is_what_is_stored_and_to_come(memory: Memory) -> None:
    lines = [
        "Zara's the new CFO from jan",
        "Zara's email is zara@fincorp.io",
        "need to send Zara the budget by the 18th",
        "what do i know about zara",
    ]
    _, _, replies = await chat(memory, START, TZ, lines)
    [answer] = replies
    assert answer.startswith("What I have on Zara:"), answer
    assert "email: zara@fincorp.io" in answer and "role: CFO from January 2027" in answer, answer
    assert "send Zara the budget" in answer and "“" not in answer, answer  # no old message quoted


@pytest.mark.parametrize(
    ("todo", "action", "day"),
    [
        ("remind me 2 days before Lucy's bday to get a card", "get a card", "2026-12-21"),
        ("buy Lucy a present a week before her bday", "buy Lucy a present", "2026-12-16"),
        ("order Lucy's cake the day before her birthday", "order Lucy's cake", "2026-12-22"),
        ("call Lucy on her birthday", "call Lucy", "2026-12-23"),
    ],
)
async def test_a_todo_counted_from_a_kept_birthday_is_due_then(
    memory: Memory, todo: str, action: str, day: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, ["Lucy's bday is the 23rd", todo])
    kept = (await commitments_by_action(memory, user))[action]
    assert local_minute(kept.due, ZoneInfo(TZ))[:10] == day, replies


async def test_the_birthdays_coming_up_are_listed_soonest_first(memory: Memory) -> None:
    lines = ["Lucy's bday is the 23rd", "Omar's birthday is jan 4", "my birthday is 2 march"]
    lines.append("what bdays are coming up")
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies == [
        "• Wed 23 December — Lucy's birthday (in 15 days)\n• Mon 4 January — Omar's birthday (in 27 days)"
    ], replies
    _, _, replies = await chat(memory, "2026-12-08T22:00:00+05:30", TZ, ["any birthdays in june"])
    assert replies == ["No birthdays in june that I know of."], replies


async def test_a_move_of_a_thing_not_kept_beside_a_stored_change_offers_to_track_it(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["dentist moved to fri 10am, Kemi's now team lead"])
    assert replies[0].startswith("Noted: Kemi's role is team lead"), replies
    assert any("Should I track it, due Fri 11 December 2026 10:00?" in reply for reply in replies), replies
    assert not await commitments_by_action(memory, user)  # offered, never kept unasked


async def test_what_is_left_for_a_thing_lists_the_todos_about_it(memory: Memory) -> None:
    lines = ["i need to file my tax return by jan 31", "call the plumber tmrw", "what's left for taxes"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies == ["Open to-dos about taxes:\n• file my tax return — due Sun 31 January 2027"], replies


async def test_what_is_owed_someone_with_nothing_open_says_so(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["i need to file my tax return by jan 31", "what do i owe Omar"])
    assert replies == ["You owe Omar nothing that I know of."], replies


@pytest.mark.parametrize("asked", ["when did noor start", "when did Noor start at Shopify"])
async def test_when_someone_started_is_the_day_their_job_began(memory: Memory, asked: str) -> None:
    lines = ["Noor started at Shopify on the 1st", "hmm no it was the 2nd", asked]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies == ["Noor's employer is Shopify, since 2 December 2026, per your message."], replies


async def test_the_garage_that_cannot_do_the_day_moves_the_todo_with_it(memory: Memory) -> None:
    lines = ["need to get the car to the garage wed morning", "garage can't do wed, now fri"]
    _, user, replies = await chat(memory, START, TZ, lines)
    todos = await commitments_by_action(memory, user)
    assert list(todos) == ["get the car to the garage"], replies  # never a to-do "garage can't do"
    assert local_minute(todos["get the car to the garage"].due, ZoneInfo(TZ))[:10] == "2026-12-11", replies


@pytest.mark.parametrize("asked", ["where's lena's office", "where is Lena's office"])
async def test_where_someones_office_is_answers_their_office(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Lena's office is in Leeds", "nope, Bradford", asked])
    assert replies == ["Lena's office is Bradford, per your message (I don't know since when)."], replies


async def test_time_off_over_the_new_year_is_kept_whole_and_found_ahead(memory: Memory) -> None:
    lines = ["I'm off work 21st-2nd jan", "who's off on the 29th"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies == ["• you — off work from 21 December 2026 until 2 January 2027"], replies


@pytest.mark.parametrize(
    "booked", ["booked MOT for 4 jan 9am", "MOT booked for 4 jan 9am", "booked the MOT for 4 jan at 9am"]
)
async def test_a_slot_booked_for_a_thing_to_do_moves_it_there(memory: Memory, booked: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["reminder: car MOT due 14 jan", booked])
    mot = (await commitments_by_action(memory, user))["car MOT"]
    assert mot.is_open and local_minute(mot.due, ZoneInfo(TZ)) == "2027-01-04 09:00", replies

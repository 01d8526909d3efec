"""Session 42's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, chat_timed, commitments_by_action, local_minute

START = "2026-12-07T08:05:00-08:00"  # a Monday morning
TZ = "America/Vancouver"


@pytest.mark.parametrize(
    ("todo", "day", "action", "due"),
    [
        ("remind me to call the lab re: crown for mr okafor", "tmrw", "call the lab re: crown for mr okafor",
         "2026-12-08 23:59"),
        ("need to call the bank", "by friday", "call the bank", "2026-12-11 23:59"),
        ("email Jo the invoice", "thurs 3pm pls", "email Jo the invoice", "2026-12-10 15:00"),
    ],
)
async def test_a_day_sent_alone_dates_the_undated_todo_just_said(
    memory: Memory, todo: str, day: str, action: str, due: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, day])
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept[action].due, ZoneInfo(TZ)) == due, replies
    assert replies[-1].startswith(f"Updated: {action}, due "), replies


async def test_a_day_sent_alone_after_a_dated_todo_is_asked_about(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["book the vet thurs", "fri 3pm"])
    assert "Should I move “book the vet” to Fri 11 December 2026 15:00?" in replies[-1], replies
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept["book the vet"].due, ZoneInfo(TZ)) == "2026-12-10 23:59"


@pytest.mark.parametrize(
    "lines",
    [
        [(0, "how are you"), (1, "tmrw")],  # nothing kept before it
        [(0, "need to call the bank"), (30, "tmrw")],  # kept, but long before
        [(0, "call the bank and email Jo"), (1, "tmrw")],  # two kept: whose day, the words do not say
    ],
)
async def test_a_day_sent_alone_with_no_one_todo_just_said_asks_what_is_due(
    memory: Memory, lines: list[tuple[int, str]]
) -> None:
    _, user, replies = await chat_timed(memory, START, TZ, lines)
    assert "What is due Tue 8 December 2026?" in replies[-1], replies
    assert all(c.due is None for c in (await commitments_by_action(memory, user)).values())


async def test_a_thing_ordered_then_when_it_comes_finishes_the_order_and_keeps_no_todo(memory: Memory) -> None:
    lines = ["need to order new cups", "ordered new cups from Kiwi Packaging, should land thurs"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert list(kept) == ["order new cups"], replies
    assert kept["order new cups"].status.value == "completed"


@pytest.mark.parametrize(
    ("lines", "subject", "start"),
    [
        (["kavya joining as article assistant from 2nd jan", "kavya's start date is 4th jan not 2nd"], "kavya",
         "2027-01-04"),
        (
            [
                "Ravi joins as intern on 5th jan",
                "need to book the hall for the 5th",
                "actually Ravi's joining date is 6th jan",
            ],
            "Ravi",
            "2027-01-06",
        ),
    ],
)
async def test_someones_start_date_put_right_moves_their_fact(
    memory: Memory, lines: list[str], subject: str, start: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, lines)
    theirs = [c for c in await memory.store.claims(user) if c.subject == subject]
    assert theirs[-1].effective_from.astimezone(ZoneInfo(TZ)).date().isoformat() == start, replies
    assert "book the hall" not in replies[-1], replies


@pytest.mark.parametrize(("said", "fixed"), [("Paul Chen", "Paul Cheng"), ("Maria Santos", "Mariah Santos")])
async def test_a_name_respelt_puts_right_the_fact_that_holds_it(memory: Memory, said: str, fixed: str) -> None:
    lines = ["Ines started at Shopify in feb", f"her manager is {said}", f"sorry, {fixed}"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1] == f"Updated: Ines' manager is {fixed} (was {said}).", replies


async def test_a_ride_delayed_to_a_clock_time_offers_to_move_what_waits_on_it(memory: Memory) -> None:
    lines = ["my sister lands at LAX sat 3:40pm, need to pick her up", "her flight's delayed to 5:10", "1"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept["pick her up"].due, ZoneInfo(TZ)) == "2026-12-12 17:10", replies
    assert len(kept) == 1  # no to-do "her flight" at 5:10 today


@pytest.mark.parametrize("asked", ["what do you know about Declan", "tell me about declan"])
async def test_about_a_first_name_answers_the_one_full_name_kept(memory: Memory, asked: str) -> None:
    lines = ["our new landlord is Declan Murphy, his number is 087 123 4567", asked]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1].startswith("What I have on Declan Murphy:"), replies
    assert "087 123 4567" in replies[-1]


async def test_about_a_first_name_two_people_share_answers_neither(memory: Memory) -> None:
    lines = ["Declan Murphy is our landlord", "Declan Byrne is the plumber", "what do you know about Declan"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert not replies[-1].startswith("What I have on Declan"), replies


async def test_a_dated_entry_offered_has_no_dangling_is(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["bin day is thursday"])
    assert "“bin day”" in replies[-1], replies


@pytest.mark.parametrize("paid", ["sam venmo'd me", "sam zelled me", "Sam paypal'd me back"])
async def test_paid_through_an_app_settles_what_they_owed(memory: Memory, paid: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["sam owes me $40 for concert tix", paid])
    kept = await commitments_by_action(memory, user)
    assert kept["pay me $40 for concert tix"].status.value == "completed", replies


@pytest.mark.parametrize("asked", ["what's priya's num", "priya whatsapp?", "whats priya's contact number"])
async def test_a_phone_asked_by_another_name_answers_it(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Priya's phone is 07700 900456", asked])
    assert replies[-1].startswith("Priya's phone is 07700 900456"), replies


@pytest.mark.parametrize("asked", ["what's Max got coming up", "what does Max have coming up", "what has Max got on"])
async def test_what_someone_has_coming_up_lists_their_diary(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Max's dentist is the 22nd at 3:15", asked])
    expected = ["Coming up for Max:", "• Max's dentist — due Tue 22 December 2026 15:15"]
    assert replies[-1].splitlines() == expected, replies


@pytest.mark.parametrize(
    ("todo", "leave", "action", "due"),
    [
        ("need to send the disclosure package to legal by wed", "legal said i can have till monday to send it",
         "send the disclosure package to legal", "2026-12-14 23:59"),
        ("finish the Q3 memo by thurs", "Kim says we can have until the 15th for the memo", "finish the Q3 memo",
         "2026-12-15 23:59"),
        ("finish the essay by wed", "i've got till thurs for the essay", "finish the essay", "2026-12-10 23:59"),
        ("send the rota by wed", "she said i can have till monday", "send the rota", "2026-12-14 23:59"),
    ],
)
async def test_leave_given_in_the_users_own_words_moves_the_todo(
    memory: Memory, todo: str, leave: str, action: str, due: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, leave])
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept[action].due, ZoneInfo(TZ)) == due, replies


async def test_a_day_sent_alone_that_the_todo_already_has_says_so(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["gotta call the broker tmrw", "tmrw"])
    assert replies[-1] == "Already due Tue 8 December 2026: call the broker.", replies

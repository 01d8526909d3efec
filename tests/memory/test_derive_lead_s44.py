"""Session 44's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2026-12-07T04:40:00+00:00"  # a Monday morning in Nairobi
TZ = "Africa/Nairobi"
BILLS = ["need to pay the rent fri", "pay the gas bill by the 20th", "must return Ana her drill"]


async def test_what_do_i_owe_lists_the_bills_and_debts(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, [*BILLS, "what do i owe"])
    assert replies[-1].startswith("What you owe:"), replies
    for action in ("pay the rent", "pay the gas bill", "return Ana her drill"):
        assert action in replies[-1], replies


async def test_what_do_i_owe_this_week_lists_only_what_falls_due_this_week(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, [*BILLS, "what do i owe this week"])
    assert "pay the rent" in replies[-1] and "gas bill" not in replies[-1], replies


async def test_who_do_i_owe_names_people_not_bills(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, [*BILLS, "who do i owe"])
    assert "return Ana her drill" in replies[-1] and "rent" not in replies[-1], replies


@pytest.mark.parametrize("ending", ["kamau paid 😅 cancel that", "kamau paid up, scrap that"])
async def test_cancel_that_after_closing_a_todo_closes_nothing_else(memory: Memory, ending: str) -> None:
    lines = ["need to pay kplc token b4 fri", "remind me to chase kamau abt the invoice monday morning", ending]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    closed = (CommitmentStatus.COMPLETED, CommitmentStatus.CANCELLED)
    assert kept["pay kplc token"].status not in closed, replies
    assert kept["chase kamau about the invoice"].status in closed, replies
    assert "Should I cancel" not in replies[-1] and "Which one" not in replies[-1], replies


@pytest.mark.parametrize("paid", ["paid meralco already", "paid PLDT", "settled kplc"])
async def test_a_payment_to_a_name_no_todo_says_asks_which_bill_it_paid(memory: Memory, paid: str) -> None:
    lines = ["electric bill 2,340 due on the 12th", "need to pay the water bill fri", "call mum tmrw", paid]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert "Did that finish one of these?" in replies[-1], replies
    assert "pay the water bill" in replies[-1] and "call mum" not in replies[-1], replies
    kept = await commitments_by_action(memory, user)
    assert all(c.status is not CommitmentStatus.COMPLETED for c in kept.values()), replies


async def test_a_payment_with_no_bill_open_asks_nothing(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["call mum tmrw", "paid globe"])
    assert "Did that finish" not in replies[-1], replies


@pytest.mark.parametrize(
    ("todo", "told"),
    [
        ("need to tell Mrs Alvarez about the pta", "told mrs alvarez"),
        ("tell the landlord about the leak", "told the landlord"),
        ("gotta tell mum about the flights", "told mum about it"),
    ],
)
async def test_told_someone_finishes_telling_them(memory: Memory, todo: str, told: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, told])
    assert replies[-1].startswith("Done: "), replies
    assert all(c.status is CommitmentStatus.COMPLETED for c in (await commitments_by_action(memory, user)).values())


@pytest.mark.parametrize("said", ["told ana i would come", "told me", "told him to wait", "told off the kids"])
async def test_what_was_told_finishes_nothing(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["tell Ana about the party", said])
    kept = await commitments_by_action(memory, user)
    assert kept["tell Ana about the party"].status is not CommitmentStatus.COMPLETED, replies


@pytest.mark.parametrize("said", ["cancel dry cleaning, did it today", "scrap the dry cleaning - sorted it already"])
async def test_a_deed_of_it_beside_a_change_says_no_unmatched_note(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["tmrw: dentist 9am, pick up dry cleaning", said])
    assert "found no open commitment" not in replies[-1], replies
    assert (await commitments_by_action(memory, user))["pick up dry cleaning"].status is CommitmentStatus.CANCELLED


@pytest.mark.parametrize("asked", ["what's dad's appt", "whats dad's cardiology appointment"])
async def test_what_is_someones_appointment_is_answered_from_the_todo(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["dad's cardiology appt is on the 15th at 2", asked])
    assert replies[-1] == "Dad's cardiology appt is due Tue 15 December 2026 14:00.", replies


async def test_a_one_off_day_is_answered_without_since_when(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["bec's last shift is the 20th", "when is bec's last day"])
    assert replies[-1] == "Bec's last day is 20 December 2026, per your message.", replies

"""Tests for memory.derive on everyday messages the reader stores nothing for: an agenda line,
a thing's date, obligation said loosely, a person's new state, a fault; each gets one short
question with a "No" (never "nothing in it to track"), and a bare "deadline is the 14th"
offers the open commitments it may date, an answer moving the chosen one (undone by nothing,
rebuilt the same). Small talk, stories and hypotheticals stay quiet."""

from __future__ import annotations

import pytest

from bot.dispatcher import NOTHING_KEPT
from memory.derive import commitments_of
from memory.home import Home
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import at, chat, rebuilt, snapshot

START = "2026-11-30T08:00:00-05:00"  # a Monday
TZ = zone("America/New_York")


async def _say(memory: Memory, lines: list[str]) -> tuple[str, str]:
    """Say ``lines`` a minute apart; the user id and the last reply, as one text."""
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, "\n\n".join(replies)


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("appt w/ dr at 9", "“appt w/ dr”"),  # a bare clock number: no day, no am/pm (kept when whole)
        ("haircut nxt wk", "“haircut”"),
        ("passport expires on 3 March", "“renew passport”"),
        ("library books due back on the 9th", "“return library books”"),
        ("gonna have to renew my passport", "“renew my passport”"),
        ("i really oughta call my aunt Ngozi", "“call my aunt Ngozi”"),
        ("mustn't forget the gas bill", "“remember the gas bill”"),  # a thing, no verb ("… to pay it" is kept)
        ("Tomasz has left", "I couldn't tell what changed there"),
        ("we went with the blue carpet", "I couldn't tell what changed there"),
        # ("the kettle gave up the ghost" is now read as the outage it says: tests/memory/understanding/test_t2_s42.py)
    ],
)
async def test_an_everyday_sign_with_nothing_stored_is_asked_about(memory: Memory, text: str, offered: str) -> None:
    user_id, reply = await _say(memory, [text])
    assert offered in reply and NOTHING_KEPT not in reply
    assert ") No" in reply or ") Never mind" in reply  # every such question can be turned down
    assert not await commitments_of(memory.store, user_id)  # asked, never stored unasked


async def test_a_date_read_only_in_part_is_offered_without_it(memory: Memory) -> None:
    _, reply = await _say(memory, ["dentist tmorrw @ 3"])  # ("tmorow" is read now: two letters off)
    assert reply.startswith("Should I track “dentist” for you?")  # not "due Mon 30 Nov 15:00"
    assert "No due date" in reply and "Other date" in reply


async def test_a_bare_deadline_offers_the_open_commitments_and_the_answer_moves_one(home: Home) -> None:
    memory = await Memory.open(home)
    lines = [
        "I'll send the pricing deck to Omar by Friday",
        "book the venue for Zainab's party",
        "deadline is the 14th",
    ]
    user_id, reply = await _say(memory, lines)
    assert reply.startswith("What is due Mon 14 December 2026? One of these?")
    assert "1) book the venue for Zainab's party" in reply and "2) send the pricing deck to Omar" in reply
    _, _, replies = await chat(memory, "2026-11-30T08:05:00-05:00", str(TZ.key), ["2"])
    assert "send the pricing deck to Omar" in replies[0]
    deck = next(c for c in await commitments_of(memory.store, user_id) if "deck" in c.action)
    assert deck.due is not None and deck.due.astimezone(TZ).date().isoformat() == "2026-12-14"
    before = await snapshot(memory, user_id)
    fresh = await rebuilt(memory, home, at("2026-11-30T09:00:00-05:00"))
    assert await snapshot(fresh, user_id) == before
    await fresh.close()


async def test_a_bare_deadline_with_nothing_open_asks_what_is_due(memory: Memory) -> None:
    _, reply = await _say(memory, ["the deadline's friday"])
    assert reply.startswith("What is due Fri 4 December 2026? Say it as")


@pytest.mark.parametrize(
    "text",
    [
        "went to the dentist yesterday, all good",
        "lunch was great today",
        "if I had time I'd repaint the fence",
        "if Mei is back by friday we can celebrate",
        'he said "I\'ll call you tomorrow" lol',
        "Kofi left early today",
        "we went with friends to the beach",
        "my brain is fried",
        "Anna got the job!! so happy for her",
        "good luck with the interview tomorrow!",
        "have a great weekend",
        "i'll never forget that day",
        "big match saturday, so excited!",
    ],
)
async def test_small_talk_stays_quiet(memory: Memory, text: str) -> None:
    _, reply = await _say(memory, ["I'll send the pricing deck to Omar by Friday", text])
    assert reply == NOTHING_KEPT

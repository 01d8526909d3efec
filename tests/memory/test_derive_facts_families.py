"""Tests for memory.derive on the fact, correction and issue families: "I meant thursday" after
two things said due the same day, in one message or in two close together, asks which (issue 9:
asking when two fit), and after two due on different days corrects the last one; a start date put
right moves the fact's start; a spaced phone number put right replaces the number; a bare
verdict ("that's wrong") asks and changes nothing; news told second hand resolves the issue;
a role from a date is stored from then."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from memory import claims as claim_rules
from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat, current_value

START = "2027-06-07T09:00:00+01:00"  # a Monday
TZ = zone("Europe/London")
LATER = datetime.fromisoformat(START) + timedelta(hours=1)


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, str]:
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, " | ".join(replies)


async def _dues(memory: Memory, user_id: str) -> dict[str, str]:
    return {
        c.action: c.due.astimezone(TZ).date().isoformat()
        for c in await commitments_of(memory.store, user_id)
        if c.due is not None
    }


@pytest.mark.parametrize(
    ("lines", "first", "second", "day"),
    [
        (["call the bank wednesday", "call the school wednesday", "i meant thursday"],
         "call the bank", "call the school", "2027-06-09"),
        (["I'll pay Adaeze back by Friday", "I'll book the vet for Friday", "sorry, meant thursday"],
         "pay Adaeze back", "book the vet", "2027-06-11"),
        (["need to renew the parking permit by fri", "gotta ring the landlord fri", "oops, monday"],
         "renew the parking permit", "ring the landlord", "2027-06-11"),
    ],
)
async def test_i_meant_a_day_after_two_messages_due_that_day_asks_which(
    memory: Memory, lines: list[str], first: str, second: str, day: str
) -> None:
    user_id, reply = await _chat(memory, lines)
    assert "Which one?" in reply and first in reply and second in reply, reply
    dues = await _dues(memory, user_id)
    assert dues[first] == dues[second] == day


async def test_i_meant_a_day_long_after_a_thing_due_that_day_moves_the_last(memory: Memory) -> None:
    """A to-do said due the same day a day earlier was not touched about as recently: the
    correction fixes what the last message said."""
    _, user_id, _ = await chat(memory, START, str(TZ.key), ["call the bank friday"])
    later = (datetime.fromisoformat(START) + timedelta(days=1)).isoformat()
    await chat(memory, later, str(TZ.key), ["call the school friday", "I meant thursday"])
    assert await _dues(memory, user_id) == {"call the bank": "2027-06-11", "call the school": "2027-06-10"}


async def test_i_meant_a_day_after_one_message_with_two_things_due_that_day_asks_which(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["call Giulia and send Kenji the slides on friday", "I meant thursday"])
    assert "Which one?" in reply and "call Giulia" in reply and "send Kenji the slides" in reply
    dues = await _dues(memory, user_id)
    assert dues["call Giulia"] == dues["send Kenji the slides"] == "2027-06-11"


async def test_i_meant_a_day_after_two_messages_due_on_different_days_moves_the_last(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["call the bank on friday", "call the school on wednesday", "I meant thursday"])
    assert await _dues(memory, user_id) == {"call the bank": "2027-06-11", "call the school": "2027-06-10"}


@pytest.mark.parametrize(
    ("before", "say", "subject", "day"),
    [
        ("Sven starts as team lead on the 21st", "actually he starts on the 28th", "Sven", 28),
        ("Amara starts as head of finance on the 14th", "sorry, she starts on the 15th, not the 14th", "Amara", 15),
        ("Bartek starts as foreman on the 21st", "no wait, Bartek starts on the 22nd", "Bartek", 22),
    ],
)
async def test_a_start_date_put_right_moves_the_facts_start(
    memory: Memory, before: str, say: str, subject: str, day: int
) -> None:
    user_id, _ = await _chat(memory, [before, say])
    claims = await memory.store.claims(user_id)
    views = claim_rules.find_view(claims, datetime(2027, 6, day, 12, tzinfo=TZ), subject, "role", tz=TZ)
    earlier = claim_rules.find_view(claims, datetime(2027, 6, day - 1, 12, tzinfo=TZ), subject, "role", tz=TZ)
    assert views is not None and earlier is None, (views, earlier)


@pytest.mark.parametrize(
    ("before", "say", "subject", "value"),
    [
        ("Amélie's new number is 06 12 34 56 78", "sorry, it's 06 12 34 56 87", "Amélie", "06 12 34 56 87"),
        ("Kwabena's number is 024 123 4567", "oops its 024 123 4576", "Kwabena", "024 123 4576"),
    ],
)
async def test_a_spaced_phone_number_put_right_replaces_the_number(
    memory: Memory, before: str, say: str, subject: str, value: str
) -> None:
    user_id, _ = await _chat(memory, [before, say])
    assert await current_value(memory, user_id, subject, "phone", LATER, TZ) == value


@pytest.mark.parametrize("say", ["actually no, that's wrong", "hmm, that's incorrect", "no thats not right"])
async def test_a_bare_verdict_asks_and_changes_nothing(memory: Memory, say: str) -> None:
    user_id, reply = await _chat(memory, ["Rui is the new foreman", say])
    assert "instead" in reply
    assert await current_value(memory, user_id, "Rui", "role", LATER, TZ) == "foreman"


@pytest.mark.parametrize(
    ("before", "say"),
    [
        ("the boiler is broken again", "the plumber says the boiler is fixed"),
        ("wifi at the clinic keeps dropping", "wifi's been solid since they replaced the router"),
        ("the van won't start", "Dele reckons the van is working again"),
    ],
)
async def test_news_told_second_hand_or_said_as_solid_resolves_the_issue(memory: Memory, before: str, say: str) -> None:
    user_id, _ = await _chat(memory, [before, say])
    episodes = await memory.store.episodes(user_id)
    assert episodes and not any(e.is_open for e in episodes), episodes


async def test_a_role_from_next_month_is_stored_from_its_first_day(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["Sato-san will be the new project manager from next month"])
    assert await current_value(memory, user_id, "Sato-san", "role", LATER, TZ) is None
    first = datetime(2027, 7, 1, 12, tzinfo=TZ)
    assert await current_value(memory, user_id, "Sato-san", "role", first, TZ) == "project manager"

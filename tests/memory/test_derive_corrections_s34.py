"""Corrections that name another kind of the same things (session 34): "sorry, evening calls" after
"Ines prefers morning calls" puts her preference right, and only a fact holding those things takes it;
words of that shape with no such fact ("sorry, long days") change nothing and ask nothing."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import at, chat, current_value

START = "2032-07-02T09:00:00+02:00"
TZ = "Europe/Berlin"


@pytest.mark.parametrize(
    ("fact", "said", "subject", "predicate", "value"),
    [
        ("Ines prefers morning calls", "sorry, evening calls", "Ines", "preference", "evening calls"),
        ("Ines prefers morning calls", "no, evening calls", "Ines", "preference", "evening calls"),
        ("Ana prefers weekday shifts", "oops, weekend shifts", "Ana", "preference", "weekend shifts"),
        ("Malak prefers window seats", "no wait, aisle seats", "Malak", "preference", "aisle seats"),
    ],
)
async def test_another_kind_of_the_same_things_corrects_the_fact_holding_them(
    memory: Memory, fact: str, said: str, subject: str, predicate: str, value: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [fact, said])
    now = at("2032-07-02T10:00:00+02:00")
    assert await current_value(memory, user, subject, predicate, now, ZoneInfo(TZ)) == value, replies


@pytest.mark.parametrize("said", ["sorry, long days", "sorry, crazy times", "no, mixed feelings"])
async def test_words_of_that_shape_with_no_fact_holding_them_change_nothing(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["Ines prefers morning calls", "my office is in Leeds", said])
    now = at("2032-07-02T10:00:00+02:00")
    assert await current_value(memory, user, "Ines", "preference", now, ZoneInfo(TZ)) == "morning calls"
    assert await current_value(memory, user, "me", "office", now, ZoneInfo(TZ)) == "Leeds"
    assert not any("?" in reply for reply in replies[2:]), replies


@pytest.mark.parametrize(
    "said", ["nah, her brother Batbayar does", "no, Batbayar does", "sorry, his son Batbayar does"]
)
async def test_the_one_who_does_it_said_with_does_is_the_value(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["Oyunaa owns the tannery", said])
    now = at("2032-07-02T10:00:00+02:00")
    assert await current_value(memory, user, "tannery", "owner", now, ZoneInfo(TZ)) == "Batbayar", replies


async def test_a_thing_that_does_is_no_value(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["Oyunaa owns the tannery", "sorry, the dog does"])
    now = at("2032-07-02T10:00:00+02:00")
    assert await current_value(memory, user, "tannery", "owner", now, ZoneInfo(TZ)) == "Oyunaa", replies

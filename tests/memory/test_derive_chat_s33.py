"""Played through the dispatcher with a real store (session 33): someone calling off a plan of their own
("Dilnoza just cancelled her diet for the day 😂") is asked about no more, while "our lunch" still is; a
fix's patch live keeps no status beside the issue it mended; a repair, then "rock solid since", resolves
the thing repaired; and /history of someone no fact is about shows the facts they hold."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2031-12-30T11:15:00-06:00"  # a Tuesday morning
TZ = "America/Belize"


@pytest.mark.parametrize(
    "said",
    [
        "Dilnoza just cancelled her diet for the day 😂",
        "Tom cancelled his gym membership lol",
        "Ana called off her trip to the coast",
    ],
)
async def test_someone_calling_off_a_plan_of_their_own_asks_nothing(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [said])
    assert "?" not in " ".join(replies), replies
    assert not await memory.store.commitments(user_id)


async def test_someone_calling_off_our_plan_still_asks(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Ines cancelled our lunch"])
    assert "Which to-do is it?" in " ".join(replies)


@pytest.mark.parametrize(
    ("before", "said", "topic"),
    [
        ("website checkout is throwing errors", "checkout's behaving now, patch is live", "website checkout"),
        ("the app keeps crashing", "hotfix is live and the app's stable again", "app"),
        ("the router keeps dropping", "swapped the router, rock solid since", "router"),
        ("the modem keeps cutting out", "reset the modem, been flawless ever since", "modem"),
    ],
)
async def test_a_fix_resolves_and_keeps_no_status(memory: Memory, before: str, said: str, topic: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, said])
    assert not await memory.store.claims(user_id), replies
    episodes = await memory.store.episodes(user_id)
    assert any(e.resolved_at is not None for e in episodes), (episodes, replies)
    assert "?" not in " ".join(replies), replies


async def test_history_of_someone_shows_the_facts_they_hold(memory: Memory) -> None:
    lines = ["Marisol is the head of guest services", "Lenworth is the head of maintenance", "/history Marisol"]
    _, _, replies = await chat(memory, START, TZ, lines)
    said = " ".join(replies)
    assert "guest services" in said and "maintenance" not in said, said
    _, _, replies = await chat(memory, START, TZ, ["/history Nobody"])
    assert replies == ["I hold nothing about Nobody."]

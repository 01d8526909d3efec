"""blind33 (session 34): "security cams are recording again" asked which issue "security cams" was,
with "security cameras" open. A word clipped short beside a word said in full names the issue's
word; a lone clipped word ("the van …" of "vanity light") names none."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2026-12-07T08:00:00+00:00"  # a Monday morning
TZ = "Europe/London"
OPENED = ["the security cameras went offline", "the office microphones are dead", "the vanity light is broken"]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("security cams are recording again", "security cameras"),
        ("security cams are fine now", "security cameras"),
        ("office mics are working again", "office microphones"),
    ],
)
async def test_a_clipped_word_beside_a_full_one_names_the_issue(memory: Memory, said: str, topic: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [*OPENED, said])
    assert replies[-1] == f"Resolved: {topic}.", replies


@pytest.mark.parametrize("said", ["the van works again", "the mic works again"])
async def test_a_lone_clipped_word_resolves_nothing(memory: Memory, said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [*OPENED, said])
    assert not replies[-1].startswith("Resolved"), replies

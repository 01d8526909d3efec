"""Tests for banter that stores nothing and asks nothing: a debt owed in jest ("yaima owes me a
dance after last night"), a joke title or a bragged record ("dayron got promoted to official domino
champion of the block"), a breakage that was the point or was enjoyed ("the piñata's broken, kids
loved it") and someone else's mishap that is over for them ("lol eliécer's car broke down, he's fine
tho"); the real debts, roles and troubles beside them are still kept."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, StateClaim, extract
from tests.memory.understanding.played import failures

HAVANA = ZoneInfo("America/Havana")
NOW = datetime(2029, 11, 5, 9, 0, tzinfo=HAVANA)
PLAYED_NOW = "2029-11-05T09:00:00-05:00"


@pytest.mark.parametrize(
    "text",
    [
        "yaima owes me a dance after last night 💃",
        "i owe yusimí big time for covering for me lol",
        "Tomás owes me a beer after that bet",
        "i owe Ana one for covering my shift",
        "owe my sister a favour after this week",
        "dayron got promoted to official domino champion of the block 🏆",
        "my cat is the boss of this house, no debate",
        "Leila got crowned karaoke queen of the office",
        "my abuela's dominoes crew has been undefeated since 1998",
        "our pub quiz team has been unbeaten since march",
        "the piñata's broken, kids loved it",
        "the wishbone snapped, I won",
        "the bouncy castle got wrecked, kids had a blast",
        "lol eliécer's car broke down in the tunnel, he's fine tho, tow truck already got him",
        "Marta's bike got a flat on the way in, she's ok",
    ],
)
async def test_banter_stores_and_asks_nothing(tmp_path: Path, text: str) -> None:
    assert await failures(tmp_path, PLAYED_NOW, "America/Havana", [{"say": text, "expect": "nothing"}]) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Marco owes me 50 quid", NewCommitment),
        ("I owe Sam the deck by friday", NewCommitment),
        ("i owe Sam one more pass on the draft by fri", NewCommitment),
        ("Ana got promoted to head of sales", StateClaim),
        ("Ravi is the official fire warden now", StateClaim),
        ("Kiera's laptop won't boot", OpenEpisode),
        ("the printer's broken, so annoying", OpenEpisode),
        ("Yuki's laptop keeps crashing, she's ok with the spare for now", OpenEpisode),
    ],
)
def test_real_debts_roles_and_troubles_are_kept(text: str, kind: type) -> None:
    assert any(isinstance(intent, kind) for intent in extract(text, now=NOW, tz=HAVANA))

"""Tests for memory.derive: "both fixed now" resolves the two open issues the conversation
touched last (and asks which when a third was touched about as recently), and a correction
that names a fact by part of its subject ("the offsite budget" for "the team offsite budget")
corrects that fact, asking which when two fit."""

from __future__ import annotations

from memory import episodes as episode_rules
from memory.home import Home
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import at, chat, rebuilt, snapshot

START = "2026-11-30T08:00:00-05:00"  # a Monday
TZ = zone("America/New_York")


async def _say(memory: Memory, lines: list[str], start: str = START) -> tuple[str, list[str]]:
    _, user_id, replies = await chat(memory, start, str(TZ.key), lines)
    return user_id, replies


async def _open_topics(memory: Memory, user_id: str) -> list[str]:
    return sorted(e.topic for e in episode_rules.open_episodes(await memory.store.episodes(user_id)))


async def test_both_fixed_resolves_the_two_open_issues_and_rebuilds_the_same(home: Home) -> None:
    memory = await Memory.open(home)
    user_id, replies = await _say(memory, ["the wifi is down", "printer's jammed again", "both fixed now"])
    assert await _open_topics(memory, user_id) == []
    assert "wifi" in replies[-1] and "printer" in replies[-1]
    before = await snapshot(memory, user_id)
    fresh = await rebuilt(memory, home, at("2026-11-30T09:00:00-05:00"))
    assert await snapshot(fresh, user_id) == before
    await fresh.close()


async def test_both_fixed_with_a_third_touched_as_recently_asks_which(memory: Memory) -> None:
    said = ["the wifi is down", "printer's jammed", "the vpn is flaky", "both fixed now"]
    user_id, replies = await _say(memory, said)
    assert await _open_topics(memory, user_id) == ["printer", "vpn", "wifi"]  # nothing resolved unasked
    assert "Which issues are resolved?" in replies[-1]


async def test_a_correction_naming_part_of_a_subject_corrects_that_fact(memory: Memory) -> None:
    user_id, replies = await _say(memory, ["the team offsite budget is 8k", "typo, the offsite budget is 18k"])
    assert replies[-1].startswith("Updated:") and "18k" in replies[-1]
    values = {c.value for c in await memory.store.claims(user_id) if c.corrects is not None}
    assert values == {"18k"}


async def test_a_correction_that_two_subjects_fit_asks_which(memory: Memory) -> None:
    _, replies = await _say(
        memory, ["the kitchen reno budget is 30k", "the bathroom reno budget is 9k", "sorry, the reno budget is 35k"]
    )
    assert "Which one does that correct?" in replies[-1]

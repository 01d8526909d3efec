"""Tests for which open commitment a lifecycle message in everyday words changes (memory.derive)."""

from __future__ import annotations

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2026-11-30T08:10:00-05:00"  # a Monday
TZ = "America/New_York"


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, list[str]]:
    """Say ``lines`` a minute apart from START; the user id and the last reply."""
    _, user_id, replies = await chat(memory, START, TZ, lines)
    return user_id, replies


async def _by_action(memory: Memory, user_id: str) -> dict:
    return {c.action: c for c in await commitments_of(memory.store, user_id)}


async def test_push_that_moves_the_commitment_mentioned_last(memory: Memory) -> None:
    """ "push that to monday" moves the commitment the conversation touched last, not another."""
    user_id, _ = await _chat(
        memory, ["I'll send the pricing deck to Omar by Friday", "I'll file the taxes by friday", "push that to monday"]
    )
    found = await _by_action(memory, user_id)
    taxes, deck = found["file the taxes"], found["send the pricing deck to Omar"]
    assert taxes.due is not None and taxes.due.astimezone(zone(TZ)).date().isoformat() == "2026-12-07"
    assert deck.due is not None and deck.due.astimezone(zone(TZ)).date().isoformat() == "2026-12-04"


async def test_a_partial_name_completes_its_commitment(memory: Memory) -> None:
    """ "the tax thing is done" completes "finish the tax return" and nothing else."""
    user_id, _ = await _chat(
        memory,
        ["I'll finish the tax return by the 15th", "I'll call the dentist by Wednesday", "the tax thing is done"],
    )
    found = await _by_action(memory, user_id)
    assert found["finish the tax return"].status is CommitmentStatus.COMPLETED
    assert found["call the dentist"].is_open


async def test_two_equally_fitting_commitments_ask_instead_of_moving_one(memory: Memory) -> None:
    """ "the report slipped to the 14th" with two reports open asks which one; neither moves."""
    user_id, replies = await _chat(
        memory,
        ["I'll send the report to Maya by Friday", "I'll send the report to Omar by Thursday",
         "the report slipped to the 14th"],
    )
    assert "Which one" in " ".join(replies)
    assert all(c.status is not CommitmentStatus.MOVED for c in await commitments_of(memory.store, user_id))

"""Tests for memory.derive: which thing a correction without its subject changes, and how."""

from __future__ import annotations

from datetime import datetime, timedelta

from memory import claims as claim_rules
from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2026-11-30T08:00:00-05:00"  # a Monday
TZ = zone("America/New_York")


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, list[str]]:
    """Say ``lines`` a minute apart from START; the user id and the last reply."""
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, replies


async def _due(memory: Memory, user_id: str, action_word: str) -> str:
    [found] = [c for c in await commitments_of(memory.store, user_id) if action_word in c.action]
    assert found.due is not None
    return found.due.astimezone(TZ).isoformat()[:16]


async def test_weekday_correction_moves_the_last_touched_commitment(memory: Memory) -> None:
    """'oops, thursday' after two promises moves the one said last, to the Thursday nearest its due."""
    user_id, _ = await _chat(memory, ["I'll send the pricing deck to Omar by Friday",
                                      "I'll call the accountant by Wednesday", "oops, thursday"])
    assert (await _due(memory, user_id, "accountant")).startswith("2026-12-03")
    assert (await _due(memory, user_id, "deck")).startswith("2026-12-04")


async def test_weekday_correction_of_a_due_never_lands_in_the_past(memory: Memory) -> None:
    """A due on Thursday corrected to 'tuesday' is the coming Tuesday, nearest and not past."""
    user_id, _ = await _chat(memory, ["I'll finish the board memo by Thursday", "wait no, tuesday"])
    assert (await _due(memory, user_id, "memo")).startswith("2026-12-01")


async def test_clock_correction_keeps_the_day(memory: Memory) -> None:
    """'sorry, 4pm' moves a due of tomorrow 3pm to tomorrow 4pm."""
    user_id, _ = await _chat(memory, ["I'll call Diego tomorrow at 3pm", "sorry, 4pm"])
    assert await _due(memory, user_id, "Diego") == "2026-12-01T16:00"


async def test_month_correction_of_a_due_keeps_its_day(memory: Memory) -> None:
    """'sorry, april not march' moves a March 5 due to April 5, not to the end of April."""
    user_id, _ = await _chat(memory, ["I'll finish the audit by March 5", "sorry, april not march"])
    assert (await _due(memory, user_id, "audit")).startswith("2027-04-05")


async def test_bare_value_corrects_the_last_fact(memory: Memory) -> None:
    """'sorry, 555-0143' corrects the fact said last, as a correction (not a new fact)."""
    user_id, replies = await _chat(memory, ["Maya is CTO", "Ana's phone is 555-0134", "sorry, 555-0143"])
    claims = await memory.store.claims(user_id)
    later = datetime.fromisoformat(START) + timedelta(hours=1)
    view = claim_rules.find_view(claims, later, "Ana", "phone", tz=TZ)
    assert view is not None and view.value == "555-0143"
    assert any(c.corrects is not None and c.value == "555-0143" for c in claims)
    role = claim_rules.find_view(claims, later, "Maya", "role", tz=TZ)
    assert role is not None and role.value == "CTO"
    assert "555-0134" in " ".join(replies)


async def test_pronoun_value_correction_keeps_its_predicate(memory: Memory) -> None:
    """'no, she reports to Maya' corrects the last manager fact."""
    user_id, _ = await _chat(memory, ["Priya reports to Omar", "no, she reports to Maya"])
    claims = await memory.store.claims(user_id)
    view = claim_rules.find_view(claims, datetime.fromisoformat(START) + timedelta(hours=1), "Priya", "manager", tz=TZ)
    assert view is not None and view.value == "Maya"


async def test_past_month_correction_stays_in_the_past(memory: Memory) -> None:
    """'actually it was december' for a past start means last December, not the coming one."""
    user_id, _ = await _chat(memory, ["Priya joined as head of design in October", "actually it was december"])
    claims = await memory.store.claims(user_id)
    view = claim_rules.find_view(claims, datetime.fromisoformat(START) + timedelta(hours=1), "Priya", "role", tz=TZ)
    assert view is not None and view.effective_from.astimezone(TZ).date().isoformat() == "2025-12-01"


async def test_bare_value_with_nothing_to_correct_asks(memory: Memory) -> None:
    """A bare value with no fact said before stores nothing and asks."""
    user_id, replies = await _chat(memory, ["no, Glasgow"])
    assert await memory.store.claims(user_id) == []
    assert "Glasgow" in " ".join(replies)

"""Precision, played through the dispatcher with a real store: an outage, a fix or a slip
never finishes a to-do; a fact said twice by the user a minute apart; a note that is not news."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


async def _states(memory: Memory, user_id: str) -> dict[str, CommitmentStatus]:
    return {c.action: c.status for c in await commitments_of(memory.store, user_id)}


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("pay the power bill by friday", "power's out"),
        ("send the electricity reading by friday", "electricity is out again"),
        ("post the wifi voucher to Ama by friday", "wifi's out"),
        ("update the app store screenshots by friday", "hotfix landed, app no longer crashing"),
        ("ship the app release notes by friday", "app's no longer crashing after the hotfix"),
        ("send the deck to Omar by friday", "deck slipped to the 14th"),
        ("send the deck to Omar by friday", "the deck slipped to next tuesday"),
        ("email the broadband company by friday", "broadband's out in the whole street"),
    ],
)
async def test_an_outage_a_fix_or_a_slip_finishes_no_todo(memory: Memory, todo: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    assert CommitmentStatus.COMPLETED not in (await _states(memory, user_id)).values(), replies


async def test_a_fix_report_still_finishes_the_todo_to_fix_that_thing(memory: Memory) -> None:
    said = ["fix the app crash by friday", "hotfix landed, app no longer crashing"]
    _, user_id, _ = await chat(memory, START, TZ, said)
    assert await _states(memory, user_id) == {"fix the app crash": CommitmentStatus.COMPLETED}


@pytest.mark.parametrize(
    "lines",
    [
        ["the rent is now 1200", "rent's going up to 1450"],
        ["our rent is now 950", "the rent is now 1010"],
    ],
)
async def test_two_values_for_the_same_day_are_kept_as_a_conflict_and_said_so(memory: Memory, lines: list[str]) -> None:
    """DESIGN.md: two claims of one period whose values cannot both hold conflict, whoever
    said them; recap keeps both and says so rather than silently choosing."""
    _, user_id, replies = await chat(memory, START, TZ, lines)
    rents = sorted(c.value for c in await memory.store.claims(user_id) if c.predicate == "rent")
    assert len(rents) == 2
    assert "keep both" in replies[0] and "which holds" in replies[0], replies

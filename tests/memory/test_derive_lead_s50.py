"""Session 50's lead: what whole conversations typed as busy people type keep and ask."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

CHICAGO = "America/Chicago"
MONDAY = "2026-12-07T07:40:00-06:00"


@pytest.mark.parametrize("call_off", ["cancel the car thing", "scrap the dentist stuff", "drop the visa thing"])
async def test_calling_off_a_thing_pointed_at_with_nothing_open_says_so(memory: Memory, call_off: str) -> None:
    states, replies = await todo_states(memory, MONDAY, CHICAGO, [call_off])
    named = call_off.split()[-2]
    assert states == {} and f"Nothing open matched “{named}” to call off" in replies[-1], replies


@pytest.mark.parametrize(
    ("todos", "call_off", "cancelled"),
    [
        (
            ["need to get car serviced by fri", "book dentist for jan"],
            "scrap the dentist thing",
            "book dentist for jan",
        ),
        (["book dentist for jan", "need to get car serviced by fri"], "cancel the car thing", "get car serviced"),
    ],
)
async def test_a_placeholder_noun_never_picks_the_to_do(
    memory: Memory, todos: list[str], call_off: str, cancelled: str
) -> None:
    """"the dentist thing" names the dentist's to-do: "thing" matches no other to-do's words."""
    states, replies = await todo_states(memory, MONDAY, CHICAGO, [*todos, call_off])
    assert {a for a, (status, _) in states.items() if status == "cancelled"} == {cancelled}, (states, replies)


async def test_cancelling_a_thing_named_with_nothing_open_is_still_a_note_to_self(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY, CHICAGO, ["cancel the gym membership"])
    assert states == {"cancel the gym membership": ("open", "")}, (states, replies)

"""Questions a busy user asks later (session 36): "did i sort the hot water" with no to-do on it is
answered by the issue on the thing (resolved, or still open); with a to-do naming it, the to-do
answers as before; with neither, recap says it has no such commitment. "where's nana living now"
answers from where she lives. Played through the dispatcher with a real store."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2026-12-15T13:00:00+11:00"  # a Tuesday
TZ = "Australia/Sydney"


async def _ask(memory: Memory, before: list[str], question: str) -> str:
    _, _, replies = await chat(memory, START, TZ, [*before, question])
    return replies[-1]


@pytest.mark.parametrize(
    "question", ["did i sort the hot water", "did i ever fix the hot water", "did i get the hot water sorted"]
)
async def test_a_fix_asked_of_an_issue_answers_from_it(memory: Memory, question: str) -> None:
    said = await _ask(memory, ["the hot water's out in unit 3", "hot water's back in unit 3"], question)
    assert said.startswith("Yes") and "resolved" in said
    said = await _ask(memory, ["the hot water's out in unit 3"], question)
    assert said.startswith("No") and "still open" in said


async def test_a_todo_naming_it_still_answers(memory: Memory) -> None:
    said = await _ask(memory, ["the boiler's broken", "need to sort the boiler by fri"], "did i sort the boiler")
    assert said.startswith("Not yet")


async def test_nothing_on_record_says_so(memory: Memory) -> None:
    said = await _ask(memory, ["the hot water's out"], "did i sort the insurance")
    assert "no commitment" in said


async def test_where_someone_lives_with_someone(memory: Memory) -> None:
    said = await _ask(memory, ["nana's now living w/ aunty jo in newcastle"], "where's nana living now")
    assert "newcastle" in said.lower()

"""Someone's visit moved by them ("the plumber pushed it to sat") moves the visit kept as theirs
("plumber coming thurs 8-10am"): the to-do is named by who comes, not by its words."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat

START = "2026-12-07T08:05:00+00:00"  # a Monday


@pytest.mark.parametrize("moved", ["the plumber pushed it to sat", "plumber moved it to saturday"])
async def test_the_visit_of_who_moved_it_moves(memory: Memory, moved: str) -> None:
    _, user_id, replies = await chat(memory, START, "Europe/London", ["plumber coming thurs 8-10am", moved])
    (visit,) = await commitments_of(memory.store, user_id)
    assert visit.due is not None and visit.due.strftime("%a") == "Sat"
    assert "Moved: plumber: visit" in "\n".join(replies)


async def test_someone_else_moving_leaves_the_visit(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, "Europe/London", ["plumber coming thurs 8-10am", "the electrician pushed it to sat"]
    )
    (visit,) = await commitments_of(memory.store, user_id)
    assert visit.due is not None and visit.due.strftime("%a") == "Thu"

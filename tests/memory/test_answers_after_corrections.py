"""Answers about a fact to come after its start was put right ("actually she starts march 1"),
and about a role asked by a department whose letters are an hour's ("who's head of hr"), played
through the dispatcher with a real store."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2026-12-04T10:00:00+00:00"  # a Friday morning in London
TZ = "Europe/London"


@pytest.mark.parametrize(
    "asked", ["when does fatima start", "whats fatimas role", "when does Fatima start as head of HR"]
)
async def test_a_start_put_right_is_the_one_answered(memory: Memory, asked: str) -> None:
    """The lead's probe: after "actually she starts march 1" recap still answered "from 1 February"."""
    _, _, replies = await chat(
        memory, START, TZ, ["Fatima is the new head of HR, starts feb 1", "actually she starts march 1", asked]
    )
    assert "1 March 2027" in replies[-1] and "February" not in replies[-1], replies


@pytest.mark.parametrize("asked", ["whos head of hr", "who is head of HR"])
async def test_who_holds_a_role_of_hr(memory: Memory, asked: str) -> None:
    """ "hr" read as an hour made the question a search of old messages."""
    _, _, replies = await chat(memory, START, TZ, ["Fatima is head of HR", asked])
    assert replies[-1].startswith("Fatima"), replies

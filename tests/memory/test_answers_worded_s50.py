"""Answers to questions worded otherwise than the fact was kept (session 50, t4): where a thing is,
by the venue kept for it, and who holds a role asked by the role's own word."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import chat

START = "2038-11-21T09:00:00-03:00"
TZ = "America/Argentina/Jujuy"


async def test_where_a_thing_is_answered_by_its_venue(memory: Memory) -> None:
    """ "where's the harvest festival": the venue kept for it."""
    lines = ["the venue for the harvest festival is the plaza in Famatina", "where's the harvest festival"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "Famatina" in replies[0], replies


async def test_who_holds_a_role_asked_by_its_word(memory: Memory) -> None:
    """ "who's the picker crew boss": the one whose role is worded so, never the other hand."""
    lines = ["Ezequiel is the picker crew boss", "Rosa is the cellar manager", "who's the picker crew boss"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "Ezequiel" in replies[0] and "Rosa" not in replies[0], replies


async def test_whose_manager_is_still_their_manager(memory: Memory) -> None:
    """ "who's Maya's boss": her manager, as before."""
    _, _, replies = await chat(memory, START, TZ, ["Maya's manager is Tom", "who's Maya's boss"])
    assert "Tom" in replies[0], replies

"""Small talk that names a thing or a person in passing (session 34): a treat eaten up, a story
retold, a thing mourned in jest are nothing to keep or ask about; beside them the near-misses that
still read (a staple running low, someone told to do something, a to-do with "rip out")."""

from __future__ import annotations

import pytest

from memory.understanding._idle import idle


@pytest.mark.parametrize(
    "text",
    [
        "the cake is down to crumbs already",
        "the pizza's down to one slice",
        "the biscuits are all gone lol",
        "the leftovers are history",
        "grandma's telling the market fire story again",
        "dad's on about the war stories again",
        "Omar keeps telling that same joke",
        "rest in peace to my phone battery 🪦",
        "rip my earbuds",
        "pour one out for the old kettle",
    ],
)
def test_chat_is_idle(text: str) -> None:
    assert idle(text)


@pytest.mark.parametrize(
    "text",
    [
        "we're down to the last carton of milk",
        "the printer is down to the last toner cartridge",
        "grandma's telling the plumber to come tmrw",
        "rip out the old carpet",
        "Omar is telling the client the deadline is friday",
        "the cake is due at the venue by 3",
    ],
)
def test_near_misses_are_not_idle(text: str) -> None:
    assert not idle(text)

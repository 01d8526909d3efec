"""Session 35: a thing's clock time put right with its own verb ("actually mum lands at 7:15 not
6:40", "correction: flight gets in 9:05 not 8:30") moves the to-do the thing names to that time of
its own day, as "<thing> is at 4 not 3" does; a thing naming no to-do moves the one touched last
only when it is due at the very minute said wrong. Near-misses: "we leave at 6 not 7" names no
thing, "Sam works at Deloitte, not KPMG" holds no clock time."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.service import Memory
from tests.driver import todo_states

START = "2026-12-07T08:00:00+01:00"  # a Monday morning
TZ = "Europe/Berlin"


@pytest.mark.parametrize(
    ("lines", "action", "due"),
    [
        (["mum lands at 6:40 on friday", "1", "actually mum lands at 7:15 not 6:40"], "mum lands",
         "2026-12-11 19:15"),
        (["pick up dad's train thursday 8:30am", "correction: train gets in 9:05 not 8:30"], "pick up dad's train",
         "2026-12-10 09:05"),
        (["call with Ines at 10 on wednesday", "sorry, call starts at 10:30 not 10"], "call with Ines",
         "2026-12-09 10:30"),
        (["watch the game sat 7:30pm", "1", "the game kicks off at 8 not 7:30"], "watch the game",
         "2026-12-12 20:00"),
        (["collect Mia from the airport tues 6:40pm", "her flight lands 7:15pm not 6:40pm"],
         "collect Mia from the airport", "2026-12-08 19:15"),
    ],
)
async def test_a_things_own_verb_puts_its_time_right(memory: Memory, lines: list[str], action: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, lines)
    assert states[action] == ("open", due), replies


@pytest.mark.parametrize(
    "said",
    [
        "the train arrives 7:15 not 6:40",  # no to-do of a train, none due at 6:40
        "her flight lands 7 not 6",  # a bare hour is no time to tell a to-do by
        "correction: flight gets in 7:15 not 6:30",  # the to-do is due at 6:40, not 6:30
    ],
)
async def test_a_thing_naming_no_todo_moves_nothing(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["collect Mia from the airport tues 6pm", said])
    assert states["collect Mia from the airport"] == ("open", "2026-12-08 18:00"), replies


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("actually mum lands at 7:15 not 6:40", "mum"),
        ("the train arrives 7:15, not 6:40", "train"),
        ("no wait, her bus gets in at 5:50 not 5:15", "bus"),
        ("Sam lands at 7:15pm not 6:40pm", "Sam"),
    ],
)
def test_the_reader_names_the_thing(said: str, target: str) -> None:
    tz = ZoneInfo(TZ)
    found = understanding.extract(said, now=datetime(2026, 12, 7, 10, tzinfo=tz), tz=tz)
    assert [type(i).__name__ for i in found] == ["CorrectTime"], found
    assert found[0].target == target  # type: ignore[union-attr]


@pytest.mark.parametrize("said", ["we leave at 6 not 7", "sorry, Sam works at Deloitte, not KPMG"])
def test_no_thing_or_no_clock_is_no_thing_retimed(said: str) -> None:
    tz = ZoneInfo(TZ)
    found = understanding.extract(said, now=datetime(2026, 12, 7, 10, tzinfo=tz), tz=tz)
    assert not any(isinstance(i, understanding.CorrectTime) and i.target for i in found), found

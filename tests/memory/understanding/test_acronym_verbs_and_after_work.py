"""An acronym that is a verb ("RSVP to …", "DM Kai …") starts the user's own to-do, while a
department's acronym ("HR promised …") still owns its promise; and "after work", "at work", "by
work" end no issue's topic ("collect the dry cleaning tmrw after work" is a to-do, no fix)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, ResolveEpisode
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 9, 15, tzinfo=LONDON), LONDON)  # a Wednesday morning


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("RSVP to Zara's wedding before the 20th", "me", "RSVP to Zara's wedding"),
        ("rsvp to the school trip by fri", "me", "rsvp to the school trip"),
        ("DM Kai the link tmrw", "me", "DM Kai the link"),
        ("HR promised to respond by friday", "HR", "respond"),
        ("IT will reset my password tmrw", "IT", "reset my password"),
    ],
)
def test_an_acronym_verb_is_my_todo_and_a_departments_acronym_its_promise(text: str, owner: str, action: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and (todo.owner, todo.action) == (owner, action)


@pytest.mark.parametrize(
    "text", ["collect the dry cleaning tmrw after work", "ring the school tmrw before work", "call Ade fri at work"]
)
def test_a_time_around_work_is_no_fix(text: str) -> None:
    found = read(text)
    assert not any(isinstance(i, ResolveEpisode) for i in found)
    assert any(isinstance(i, NewCommitment) for i in found)


@pytest.mark.parametrize("text", ["the printer works again", "vpn works now"])
def test_a_thing_that_works_again_is_still_fixed(text: str) -> None:
    assert [type(i) for i in read(text)] == [ResolveEpisode]

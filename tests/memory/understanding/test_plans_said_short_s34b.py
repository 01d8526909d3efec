"""Tests for blind33's plans said short (session 34, helper r2a): "imma call the harbormaster at 3"
read nothing ("imma" is "I'm going to" in one word); "tues - wire Teodoro the deposit" read nothing
(a verb the lexicon lacks was taken only right before its thing, never with whom before it); and
"sat morning i'm gonna re-shingle the shed roof" kept nothing (after a day said first, "going to"
took only verbs the lexicon knows, though "going to" is followed by a verb whatever it is)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Pacific/Auckland")
READ = Reading(datetime(2031, 3, 7, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b %H:%M")  # a Friday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("imma call the harbormaster at 3 re the fees", "call the harbormaster re the fees", "Fri 07 Mar 15:00"),
        ("imma call mum tmrw", "call mum", "Sat 08 Mar 00:00"),
        ("i'ma book the ferry fri", "book the ferry", "Fri 14 Mar 00:00"),
        ("Imma pay the plumber by 5", "pay the plumber", "Fri 07 Mar 17:00"),
    ],
)
def test_imma_is_a_plan(text: str, action: str, due: str) -> None:
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert found[0].action == action and found[0].due is not None
    assert found[0].due.start.astimezone(ZONE).strftime("%a %d %b %H:%M") == due


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sat morning i'm gonna re-shingle the shed roof", "re-shingle the shed roof"),
        ("sat i'm gonna re-shingle the roof", "re-shingle the roof"),
        ("sat morning i'm gonna reshingle the shed roof", "reshingle the shed roof"),
        ("tmrw gonna descale the kettle", "descale the kettle"),
    ],
)
def test_a_verb_the_lexicon_lacks_after_going_to(text: str, action: str) -> None:
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert found[0].action == action and found[0].due is not None


@pytest.mark.parametrize(
    "text",
    [
        "sat i'm going to the beach",
        "sat i'm gonna sleep in",
        "fri i'm going to town",
        "tmrw we're gonna be late",
        "sat i'm gonna regret this",
        "call Ima tmrw",
    ],
)
def test_going_somewhere_or_a_state_keeps_no_plan(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and "going to" in i.action.lower()]
    if text != "call Ima tmrw":
        assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tues - wire Teodoro the deposit for the cabin", "wire Teodoro the deposit for the cabin"),
        ("wire Teodoro the deposit tues", "wire Teodoro the deposit"),
        ("tmrw courier him the keys", "courier him the keys"),
        ("fri wire Mum the rent money", "wire Mum the rent money"),
    ],
)
def test_a_verb_the_lexicon_lacks_with_whom_before_the_thing(text: str, action: str) -> None:
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert found[0].action == action and found[0].due is not None


@pytest.mark.parametrize(
    "text", ["thurs Ana the new hire starts", "sat Jo the plumber comes", "mon Priya the accountant is in"]
)
def test_a_name_and_what_they_are_is_no_verb_and_its_object(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["shoot me a text tmrw", "fri courier us the samples", "tmrw wire me the deposit"])
def test_a_thing_given_to_me_is_asked_of_someone_else(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]

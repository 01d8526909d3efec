"""Tests for blind33's issue readings (session 35, r2): "check engine light just came on in the
delivery van" was kept as a to-do (a warning light that "just" came on, "lit up" or "'s on" is a
fault); "weird burning smell coming from the server closet" was asked about (how a smell strikes
the user, "weird", "nasty", says nothing of what it is)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Tijuana")
READ = Reading(datetime(2032, 11, 7, 19, 30, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("check engine light just came on in the delivery van", "delivery van check engine light"),
        ("the oil light just came on in the van", "van oil light"),
        ("tyre pressure light has just come on", "tyre pressure light"),
        ("battery light lit up on the tractor", "tractor battery light"),
        ("the oil light's now on in the ute", "ute oil light"),
    ],
)
def test_a_warning_light_just_on_is_a_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    ["the light just came on in the hallway", "the kids just came on the bus", "the new guy just came on board"],
)
def test_what_else_comes_on_is_no_fault(text: str) -> None:
    assert READ.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("weird burning smell coming from the server closet", "burning smell from the server closet"),
        ("strange smell of gas in the hallway", "smell of gas in the hallway"),
        ("really nasty drain smell in the bathroom", "drain smell in the bathroom"),
        ("funny electrical smell from the fuse box", "electrical smell from the fuse box"),
        ("odd burning smell again", "burning smell"),
    ],
)
def test_a_smell_said_with_how_it_strikes_is_a_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]


@pytest.mark.parametrize("text", ["weird smell", "this weird burning smell of a candle shop is lovely"])
def test_a_smell_of_nothing_to_fix_is_no_fault(text: str) -> None:
    assert READ.opened(text) == []

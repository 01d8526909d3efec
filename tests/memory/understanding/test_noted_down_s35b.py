"""Session 35 (blind34): "writing this down so i don't flake: …" is a note being made, not a thing
"down" as a server is down: the to-do after it is read and no problem is opened."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2031, 3, 31, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("ok writing this down so i don't flake: wire the deposit to Ngaire for the cottage by fri 5pm",
         "wire the deposit to Ngaire for the cottage"),
        ("writing this down so i don't forget: call the vet tmrw", "call the vet"),
        ("jotting it down: pay rent fri", "pay rent"),
    ],
)
def test_a_note_being_made_is_no_outage(said: str, action: str) -> None:
    got = extract(said, now=NOW, tz=TZ)
    assert [type(i) for i in got] == [NewCommitment], got
    assert got[0].action == action


def test_writing_it_down_alone_is_nothing() -> None:
    assert extract("writing this down", now=NOW, tz=TZ) == []


@pytest.mark.parametrize("said", ["the server is down", "the wiki is down again"])
def test_a_thing_down_stays_a_problem(said: str) -> None:
    assert [type(i) for i in extract(said, now=NOW, tz=TZ)] == [OpenEpisode]

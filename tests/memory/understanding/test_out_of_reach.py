"""Being out of reach, said with where the user will be ("i'll be out on the fishing boat all wed, no
signal"), is no outage to keep and nothing to ask about (session 38, blind36's commitments); a place's
own missing wifi, said without a stay, is still an issue."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, extract

CAYMAN = ZoneInfo("America/Cayman")
NOW = datetime(2031, 1, 27, 19, 45, tzinfo=CAYMAN)  # a Monday evening


@pytest.mark.parametrize(
    "text",
    [
        "i'll be out on the fishing boat all wed, no signal",
        "i'll be at the cabin all weekend, no reception",
        "i'm in the bush till fri, no signal",
        "we'll be up at the lake for the weekend so no wifi",
        "i'll be away all sat - no cell service",
    ],
)
def test_no_signal_where_the_user_will_be_keeps_nothing(text: str) -> None:
    assert extract(text, now=NOW, tz=CAYMAN) == []


def test_what_is_said_after_the_note_is_still_read() -> None:
    found = extract("i'll be out on the boat all wed, no signal, so call Tom tmrw", now=NOW, tz=CAYMAN)
    assert [(type(i), i.action) for i in found if isinstance(i, NewCommitment)] == [(NewCommitment, "call Tom")]
    assert not any(isinstance(i, OpenEpisode) for i in found)


def test_a_place_without_wifi_said_with_no_stay_is_still_an_issue() -> None:
    found = extract("i'm at the office, no wifi", now=NOW, tz=CAYMAN)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["wifi"]


@pytest.mark.parametrize("text", ["no signal up at the cabin again", "still no wifi back at the office"])
def test_a_thing_said_missing_is_never_back(text: str) -> None:
    # "no signal up …", "still no wifi back …": never "signal is back up", which would resolve an open issue
    assert not any(isinstance(i, ResolveEpisode) for i in extract(text, now=NOW, tz=CAYMAN))

"""Wrong stores the round's helpers saw and the lead fixed (session 33): "my visa runs out on the 30th"
was kept as the done to-do "visa runs" (a lapse, which recap offers to renew), and "Kofi takes the bins
out on mondays" as a done "Kofi takes the bins" (a habit: nothing done)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, OpenEpisode
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 8, 9, 0, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    "text",
    [
        "my visa runs out on the 30th",
        "the lease runs out end of jan",
        "Kofi takes the bins out on mondays",
        "Sam takes the dog out every morning",
        "i always pay the rent on the 1st",
        "mum usually sends the cards out",
    ],
)
def test_a_lapse_or_a_habit_is_nothing_done_nor_out_of_order(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment | OpenEpisode) for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("the wifi is out", OpenEpisode),
        ("power's out again", OpenEpisode),
        ("the newsletter went out", CompleteCommitment),
    ],
)
def test_a_thing_out_still_reads_as_before(text: str, kind: type) -> None:
    [read] = READ(text)
    assert isinstance(read, kind), read


@pytest.mark.parametrize("text", ["2 pick up", "bins pick up", "parcel pick up"])
def test_a_phrasal_verb_ending_the_words_is_nothing_back_up(text: str) -> None:
    assert not any(type(i).__name__ == "ResolveEpisode" for i in READ(text)), READ(text)


@pytest.mark.parametrize("text", ["the site is up", "wifi back up", "staging back up"])
def test_a_thing_back_up_is_still_resolved(text: str) -> None:
    assert [type(i).__name__ for i in READ(text)] == ["ResolveEpisode"]

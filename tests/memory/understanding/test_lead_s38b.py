"""The lead's second round of session 38: a skip is a builder's bin ("skip bin gets delivered
monday" cancelled a to-do "bin gets" and finished one "delivered monday"), while "skip the gym
tmrw" still calls the gym off."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import CancelCommitment, CompleteCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
READ = Reading(datetime(2027, 10, 27, 13, 5, tzinfo=ZONE), ZONE, fmt="%a %d %b")


def test_a_skip_bin_is_no_verb() -> None:
    found = READ("skip bin gets delivered monday")
    assert not [i for i in found if isinstance(i, CancelCommitment | CompleteCommitment)], found


def test_skip_the_gym_still_calls_it_off() -> None:
    assert [i.action for i in READ("skip the gym tmrw") if isinstance(i, CancelCommitment)] == ["gym"]

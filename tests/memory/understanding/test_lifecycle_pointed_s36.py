"""Session 36 (blind34 corrections 13, lifecycle 24): a change said of the to-do just talked about.

- a deadline with its thing left out or "it" ("ugh, has to be booked by tonite actually", "needs
  sending b4 noon", "that's gotta be paid by the 3rd"): the to-do just talked about, moved there;
  someone's own deadline ("Ana has to be at work by 9") is no such move;
- a plan pointed back to with "that"/"this", said dead ("so that call's dead", "this trip is
  history"): called off; "the printer's dead" stays a broken thing.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, MoveCommitment, OpenEpisode, extract

TZ = ZoneInfo("Africa/Juba")
NOW = datetime(2031, 7, 9, 11, 40, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("ugh, has to be booked by tonite actually", date(2031, 7, 9)),
        ("actually it has to be booked by tonight", date(2031, 7, 9)),
        ("it needs to be sent by tonight", date(2031, 7, 9)),
        ("needs booking by tonight", date(2031, 7, 9)),
        ("actually needs to be booked by fri", date(2031, 7, 11)),
        ("that's gotta be paid by the 3rd", date(2031, 8, 3)),
    ],
)
def test_a_deadline_of_the_to_do_just_said_moves_it(said: str, day: date) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), said
    assert found[0].action == "that"
    assert found[0].due is not None and found[0].due.last_moment.astimezone(TZ).date() == day


@pytest.mark.parametrize("said", ["Ana has to be at work by 9", "needs to be booked"])
def test_someones_own_deadline_or_no_day_moves_nothing(said: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in extract(said, now=NOW, tz=TZ)), said


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("hail claim withdrawn, damage was under the deductible anyway so that call's dead", "call"),
        ("that call's dead", "call"),
        ("that trip is history", "trip"),
        ("so this plan's toast", "plan"),
    ],
)
def test_a_plan_pointed_back_to_said_dead_is_called_off(said: str, action: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [CancelCommitment(action)], said


@pytest.mark.parametrize("said", ["the printer's dead", "my phone is dead"])
def test_a_thing_dead_is_broken(said: str) -> None:
    assert [type(i) for i in extract(said, now=NOW, tz=TZ)] == [OpenEpisode], said


@pytest.mark.parametrize("said", ["eh make it the 16th", "ehh make it the 16th", "hmm make it the 16th"])
def test_a_hesitation_before_a_new_day_is_part_of_the_corrections_lead(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and type(found[0]).__name__ == "CorrectTime", said


@pytest.mark.parametrize("said", ["eh whatever", "eh it's fine"])
def test_a_hesitation_alone_is_nothing(said: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [], said


def test_abt_is_about_a_function_word() -> None:
    from memory.words import content_words

    assert content_words("call Ladu abt the borehole") == content_words("call Ladu about the borehole")

"""The lead's second round of session 38, from conversations: a skip bin is no verb, a day after
"re" is no due, "half 4 not half 3" is a time, and "she's off" is someone away."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    CorrectTime,
    MoveCommitment,
    NewCommitment,
    Unclear,
)
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
READ = Reading(datetime(2027, 10, 27, 13, 5, tzinfo=ZONE), ZONE, fmt="%a %d %b")


def test_a_skip_bin_is_no_verb() -> None:
    found = READ("skip bin gets delivered monday")
    assert not [i for i in found if isinstance(i, CancelCommitment | CompleteCommitment)], found


def test_skip_the_gym_still_calls_it_off() -> None:
    assert [i.action for i in READ("skip the gym tmrw") if isinstance(i, CancelCommitment)] == ["gym"]


def test_a_day_after_re_is_no_due() -> None:
    """ "call mum re xmas" was due on Christmas Day with the action "call mum re": the day after
    "re"/"about" is what the to-do is about, offered as said with no due."""
    found = READ("call mum re xmas")
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    assert found[0].proposal == NewCommitment("call mum re xmas", "me", None, None)
    found = READ("email jo re the friday meeting")
    assert found[0].proposal == NewCommitment("email jo re the friday meeting", "me", None, None), found


def test_re_under_a_day_heading_takes_the_headings_day() -> None:
    found = READ("ok so tmrw: dentist 9, pick up dry cleaning, call mum re xmas")
    todos = {i.action: READ.when(i) for i in found if isinstance(i, NewCommitment)}
    assert todos == {"dentist": "Thu 28 Oct", "pick up dry cleaning": "Thu 28 Oct", "call mum re xmas": "Thu 28 Oct"}


def test_half_past_put_right_is_a_time() -> None:
    """ "sorry it's half 4 not half 3" (British and Irish "half past") put the time right; it was
    read as a name put right ("I have nothing that says half 3")."""
    found = READ("sorry it's half 4 not half 3")
    assert len(found) == 1 and isinstance(found[0], CorrectTime), found
    assert found[0].new_text == "4:30" and found[0].old is not None and found[0].old.text == "3:30", found


def test_she_is_off_is_someone_away_never_a_cancel() -> None:
    """ "1:1 with jess moved to next week, she's off": why, never a cancel of a to-do "she" (the
    reply said "I found no open commitment matching “she”"); "it's off" still calls it off."""
    found = READ("1:1 with jess moved to next week, she's off")
    assert [type(i) for i in found] == [MoveCommitment], found
    assert READ("they're off today") == []
    assert [type(i) for i in READ("it's off")] == [CancelCommitment]


"""Families of corrections (and their look-alikes) from the blind8 failures, each with wordings
of our own that appear in no corpus:

- *what was wrong, named in the lead*: "wrong number, it's …", "wrong digits — …": the named
  thing is part of the lead, never of the value;
- *a date or a time written any way, then the wrong one*: "7/4 not 6/4", "half 10 not 10",
  "quarter to 5, not 5": each side read whole by the timex, not only "4pm"/"10:30" shapes;
- *a value pair that is not plain words*: "u12s not u10s", a department's role
  ("operations manager", never operation's manager), a pair with an excuse after it ("…, I
  always mix them up"), a role with "there" after it;
- look-alikes that correct nothing or something else: an apology for the messages, marking
  essays by a deadline (a teacher's to-do, no tick), a group ("other people") never a name.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    CorrectTime,
    CorrectValue,
    NewCommitment,
    Question,
    RenameCommitment,
    extract,
)
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2027, 10, 29, 17, 30, tzinfo=TZ)  # a Friday


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _value(text: str) -> CorrectValue:
    """The value put right, directly or as what a rename otherwise means."""
    read = _read(text)
    assert len(read) == 1, read
    found = read[0]
    if isinstance(found, RenameCommitment):  # "not office manager, operations manager": no such to-do, a value
        assert found.otherwise is not None
        found = found.otherwise[0]
    assert isinstance(found, CorrectValue), found
    return found


@pytest.mark.parametrize(
    ("text", "value"),
    [("wrong number, its 902-555-0181", "902-555-0181"),
     ("wrong digits, it's 07700 900461", "07700 900461"),
     ("Wrong number — 0161 496 0000", "0161 496 0000"),
     ("wrong email, its aoife.byrne@example.ie", "aoife.byrne@example.ie"),
     ("wrong postcode, it's D08 XY12", "D08 XY12"),
     ("wrong nr, 555 0199 🙈", "555 0199")],
)
def test_what_was_wrong_is_part_of_the_lead(text: str, value: str) -> None:
    found = _value(text)
    assert (found.subject, found.predicate, found.value) == ("", "", value)


@pytest.mark.parametrize(
    "text",
    ["wrong number, they hung up", "wrong number again lol", "wrong day for it tbh"],
)
def test_a_wrong_number_that_puts_nothing_right(text: str) -> None:
    assert not any(isinstance(i, (CorrectValue, CorrectTime)) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "day", "old_day"),
    [("sorry 7/4 not 6/4", 7, 6),
     ("12/11 not 11/11", 12, 11),
     ("oops the 3rd not the 2nd", 3, 2),
     ("no, 5 Nov not 4 Nov", 5, 4),
     ("sorry, thurs 4th not wed 3rd", 4, 3)],
)
def test_a_date_and_the_wrong_one(text: str, day: int, old_day: int) -> None:
    (found,) = _read(text)
    assert isinstance(found, CorrectTime) and found.new is not None and found.old is not None
    assert found.new.start.astimezone(TZ).day == day and found.old.start.astimezone(TZ).day == old_day


@pytest.mark.parametrize(
    ("text", "clock", "old"),
    [("half 10 not 10", "10:30", "10"),
     ("Half 7, not 7", "7:30", "7"),
     ("quarter to 5 not 5", "4:45", "5"),
     ("sorry, half past 2 not 2", "2:30", "2"),
     ("20 past 6 not 6", "6:20", "6")],
)
def test_a_time_of_day_written_any_way_and_the_wrong_one(text: str, clock: str, old: str) -> None:
    """The time as a clock, its half of the day left to the to-do's own time (not the next 7:30 from now)."""
    (found,) = _read(text)
    assert isinstance(found, CorrectTime)
    assert (found.new_text, found.new, found.old_text) == (clock, None, old)


def test_a_time_said_with_its_half_of_the_day_keeps_it() -> None:
    (found,) = _read("noon not 11")
    assert isinstance(found, CorrectTime) and found.new is not None and found.old_text == "11"
    assert found.new.start.astimezone(TZ).hour == 12


@pytest.mark.parametrize(
    ("text", "value", "old"),
    [("u12s not u10s", "u12s", "u10s"),
     ("B2 not B3", "B2", "B3"),
     ("not office manager, operations manager", "operations manager", "office manager"),
     ("accounts manager, not sales lead", "accounts manager", "sales lead"),
     ("banamex not banorte, i always mix them up", "banamex", "banorte"),
     ("Ngata not Ngati, I keep getting them muddled up", "Ngata", "Ngati"),
     ("events manager not venue coordinator", "events manager", "venue coordinator")],
)
def test_a_value_pair_that_is_not_plain_words(text: str, value: str, old: str) -> None:
    found = _value(text)
    assert (found.subject, found.value, found.old) == ("", value, old)


@pytest.mark.parametrize(
    ("text", "value"),
    [("shes events manager there, not wedding coordinator", "events manager"),
     ("no, he's head chef there", "head chef"),
     ("no, she's the practice manager here", "practice manager"),
     ("sorry, he's deputy head there too", "deputy head")],
)
def test_a_role_said_with_a_word_pointing_back(text: str, value: str) -> None:
    found = _value(text)
    assert (found.predicate, found.value) == ("role", value)


@pytest.mark.parametrize(
    "text",
    ["sorry for all the msgs today", "soz for the spam lol", "sorry about all these texts",
     "sorry for the wall of text", "apologies — sorry for the many messages"],
)
def test_an_apology_for_the_messages_corrects_nothing(text: str) -> None:
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("mark the 2nd year essays by the 24th", "mark the 2nd year essays"),
     ("mark the mocks before friday", "mark the mocks"),
     ("Mark 9C's coursework by thurs", "Mark 9C's coursework"),
     ("mark the lab reports by next wednesday", "mark the lab reports"),
     ("mark y11 essays by the 5th", "mark y11 essays")],
)
def test_marking_by_a_deadline_is_a_to_do(text: str, action: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, NewCommitment) and found.action == action and found.due is not None


@pytest.mark.parametrize("text", ["mark the invoice done", "mark the gas bill as complete", "tick off the gas bill"])
def test_marking_done_is_still_a_tick(text: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, CompleteCommitment)


@pytest.mark.parametrize(
    "text",
    ["what am I waiting on from other people", "what am i waiting for from everyone else",
     "what do other folks owe me", "what are the others doing for me", "what am I waiting on from the team"],
)
def test_a_group_is_no_name(text: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, Question) and found.kind == "theirs" and found.subject is None


def test_one_name_still_is() -> None:
    (found,) = _read("what am I waiting on from Priya")
    assert isinstance(found, Question) and found.subject == "Priya"


async def test_played_through_a_real_store(tmp_path: Path) -> None:
    """What each correction stores after what it corrects, as the bench plays it."""
    cases = [
        {"before": ["Siobhán's pager number is 087-555-0142"], "say": "wrong digits, it's 087-555-0124",
         "expect": {"corrected": [{"subject": "Siobhán", "predicate": "pager number", "value": "087-555-0124"}]}},
        {"before": ["collect the Okafor twins 8/11"], "say": "sorry 9/11 not 8/11",
         "expect": {"moved": [{"action": "collect the Okafor twins", "due": "2027-11-09"}]}},
        {"before": ["set out the cones saturday 9am"], "say": "half 9 not 9",
         "expect": {"moved": [{"action": "set out the cones", "due": "2027-10-30T09:30"}]}},
        {"before": ["Tadhg is the new u14s manager"], "say": "u16s not u14s",
         "expect": {"corrected": [{"subject": "Tadhg", "predicate": "role", "value": "u16s manager"}]}},
        {"before": ["Wanjiru is the new office manager"], "say": "not office manager, operations manager",
         "expect": {"corrected": [{"subject": "Wanjiru", "predicate": "role", "value": "operations manager"}]}},
        {"before": ["ship the samples to Cork 11/11"], "say": "sorry for all the msgs today", "expect": {}},
        {"before": ["Olamide will send the minutes monday", "order chairs from Ruairí by tuesday"],
         "say": "what am I waiting on from other people",
         "expect": {"answer": ["Olamide"], "answer_excludes": ["chairs"]}},
    ]
    assert await failures(tmp_path, "2027-10-29T17:30:00+01:00", "Europe/Dublin", cases) == []

"""Tests for the readings added in session 49 (t2): Swahili "kesho"/"kesho kutwa"; Pidgin "no be X, na
Y" as a correction; "make it/make am <day>, <why>" and a plea said first moving the to-do just talked
about; a bare attribute put right with its old value; a past change's day of the month put right
across a month's edge; an occasion with where it is (or a numbered thing in its to-do) kept as one
to-do; "fixin' to" before any verb; a simile said last; a lead time said with "out"."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, NewCommitment, OpenEpisode, StateClaim
from memory.understanding._numbered_label import without_labels
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

NAIROBI = ZoneInfo("Africa/Nairobi")
READ = Reading(datetime(2034, 3, 8, 9, 15, tzinfo=NAIROBI), NAIROBI, fmt="%a %d %H:%M")  # a Wednesday
NOW, TZ = "2034-03-08T09:15:00+03:00", "Africa/Nairobi"


def _todos(text: str) -> list[tuple[str, str | None]]:
    return [(i.action, READ.when(i)) for i in READ(text) if isinstance(i, NewCommitment)]


# ----------------------------------------------------------------- kesho, kesho kutwa


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("kesho collect the soil samples from bed 4", ("collect the soil samples from bed 4", "Thu 09 00:00")),
        ("by 5 kesho send Wanjiku the rota", ("send Wanjiku the rota", "Thu 09 17:00")),
        ("Otieno gonna fix the pump kesho", ("fix the pump", "Thu 09 00:00")),
        ("kesho kutwa clean up the seed store", ("clean up the seed store", "Fri 10 00:00")),
        (
            "kesho kutwa the auditor from Kisumu comes, tidy the filing room",
            ("tidy the filing room", "Fri 10 00:00"),
        ),
    ],
)
def test_kesho_is_tomorrow_and_kesho_kutwa_the_day_after(text: str, todo: tuple[str, str]) -> None:
    """Swahili "kesho" (tomorrow) and "kesho kutwa" (the day after tomorrow) date the to-do."""
    found = _todos(text)
    assert todo[0] in [a for a, _ in found], found
    assert dict(found)[todo[0]] in (todo[1], todo[1].replace(" 00:00", " 23:59")), found


def test_kesho_is_a_date_word_only_alone() -> None:
    """A word that merely starts with "kesho" is nothing of the date reader's."""
    assert _todos("call the keshoo guy") == [] or all(due is None for _, due in _todos("call the keshoo guy"))


# ----------------------------------------------------------------- "no be X, na Y"


@pytest.mark.parametrize(
    ("before", "say", "expect"),
    [
        (
            "re-wire the studio lights by friday",
            "no be friday, na monday",
            {"moved": [{"action": "re-wire the studio lights", "due": "2034-03-13"}]},
        ),
        (
            "Chidi lives in Enugu",
            "no be Enugu, na Onitsha",
            {"corrected": [{"subject": "Chidi", "predicate": "location", "value": "Onitsha"}]},
        ),
        (
            "Chidi lives in Enugu",
            "e no be Enugu, na Aba",
            {"corrected": [{"subject": "Chidi", "predicate": "location", "value": "Aba"}]},
        ),
    ],
)
async def test_pidgin_no_be_x_na_y_puts_x_right(tmp_path: Path, before: str, say: str, expect: dict) -> None:
    """ "no be monday, na wednesday" is "not monday, wednesday": the old value put right."""
    case = {"before": [before], "say": say, "expect": expect}
    assert await failures(tmp_path, NOW, TZ, [case]) == []


@pytest.mark.parametrize("text", ["no be small thing, na big wahala", "na Onitsha", "we no be one, na two"])
def test_pidgin_na_alone_is_no_todo(text: str) -> None:
    """No to-do named "na" or "big wahala": the Pidgin is never kept as a to-do."""
    assert not any(isinstance(i, NewCommitment) for i in READ(text)), READ(text)


# ----------------------------------------------------------------- "make it <day>, <why>"


@pytest.mark.parametrize(
    ("before", "say", "due"),
    [
        (
            "tune the harp in the foyer fri 10am",
            "abeg make it sat same time, the choir rehearse friday morning",
            "2034-03-11T10:00",
        ),
        (
            "service the boiler at the clinic end of the month",
            "make am end of next month, the parts never come",
            "2034-04-30",
        ),
        ("service the boiler at the clinic end of the month", "make it end of next month, parts delayed", "2034-04-30"),
        ("tune the harp in the foyer fri 10am", "pls, do it mon instead, the hall is booked", "2034-03-13T10:00"),
    ],
)
async def test_make_it_a_day_with_why_after_moves_the_todo(tmp_path: Path, before: str, say: str, due: str) -> None:
    """A day put first after "make it"/"make am" (a plea before it or not), with why after the comma,
    moves the to-do just talked about; the why is no to-do of its own."""
    action = before.rsplit(" fri", 1)[0].rsplit(" end of", 1)[0]
    case = {"before": [before], "say": say, "expect": {"moved": [{"action": action, "due": due}]}}
    assert await failures(tmp_path, NOW, TZ, [case]) == []


@pytest.mark.parametrize("text", ["make it a good one, friday is the big day", "abeg, the hall is booked"])
def test_make_it_without_a_day_moves_nothing(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) and i.action == "that" for i in READ(text)), READ(text)


# ----------------------------------------------------------------- a bare attribute put right with its old value


@pytest.mark.parametrize(
    "say", ["code is 5582 sorry, not 5528", "sorry, code is 5582 not 5528", "code is 5582 not 5528"]
)
async def test_a_bare_attribute_put_right_with_its_old_value(tmp_path: Path, say: str) -> None:
    """ "code is 4417 sorry, not 4471": the code put right to 4417, never "4417 not 4471"."""
    case = {
        "before": ["the store room code is 5528"],
        "say": say,
        "expect": {"corrected": [{"subject": "store room", "predicate": "code", "value": "5582"}]},
    }
    assert await failures(tmp_path, NOW, TZ, [case]) == []


# ----------------------------------------------------------------- a past change's day put right


@pytest.mark.parametrize(
    ("before", "say", "since"),
    [
        # "monday" is 27 Feb: "the 1st" is the next day, across the month's edge
        ("Wambui became head nurse on monday", "nope, that was the 1st", "2034-03-01"),
        ("Wambui became head nurse on the 20th", "no, that was the 5th", "2034-02-05"),  # its own month's
        ("Wambui became head nurse on the 2nd", "no, it was the 28th", "2034-02-28"),
    ],
)
async def test_a_past_change_s_day_put_right_is_the_nearest(tmp_path: Path, before: str, say: str, since: str) -> None:
    """The day of the month put right is the one nearest the old date (never after today)."""
    case = {
        "before": [before],
        "say": say,
        "expect": {"corrected": [{"subject": "Wambui", "predicate": "role", "value": "head nurse", "from": since}]},
    }
    assert await failures(tmp_path, NOW, TZ, [case]) == []


# ----------------------------------------------------------------- an occasion, then its to-do


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("thurs week Amani's visa interview at the Berlin embassy, buy his bus ticket", {"bus", "interview"}),
        ("fri 3pm Njeri's thesis committee, read her chapter 4 first", {"chapter 4", "committee"}),
        ("saturday Kip's graduation in Eldoret, book the hotel", {"hotel", "graduation"}),
        ("next tues Kip's graduation at the university, book the hotel", {"hotel", "graduation"}),
    ],
)
def test_an_occasion_with_its_place_then_a_todo_is_one_todo(text: str, words: set[str]) -> None:
    """A dated occasion (where it is said after it, a numbered thing in the to-do) then a to-do: one
    to-do for the occasion, never the occasion kept as a to-do of its own."""
    found = _todos(text)
    assert len(found) == 1 and all(w in found[0][0] for w in words), found
    assert not found[0][0].endswith(" first for"), found


def test_a_numbered_thing_is_no_time() -> None:
    assert without_labels("need to read her chapter 3 first") == "need to read her chapter  first"
    assert without_labels("gym at 6") == "gym at 6"


def test_a_list_under_a_day_still_cuts_at_each_time() -> None:
    """The day's list with items at their own times is still cut item by item."""
    found = _todos("tomorrow: gym at 7, standup at 9:30, lunch w/ Priya at 1")
    assert [a for a, _ in found] == ["gym", "standup", "lunch with Priya"], found


# ----------------------------------------------------------------- "fixin' to", similes, lead times


@pytest.mark.parametrize(
    "text", ["y'all have a good one, I'm fixin' to head to the market", "I'm fixin' to head out", "fixin to go home"]
)
def test_fixin_to_before_any_verb_is_no_fact(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in READ(text)), READ(text)


def test_fixin_to_before_a_todo_verb_is_the_todo() -> None:
    assert [a for a, _ in _todos("I'm fixin' to call Dewey tmrw")] == ["call Dewey"]


@pytest.mark.parametrize(
    "text", ["tool room swept clean as a whistle", "tool room swept, neat as a pin", "van fixed, good as new"]
)
def test_a_simile_said_last_is_no_todo(text: str) -> None:
    found = READ(text)
    assert not any(isinstance(i, NewCommitment) for i in found), found


@pytest.mark.parametrize(
    "text",
    ["bells ordered, three weeks out they reckon", "parts ordered, 2 or 3 weeks out", "tiles ordered, a month out"],
)
def test_a_lead_time_with_out_is_nothing_sent_or_down(text: str) -> None:
    """Only the order is done: "three weeks out" is how long till it comes."""
    found = READ(text)
    assert all(isinstance(i, CompleteCommitment) for i in found) and len(found) == 1, found
    assert not any(isinstance(i, OpenEpisode) for i in found), found


@pytest.mark.parametrize("text", ["the newsletter is out", "wifi's out"])
def test_a_thing_out_is_still_read(text: str) -> None:
    assert READ(text), text

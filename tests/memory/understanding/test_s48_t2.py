"""Tests for the readings added in session 48 (t2): a new day said first and alone moves the to-do
just talked about; a promise made to no one named; "before/after photos" beside a dated
circumstance; an undated to-do beside a numeric date read both ways."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.commitments import sole_fit
from memory.model import Commitment, CommitmentStatus, Source
from memory.predicate_alias import attribute_said_whole
from memory.understanding import MoveCommitment, NewCommitment, Unclear
from memory.understanding._fix_request import without_fix_request
from memory.understanding._lifecycle import SAME_TIME_MARK
from memory.understanding._patois import creole_as_english
from tests.memory.test_claims import claim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Manaus")
READ = Reading(datetime(2032, 2, 16, 9, 30, tzinfo=ZONE), ZONE, fmt="%a %d")  # a Monday


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("fri, payroll run late", "Fri 20"),
        ("the 24th, welder say he need more time", "Tue 24"),
        ("thurs, the parts haven't arrived", "Thu 19"),
        ("end of next month now, parts delayed", "Wed 31"),
        ("do it tmrw instead, the scope free up", "Tue 17"),
        ("fri instead, bro", "Fri 20"),
        ("by the 22nd is better, the inspector comes the 23rd", "Sun 22"),
        ("wed now", "Wed 18"),
        ("to 4:30", "Mon 16"),
        ("8:45 then, she at prayer meeting till half 8", "Mon 16"),
    ],
)
def test_a_day_said_first_and_alone_moves_the_todo_just_talked_about(text: str, day: str) -> None:
    """A day said first with a mark of change ("instead", "now", "then", "is better") or a reason
    things are late after it moves the to-do just talked about ("that"), never a new to-do."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert found[0].action == "that" and READ.when(found[0]) == day, found


@pytest.mark.parametrize("text", ["sun same time instead", "it's sun now, same time", "sun, same time"])
def test_a_day_said_alone_with_same_time_keeps_the_time(text: str) -> None:
    """"sun same time instead": the move keeps the to-do's time of day."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert found[0].action == "that" and found[0].due.text.endswith(SAME_TIME_MARK), found


@pytest.mark.parametrize(
    "text",
    [
        "fri, dentist at 3",  # a to-do's day, said first
        "tmrw instead, need to call Bob first",  # a to-do of its own after the comma
        "it's friday!",  # the day as it goes
        "it's 4pm now",  # the time as it goes
        "fri, lovely weather",  # no reason anything is late
        "sat, beach with the kids",
        "to 4:30, then the ferry",
        "thursday is better",  # any plan's day; "by the 22nd is better" is a deadline's
    ],
)
def test_a_day_said_first_without_a_mark_moves_nothing(text: str) -> None:
    """A day said first with no mark of change and no reason for lateness moves nothing."""
    found = READ(text)
    assert not any(isinstance(i, MoveCommitment) and i.action == "that" for i in found), found


EIRUNEPE = ZoneInfo("America/Eirunepe")
SAT = Reading(datetime(2033, 4, 30, 20, 45, tzinfo=EIRUNEPE), EIRUNEPE, fmt="%a %d %b")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("I promised I'd watch the match on monday", ("watch the match", "Mon 02 May")),
        ("promised I would water the plants", ("water the plants", None)),
        ("i promised that i'll fix the gate tmrw", ("fix the gate", "Sun 01 May")),
    ],
)
def test_a_promise_made_to_no_one_named_is_a_todo(text: str, todo: tuple[str, str | None]) -> None:
    """"I promised I'd X": the user's to-do X, never nothing nor "promised I'd X" as its action."""
    assert SAT.todos(SAT(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "she promised she'd call", "I promised myself I'd stop smoking",
        "in a fortnight is Rahel's interview, promised I'd drive her",  # whom "her" is: asked, never "drive her"
    ],
)
def test_others_promises_and_vows_to_self_stay_as_they_were(text: str) -> None:
    """Someone else's promise, or one to oneself, is no to-do of the user's made here."""
    assert not [i for i in SAT(text) if isinstance(i, NewCommitment) and i.owner == "me"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("may 20 the funders visit, put together the before/after photos",
         ("put together the before/after photos", "Fri 20 May")),
        ("mum arrives sat, print the before and after pics", ("print the before and after pics", "Sat 07 May")),
    ],
)
def test_before_and_after_as_a_kind_of_thing_takes_the_day(text: str, todo: tuple[str, str | None]) -> None:
    """"before/after photos" is a kind of photos, pointing back at no day: the to-do takes the
    circumstance's day."""
    assert SAT.todos(SAT(text)) == [todo]


def test_a_todo_said_after_before_still_points_back() -> None:
    """"…, print the photos before": before the head's day, which is left to the reader of "before"."""
    assert SAT.todos(SAT("mum arrives sat, print the photos before")) != [("print the photos", "Sat 07 May")]


@pytest.mark.parametrize(
    "text",
    [
        "6/7 the boat engine gets serviced so no clinic, warn the villages",
        "the boat gets serviced 6/7, warn the villages",
        "3/4 the hall is booked, tell the choir",
    ],
)
def test_an_undated_todo_beside_a_numeric_date_read_both_ways_is_asked(text: str) -> None:
    """A numeric date read both ways in a clause read as nothing leaves the to-do beside it asked
    about, never kept undated."""
    found = SAT(text)
    assert found and not [i for i in found if isinstance(i, NewCommitment)], found
    assert any(isinstance(i, Unclear) and i.proposal is not None for i in found), found


@pytest.mark.parametrize(
    "text", ["the boat gets serviced 6/7, warn the villages by tmrw", "the boat gets serviced 31/10, warn the villages"]
)
def test_a_todo_dated_or_beside_a_readable_date_is_kept(text: str) -> None:
    """A to-do with its own day, or beside a numeric date that reads one way, is kept as before."""
    assert [i for i in SAT(text) if isinstance(i, NewCommitment)], SAT(text)


@pytest.mark.parametrize(
    "text",
    [
        "the day before yesterday now", "since feb now", "from the 21st then", "make it 2 days later",
        "make it next tues",
    ],
)
def test_a_day_gone_or_a_fact_start_moves_no_todo(text: str) -> None:
    """A day gone, when a fact began ("since feb now"), or a day in doubt ("next tues" said on a Monday)
    is no to-do's new day read here."""
    assert not any(isinstance(i, MoveCommitment) and i.action == "that" for i in READ(text)), READ(text)


KHANDYGA = ZoneInfo("Asia/Khandyga")
TUE = Reading(datetime(2035, 2, 6, 7, 10, tzinfo=KHANDYGA), KHANDYGA, fmt="%a %d %b")


@pytest.mark.parametrize(
    "text",
    [
        "the lovo is on the 14th not the 10th, fix it",
        "the lovo is on the 14th not the 10th - pls fix that",
        "the lovo is on the 14th not the 10th, can you update it",
    ],
)
def test_a_request_to_fix_after_a_correction_is_no_todo(text: str) -> None:
    """"…, fix it" after a correction is how it was said: the correction alone, no to-do "fix …"."""
    found = TUE(text)
    assert found and not [i for i in found if isinstance(i, NewCommitment)], found


@pytest.mark.parametrize(
    "text", ["the gate's broken, fix it", "Tom's bike has a flat, can you fix it", "need to fix it, the gate's broken"]
)
def test_a_request_to_fix_a_thing_is_kept(text: str) -> None:
    """"the gate's broken, fix it": a repair asked for, left as typed."""
    assert without_fix_request(text) == text


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("by the 15th fill in the tax thing fuh Barbados revenue", "fill in the tax thing for Barbados revenue"),
        ("buy rum cake fuh Seu Josimar's birthday by the 5th", "buy rum cake for Seu Josimar's birthday"),
        ("second tuesday of may the health council, I presenting the numbers", "present the numbers"),
    ],
)
def test_caribbean_for_and_dropped_am_read_as_english(text: str, action: str) -> None:
    """Bajan "fuh" is "for"; "I presenting" is "I'm presenting" (the creoles leave "am" out)."""
    assert [a for a, _ in SAT.todos(SAT(text))] == [action]


@pytest.mark.parametrize("text", ["what am I doing tmrw", "I bring the chairs", "i thinking bout it"])
def test_i_with_a_verb_is_left_where_english(text: str) -> None:
    """"am I doing" asks; no "-ing" after "I" is put right where English has it."""
    assert not [i for i in SAT(text) if isinstance(i, NewCommitment) and "ing" in i.action.split()[0]]


def test_an_attribute_said_whole_names_the_one_subject_keeping_it() -> None:
    """"flight number is actually FJ 915" (read as the flight's number) after "Mere's flight number is
    FJ 911" puts right Mere's flight number; with two people's, or a kept "flight", nothing is chosen."""
    mere = claim("FJ 911", observed="2035-02-06", subject="Mere", predicate="flight number")
    assert attribute_said_whole("flight", "number", [mere]) == ("Mere", "flight number")
    sione = claim("FJ 410", observed="2035-02-06", subject="Sione", predicate="flight number")
    assert attribute_said_whole("flight", "number", [mere, sione]) is None
    flight = claim("late", observed="2035-02-06", subject="flight", predicate="status")
    assert attribute_said_whole("flight", "number", [mere, flight]) is None
    assert attribute_said_whole("Mere", "phone", [mere]) is None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("drop the fuel samples at the lab", "drop the fuel samples at the lab"),
        ("drop the kids at school", "drop the kids at school"),
        ("drop the keys at Sam's", "drop the keys at Sam's"),
    ],
)
def test_dropping_a_thing_at_a_place_is_a_todo(text: str, action: str) -> None:
    """"drop the samples at the lab": taken there, a to-do, never a to-do called off."""
    assert [a for a, _ in READ.todos(READ(text))] == [action]


@pytest.mark.parametrize("text", ["drop the yoga class", "drop the spanish class"])
def test_dropping_a_thing_alone_still_calls_it_off(text: str) -> None:
    """"drop the yoga class": called off, as before."""
    assert not READ.todos(READ(text))


def test_an_irregular_noun_names_its_verbs_todo() -> None:
    """"flight's now the 22nd" names "fly out to Yakutsk": "flight" is the noun of "fly"."""
    at = datetime(2033, 1, 10, tzinfo=ZONE)
    todo = Commitment(1, "u", "fly out to Yakutsk", "me", None, None, None, CommitmentStatus.ACCEPTED, at,
                      Source(1, "chat", 1.0))
    assert sole_fit("flight", [todo]) == [todo]
    assert sole_fit("flight", [replace(todo, action="book the hotel in Yakutsk")]) == []


@pytest.mark.parametrize(
    ("text", "days"),
    [("bumped back a week, cables not arrive", 7), ("pushed back a fortnight", 14), ("moved out 3 days", 3)],
)
def test_a_shift_said_with_its_particle_alone_moves_the_todo_just_talked_about(text: str, days: int) -> None:
    """"pushed back a week": "back" names no thing; the to-do just talked about moves by the amount."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert found[0].action == "that" and found[0].shift is not None and found[0].shift.days == days, found


def test_a_shift_naming_its_thing_still_names_it() -> None:
    """"the audit got pushed back a week": the audit, as before."""
    found = READ("the audit got pushed back a week")
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == ["audit"], found


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("done wid the float inspection, no cracks", "done with the float inspection, no cracks"),
        ("leh we drop the generator rental", "let's drop the generator rental"),
        ("Devon's school shoes deh in the post", "Devon's school shoes is in the post"),
        ("buy rum cake fuh Seu Josimar's birthday", "buy rum cake for Seu Josimar's birthday"),
    ],
)
def test_caribbean_words_no_english_word_is_like_read_as_english(typed: str, english: str) -> None:
    """"wid", "leh we", "deh in", "fuh": put as English wherever they stand."""
    assert creole_as_english(typed) == english


@pytest.mark.parametrize("typed", ["widen the drive", "the Dehli office", "Wideman is in", "a wider gate"])
def test_english_words_beginning_the_same_stay(typed: str) -> None:
    """Words that only begin like them are left as typed."""
    assert creole_as_english(typed) == typed

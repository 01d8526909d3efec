"""Families read in session 12's lifecycle round: corrections typed in lower case but for an
acronym or said as a cleft, a slip named before the fact ("misread the quote, …"), "no <thing>
<when>" as a cancel, "never mind <thing>, <why>", participles of irregular to-do verbs,
"<thing> now due <date>", and "them" after a done verb."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import CancelCommitment, CompleteCommitment, CorrectValue, MoveCommitment

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 12, 9, 16, 40, tzinfo=TZ)


def read(text: str) -> list:
    return extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("no, haruto is group PM", "haruto", "group PM"),
        ("no wait, chiara is VP marketing", "chiara", "VP marketing"),
        ("oops, akosua is HR business partner", "akosua", "HR business partner"),
        ("no, valentina is interim COO", "valentina", "interim COO"),
        ("sorry, dmitri is CTO", "dmitri", "CTO"),
    ],
)
def test_lower_case_name_with_an_acronym_is_corrected(text: str, subject: str, value: str) -> None:
    [found] = read(text)
    assert isinstance(found, CorrectValue)
    assert (found.subject.lower(), found.predicate, found.value) == (subject, "role", value)


@pytest.mark.parametrize("text", ["no, mine is VP", "nah, that is HR business"])
def test_no_subject_no_lower_case_correction(text: str) -> None:
    assert not any(isinstance(i, CorrectValue) and i.subject for i in read(text))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("misread the quote, the kitchen reno budget is 35k", "kitchen reno"),
        ("i misheard, the venue budget is 12k", "venue"),
    ],
)
def test_a_named_slip_leads_a_correction(text: str, subject: str) -> None:
    [found] = read(text)
    assert isinstance(found, CorrectValue) and found.subject == subject


def test_a_named_slip_before_a_code_corrects_the_code_of_that_name() -> None:
    """ "the wifi password": whoever's it is (the bach's, the office's), the fact of that name."""
    [found] = read("mistyped that - the wifi password is hunter3")
    assert isinstance(found, CorrectValue) and (found.subject, found.predicate) == ("", "wifi password")


@pytest.mark.parametrize("text", ["misread the invoice today", "I misheard what she said"])
def test_a_slip_alone_corrects_nothing(text: str) -> None:
    assert not any(isinstance(i, CorrectValue) for i in read(text))


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("no timesheets this week, office is closed", "timesheets"),
        ("no standup today, everyone is out", "standup"),
        ("no piano lesson tmrw cos teacher is sick", "piano lesson"),
        ("no swim class on saturday - pool's shut", "swim class"),
        ("no gym this week", "gym"),
    ],
)
def test_no_thing_then_a_time_is_a_cancel(text: str, thing: str) -> None:
    assert read(text) == [CancelCommitment(thing)]


@pytest.mark.parametrize("text", ["no idea today", "no plans tonight", "no rain today", "no worries tomorrow"])
def test_no_before_a_reply_word_cancels_nothing(text: str) -> None:
    assert not any(isinstance(i, CancelCommitment) for i in read(text))


def test_a_todo_after_the_cancel_is_kept() -> None:
    found = read("no gym tonight, need to call mum")
    assert CancelCommitment("gym") in found and any(getattr(i, "action", "") == "call mum" for i in found)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("nvm about nopa, dinner's off", "nopa"),
        ("never mind about the gym, it is closed", "gym"),
        ("nvm the cake, bakery is shut", "cake"),
        ("forget the hotel, trip got cancelled", "hotel"),
    ],
)
def test_never_mind_names_its_thing(text: str, thing: str) -> None:
    assert read(text) == [CancelCommitment(thing)]


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("laptop's all set up for the new hire", "set up"),
        ("the new monitor's all set up on my desk", "set up"),
        ("the shelves are put up", "put up"),
        ("tent's set up", "set up"),
    ],
)
def test_irregular_participle_is_done(text: str, verb: str) -> None:
    [found] = read(text)
    assert isinstance(found, CompleteCommitment) and found.action.startswith(verb)
    assert "'s" not in found.action


@pytest.mark.parametrize("text", ["the table is set", "my mind is made up", "alarm set for 6"])
def test_irregular_participle_without_a_job(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("q4 report now due fri", "q4 report"),
        ("board pushed it, q4 report now due fri", "q4 report"),
        ("the deck's now due monday", "deck"),
        ("grant application now due the 18th", "grant application"),
    ],
)
def test_now_due_moves(text: str, action: str) -> None:
    [found] = read(text)
    assert isinstance(found, MoveCommitment) and found.action == action


@pytest.mark.parametrize(
    ("text", "action"),
    [("renewed em online", "renew both"), ("sent them both", "send both"), ("posted them", "post both"),
     ("shipped em", "ship both")],
)
def test_them_after_a_done_verb_is_both(text: str, action: str) -> None:
    assert read(text) == [CompleteCommitment(action, past_tense=True)]


@pytest.mark.parametrize("text", ["called them", "paid them", "loved them"])
def test_them_of_people_is_not_both(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) and i.action.endswith(" both") for i in read(text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("no sorry, it's Anneliese who owns the billing service", "billing service", "owner", "Anneliese"),
        ("no wait, it's Dev who's in Leeds", "Dev", "location", "Leeds"),
        ("sorry it's Maya who's the COO", "Maya", "role", "COO"),
        ("no, it's Tom who reports to Maya", "Tom", "manager", "Maya"),
    ],
)
def test_a_cleft_correction_is_read_plainly(text: str, subject: str, predicate: str, value: str) -> None:
    [found] = read(text)
    assert isinstance(found, CorrectValue)
    assert (found.subject, found.predicate, found.value) == (subject, predicate, value)


def test_a_cleft_ending_in_a_pronoun_keeps_its_name() -> None:
    [found] = read("no, it's Gwen who handles that")
    assert isinstance(found, CorrectValue) and found.value == "Gwen"

"""Lifecycle changes other people make, and plans that are not actions, read by the reader
alone: someone calls off or moves a thing the user has with them (``by`` says who), someone
does what they owed (``by``: only their promise may finish), and "will deal with it tmrw"
moves the to-do talked about (never a new to-do "deal with it"). Which commitment each
means is :mod:`memory.derive`'s job (``tests/memory/test_derive_lifecycle_others.py``)."""

from __future__ import annotations

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    Unclear,
    extract,
)
from tests.memory.understanding.test_lifecycle_read import NOW, TZ, _day, _one  # NOW: Monday 8 March 2027


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    ("text", "thing", "who"),
    [
        ("Ines cancelled our lunch", "lunch", "Ines"),
        ("ines cancelled our lunch", "lunch", "ines"),
        ("Mrs Adeyemi called off parents evening", "parents evening", "Mrs Adeyemi"),
        ("Dr. Okafor cancelled my checkup", "checkup", "Dr. Okafor"),
        ("Jun bailed on the climbing session", "climbing session", "Jun"),
        ("Siobhan pulled out of the book club", "book club", "Siobhan"),
        ("the dentist cancelled my appt", "appt", "dentist"),
        ("our landlord called off the viewing", "viewing", "landlord"),
        ("Kwabena has cancelled the 1:1", "1:1", "Kwabena"),
        ("Mateus just scrapped the offsite", "offsite", "Mateus"),
    ],
)  # fmt: skip
def test_someone_calling_a_thing_off_cancels_it_by_them(text: str, thing: str, who: str) -> None:
    found = _one(text)
    assert found == CancelCommitment(thing, by=who)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Ines cancelled", "Ines"),
        ("Jun bailed", "Jun"),
        ("the plumber cancelled on me again", "plumber"),
        ("Haruto cancelled on us last minute", "Haruto"),
        ("Tendai bailed on us", "Tendai"),
    ],
)
def test_someone_calling_off_with_nothing_named_names_only_them(text: str, who: str) -> None:
    assert _one(text) == CancelCommitment(who, by=who)


@pytest.mark.parametrize(
    ("text", "thing", "who", "day"),
    [
        ("the dentist moved my appt to the 9th", "appt", "dentist", "2027-03-09"),
        ("Kwame pushed the 1:1 to thursday", "1:1", "Kwame", "2027-03-11"),
        ("kwame pushed the 1:1 to thurs", "1:1", "kwame", "2027-03-11"),
        ("Aoife moved our coffee to friday", "coffee", "Aoife", "2027-03-12"),
        ("Mr Nakamura rescheduled the parents meeting for the 15th", "parents meeting", "Mr Nakamura", "2027-03-15"),
        ("the vet moved Biscuit's jabs to the 16th", "Biscuit's jabs", "vet", "2027-03-16"),
        ("Rahul bumped the demo to monday", "demo", "Rahul", "2027-03-15"),
    ],
)  # fmt: skip
def test_someone_moving_a_thing_moves_it_by_them(text: str, thing: str, who: str, day: str) -> None:
    found = _one(text)
    assert isinstance(found, MoveCommitment) and (found.action, found.by, _day(found)) == (thing, who, day)


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("the plumber rescheduled for friday morning", "plumber", "2027-03-12"),
        ("Chidi moved us to thursday", "Chidi", "2027-03-11"),
        ("the garage rescheduled me for wednesday", "garage", "2027-03-10"),
    ],
)
def test_someone_rescheduling_with_nothing_named_names_only_them(text: str, who: str, day: str) -> None:
    found = _one(text)
    assert isinstance(found, MoveCommitment) and (found.action, found.by, _day(found)) == (who, who, day)


@pytest.mark.parametrize(
    ("text", "thing"),
    [("the site visit fell through", "site visit"), ("our viewing's fallen through", "viewing")],
)
def test_a_thing_that_fell_through_is_cancelled(text: str, thing: str) -> None:
    assert _one(text) == CancelCommitment(thing)


@pytest.mark.parametrize(
    ("text", "action", "who"),
    [
        ("Tom sent the budget over", "send budget", "Tom"),
        ("tom sent the budget over", "send budget", "tom"),
        ("Priya finally replied", "reply", "Priya"),
        ("priya got back to me", "reply", "priya"),
        ("Zhang Wei got back to me about the venue", "reply about the venue", "Zhang Wei"),
        ("the council sent the permit", "send permit", "council"),
        ("Ama emailed me the draft", "email me the draft", "Ama"),
        ("Lukas shared the floor plan", "share floor plan", "Lukas"),
        ("the client signed the contract", "sign contract", "client"),
        ("got the contract back from Luis", "contract", "Luis"),
        ("finally heard back from Priya", "reply", "Priya"),
        ("received the permit from the council", "permit", "council"),
    ],
)
def test_someone_doing_what_they_owed_is_done_by_them(text: str, action: str, who: str) -> None:
    found = _one(text)
    assert isinstance(found, CompleteCommitment) and (found.action, found.by, found.past_tense) == (action, who, True)


@pytest.mark.parametrize(
    "text",
    [
        "deck sent over to tom",  # the deck was sent: the user's to-do, not "deck"'s
        "invoice paid",
        "subscription cancelled",
        "budget deadline slipped to the 28th",
        "Maya moved to Berlin",
        "Tom hasn't sent the budget yet",
        "Tom will send the budget over by friday",
        "nearly finished the report",
        "I cancelled the gym",
        "she moved it to friday",
    ],
)
def test_things_and_plans_are_never_someone_elses_change(text: str) -> None:
    found = run(text)
    assert not any(getattr(intent, "by", None) for intent in found), found


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("will deal with it tmrw", "2027-03-09"),
        ("I'll do it tomorrow", "2027-03-09"),
        ("gonna sort that out on friday", "2027-03-12"),
        ("will get to it monday", "2027-03-15"),
        ("ill get round to it on the 14th", "2027-03-14"),
        ("will do tmrw", "2027-03-09"),
        ("I'm gonna tackle it next week", "2027-03-15"),
        ("we'll look at it thurs", "2027-03-11"),
    ],
)
def test_a_plan_for_it_moves_the_todo_talked_about(text: str, day: str) -> None:
    found = _one(text)
    assert isinstance(found, MoveCommitment) and found.action == "that" and _day(found) == day
    assert isinstance(found.otherwise, Unclear) and found.otherwise.proposal is None  # never a to-do "deal with it"


@pytest.mark.parametrize(
    "text",
    ["will deal with it tmrw", "gonna sort the landlord thing later", "need to finish the deck", "hoping to finish X"],
)
def test_plans_never_finish_anything(text: str) -> None:
    assert not any(isinstance(intent, CompleteCommitment) for intent in run(text))


@pytest.mark.parametrize(("text", "action"), [("I'll do the tax return tomorrow", "do the tax return")])
def test_a_plan_that_names_its_thing_is_that_thing(text: str, action: str) -> None:
    found = _one(text)
    assert isinstance(found, NewCommitment) and found.action == action

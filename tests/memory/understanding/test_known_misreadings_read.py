"""Known misreadings, each fixed as a general rule and tried with other wordings: a deadline
with no commitment behind it, weekend dues, names put right, "-ing up on" activities,
possessives before a failing verb, and notes to self that state something."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CorrectName,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    Unclear,
    extract,
)

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 6, 8, 10, 0, tzinfo=TZ)  # a Tuesday
SUNDAY = date(2027, 6, 13)


def run(text: str, now: datetime = NOW, tz: ZoneInfo = TZ) -> list:
    return extract(text, now=now, tz=tz)


def _day(due) -> date:
    return due.last_moment.astimezone(TZ).date()


# -- "X is due D" with no commitment behind it ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("the grant report is due friday, need to write it", "write the grant report", date(2027, 6, 11)),
        ("our VAT return is due next tuesday, I have to file it", "file our VAT return", date(2027, 6, 15)),
        ("The Hartley invoice is due on the 30th, gotta send it", "send The Hartley invoice", date(2027, 6, 30)),
        ("the risk memo is due by thurs - must finish it", "finish the risk memo", date(2027, 6, 10)),
    ],
)
def test_a_deadline_then_what_to_do_about_it_is_one_to_do(text: str, action: str, day: date) -> None:
    (found,) = run(text)
    assert isinstance(found, MoveCommitment)  # an open one of that name is moved …
    todo = found.otherwise  # … and with none, it is a new to-do with the deadline
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.owner == "me"
    assert todo.due is not None and _day(todo.due) == day


@pytest.mark.parametrize(
    "text", ["the tax return is due on the 30th", "rent is due friday", "the MOT is due next week"]
)
def test_a_bare_deadline_with_nothing_behind_it_is_asked_about(text: str) -> None:
    (found,) = run(text)
    assert isinstance(found, MoveCommitment)
    assert isinstance(found.otherwise, Unclear) and found.otherwise.question.startswith("Should I track")
    assert found.otherwise.proposal is not None and found.otherwise.proposal.due == found.due


def test_a_promise_after_a_debt_names_whom_the_pronoun_means() -> None:
    (found,) = run("I owe Callum £40 for the concert tickets, pay him back this weekend")
    assert isinstance(found, NewCommitment)
    assert (found.action, found.counterparty, _day(found.due)) == (
        "pay Callum back", "Callum", SUNDAY  # the deed in the user's words (session 30)
    )


# -- weekend dues: the end of Sunday, never words left in the action -----------------------


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("need to sort the garden over the weekend", "me", "sort the garden"),
        ("i'll fix the shed over the weekend", "me", "fix the shed"),
        ("fix the shed this wknd", "me", "fix the shed"),
        ("Sipho will send the draft over the weekend", "Sipho", "send the draft"),
        ("gotta do my taxes at the weekend", "me", "do my taxes"),
        ("over the weekend I need to pack", "me", "pack"),
        ("during the weekend I'll paint the hall", "me", "paint the hall"),
        ("Tidy the garage this weekend", "me", "Tidy the garage"),
    ],
)
def test_a_weekend_due_is_the_end_of_sunday(text: str, owner: str, action: str) -> None:
    (found,) = run(text)
    assert isinstance(found, NewCommitment)
    assert (found.owner, found.action, _day(found.due)) == (owner, action, SUNDAY)


@pytest.mark.parametrize("text", ["went hiking over the weekend", "went hiking on saturday", "had a great weekend"])
def test_a_weekend_in_the_past_tense_is_no_promise(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, NewCommitment)]


# -- names put right --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wrong", "right"),
    [
        ("not Amara — Amani", "Amara", "Amani"),
        ("sorry, it's Amani not Amara", "Amara", "Amani"),
        ("I meant Jon, not John", "John", "Jon"),
        ("i meant Jon not John", "John", "Jon"),
        ("actually it's Rafaela, not Rafael", "Rafael", "Rafaela"),
        ("oops, not Siobhan - Sinéad, sorry", "Siobhan", "Sinéad"),
        ("Zhang Wei, not Zhang Li", "Zhang Li", "Zhang Wei"),
    ],
)
def test_a_name_said_wrong_is_a_name_correction(text: str, wrong: str, right: str) -> None:
    assert run(text) == [CorrectName(wrong=wrong, right=right)]


@pytest.mark.parametrize("text", ["not friday, thursday", "no, it's COO not CEO", "Omar is COO, not CEO"])
def test_dates_and_titles_are_not_name_corrections(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, CorrectName)]


# -- "-ing up on": an activity, nothing came back up ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "reading up on the vendor contract at the gym",
        "Reading up on GDPR on the train",
        "catching up with Ana later",
        "backing up the laptop tonight",
        "swotting up on tax law",
    ],
)
def test_a_progressive_with_up_is_no_resolution(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the printer is back up", "printer"), ("wifi back up", "wifi"), ("the server is up again", "server")],
)
def test_a_thing_back_up_still_resolves(text: str, topic: str) -> None:
    assert run(text) == [ResolveEpisode(topic)]


# -- a possessive before a failing verb is no "is" ----------------------------------------


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("McDonald's keeps crashing", "McDonald's"),
        ("mcdonald's keeps crashing", "mcdonald's"),
        ("Deliveroo's crashes every time I open it", "Deliveroo's"),
        ("Dave's laptop keeps freezing", "Dave's laptop"),
        ("ugh, Dave's laptop keeps freezing", "Dave's laptop"),
        ("Priya's phone won't charge", "Priya's phone"),
        ("the kettle's died", "kettle"),  # before a past participle "'s" is "has"
    ],
)
def test_a_possessive_before_a_failing_verb_opens_an_issue(text: str, topic: str) -> None:
    (found,) = run(text)
    assert isinstance(found, OpenEpisode) and found.topic == topic


def test_still_failing_up_is_no_resolution() -> None:
    (found,) = run("Dave's laptop keeps freezing up")
    assert isinstance(found, OpenEpisode) and found.topic == "Dave's laptop"


# -- a note to self that states something is a note ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "note to self: the Q3 plan for Atlas depends on the budget",
        "note to self - the vendor contract for Kimi depends on legal",
        "Note to self: our Lisbon lease ends in the spring",
        "the Q3 plan for Atlas depends on the budget",
    ],
)
def test_a_note_that_states_something_is_no_to_do(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, NewCommitment | Unclear)]


def test_a_note_to_self_that_says_what_to_do_is_a_to_do() -> None:
    (found,) = run("note to self: call Bea tomorrow")
    assert isinstance(found, NewCommitment) and found.action == "call Bea"

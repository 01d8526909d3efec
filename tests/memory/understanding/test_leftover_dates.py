"""Dates and asides never left inside a to-do, and the causes behind them (session 17, R1):
a consequence said after the due ("… or HR will chase me"), a day's possessive ("tomorrow's
all-hands"), "the 31st" said on a month's last day, a reminder about an outcome ("… check the
refund came through"), the user taking a thing on ("… and that's on me"), a period that names
the thing ("Q4 report due 12/31"), a verb the lexicon lacks ("tax the car mon"), West African
"go" for "will" (someone else's), a thing promised to people ("promised the kids pizza friday"); and what must
store nothing: a past habit, a moan announced, a thing expected to arrive (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, Unclear
from memory.understanding._leftover_dates import without_leftover_dates
from memory.understanding._owned_aside import without_owned_aside
from memory.understanding._phrases import _Ctx
from memory.understanding._unknown_verb import unknown_verb_shape
from tests.memory.understanding.reading import Reading

CHICAGO = ZoneInfo("America/Chicago")
# Thu 30 Sep 2027, late afternoon in Chicago: the month's last day
READ = Reading(datetime(2027, 9, 30, 16, 40, tzinfo=CHICAGO), CHICAGO, "%a %d %b")


def _one_todo(text: str) -> tuple[str, str | None]:
    found = READ(text)
    todos = READ.todos(found)
    assert len(todos) == 1 and len(found) == 1, found
    return todos[0]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        # a consequence after the due: anyone, then what they will do
        ("tbh I need to finish the compliance training by oct 20 or HR will chase me",
         "finish the compliance training", "Wed 20 Oct"),
        ("gotta pay the council tax by the 5th or the bailiffs will come lol", "pay the council tax", "Tue 05 Oct"),
        ("need to send the invoice by fri or Dave'll moan", "send the invoice", "Fri 01 Oct"),
        ("must return the library books by tues or the fines start", "return the library books", "Tue 05 Oct"),
        ("have to renew my visa by march or immigration might deport me", "renew my visa", "Wed 01 Mar"),
        # "or" between things is no consequence
        ("need to call Ana or Bea by 5", "call Ana or Bea", "Thu 30 Sep"),
        ("pick up milk or juice tomorrow", "pick up milk or juice", "Fri 01 Oct"),
        # "the Nth" said on the month's last day is next month's
        ("i'll do the vendor scorecards by the 31st", "do the vendor scorecards", "Sun 31 Oct"),
        ("need to pay the gardener by the 30th", "pay the gardener", "Thu 30 Sep"),
        # a day's possessive: the day is the due, the occasion stays
        ("fine, I'll take the minutes at tomorrow's all-hands", "take the minutes at the all-hands", "Fri 01 Oct"),
        ("i'll bring the cake to saturday's bake sale", "bring the cake to the bake sale", "Sat 02 Oct"),
        ("need to print the agenda for monday's board meeting", "print the agenda", "Mon 04 Oct"),
        ("remember to bring the projector to tmrw's kickoff", "bring the projector to the kickoff", "Fri 01 Oct"),
        ("must buy wine for tonight's dinner", "buy wine", "Thu 30 Sep"),
        ("bring the charger for monday's offsite", "bring the charger", "Mon 04 Oct"),
        # "for friday's job" says which job, not when: the due is the one said after
        ("need to pay the plumber $180 for friday's job, do it by monday", "pay the plumber $180", "Mon 04 Oct"),
        # a reminder about an outcome is no report of it
        ("remind me in 3 days to check the refund came through", "check the refund came through", "Sun 03 Oct"),
        ("remind me tmrw to see if the visa got approved", "see if the visa got approved", "Fri 01 Oct"),
        ("pls remind me in a week to confirm the grant was approved", "confirm the grant was approved", "Thu 07 Oct"),
        ("need to check the loan came through by friday", "check the loan came through", "Fri 01 Oct"),
        # the user taking it on, said after it
        ("the SOC2 evidence has to be uploaded by 10/15 and that's on me", "upload the SOC2 evidence", "Fri 15 Oct"),
        ("the booth has to be booked by fri - that's on me", "book the booth", "Fri 01 Oct"),
        ("the rota has to be done by sunday and it's on me lol", "do the rota", "Sun 03 Oct"),
        # a period before the thing's noun is its name
        ("Q4 report due 12/31", "Q4 report", "Fri 31 Dec"),
        ("june rent due the 1st", "june rent", "Fri 01 Oct"),
        ("2027 budget due dec 1", "2027 budget", "Wed 01 Dec"),
        # verbs the lexicon lacks, by their shape
        ("tax the car mon", "tax the car", "Mon 04 Oct"),
        ("land the catch at Ålesund by 14:00 tmrw", "land the catch at Ålesund", "Fri 01 Oct"),
        ("descale the kettle sat", "descale the kettle", "Sat 02 Oct"),
        ("winterise the boat by nov 1", "winterise the boat", "Mon 01 Nov"),
        ("re-pot the ficus sunday", "re-pot the ficus", "Sun 03 Oct"),
        # a thing promised to people: got for them, given, or sent
        ("i promised the kids pizza friday", "get the kids pizza", "Fri 01 Oct"),
        ("promised Mme Laurent a wedding cake for the 26th", "get Mme Laurent a wedding cake", "Tue 26 Oct"),
        ("promised the team donuts tmrw", "get the team donuts", "Fri 01 Oct"),
        ("i promised my sister help with the move sat", "give my sister help with the move", "Sat 02 Oct"),
        # undated, and a date the to-do is for or that names a thing stays in it
        ("invoice Hamid for March", "invoice Hamid for March", None),
        ("need to book hotel rooms for the 2nd unit", "book hotel rooms for the 2nd unit", None),
    ],
)  # fmt: skip
def test_the_due_is_read_out_of_the_action(text: str, action: str, day: str | None) -> None:
    """One to-do, its date read as the due and its asides dropped."""
    assert _one_todo(text) == (action, day)


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Chidi said he go send the dataset by sunday", "Chidi", "send the dataset"),
        ("Ngozi go call the supplier tmrw", "Ngozi", "call the supplier"),
    ],
)
def test_their_go_is_will(text: str, owner: str, action: str) -> None:
    (found,) = READ(text)
    assert isinstance(found, NewCommitment) and (found.owner, found.action) == (owner, action)


@pytest.mark.parametrize(
    "text",
    [
        "back in 2019 we used to do this every week",
        "we used to go to the market every saturday",
        "in 2020 we did the school run on mondays",
        "need to vent: the matatu guy overcharged me again",
        "need to rant for a sec, the landlord ignored me again",
        "need to vent about work",
        "broke my PB on the 10k this morning",
        "love the new office tomorrow",
        "parcel should arrive tomorrow",
        "refund should come through by friday",
    ],
)
def test_small_talk_keeps_nothing(text: str) -> None:
    """A story, a habit gone by, a moan, a thing expected: nothing read, nothing asked."""
    assert READ(text) == []


def test_an_expected_arrival_is_no_todo_beside_a_report() -> None:
    assert [type(i) for i in READ("ordered the part, should arrive thurs")] == [CompleteCommitment]


def test_arriving_somewhere_is_still_the_users() -> None:
    assert _one_todo("should arrive at the venue by 6") == ("arrive at the venue", "Thu 30 Sep")


def test_a_date_left_mid_action_with_a_deadline_is_asked_about() -> None:
    """The guard itself: a deadline inside the action with more words after it is offered, not kept."""
    ctx = _Ctx(now=READ.now, tz=CHICAGO, lowercase=True)
    kept = NewCommitment("file the claim by the 10th and then the audit", "me", None, None)
    (asked,) = without_leftover_dates([kept], ctx)
    assert isinstance(asked, Unclear) and asked.proposal is not None
    assert asked.proposal.action == "file the claim and then the audit"
    ended = NewCommitment("finish the deck by oct 20 lol pls remind me", "me", None, None)
    (read,) = without_leftover_dates([ended], ctx)
    assert isinstance(read, NewCommitment) and read.action == "finish the deck" and read.due is not None
    named = NewCommitment("take notes at the monday meeting", "me", None, None)
    assert without_leftover_dates([named], ctx) == [named]


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("the deck has to be done by fri and that's on me", "the deck has to be done by fri"),
        ("client wants the cut by monday so thats on me", "client wants the cut by monday"),
        ("invoices need sending by monday, that's my job", "invoices need sending by monday"),
        ("my bad, that's on me", "my bad, that's on me"),
        ("sorry that's on me", "sorry that's on me"),
        ("that's on me", "that's on me"),
    ],
)
def test_owned_aside(text: str, left: str) -> None:
    assert without_owned_aside(text) == left


@pytest.mark.parametrize(
    ("text", "shaped"),
    [
        ("tax the car mon", True),
        ("grout the bathroom next wk", True),
        ("swing by the nursery tmrw", True),
        ("Winterise the boat by nov 1", True),
        ("broke my PB this morning", False),
        ("dinner the 5th", False),
        ("love the new office", False),
        ("meeting the 5th at 3", False),
        ("cancelled the gym", False),
        ("taxes the car", False),
    ],
)
def test_unknown_verb_shape(text: str, shaped: bool) -> None:
    assert unknown_verb_shape(text) is shaped

"""Issues, lifecycle and small talk read in session 23 (helper H3): mail that bounces named by its
bouncing, a trouble undone said verb first with a time after it, news and lapses that are no
issue (a currency or a price down, a habit "broken", a vehicle someone else runs, a trouble
shrugged off), a charge let off, a thing moved with an arrow, a thing dropped back, and a debt
owed to no one."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    MoveCommitment,
    OpenEpisode,
    ResolveEpisode,
    small_talk,
)
from tests.memory.understanding.reading import Reading

read = Reading(datetime(2027, 9, 1, 9, 0, tzinfo=ZoneInfo("Europe/Berlin")), ZoneInfo("Europe/Berlin"))


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("emails to the Rostelecom domain are bouncing", "emails to the Rostelecom domain bouncing"),
        ("emails to the Fairbanks office keep bouncing", "emails to the Fairbanks office bouncing"),
        ("the invoice emails are bouncing", "invoice emails bouncing"),
        ("texts to the night shift keep bouncing back", "texts to the night shift bouncing"),
        ("email's bouncing again", "email bouncing"),
        # a mail system that turns mail away is the thing at fault, not mail
        ("the mail server is bouncing everything", "mail server"),
    ],
)
def test_mail_that_bounces_is_named_by_its_bouncing(said: str, topic: str) -> None:
    assert [i.topic for i in read(said) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("unclogged the shower drain finally", "shower drain"),
        ("unjammed the printer at last", "printer"),
        ("unblocked the kitchen sink this morning", "kitchen sink"),
        ("fixed the gate today", "gate"),
    ],
)
def test_a_trouble_undone_said_verb_first_resolves_it(said: str, topic: str) -> None:
    assert read(said) == [ResolveEpisode(topic)]


@pytest.mark.parametrize(
    "said",
    [
        # a currency or a price down is news
        "ruble's down again, whatever",
        "the pound is down again",
        "euro's dead this week lol",
        "petrol prices are down",
        "interest rates are down again",
        # a habit of the user's "broken" is a lapse
        "my diet is broken after all that olivier salad lol",
        "my sleep schedule is totally broken",
        "my streak is dead",
        # a vehicle someone else runs
        "ugh the ice cream truck broke down right outside our place, kids devastated",
        "the bus broke down on the hill again",
        "the tram died halfway into town",
        # a trouble shrugged off
        "the wifi at the lake went down but honestly didnt miss it",
        "wifi's down again, who cares",
        "the tv broke last night, didn't even notice",
        # loud people or music are no fault
        "the kids are super loud",
        "the music is loud",
        # pressure of work or of a body is no supply
        "the pressure is terrible at work lol",
        "blood pressure is terrible",
    ],
)
def test_news_a_lapse_or_a_shrug_is_no_issue(said: str) -> None:
    assert read(said) == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the school bus app is down", "school bus app"),
        ("the van broke down", "van"),
        ("the search index is down", "search index"),
        ("my phone is dead after the hike", "phone"),
        # a machine that should hum, loud
        ("laptop fan is super loud", "laptop fan"),
        ("the fridge is really noisy", "fridge"),
        ("the server fans are so loud today", "server fans"),
        ("my laptop is loud again", "laptop"),
        # a measure of a supply at nothing, or terrible
        ("water pressure in the bathroom is basically zero", "water pressure"),
        ("the wifi signal upstairs is nonexistent", "wifi signal upstairs"),
        ("internet speed is a joke today", "internet speed"),
        ("tyre pressure is practically nil", "tyre pressure"),
    ],
)
def test_the_users_own_things_still_break(said: str, topic: str) -> None:
    assert [i.topic for i in read(said) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("they waived the late fee 😀", "pay the late fee"),
        ("late fee waived", "pay the late fee"),
        ("the parking fine got written off, phew", "pay the parking fine"),
        ("the bank dropped the overdraft charge", "pay the overdraft charge"),
        ("council scrapped the penalty", "pay the penalty"),
    ],
)
def test_a_charge_let_off_cancels_paying_it(said: str, action: str) -> None:
    assert read(said) == [CancelCommitment(action)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("roofer call → 11:30 instead", "roofer call"),
        ("dentist -> thurs", "dentist"),
        ("vendor questionnaire => next friday instead", "vendor questionnaire"),
    ],
)
def test_a_thing_arrowed_to_a_time_is_moved(said: str, action: str) -> None:
    [moved] = read(said)
    assert isinstance(moved, MoveCommitment) and moved.action == action


def test_an_arrow_between_two_values_is_still_a_correction() -> None:
    assert [type(i).__name__ for i in read("fri → sat")] == ["CorrectTime"]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("dropped the books back", "dropped the books back"),
        ("dropped the books back this arvo", "dropped the books back"),
        ("took the drill back this morning", "took the drill back"),
        ("dropped the keys off", "dropped the keys"),
    ],
)
def test_a_thing_returned_keeps_its_back(said: str, action: str) -> None:
    assert [i.action for i in read(said) if isinstance(i, CompleteCommitment)] == [action]


@pytest.mark.parametrize(
    "said",
    ["i owe the universe an apology for that karaoke", "i owe the world an apology", "i owe the universe big time"],
)
def test_a_debt_in_jest_is_nothing(said: str) -> None:
    assert read(said) == []


def test_a_debt_of_a_thing_is_still_a_todo() -> None:
    assert [type(i).__name__ for i in read("i owe the bank a payment by friday")] == ["NewCommitment"]


@pytest.mark.parametrize(
    "said",
    [
        "still waiting to hear back on the refund",
        "waiting on the plumber to call back",
        "started the tax return",
        "started on the slides for Rui",
    ],
)
def test_a_start_or_a_wait_is_small_talk(said: str) -> None:
    assert small_talk(said)


def test_a_start_with_a_deadline_is_not_small_talk() -> None:
    assert not small_talk("started the tax return, need to finish by friday")

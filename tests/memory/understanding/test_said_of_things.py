"""Facts said of a thing, a service or a team (memory/understanding/_said_of_things.py): whom a
service is with, whom a team is under, a boss named by role, a new code for a thing, a place
moved to a street address; and "<thing> now <day>" as a move, never someone planning. Near
misses (things handed over, a team under pressure, a meeting moved to a time) are not read so."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import (
    CompleteCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
)
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=TZ)  # a Monday morning
read = Reading(NOW, TZ)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("our broadband is now with BT", ("broadband", "provider", "BT")),
        ("our energy is now with Octopus", ("energy", "provider", "Octopus")),
        ("the car insurance is with Admiral now", ("car insurance", "provider", "Admiral")),
        ("my mortgage has moved to Nationwide", ("mortgage", "provider", "Nationwide")),
        ("the home insurance went over to Aviva", ("home insurance", "provider", "Aviva")),
        ("the support team is now under Raj", ("support team", "manager", "Raj")),
        ("our design team sits under Priya Shah now", ("design team", "manager", "Priya Shah")),
        ("the night crew is under the site manager", ("night crew", "manager", "the site manager")),
        ("Meera reports into the CFO", ("Meera", "manager", "the CFO")),
        ("Kwame now reports to our head of ops", ("Kwame", "manager", "our head of ops")),
        ("new pin for the garage is 4455", ("garage", "pin", "4455")),
        ("the new code for the gate is 1234", ("gate", "code", "1234")),
        ("new alarm code for the shop is 9087", ("shop", "alarm code", "9087")),
        ("the dentist moved to 12 High St", ("dentist", "location", "12 High St")),
        ("our GP has moved to 40 Park Road", ("GP", "location", "40 Park Road")),
        ("the clinic is now at 7 Station Lane, Leeds", ("clinic", "location", "7 Station Lane, Leeds")),
    ],
)
def test_fact_of_a_thing(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_a_boss_by_role_keeps_its_date() -> None:
    (claim,) = read("Meera reports into the CFO from jan")
    assert isinstance(claim, StateClaim) and claim.value == "the CFO"
    assert claim.effective is not None and claim.effective.start.astimezone(TZ).date().isoformat() == "2027-01-01"


@pytest.mark.parametrize(
    "text",
    [
        "the contract is now with legal",  # a thing handed over, no service
        "the kids are with Gran now",
        "the design team is under pressure",  # no one it is under
        "the team is under budget",
        "the meeting moved to 12 tomorrow",  # a time, no street
        "the shop moved to 3pm",
    ],
)
def test_near_misses_are_not_facts_of_things(text: str) -> None:
    assert not [
        i for i in read(text) if isinstance(i, StateClaim) and i.predicate in ("provider", "manager", "location")
    ]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("offsite planning now thurs", "offsite planning"),
        ("budget review now friday", "budget review"),
        ("the standup is now 10am", "standup"),
    ],
)
def test_a_thing_now_on_a_day_is_moved(text: str, action: str) -> None:
    found = read(text)
    assert [type(i) for i in found] == [MoveCommitment]
    assert found[0].action == action
    assert not [i for i in found if isinstance(i, NewCommitment)]


# -- a to-do timed by an occasion recap was never told the date of: asked (_unknown_occasion.py) --


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("call gran on her birthday", "call gran"),
        ("pay the florist the day before the wedding", "pay the florist"),
        ("book a table on our anniversary", "book a table"),
        ("get Dana flowers on her 40th birthday", "get Dana flowers"),
        ("ring Sam the morning after his surgery", "ring Sam"),
        ("send the speech notes the night before the ceremony", "send the speech notes"),
    ],
)
def test_a_todo_on_an_unknown_occasion_is_asked(text: str, action: str) -> None:
    (found,) = read(text)
    assert isinstance(found, Unclear) and found.proposal is not None
    assert found.proposal.action == action and found.proposal.due is None


@pytest.mark.parametrize(
    "text",
    [
        "call tita Baby on her bday 4/30",  # the date is said
        "bake a cake for the party on friday",
        "buy mum a birthday present",  # no occasion as its time
        "book a table for Kemi's birthday",  # what it is for, not when
        "text Ana happy birthday",
        "call Sam in the morning",
    ],
)
def test_a_dated_or_plain_todo_is_not_asked(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, Unclear)]


# -- a part worn out is an issue (_worn_parts.py) --


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("truck 9's brakes are shot", "truck 9's brakes"),
        ("the van's clutch is stuffed", "van's clutch"),
        ("my laptop battery is toast", "laptop battery"),
        ("the mower's blades are shot again", "mower's blades"),
    ],
)
def test_a_worn_out_part_is_an_issue(text: str, topic: str) -> None:
    found = read(text)
    assert [type(i) for i in found] == [OpenEpisode] and found[0].topic == topic
    assert not [i for i in found if isinstance(i, StateClaim)]


@pytest.mark.parametrize("text", ["the scene is shot", "the turkey is stuffed"])
def test_shot_or_stuffed_of_no_part_is_no_issue(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, OpenEpisode)]


# -- a word of degree is no thing in trouble (_adverb_topic.py) --


def test_a_degree_word_is_no_issue_topic() -> None:
    assert read("I'm done for today, absolutely knackered") == []
    assert [i.topic for i in read("the wifi is totally broken") if isinstance(i, OpenEpisode)] == ["wifi"]


# -- "got the X signed" finishes "get the X signed" (no thing called "got the X") --


@pytest.mark.parametrize(
    ("text", "action"),
    [("got the contract signed", "get the contract signed"), ("got the lease approved", "get the lease approved")],
)
def test_got_it_done_is_a_done(text: str, action: str) -> None:
    found = read(text)
    assert [type(i) for i in found] == [CompleteCommitment] and found[0].action == action


# -- someone handling a thing by a day: their to-do (_their_job_by.py) --


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Carlos is handling the demo env setup by wed", "Carlos", "handle the demo env setup"),
        ("Ama's sorting the catering by friday", "Ama", "sort the catering"),
        ("Dana is doing the rota by fri", "Dana", "do the rota"),
    ],
)
def test_handling_by_a_day_is_their_todo(text: str, owner: str, action: str) -> None:
    (found,) = read(text)
    assert isinstance(found, NewCommitment) and found.owner == owner and found.action == action
    assert found.due is not None


@pytest.mark.parametrize("text", ["Carlos is handling the demo env setup", "Ines is handling hiring now"])
def test_handling_without_a_day_is_ownership(text: str) -> None:
    assert [i.predicate for i in read(text) if isinstance(i, StateClaim)] == ["owner"]

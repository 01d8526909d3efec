"""Small talk full of trap words: a trouble told as over ("MTR was down for 10 min this morning")
opens no issue; an undated quip with a verb the to-do lexicon lacks, said laughing ("double the
spending lol"), is no to-do; shrugs, wishes and "remind me never to …" are small talk."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode
from memory.understanding._small_fixes import small_fix
from tests.memory.understanding.reading import Reading

HONG_KONG = ZoneInfo("Asia/Hong_Kong")
NOW = datetime(2029, 2, 12, 12, 40, tzinfo=HONG_KONG)
read = Reading(NOW, HONG_KONG)


@pytest.mark.parametrize(
    "text",
    [
        "MTR was down for 10 min this morning, chaos at Admiralty, running fine now tho",
        "MTR was down for 10 min this morning",
        "gmail was down for 20 mins earlier, all good now",
        "the site went down for 5 min, fine now",
        "the printer at my old job was broken for literally 3 years",
        "the card machine was offline all morning lol",
        "the lift was stuck for about an hour yesterday",
        "our broadband was out for a couple of hours, back now",
        "the robot was red for like 10 minutes i swear",
        "the traffic light was red for 5 minutes",
        "the dashboard was red for an hour this morning",
        # put out by a cause, for a while (it opened the issue "storm knocked the power")
        "the storm knocked the power out for an hour last night but it was back before i woke up",
        "the wind knocked out the power for a couple of hours",
    ],
)
def test_trouble_told_as_over_opens_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text", ["the storm knocked the power out", "the wind knocked out the power", "a tree took out our internet"]
)
def test_a_supply_put_out_by_its_cause_is_the_supply_out(text: str) -> None:
    """ "the storm knocked the power out": the power is out (not the issue "storm knocked the power")."""
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] in (["power"], ["internet"]), read(text)


@pytest.mark.parametrize(
    "text",
    [
        "the wifi has been down for an hour",
        "the wifi's been down for 2 days now",
        "wifi was down this morning",
        "the lift was stuck for 20 min again",
        "the server is down",
        "the build was red for 2 hours and is still red",
    ],
)
def test_trouble_going_on_is_opened(text: str) -> None:
    assert [i for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text",
    [
        "valentines right after new year this time, double the spending lol",
        "descale the kettle lol",
        "reorganise the whole garage haha",
    ],
)
def test_undated_quip_is_no_to_do(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    ["descale the kettle", "need to descale the kettle lol", "book the dentist lol", "descale the kettle fri lol"],
)
def test_to_do_said_plainly_or_with_need_stays(text: str) -> None:
    assert [i for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "kinda wish i'd booked that trip to Taipei, oh well",
        "moved the couch to the other wall, room looks huge now",
        "repainted the hallway, looks so much better",
        "wish we'd left earlier, traffic was mad",
    ],
)
def test_shrugs_and_admiring_are_small_talk(text: str) -> None:
    assert understanding.small_talk(text)


@pytest.mark.parametrize(
    "text", ["remind me never to order durian pizza again 🤢", "remind me never to agree to a 7am flight again"]
)
def test_remind_me_never_to_is_no_sign(text: str) -> None:
    assert understanding.sign_of(text, now=NOW, tz=HONG_KONG) is None
    assert not read(text)


def test_remind_me_to_is_still_a_to_do() -> None:
    assert read.todos(read("remind me to order the durian pizza fri")) == [("order the durian pizza", "Fri 16 00:00")]


@pytest.mark.parametrize(
    ("text", "small"),
    [
        ("fixed the typo in my bio", True),
        ("fixed the typos on the menu", True),
        ("corrected the spelling in the email", True),
        ("fixed the broken links on the site", True),
        ("fixed a typo in the readme", True),
        ("fixed the gate latch", False),  # names one thing: still asked about
        ("fixed my bio", False),
        ("fixed the typo, need to push it", False),
    ],
)
def test_slips_fixed_are_small_fixes(text: str, small: bool) -> None:
    assert small_fix(text) is small


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("new thermostat installed, all good now", "thermostat"),
        ("new boiler fitted, all sorted", "boiler"),
        ("replacement dishwasher put in, working fine", "dishwasher"),
        ("new fridge arrived, problem solved", "fridge"),
    ],
)
def test_thing_replaced_is_fixed(text: str, topic: str) -> None:
    assert [i.topic for i in read(text) if isinstance(i, ResolveEpisode)] == [topic]


def test_new_thing_installed_as_a_to_do_done() -> None:
    assert not [i for i in read("new blinds installed") if isinstance(i, ResolveEpisode)]

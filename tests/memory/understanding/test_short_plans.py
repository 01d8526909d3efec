"""Having to be somewhere at a time is a to-do ("need to be at the airport by 6am sat": be at the
airport, due then); without an obligation or a date it is not. A thing "out" at a time still to
come ("bins out tonight") is neither done nor down; "tmw" is tomorrow; a dash left before a date
taken out ("renew car insurance - due 14/12") is no part of the action; "off on friday" is no
to-do "off"; "the cable guy is coming tuesday 1-5pm" is his visit."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import CompleteCommitment, NewCommitment, OpenEpisode
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Australia/Adelaide")
NOW = datetime(2026, 12, 2, 12, 40, tzinfo=TZ)  # a Wednesday, lunchtime
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need to be at the airport by 6am sat", ("be at the airport", "Sat 05 06:00")),
        ("need 2 b at the station at 7am tmrw", ("be at the station", "Thu 03 07:00")),
        ("gotta be in Port Augusta for 9 tmrw", ("be in Port Augusta", "Thu 03 09:00")),
        ("have to be at school pickup at 3", ("be at school pickup", "Wed 02 15:00")),
        ("must be home by 6 tonight", ("be home", "Wed 02 18:00")),
        ("I need to be at the dentist at 4 on friday", ("be at the dentist", "Fri 04 16:00")),
    ],
)
def test_having_to_be_somewhere_is_a_todo(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text", ["I'll be in Port Augusta tomorrow", "need to be careful tmrw", "have to be honest, friday was rough"]
)
def test_being_somewhere_without_an_obligation_and_a_place_is_no_todo(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize("text", ["bins out tonight", "recycling out tmrw morning", "newsletter out friday"])
def test_out_at_a_time_to_come_is_not_done_nor_down(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CompleteCommitment | OpenEpisode)]


@pytest.mark.parametrize("text", ["power's out since yesterday", "wifi out again this morning"])
def test_out_since_a_time_past_is_still_an_outage(text: str) -> None:
    assert [type(i) for i in read(text)] == [OpenEpisode]


@pytest.mark.parametrize("text", ["water heater's out again", "the water heater is out", "the sprinkler's out"])
def test_a_thing_named_by_a_verb_and_out_is_an_outage(text: str) -> None:
    """ "water" is a verb ("water the plants"), but "the water heater's out" is no to-do: it is out."""
    [found] = read(text)
    outage = found.otherwise if isinstance(found, CompleteCommitment) else found
    assert isinstance(outage, OpenEpisode) and outage.topic in ("water heater", "sprinkler"), found


@pytest.mark.parametrize("text", ["off on friday, dentist at 10", "out tmrw, back thurs"])
def test_a_particle_alone_is_no_todo(text: str) -> None:
    assert [action for action, _ in read.todos(read(text)) if action in ("off", "out", "back")] == []


@pytest.mark.parametrize(
    ("text", "caller"),
    [
        ("the cable guy is coming tuesday 1-5pm", "cable guy"),
        ("our window cleaning people are coming tues at 1", "window cleaning people"),
    ],
)
def test_a_caller_said_with_is_coming_visits(text: str, caller: str) -> None:
    [visit] = read(text)
    assert isinstance(visit, NewCommitment) and (visit.action, visit.owner) == ("visit", caller)
    assert read.when(visit) == "Tue 08 13:00"


def test_tmw_is_tomorrow() -> None:
    assert read.todos(read("call the bank tmw")) == [("call the bank", "Thu 03 00:00")]


@pytest.mark.parametrize(
    "text", ["renew car insurance - due 14/12", "pay the gardener — by friday", "book the vet – fri"]
)
def test_a_dash_before_the_date_is_no_part_of_the_action(text: str) -> None:
    [(action, _)] = read.todos(read(text))
    assert not action.endswith(("-", "–", "—")) and action.split()[-1].isalpha()

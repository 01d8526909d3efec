"""Problems recap missed or made up (session 32): "parking gate rejects every badge" is a gate
turning people away (only payment cards were known: read as nothing); "card machine taking payments
again" puts the trouble right with its "is" dropped (asked about); "the flag ceremony broke me a
little, so moving" moved the user, nothing broke (an issue was opened)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Asia/Jakarta")
READ = Reading(datetime(2031, 8, 17, 9, 0, tzinfo=ZONE), ZONE)
SESSION = "2031-08-17T09:00:00+07:00"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("parking gate rejects every badge", "parking gate"),
        ("the parking gate is rejecting badges again", "parking gate"),
        ("turnstile won't read my pass", "turnstile"),
        ("the door reader rejects every key card", "door reader"),
        ("car park barrier won't accept my ticket", "car park barrier"),
        ("the vending machine keeps eating coins", "vending machine"),
    ],
)
def test_a_machine_turning_people_away_is_a_fault(text: str, topic: str) -> None:
    """A gate, reader or machine refusing what lets people in (or what it takes) is a fault of it."""
    found = READ(text)
    assert [(type(i).__name__, i.topic) for i in found if isinstance(i, OpenEpisode)] == [("OpenEpisode", topic)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the coffee machine only spits out hot water", "coffee machine"),
        ("the coffee machine at the office only spits out hot water", "coffee machine"),
        ("aircon only blows warm air", "aircon"),
        ("the printer's just printing blank pages", "printer"),
        ("tv only shows a black screen", "tv"),
    ],
)
def test_a_machine_giving_only_the_wrong_thing_is_a_fault(text: str, topic: str) -> None:
    """A machine giving only hot water, warm air or blank pages is failing."""
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("fridge stopped buzzing", "fridge"),
        ("the tap stopped dripping", "tap"),
        ("the smoke alarm finally stopped beeping", "smoke alarm"),
        ("the boiler has stopped making that noise", "boiler"),
        ("the laptop stopped crashing since the update", "laptop"),
    ],
)
def test_the_trouble_stopping_puts_it_right(text: str, topic: str) -> None:
    """A thing that stopped dripping, beeping or crashing is put right, never a new fault."""
    assert [(type(i).__name__, i.topic) for i in READ(text)] == [("ResolveEpisode", topic)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the printer stopped working", "printer"),
        ("the app stopped loading", "app"),
        ("freezer stopped freezing, everything's gone soft", "freezer"),
        ("the heater stopped heating", "heater"),
    ],
)
def test_a_thing_that_stopped_working_is_still_a_fault(text: str, topic: str) -> None:
    """Stopped working, loading, or doing its own job ("freezer stopped freezing") is the fault itself."""
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the fence blew down in the storm", "fence"),
        ("the shed roof blew off last night", "shed roof"),
        ("the gazebo got blown over", "gazebo"),
    ],
)
def test_a_thing_the_wind_took_is_a_fault(text: str, topic: str) -> None:
    """Blown down, off or over is damage to the thing (its topic the thing, never "fence blew")."""
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["the storm blew over", "the wind blew my hat off"])
def test_weather_that_passed_is_no_fault(text: str) -> None:
    """A storm that blew over passed; nothing broke."""
    assert not any(isinstance(i, OpenEpisode) for i in READ(text))


@pytest.mark.parametrize(
    "text", ["the café only does cash", "the bakery only makes sourdough", "Ana only makes vegan food"]
)
def test_what_a_place_or_a_person_only_gives_is_no_fault(text: str) -> None:
    """What a place sells or a person makes, "only", is how they are: no fault."""
    assert not any(isinstance(i, OpenEpisode) for i in READ(text))


@pytest.mark.parametrize(
    "text", ["ok heading out, ttyl", "ok stepping out for lunch", "clocking out, night all", "popping out for a bit"]
)
def test_the_user_going_out_is_no_outage(text: str) -> None:
    """Heading, stepping or clocking out is the user leaving: nothing is out of order."""
    found = READ(text)
    assert not any(isinstance(i, OpenEpisode) for i in found)
    assert not any(isinstance(getattr(i, "otherwise", None), OpenEpisode) for i in found)


@pytest.mark.parametrize("text", ["the power's out", "wifi's out again"])
def test_a_supply_out_is_still_an_outage_s32(text: str) -> None:
    """Out said of a supply stays an outage."""
    assert any(isinstance(i, OpenEpisode) for i in READ(text))


@pytest.mark.parametrize("text", ["the bouncer rejects every ticket", "the doorman refuses every pass"])
def test_someone_by_their_job_turning_people_away_is_their_call(text: str) -> None:
    """A person named by their job who turns people away decided so: no fault to track."""
    assert not any(isinstance(i, OpenEpisode) for i in READ(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("card machine taking payments again", "card machine"),
        ("the card reader's accepting contactless again", "card reader"),
        ("the till is taking cards again", "till"),
        ("gate reading badges again", "gate"),
    ],
)
def test_taking_payments_again_puts_the_trouble_right(text: str, topic: str) -> None:
    """Taking payments (or reading badges) again, with or without its "is", resolves the trouble."""
    assert [(type(i).__name__, i.topic) for i in READ(text)] == [("ResolveEpisode", topic)]


@pytest.mark.parametrize(
    "text",
    [
        "the flag ceremony broke me a little, so moving",
        "that finale broke us",
        "the speech broke my heart",
        "honestly the last episode broke me",
    ],
)
def test_what_moved_someone_broke_nothing(text: str) -> None:
    """"Broke me", "broke my heart": the user was moved; nothing broke."""
    assert not any(isinstance(i, OpenEpisode) for i in READ(text))


@pytest.mark.parametrize("text", ["the laptop broke", "the hinge broke again", "the kettle broke this morning"])
def test_a_thing_that_broke_is_still_an_issue(text: str) -> None:
    """Broke said of a thing, with no one it moved, stays a breakage."""
    assert any(isinstance(i, OpenEpisode) for i in READ(text))


async def test_played_through_the_bot(tmp_path: Path) -> None:
    """Opened, resolved, or nothing at all, and never asked about."""
    cases = [
        {"say": "parking gate rejects every badge", "expect": {"opened": ["parking gate"]}},
        {"say": "turnstile at the station won't read my pass", "expect": {"opened": ["turnstile"]}},
        {"before": ["the card machine isn't taking payments"], "say": "card machine taking payments again",
         "expect": {"resolved": ["card machine"]}},
        {"before": ["the barrier won't take my badge"], "say": "barrier's reading badges again",
         "expect": {"resolved": ["barrier"]}},
        {"say": "the flag ceremony broke me a little, so moving", "expect": "nothing"},
        {"say": "legs are dead after the panjat pinang contest", "expect": "nothing"},
        {"say": "arms are wrecked after moving day", "expect": "nothing"},
        {"say": "throat's sore from all the presenting", "expect": "nothing"},
        {"say": "ok heading out, ttyl", "expect": "nothing"},
        {"say": "the coffee machine at the office only spits out hot water", "expect": {"opened": ["coffee machine"]}},
        {"before": ["the fridge is making a buzzing sound"], "say": "fridge stopped buzzing",
         "expect": {"resolved": ["fridge"]}},
        {"say": "the tap stopped dripping", "expect": "nothing"},
        {"before": ["printer out of toner"], "say": "printer's got toner again", "expect": {"resolved": ["printer"]}},
        {"before": ["the van's out of fuel"], "say": "the van has fuel now", "expect": {"resolved": ["van"]}},
    ]
    assert await failures(tmp_path, SESSION, "Asia/Jakarta", cases) == []
    assert not any(isinstance(i, ResolveEpisode) for i in READ("the card machine is taking payments now?"))

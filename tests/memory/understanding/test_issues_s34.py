"""Issues as busy people report them (session 34): a machine making a noise no working one makes, a
machine that only makes the noise of working and then fails, a machine that does its job to nothing,
output gone out with a stale value in it, times shown shifted by a fixed amount, a long report with
when it began, mail turned away by size, and the thing said again as "it" or "the thing"; beside each,
the near-misses that open nothing (people and crowds screaming, a law or a cream that does nothing, a
person going out with someone, a parcel shown late, a bouncer turning people away)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import OpenEpisode, ResolveEpisode
from tests.memory.understanding.reading import Reading

BERLIN = zone("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=BERLIN)  # a Monday morning


_read = Reading(NOW, BERLIN)


_opened = _read.opened

@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a noise no working machine makes
        ("my laptop fan is screaming", "laptop fan"),
        ("the fan's screaming again", "fan"),
        ("the fridge is groaning", "fridge"),
        ("the extractor fan is shrieking", "extractor fan"),
        # ... and the thing said again by a word for it
        ("my laptop fan is screaming and the thing's hot as hell", "laptop fan"),
        ("the extractor fan is screaming and it's hot to the touch", "extractor fan"),
        ("the dryer is squeaking and the thing smells like burning", "dryer"),
        # only the noise of working, then nothing
        ("coffee machine just whirs and grinds nothing", "coffee machine"),
        ("the car just clicks and won't start", "car"),
        ("the printer just clicks and does nothing", "printer"),
        ("washing machine hums but doesn't spin", "washing machine"),
        ("the kettle just clicks and nothing happens", "kettle"),
        # its job done to nothing
        ("coffee machine grinds nothing", "coffee machine"),
        ("the pump pumps nothing", "pump"),
        # gone out with a stale or wrong value
        ("invoices are going out with last year's tax rate 😬", "invoices"),
        ("invoices are going out with the wrong tax rate", "invoices"),
        ("the labels are printing with the old address", "labels"),
        ("the till is charging last year's prices", "till"),
        ("the website is showing yesterday's prices", "website"),
        # times shown shifted
        ("booking system is showing everyone's appointments an hour off since the clocks changed", "booking system"),
        ("booking system is showing everyone's appointments an hour off", "booking system"),
        ("the calendar app shows all my meetings an hour ahead", "calendar app"),
        ("the rota app is listing the shifts out by a day", "rota app"),
        # mail turned away by size
        ("mail server rejects anything over 5mb", "mail server"),
        ("exchange is bouncing attachments bigger than 10 MB", "exchange"),
        ("the mail server keeps rejecting emails over 20mb", "mail server"),
    ],
)
def test_trouble_opens_one_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


def test_the_noise_and_the_size_stay_in_the_detail() -> None:
    (car,) = [i for i in _read("the car just clicks and won't start") if isinstance(i, OpenEpisode)]
    assert car.detail == "just clicks and won't start"
    (mail,) = [i for i in _read("mail server rejects anything over 5mb") if isinstance(i, OpenEpisode)]
    assert mail.detail == "over 5mb"
    (booking,) = [i for i in _read("booking system is showing everyone's appointments an hour off since the clocks "
                                   "changed") if isinstance(i, OpenEpisode)]
    assert "since the clocks changed" in booking.detail


@pytest.mark.parametrize(
    "text",
    [
        "the fans were screaming at the match",
        "the kids are screaming",
        "the baby is screaming",
        "my boss is screaming at me",
        "the crowd is roaring",
        "the baby just hums and does nothing",
        "Tom just beeps and does nothing",
        "the dog whines and won't eat",
        "the car clicks but starts eventually",
        "the law does nothing",
        "this medicine does nothing",
        "my manager does nothing",
        "the plumber did nothing",
        "the app shows deliveries 2 days late",
        "the bouncer rejects anything over 30",
        "we're going out with the old crew",
        "the wifi's down and it's my day off",
    ],
)
def test_near_misses_open_no_issue_of_their_own(text: str) -> None:
    assert [t for t in _opened(text) if t not in ("wifi",)] == []


_resolved = _read.resolved


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        # one more trouble said with "either", "too", "as well"
        ("wifi at the guesthouse is down and the hot water's not working either", ["wifi", "hot water"]),
        ("the hot water's not working either", ["hot water"]),
        ("the printer's broken too", ["printer"]),
        ("the dishwasher is leaking as well", ["dishwasher"]),
        # stopped up, never "back up"
        ("the sink's blocked up", ["sink"]),
        ("the lock's seized up", ["lock"]),
    ],
)
def test_more_trouble_opens(text: str, topics: list[str]) -> None:
    assert _opened(text) == topics
    assert _resolved(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("tank's sealed up", "tank"),
        ("the roof's patched up now", "roof"),
        ("the fence is all taped up", "fence"),
        ("the server's back up", "server"),
    ],
)
def test_a_mend_before_up_resolves_the_thing(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


def test_a_mend_then_a_new_trouble() -> None:
    found = _read("tank's sealed up, all good — but now the pump's rattling")
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == ["tank"]
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["pump"]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # software or a device asking again for what it was given
        ("outlook keeps asking for my password", "outlook"),
        ("teams keeps asking me to sign in every morning", "teams"),
        ("my laptop keeps asking for the bitlocker key", "laptop"),
        ("windows keeps asking me to restart", "windows"),
        # a screen marked
        ("laptop screen has a weird green line", "laptop screen"),
        ("the telly's got a dead pixel", "telly"),
        ("my monitor has lines across it", "monitor"),
        ("the projector has a pink tint", "projector"),
        # a typo'd "the" and "and"
        ("hte lift is stuck", "lift"),
    ],
)
def test_nags_and_marks_open_an_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


def test_a_typod_and_joins_two_troubles() -> None:
    assert _opened("the printer is jammed adn the wifi is down") == ["printer", "wifi"]


@pytest.mark.parametrize(
    "text",
    [
        "Sam keeps asking for my password",
        "mum keeps asking for the wifi password",
        "my boss keeps asking for updates",
        "the cake has a green line",
        "Sam has a black eye",
    ],
)
def test_people_and_cakes_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize("text", ["water all over the floor", "glass everywhere"])
def test_a_thing_lying_about_is_no_todo(text: str) -> None:
    assert _read(text) == []


def test_the_mess_after_a_leak_is_its_detail() -> None:
    (leak,) = _read("dishwasher's leaking again, water all over the floor")
    assert isinstance(leak, OpenEpisode) and leak.topic == "dishwasher" and "water all over the floor" in leak.detail


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("mouse is double clicking by itself", "mouse"),
        ("the alarm goes off by itself at night", "alarm"),
        ("the lights turn on and off by themselves", "lights"),
        ("the door closes by itself", "door"),
        # stuck part of the way
        ("the blinds in room 4 are stuck half way", "blinds in room 4"),
        ("the gate's jammed half open", "gate"),
    ],
)
def test_a_thing_acting_by_itself_or_stuck_part_way_opens(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["the cut healed on its own", "the kids walked home on their own", "Sam did it by himself"]
)
def test_what_comes_right_by_itself_or_people_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("my car battery's flat again", "car battery"),
        ("the car battery is flat", "car battery"),
        ("the front tyre is flat", "front tyre"),
    ],
)
def test_a_vehicles_battery_or_a_tyre_flat_opens(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["my phone battery's flat", "the beer is flat"])
def test_a_phone_or_a_drink_flat_opens_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    "text", ["ugh my back is killing me after that gym session", "my legs are sore after that gym session"]
)
def test_after_that_before_a_thing_is_no_next_step(text: str) -> None:
    assert _read(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "my mate's laptop crashed during his presentation, brutal",
        "my neighbour's car alarm has been going off all night",
        "my friends' wifi is down",
        "my best friend's phone screen is cracked",
    ],
)
def test_a_friends_or_neighbours_trouble_is_news(text: str) -> None:
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "topic"), [("Dad's hearing aid stopped working", "Dad's hearing aid"), ("the boss's printer is jammed",
                                                                                     "boss's printer")]
)
def test_kins_or_the_offices_trouble_stays_the_users(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["the scanner jammed twice last month but its been fine since", "the printer jammed but it's ok now"]
)
def test_the_thing_well_again_said_by_it_is_no_more_trouble(text: str) -> None:
    assert _opened(text) == []


def test_halfway_through_a_show_is_no_place_a_thing_stuck() -> None:
    assert _read("the mic cut out halfway through the anthem lol") == []

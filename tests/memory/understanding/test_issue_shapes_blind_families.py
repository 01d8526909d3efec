"""Issue shapes said without the usual words: a supply off, a plural thing
that keeps failing, a thing running warm, a leak at a site, a fix closed by "all good now" or a
laugh, and the lookalikes that are no issue ("a day out", "get the fence fixed")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, extract

TZ = ZoneInfo("Africa/Johannesburg")
NOW = datetime(2028, 3, 8, 10, 30, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "topic", "detail"),
    [
        ("power's off in the whole street", "power", "in the whole street"),
        ("the electricity has been cut off since 6am", "electricity", "since 6am"),
        ("gas is off again", "gas", ""),
        ("wifi's gone off at Lindiwe's flat", "wifi at Lindiwe's flat", ""),
        ("hot water is off", "hot water", ""),
    ],
)
def test_a_supply_off_opens_the_supply(text: str, topic: str, detail: str) -> None:
    assert _read(text) == [OpenEpisode(topic, detail)]


@pytest.mark.parametrize("text", ["the party's off", "the deal is off", "the lights are out of this world"])
def test_what_is_off_but_no_supply_is_no_outage(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


def test_a_plain_light_on_is_no_issue() -> None:
    assert _read("the light is on in the hallway") == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the tablets in 3B keep losing connection", "tablets in 3B"),  # flat 3B's, not 3C's
        ("laptops keep dropping wifi", "laptops"),
        ("the card readers keep freezing", "card readers"),
        ("server room fans are running hot", "server room fans"),
        ("the cold room is running warm, 9 degrees", "cold room"),
        ("the garage door is stuck half open", "garage door"),
        ("there's a leak under the bath at the Osei job", "leak under the bath at the Osei job"),
    ],
)
def test_a_thing_failing_in_other_words_opens_it(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["my kids keep growing", "the neighbours keep visiting", "Priya keeps texting"])
def test_people_who_keep_doing_things_open_nothing(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("new router arrived, all good now", "router"),
        ("replacement kettle came, sorted", "kettle"),
        ("the geyser fixed itself lol", "geyser"),
        ("wifi is back haha", "wifi"),
    ],
)
def test_a_fix_closed_by_an_outcome_or_a_laugh_resolves(text: str, topic: str) -> None:
    assert _read(text) == [ResolveEpisode(topic)]


def test_all_good_alone_resolves_nothing() -> None:
    assert _read("all good now") == []


@pytest.mark.parametrize("text", ["we went to Durban last saturday, lovely day out", "great night out with the girls"])
def test_an_outing_is_no_outage(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    "text",
    ["morning all, proper fresh out", "bit nippy out", "lovely and warm out", "it's freezing out", "so hot out today",
     "proper cold out this morning"],
)
def test_the_weather_out_is_neither_an_outage_nor_sent(text: str) -> None:
    """ "proper fresh out" was opened as the issue "proper fresh", or sent as a to-do of that name."""
    assert not any(isinstance(i, OpenEpisode) or getattr(i, "sent", False) for i in _read(text)), _read(text)


@pytest.mark.parametrize(("text", "topic"), [("the wifi is out", "wifi"), ("the hot water is out", "hot water")])
def test_a_supply_out_is_still_an_outage(text: str, topic: str) -> None:
    assert _read(text) == [OpenEpisode(topic, "")]


@pytest.mark.parametrize("text", ["get the fence fixed by the weekend", "have the boiler serviced by friday"])
def test_getting_a_thing_fixed_is_a_todo_not_a_fix(text: str) -> None:
    found = _read(text)
    assert found and all(isinstance(i, NewCommitment) for i in found)


@pytest.mark.parametrize(
    ("text", "topic"),
    [("laptop blue screens whenever i open the invoicing app", "laptop"),
     ("the work laptop bsods every time i dock it", "work laptop")],
)
def test_a_blue_screen_is_a_crash(text: str, topic: str) -> None:
    """ "laptop blue screens whenever …" was silently missed."""
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


def test_a_blue_screen_admired_is_no_crash() -> None:
    assert _read("the blue screen is gorgeous") == []

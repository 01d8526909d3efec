"""Trouble said by an error code as a verb, erroring, garbage output or output that looks wrong
opens an issue on the thing ("login page 404s for some users": "login page 404s"); people,
pronouns and looks that only an opinion finds wrong open nothing. Recovery said as things coming
through again, a hedge "at least" after a fix, and a repair with "all good" after its comma
resolve the thing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import OpenEpisode, ResolveEpisode
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/Los_Angeles")
NOW = datetime(2027, 1, 13, 9, 0, tzinfo=TZ)
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("dashboard numbers look wrong since friday's release", "dashboard numbers"),
        ("login page 404s for some users", "login page 404s"),
        ("the checkout 500s on submit", "checkout 500s"),
        ("checkout keeps 500ing", "checkout"),  # the older code readers' topic
        ("the api returns 502s", "api 502s"),
        ("the booking form throws a 403", "booking form 403s"),
        ("the payroll export errors out every time", "payroll export"),
        ("sync is erroring again", "sync"),
        ("label printer spits out garbage", "label printer"),
        ("the till prints gibberish", "till"),
        ("invoice totals look off this month", "invoice totals"),
        ("search results seem broken on mobile", "search results"),
        ("Xero 502s on login", "Xero 502s"),
    ],
)
def test_an_error_or_wrong_output_opens_an_issue(text: str, topic: str) -> None:
    assert [(type(i), getattr(i, "topic", None)) for i in read(text)] == [(OpenEpisode, topic)]


@pytest.mark.parametrize(
    "text",
    ["Sam looks off today", "this looks wrong", "the cake looks weird lol", "you look broken", "the plan looks wrong",
     "I'm not going through with it"],
)
def test_people_pronouns_and_opinions_open_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("slack notifications are coming through again", "slack notifications"),
        ("card payments are going through again", "card payments"),
        ("texts are getting through again", "texts"),
        ("emails are coming in again", "emails"),
        ("wifi's back at least", "wifi"),
        ("the printer works again at least", "printer"),
        ("cleared space on the build server, all good", "build server"),
        ("freed up disk on the NAS, working again", "disk on the NAS"),
    ],
)
def test_recovery_resolves_the_thing(text: str, topic: str) -> None:
    assert [i.topic for i in read(text) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize("text", ["Ana is coming in again", "the kids are coming in again", "need to walk 5k at least"])
def test_people_coming_in_and_a_hedge_alone_resolve_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, ResolveEpisode)]

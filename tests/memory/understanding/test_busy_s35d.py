"""Misreadings helper c2 found playing busy people's chats (session 35): a parent, a freelancer, a
nurse and someone writing English as a second language."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading, kinds

ZONE = ZoneInfo("Europe/Madrid")
READ = Reading(datetime(2026, 12, 8, 10, 18, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Tuesday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("quote for the bakery site - promised them by thurs", "send them quote for the bakery site", "Thu 10 Dec"),
        ("quote for the bakery site, promised them by thurs", "send them quote for the bakery site", "Thu 10 Dec"),
        ("the deck for acme - told them by fri", "send them the deck for acme", "Fri 11 Dec"),
        ("logo drafts: promised Marco by monday", "send Marco logo drafts", "Mon 14 Dec"),
        ("the slides — promised her by tmrw", "send her the slides", "Wed 09 Dec"),
        ("bakery quote - promised it by thurs", "send bakery quote", "Thu 10 Dec"),
    ],
)
def test_a_thing_then_its_promise_with_no_object_is_one_promise_of_it(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


@pytest.mark.parametrize(
    "text",
    [
        "Raj is annoyed - promised him by fri",  # a clause, not a thing to hand over
        "the deck, told them it's late",  # no date: news, not a promise
    ],
)
def test_a_clause_or_undated_news_before_a_promise_is_no_promised_thing(text: str) -> None:
    assert not any(action.startswith("send") for action, _ in READ.todos(READ(text))), READ(text)


def test_a_promise_that_names_its_own_thing_keeps_both() -> None:
    found = READ("quote for the bakery, promised them a discount")
    assert "give them a discount" in [a for a, _ in READ.todos(found)], kinds(found)

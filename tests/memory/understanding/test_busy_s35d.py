"""Misreadings helper c2 found playing busy people's chats (session 35): a parent, a freelancer, a
nurse and someone writing English as a second language."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._run_on_dated import run_on_dated
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


CHICAGO = ZoneInfo("America/Chicago")
EVENING = Reading(datetime(2026, 12, 7, 19, 9, tzinfo=CHICAGO), CHICAGO, fmt="%a %d %b")  # a Monday evening


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("grandma and grandpa arriving sat 11am need to make up the spare room b4 then", "make up the spare room",
         "Sat 12 Dec"),
        ("car insurance renews on the 28th need to shop around b4 that", "shop around", "Sun 27 Dec"),
        ("mum's flight lands thurs 6pm gotta pick her up", "pick mum up", "Thu 10 Dec"),
        ("passport expires on the 9th need to renew it before then", "renew passport", "Tue 08 Dec"),
    ],
)
def test_a_dated_event_typed_on_into_what_to_do_about_it_dates_the_to_do(text: str, action: str, due: str) -> None:
    assert EVENING.todos(EVENING(text)) == [(action, due)]


@pytest.mark.parametrize(
    "text",
    [
        "tmrw i need to call her",  # the date is no clause of its own
        "the plumber comes tuesday i need to clear under the sink",  # nothing leans back
        "the report is due friday need to write the intro",  # may be one to-do
    ],
)
def test_an_obligation_not_leaning_back_on_a_dated_clause_is_left_as_typed(text: str) -> None:
    assert run_on_dated(text) == text

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
        ("the deck for acme - told them by fri", "send acme the deck", "Fri 11 Dec"),  # acme is them
        ("logo revisions for marco - promised him by wed", "send marco logo revisions", "Wed 09 Dec"),
        ("mockups for Lena, promised her by monday", "send Lena mockups", "Mon 14 Dec"),
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


SYDNEY = ZoneInfo("Australia/Sydney")
NIGHT = Reading(datetime(2026, 12, 7, 19, 1, tzinfo=SYDNEY), SYDNEY, fmt="%a %d %H:%M")  # a Monday evening


DAY = "Tue 08 00:00"  # tomorrow, the whole day


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("tmrw 2 things: call the bank, and email sarah", [("call the bank", DAY), ("email sarah", DAY)]),
        ("tmrw 3 things - call the bank, email sarah, book gym",
         [("call the bank", DAY), ("email sarah", DAY), ("book gym", DAY)]),
        ("tmrw 2 jobs: call the bank, email sarah", [("call the bank", DAY), ("email sarah", DAY)]),
        ("call mum tmrw 2", [("call mum", "Tue 08 14:00")]),  # no count after it: the hour
        ("call mum tmrw 2pm", [("call mum", "Tue 08 14:00")]),
    ],
)
def test_a_number_after_a_day_that_counts_what_follows_is_no_hour(text: str, todos: list[tuple[str, str]]) -> None:
    assert NIGHT.todos(NIGHT(text)) == todos


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("swap day shift w/ tom for his night on the 12th", "swap day shift with tom for his night"),
        ("cover their night on the 12th", "cover their night"),
    ],
)
def test_another_s_night_is_their_shift_not_a_time(text: str, action: str) -> None:
    assert NIGHT.todos(NIGHT(text)) == [(action, "Sat 12 00:00")]


def test_her_before_a_day_is_still_whom() -> None:
    assert NIGHT.todos(NIGHT("call her friday")) == [("call her", "Fri 11 00:00")]


KOLKATA = ZoneInfo("Asia/Kolkata")
MORNING = Reading(datetime(2026, 12, 10, 9, 0, tzinfo=KOLKATA), KOLKATA, fmt="%a %d %b")  # a Thursday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("tomorrow I go to bank for open account", "go to bank for open account", "Fri 11 Dec"),
        ("go to bank tomorrow", "go to bank", "Fri 11 Dec"),
        ("tomorrow I go to post office", "go to post office", "Fri 11 Dec"),
        ("on monday I go to doctor", "go to doctor", "Mon 14 Dec"),
    ],
)
def test_an_errand_to_a_place_named_without_its_article_is_a_to_do(text: str, action: str, due: str) -> None:
    assert MORNING.todos(MORNING(text)) == [(action, due)]


@pytest.mark.parametrize("text", ["tomorrow I go to school", "go to work tomorrow", "go to bed early tonight"])
def test_a_routine_english_names_bare_is_no_errand(text: str) -> None:
    assert MORNING.todos(MORNING(text)) == []

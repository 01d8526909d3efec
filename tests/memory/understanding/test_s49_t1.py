"""Session 49, helper t1: blind47's several-intent messages, mostly Hawaiian Pidgin (:mod:`._hawaiian`): "da" is
"the", "stay" is "is", "pau" is done, "like" is want, "going fix" is going to fix, "one" is "a", "fo" is for,
a name then "da <role>" says what the person is. Read as English, each part of such a message was half read
("order syringes by da") or dropped."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from memory.understanding._hawaiian import pidgin_as_english
from tests.memory.understanding.reading import Reading

HONOLULU = ZoneInfo("Pacific/Honolulu")
read = Reading(datetime(2041, 3, 11, 10, 0, tzinfo=HONOLULU), HONOLULU)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("gotta send him da invoice tonight", "gotta send him the invoice tonight"),
        ("gotta order more gloves by da 12th", "gotta order more gloves by the 12th"),
        ("tell her da schedule tomorrow", "tell her the schedule tomorrow"),
        ("da freezer alarm stay broken again", "the freezer alarm is broken again"),
        ("Keoni da new foreman", "Keoni is the new foreman"),
        ("Makoa stay yard boss now, gotta send him da keys", "Makoa is yard boss now, gotta send him the keys"),
        ("da quotes pau", "the quotes done"),
        ("Kalani going fix da roof by monday", "Kalani is going to fix the roof by monday"),
        ("she like see me thursday 2pm", "she wants to see me thursday 2pm"),
        ("need fo buy her one new phone bumbye", "need to buy her a new phone later"),
        ("da wifi down, I go call Spectrum in one hour", "the wifi down, I'll call Spectrum in one hour"),
        ("Noe's extension stay 14", "Noe's extension is 14"),
    ],
)
def test_pidgin_put_as_english(text: str, english: str) -> None:
    assert pidgin_as_english(text) == english


@pytest.mark.parametrize(
    "text",
    [
        "my ma and da are visiting next week",  # a father
        "had lunch with my da today",
        "meeting with Joana da Silva on friday",  # a name's part
        "I stay late on fridays",  # English "stay"
        "the kids stay with their grandma on weekends",
        "I like the new office",  # English "like"
        "need to pick one more box up",
        "in one hour call the vet",
        "the hotel where we stay in Hilo",
    ],
)
def test_english_left_as_typed(text: str) -> None:
    assert pidgin_as_english(text) == text


def test_one_said_of_time_or_count_stays_in_pidgin() -> None:
    said = pidgin_as_english("da report pau. next one due in one week")
    assert "next one" in said and "in one week" in said


def test_pidgin_to_do_after_a_fact_is_stored_in_english() -> None:
    found = read("Makoa stay yard boss now, gotta send him da new roster by friday")
    assert read.facts("Makoa stay yard boss now, gotta send him da new roster by friday") == [
        ("Makoa", "role", "yard boss")
    ]
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [
        ("send Makoa the new roster", "Makoa")
    ]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("got da gloves already, and gotta order more masks by da 20th", "order more masks", "Wed 20 00:00"),
        ("gotta renew my license by da 28th", "renew my license", "Thu 28 00:00"),
        ("in 30 mins thaw da samples", "thaw the samples", "Mon 11 10:30"),
    ],
)
def test_pidgin_date_after_da(text: str, action: str, due: str) -> None:
    assert (action, due) in read.todos(read(text))


def test_pidgin_other_persons_plan_is_theirs() -> None:
    found = read("in 2 hrs check da tanks, and Kalani going fix da roof by saturday")
    assert read.owned(found) == [("check the tanks", "me", "Mon 11 12:00"), ("fix the roof", "Kalani", "Sat 16 00:00")]


def test_pidgin_issue_and_zero_copula_fact() -> None:
    assert read.facts("generator fixed. Keoni da new lab tech, shoots") == [("Keoni", "role", "lab tech")]
    assert read.opened("da scale stay broken again") == ["scale"]


def test_lower_case_pau_only() -> None:
    assert pidgin_as_english("team agreed Pau writes the press release by thurs") == (
        "team agreed Pau writes the press release by thurs"
    )


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("no need da van pickup, Keoni wen grab 'em", "no need for the van pickup, Keoni grabbed 'em"),
        (
            "lunch wit Aunty Mele off, she stay sick fo da week",
            "lunch with Aunty Mele is off, she is sick for the week",
        ),
        ("she wen call da vet", "she called the vet"),
    ],
)
def test_pidgin_past_and_called_off(text: str, english: str) -> None:
    assert pidgin_as_english(text) == english


def test_pidgin_lights_off_is_no_plan_called_off() -> None:
    assert pidgin_as_english("da lights off, brah") == "the lights off, brah"


# ----------------------------------------------------------------- a place's later words are no person


@pytest.mark.parametrize(
    "text",
    [
        "mum is in St Mary's Hospital, gotta call her tonight at 9",
        "grandma is in Hilo Medical Center, need to call her tonight",
        "auntie is at Queens Medical Center, gotta visit her tomorrow",
    ],
)
def test_a_place_named_before_is_no_counterparty(text: str) -> None:
    found = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert found and all(i.counterparty is None for i in found)


def test_a_person_named_before_a_place_is_still_the_counterparty() -> None:
    found = [
        i for i in read("Leilani is in Hilo Medical Center, gotta call her tonight 9") if isinstance(i, NewCommitment)
    ]
    assert [i.counterparty for i in found] == ["Leilani"]


# ----------------------------------------------------------------- an obligation said before "instead"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("gotta go to town tomorrow instead", "go to town"),
        ("dinner with Sam is off, need to go to the bank tomorrow instead", "go to the bank"),
        ("we gotta go to town on friday instead", "go to town"),
    ],
)
def test_obligation_before_instead_is_no_part_of_the_plan(text: str, action: str) -> None:
    assert [a for a, _ in read.todos(read(text))] == [action]


# ----------------------------------------------------------------- a battery or a part "is dying"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the scanner battery is dying", "scanner battery"),
        ("the laptop battery is dying again", "laptop battery"),
        ("the fridge compressor is dying", "fridge compressor"),
    ],
)
def test_a_part_dying_is_a_fault(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "my grandma is dying",
        "the plants are dying",
        "my phone is dying, call you later",
        "Ana's dog is dying",
        "Tom is dying to see you",
        "the bulbs are dying to be changed",
    ],
)
def test_dying_of_the_living_or_the_moment_is_no_fault(text: str) -> None:
    assert read.opened(text) == []


# ----------------------------------------------------------------- "<who> wants to see me <day>": a meeting


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Ana wants to meet me friday 3pm", ("meet Ana", "Ana", "Fri 15 15:00")),
        ("Dr Lee would like to speak to me on wednesday", ("speak to Dr Lee", "Dr Lee", "Wed 13 00:00")),
        (
            "Kainoa's teacher is Mrs Kahale and she like see me friday 3pm",
            ("see Mrs Kahale", "Mrs Kahale", "Fri 15 15:00"),
        ),
    ],
)
def test_someone_who_wants_to_see_me_on_a_day(text: str, todo: tuple[str, str, str]) -> None:
    assert [(a, c, d) for a, o, c, d in read.promised(read(text))] == [todo]


@pytest.mark.parametrize(
    "text",
    ["Ana wants to see me", "Ana wants to see the flat friday", "Ana wanted to see me last friday"],
)
def test_no_meeting_without_a_day_or_of_something_else(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment) and i.due is not None and "Ana" in i.action]

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

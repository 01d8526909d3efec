"""Session 45's rules from blind43's tuning: how people say these things anywhere, each with the
near-misses that must not be read the new way."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        # the arrival gives the day, the to-do its time of day
        (
            "Mum's flying in on the 10th, pick her up at the airport 6:40am",
            [("pick Mum up at the airport", "Thu 10 06:40")],
        ),
        ("Mum lands on the 10th, pick her up at the airport 6:40am", [("pick Mum up at the airport", "Thu 10 06:40")]),
        ("Ana flies in friday, meet her at arrivals 9pm", [("meet Ana at arrivals", "Fri 04 21:00")]),
        ("Dad's flight lands sat, grab him at 5pm", [("grab Dad", "Sat 05 17:00")]),
    ],
)
def test_an_arrivals_day_and_the_to_dos_time(text: str, todos: list[tuple[str, str]]) -> None:
    assert read.todos(read(text)) == todos


@pytest.mark.parametrize(
    "text",
    [
        "Mum's flying in on the 10th, pick her up friday",  # a day of its own: not the arrival's
        "Mum lands at 6 on the 10th, pick her up at 7",  # two times: which day is the 7 on?
        "Dad's flying in on the 10th, pick her up at 6",  # not about him
    ],
)
def test_a_to_do_with_its_own_day_is_not_put_on_the_arrivals(text: str) -> None:
    assert not [
        todo
        for todo in read.todos(read(text))
        if todo[0].startswith("pick") and todo[1] in ("Thu 10 06:00", "Thu 10 07:00", "Thu 10 00:00")
    ]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("kenworth due for PM service in 3 wks", "kenworth's PM service"),  # bare: no "the", no "'s"
        ("van due for a service next wed", "van's service"),
        ("the car's due for its MOT on the 3rd", "car's MOT"),
        ("in a fortnight the car's due for its service", "car's service"),
    ],
)
def test_a_thing_due_for_its_check_names_the_check(text: str, thing: str) -> None:
    (move,) = read(text)
    assert isinstance(move, MoveCommitment) and move.action == thing


@pytest.mark.parametrize(
    "text",
    [
        "she's due for a raise next month",  # a person by a pronoun: no check of a thing's
        "rent due for the flat on the 5th",  # "for the flat": whose rent, no check called "the flat"
    ],
)
def test_not_a_things_check(text: str) -> None:
    actions = [i.action for i in read(text) if isinstance(i, MoveCommitment | NewCommitment)]
    assert not [a for a in actions if "raise" in a or "flat" in a]


def test_a_reminder_asked_for_keeps_the_due_thing() -> None:
    (move,) = read("the car's MOT is due on the 12th, remind me")
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, NewCommitment)
    (move,) = read("kenworth due for PM service in 3 wks, remind me")
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, NewCommitment)


def test_without_a_reminder_asked_for_the_due_thing_is_offered() -> None:
    (move,) = read("the car's MOT is due on the 12th")
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, Unclear)


@pytest.mark.parametrize(
    "text",
    [
        "we should do a polar plunge before new years maybe",
        "we should grab a beer friday maybe",
        "let's do a beach day on the 20th perhaps",
    ],
)
def test_a_wish_ending_unsure_of_itself_is_small_talk(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("we should grab a beer friday", "grab a beer"),  # no hedge: a plan with its day
        ("call mum tmrw maybe", "call mum"),  # the user's own errand, not a wish to the chat
        ("we should do a polar plunge before new years maybe, remind me", "do a polar plunge"),  # asked to keep
    ],
)
def test_a_plan_without_the_wishs_hedge_is_kept(text: str, action: str) -> None:
    assert [todo for todo, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("since monday Ana Paula handles all our invoicing", ("invoicing", "owner", "Ana Paula")),
        ("Kofi runs all of the ordering", ("ordering", "owner", "Kofi")),
        ("Ana handles all the invoicing now", ("invoicing", "owner", "Ana")),
    ],
)
def test_all_of_a_thing_run_is_the_thing(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize("text", ["Kofi runs all day", "Kofi handles all"])
def test_all_day_is_no_thing_run(text: str) -> None:
    assert not [f for f in read.facts(text) if f[1] == "owner"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("chale Kwabena moved back to Tema", ("Kwabena", "location", "Tema")),
        ("bro, Tunde's the new captain", ("Tunde", "role", "captain")),
        ("guys Ana is the new treasurer", ("Ana", "role", "treasurer")),
    ],
)
def test_a_friend_hailed_before_news_of_someone(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


def test_a_hail_word_before_no_name_stays() -> None:
    # "dude ranch" is a thing, never "dude" said to a friend
    assert not [f for f in read.facts("dude ranch is booked for friday") if f[0] == "ranch"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("apply for leave for 24th-26th", "apply for leave"),  # leave taken, no one leaving
        ("book annual leave for the 24th", "book annual leave"),
    ],
)
def test_leave_as_time_off_is_the_to_do(text: str, action: str) -> None:
    found = read(text)
    assert [todo for todo, _ in read.todos(found)] == [action]
    assert not [i for i in found if isinstance(i, Unclear)]


@pytest.mark.parametrize(("text", "who"), [("Tomasz is leaving end of month", "Tomasz")])
def test_a_person_leaving_is_still_read(text: str, who: str) -> None:
    assert read.facts(text) == [(who, "status", "left")]


def test_a_leaving_on_a_day_is_still_asked() -> None:
    (asked,) = read("Mia leaves on friday")
    assert isinstance(asked, Unclear)

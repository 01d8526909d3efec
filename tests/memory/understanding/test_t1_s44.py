"""Tests for session 44's t1 readings: someone's kin "is called" Y is who they are; "X is the head
of Y" is X's role; a vague "we should do an X sometime" is small talk; a four-digit clock typed last
is the time on the day said; a stint of work told, then how worn out it left the user, is small talk."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Chicago")
READ = Reading(datetime(2031, 4, 9, 10, 0, tzinfo=ZONE), ZONE)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Firuz's daughter is called Sitora", ("Firuz", "daughter", "Sitora")),
        ("Anna's husband is called Mark", ("Anna", "husband", "Mark")),
        ("Tom's son's called Leo", ("Tom", "son", "Leo")),
        ("Raj's cat is now called Mochi", ("Raj", "cat", "Mochi")),
    ],
)
def test_someones_kin_called_y_is_who_they_are(text: str, claim: tuple[str, str, str]) -> None:
    """The name is the kin's value, never a "daughter's name" attribute."""
    assert READ.facts(text) == [claim]


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("the new cafe is called Bloom", ("cafe", "name", "Bloom")),
        ("our new landlord is called Graham", ("landlord", "name", "Graham")),
    ],
)
def test_a_thing_called_y_still_has_that_name(text: str, claim: tuple[str, str, str]) -> None:
    """Near miss: a thing with no owner's name before it keeps "name" as its attribute."""
    assert READ.facts(text) == [claim]


def test_the_plumbers_called_twice_is_no_name() -> None:
    """Near miss: "'s called twice" is a call."""
    assert READ.facts("the plumber's called twice") == []


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Ismoil is the head of the mountaineering club", ("Ismoil", "role", "head of the mountaineering club")),
        ("Natalia is the head of marketing", ("Natalia", "role", "head of marketing")),
        ("Ana's the head of the finance team", ("Ana", "role", "head of the finance team")),
    ],
)
def test_the_head_of_a_unit_is_a_role(text: str, claim: tuple[str, str, str]) -> None:
    """As "X is head of Y" and "X is the new head of Y" are."""
    assert READ.facts(text) == [claim]


def test_the_owner_of_a_thing_is_still_its_owner() -> None:
    """Near miss: "the owner of" names the thing's owner."""
    assert READ.facts("Bilal is the owner of the Leeds account") == [("Leeds account", "owner", "Bilal")]


@pytest.mark.parametrize(
    "text",
    [
        "we should do an asado sometime",
        "we should have a braai sometime soon",
        "let's throw a hotpot one of these days",
    ],
)
def test_a_vague_gathering_wished_for_is_small_talk(text: str) -> None:
    assert READ(text) == []


@pytest.mark.parametrize("text", ["we should do the taxes sometime", "we should do an asado on saturday"])
def test_a_chore_or_a_dated_gathering_is_kept(text: str) -> None:
    """Near miss: a chore ("the taxes") or a day said keeps the to-do."""
    assert [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("fri BLS recert class 0800", ("BLS recert class", "Fri 11 08:00")),
        ("fri dentist 0930", ("dentist", "Fri 11 09:30")),
        ("thursday briefing 1930hrs", ("briefing", "Thu 10 19:30")),
    ],
)
def test_a_four_digit_clock_typed_last_is_the_time(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("fri call the 0800 number", ("call the 0800 number", "Fri 11 00:00")),
        ("fri pay Ali 1500", ("pay Ali 1500", "Fri 11 00:00")),
    ],
)
def test_a_number_that_is_no_clock_stays_as_said(text: str, todo: tuple[str, str]) -> None:
    """Near miss: a freephone number, or four digits with no leading zero that may be money."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "worked 3 twelves in a row, dead on my feet",
        "long shift, wiped out",
        "did a double, totally spent",
        "back to back nights, burnt out lol",
        "pulled a 14 hour shift - worn out",
    ],
)
def test_a_stint_then_worn_out_is_small_talk(text: str) -> None:
    assert READ(text) == []


def test_a_deed_then_worn_out_is_still_done() -> None:
    """Near miss: a thing done ("sent the deck") is left to the done reader."""
    assert [i for i in READ("sent the deck, knackered") if isinstance(i, CompleteCommitment)]


def test_a_stint_then_a_todo_keeps_the_todo() -> None:
    """Near miss: a to-do after the stint is no tiredness."""
    assert ("call mum", "Thu 10 00:00") in READ.todos(READ("long shift, need to call mum tmrw"))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need to buy flowers for victory day", ("buy flowers", "05-09")),
        ("bake the baursaks for nauryz", ("bake the baursaks", "03-21")),
        ("call Oma on navruz", ("call Oma", "03-21")),
    ],
)
def test_central_asian_holidays_are_days(text: str, todo: tuple[str, str]) -> None:
    """Nowruz and Victory Day as Kazakhstan keeps them (said on Tue 12 March 2030 in Oral)."""
    zone = ZoneInfo("Asia/Oral")
    read = Reading(datetime(2030, 3, 12, 10, 45, tzinfo=zone), zone, fmt="%m-%d")
    assert read.todos(read(text)) == [todo]


def test_tiradentes_is_brazils_day() -> None:
    zone = ZoneInfo("America/Sao_Paulo")
    read = Reading(datetime(2031, 4, 10, 9, 0, tzinfo=zone), zone)
    assert read.todos(read("on tiradentes i need to take the kids fishing")) == [
        ("take the kids fishing", "Mon 21 00:00")
    ]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("victory day lunch, i said I'd handle the flowers", "handle the flowers"),
        ("christmas lunch at the cafe, i'll bring the wine", "bring the wine"),
        ("fri quiz night, i said id do the questions", "do the questions"),
    ],
)
def test_a_word_given_under_an_occasion_is_due_that_day(text: str, action: str) -> None:
    """The user's own promise after a dated occasion is due on the occasion's day."""
    found = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert found and all(i.due is not None for i in found), found
    assert any(action in i.action for i in found), found


def test_a_word_given_under_a_past_occasion_has_no_day() -> None:
    """Near miss: a head that tells the past dates nothing."""
    found = [i for i in READ("last friday's lunch, i said I'd handle the flowers") if isinstance(i, NewCommitment)]
    assert all(i.due is None or i.due.start.astimezone(ZONE).day != 4 for i in found), found

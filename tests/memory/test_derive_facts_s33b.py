"""Played through the dispatcher with a real store (session 33, blind32's failures): a fact's value
said with a bracketed note on why it is told ("44 (for the secret santa)") keeps the value alone; a
person named by kin and name ("her brother Arman") is kept by the name; a bare word putting right
the kind of thing liked ("no wait, aisle" after "window seats") keeps the things ("aisle seats");
"wut's due next wk" is a question, never a to-do called "wut"; "Ravi only eats halal" is his diet;
"my whole playlist is fire today" is praise, no fact; "no, 350k" after "300k tugrik" keeps the unit."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2031-12-30T11:15:00-06:00"  # a Tuesday morning
TZ = "America/Belize"


async def _values(memory: Memory, said: list[str]) -> dict[tuple[str, str], str]:
    _, user_id, replies = await chat(memory, START, TZ, said)
    claims = sorted(await memory.store.claims(user_id), key=lambda c: (c.observed_at, c.id))
    return {(c.subject, c.predicate): c.value for c in claims} | {("replies", ""): " ".join(replies)}


@pytest.mark.parametrize(
    ("said", "key", "value"),
    [
        ("Emeka's shoe size is 44 (for the secret santa)", ("Emeka", "shoe size"), "44"),
        ("Lena's ring size is N (in case you need it)", ("Lena", "ring size"), "N"),
        ("Amir's dress size is 12 (fyi)", ("Amir", "dress size"), "12"),
        ("my gate code is 4471 (for when you visit)", ("me", "gate code"), "4471"),
        # near-misses: brackets that go on with the value stay with it
        ("Kofi's address is 12 Hill St (flat 2)", ("Kofi", "address"), "12 Hill St, flat 2"),
        ("Bo's favourite colour is teal (the dark one)", ("Bo", "favourite colour"), "teal (the dark one)"),
    ],
)
async def test_a_bracketed_note_on_why_a_value_is_told_is_no_part_of_it(
    memory: Memory, said: str, key: tuple[str, str], value: str
) -> None:
    values = await _values(memory, [said])
    assert values.get(key) == value, values


@pytest.mark.parametrize(
    ("said", "key", "value"),
    [
        ("Aigerim's emergency contact is her brother Arman", ("Aigerim", "emergency contact"), "Arman"),
        ("my emergency contact is my sister Dana", ("me", "emergency contact"), "Dana"),
        ("Li's next of kin is her mum Wen", ("Li", "next of kin"), "Wen"),
        ("Sam's manager is his brother-in-law Ted", ("Sam", "manager"), "Ted"),
        # near-miss: kin with no name is the kin
        ("Jo's emergency contact is her brother", ("Jo", "emergency contact"), "brother"),
    ],
)
async def test_a_person_named_by_kin_and_name_is_kept_by_the_name(
    memory: Memory, said: str, key: tuple[str, str], value: str
) -> None:
    values = await _values(memory, [said])
    assert values.get(key) == value, values


@pytest.mark.parametrize(
    ("before", "said", "key", "value"),
    [
        ("Malak prefers window seats", "no wait, aisle — she's up and down all flight", ("Malak", "preference"),
         "aisle seats"),
        ("Kai prefers short trips", "no wait, long", ("Kai", "preference"), "long trips"),
        ("Ife prefers paper tickets", "no wait, digital", ("Ife", "preference"), "digital tickets"),
        ("Nia prefers green apples", "no wait, red", ("Nia", "preference"), "red apples"),
        # near-misses: a channel, a plural and an activity are whole likings
        ("Tom prefers phone calls", "no, email", ("Tom", "preference"), "email"),
    ],
)
async def test_a_bare_word_puts_right_the_kind_of_thing_liked(
    memory: Memory, before: str, said: str, key: tuple[str, str], value: str
) -> None:
    values = await _values(memory, [before, said])
    assert values.get(key) == value, values


@pytest.mark.parametrize(
    "said", ["wut's due next wk", "wut do i have fri", "wut is due tmrw", "wut's on this week"]
)
async def test_what_typed_wut_asks(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["i'll call the landlord on the 7th", said])
    assert [c.action for c, _ in await memory.store.commitments(user_id)] == ["call the landlord"], replies


@pytest.mark.parametrize(
    ("said", "key", "value"),
    [
        ("Ravi only eats halal btw", ("Ravi", "diet"), "halal"),
        ("Mo only eats kosher", ("Mo", "diet"), "kosher"),
        ("Ana prefers vegan", ("Ana", "diet"), "vegan"),
        ("Lu only eats gluten-free", ("Lu", "diet"), "gluten-free"),
        # near-misses: a liking that is no diet word, or one said of a meal, stays a preference
        ("Ana prefers nights", ("Ana", "preference"), "nights"),
        ("Ravi only eats halal chicken", ("Ravi", "preference"), "halal chicken"),
    ],
)
async def test_a_diet_word_eaten_is_a_diet(memory: Memory, said: str, key: tuple[str, str], value: str) -> None:
    values = await _values(memory, [said])
    assert values.get(key) == value, values


@pytest.mark.parametrize(
    "said",
    ["my whole playlist is fire today", "my playlist is fire", "Ana's new album is lit", "Kai's new haircut is fab"],
)
async def test_praise_said_as_a_value_keeps_nothing(memory: Memory, said: str) -> None:
    values = await _values(memory, [said])
    assert list(values) == [("replies", "")], values
    assert "?" not in values[("replies", "")], values


async def test_a_name_that_is_a_word_of_praise_is_kept(memory: Memory) -> None:
    values = await _values(memory, ["Bo's nickname is Star"])
    assert values.get(("Bo", "nickname")) == "Star", values


@pytest.mark.parametrize(
    ("before", "said", "key", "value"),
    [
        ("the ger's rent is 300k tugrik", "no, 350k", ("ger", "rent"), "350k tugrik"),
        ("the festival's budget is 2m tugrik", "no, 2.5m", ("festival", "budget"), "2.5m tugrik"),
        ("Bo's salary is 50k a year", "no, 55k", ("Bo", "salary"), "55k a year"),
        ("the ger's rent is 12 million toman", "no, 15", ("ger", "rent"), "15 million toman"),
        # near-miss: nothing but the number held, nothing to keep beside it
        ("the flat's price is 300k", "no, 350k", ("flat", "price"), "350k"),
    ],
)
async def test_a_number_put_right_with_its_thousands_keeps_the_unit(
    memory: Memory, before: str, said: str, key: tuple[str, str], value: str
) -> None:
    values = await _values(memory, [before, said])
    assert values.get(key) == value, values

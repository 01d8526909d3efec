"""Two people told apart in passing by where each is from ("Aliya from accounts …", "Aliya from the
choir …"), with nothing kept about either: a later fact about the bare first name is asked about,
never stored under one "Aliya"; a message that says which, or a name told apart once only, is stored
as said. Played through the dispatcher with a real store."""

from __future__ import annotations

import pytest

from memory.namesakes import tells_which, told_apart
from memory.service import Memory
from tests.driver import chat

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


@pytest.mark.parametrize(
    ("before", "fact"),
    [
        (["Aliya from accounts is helping w/ the audit", "Aliya from the choir lent me her tent"],
         "Aliya's the new treasurer"),
        (["Sam from work says hi", "Sam from the gym wants his towel back"], "Sam moved to Leeds"),
        (["lunch with Ines (neighbour) was fun", "Ines from the studio called"], "Ines is our new landlord"),
        (["Tomás from Porto sent the files", "Tomás from uni is visiting"], "Tomás reports to Maya now"),
    ],
)
async def test_a_first_name_told_apart_twice_is_asked_about(memory: Memory, before: list[str], fact: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*before, fact])
    assert await memory.store.claims(user_id) == []
    assert "Which " in replies[-1] and " or " in replies[-1]


async def test_saying_which_is_stored(memory: Memory) -> None:
    lines = ["Aliya from accounts is helping w/ the audit", "Aliya from the choir lent me her tent",
             "Aliya from the choir is the new treasurer"]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    assert [(c.predicate, c.value) for c in await memory.store.claims(user_id)] == [("role", "treasurer")]


async def test_one_told_apart_is_stored_as_said(memory: Memory) -> None:
    lines = ["Aliya from accounts is helping w/ the audit", "met Aliya at the bakery", "Aliya's the new treasurer"]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    assert [(c.subject, c.value) for c in await memory.store.claims(user_id)] == [("Aliya", "treasurer")]


def test_told_apart_needs_two_places_from() -> None:
    assert told_apart("Aliya", ["Aliya from accounts is here", "Aliya from the choir rang"]) == [
        "Aliya from accounts", "Aliya from the choir"]
    assert told_apart("Aliya", ["Aliya from accounts", "Aliya from Accounts again"]) == []
    assert told_apart("Aliya", ["met Aliya at the bakery", "Aliya from the choir rang"]) == []
    assert told_apart("Aliya", ["Aliya from 5", "Aliya from accounts"]) == []
    assert tells_which("Aliya", "Aliya from the choir is the new treasurer")
    assert not tells_which("Aliya", "Aliya's the new treasurer")

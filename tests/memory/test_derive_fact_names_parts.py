"""A fact's subject renamed ("it's Siobhan not Shivaun", "Jon with no h"), the start or end of
a value put right ("last digit's a 3 not a 2"), and a bare value of a narrow kind ("whatsapp
actually") correcting the one fact that can take it; each is a correction that undo takes back
and a rebuild from the Markdown files gives again."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory import claims as claim_rules
from memory.home import Home
from memory.service import Memory
from tests.driver import Talk, at, chat

START = "2026-03-02T09:00:00+00:00"
TZ = "Europe/London"


async def _facts(memory: Memory, user_id: str) -> set[tuple[str, str, str]]:
    claims = await memory.store.claims(user_id)
    return {(v.subject, v.predicate, v.value) for v in claim_rules.view_at(claims, at(START) + timedelta(days=1))}


@pytest.mark.parametrize(
    ("first", "rename", "fact"),
    [
        ("Shivaun's number is 0871234567", "it's Siobhan not Shivaun", ("Siobhan", "phone", "0871234567")),
        ("Katarzyna's birthday is 3 May", "oops I meant Katarina, not Katarzyna", ("Katarina", "birthday", "3 May")),
        ("Mohammed is the new treasurer", "not Mohammed — Muhammad", ("Muhammad", "role", "treasurer")),
        ("Aoife's email is aoife@x.ie", "Aoife's spelt wrong, its Aoibhe not Aoife", ("Aoibhe", "email", "aoife@x.ie")),
        ("Seun lives in Ibadan", "Seyi, not Seun", ("Seyi", "location", "Ibadan")),
        ("Jhon's number is 0803 111 2222", "sorry, Jon with no h", ("Jon", "phone", "0803 111 2222")),
        ("Micheal is the new treasurer", "it's spelt Michael", ("Michael", "role", "treasurer")),
        ("Zoey lives in Leeds", "oops, Zoe without the y", ("Zoe", "location", "Leeds")),
    ],
)
async def test_a_misnamed_subject_is_renamed(
    memory: Memory, first: str, rename: str, fact: tuple[str, str, str]
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [first, rename])
    assert replies[0].startswith(f"Renamed: {first.split()[0].removesuffix(chr(39) + 's')} → {fact[0]}")
    assert await _facts(memory, user_id) == {fact}


async def test_every_fact_about_the_name_is_renamed_and_answers_use_it(memory: Memory) -> None:
    lines = ["Shivaun's number is 0871234567", "Shivaun lives at 4 Quay St, Galway", "it's Siobhan not Shivaun",
             "where does Siobhan live"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert "4 Quay St" in replies[0]
    assert await _facts(memory, user_id) == {
        ("Siobhan", "phone", "0871234567"), ("Siobhan", "address", "4 Quay St, Galway")}


async def test_a_spelling_nothing_is_spelt_like_is_asked_about(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Caterina prefers email", "sorry, Katerina with a K"])
    assert replies[0].startswith("Which name should read “Katerina”?")
    assert await _facts(memory, user_id) == {("Caterina", "preference", "email")}


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (["Bayo's new number is 0802 111 2222", "last digit's a 3 not a 2"], ("Bayo", "phone", "0802 111 2223")),
        (["Hamish's postcode is EH3 4AD", "the postcode ends 4AB not 4AD"], ("Hamish", "postcode", "EH3 4AB")),
        (["Dev's number is 98450 12345", "first digit should be 8 not 9"], ("Dev", "phone", "88450 12345")),
    ],
)
async def test_the_end_of_a_value_is_put_right(memory: Memory, lines: list[str], fact: tuple[str, str, str]) -> None:
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert replies[0].startswith("Updated: ")
    assert await _facts(memory, user_id) == {fact}


async def test_the_value_touched_last_that_ends_so_is_the_one_put_right(memory: Memory) -> None:
    lines = ["Rosa's number is 0791 234 5678", "Ana's number is 0791 234 5671", "last digit's an 8 not a 1"]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    assert await _facts(memory, user_id) == {("Rosa", "phone", "0791 234 5678"), ("Ana", "phone", "0791 234 5678")}


async def test_an_end_nothing_has_is_asked_about(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Bayo's number is 0802 111 2222", "last digit's a 3 not a 5"])
    assert replies[0].startswith("I have nothing that ends with “5”.")
    assert await _facts(memory, user_id) == {("Bayo", "phone", "0802 111 2222")}


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (["Kemi prefers calls", "whatsapp actually"], ("Kemi", "preference", "whatsapp")),
        (["Fatima is allergic to penicillin", "sorry, amoxicillin"], ("Fatima", "allergy", "amoxicillin")),
        (["Mum takes metformin", "oops, metoprolol"], ("Mum", "medication", "metoprolol")),
    ],
)
async def test_a_narrow_bare_value_corrects_the_one_fact_of_its_kind(
    memory: Memory, lines: list[str], fact: tuple[str, str, str]
) -> None:
    _, user_id, _ = await chat(memory, START, TZ, lines)
    assert await _facts(memory, user_id) == {fact}


@pytest.mark.parametrize(
    "lines",
    [["Kemi prefers calls", "Tunde prefers email", "whatsapp actually"],
     ["Dad is on atorvastatin", "Mum takes metformin", "sorry, simvastatin"]],
)
async def test_a_narrow_bare_value_two_facts_can_take_is_asked_about(memory: Memory, lines: list[str]) -> None:
    _, user_id, replies = await chat(memory, START, TZ, lines)
    before = {tuple(line.split()[:1]) for line in lines[:2]}
    assert replies and "?" in replies[0]
    assert len(await _facts(memory, user_id)) == len(before)
    assert all(value not in ("whatsapp", "simvastatin") for _, _, value in await _facts(memory, user_id))


class _Chat(Talk):
    def __init__(self, memory: Memory) -> None:
        super().__init__(memory, START)

    async def facts(self) -> set[tuple[str, str, str]]:
        user = await self.memory.store.user_by_name("alice")
        assert user is not None
        return await _facts(self.memory, user.id)


async def test_a_subject_rename_rebuilds_the_same(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("Shivaun's number is 0871234567")
    await chat.say("Shivaun is the new treasurer")
    renamed = await chat.say("it's Siobhan not Shivaun")
    assert renamed.text.startswith("Renamed: Shivaun → Siobhan (phone, role).")
    assert await chat.facts() == {("Siobhan", "phone", "0871234567"), ("Siobhan", "role", "treasurer")}
    await chat.same_after_rebuild(home)


async def test_undo_gives_the_old_name_back_and_rebuilds_the_same(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("Jhon's number is 0803 111 2222")
    await chat.say("Jon with no h")
    undone = await chat.say("undo")
    assert undone.text.startswith("Undone:")
    assert await chat.facts() == {("Jhon", "phone", "0803 111 2222")}
    await chat.same_after_rebuild(home)


async def test_an_end_put_right_rebuilds_the_same(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("Bayo's new number is 0802 111 2222")
    await chat.say("last digit's a 3 not a 2")
    assert await chat.facts() == {("Bayo", "phone", "0802 111 2223")}
    await chat.same_after_rebuild(home)

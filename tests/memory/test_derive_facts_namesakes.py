"""A fact about a bare first name that two stored people share is asked about, never stored
under a third "Kim" nor guessed; a first name recap already keeps, or that only one stored person
has, is stored as said. Played through the dispatcher with a real store."""

from __future__ import annotations

from memory.namesakes import namesakes
from memory.service import Memory
from tests.driver import chat

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


async def test_a_first_name_two_people_share_is_asked_about(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["Kim Park is head of design", "Kim Tran is our accountant", "Kim moved to Busan"]
    )
    claims = await memory.store.claims(user_id)
    assert sorted(c.subject for c in claims) == ["Kim Park", "Kim Tran"]
    assert "Kim Park or Kim Tran" in replies[-1]


async def test_a_hyphenated_first_name_two_people_share_is_asked_about(memory: Memory) -> None:
    # "Min-jun", "Jun-ho": a name's parts, never June (the facts naming them were once asked about)
    lines = ["Min-jun Park runs the design studio", "Min-jun Choi runs the print shop", "Min-jun is moving to Seoul"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    claims = await memory.store.claims(user_id)
    assert sorted(c.value for c in claims) == ["Min-jun Choi", "Min-jun Park"]
    assert "Min-jun Choi or Min-jun Park" in replies[-1]


async def test_a_first_name_one_person_has_is_stored_as_said(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["Kim Park is head of design", "Kim moved to Busan"])
    claims = await memory.store.claims(user_id)
    assert ("Kim", "location", "Busan") in [(c.subject, c.predicate, c.value) for c in claims]


def test_namesakes_needs_two_full_names_and_no_bare_one() -> None:
    assert namesakes("Kim", ["Kim Park", "Kim Tran", "Omar"]) == ["Kim Park", "Kim Tran"]
    assert namesakes("kim", ["Kim Park", "kim tran"]) == ["Kim Park", "kim tran"]
    assert namesakes("Kim", ["Kim Park", "Kim Tran", "Kim"]) == []
    assert namesakes("Kim", ["Kim Park", "Kim Park"]) == []
    assert namesakes("Kim Park", ["Kim Park", "Kim Tran"]) == []
    assert namesakes("Aroha", ["Aroha Ngata", "Aroha Te Whare", "Wiremu Aroha"]) == ["Aroha Ngata", "Aroha Te Whare"]

"""Several intents in one message: a person named in the first clause, then a to-do for "him"
or "her" (the pronoun partner). The to-do is with that person even when the name is two words,
opens the sentence with "'s" and a verb in -ing, or the to-do was read from the whole sentence
(memory.understanding._referents.only_name, _dispatch._with_counterparty). A possessive "his …"
only owns the thing, as the labelled corpora keep it."""

from __future__ import annotations

import re
from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import Intent, NewCommitment, extract

LONDON = zone("Europe/London")
NOW = datetime(2026, 12, 1, 18, 12, tzinfo=LONDON)  # a Tuesday evening
PRONOUN = re.compile(r"\b(?:her|him)\b")


def todos(text: str) -> list[NewCommitment]:
    intents: list[Intent] = extract(text, now=NOW, tz=LONDON)
    return [intent for intent in intents if isinstance(intent, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "person"),
    [
        # a two-word name opening the sentence, then a verb
        ("Nguyen Thi started in accounts today, set up her laptop tmrw & book her induction fri", "Nguyen Thi"),
        ("Ana Sofia joined the night shift, need to send her the rota by thurs", "Ana Sofia"),
        # "'s" and a verb in -ing: "is driving", "is covering"
        ("Olumide's covering reception now, need to email him the door codes tonight", "Olumide"),
        ("Siobhán's moving to the Galway office, gotta book her train for monday", "Siobhán"),
        ("Hiroshi's joining us on the 5th, need to ring him friday", "Hiroshi"),
        ("Rashid started today, send him the contract wed 🎉", "Rashid"),
    ],
)
def test_a_pronoun_is_the_person_named_before(text: str, person: str) -> None:
    found = [todo for todo in todos(text) if PRONOUN.search(todo.action) or person in todo.action]
    assert found, text
    assert {todo.counterparty for todo in found} == {person}, found


@pytest.mark.parametrize(
    "text",
    [
        # no person named before: the pronoun stays unresolved, no counterparty guessed
        "the boiler's leaking again, need to pay his invoice by fri",
        # two people named: which one is "her" is not guessed
        "Priya and Tomasz started today, need to set up her laptop tmrw",
        # "his …" only owns the thing: the corpora keep "order his armband" a to-do with no one
        "Dmitri joined today, need to order his badge by friday",
        # a capitalised thing, not a person, opens the sentence
        "Monday's looking busy, need to call him about the invoice tmrw",
        # "pay Dani her 15": the "her" right after the to-do's own person is hers (session 38, blind36)
        "Reggie says he'll pay me the 20 for gas on the 9th, and i'll pay Dani her 15 tmrw",
        "Jo called, i'll give Sam his keys back tmrw",
        "Tomasz rang, need to send Ines her invoice by fri",
    ],
)
def test_no_partner_is_guessed_without_one_person_named(text: str) -> None:
    assert all(todo.counterparty is None for todo in todos(text)), todos(text)

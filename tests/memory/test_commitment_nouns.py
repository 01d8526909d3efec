"""A noun made of a to-do's verb names the to-do ("grant submission" names "submit the grant
application", :func:`memory.fit.noun_of`); another word of the same letters or another job's
noun names nothing."""

from __future__ import annotations

import pytest

from memory import commitments as commitment_rules
from memory.fit import noun_of
from memory.words import stem
from tests.memory.test_commitments import commitment


@pytest.mark.parametrize(
    ("noun", "verb"),
    [("submission", "submit"), ("application", "apply"), ("registration", "register"), ("delivery", "deliver"),
     ("inspection", "inspect"), ("installation", "install"), ("confirmation", "confirm"), ("payment", "pay"),
     ("renewal", "renew"), ("reservation", "reserve")],
)
def test_a_noun_of_a_verb(noun: str, verb: str) -> None:
    assert noun_of(stem(noun), stem(verb))


@pytest.mark.parametrize(("noun", "verb"), [("session", "set"), ("action", "activate"), ("station", "stay")])
def test_a_word_that_only_looks_like_one(noun: str, verb: str) -> None:
    assert not noun_of(stem(noun), stem(verb))


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("grant submission", "submit the grant application"),
        ("visa application", "apply for the visa"),
        ("car registration", "register the car"),
        ("boiler inspection", "inspect the boiler"),
        ("plumber payment", "pay the plumber"),
        ("sofa delivery", "deliver the sofa to Mum"),
        ("printer installation", "install the new printer"),
        ("hotel confirmation", "confirm the hotel"),
    ],
)
def test_the_noun_names_the_todo(said: str, action: str) -> None:
    todo = commitment(action)
    assert commitment_rules.match(said, [todo]) == [todo]


def test_the_noun_of_another_job_names_nothing() -> None:
    assert commitment_rules.match("grant submission", [commitment("review the budget")]) == []

"""Verbs of one job name each other's to-dos; verbs of different jobs never do; done words
name none (:mod:`memory.verb_families`), and through them :func:`memory.commitments.match`."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory import commitments as cm
from memory.model import Commitment, CommitmentStatus, Source
from memory.verb_families import clashes, lead_word, synonym_in, without_done_words
from memory.words import stem

T0 = datetime(2027, 3, 9, 9, 0, tzinfo=UTC)


def _todo(action: str, n: int = 1, owner: str = "me") -> Commitment:
    return Commitment(
        id=n, user="u", action=action, owner=owner, counterparty=None, original_due=None, due=T0,
        status=CommitmentStatus.ACCEPTED, created_at=T0, source=Source(1, "chat", 1.0),
    )  # fmt: skip


def test_a_verb_stands_for_the_todo_verb_of_its_family() -> None:
    assert synonym_in(stem("settled"), frozenset({"pay", "gas", "bill"})) == "pay"
    assert synonym_in(stem("rang"), frozenset({stem("email"), "landlord"})) == stem("email")
    assert synonym_in(stem("watched"), frozenset({"pay", "gas"})) is None


def test_verbs_of_different_jobs_clash_and_done_words_never_do() -> None:
    assert clashes(stem("paid"), stem("email"))
    assert clashes(stem("reviewed"), stem("send"))
    assert not clashes(stem("rang"), stem("call"))
    assert not clashes(stem("dealt"), stem("email"))
    assert not clashes(stem("got"), stem("send"))  # "got the SOW from Kwesi": received


def test_the_lead_word_and_done_phrases() -> None:
    assert lead_word("I just rang the bank") == stem("rang")
    assert "MOT" in without_done_words("took care of the MOT") and "care" not in without_done_words("took care of it")


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("dealt with the landlord thing", "email the landlord about the boiler"),
        ("handled the boiler email", "email the landlord about the boiler"),
        ("settled the gas bill", "pay the gas bill"),
        ("rang the dentist", "call the dentist"),
        ("texted Mei-Ling", "message Mei-Ling about the rota"),
        ("took care of the MOT", "book the MOT"),
        ("reserved the table at Dishoom", "book a table at Dishoom"),
        ("lodged the tax return", "file the tax return"),
        ("picked up the prescription", "collect the prescription"),
        ("repaired the fence", "fix the fence"),
        # a utility by its everyday name
        ("paid the power", "pay the electricity bill"),
        ("sorted the power bill", "pay the electricity bill"),
        ("paid the electric", "pay the power bill"),
    ],
)
def test_a_synonym_or_done_word_names_the_todo_its_object_words_fit(said: str, todo: str) -> None:
    target = _todo(todo)
    assert (cm.match(said, [target]) or cm.sole_fit(said, [target])) == [target]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("dealt with the plumber", "email the landlord"),
        ("paid the landlord", "email the landlord"),
        ("reviewed the budget", "send the budget over"),
        ("budget review", "send the budget over"),
        ("called the dentist", "book the dentist"),
        ("handled the gas", "email the landlord"),
        ("fixed the power", "pay the electricity bill"),
        ("paid the power", "pay the gas bill"),
    ],
)
def test_object_words_or_verbs_that_do_not_fit_name_nothing(said: str, todo: str) -> None:
    target = _todo(todo)
    assert cm.match(said, [target]) == [] and cm.sole_fit(said, [target]) == []


def test_a_bare_done_means_the_one_touched_last_unless_another_was_touched_close_to_it() -> None:
    a, b = _todo("email the landlord", 1), _todo("call mum", 2)
    close = timedelta(minutes=10)
    now = T0 + timedelta(hours=2)
    assert cm.done_without_name([(T0, a), (T0 + timedelta(hours=1), b)], now, close) == [b]
    assert cm.done_without_name(
        [(T0 + timedelta(hours=1), a), (T0 + timedelta(hours=1, minutes=1), b)], now, close
    ) == [b, a]
    assert cm.done_without_name([(T0 - timedelta(days=3), a)], now, close) == []

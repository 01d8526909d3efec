"""Session 36 (blind35): words that only frame a to-do are no part of it.

- "anyway(s)" after a comma takes the talk back to its topic ("the site is so slow, anyway the
  fishing licence has to be renewed by eod"): the clause after it is read without it, as it is at
  the start of a message.
- "at some stage" says no day, as "at some point" does: it leaves the action's words and the
  to-do has no due ("Moana's gonna handle the flowers at some stage").
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Pacific/Auckland")
NOW = datetime(2032, 9, 15, 9, tzinfo=TZ)


def _todos(said: str) -> list[NewCommitment]:
    return [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("the state site is sooo slow i swear, anyway the fishing licence has to be renewed by eod",
         "renew the fishing licence"),
        ("ugh traffic, anyway the car has to be serviced by friday", "service the car"),
        ("ugh traffic, anyways the car has to be serviced by friday", "service the car"),
        ("whatever, anyway the form must be signed by monday", "sign the form"),
        ("the meeting ran long, anyway i need to call the bank tmrw", "call the bank"),
    ],
)
def test_anyway_after_a_comma_is_no_word_of_the_todo(said: str, action: str) -> None:
    assert [t.action for t in _todos(said)] == [action]


def test_anyway_alone_after_a_comma_is_no_todo() -> None:
    assert _todos("ugh traffic, anyway") == []


@pytest.mark.parametrize(
    ("said", "action", "owner"),
    [
        ("Moana's gonna handle the flowers at some stage", "handle the flowers", "Moana"),
        ("need to call the bank at some stage", "call the bank", "me"),
        ("Moana's gonna handle the flowers at some point", "handle the flowers", "Moana"),
    ],
)
def test_at_some_stage_leaves_the_action_undated(said: str, action: str, owner: str) -> None:
    todos = _todos(said)
    assert [(t.action, t.owner, t.due) for t in todos] == [(action, owner, None)]


@pytest.mark.parametrize(
    "said",
    ["we should catch up at some stage", "we should grab a coffee at some stage", "the gig was at the stage door"],
)
def test_a_wish_at_some_stage_or_a_stage_door_is_no_todo(said: str) -> None:
    assert _todos(said) == []


def test_a_day_said_after_at_some_stage_is_the_due() -> None:
    [todo] = _todos("Jo will fix the shed door at some stage this week")
    assert todo.action == "fix the shed door" and todo.due is not None


# -- a clause of reason or time is no to-do ---------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Mei Ling is head chef now lah, since the old one left",
        "Tom runs the bakery now, since the old owner retired",
        "Ana's the new treasurer, because nobody else wanted it",
        "Kofi is the lead now, after the old one left",
        "since the old one left",
    ],
)
def test_a_clause_of_reason_or_time_after_a_fact_is_no_todo(said: str) -> None:
    assert _todos(said) == []


def test_an_undated_note_with_a_verb_the_lexicon_lacks_stays_a_todo() -> None:
    assert [t.action for t in _todos("descale the kettle")] == ["descale the kettle"]

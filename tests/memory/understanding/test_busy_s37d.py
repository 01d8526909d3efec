"""Session 37 (busy users outside the corpora), the reader's part.

The subject said twice ("my wife she is working at the clinic") and "now" inside the verb's phrase
("she is working now at the clinic"), as second-language speakers write, kept nothing: the line is
read as "my wife is now working at the clinic"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding._said_twice_subject import subject_said_once
from memory.understanding.intents import NewCommitment, StateClaim

TZ = ZoneInfo("Asia/Dubai")
NOW = datetime(2026, 12, 10, 21, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("my wife she is working now at the cleveland clinic", "my wife", "cleveland clinic"),
        ("my wife is working now at the cleveland clinic", "my wife", "cleveland clinic"),
        ("sara is living now in porto", "sara", "porto"),
        ("our landlord he is called tariq", "landlord", "tariq"),
    ],
)
def test_the_fact_is_read_once_the_subject_is_said_once(said: str, subject: str, value: str) -> None:
    intents = understanding.extract(said, now=NOW, tz=TZ)
    claims = [i for i in intents if isinstance(i, StateClaim)]
    assert [(c.subject, c.value) for c in claims] == [(subject, value)], intents


def test_a_todo_said_with_the_subject_twice() -> None:
    intents = understanding.extract("my boss she wants the report by friday", now=NOW, tz=TZ)
    assert [type(i) for i in intents] == [NewCommitment] and "report" in intents[0].action, intents


@pytest.mark.parametrize(
    "said",
    [
        "the day he left was sad",
        "tell my wife she is amazing",
        "my wife says she is tired",
        "she is at work now in the city",
        "working now, at the office till 6",
    ],
)
def test_only_a_person_then_a_pronoun_or_now_inside_the_phrase_is_rewritten(said: str) -> None:
    assert subject_said_once(said) == said


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("need to chase the dj about his invoice he still hasnt sent it", "chase the dj about his invoice"),
        ("need to call the bank they still havent fixed the card", "call the bank"),
        ("have to ring the school she still didnt get the form", "ring the school"),
    ],
)
def test_a_reason_run_on_without_a_joining_word_is_no_part_of_the_todo(said: str, action: str) -> None:
    intents = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.action for i in intents if isinstance(i, NewCommitment)] == [action], intents


def test_still_without_a_negation_stays_part_of_the_todo() -> None:
    intents = understanding.extract("need to tell sam he still has the keys", now=NOW, tz=TZ)
    assert [i.action for i in intents if isinstance(i, NewCommitment)] == ["tell sam he still has the keys"], intents

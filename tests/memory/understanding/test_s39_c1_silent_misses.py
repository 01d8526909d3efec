"""Silent misses found playing busy people's conversations (session 39, c1): a promise told to a
title and a name typed in lower case, a thing to send named with a noun that is also a verb, a
teacher's or tradesperson's verb, a warning light a thing "has", a thing "back working"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

PERTH = ZoneInfo("Australia/Perth")
read = Reading(datetime(2026, 12, 8, 9, 0, tzinfo=PERTH), PERTH)  # a Tuesday morning


@pytest.mark.parametrize(
    ("text", "action", "counterparty"),
    [
        ("told mrs nakamura id send her the invoice by tonight", "send mrs nakamura the invoice", "mrs nakamura"),
        ("promised dr adeyemi to call him back tmrw", "call dr adeyemi back", "dr adeyemi"),
        ("told mr reyes we'd have the plans by fri", "have the plans", "mr reyes"),
        ("told Mrs Nakamura I'd send her the invoice tonight", "send Mrs Nakamura the invoice", "Mrs Nakamura"),
    ],
)
def test_promise_to_a_titled_name_in_lower_case(text: str, action: str, counterparty: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment)
    assert (todo.action, todo.counterparty) == (action, counterparty)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the draft to Priscilla by fri", "send the draft to Priscilla"),
        ("chapter 2 draft to Halvard by thurs", "send chapter 2 draft to Halvard"),
        ("the site report to Bongani by monday", "send the site report to Bongani"),
        ("final budget to Omar by fri", "send final budget to Omar"),
    ],
)
def test_thing_to_a_person_by_a_day(text: str, action: str) -> None:
    assert [todo.action for todo in read(text) if isinstance(todo, NewCommitment)] == [action]


def test_a_verb_alone_before_to_stays_the_verb() -> None:
    # "report to Dana by fri" may be going to her: never "send report to Dana"
    assert [i.action for i in read("report to Dana by fri") if isinstance(i, NewCommitment)] == ["report to Dana"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("grade the 7C science tests by thurs", "grade the 7C science tests"),
        ("invigilate the 10B mock exam fri", "invigilate the 10B mock exam"),
        ("audit the Q3 petty cash by friday", "audit the Q3 petty cash"),
    ],
)
def test_trade_and_classroom_verbs(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("bus 4 has a check engine light again", "bus 4 check engine light"),
        ("the ute has an oil light", "ute oil light"),
        ("my car has a warning light", "car warning light"),
    ],
)
def test_thing_has_a_warning_light(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["this model has a service light", "every car has a brake light", "the van has a service light"]
)
def test_a_light_a_thing_only_has_is_no_issue(text: str) -> None:
    assert read.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("compressor back working", "compressor"),
        ("the card reader is back working", "card reader"),
        ("lift 3 back running", "lift 3"),
    ],
)
def test_back_working_resolves(text: str, topic: str) -> None:
    assert read.resolved(text) == [topic]

"""News is not a to-do or an issue (a third party's fixture, someone else's past mishap, looking
back at something long past), and the to-dos and issues beside them still read; questions go to
the attribute they ask about."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, Question, Unclear, extract

AUCKLAND = ZoneInfo("Pacific/Auckland")
NOW = datetime(2030, 4, 3, 8, 0, tzinfo=AUCKLAND)  # a Wednesday


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=AUCKLAND))


@pytest.mark.parametrize(
    "text",
    [
        "the all blacks play saturday, the whole town's going mad",
        "the lakers play tonight",
        "the kids play at the park saturday lol",
        "the tour de france starts saturday",
        "my son plays football saturday",
        "my sister's laptop died yesterday, poor thing",
        "Tane's car got towed last night",
        "that was 2 weeks ago, ancient history now",
        "that was like 3 months back, water under the bridge",
        "it's been years ago now tbh",
    ],
)
def test_news_stores_nothing(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, NewCommitment | OpenEpisode | Unclear)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pay the gas bill sat", "pay the gas bill"),
        ("dentist thurs 3pm", "dentist"),
        ("school play friday", "school play"),
        ("rugby practice saturday 10am", "rugby practice"),
        ("i play squash tues", "play squash"),
        ("check the train times tmrw", "check the train times"),
        ("that was ages ago, remind me to call her tmrw", "call her"),
    ],
)
def test_todos_beside_news_still_read(text: str, action: str) -> None:
    assert [i.action for i in _read(text) if isinstance(i, NewCommitment)] == [action]


def test_the_users_own_mishap_is_still_an_issue() -> None:
    assert any(isinstance(i, OpenEpisode) for i in _read("my laptop died yesterday"))
    assert any(isinstance(i, OpenEpisode) for i in _read("Mrs Delgado's sink is leaking again"))


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("where does Tomás work", "Tomás", "employer"),
        ("wheres tomas work", "tomas", "employer"),
        ("who does Ngozi work for", "Ngozi", "employer"),
        ("who is Kenji employed by", "Kenji", "employer"),
        ("which firm is Łukasz at", "Łukasz", "employer"),
        ("where does Ayşe live", "Ayşe", "location"),
        ("wheres Ana based", "Ana", "location"),
        ("whom does Dvořák report to", "Dvořák", "manager"),
        ("whos priya's boss", "priya", "manager"),
        ("wat does ines do", "ines", "role"),
        ("whens chidi's bday", "chidi", "birthday"),
    ],
)
def test_fact_questions_ask_the_right_attribute(text: str, subject: str, predicate: str) -> None:
    (q,) = _read(text)
    assert isinstance(q, Question) and (q.kind, q.subject, q.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize(
    ("text", "money"),
    [
        ("do i owe anyone money?", True),
        ("do I owe anybody money", True),
        ("do i owe money to anyone", True),
        ("who do i owe money to", True),
        ("how much do i owe", True),
        ("do i owe anyone anything", False),
        ("who do i owe", False),
        ("anyone i still owe?", False),
    ],
)
def test_owing_anyone(text: str, money: bool) -> None:
    (q,) = _read(text)
    assert isinstance(q, Question) and q.kind == "owed" and q.subject is None
    assert (q.predicate == "money") is money


@pytest.mark.parametrize(
    ("text", "phrase"),
    [("how much is the rent", "rent"), ("how much does the gym cost", "gym"), ("how much are the tickets?", "tickets")],
)
def test_how_much_looks_up_an_amount(text: str, phrase: str) -> None:
    (q,) = _read(text)
    assert isinstance(q, Question) and (q.kind, q.subject, q.predicate) == ("lookup", phrase, "amount")

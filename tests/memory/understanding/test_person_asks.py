"""Tests for which way a question about someone's to-dos points: "from X", "waiting on X",
"what does X owe me", "what's X got for me" ask what X does for the user (X the owner); "what
did I say I'd do for X", "what am I doing for X" ask what the user owes X; "with X", "between me
and X" ask both. Words that name no one ("for lunch", "from work") read no person."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract
from memory.understanding._person_asks import person_asked
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 7, 9, 0, tzinfo=LONDON)
PLAYED_NOW = "2026-12-07T09:00:00+00:00"
READ = Reading(NOW, LONDON)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what's outstanding from Chinedu?", "Chinedu"),
        ("whats outstanding from chinedu", "chinedu"),
        ("anything pending from Raj?", "Raj"),
        ("any open items from Sam", "Sam"),
        ("what am I waiting on Chinedu for?", "Chinedu"),
        ("what am i waiting on from kemi", "kemi"),
        ("waiting on anything from Sam?", "Sam"),
        ("what am I expecting from Ana", "Ana"),
        ("what does Chinedu owe me?", "Chinedu"),
        ("whats chinedu owe me", "chinedu"),
        ("what's Chinedu got for me?", "Chinedu"),
        ("what's owed to me by Ana?", "Ana"),
        ("what's still to come from Chinedu?", "Chinedu"),
        ("is chinedu doing anything for me?", "chinedu"),
        ("what did Raj say he'd do for me", "Raj"),
        ("anything from sam?", "sam"),
        ("is omar late with anything", "omar"),
    ],
)
def test_from_someone_asks_what_they_owe_the_user(text: str, who: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject) == ("theirs", who)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what did I say I'd do for Sam", "Sam"),
        ("what did i say i would do for sam?", "sam"),
        ("what did i tell raj i would do", "raj"),
        ("what am I doing for Ana?", "Ana"),
        ("what do I need to do for Raj", "Raj"),
        ("what have i got to do for Kemi", "Kemi"),
        ("anything I owe Kemi?", "Kemi"),
        ("what's outstanding for Ana", "Ana"),
        ("what did I promise Chinedu?", "Chinedu"),
        ("what do I owe Chinedu?", "Chinedu"),
        ("did i promise anything to sam", "sam"),
        ("what am I doing for Café Mocotó?", "Café Mocotó"),
    ],
)
def test_for_someone_asks_what_the_user_owes_them(text: str, who: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject) == ("owed", who)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what's open with Chinedu?", "Chinedu"),
        ("anything outstanding with Chinedu?", "Chinedu"),
        ("whats pending w/ chinedu", "chinedu"),
        ("what's between me and Raj", "Raj"),
        ("what do I owe Chinedu and what does he owe me?", "Chinedu"),
    ],
)
def test_with_someone_asks_both_ways(text: str, who: str) -> None:
    assert [(q.kind, q.subject) for q in READ.asked(text)] == [("owed", who), ("theirs", who)]


def test_a_window_after_the_name_is_the_window() -> None:
    (asked,) = READ.asked("what's due from Sam this week?")
    assert asked.kind == "theirs" and asked.at is not None and asked.at.text == "this week"


@pytest.mark.parametrize(
    "text",
    [
        "what am i doing for lunch",
        "anything from work?",
        "what's outstanding from last week",
        "what's due by friday",
        "what do i have from the council",
        "what's up with Sam",
    ],
)
def test_no_one_named_is_no_question_about_someone(text: str) -> None:
    found = extract(text, now=NOW, tz=LONDON)
    assert not any(isinstance(q, Question) and q.kind in ("owed", "theirs") and q.subject for q in found), found


@pytest.mark.parametrize(
    "text",
    ["Chinedu will deliver the signage by the 12th", "I'm waiting on Sam for the invoice", "got the keys from Raj"],
)
def test_statements_are_not_read_as_the_question(text: str) -> None:
    assert person_asked(text) is None


async def test_each_way_answers_with_the_items(tmp_path: Path) -> None:
    before = ["Chinedu will deliver the signage by the 12th", "I promised Chinedu I'd send the floor plan by friday"]

    def case(say: str, answer: list[str], excludes: list[str]) -> dict[str, object]:
        return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": ["“", *excludes]}}

    cases = [
        case("what's outstanding from Chinedu?", ["signage"], ["floor plan"]),
        case("what am i waiting on chinedu for", ["signage"], ["floor plan"]),
        case("what did I say I'd do for Chinedu", ["floor plan"], ["signage"]),
        case("what's open with Chinedu?", ["floor plan", "signage"], []),
    ]
    cafe = ["finish the logo for Café Mocotó by monday", "send Café Mocotó the quote"]
    cases.append({"before": cafe, "say": "what am I doing for Café Mocotó?", "expect": {"answer": ["logo", "quote"]}})
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []

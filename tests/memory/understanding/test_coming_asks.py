"""Tests for "what's coming" questions ("what have I got coming up", "anything on the horizon",
"what's next", "what's most urgent"): read as everything ahead, answered with every open dated
to-do soonest first (not only the next seven days); a window said after them keeps its window;
other questions and statements with the same words are not read so."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract
from memory.understanding._coming_asks import AHEAD
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 7, 9, 0, tzinfo=LONDON)  # a Monday
PLAYED_NOW = "2026-12-07T09:00:00+00:00"
READ = Reading(NOW, LONDON)


@pytest.mark.parametrize(
    "text",
    [
        "what have I got coming up?",
        "whats coming up",
        "whats comin up",
        "anything on the horizon?",
        "what's ahead of me?",
        "what lies ahead",
        "anything upcoming",
        "upcoming deadlines?",
        "what deadlines are coming up",
        "any bills coming up?",
        "what's next?",
        "whats next on my list",
        "what's up next",
        "what's in the pipeline",
        "whats on the cards",
        "anything coming up soon?",
        "what do we have coming up",
        "when's my next deadline",
        "what's my next deadline",
        "whats due first",
        "what should i do first",
        "what's most urgent",
        "what's the most urgent thing right now",
        "show me what's coming up",
    ],
)
def test_what_is_coming_asks_for_everything_ahead(text: str) -> None:
    """Every wording of "what's coming" shares one horizon: everything open and dated ahead."""
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.predicate, asked.at) == ("due_week", AHEAD, None)


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("what's coming up next week", "next week"),
        ("anything on the horizon this month?", "this month"),
        ("any deadlines coming up this week?", "this week"),
    ],
)
def test_a_window_said_after_keeps_its_window(text: str, window: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.predicate) == ("due_week", None)
    assert asked.at is not None and asked.at.text == window


@pytest.mark.parametrize(
    "text",
    [
        "what's coming up in the meeting",
        "what's next for Maya?",
        "anything coming up with the vpn?",
        "what's the next step for the deck?",
        "what's up",
        "what's due",  # a near look ahead, seven days
    ],
)
def test_other_questions_with_the_words_are_not_everything_ahead(text: str) -> None:
    found = extract(text, now=NOW, tz=LONDON)
    assert not any(isinstance(q, Question) and q.predicate == AHEAD for q in found), found


@pytest.mark.parametrize(
    "text",
    ["the MOT is coming up", "I've got a lot coming up this week", "next up: call the bank tmrw"],
)
def test_statements_with_the_words_are_no_question(text: str) -> None:
    assert not any(isinstance(q, Question) for q in extract(text, now=NOW, tz=LONDON))


async def test_coming_up_answers_every_open_dated_to_do_soonest_first(tmp_path: Path) -> None:
    licence, mot = "I'll renew the TV licence by the 20th", "I'll book the MOT by the 9th"
    far = "I'll file the tax return by 31 January"

    def case(before: list[str], say: str, answer: list[str], excludes: list[str] | None = None) -> dict[str, object]:
        return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": ["“", *(excludes or [])]}}

    cases = [
        case([licence, mot], "what have I got coming up?", ["MOT", "TV licence"]),
        case([licence, mot, far], "anything on the horizon?", ["MOT", "TV licence", "tax return"]),
        case([licence, mot], "what's next", ["MOT", "TV licence"]),
        case([licence, mot, "buy a new kettle"], "whats coming up", ["MOT", "1 open with no due date"]),
        case([licence, mot], "what's coming up next week", ["TV licence"], ["MOT"]),
        case([licence, mot], "what's due", ["MOT"], ["TV licence"]),  # "due" alone: the next 7 days
        case([], "what have I got coming up", ["Nothing coming up"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_coming_up_caps_the_list_and_says_how_many_more(tmp_path: Path) -> None:
    names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"]
    names += ["Kilo", "Lima"]
    before = [f"I'll call supplier {name} by the {n + 9}th" for n, name in enumerate(names)]
    expect = {"answer": ["supplier Alpha", "supplier Juliet", "2 more due later"], "answer_excludes": ["Kilo", "Lima"]}
    cases = [{"before": before, "say": "what's coming up?", "expect": expect}]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []

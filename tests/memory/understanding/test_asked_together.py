"""Tests for two questions asked in one breath ("what's overdue or due soon?", "anything late or
due this week", "is the vpn still down and is the printer fixed?"): every part is answered; the
overdue and the due together are one due question (which lists the overdue first); a list of
names or a statement with "and" is not cut."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question, extract
from memory.understanding._coming_asks import AHEAD
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 7, 9, 0, tzinfo=LONDON)
PLAYED_NOW = "2026-12-07T09:00:00+00:00"
READ = Reading(NOW, LONDON)


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("what's overdue or due soon?", None),
        ("anything late or due this week", "this week"),
        ("what's overdue and what's due tmrw", "tmrw"),
        ("whats overdue + whats due this wk", "this wk"),
        ("what is overdue, and what is due by friday?", "by friday"),
        ("am i behind on anything or is anything due soon", None),
        ("whats overdue or due in the next few days", "next few days"),
        ("any deadlines missed or coming up this week?", "this week"),
    ],
)
def test_overdue_and_due_are_one_due_question(text: str, window: str | None) -> None:
    """What is due lists the overdue first: one question answers both parts."""
    (asked,) = READ.asked(text)
    assert asked.kind == "due_week"
    if window is None:
        assert asked.at is None
    else:
        assert asked.at is not None and window in asked.at.text


@pytest.mark.parametrize("text", ["anything overdue or coming up?", "what's late and what's coming up"])
def test_overdue_and_what_is_coming_is_everything_ahead(text: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.predicate) == ("due_week", AHEAD)


def test_overdue_and_open_is_everything_open() -> None:
    (asked,) = READ.asked("what's overdue and what's open")
    assert asked.kind == "open"


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("is the vpn still down and is the printer fixed?", ["issue", "issue"]),
        ("whats overdue and is the vpn still down", ["overdue", "issue"]),
        ("what's Maya's role and where is Lee based", ["fact", "fact"]),
        ("what does Sam owe me and what do I owe her", ["theirs", "owed"]),
    ],
)
def test_different_questions_are_each_answered(text: str, kinds: list[str]) -> None:
    assert [q.kind for q in READ.asked(text)] == kinds


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("what do I owe Sam and Raj?", "owed"),  # one question about two people
        ("what's due today or tomorrow?", "due_week"),  # one window read whole
        ("what's due this week and next week", "due_week"),
    ],
)
def test_one_question_with_and_is_not_cut(text: str, kind: str) -> None:
    (asked,) = READ.asked(text)
    assert asked.kind == kind


@pytest.mark.parametrize(
    "text",
    ["I'll send the deck and call Sam tmrw", "anything late I'll do tomorrow and the rest by friday"],
)
def test_statements_with_and_are_not_questions(text: str) -> None:
    assert not any(isinstance(q, Question) and q.kind == "due_week" for q in extract(text, now=NOW, tz=LONDON))


def test_a_statement_is_still_read() -> None:
    found = extract("I'll send the deck and call Sam tmrw", now=NOW, tz=LONDON)
    assert [type(i) for i in found] == [NewCommitment, NewCommitment]


async def test_both_parts_are_answered(tmp_path: Path) -> None:
    claim = "I'll file the insurance claim by tomorrow"

    def case(before: list[str], say: str, answer: list[str]) -> dict[str, object]:
        return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": ["“"]}}

    cases = [
        case([claim], "what's overdue or due soon?", ["insurance claim"]),
        case([claim], "anything late or due this week", ["insurance claim"]),
        case([claim, "the vpn is down"], "what's due tmrw and is the vpn still down?", ["insurance claim", "vpn"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []

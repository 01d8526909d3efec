"""A thing's trouble asked after with a word for it (session 34): "hows the printer situation?",
"how's the leak saga going" ask the issue's state, as "how's the printer" does."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.timefmt import zone
from memory.understanding import Question

BERLIN = zone("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=BERLIN)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("hows the printer situation?", "printer"),
        ("how's the printer situation", "printer"),
        ("how's the leak saga going", "leak"),
        ("the printer situation?", "printer"),
        ("how's the printer", "printer"),
    ],
)
def test_the_state_of_a_thing_is_asked(text: str, topic: str) -> None:
    (asked,) = understanding.extract(text, now=NOW, tz=BERLIN)
    assert isinstance(asked, Question) and (asked.kind, asked.subject) == ("issue", topic)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("is the wifi still dropping?", "wifi"),
        ("is the tap still dripping", "tap"),
        ("is the projector still flickering?", "projector"),
    ],
)
def test_any_way_a_thing_fails_asks_its_issue(text: str, topic: str) -> None:
    (asked,) = understanding.extract(text, now=NOW, tz=BERLIN)
    assert isinstance(asked, Question) and (asked.kind, asked.subject, asked.predicate) == ("issue", topic, "problem")


@pytest.mark.parametrize("text", ["are the kids still squealing?", "is Tom still dropping by"])
def test_people_are_no_issue(text: str) -> None:
    (asked,) = understanding.extract(text, now=NOW, tz=BERLIN)
    assert isinstance(asked, Question) and asked.kind != "issue"

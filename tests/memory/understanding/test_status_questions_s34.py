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


@pytest.mark.parametrize(
    ("text", "person", "scope"),
    [
        ("how should i contact omar", "omar", None),
        ("best way to reach Kemi?", "Kemi", None),
        ("how do i get hold of Sam", "Sam", None),
        ("how can we contact Omar about invoices", "Omar", "invoices"),
    ],
)
def test_how_to_reach_someone_asks_their_preference(text: str, person: str, scope: str | None) -> None:
    (asked,) = understanding.extract(text, now=NOW, tz=BERLIN)
    assert isinstance(asked, Question) and (asked.kind, asked.subject, asked.predicate, asked.scope) == (
        "fact", person, "preference", scope
    )


@pytest.mark.parametrize("text", ["what issues do i have", "which problems have we got", "what issues have i got open"])
def test_the_users_issues_asked_lists_the_open_ones(text: str) -> None:
    (asked,) = understanding.extract(text, now=NOW, tz=BERLIN)
    assert isinstance(asked, Question) and asked.kind == "open_issues"


def test_problems_with_someone_are_no_list_of_issues() -> None:
    (asked,) = understanding.extract("what problems do i have with Sam", now=NOW, tz=BERLIN)
    assert isinstance(asked, Question) and asked.kind != "open_issues"

"""Family and people named by who they are: "where does my sister live" asks the fact kept about
them, as "where does sis live" always did (never a recall of old messages); "my sis Amira's number" is
Amira's. And "re:" with its colon keeps the day of its to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 7, 8, 10, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("where does my sister live", "my sister", "location"),
        ("where's my mum living these days", "my mum", "location"),
        ("what does my brother do", "my brother", "role"),
        ("where does my dad work", "my dad", "employer"),
    ],
)
def test_family_said_with_my_is_the_subject_asked_about(text: str, subject: str, predicate: str) -> None:
    (question,) = READ.asked(text)
    assert (question.kind, question.subject, question.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize("text", ["where does my team sit", "what does my boss do"])
def test_my_and_no_family_word_is_no_kin_subject(text: str) -> None:
    (question,) = READ.asked(text)
    assert question.subject not in ("my team", "my boss") or question.kind != "fact"


@pytest.mark.parametrize(
    ("text", "subject"),
    [("my sis Amira's new number is 07700 900123", "Amira"), ("my boss Hannah's email is h@x.com", "Hannah")],
)
def test_a_fact_of_someone_named_after_who_they_are_is_theirs(text: str, subject: str) -> None:
    (fact,) = READ(text)
    assert isinstance(fact, StateClaim) and fact.subject == subject


def test_re_with_a_colon_keeps_the_day_of_its_todo() -> None:
    (todo,) = READ("Remind me to call Dr. Hassan's office Monday re: test results")
    assert isinstance(todo, NewCommitment) and "Monday" not in todo.action
    assert READ.when(todo) == "Mon 14 00:00"

"""Tests for two question families: "do i have anything w/ Saoirse this week" asks both ways
about someone's open to-dos, like "anything outstanding with Sam" ("what's with Sam" asks no such
thing); and "what's coming up after this week" asks from that window's end onward, not about
the window itself ("anything due beyond friday", "what's on after the 10th")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question
from tests.memory.understanding.reading import Reading

ST_JOHNS = ZoneInfo("America/St_Johns")
# Thu 2 December 2027, 20:45
READ = Reading(datetime(2027, 12, 2, 20, 45, tzinfo=ST_JOHNS), ST_JOHNS)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("do i have anything w/ Saoirse this week", "Saoirse"),
        ("anything with Sam", "Sam"),
        ("anything else with Kemi?", "Kemi"),
        ("do we have anything on with Priya", "Priya"),
        ("is there anything with Tomasz", "Tomasz"),
        ("is there anything else with Aroha", "Aroha"),
        ("any tasks with Dmitri this week", "Dmitri"),
        ("have i got anything going with Leilani", "Leilani"),
    ],
)
def test_anything_with_someone_asks_both_ways(text: str, who: str) -> None:
    kinds = {(q.kind, q.subject) for q in READ.asked(text)}
    assert kinds == {("owed", who), ("theirs", who)}


@pytest.mark.parametrize("text", ["what's with Sam today", "anything with the car", "anything wrong with the boiler"])
def test_with_a_thing_or_as_an_idiom_is_no_person_question(text: str) -> None:
    assert not any(isinstance(i, Question) and i.kind in ("owed", "theirs") for i in READ(text))


@pytest.mark.parametrize(
    ("text", "first_day"),
    [
        ("what's coming up after this week", "Mon 06"),
        ("anything due after next week", "Mon 13"),
        ("what's due after friday", "Sat 04"),
        ("what's on after the 10th", "Sat 11"),
        ("anything due beyond the weekend", "Mon 06"),
        ("whats due past next tuesday", "Wed 08"),
        ("anything coming up after tmrw", "Sat 04"),
        ("what do i have on after this week", "Mon 06"),
    ],
)
def test_after_a_window_asks_from_its_end_onward(text: str, first_day: str) -> None:
    [question] = READ.asked(text)
    assert question.at is not None
    assert question.at.start.astimezone(ST_JOHNS).strftime("%a %d") == first_day
    assert (question.at.end - question.at.start).days > 300


@pytest.mark.parametrize("text", ["what's due this week", "anything due by friday", "what's on tmrw"])
def test_a_window_alone_is_that_window(text: str) -> None:
    [question] = READ.asked(text)
    assert question.at is not None and (question.at.end - question.at.start).days <= 7

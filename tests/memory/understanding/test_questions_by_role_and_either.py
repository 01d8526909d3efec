"""Questions said the ways busy people say them: a name asked by the part someone plays ("what's
my manager's name again") is who plays it, and a question offering two answers ("did Mele move
to Sigatoka or was it Nausori") asks about the fact those answers belong to."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract

FIJI = ZoneInfo("Pacific/Fiji")
NOW = datetime(2028, 7, 31, 8, 30, tzinfo=FIJI)


def _asked(text: str) -> Question:
    (found,) = extract(text, now=NOW, tz=FIJI)
    assert isinstance(found, Question), found
    return found


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("what's my manager's name again", "me", "manager"),
        ("whats my managers name", "me", "manager"),
        ("whats the name of my dentist", "me", "dentist"),
        ("what was Tom's dentist called", "Tom", "dentist"),
        ("what's Tom's manager's name", "Tom", "manager"),
        ("what's the name of my accountant again?", "me", "accountant"),
        ("what is my landlord's name", "me", "landlord"),
        ("what's my plumber called", "me", "plumber"),
        # a place someone belongs to, kept by its name ("Bea's nursery is Little Puffins")
        ("what's the name of Bea's nursery?", "Bea", "nursery"),
        ("whats the name of Tom's gym", "Tom", "gym"),
    ],
)
def test_a_name_asked_by_role_is_who_plays_it(text: str, subject: str, predicate: str) -> None:
    asked = _asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize("text", ["what's the dog's name", "what's Tom's name", "what's the name of the restaurant"])
def test_a_name_of_no_role_is_left_alone(text: str) -> None:
    assert _asked(text).predicate == "name"


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("did Mele move to Sigatoka or was it Nausori", "Mele", "location"),
        ("did Mele move to Sigatoka or Nausori?", "Mele", "location"),
        ("is Ana in Leeds or York now", "Ana", "location"),
        ("has Joe relocated to Perth or Darwin", "Joe", "location"),
        ("does Tom report to Ama or Kojo", "Tom", "manager"),
        ("did Tom become CTO or COO", "Tom", "role"),
        ("was Lupe promoted to captain or vice-captain", "Lupe", "role"),
    ],
)
def test_a_two_answer_question_asks_about_its_fact(text: str, subject: str, predicate: str) -> None:
    asked = _asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", subject, predicate)


def test_a_two_answer_question_about_joining_asks_about_the_person() -> None:
    asked = _asked("did Kofi join sales or marketing?")
    assert (asked.kind, asked.subject) == ("about", "Kofi")


@pytest.mark.parametrize(
    "text", ["did Mele move the meeting to fri or sat", "is it Tom or Ama", "is Tom coming on fri or sat"]
)
def test_no_fact_is_asked_about_for_a_plan_or_a_choice(text: str) -> None:
    found = extract(text, now=NOW, tz=FIJI)
    assert not any(isinstance(i, Question) and i.kind == "fact" and i.predicate in ("location", "role") for i in found)

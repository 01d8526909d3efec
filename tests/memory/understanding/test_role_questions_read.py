"""Questions from a role to a person ("who runs engineering?", "who heads up sales", "who's in
charge of payroll now") and for a person's number or email, read and answered from what is
stored: an owner fact, or a role that leads the unit (memory.understanding._questions,
memory.leaders, memory.answers)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract
from tests.memory.understanding.played import failures

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)


def asked(text: str) -> Question:
    (question,) = extract(text, now=NOW, tz=LONDON)
    assert isinstance(question, Question)
    return question


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("who runs engineering?", "engineering"),
        ("who leads the data team", "data team"),
        ("who's in charge of payroll now", "payroll"),
        ("whos in charge of hiring", "hiring"),
        ("who heads up sales", "sales"),
        ("who is heading up the Madrid office?", "Madrid office"),
        ("who oversees procurement", "procurement"),
        ("who's the head of design", "design"),
        ("who is our new director of ops?", "ops"),
    ],
)
def test_who_leads_a_unit_asks_for_its_owner(text: str, unit: str) -> None:
    q = asked(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", unit, "owner")


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("what's Omar's number", "Omar", "phone"),
        ("whats lee's phone number?", "lee", "phone"),
        ("what's Priya's email?", "Priya", "email"),
        ("what is Priya's email address", "Priya", "email"),
        ("what's Kemi's mobile number", "Kemi", "phone"),
    ],
)
def test_a_persons_number_or_email(text: str, subject: str, predicate: str) -> None:
    q = asked(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", subject, predicate)


async def test_answered_from_roles_owners_and_attributes(tmp_path: Path) -> None:
    cases = [
        {"before": ["Maya is head of engineering"], "say": "who runs engineering?", "expect": {"answer": ["Maya"]}},
        {"before": ["Kofi is director of sales"], "say": "who heads up sales", "expect": {"answer": ["Kofi"]}},
        {
            "before": ["Priya is the new payroll manager"],
            "say": "who's in charge of payroll now",
            "expect": {"answer": ["Priya"]},
        },
        {
            "before": ["Lee is VP Engineering", "Ana is head of design"],
            "say": "who's the head of design",
            "expect": {"answer": ["Ana"], "answer_excludes": ["Lee"]},
        },
        {
            "before": ["Lee is VP Engineering", "Ana is head of design"],
            "say": "who runs engineering",
            "expect": {"answer": ["Lee"], "answer_excludes": ["Ana"]},
        },
        {
            "before": ["Sam joined the payments team", "Sam is the team lead"],
            "say": "who leads payments",
            "expect": {"answer": ["Sam"]},
        },
        {
            "before": ["Chloe runs payroll", "Jack took over payroll"],
            "say": "who's in charge of payroll",
            "expect": {"answer": ["Jack"], "answer_excludes": ["Chloe"]},
        },
        {
            "before": ["Maya was head of sales", "Maya is now head of marketing"],
            "say": "who runs sales",
            "expect": {"answer": ["don't know"], "answer_excludes": ["Maya"]},
        },
        {
            "before": ["Tom is a sales engineer"],
            "say": "who runs sales",
            "expect": {"answer": ["don't know"], "answer_excludes": ["Tom"]},
        },
        {"before": ["Omar's number is 555-0134"], "say": "what's Omar's number", "expect": {"answer": ["555-0134"]}},
        {
            "before": ["Priya's work email is priya@acme.com"],
            "say": "what's Priya's email address",
            "expect": {"answer": ["priya@acme.com"]},
        },
    ]
    assert await failures(tmp_path, "2027-03-10T09:00:00+00:00", "Europe/London", cases) == []

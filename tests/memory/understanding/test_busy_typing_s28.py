"""Tests for misreadings the lead found typing as a busy person would (session 28): a question
typed without its mark and opened by "did i"/"have we" is a question ("did I say anything abt
Marco" re-asked a pending question, read as a to-do done); "actually make that the 21st" answers
the question recap just asked (it moved an unrelated to-do); "jess is at Stripe now as PM" is two
facts (it read nothing, so "sorry, she's a senior PM" had nothing to correct); a numbered thing
in a list ("chase invoice 4471, book flights …, sort the car tax before the 10th") is no date of
its own, so the list's date is every item's; "remind me to call Ana on her bday" is due on the
birthday recap keeps."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, Question, StateClaim, extract
from tests.memory.understanding.played import failures

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)  # a Friday
SESSION = "2026-12-04T08:00:00+00:00"


@pytest.mark.parametrize(
    "text",
    [
        "did I say anything abt Marco",
        "did i mention the lease",
        "have i told you about Marco",
        "did i ever tell u abt the boiler",
        "have we paid the deposit",
        "do we still need to book the venue",
    ],
)
def test_a_question_opened_by_did_i_or_have_we_needs_no_question_mark(text: str) -> None:
    assert [type(i) for i in extract(text, now=NOW, tz=ZONE)] == [Question]


@pytest.mark.parametrize("text", ["did the laundry", "did the school run this morning"])
def test_did_with_no_pronoun_after_it_is_still_a_thing_done(text: str) -> None:
    assert [type(i) for i in extract(text, now=NOW, tz=ZONE)] == [CompleteCommitment]


@pytest.mark.parametrize(
    ("text", "who", "employer", "role"),
    [
        ("jess is at Stripe now as PM", "jess", "Stripe", "PM"),
        ("Maya's at Google as a designer", "Maya", "Google", "designer"),
        ("Maya is with Deloitte as an auditor", "Maya", "Deloitte", "auditor"),
    ],
)
def test_being_at_a_company_as_a_job_is_working_there(text: str, who: str, employer: str, role: str) -> None:
    facts = extract(text, now=NOW, tz=ZONE)
    assert all(isinstance(f, StateClaim) for f in facts)
    assert [(f.subject, f.predicate, f.value) for f in facts if isinstance(f, StateClaim)] == [
        (who, "employer", employer),
        (who, "role", role),
    ]


@pytest.mark.parametrize("text", ["Tom is at the office as usual", "sam's at the airport as we speak"])
def test_being_somewhere_as_anything_but_a_job_is_no_fact(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    "text",
    [
        "chase invoice 4471, book flights for berlin, and sort the car tax before the 10th",
        "chase ticket #88, book flights for berlin and sort the car tax before the 10th",
    ],
)
def test_a_numbered_thing_in_a_list_takes_the_lists_date(text: str) -> None:
    todos = extract(text, now=NOW, tz=ZONE)
    assert len(todos) == 3 and all(isinstance(t, NewCommitment) for t in todos)
    assert {f"{t.due.start.astimezone(ZONE):%a %d}" for t in todos if isinstance(t, NewCommitment) and t.due} == {
        "Wed 09"
    }


async def test_a_reply_that_makes_the_asked_date_another_answers_the_question(tmp_path: Path) -> None:
    play = "Ella's school play is on the 17th at 6"
    cases = [
        # no dentist to move: recap offered to track it on the 22nd; the reply dates the offer
        {"say": "actually make that the 21st", "before": [play, "moved the dentist to the 22nd"],
         "expect": {"commitments": [{"action": "dentist", "due": "2026-12-21"}]}},
        {"say": "change it to the 23rd", "before": [play, "moved the dentist to the 22nd"],
         "expect": {"commitments": [{"action": "dentist", "due": "2026-12-23"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


async def test_facts_said_as_being_at_a_company_can_be_corrected_by_pronoun(tmp_path: Path) -> None:
    cases = [
        {"say": "sorry, she's a senior PM", "before": ["jess is at Stripe now as PM"],
         "expect": {"corrected": [{"subject": "jess", "predicate": "role", "value": "senior PM"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


async def test_a_to_do_on_someones_birthday_is_due_on_the_birthday_kept(tmp_path: Path) -> None:
    cases = [
        {"say": "remind me to call Ana on her bday", "before": ["Ana's birthday is on the 19th"],
         "expect": {"commitments": [{"action": "call Ana", "due": "2026-12-19"}]}},
        # no birthday kept: recap asks when, storing nothing
        {"say": "remind me to call Ana on her bday", "before": [], "expect": {"ask": True}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []

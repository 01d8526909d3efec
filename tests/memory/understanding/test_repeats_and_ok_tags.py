"""A to-do said to repeat is asked about (recap keeps no repeating to-dos, and never keeps the
recurrence word in the action); "printer ok?" asks how a thing is, "call mum tmrw ok?" tags a
to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Question, ResolveEpisode, Unclear
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/Chicago")
READ = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=TZ), TZ)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("remind me to water the plants every sunday", "water the plants", "Sun 06 00:00"),
        ("gym each monday at 7am", "gym", "Mon 07 07:00"),
        ("call grandma every other friday", "call grandma", "Fri 04 00:00"),
        ("need to take my meds every morning", "take my meds", "Thu 03 05:00"),  # the next morning to come
        ("pay the cleaner weekly", "pay the cleaner", None),
        ("put the bins out on tuesdays", "put the bins out", "Tue 08 00:00"),
        ("swim mondays and thursdays", "swim", "Thu 03 00:00"),  # the sooner of the two
        # the recurrence said first
        ("every monday i need to submit the timesheet", "submit the timesheet", "Mon 07 00:00"),
        ("each friday I have to pay the cleaner", "pay the cleaner", "Fri 04 00:00"),
        ("every monday submit the timesheet", "submit the timesheet", "Mon 07 00:00"),
        ("mondays: put the bins out", "put the bins out", None),
        ("every sunday at 6pm remind me to call mum", "call mum", "Sun 06 18:00"),
        ("can you remind me to stretch every hour", "stretch", None),
        ("remind me to drink water every 2 hours", "drink water", None),
    ],
)
def test_a_repeating_todo_is_asked_about_its_next_one(text: str, action: str, due: str | None) -> None:
    found = READ(text)
    assert not any(isinstance(i, NewCommitment) for i in found)
    asked = [i for i in found if isinstance(i, Unclear) and i.proposal is not None]
    assert [(i.proposal.action, READ.when(i.proposal)) for i in asked] == [(action, due)]
    assert "repeat" in asked[0].question


@pytest.mark.parametrize(
    "text",
    [
        "send the report by friday",
        "every single invoice needs sending by fri",  # "every" of the things, no time after it
        "mondays are the worst, need to call the bank tmrw",  # the repeat is in another clause
        "I check in with Ana every week, need to email her the notes by thurs",
        "2 mondays from now I need to hand in the thesis chapter",  # counted, not repeated
        "send the weekly numbers to NY by 5pm tomorrow",  # "weekly" of the numbers
        "the 5th of next month - quarterly VAT payment",
        "I volunteered to bring snacks to thursdays standup",  # "thursday's", the apostrophe dropped
    ],
)
def test_a_todo_said_once_is_kept(text: str) -> None:
    found = READ(text)
    todos = [i.otherwise if isinstance(i, MoveCommitment) else i for i in found]  # a move, else a new one
    assert any(isinstance(i, NewCommitment) for i in todos)
    assert not any(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    "text", ["every monday is a struggle", "every week we lose a client", "every day i wake up tired"]
)
def test_a_recurrence_said_first_of_no_to_do_keeps_nothing(text: str) -> None:
    assert READ(text) == []


@pytest.mark.parametrize("text", ["printer ok?", "the printer ok?", "wifi ok now?", "the vpn fine again?"])
def test_a_things_state_asked_in_two_words_is_a_question(text: str) -> None:
    found = READ(text)
    assert [type(i) for i in found] == [Question]
    assert found[0].kind == "issue"


@pytest.mark.parametrize("text", ["Maya ok?", "you ok?", "ok?"])
def test_how_someone_is_stores_nothing(text: str) -> None:
    assert not any(isinstance(i, NewCommitment | ResolveEpisode) for i in READ(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pay the window cleaner friday, ok?", "pay the window cleaner"),
        ("pay the cleaner friday ok?", "pay the cleaner"),
        ("call mum tmrw ok?", "call mum"),
        ("book the MOT by the 10th okay?", "book the MOT"),
    ],
)
def test_an_ok_tag_after_a_todo_asks_nothing(text: str, action: str) -> None:
    assert [a for a, _ in READ.todos(READ(text))] == [action]

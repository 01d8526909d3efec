"""Misreadings found playing busy people's chats outside the corpora (session 35, helper c1).

A debt said, then said again as the deed ("Jo lent me 20 quid, gotta pay her back") kept two
to-dos when no day was said; a sum lent in a message typed with no capitals kept nothing ("sam
lent me 40 bucks need to pay him back"); "anything i owe the broker?" was read as a search of the
history, not as what the user owes someone known by their job."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Chicago")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action", "whom", "due"),
    [
        ("Jo lent me 20 quid, gotta pay her back", "pay Jo back", "Jo", None),
        ("i owe Jo 20 quid, need to pay her back", "pay Jo back", "Jo", None),
        ("Sam lent me 40 bucks, need to pay him back", "pay Sam back", "Sam", None),
        ("I owe Lena the slides, need to send them", "send Lena the slides", "Lena", None),
        ("I owe Lena the slides. will send them fri", "send Lena the slides", "Lena", "Fri 11 Dec"),
        ("I owe Callum £40, will pay him back sat", "pay Callum back", "Callum", "Sat 12 Dec"),
    ],
)
def test_a_debt_said_again_as_the_deed_is_one_to_do(text: str, action: str, whom: str, due: str | None) -> None:
    assert READ.promised(READ(text)) == [(action, "me", whom, due)]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        # another deed for the same person is a to-do of its own
        ("I owe Omar the deck, gotta call him", ["send Omar the deck", "call him"]),
        ("I owe Lena the slides, need to email the class", ["send Lena the slides", "email the class"]),
    ],
)
def test_another_deed_after_a_debt_stays_its_own_to_do(text: str, todos: list[str]) -> None:
    assert [action for action, _ in READ.todos(READ(text))] == todos


@pytest.mark.parametrize(
    ("text", "action", "whom"),
    [
        ("sam lent me 40 bucks need to pay him back", "pay sam 40 bucks", "sam"),
        ("sam lent me 40 bucks, need to pay him back", "pay sam back", "sam"),
        ("mum spotted me 20 for lunch", "pay mum 20", "mum"),
        ("borrowed 50 quid off jo, gotta pay her back", "pay jo back", "jo"),
    ],
)
def test_a_sum_lent_typed_without_capitals_is_owed_to_the_lender(text: str, action: str, whom: str) -> None:
    assert READ.promised(READ(text)) == [(action, "me", whom, None)]


@pytest.mark.parametrize(
    "text",
    [
        "the bank lent me 5k",  # no one: "the"
        "sam lent me his drill",  # a thing lent, no sum
    ],
)
def test_no_lender_named_owes_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.action.startswith("pay ")]


def test_a_lender_said_as_a_pronoun_is_no_one() -> None:
    assert all(i.counterparty is None for i in READ("he lent me 40 bucks, need to pay him back"))


@pytest.mark.parametrize(
    ("text", "whom"),
    [
        ("anything i owe the broker?", "the broker"),
        ("what do i owe the landlord?", "the landlord"),
        ("what do i owe my landlord", "the landlord"),
        ("do i owe the plumber anything", "the plumber"),
        ("anything i owe my accountant", "the accountant"),
        ("what am i doing for the broker", "the broker"),
    ],
)
def test_what_is_owed_to_someone_known_by_their_job(text: str, whom: str) -> None:
    [question] = READ.asked(text)
    assert (question.kind, question.subject) == ("owed", whom)


@pytest.mark.parametrize(
    "text",
    [
        "what do i owe the bank",  # no job: a place
        "anything i owe the team?",
        "what do i owe the most",
    ],
)
def test_what_names_no_job_is_no_one_owed(text: str) -> None:
    [question] = READ.asked(text)
    assert question.kind != "owed"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("plumber came, tap fixed", "tap"),
        ("IT came by, laptop fixed", "laptop"),
        ("the plumber came, tap is fixed now", "tap"),
        ("the electrician showed up, lights back on", "light"),
        ("boiler guy came this morning, heating working again", "heating"),
    ],
)
def test_a_menders_visit_then_the_thing_mended_resolves_it(text: str, topic: str) -> None:
    assert READ.resolved(text) == [topic]
    assert not [i for i in READ(text) if type(i).__name__ == "CompleteCommitment"]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("plumber came, tap still leaking", "tap"),  # the visit mended nothing
        ("IT came by, laptop still not working", "laptop"),
    ],
)
def test_a_visit_that_mended_nothing_resolves_nothing(text: str, topic: str) -> None:
    assert READ.resolved(text) == []
    assert READ.opened(text) == [topic]


LATE = Reading(datetime(2026, 12, 9, 23, 40, tzinfo=ZONE), ZONE, fmt="%a %d %H:%M")  # a Wednesday, late evening


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("tmrw 10am standup moved to 11", "standup", "Thu 10 11:00"),
        ("standup tmrw moved to 11", "standup", "Thu 10 11:00"),
        ("fri standup moved to 11", "standup", "Fri 11 11:00"),
        ("the standup on fri moved to 11", "standup", "Fri 11 11:00"),
        ("push the fri standup to 2", "standup", "Fri 11 14:00"),
    ],
)
def test_a_day_said_in_what_moves_to_a_bare_hour_is_its_day(text: str, action: str, due: str) -> None:
    [move] = LATE(text)
    assert isinstance(move, MoveCommitment), move
    assert (move.action, LATE.when(move), move.due.text) == (action, due, "11" if "11" in text else "2")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("standup moved to 11", "standup"),  # no day: today's hour, the stored to-do keeps its own
        ("chamber call moved to 11", "chamber call"),
    ],
)
def test_a_move_to_a_bare_hour_with_no_day_is_as_said(text: str, action: str) -> None:
    [move] = LATE(text)
    assert isinstance(move, MoveCommitment) and move.action == action, move


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("no wait vet is closed tmrw, do it sat", ["StateClaim", "MoveCommitment"]),
        ("actually the office is closed mon, cancel the standup", ["StateClaim", "CancelCommitment"]),
        ("no wait the gym is closed fri, move it to sat", ["StateClaim", "MoveCommitment"]),
    ],
)
def test_a_marker_before_why_a_plan_changed_keeps_the_change(text: str, kinds: list[str]) -> None:
    assert [type(i).__name__ for i in READ(text)] == kinds


@pytest.mark.parametrize(
    "text",
    ["no wait, Omar is COO", "no wait, Omar is COO not CFO", "actually Lena is in Berlin now"],
)
def test_a_marker_before_a_value_alone_still_corrects_it(text: str) -> None:
    assert [type(i).__name__ for i in READ(text)] == ["CorrectValue"]


@pytest.mark.parametrize(
    ("text", "who", "action", "due"),
    [
        ("mum's bday is the 19th get her flowers", "mum", "get her flowers", "Sat 19 Dec"),
        ("marks bday is the 14th get a card", "mark", "get a card for mark", "Mon 14 Dec"),
        ("anas birthday is the 22nd order a cake", "ana", "order a cake for ana", "Tue 22 Dec"),
    ],
)
def test_a_birthday_then_a_to_do_typed_with_no_separator_reads_both(
    text: str, who: str, action: str, due: str
) -> None:
    found = READ(text)
    assert (type(found[0]).__name__, getattr(found[0], "subject", None)) == ("StateClaim", who), found
    assert READ.todos(found) == [(action, due)]


def test_a_date_that_cannot_be_is_still_asked_about_in_a_run_on() -> None:
    [asked] = READ("the 31st of february call the bank")
    assert "no 31 February" in asked.question  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["ana wants the red one not the blue one", "lena wants it by wed"])
def test_no_old_day_said_is_no_move_by_them(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, MoveCommitment) and i.by]

"""Done, moved and called off, said the ways nobody labelled: a booking for a day to come kept
as the appointment ("dentist booked for the 9th"), a thing that went out or was handed in
finishing the to-do to write or fill it in, someone else's "did", an amount in brackets, a
thing called off with no "is", a plan binned, "X now thurs", "reschedule X for fri"."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from memory.timefmt import zone
from memory.understanding import CancelCommitment, CompleteCommitment, MoveCommitment, NewCommitment
from memory.understanding._not_outcomes import not_an_outcome
from tests.driver import chat
from tests.memory.understanding.reading import Reading

NEW_YORK = zone("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=NEW_YORK)  # a Monday morning
START = "2026-11-30T08:00:00-05:00"
READ = Reading(NOW, NEW_YORK)


def _status(todos: list, action: str) -> CommitmentStatus:
    return next(c.status for c in todos if c.action == action)


# -- a booking for a day to come: the appointment, without its participle ---------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("dentist booked for the 9th", "dentist", "Wed 09 00:00"),
        ("car service booked for thurs", "car service", "Thu 03 00:00"),
        ("flights booked for march 3rd", "flights", "Wed 03 00:00"),
        ("my haircut's booked for sat 10am", "haircut", "Sat 05 10:00"),
        ("our flights are booked for march 3rd", "flights", "Wed 03 00:00"),
    ],
)
def test_a_booking_alone_is_the_appointment_it_made(text: str, action: str, due: str) -> None:
    (done,) = READ(text)
    assert isinstance(done, CompleteCommitment) and isinstance(done.otherwise, NewCommitment)
    assert (done.otherwise.action, READ.when(done.otherwise)) == (action, due)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("physio scheduled for fri", "physio"),
        ("vet appointment confirmed for wed", "vet appointment"),
        ("team meeting scheduled for thurs", "team meeting"),
        ("parents evening confirmed for thurs 6pm", "parents evening"),
    ],
)
def test_an_occasion_put_in_the_diary_is_named_without_how(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, NewCommitment)] == [action]


# -- handed in, where or to whom --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("consent form handed in at the school office", "consent form"),
        ("expense report handed in to finance", "expense report"),
        ("timesheet turned in to payroll on time", "timesheet"),
        ("the essay's handed in", "essay"),
    ],
)
def test_a_thing_handed_in_somewhere_is_sent(text: str, thing: str) -> None:
    (done,) = READ(text)
    assert isinstance(done, CompleteCommitment) and (done.action, done.sent) == (thing, True)


@pytest.mark.parametrize("text", ["Ana's in at the office", "kids are in at the school", "i handed in my notice"])
def test_someone_in_somewhere_is_no_thing_handed_in(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment) and i.sent]


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("I'll write the newsletter by friday", "newsletter's out"),
        ("need to finish the blog post by thurs", "blog post is out"),
        ("I'll draft the press release by wed", "press release went out this morning"),
        ("I'll get the signed consent form to school by thurs", "consent form handed in at the school office"),
    ],
)
async def test_what_went_out_finishes_the_todo_to_write_it(memory: Memory, todo: str, said: str) -> None:
    _, user_id, _ = await chat(memory, START, "America/New_York", [todo, said])
    (done,) = await commitments_of(memory.store, user_id)
    assert done.status is CommitmentStatus.COMPLETED


async def test_what_went_out_never_finishes_reading_it(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, "America/New_York", ["read the newsletter by fri", "newsletter's out"])
    (todo,) = await commitments_of(memory.store, user_id)
    assert todo.is_open


# -- someone else "did" it ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "thing"),
    [
        ("bea did the rota, sending it out thurs still", "bea", "rota"),
        ("tom did the slides", "tom", "slides"),
        ("Sam did the school run this morning", "Sam", "school run"),
    ],
)
def test_their_did_names_the_thing_done(text: str, who: str, thing: str) -> None:
    done = [i for i in READ(text) if isinstance(i, CompleteCommitment)]
    assert [(i.action, i.by) for i in done] == [(thing, who)]


@pytest.mark.parametrize("text", ["Maya did a great job", "Sam did well", "Tom did it", "the kids did their homework"])
def test_how_they_did_is_nothing_done(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


async def test_their_did_finishes_their_todo_and_leaves_mine(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, "America/New_York",
        ["Bea will update the rota by wed", "I'll send the rota to the team by thurs",
         "bea did the rota, sending it out thurs still"],
    )
    todos = await commitments_of(memory.store, user_id)
    assert _status(todos, "update the rota") is CommitmentStatus.COMPLETED
    assert next(c for c in todos if c.action == "send the rota to the team").is_open


@pytest.mark.parametrize("text", ["vet appointment confirmed for wed", "parents evening confirmed for thurs 6pm"])
def test_an_occasion_confirmed_is_no_ones_reply(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment) and i.by]


# -- an amount in brackets ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Rivas Studio paid invoice 207 (€2,400)", "pay invoice 207"),
        ("paid the plumber ($180)", "paid the plumber"),
        ("renewed the domain ($12.99)", "renewed the domain"),
    ],
)
def test_an_amount_in_brackets_is_no_part_of_what_was_done(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, CompleteCommitment)] == [action]


# -- called off, with no "is"; a plan binned; skipped this time ---------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("drinks with sal called off", "drinks with sal"),
        ("team lunch axed", "team lunch"),
        ("the offsite cancelled today", "offsite"),
        ("binned the printer idea", "printer"),
        ("scrapped the bank call", "bank call"),
        ("we've shelved the offsite for now", "offsite"),
        ("ditched the gym membership plan", "gym membership"),
        ("skip the farmers market this week", "farmers market"),
    ],
)
def test_a_thing_called_off_is_cancelled(text: str, thing: str) -> None:
    assert [(type(i), i.action) for i in READ(text)] == [(CancelCommitment, thing)]


@pytest.mark.parametrize("text", ["binned the old sofa", "scrapped the old car", "i cancelled netflix"])
def test_a_thing_thrown_out_is_no_plan_called_off(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CancelCommitment) and i.action in ("old sofa", "old car")]


async def test_called_off_finishes_the_todo_to_cancel_it(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, "America/New_York", ["cancel the gym membership by fri",
                                                                   "gym membership cancelled"])
    (todo,) = await commitments_of(memory.store, user_id)
    assert todo.status is CommitmentStatus.COMPLETED


# -- "X now thurs", "reschedule X for fri" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing", "due"),
    [
        ("budget review's now fri", "budget review", "Fri 04 00:00"),
        ("offsite planning is now thurs", "offsite planning", "Thu 03 00:00"),
        ("standup now 10am", "standup", "Mon 30 10:00"),
        ("reschedule the dentist for fri 10am", "dentist", "Fri 04 10:00"),
        ("rebook the vet for next weds", "vet", "Wed 09 00:00"),
    ],
)
def test_a_new_time_said_plainly_moves_it(text: str, thing: str, due: str) -> None:
    (move,) = READ(text)
    assert isinstance(move, MoveCommitment) and (move.action, READ.when(move)) == (thing, due)


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("reschedule the dentist for fri 10am", "reschedule the dentist"),
        ("rescheduled the physio for thurs 2pm", "physio"),
    ],
)
def test_a_reschedule_with_nothing_open_is_kept(text: str, otherwise: str) -> None:
    (move,) = READ(text)
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, NewCommitment)
    assert move.otherwise.action == otherwise


# -- not done yet: nothing to ask --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "quiet"),
    [
        ("haven't paid the nanny yet", True),
        ("still havent sent the deck", True),
        ("didnt book the vet ugh", True),
        ("paid the nanny", False),
    ],
)
def test_a_todo_not_done_yet_is_no_outcome(text: str, quiet: bool) -> None:
    assert not_an_outcome(text) is quiet

"""Lifecycle by other people and with reminders as context, played through the dispatcher
with a real store: someone cancelling or moving a thing changes the gathering with them (or
of that kind), never a to-do about them, and asks when none fits; someone doing what they
owed finishes their promise, never the user's own of the same words; a bare "done" or "move
it to tmrw" right after a briefing that listed one to-do applies to it, and asks after one
that listed several; "will deal with it tmrw" moves the one to-do talked about."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.home import Home
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import Person, chat, commitments_by_action, local_minute, rebuilt, snapshot

START = "2027-03-09T09:00:00+00:00"  # a Tuesday
TZ = "Europe/London"
LONDON = ZoneInfo(TZ)


async def _states(memory: Memory, user_id: str) -> dict[str, CommitmentStatus]:
    return {action: c.status for action, c in (await commitments_by_action(memory, user_id)).items()}


# -- called off by them ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("todos", "said", "gone"),
    [
        (["lunch with Ines on friday at 1pm", "call Ines about the lease by friday"], "Ines cancelled our lunch",
         "lunch with Ines"),
        (["lunch with Tom on friday at 1pm", "lunch with Ines on thursday at 1pm"], "ines cancelled our lunch",
         "lunch with Ines"),
        (["need to go to the school concert on thursday"], "Ms Okonkwo called off the school concert",
         "go to the school concert"),
        (["1:1 with Kwabena wed 3pm", "email Kwabena the roadmap by friday"], "Kwabena cancelled", "1:1 with Kwabena"),
        (["coffee with Aoife tomorrow at 10"], "the coffee with Aoife isn't happening", "coffee with Aoife"),
    ],
)  # fmt: skip
async def test_someone_calling_off_cancels_the_gathering_only(
    memory: Memory, todos: list[str], said: str, gone: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*todos, said])
    states = await _states(memory, user_id)
    assert [a for a, s in states.items() if s is CommitmentStatus.CANCELLED] == [gone], (states, replies)


@pytest.mark.parametrize(
    ("todos", "said"),
    [
        (["call Ines about the lease by friday"], "Ines cancelled our lunch"),  # a to-do about her, no lunch
        (["lunch with Tom on friday at 1pm"], "Ines cancelled our lunch"),  # someone else's lunch
        (["pay the plumber by friday"], "the plumber cancelled on me again"),
        ([], "Ines cancelled our lunch"),
    ],
)
async def test_someone_calling_off_what_recap_does_not_hold_asks(memory: Memory, todos: list[str], said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*todos, said])
    states = await _states(memory, user_id)
    assert len(states) == len(todos)
    assert CommitmentStatus.CANCELLED not in states.values(), states
    assert "?" in " ".join(replies), replies  # asked, never a new to-do


async def test_someone_calling_off_with_two_lunches_of_theirs_asks_which(memory: Memory) -> None:
    lines = ["lunch with Ines on friday at 1pm", "lunch with Ines next thursday at 1pm", "Ines cancelled our lunch"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert "Which one" in " ".join(replies)
    assert CommitmentStatus.CANCELLED not in (await _states(memory, user_id)).values()


# -- moved by them ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("todos", "said", "moved", "due"),
    [
        (["1:1 with Kwame wed 3pm"], "Kwame pushed the 1:1 to thursday", "1:1 with Kwame", "2027-03-11 15:00"),
        (["dentist appointment tue 10am"], "the dentist moved my appt to the 19th", "dentist appointment",
         "2027-03-19 10:00"),
        (["plumber coming thursday 8am", "pay the plumber by friday"], "the plumber rescheduled for friday",
         "visit", "2027-03-12 08:00"),
        (["book club on the 10th at 7pm"], "book club got moved to the 14th", "book club", "2027-03-14 19:00"),
        (["coffee with Aoife tomorrow at 10"], "Aoife moved our coffee to friday at 11", "coffee with Aoife",
         "2027-03-12 11:00"),
    ],
)  # fmt: skip
async def test_someone_moving_a_gathering_moves_it_keeping_its_time(
    memory: Memory, todos: list[str], said: str, moved: str, due: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*todos, said])
    found = await commitments_by_action(memory, user_id)
    assert found[moved].status is CommitmentStatus.MOVED and local_minute(found[moved].due, LONDON) == due, replies
    assert all(c.status is CommitmentStatus.ACCEPTED for a, c in found.items() if a != moved)


async def test_someone_moving_what_recap_does_not_hold_asks_and_adds_nothing(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["call Kwame about the offer by friday", "Kwame moved us to thursday"]
    )
    assert list((await _states(memory, user_id)).values()) == [CommitmentStatus.ACCEPTED]
    assert "?" in " ".join(replies)


# -- done by them ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("todos", "said", "done"),
    [
        (["Tom will send the budget over by friday", "send the budget over to Tom by monday"],
         "Tom sent the budget over", "send the budget over"),
        (["waiting on Luis for the contract", "send Luis the contract by friday"], "got the contract back from Luis",
         "contract"),
        (["Priya owes me a reply", "reply to Priya by friday"], "Priya finally replied", "send me a reply"),
    ],
)  # fmt: skip
async def test_someone_doing_what_they_owed_finishes_their_promise_only(
    memory: Memory, todos: list[str], said: str, done: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*todos, said])
    found = await commitments_by_action(memory, user_id)
    finished = [c for c in found.values() if c.status is CommitmentStatus.COMPLETED]
    assert [(c.action, c.owner) for c in finished] == [(done, found[done].owner)] and finished[0].owner != "me", replies


async def test_someone_doing_a_thing_the_user_owes_finishes_nothing(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["send the budget over to Tom by friday", "Tom sent the budget over"])
    assert list((await _states(memory, user_id)).values()) == [CommitmentStatus.ACCEPTED]


# -- reminders as context --------------------------------------------------------------------


async def _after_briefing(memory: Memory, todos: list[str], said: str) -> tuple[Person, str]:
    """The to-dos said the day before, the 08:00 briefing, then ``said`` ten minutes after it."""
    dana = await Person(memory, "dana", TZ, START).create()
    for n, todo in enumerate(todos):
        await dana.say(f"2027-03-09T1{n}:00:00+00:00", todo)
    assert not dana.outbox.sent or "Good morning" in dana.outbox.sent[-1]
    reply = await dana.say("2027-03-10T08:10:00+00:00", said)
    assert dana.outbox.sent and all(todo.split(" by ")[0] in dana.outbox.sent[-1] for todo in todos)
    return dana, reply


@pytest.mark.parametrize("said", ["done", "✅", "did it", "sorted"])
async def test_done_right_after_a_briefing_of_one_todo_finishes_it(memory: Memory, said: str) -> None:
    dana, reply = await _after_briefing(memory, ["renew the car tax by friday"], said)
    assert await _states(memory, dana.user.id) == {"renew the car tax": CommitmentStatus.COMPLETED}, reply


@pytest.mark.parametrize("said", ["moved it to tmrw", "push that to monday", "will deal with it tmrw"])
async def test_a_move_right_after_a_briefing_of_one_todo_moves_it(memory: Memory, said: str) -> None:
    dana, reply = await _after_briefing(memory, ["renew the car tax by friday"], said)
    assert await _states(memory, dana.user.id) == {"renew the car tax": CommitmentStatus.MOVED}, reply


@pytest.mark.parametrize("said", ["done", "moved it to tmrw"])
async def test_after_a_briefing_of_several_recap_asks_which(memory: Memory, said: str) -> None:
    dana, reply = await _after_briefing(memory, ["renew the car tax by friday", "email Gráinne by thursday"], said)
    assert "Which one" in reply and "renew the car tax" in reply and "email Gráinne" in reply
    assert set((await _states(memory, dana.user.id)).values()) == {CommitmentStatus.ACCEPTED}


async def test_an_answer_listing_one_todo_is_a_reminder_too(memory: Memory) -> None:
    lines = ["email the landlord by friday", "send Omar the figures by thursday", "what do I owe Omar?", "done"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert await _states(memory, user_id) == {
        "email the landlord": CommitmentStatus.ACCEPTED,
        "send Omar the figures": CommitmentStatus.COMPLETED,
    }, replies


# -- plans -----------------------------------------------------------------------------------


async def test_a_plan_for_it_moves_the_one_todo_just_talked_about(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["sort the landlord thing by friday", "will deal with it tmrw"])
    found = await commitments_by_action(memory, user_id)
    assert list(found) == ["sort the landlord thing"], replies  # never a to-do "deal with it"
    assert found["sort the landlord thing"].status is CommitmentStatus.MOVED
    assert local_minute(found["sort the landlord thing"].due, LONDON).startswith("2027-03-10")


async def test_a_plan_for_it_after_a_message_of_two_todos_asks_which(memory: Memory) -> None:
    lines = ["email the landlord and call mum by friday", "will deal with it tmrw"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert "Which one" in " ".join(replies)
    assert set((await _states(memory, user_id)).values()) == {CommitmentStatus.ACCEPTED}


async def test_a_plan_for_it_with_nothing_open_asks_and_keeps_nothing(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["will deal with it tmrw"])
    assert await _states(memory, user_id) == {} and "?" in " ".join(replies)


async def test_a_done_after_a_briefing_rebuilds_the_same(memory: Memory, home: Home) -> None:
    """The briefing is on the timeline, so a rebuild from the files reads the "done" the same."""
    dana, _ = await _after_briefing(memory, ["renew the car tax by friday"], "done")
    before = await snapshot(memory, dana.user.id)
    fresh = await rebuilt(memory, home, dana.clock.now())
    try:
        assert await snapshot(fresh, dana.user.id) == before
        assert await _states(fresh, dana.user.id) == {"renew the car tax": CommitmentStatus.COMPLETED}
    finally:
        await fresh.close()

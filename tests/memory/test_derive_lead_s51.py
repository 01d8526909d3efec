"""Session 51's lead: a to-do said "for it" or "before he comes" right after the thing it is for."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat_timed, commitments_by_action, todo_states

LONDON = "Europe/London"
MONDAY = "2026-12-07T08:00:00+00:00"


@pytest.mark.parametrize(
    ("thing", "todo", "kept"),
    [
        ("my flight's at 6:40am on the 15th", "need to book a cab for it", "book a cab for the flight"),
        ("plumber coming thurs 10am", "gotta be home for it", "be home for the plumber to visit"),
        ("plumber coming thurs 10am", "need to be home for him", "be home for the plumber to visit"),
        ("dentist fri 18th at 3pm", "must charge the car for that", "charge the car for the dentist"),
    ],
)
async def test_a_to_do_for_it_is_for_the_thing_just_noted_and_due_by_it(
    memory: Memory, thing: str, todo: str, kept: str
) -> None:
    states, replies = await todo_states(memory, MONDAY, LONDON, [thing, todo])
    thing_due = next(due for action, (_, due) in states.items() if action != kept)
    assert states[kept] == ("open", thing_due), (states, replies)


@pytest.mark.parametrize("todo", ["need to pay for it", "gotta sign for it"])
async def test_for_it_as_the_verbs_own_object_is_not_dated_from_the_thing(memory: Memory, todo: str) -> None:
    """ "pay for it": what is paid for is the verb's object; no day is taken for it, recap asks what "it" is."""
    states, replies = await todo_states(memory, MONDAY, LONDON, ["my flight's at 6:40am on the 15th", todo])
    assert set(states) == {"flight"}, (states, replies)


async def test_for_him_after_a_thing_of_my_own_is_not_that_thing(memory: Memory) -> None:
    lines = ["my flight's at 6:40am on the 15th", "need to book a cab for him"]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert "book a cab for the flight" not in states, (states, replies)


async def test_for_it_with_two_things_just_noted_is_asked(memory: Memory) -> None:
    lines = ["dentist fri 3pm and the vet sat 10am", "need to book a cab for it"]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert "book a cab for it" not in states or states["book a cab for it"][1] == "", (states, replies)
    assert not any("for the" in action for action in states), states


async def test_for_it_long_after_the_thing_is_not_dated_from_it(memory: Memory) -> None:
    lines = [(0, "my flight's at 6:40am on the 15th"), (180, "need to book a cab for it")]
    _, user, replies = await chat_timed(memory, MONDAY, LONDON, lines)
    assert "book a cab for the flight" not in await commitments_by_action(memory, user), replies


@pytest.mark.parametrize(
    "todo",
    ["need to clear the kitchen before he comes", "gotta hoover b4 she gets here", "must tidy up b4 they arrive"],
)
async def test_before_they_come_is_before_the_visit_just_noted(memory: Memory, todo: str) -> None:
    states, replies = await todo_states(memory, MONDAY, LONDON, ["plumber coming thurs 10am", todo])
    assert states["visit"] == ("open", "2026-12-10 10:00"), states
    mine = {a: s for a, s in states.items() if a != "visit"}
    assert list(mine.values()) == [("open", "2026-12-10 10:00")], (states, replies)


async def test_before_he_comes_with_nothing_just_dated_is_asked(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY, LONDON, ["need to clear the kitchen before he comes"])
    assert states == {} and "before he comes" in replies[-1], (states, replies)


@pytest.mark.parametrize(
    ("thing", "reminder", "kept", "day"),
    [
        ("dentist on the 18th at 3pm", "remind me the day before", "dentist", "2026-12-17"),
        ("mum's birthday is march 3", "pls remind me a week before", "mum's birthday", "2027-02-24"),
        ("flight to rome on the 20th", "can u remind me 2 days b4", "flight to rome", "2026-12-18"),
    ],
)
async def test_a_reminder_ahead_of_the_thing_just_dated_is_a_to_do_that_long_before_it(
    memory: Memory, thing: str, reminder: str, kept: str, day: str
) -> None:
    _, user, replies = await chat_timed(memory, MONDAY, LONDON, [(0, thing), (1, reminder)])
    reminders = [c for c in (await commitments_by_action(memory, user)).values() if c.source.event_id and c.due]
    days = {c.due.astimezone(ZoneInfo(LONDON)).date().isoformat() for c in reminders if c.action == kept}
    assert day in days and f"Noted: {kept}, due" in replies[-1], replies


@pytest.mark.parametrize(
    "lines",
    [
        [(0, "remind me the day before")],
        [(0, "dentist on the 18th at 3pm"), (30, "remind me the day before")],
        [(0, "dentist on the 18th at 3pm and the vet on the 19th"), (1, "remind me the day before")],
    ],
)
async def test_a_reminder_ahead_of_nothing_just_dated_asks_what(memory: Memory, lines: list[tuple[int, str]]) -> None:
    *_, replies = await chat_timed(memory, MONDAY, LONDON, lines)
    assert "What should I remind you about the day before?" in replies[-1], replies


@pytest.mark.parametrize("reply", ["forget the deck, client cancelled", "scrap it", "nah drop the deck"])
async def test_calling_off_the_thing_a_move_question_is_about_cancels_it(memory: Memory, reply: str) -> None:
    """ "Should I move the deck to wed?" - "forget the deck": the deck is off, not only the move turned down."""
    lines = ["finish the slide deck by tomorrow", "deck's not gonna happen tmrw, push to wed", reply]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert states == {"finish the slide deck": ("cancelled", "2026-12-08 23:59")}, (states, replies)


async def test_turning_a_move_down_leaves_the_to_do_as_it_was(memory: Memory) -> None:
    lines = ["finish the slide deck by tomorrow", "deck's not gonna happen tmrw, push to wed", "no"]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert states == {"finish the slide deck": ("open", "2026-12-08 23:59")}, (states, replies)
    assert replies == ["OK, I left it as it was."]


@pytest.mark.parametrize(
    ("said", "fix", "value"),
    [
        ("Tom's new email is tom@acme.io", "sorry typo, tom@acme.com", "tom@acme.com"),
        ("the club's website is www.hillrovers.org", "oops, hillrovers.co.uk", "hillrovers.co.uk"),
    ],
)
async def test_an_address_put_right_corrects_the_one_fact_that_holds_an_address(
    memory: Memory, said: str, fix: str, value: str
) -> None:
    """An email or a website can only be an email's or a website's: no question which fact it corrects."""
    lines = [(0, "Mo got promoted to senior eng"), (1, said), (2, fix)]
    *_, replies = await chat_timed(memory, MONDAY, LONDON, lines)
    assert replies[0].startswith("Updated: ") and value in replies[0], replies


@pytest.mark.parametrize("asked", ["when's dinner with Lena", "when's dinner w/ Lena?", "when is dinner with Joe"])
async def test_when_an_occasion_with_someone_is_answered_from_the_to_do(memory: Memory, asked: str) -> None:
    """It quoted the old messages; the to-do kept says when."""
    *_, replies = await chat_timed(
        memory, MONDAY, LONDON, [(0, "we're meeting Lena and Joe for dinner sat 7pm"), (1, asked)]
    )
    assert replies == ["Meet Lena and Joe for dinner is due Sat 12 December 2026 19:00."]


@pytest.mark.parametrize(
    "chase", ["chased Chen for the specs", "pinged Chen about the specs", "followed up with Chen on the specs"]
)
async def test_chasing_someone_leaves_what_they_owe_owed(memory: Memory, chase: str) -> None:
    """It finished Chen's "send the specs" (a nudge is no delivery)."""
    states, replies = await todo_states(memory, MONDAY, LONDON, ["Chen promised the specs by monday", chase])
    assert states == {"send the specs": ("open", "2026-12-14 23:59")}, (states, replies)
    assert not any("Did that finish" in reply for reply in replies), replies


async def test_a_chase_said_with_more_says_what_is_still_owed(memory: Memory) -> None:
    lines = ["Chen promised the specs by monday", "chased Chen for the specs and booked the venue for fri"]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert states["send the specs"][0] == "open", (states, replies)
    assert any("Still open: Chen: send the specs" in reply for reply in replies), replies


async def test_chasing_finishes_a_to_do_to_chase(memory: Memory) -> None:
    lines = ["need to chase Raj for the invoice", "chased Raj for the invoice"]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert states == {"chase Raj for the invoice": ("completed", "")}, (states, replies)


async def test_a_reply_waited_for_is_done_when_they_get_back(memory: Memory) -> None:
    lines = ["still waiting to hear back from the landlord about the deposit", "the landlord got back to me"]
    states, replies = await todo_states(memory, MONDAY, LONDON, lines)
    assert states == {"reply about the deposit": ("completed", "")}, (states, replies)

"""What blind30's lifecycle and corrections showed (session 32), through the bot: a reading said
past beside another deed ("read thru Kwame's chapter, sent him notes": recap kept a new to-do
"read thru Kwame's chapter"), someone said paid ("done, Renée's paid back": asked), a gift left
at a shelter ("coats dropped at the shelter": asked), a to-do's thing not needed any more ("…, no
speech needed": asked whether it was done), a past move to a bare hour ("moved picking up the parcel
to 11, same day": asked for a date), a count done ("12 of 30 lab reports graded": asked whether it
changed the to-do), a liking whose last word is a fault verb ("prefers trains for work trips": an
issue opened) and an amount put right with "meant" (asked what it corrects)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2029-11-01T18:30:00-03:00"  # a Thursday evening
TZ = "America/Moncton"


async def _status(memory: Memory, lines: list[str]) -> tuple[dict[str, str], list[str]]:
    _, user, replies = await chat(memory, START, TZ, lines)
    return {a: c.status.value for a, c in (await commitments_by_action(memory, user)).items()}, replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("i'll review Kwame's thesis chapter by sun", "read thru Kwame's chapter, sent him notes"),
        ("gotta review Ana's draft", "read Ana's draft, left her comments"),
        ("need to look over the contract for Jo", "finally read through the contract, emailed Jo my notes"),
    ],
)
async def test_a_reading_beside_a_past_deed_is_done(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _status(memory, [todo, said])
    assert list(status.values()) == ["completed"], (status, replies)


async def test_a_reading_with_a_todo_after_it_stays_a_todo(memory: Memory) -> None:
    status, replies = await _status(memory, ["read the lease, sign it by fri"])
    assert status == {"read the lease": "accepted", "sign the lease": "accepted"}, replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("i'll pay back Renée by fri", "done, Renée's paid back"),
        ("i'll pay back Renée by fri", "Renée's been paid"),
        ("need to pay the plumber", "the plumber's paid ✅"),
        ("need to pay my cleaner", "done, my cleaner's been paid"),
    ],
)
async def test_someone_said_paid_finishes_paying_them(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _status(memory, [todo, "i'll buy dog food by sat", said])
    assert sorted(status.values()) == ["accepted", "completed"], (status, replies)
    assert status["buy dog food"] == "accepted"


async def test_someone_who_paid_back_is_not_the_users_payment(memory: Memory) -> None:
    status, replies = await _status(memory, ["i'll pay back Renée by fri", "Renée paid back"])
    assert status == {"pay back Renée": "accepted"}, replies


@pytest.mark.parametrize(
    "said", ["coats dropped at the shelter", "dropped the coats at the shelter", "dropped off the coats at the shelter"]
)
async def test_things_left_at_a_shelter_are_donated(memory: Memory, said: str) -> None:
    status, replies = await _status(memory, ["need to donate the winter coats by sat", said])
    assert status == {"donate the winter coats": "completed"}, replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        (
            "i'll write a speech for the retirement do by fri",
            "retirement do got postponed indefinitely, no speech needed",
        ),
        ("i'll write a speech for the retirement do by fri", "no speech needed after all"),
        ("need to order flowers for the gala", "the gala's off, no flowers needed"),
        ("gotta bake a cake for Lou's party", "no cake required after all"),
    ],
)
async def test_the_thing_not_needed_cancels_its_todo(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _status(memory, [todo, said])
    assert list(status.values()) == ["cancelled"], (status, replies)


async def test_a_thing_not_needed_with_nothing_open_keeps_nothing(memory: Memory) -> None:
    status, replies = await _status(memory, ["no stress needed lol"])
    assert status == {}, replies


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        (
            "remind me to pick up the parcel sat at 9am",
            "moved picking up the parcel to 11, same day",
            "2029-11-03 11:00",
        ),
        ("remind me to pick up the parcel sat at 9am", "moved the parcel pickup to 11 same day", "2029-11-03 11:00"),
        ("dentist tues 2pm", "i pushed the dentist to 4", "2029-11-06 16:00"),
        ("call w/ Ana fri 10am", "bumped the call w/ Ana to 3", "2029-11-02 15:00"),
    ],
)
async def test_a_past_move_to_a_bare_hour_keeps_its_day(memory: Memory, todo: str, said: str, due: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    (kept,) = (await commitments_by_action(memory, user)).values()
    assert local_minute(kept.due, ZoneInfo(TZ)) == due, replies


@pytest.mark.parametrize(
    "said",
    [
        "12 of 30 lab reports graded",
        "graded 12 of the 30 lab reports",
        "12/30 lab reports done",
        "marked 12 out of 30 essays",
    ],
)
async def test_a_count_done_is_progress(memory: Memory, said: str) -> None:
    status, replies = await _status(memory, ["need to grade the lab reports by mon", "need to mark the essays", said])
    assert set(status.values()) == {"accepted"}, replies
    assert "?" not in replies[-1], replies


SAN_SALVADOR = "America/El_Salvador"


@pytest.mark.parametrize(
    ("said", "value"), [("no wait, buses", "buses"), ("no, buses", "buses"), ("no wait, buses not trains", "buses")]
)
async def test_a_liking_is_kept_and_put_right(memory: Memory, said: str, value: str) -> None:
    _, user, replies = await chat(
        memory, "2032-09-15T20:30:00-06:00", SAN_SALVADOR, ["Hyun-woo prefers trains for work trips", said]
    )
    assert not await memory.store.episodes(user), replies
    latest = max(await memory.store.claims(user), key=lambda c: c.id)
    assert (latest.subject, latest.predicate, latest.value, latest.corrects) == ("Hyun-woo", "preference", value, 1)


@pytest.mark.parametrize(
    ("said", "value"),
    [("meant 45000 dollars", "45000 dollars"), ("meant 45k euros", "45k euros"), ("lol meant 450 quid", "450 quid")],
)
async def test_an_amount_meant_puts_the_last_amount_right(memory: Memory, said: str, value: str) -> None:
    _, user, replies = await chat(
        memory, "2032-09-15T20:30:00-06:00", SAN_SALVADOR, ["Café Izalco's budget is 40000 dollars", said]
    )
    latest = max(await memory.store.claims(user), key=lambda c: c.id)
    assert (latest.subject, latest.predicate, latest.value) == ("Café Izalco", "budget", value), replies


@pytest.mark.parametrize(
    ("fact", "said", "value"),
    [
        ("Ines is on the design team", "no, marketing", "marketing"),
        ("Ines joined the design team", "nope, engineering", "engineering"),
        ("Ines is in design", "no, accounting", "accounting"),
    ],
)
async def test_a_department_ending_in_ing_puts_the_team_right(memory: Memory, fact: str, said: str, value: str) -> None:
    _, user, replies = await chat(memory, "2032-09-15T20:30:00-06:00", SAN_SALVADOR, [fact, said])
    latest = max(await memory.store.claims(user), key=lambda c: c.id)
    assert (latest.subject, latest.predicate, latest.value, latest.corrects) == ("Ines", "team", value, 1), replies


async def test_a_gerund_after_no_is_no_department(memory: Memory) -> None:
    _, user, replies = await chat(
        memory, "2032-09-15T20:30:00-06:00", SAN_SALVADOR, ["Ines is on the design team", "no, working"]
    )
    assert len(await memory.store.claims(user)) == 1, replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to book the dentist for Leo", "Leo's dentist booked, 14th at 4"),
        ("need to sort Ana's visa", "Ana's visa sorted"),
    ],
)
async def test_a_possessed_thing_done_is_no_role(memory: Memory, todo: str, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    assert [c.status.value for c in (await commitments_by_action(memory, user)).values()] == ["completed"], replies
    assert not [c for c in await memory.store.claims(user) if c.predicate == "role"], replies


@pytest.mark.parametrize("said", ["did half the gate latch, rest tmrw", "did half the fence"])
async def test_half_done_is_progress(memory: Memory, said: str) -> None:
    status, replies = await _status(memory, ["need to fix the gate latch sat", "need to paint the fence", said])
    assert set(status.values()) == {"accepted"}, replies


@pytest.mark.parametrize(
    "said", ["restaurant's fully booked, trying another", "the restaurant is booked up, trying another"]
)
async def test_a_place_with_no_room_books_nothing(memory: Memory, said: str) -> None:
    status, replies = await _status(memory, ["need to book the restaurant for sat", said])
    assert status == {"book the restaurant": "accepted"}, replies


async def test_a_place_booked_is_the_booking_done(memory: Memory) -> None:
    status, replies = await _status(memory, ["need to book the restaurant for sat", "restaurant booked"])
    assert status == {"book the restaurant": "completed"}, replies


@pytest.mark.parametrize(
    ("said", "due"), [("sry 10:30 not 10", "2029-11-02 10:30"), ("sry, 10:30", "2029-11-02 10:30")]
)
async def test_sorry_typed_short_still_puts_the_time_right(memory: Memory, said: str, due: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["need to call the bank fri at 10", said])
    (kept,) = (await commitments_by_action(memory, user)).values()
    assert local_minute(kept.due, ZoneInfo(TZ)) == due, replies


async def test_a_part_of_the_day_typed_short_is_read(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["remnd me to call the gas co tmrw mornin"])
    assert list(await commitments_by_action(memory, user)) == ["call the gas co"], replies

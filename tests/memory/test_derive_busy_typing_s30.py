"""What the lead found typing to recap as a busy person would (session 30), through the bot: one
part of a to-do of two things said done with a verb of its own ("got the milk, forgot bread ugh" of
"grab milk + bread") comes off and the rest stays open (recap marked the whole to-do done, so the
bread was never asked about again); a cancellation already rebooked ("bea cancelled, rebooked for
next tues") moves the thing (recap cancelled it and lost the new day); someone calling off "a call
with" them finds that call (recap said it had nothing open with them); "skipped the gym" calls it
off (recap asked whether it was done); "booked Biscuit in for the 17th at 9" finishes "book the vet
for Biscuit" (the date in its words kept it from matching); "Jess starts the 11th not the 4th" puts
right a start on 4 January (recap could not tell what it corrected); "Kenji sent the numbers" finishes "get budget
numbers from Kenji" (recap asked); "buy Mira a gift b4 her wedding" is due the day before the wedding
kept as a to-do (it was undated)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.commitments import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-07T08:00:00+11:00"  # a Monday
TZ = "Australia/Sydney"


@pytest.mark.parametrize(
    ("todo", "said", "left"),
    [
        ("grab milk + bread on the way back", "got the milk, forgot bread ugh", "grab bread"),
        ("buy stamps and envelopes tmrw", "picked up envelopes, post office had no stamps", "buy stamps"),
        ("need to call mum and the dentist tmrw", "called the dentist", "call mum"),
    ],
)
async def test_the_part_not_done_stays_open(memory: Memory, todo: str, said: str, left: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    kept = await commitments_by_action(memory, user)
    assert left in kept, (kept, replies)
    assert kept[left].status is not CommitmentStatus.COMPLETED
    assert any(reply.startswith(f"Updated: {left}") for reply in replies), replies


async def test_every_part_said_done_finishes_it(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["grab milk + bread on the way back", "got milk and bread"])
    kept = await commitments_by_action(memory, user)
    assert kept["grab milk and bread"].status is CommitmentStatus.COMPLETED, replies


@pytest.mark.parametrize(
    ("todo", "said", "action", "due"),
    [
        ("lunch w/ Bea thurs", "bea cancelled, rebooked for next tues", "lunch with Bea", "2026-12-15"),
        ("dentist fri 2pm", "dentist cancelled on me, rescheduled to mon 10am", "dentist", "2026-12-14 10:00"),
        ("coffee with Sam tmrw", "Sam cancelled so we moved it to thurs", "coffee with Sam", "2026-12-10"),
    ],
)
async def test_called_off_and_rebooked_is_moved(memory: Memory, todo: str, said: str, action: str, due: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    kept = await commitments_by_action(memory, user)
    assert kept[action].status is CommitmentStatus.MOVED, replies
    assert local_minute(kept[action].due, ZoneInfo(TZ)).startswith(due), replies


async def test_called_off_and_to_be_rebooked_is_cancelled_and_a_to_do(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["call with Omar tmrw", "Omar cancelled, need to rebook"])
    kept = await commitments_by_action(memory, user)
    assert kept["call with Omar"].status is CommitmentStatus.CANCELLED, replies
    assert kept["rebook with Omar"].status is not CommitmentStatus.CANCELLED, replies


async def test_calling_someone_is_no_gathering_they_call_off(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["call Ines fri", "Ines cancelled"])
    kept = await commitments_by_action(memory, user)
    assert kept["call Ines"].status is not CommitmentStatus.CANCELLED, replies


@pytest.mark.parametrize(
    ("todo", "said", "action", "status"),
    [
        ("gym tmrw 7am", "skipped the gym, too tired", "gym", CommitmentStatus.CANCELLED),
        ("yoga tmrw 6pm", "gave yoga a miss", "yoga", CommitmentStatus.CANCELLED),
        ("gym tmrw 7am", "bailed on the gym", "gym", CommitmentStatus.CANCELLED),
        # the booking done by its words, whatever day it was booked for
        ("remind me to book the vet for Biscuit next week", "booked Biscuit in for the 17th at 9",
         "book the vet for Biscuit", CommitmentStatus.COMPLETED),
        ("need to book a plumber", "booked a plumber for thurs", "book a plumber", CommitmentStatus.COMPLETED),
    ],
)
async def test_skipped_is_called_off_and_booked_is_done(
    memory: Memory, todo: str, said: str, action: str, status: CommitmentStatus
) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    kept = await commitments_by_action(memory, user)
    assert kept[action].status is status, replies


async def test_a_start_put_right_by_a_day_alone_moves_what_started_together(memory: Memory) -> None:
    """ "the 4th" said on 7 December is read as the one gone by; the start it puts right is on
    the 4th of January, so the 11th is January's, for the employer and the role said together."""
    lines = ["Jess's starting at Monzo on the 4th as a designer", "correction: Jess starts the 11th not the 4th"]
    _, user, replies = await chat(memory, "2026-12-07T09:00:00+00:00", "Europe/London", lines)
    latest = {}
    for claim in sorted(await memory.store.claims(user), key=lambda c: c.id):
        latest[claim.predicate] = claim
    assert {p: local_minute(c.effective_from, ZoneInfo("Europe/London"))[:10] for p, c in latest.items()} == {
        "employer": "2027-01-11",
        "role": "2027-01-11",
    }, replies


async def test_a_start_put_right_by_what_it_is_leaves_the_rest(memory: Memory) -> None:
    lines = ["Jess's starting at Monzo on the 4th as a designer", "no, Jess's role starts the 11th not the 4th"]
    _, user, replies = await chat(memory, "2026-12-07T09:00:00+00:00", "Europe/London", lines)
    latest = {}
    for claim in sorted(await memory.store.claims(user), key=lambda c: c.id):
        latest[claim.predicate] = claim
    starts = {p: local_minute(c.effective_from, ZoneInfo("Europe/London"))[:10] for p, c in latest.items()}
    assert starts["employer"] == "2027-01-04", replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need budget numbers from Kenji by thurs", "Kenji sent the numbers"),
        ("need budget numbers from Kenji by thurs", "Kenji sent them"),
        ("get the signed lease from Amara fri", "Amara emailed the lease over"),
    ],
)
async def test_what_was_to_come_from_someone_is_done_when_they_send_it(memory: Memory, todo: str, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    [kept] = (await commitments_by_action(memory, user)).values()
    assert kept.status is CommitmentStatus.COMPLETED, replies


async def test_they_sent_them_with_two_things_to_come_from_them_asks(memory: Memory) -> None:
    lines = ["need budget numbers from Kenji by thurs", "get the slides from Kenji fri", "Kenji sent them"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert all(c.status is not CommitmentStatus.COMPLETED for c in kept.values()), replies


@pytest.mark.parametrize(
    ("lines", "action", "due"),
    [
        (["Mira's wedding sat 2pm", "buy Mira a gift b4 her wedding"], "buy Mira a gift before her wedding",
         "2026-12-11"),
        (["Mira's wedding sat 2pm", "buy Mira a gift b4 her wedding", "book a haircut before the wedding"],
         "book a haircut before the wedding", "2026-12-11"),
        (["party at Sam's fri", "bake a cake for the party"], "bake a cake for the party", "2026-12-11"),
    ],
)
async def test_a_to_do_for_an_occasion_kept_as_a_to_do_is_dated_by_it(
    memory: Memory, lines: list[str], action: str, due: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert local_minute(kept[action].due, ZoneInfo(TZ)).startswith(due), replies


@pytest.mark.parametrize(
    "lines", [["team lunch fri", "order pizza for the team"], ["buy Mira a gift b4 her wedding"]]
)
async def test_for_whom_or_an_occasion_not_kept_stays_undated(memory: Memory, lines: list[str]) -> None:
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept[list(kept)[-1]].due is None, replies


@pytest.mark.parametrize(
    ("todo", "said", "done", "new"),
    [
        ("pay the gas bill", "gas bill paid, council tax fri", "pay the gas bill", "council tax"),
        ("pay rent by fri", "rent paid, water bill on the 20th", "pay rent", "water bill"),
    ],
)
async def test_a_thing_and_its_day_after_a_done_is_kept_too(
    memory: Memory, todo: str, said: str, done: str, new: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [todo, said])
    kept = await commitments_by_action(memory, user)
    assert kept[done].status is CommitmentStatus.COMPLETED, replies
    assert new in kept and kept[new].due is not None, replies

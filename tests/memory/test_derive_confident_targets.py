"""Tests for lifecycle targets chosen with confidence (memory.derive with memory.commitments.sole_fit):
a move, cancel or done whose words name exactly one open commitment by a distinctive word
changes it; two that fit alike, or a generic word alone, still ask."""

from __future__ import annotations

from memory.derive import commitments_of
from memory.model import Commitment, CommitmentStatus
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2026-11-30T08:10:00+00:00"  # a Monday
TZ = "Europe/London"


async def _after(memory: Memory, lines: list[str]) -> tuple[dict[str, Commitment], str]:
    """Say ``lines`` a minute apart; every commitment by its action, and the last reply."""
    _, user_id, replies = await chat(memory, START, TZ, lines)
    return {c.action: c for c in await commitments_of(memory.store, user_id)}, " ".join(replies)


def _local(c: Commitment) -> str:
    assert c.due is not None
    return c.due.astimezone(zone(TZ)).strftime("%Y-%m-%d %H:%M")


async def test_a_deadline_pushed_moves_the_one_commitment_it_names(memory: Memory) -> None:
    found, reply = await _after(
        memory,
        [
            "I need to submit the tender by the 14th",
            "I'll call Mum on sunday",
            "the tender deadline's been pushed to the 21st",
        ],
    )
    assert found["submit the tender"].status is CommitmentStatus.MOVED and "one of these" not in reply
    assert _local(found["submit the tender"]).startswith("2026-12-21")
    assert found["call Mum"].status is CommitmentStatus.ACCEPTED


async def test_a_parcel_dropped_off_completes_the_todo_to_drop_it(memory: Memory) -> None:
    found, _ = await _after(
        memory, ["need to drop the parcel off at the post office by friday", "parcel's been dropped off"]
    )
    assert found["drop the parcel off at the post office"].status is CommitmentStatus.COMPLETED


async def test_got_the_thing_from_them_completes_their_promise(memory: Memory) -> None:
    found, _ = await _after(memory, ["Kwesi will send the SOW by thursday", "got the SOW from Kwesi"])
    assert found["send the SOW"].status is CommitmentStatus.COMPLETED


async def test_meeting_the_person_finishes_nothing_of_theirs(memory: Memory) -> None:
    """A plain report that shares only a name ("met Kwesi for lunch") is no completion."""
    found, _ = await _after(memory, ["Kwesi will send the SOW by thursday", "met Kwesi for lunch"])
    assert found["send the SOW"].status is CommitmentStatus.ACCEPTED


async def test_a_report_with_a_word_the_todo_lacks_finishes_nothing(memory: Memory) -> None:
    found, _ = await _after(memory, ["need to buy football tickets by friday", "watched the football"])
    assert found["buy football tickets"].status is CommitmentStatus.ACCEPTED


async def test_two_commitments_sharing_the_word_alike_are_asked_about(memory: Memory) -> None:
    found, reply = await _after(
        memory, ["book flights to Accra for June", "book a hotel in Accra", "the Accra trip is off, cancel that"]
    )
    assert "one of these" in reply
    assert all(c.status is CommitmentStatus.ACCEPTED for c in found.values())


async def test_a_common_word_alone_is_asked_about(memory: Memory) -> None:
    """ "report" tells no to-do apart: recap asks rather than move the one open report."""
    found, reply = await _after(
        memory, ["I'll write the quarterly report for Dana by friday", "the report form moved to monday"]
    )
    assert found["write the quarterly report for Dana"].status is CommitmentStatus.ACCEPTED
    assert "Should I move “write the quarterly report for Dana” to Mon" in reply or "no open commitment" in reply


async def test_a_move_to_another_day_at_the_same_time_keeps_the_time(memory: Memory) -> None:
    found, _ = await _after(memory, ["dentist appointment wednesday at 3pm", "the dentist moved to friday same time"])
    assert _local(found["dentist appointment"]) == "2026-12-04 15:00"


async def test_now_due_a_week_later_shifts_from_the_old_due(memory: Memory) -> None:
    found, _ = await _after(memory, ["I'll send the report to Farah by friday", "the report is now due a week later"])
    assert _local(found["send the report to Farah"]).startswith("2026-12-11")


async def test_not_done_yet_will_do_it_tonight_moves_it(memory: Memory) -> None:
    found, _ = await _after(
        memory, ["need to do the expenses by friday", "haven't done the expenses yet, will do it tonight"]
    )
    assert set(found) == {"do the expenses"}  # no new to-do "do it"
    assert found["do the expenses"].status is CommitmentStatus.MOVED
    assert _local(found["do the expenses"]).startswith("2026-11-30")


async def test_not_done_yet_with_nothing_open_is_a_new_todo(memory: Memory) -> None:
    found, _ = await _after(memory, ["still haven't sent the invoice to Yusuf, I'll do it tomorrow"])
    assert [(a, _local(c)[:10]) for a, c in found.items()] == [("send the invoice to Yusuf", "2026-12-01")]


async def test_someone_needs_it_sooner_moves_their_todo(memory: Memory) -> None:
    found, _ = await _after(
        memory,
        ["I'll send the deck to Farah by the 30th", "I'll pay Joon by friday", "Farah needs it sooner, by the 23rd"],
    )
    assert _local(found["send the deck to Farah"]).startswith("2026-12-23")
    assert found["pay Joon"].status is CommitmentStatus.ACCEPTED


async def test_no_longer_needed_because_someone_else_does_it_cancels(memory: Memory) -> None:
    found, _ = await _after(
        memory, ["need to hire a projector for friday", "no longer need the projector, Jide is doing it"]
    )
    assert found["hire a projector"].status is CommitmentStatus.CANCELLED


async def test_someone_pulled_out_forget_the_booking_cancels_and_opens_no_issue(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ, ["I'll book the hotel for Lars by friday", "Lars pulled out, forget the hotel booking"]
    )
    [commitment] = await commitments_of(memory.store, user_id)
    assert commitment.status is CommitmentStatus.CANCELLED
    assert await memory.store.episodes(user_id) == []


async def test_said_id_with_an_open_todo_is_a_new_promise_not_a_move(memory: Memory) -> None:
    found, _ = await _after(memory, ["need to help Sam pack by friday", "i said id help Sam move on sat"])
    assert found["help Sam pack"].status is CommitmentStatus.ACCEPTED
    assert found["help Sam move"].counterparty == "Sam"


async def test_a_timed_commitment_moved_to_another_day_keeps_its_time_of_day(memory: Memory) -> None:
    """"push the dentist to friday" moves the 10:00 appointment to friday at 10:00; a day-only
    to-do moved to a day stays due by the end of that day."""
    found, _ = await _after(
        memory,
        ["dentist appointment thursday at 10am", "call Ines on friday", "push the dentist to friday",
         "move Ines to monday"],
    )
    assert _local(found["dentist appointment"]) == "2026-12-04 10:00"
    assert _local(found["call Ines"]) == "2026-12-07 23:59"

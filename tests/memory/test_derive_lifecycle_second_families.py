"""Second-pass lifecycle families played through the dispatcher with a real store:

- "push it to the following sunday", "the monday after", "two days later" count from the
  chosen to-do's own due (and keep its time of day);
- "I'm off the hook", "knocked it on the head" cancel the one just talked about;
- "move the dentist to tuesday and the vet too" moves both; "conference cancelled so no hotel
  needed" cancels the hotel and nothing else;
- "monday again tomorrow… wait no it's tuesday lol" changes nothing and asks nothing.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2027-03-09T09:00:00+00:00"  # a Tuesday
TZ = "Europe/London"
LONDON = ZoneInfo(TZ)


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        ("need to visit Shosho on sunday", "shosho wants us to come the following sunday instead", "2027-03-21"),
        ("need to call Nadia on monday", "nadia's away, i'll ring her the monday after", "2027-03-22"),
        ("bake the cake for the bake sale on friday", "bake sale's been moved to the following friday", "2027-03-19"),
        ("dentist appt thursday at 10am", "push it to the following monday", "2027-03-15 10:00"),
        ("dentist appt thursday at 10am", "move the dentist to the day before", "2027-03-10 10:00"),
        ("renew the parking permit by the 20th", "make it two days after that", "2027-03-22"),
    ],
)
async def test_a_date_counted_from_the_due_moves_from_the_due(memory: Memory, todo: str, said: str, due: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [moved] = (await commitments_by_action(memory, user_id)).values()
    assert moved.status is CommitmentStatus.MOVED, replies
    assert local_minute(moved.due, LONDON).startswith(due), replies


@pytest.mark.parametrize("said", ["I'm off the hook", "knocked it on the head", "we called it off", "no longer needed"])
async def test_a_cancel_without_a_name_cancels_the_one_just_said(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["have to cover Emeka's shift on sunday", said])
    [cancelled] = (await commitments_by_action(memory, user_id)).values()
    assert cancelled.status is CommitmentStatus.CANCELLED, replies


async def test_one_move_said_of_two_moves_both(memory: Memory) -> None:
    lines = ["dentist appt on friday", "take the cat to the vet thursday", "move the dentist to monday and the vet too"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    found = await commitments_by_action(memory, user_id)
    assert {a: (c.status, local_minute(c.due, LONDON)[:10]) for a, c in found.items()} == {
        "dentist appt": (CommitmentStatus.MOVED, "2027-03-15"),
        "take the cat to the vet": (CommitmentStatus.MOVED, "2027-03-15"),
    }, replies


async def test_a_reason_cancels_only_the_to_do_that_follows(memory: Memory) -> None:
    lines = ["need to send the ward rota to Siobhan by friday", "need to book the hotel for the conference",
             "conference cancelled so no hotel needed"]  # fmt: skip
    _, user_id, replies = await chat(memory, START, TZ, lines)
    found = await commitments_by_action(memory, user_id)
    assert found["book the hotel for the conference"].status is CommitmentStatus.CANCELLED, replies
    assert found["send the ward rota to Siobhan"].is_open


async def test_small_talk_putting_the_day_right_changes_nothing(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["dentist appt on friday", "monday again tomorrow... wait no it's tuesday lol"]
    )
    [kept] = (await commitments_by_action(memory, user_id)).values()
    assert kept.is_open and kept.status is not CommitmentStatus.MOVED
    assert not any("?" in reply for reply in replies), replies

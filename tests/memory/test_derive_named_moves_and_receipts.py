"""Lifecycle, issue and fact changes played through the dispatcher with a real store:

- a to-do named by its thing with a move sign moves the one open to-do it fits ("login fix will
  be friday instead", "grant submission's the 25th now": a noun made of the to-do's verb names
  it), and asks when two fit;
- a thing received from whoever promised it finishes their promise, never the user's own;
- a reason after a cancellation opens no issue; "vpn's back but the printer is still jammed"
  resolves the vpn and adds nothing to the printer; a repair "…, all good" resolves the thing;
- a day fact is put right by a day alone ("that's wrong, it was the 8th").
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import at, chat, commitments_by_action, current_value, local_minute

START = "2027-01-13T09:00:00+00:00"  # a Wednesday
TZ = "Europe/London"
LONDON = ZoneInfo(TZ)


@pytest.mark.parametrize(
    ("todo", "said", "day"),
    [
        ("I'll fix the login bug by tomorrow", "login fix will be friday instead", "2027-01-15"),
        ("remind me to send the newsletter on thursday", "newsletter's going out saturday now", "2027-01-16"),
        ("I'll review Ana's draft by thursday", "the review is friday now", "2027-01-15"),
        ("need to pay the plumber by friday", "plumber payment will be monday instead", "2027-01-18"),
        ("I'll submit the grant application by the 20th", "grant submission's the 25th now", "2027-01-25"),
        ("need to renew the car insurance by friday", "insurance renewal will be next tuesday instead", "2027-01-19"),
        ("gotta deliver the chairs to Mo on thursday", "chair delivery is happening saturday now", "2027-01-16"),
        ("I'll book the venue for the offsite by friday", "venue booking's gonna be monday instead", "2027-01-18"),
        ("I'll clean the gutters on saturday", "gutter cleaning will be sunday instead", "2027-01-17"),
    ],
)
async def test_a_thing_with_a_move_sign_moves_the_one_todo_it_names(
    memory: Memory, todo: str, said: str, day: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [moved] = (await commitments_by_action(memory, user_id)).values()
    assert moved.status is CommitmentStatus.MOVED, replies
    assert local_minute(moved.due, LONDON).startswith(day), replies


async def test_two_todos_the_thing_fits_are_asked_about(memory: Memory) -> None:
    lines = ["I'll fix the login bug by tomorrow", "I'll fix the login page styling by friday",
             "login fix will be monday instead"]  # fmt: skip
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert all(c.status is not CommitmentStatus.MOVED for c in (await commitments_by_action(memory, user_id)).values())
    assert "?" in " ".join(replies)


@pytest.mark.parametrize(
    ("promise", "said"),
    [
        ("Lakshmi will send the signed SOW by friday", "got the signed SOW from Lakshmi"),
        ("Acme will send the updated invoice by the 20th", "received the updated invoice from Acme"),
        ("Bao will deliver the spare parts on thursday", "the spare parts from Bao arrived today"),
        ("Dana said she'll send the contract over by thursday", "Dana's contract arrived"),
        ("Kenji will send the revised quote by monday", "revised quote came through from Kenji"),
        ("Omar will send me the sales figures by friday", "have the sales figures from Omar now"),
    ],
)
async def test_a_thing_received_finishes_their_promise(memory: Memory, promise: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [promise, said])
    [done] = (await commitments_by_action(memory, user_id)).values()
    assert done.status is CommitmentStatus.COMPLETED, replies


async def test_a_thing_received_finishes_no_promise_of_someone_else(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["Lakshmi will send the signed SOW by friday", "got the signed SOW from Priya"]
    )
    [kept] = (await commitments_by_action(memory, user_id)).values()
    assert kept.is_open, replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to order the team hoodies by the 25th", "scrap the hoodies, budget's frozen"),
        ("I'll interview the two design candidates tomorrow", "interviews cancelled, role's on hold"),
    ],
)
async def test_a_reason_after_a_cancel_is_kept_as_nothing(memory: Memory, todo: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [cancelled] = (await commitments_by_action(memory, user_id)).values()
    assert cancelled.status is CommitmentStatus.CANCELLED, replies
    assert await memory.store.episodes(user_id) == []
    assert await memory.store.claims(user_id) == []


async def test_an_issue_said_with_and_after_a_cancel_is_opened(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["need to go to the gym on friday", "cancel the gym, and the boiler's broken again"]
    )
    assert [e.topic for e in await memory.store.episodes(user_id)] == ["boiler"], replies


async def test_still_of_an_open_issue_beside_a_fix_adds_nothing_to_it(memory: Memory) -> None:
    lines = ["printer's jammed", "vpn is down", "vpn's back but the printer is still jammed"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    found = {e.topic: e for e in await memory.store.episodes(user_id)}
    assert not found["vpn"].is_open, replies
    assert found["printer"].is_open and not found["printer"].updates, replies


async def test_a_repair_with_all_good_resolves_the_thing(memory: Memory) -> None:
    lines = ["the build server is out of disk space", "cleared space on the build server, all good"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    [episode] = await memory.store.episodes(user_id)
    assert not episode.is_open, replies


@pytest.mark.parametrize("said", ["that's wrong, it was the 8th", "no, it was the 8th", "sorry, the 8th"])
async def test_a_day_alone_puts_a_day_fact_right(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Priya started on the 6th", said])
    value = await current_value(memory, user_id, "Priya", "start date", at(START), LONDON)
    assert value == "8 January 2027", replies

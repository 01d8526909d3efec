"""Session 41's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-07T08:05:00-07:00"  # a Monday morning
TZ = "America/Denver"


@pytest.mark.parametrize(
    ("said", "asked", "answer"),
    [
        ("Priya is out tuesday", "who's out this week", "• Priya — away on 8 December 2026"),
        ("Priya's off on the 15th", "who's out next week", "• Priya — away on 15 December 2026"),
        ("Lee is out next week", "who's out next week", "• Lee — away from 14 December 2026 until 20 December 2026"),
    ],
)
async def test_someone_out_on_a_day_is_away_that_day(memory: Memory, said: str, asked: str, answer: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [said, asked])
    assert replies[-1] == answer, replies


async def test_out_tonight_is_no_time_off(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["mum's out tonight", "who's out today"])
    assert replies[-1] == "No one is out today, as far as I know.", replies


@pytest.mark.parametrize(
    ("first", "fix", "renamed"),
    [
        ("our offsite is march 3-5 in Boulder", "oops offsite is in Estes Park not Boulder", "offsite in Estes Park"),
        (
            "dinner with the Hendersons at Luigi's on friday",
            "sorry, it's at Nonna's not Luigi's",
            "dinner with the Hendersons at Nonna's",
        ),
    ],
)
async def test_a_place_put_right_renames_the_todo_that_holds_it(
    memory: Memory, first: str, fix: str, renamed: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [first, fix])
    assert list(await commitments_by_action(memory, user)) == [renamed], replies
    assert not await memory.store.claims(user), replies  # no fact of where it is beside the to-do


async def test_when_someone_started_answers_their_start_date(memory: Memory) -> None:
    lines = ["Davo started with us on the 3rd", "no, Davo started on the 1st", "when did Davo start"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1] == "Davo's start date is 1 December 2026, per your message.", replies


@pytest.mark.parametrize("asked", ["who's in flat 4", "who lives in flat 4", "who's staying in flat 4 now"])
async def test_who_is_in_a_numbered_home_answers_its_tenant(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["new tenant in flat 4 is Mrs Okonkwo", asked])
    assert replies[-1].startswith("Flat 4's tenant is Mrs Okonkwo"), replies


@pytest.mark.parametrize(
    ("first", "fix", "due"),
    [
        ("dad's GP appt is wed 10:40", "actually the GP appt is 11:40 not 10:40", "2026-12-09 11:40"),
        ("dentist is thurs 9am", "sorry dentist is 9:30 not 9", "2026-12-10 09:30"),
    ],
)
async def test_a_time_put_right_keeps_the_todos_own_day(memory: Memory, first: str, fix: str, due: str) -> None:
    """The old time said is no time of today's: the to-do named is due on its own day."""
    _, user, replies = await chat(memory, START, TZ, [first, fix])
    [todo] = (await commitments_by_action(memory, user)).values()
    assert local_minute(todo.due, ZoneInfo(TZ)) == due, replies


async def test_who_is_in_a_home_finds_the_role_that_names_it(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Kasia Nowak is the new tenant in flat 3", "who's in flat 3?"])
    # kept as flat 3's tenant since session 45 ("Kirill is the tenant in flat 1"), and answered as such
    assert replies[-1].startswith("Flat 3's tenant is Kasia Nowak, per your message"), replies

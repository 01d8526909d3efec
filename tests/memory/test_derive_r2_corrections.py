"""Corrections and facts played through the dispatcher with a real store: a bare number keeps
the unit of the amount it corrects ("make that 15" for "12 million toman"), a vague new day is
asked and moves nothing, a "correction" with nothing just noted that names nothing recap keeps
is small talk, "next sun" moves as a new to-do would be dated, and a bare first name shared by a
fact's subject and a fact's value is asked."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2029-02-28T18:00:00+00:00"
TZ = "Asia/Tehran"


@pytest.mark.parametrize(
    ("fact", "fix", "value"),
    [
        ("the Nowruz party budget is 12 million toman", "make that 15", "15 million toman"),
        ("the offsite budget is 18k", "sorry, 20", "20k"),
        ("Priya's salary is 90k", "no wait, 95", "95k"),
        ("rent is $850 a month", "no, 900", "$900 a month"),
    ],
)
async def test_a_bare_number_keeps_the_unit(memory: Memory, fact: str, fix: str, value: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [fact, fix])
    claims = await memory.store.claims(user_id)
    assert value in [c.value for c in claims], replies


@pytest.mark.parametrize("fix", ["sorry meant mid-march", "no wait, early april", "actually, later this month"])
async def test_a_vague_new_day_is_asked_and_moves_nothing(memory: Memory, fix: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["need to pick up the frames from the framer by the 6th", fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == 6  # still the 6th
    assert "Which day" in replies[-1]


@pytest.mark.parametrize(
    ("before", "fix", "day"),
    [
        ("I promised Laleh I'd send the photos by sun", "sorry, told her sat actually", 3),
        ("need to return the rented projector by tmrw", "hmm no its due back fri", 2),
        ("need to send the report to HQ in 2 wks", "actually 3 wks not 2", 21),
        # read as in a new to-do: "next sun" is next week's Sunday, a weekend is due by its Sunday
        ("need to pick up the frames from the framer by the 6th", "no, next sun", 11),
        ("need to pick up the frames from the framer by the 6th", "oops, this weekend", 4),
    ],
)
async def test_a_correction_without_its_subject_moves_the_last_todo(
    memory: Memory, before: str, fix: str, day: int
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == day, replies


@pytest.mark.parametrize(
    "said",
    [
        "correction to my earlier rant: the traffic wasnt THAT bad",
        "my bad, it was fesenjan we had at the wedding, not ghormeh sabzi",
        "autocorrect keeps changing Kian to Kiwi smh",
        "sorry, the party was fun tho",
    ],
)
async def test_a_correction_of_nothing_kept_is_small_talk(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [said])
    assert await memory.store.claims(user_id) == []
    assert not any("?" in r for r in replies), replies


async def test_a_value_correction_with_nothing_to_correct_is_still_asked(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["no wait, Glasgow"])
    assert any("?" in r for r in replies), replies


async def test_a_first_name_kept_as_a_value_counts_as_a_namesake(memory: Memory) -> None:
    said = ["Marco Rossi is my accountant", "Marco Bruno owns the print shop", "Marco is now head of sales"]
    _, user_id, replies = await chat(memory, START, TZ, said)
    assert "Marco Bruno or Marco Rossi" in replies[-1]
    assert not any(c.subject == "Marco" for c in await memory.store.claims(user_id))


@pytest.mark.parametrize(
    ("fix", "day"), [("not the 3rd, the 29th", "2029-01-29"), ("sorry it was the 30th", "2029-01-30")]
)
async def test_a_past_day_missing_from_its_month_is_the_most_recent_one(memory: Memory, fix: str, day: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Hoda became head nurse on the 3rd", fix])
    froms = [f"{c.effective_from.astimezone(ZoneInfo(TZ)):%Y-%m-%d}" for c in await memory.store.claims(user_id)]
    assert day in froms, replies


async def test_what_was_meant_after_a_remark_moves_the_todo(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["renew the domain by eom", "oh eom is today lol, i meant end of march"]
    )
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and f"{todo.due.astimezone(ZoneInfo(TZ)):%m-%d}" == "03-31", replies

"""Session 21 corrections played through the dispatcher with a real store: "it's <day>" alone
(a sigh before it or not) moves the last to-do, a few words naming a thing after "no,"/"nope,"
correct the fact touched last, a right name as long as the whole value replaces it, a numbered
street and the wrong word is a value pair, "<Name> does" puts an owner right, and a day offered
two ways ("2/3", "the 10th or 11th", "more like mid-feb") is asked and moves nothing."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2029-01-30T22:00:00+00:00"  # Wed 31 Jan 2029, 07:30 in Darwin
TZ = "Australia/Darwin"


async def _values(memory: Memory, user_id: int) -> list[str]:
    return [c.value for c in await memory.store.claims(user_id)]


@pytest.mark.parametrize(
    ("before", "fix", "day"),
    [
        ("dentist tues 4pm", "ugh, it's mon 4pm", 5),
        ("need to send the report by tues", "it's the 12th", 12),
        ("call with the depot fri 2pm", "argh its sat", 3),
    ],
)
async def test_its_a_day_alone_moves_the_last_todo(memory: Memory, before: str, fix: str, day: int) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == day, replies


@pytest.mark.parametrize("remark", ["it's wednesday", "it's 4pm", "ugh it's weds"])
async def test_the_day_or_hour_now_is_a_remark(memory: Memory, remark: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["need to send the report by tues", remark])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == 6, replies


@pytest.mark.parametrize(
    ("fact", "fix", "value"),
    [
        ("Sunita's title is senior planner", "no, principal planner", "principal planner"),
        ("Matiu is on the billing team", "nope, collections", "collections"),
        ("Ana works in the Leeds office", "nah, york", "york"),
        ("Tom's team is payments", "hmm no, fraud ops", "fraud ops"),
    ],
)
async def test_a_thing_named_after_no_corrects_the_last_fact(
    memory: Memory, fact: str, fix: str, value: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [fact, fix])
    assert value in await _values(memory, user_id), replies


@pytest.mark.parametrize("answer", ["no, thanks", "nah, all good", "nope, not today", "no, seriously", "nah, dunno"])
async def test_an_answer_after_no_puts_nothing_right(memory: Memory, answer: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Matiu is on the billing team", answer])
    assert await _values(memory, user_id) == ["billing"], replies


@pytest.mark.parametrize(
    ("fact", "fix", "value"),
    [
        ("Kirra moved to Alice Springs", "sorry, Tennant Creek not Alice", "Tennant Creek"),
        ("Leo lives in Palm Beach", "oops, Byron Bay not Palm", "Byron Bay"),
        ("Kirra's manager is Jon Smith", "sorry, Jonathan not Jon", "Jonathan Smith"),
        ("Kaito's address is 14 Smith St", "14 Mitchell St, not Smith", "14 Mitchell St"),
        ("Ravi's address is 3B Ocean Rd", "3B Beach Rd not Ocean", "3B Beach Rd"),
    ],
)
async def test_a_name_put_right_in_a_value(memory: Memory, fact: str, fix: str, value: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [fact, fix])
    assert value in await _values(memory, user_id), replies


@pytest.mark.parametrize(
    ("fact", "fix"),
    [
        ("Harriet runs the Gove project", "no, Odette does"),
        ("Harriet owns the vendor contract", "sorry, Odette does"),
        ("Harriet leads the pricing review", "nope — Odette Marsh does"),
    ],
)
async def test_someone_else_does_puts_the_owner_right(memory: Memory, fact: str, fix: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [fact, fix])
    assert any(v.startswith("Odette") for v in await _values(memory, user_id)), replies


@pytest.mark.parametrize(
    ("before", "fix"),
    [
        ("need to renew the work visa by the 14th", "sorry, 2/3"),
        ("need to renew the work visa by the 14th", "no wait, 3/4"),
        ("need to send the grant acquittal by the 20th", "not the 20th, the 10th or 11th"),
        ("need to send the grant acquittal by the 20th", "sorry, fri or sat"),
        ("need to order the new signage by the 20th", "actually more like mid-feb"),
        ("need to order the new signage by the 20th", "no, more like early march"),
    ],
)
async def test_a_day_said_two_ways_is_asked(memory: Memory, before: str, fix: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    todos = await commitments_by_action(memory, user_id)
    assert len(todos) == 1, replies
    (todo,) = todos.values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day in (14, 20), replies
    assert "?" in replies[-1], replies


@pytest.mark.parametrize(
    ("before", "fix", "day"),
    [
        ("need to return the hire ute by tmrw", "hmm no, ute's due back sat", 3),
        ("need to send the deck to Ana by mon", "no, the deck is actually due fri", 2),
        ("need to return the hire ute by tmrw", "ah no, it's due back sat", 3),
        ("promised Tully i'd send the drone footage by sun", "ah i said fri to him, not sun", 2),
        ("promised Tully i'd send the drone footage by sun", "no, I said sat to Tully", 3),
        ("need to send the wet-season roster in 2 wks", "no, 3 wks", 21),
        ("need to send the wet-season roster in 2 wks", "sorry, 10 days", 10),
    ],
)
async def test_the_last_todo_moves_to_the_day_said(memory: Memory, before: str, fix: str, day: int) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == day, replies


@pytest.mark.parametrize(
    ("before", "fix", "hour"),
    [
        ("dentist thurs 3pm", "dentist's at 4 not 3", 16),
        ("physio fri 10am", "physio's at 11 not 10", 11),
        ("team brekkie tmrw 7:30am", "8 not 7:30", 8),
    ],
)
async def test_the_hour_put_right(memory: Memory, before: str, fix: str, hour: int) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).hour == hour, replies


async def test_a_span_a_fact_holds_corrects_the_fact(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Jo's notice period is 2 wks", "no, 3 wks"])
    assert "3 wks" in await _values(memory, user_id), replies


@pytest.mark.parametrize(("month", "fix", "day"), [("december", "actually it was november", "2028-11-01"),
                                                   ("october", "sorry, it was september", "2028-09-01")])
async def test_a_team_started_on_has_its_start_put_right(memory: Memory, month: str, fix: str, day: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [f"Mirri started on the ranger team in {month}", fix])
    claims = [c for c in await memory.store.claims(user_id) if c.predicate == "team"]
    assert any(c.effective_from.astimezone(ZoneInfo(TZ)).date().isoformat() == day for c in claims), replies


@pytest.mark.parametrize(("answer", "day"), [("1", (3, 2)), ("2", (2, 3))])
async def test_a_two_way_day_put_right_offers_each_day(
    memory: Memory, answer: str, day: tuple[int, int]
) -> None:
    lines = ["need to renew the work visa by the 14th", "sorry, 2/3", answer]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None, replies
    local = todo.due.astimezone(ZoneInfo(TZ))
    assert (local.month, local.day) == day, replies


@pytest.mark.parametrize(("before", "fix", "day"), [("pay the cleaner by 3/3", "I meant 4/3", (3, 4)),
                                                    ("pay the cleaner by 5/5", "sorry, 6/5", (5, 6))])
async def test_a_two_way_day_near_the_old_one_is_the_slip(
    memory: Memory, before: str, fix: str, day: tuple[int, int]
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None, replies
    local = todo.due.astimezone(ZoneInfo(TZ))
    assert (local.month, local.day) == day, replies


@pytest.mark.parametrize(
    ("before", "fix", "day"),
    [
        ("Rogério will ship the samples by the 2nd", "Rogério can't do the 2nd, he said the 9th", 9),
        ("Zoë will send the quote by fri", "Zoë can't make fri - she said mon", 5),
        ("Vinícius will deliver the mockups by tmrw", "no, Vinícius said monday for the mockups", 5),
        ("Zoë will send the quote by fri", "oops, Zoë said sat", 3),
    ],
)
async def test_the_day_they_said_moves_their_todo(memory: Memory, before: str, fix: str, day: int) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, fix])
    (todo,) = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.astimezone(ZoneInfo(TZ)).day == day, replies

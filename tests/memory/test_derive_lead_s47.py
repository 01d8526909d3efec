"""Session 47's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.commitments import same_kind_named
from memory.service import Memory
from tests.driver import chat, todo_states

LONDON = "Europe/London"
MONDAY_LONDON = "2026-12-07T08:05:00+00:00"


@pytest.mark.parametrize(
    ("first", "again", "held"),
    [
        ("Ravi is moving to Leeds in Feb", "sorry Ravi's moving in March not Feb", "2027-03-01"),
        ("ravi is moving to leeds in feb", "ravi's moving in march not feb", "2027-03-01"),
        ("Ana is joining the sales team on the 9th", "Ana's starting on the 10th not the 9th", "2026-12-10"),
    ],
)
async def test_someones_change_put_right_by_its_verb_and_day_alone_moves_its_day(
    memory: Memory, first: str, again: str, held: str
) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, [first, again])
    claims = await memory.store.claims(user)
    latest = max(claims, key=lambda c: c.observed_at)
    assert latest.effective_from.astimezone(ZoneInfo(LONDON)).date().isoformat() == held, replies
    assert not (await todo_states(memory, MONDAY_LONDON, LONDON, []))[0], replies  # no to-do "move" of Ravi's


async def test_a_hesitation_before_a_question_answers_it(memory: Memory) -> None:
    lines = ["need to send the deck tmrw", "wait what's due tomorrow"]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert "send the deck" in replies[0] and "Should I" not in replies[0], replies


async def test_a_question_with_its_modal_first_keeps_no_to_do(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, ["will the parcel arrive fri"])
    assert states == {}, replies


LOS_ANGELES = "America/Los_Angeles"


@pytest.mark.parametrize("asked", ["who's Kenji reporting to from feb", "who does Kenji report to from feb"])
async def test_a_fact_asked_of_a_time_ahead_is_the_version_then(memory: Memory, asked: str) -> None:
    lines = ["Kenji reports to Sam", "Kenji's new manager will be Aiko from feb", asked]
    _, _, replies = await chat(memory, MONDAY_LONDON, LOS_ANGELES, lines)
    assert "will be Aiko" in replies[0] and "Sam" not in replies[0], replies


async def test_a_fact_asked_now_is_todays_with_what_comes(memory: Memory) -> None:
    lines = ["Kenji reports to Sam", "Kenji's new manager will be Aiko from feb", "who's Kenji reporting to"]
    _, _, replies = await chat(memory, MONDAY_LONDON, LOS_ANGELES, lines)
    assert "is Sam" in replies[0] and "it will be Aiko" in replies[0], replies


BERLIN = "Europe/Berlin"


async def test_a_value_put_right_after_a_to_do_renames_that_to_do(memory: Memory) -> None:
    lines = ["Jonas moved to Hamburg last month", "pay the electricity bill by fri", "oops I meant the gas bill"]
    states, replies = await todo_states(memory, MONDAY_LONDON, BERLIN, lines)
    assert list(states) == ["pay the gas bill"], replies
    _, user, _ = await chat(memory, MONDAY_LONDON, BERLIN, [])
    assert {c.value for c in await memory.store.claims(user)} == {"Hamburg"}


async def test_a_value_put_right_after_a_fact_still_corrects_the_fact(memory: Memory) -> None:
    lines = ["pay the electricity bill by fri", "Jonas moved to Hamburg last month", "sorry, I meant Munich"]
    states, replies = await todo_states(memory, MONDAY_LONDON, BERLIN, lines)
    assert list(states) == ["pay the electricity bill"], replies
    _, user, _ = await chat(memory, MONDAY_LONDON, BERLIN, [])
    assert "Munich" in {c.value for c in await memory.store.claims(user)}, replies


async def test_a_value_of_another_kind_renames_no_to_do(memory: Memory) -> None:
    lines = ["pay the electricity bill by fri", "oops I meant the dentist"]
    states, replies = await todo_states(memory, MONDAY_LONDON, BERLIN, lines)
    assert list(states) == ["pay the electricity bill"], replies


@pytest.mark.parametrize(
    ("action", "value", "named"),
    [
        ("pay the electricity bill", "the gas bill", "electricity bill"),
        ("send the budget deck to Omar", "pricing deck", "budget deck"),
        ("pay the bill", "gas bill", None),  # the thing had no kind said: which bill is not put right here
        ("call mum", "the gas bill", None),
        ("pay the gas bill", "the gas bill", None),  # the same thing
    ],
)
def test_the_words_of_a_to_do_naming_a_thing_of_the_values_kind(action: str, value: str, named: str | None) -> None:
    assert same_kind_named(action, value) == named


LAGOS = "Africa/Lagos"


@pytest.mark.parametrize("paid", ["Ngozi has cleared the balance", "Ngozi cleared her debt"])
async def test_a_debt_cleared_in_its_own_words_is_paid(memory: Memory, paid: str) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LAGOS, ["Ngozi owes me 15k for the generator", paid])
    assert states == {"pay me 15k for the generator": ("completed", "")}, replies


async def test_clearing_a_table_pays_nothing(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LAGOS, ["Kemi owes me 2k", "Kemi cleared the table"])
    assert states == {"pay me 2k": ("open", "")}, replies


LISBON = "Europe/Lisbon"
THREE_TODOS = [
    "need to book flights to lisbon by end of month",
    "need to sort a hotel",
    "also Ines wants the slides by thursday",
]


async def test_someone_moving_the_deadline_moves_their_to_do_among_several_just_said(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, MONDAY_LONDON, LISBON, [*THREE_TODOS, "Ines moved the deadline to friday"]
    )
    assert states["send Ines the slides"] == ("open", "2026-12-11 23:59"), replies


async def test_a_deed_reported_after_a_which_one_is_no_answer_choosing_a_move(memory: Memory) -> None:
    # "Jo moved the deadline" with two to-dos naming Jo asks which; "booked flights" then is news of its own
    lines = [
        "need to book flights to lisbon by end of month",
        "lunch with Jo thurs",
        "send Jo the contract by wed",
        "Jo moved the deadline to fri",
        "booked flights ✈️",
    ]
    states, replies = await todo_states(memory, MONDAY_LONDON, LISBON, lines)
    assert states["book flights to lisbon"][0] == "completed", replies
    assert states["book flights to lisbon"][1].startswith("2026-12-31"), replies


async def test_a_day_someone_named_gives_moves_only_a_to_do_with_them(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, MONDAY_LONDON, LISBON, ["send Ines the slides by thurs", "Ines wants them by fri now"]
    )
    assert states["send Ines the slides"][1].startswith("2026-12-11"), replies

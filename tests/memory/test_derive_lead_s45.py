"""Session 45's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2026-12-07T05:40:00+00:00"  # a Monday morning in Johannesburg
TZ = "Africa/Johannesburg"


@pytest.mark.parametrize("paid", ["paid Naledi", "paid naledi back", "settled up with Naledi"])
async def test_paying_someone_finishes_the_sum_kept_as_sent_to_them(memory: Memory, paid: str) -> None:
    lines = ["owe Naledi R350 for the braai meat", "need to send Naledi the braai pics", paid]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["send Naledi R350 for the braai meat"].status is CommitmentStatus.COMPLETED, replies
    assert kept["send Naledi the braai pics"].is_open, replies  # sends no money


async def test_paying_someone_finishes_no_message_to_them(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["need to send Naledi the braai pics", "paid Naledi"])
    kept = await commitments_by_action(memory, user)
    assert kept["send Naledi the braai pics"].is_open, replies


async def test_paying_one_person_never_asks_about_a_debt_to_another(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["owe Naledi R350 for the braai meat", "paid sipho back"])
    assert "Naledi" not in replies[-1], replies
    kept = await commitments_by_action(memory, user)
    assert kept["send Naledi R350 for the braai meat"].is_open, replies


async def test_the_deed_names_the_visit_of_its_doer(memory: Memory) -> None:
    lines = ["inspector coming fri 10am for the Boudreaux job", "pushed the inspection to monday"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["inspector for the Boudreaux job"].due.isoformat().startswith("2026-12-14"), replies


@pytest.mark.parametrize(("stated", "typed"), [("Tomás", "tomas"), ("Jose", "José")])
async def test_a_name_typed_without_its_accents_is_the_same_person(memory: Memory, stated: str, typed: str) -> None:
    lines = [f"fyi {stated} moved to the Lisbon office last month", f"{typed} moved to Porto", f"where is {typed}"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert "Porto" in replies[-1] and "Lisbon" not in replies[-1], replies
    subjects = {c.subject for c in await memory.store.claims(user)}
    assert subjects == {stated}, subjects


async def test_two_people_whose_names_differ_by_more_than_accents_stay_two(memory: Memory) -> None:
    lines = ["Tomás moved to the Lisbon office last month", "Tomasz moved to Porto", "where is Tomás"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "Lisbon" in replies[-1], replies


@pytest.mark.parametrize("asked", ["when does my BLS expire", "when does the BLS run out", "when does BLS lapse"])
async def test_when_a_thing_lapses_is_answered_from_the_to_do_to_renew_it(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["need to renew BLS before it expires on the 31st", asked])
    assert replies[-1] == "Renew BLS is due Wed 30 December 2026.", replies


async def test_when_a_thing_ends_with_no_to_do_quotes_what_was_said(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["the lease ends on the 31st of jan", "when does the lease end"])
    assert "the lease ends on the 31st of jan" in replies[-1], replies


async def test_a_bare_day_put_right_is_of_the_month_the_named_to_do_is_due_in(memory: Memory) -> None:
    lines = [
        "Fiona's wedding is on the 14th of feb",
        "sorry the wedding's the 15th not the 14th",
        "when's fiona's wedding",
    ]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["Fiona's wedding"].due.isoformat().startswith("2027-02-15"), replies
    assert replies[-1].startswith("Fiona's wedding is due Mon 15 February 2027"), replies


async def test_a_bare_day_not_the_named_to_dos_day_puts_nothing_right(memory: Memory) -> None:
    lines = ["Fiona's wedding is on the 14th of feb", "the wedding is the 16th not the 13th"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["Fiona's wedding"].due.isoformat().startswith("2027-02-14"), replies


@pytest.mark.parametrize("handed", ["change of plan, Raj is picking mum up instead", "Raj will pick mum up instead"])
async def test_someone_else_doing_the_users_job_instead_cancels_it(memory: Memory, handed: str) -> None:
    _, user, replies = await chat(memory, START, TZ, ["need to pick mum up from the airport tmrw 6pm", handed])
    kept = await commitments_by_action(memory, user)
    assert kept["pick mum up from the airport"].status is CommitmentStatus.CANCELLED, replies
    assert set(kept) == {"pick mum up from the airport"}, kept  # no to-do "Raj is picking mum up"


async def test_someone_else_doing_it_instead_said_by_a_pronoun_cancels_the_one_just_talked_about(
    memory: Memory,
) -> None:
    lines = ["need to pick mum up from the airport tmrw 6pm", "Raj will pick her up instead"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["pick mum up from the airport"].status is CommitmentStatus.CANCELLED, replies
    assert set(kept) == {"pick mum up from the airport"}, kept


async def test_someone_elses_own_plan_cancels_nothing(memory: Memory) -> None:
    lines = ["need to pick mum up from the airport tmrw 6pm", "Raj is picking mum up tmrw too"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["pick mum up from the airport"].is_open, replies


@pytest.mark.parametrize(
    ("owed", "paid"),
    [
        ("my roommate owes me $35 for the electric bill", "my roommate venmoed me"),
        ("my sister owes me 50 quid", "my sister paid me back"),
    ],
)
async def test_a_debt_to_the_user_of_someone_close_is_kept_and_paid(memory: Memory, owed: str, paid: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [owed])
    [(action, debt)] = (await commitments_by_action(memory, user)).items()
    assert debt.owner in ("roommate", "sister") and debt.is_open, replies
    _, user, replies = await chat(memory, "2026-12-07T06:40:00+00:00", TZ, [paid])
    assert (await commitments_by_action(memory, user))[action].status is CommitmentStatus.COMPLETED, replies


async def test_a_bare_number_put_right_is_of_the_fact_holding_as_many_digits(memory: Memory) -> None:
    lines = ["Yusuf's number is 0803 555 1234", "the gate code is 4471", "no wait 4417"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1] == "Updated: gate's code is 4417 (was 4471).", replies


async def test_a_bare_number_two_facts_of_its_length_hold_asks(memory: Memory) -> None:
    lines = ["the gate code is 4471", "the alarm code is 1234", "no wait 4417"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert replies[-1].startswith("Which does “4417” correct?"), replies


async def test_why_of_their_thing_beside_a_to_do_asks_about_no_other(memory: Memory) -> None:
    lines = ["invoice Acme for november by the 5th", "chase Globex, their invoice is 30 days overdue"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert "Did that change" not in replies[-1], replies
    assert set(await commitments_by_action(memory, user)) == {"invoice Acme for november", "chase Globex"}


async def test_someone_in_a_numbered_room_is_kept_and_their_history_found_without_the_title(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Mr Atayev is in room 12", "which room is Atayev in"])
    assert replies[-1].startswith("Mr Atayev's room is 12"), replies
    _, _, replies = await chat(memory, "2026-12-07T06:40:00+00:00", TZ, ["/history Atayev"])
    assert replies[-1].startswith("History of Mr Atayev:") and "room: 12" in replies[-1], replies

"""Commitments introduced many ways (session 8, issue 9's families): other people's promises of a
thing and their waits, a thing someone wants from the user, a promise told to a titled person,
debts in money shorthand, to-dos said as the state their thing must reach, agenda lines whose
noun takes a long complement, a dated occasion then what to do for it after a comma, attending
an occasion ("need to be there", "don't let me be late for"), "before the <occasion> on <day>",
a clause-final "then", and complaints that are no to-do. Every wording here is new (none is in a
labelled set)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("Africa/Johannesburg")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=TZ)  # a Wednesday morning


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _one(text: str) -> NewCommitment:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _when(todo: NewCommitment) -> str:
    assert todo.due is not None, todo
    local = todo.due.start.astimezone(TZ)
    return local.strftime("%Y-%m-%d %H:%M") if todo.due.precision.value == "instant" else local.strftime("%Y-%m-%d")


# -- someone else's promise of a thing, and waits ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action", "when"),
    [
        ("Thabo promised the ladder back by friday", "Thabo", "bring the ladder back", "2027-03-12"),
        ("Mei-Ling has promised us the floor plans tmrw", "Mei-Ling", "send the floor plans", "2027-03-11"),
        ("Oksana promised me my drill back on saturday", "Oksana", "bring my drill back", "2027-03-13"),
        ("Rangi promised the trailer back by sunday 5pm", "Rangi", "bring the trailer back", "2027-03-14 17:00"),
        ("siddharth promised the receipts by monday", "siddharth", "send the receipts", "2027-03-15"),
    ],
)
def test_a_thing_promised_is_theirs_to_bring_or_send(text: str, owner: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.owner, todo.action, todo.counterparty, _when(todo)) == (owner, action, None, when)


def test_a_promise_that_is_a_clause_is_not_a_thing_promised() -> None:
    assert not [i for i in _read("Nomvula promised the team would get the bonus") if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("waiting on Kagiso from the municipality to approve the plans", "Kagiso", "approve the plans"),
        ("still waiting for Anneliese at the bank to send the bond papers", "Anneliese", "send the bond papers"),
        ("waiting on Yusuf over at legal to sign off the lease", "Yusuf", "sign off the lease"),
        ("im still waiting on Chidi from IT to reset my laptop", "Chidi", "reset my laptop"),
        ("waiting for Ingrid in finance to approve my claim", "Ingrid", "approve my claim"),
    ],
)
def test_a_wait_on_someone_named_with_where_they_work(text: str, owner: str, action: str) -> None:
    todo = _one(text)
    assert (todo.owner, todo.action) == (owner, action)


# -- what someone wants from the user, and promises told to a titled person ----------------------


@pytest.mark.parametrize(
    ("text", "action", "counterparty", "when"),
    [
        ("producer wants the final edit from me by thurs", "send the producer the final edit", None, "2027-03-11"),
        ("Lindiwe needs the signed consent forms from me by the 19th", "send Lindiwe the signed consent forms",
         "Lindiwe", "2027-03-19"),
        ("my landlord wants the deposit from us before friday", "send my landlord the deposit", None, "2027-03-11"),
        ("the client is waiting on the revised quote from me tmrw", "send the client the revised quote", None,
         "2027-03-11"),
        ("Joaquín expects a call from me monday", "call Joaquín", "Joaquín", "2027-03-15"),
    ],
)  # fmt: skip
def test_a_thing_wanted_from_me_is_mine_to_send(text: str, action: str, counterparty: str | None, when: str) -> None:
    todo = _one(text)
    assert (todo.owner, todo.action, todo.counterparty, _when(todo)) == ("me", action, counterparty, when)


@pytest.mark.parametrize(
    ("text", "counterparty"),
    [
        ("told Mrs. Dlamini I'd email her the permission slip tmrw", "Mrs. Dlamini"),
        ("promised Dr. Okafor to send the scans by friday", "Dr. Okafor"),
        ("Told Mr. Van Wyk I'll drop off the keys on monday", "Mr. Van"),
        ("promised Prof. Haddad I'd resubmit the chapter friday", "Prof. Haddad"),
        ("told Ms. Nakamura i'd call her back tmrw", "Ms. Nakamura"),
    ],
)
def test_a_promise_told_to_a_titled_person_is_to_them(text: str, counterparty: str) -> None:
    todo = _one(text)
    assert todo.owner == "me" and todo.counterparty is not None
    assert todo.counterparty.startswith(counterparty.split()[0]) and counterparty.split()[1] in todo.counterparty


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("still owe Gugu 300 rand for the tickets", "pay Gugu 300 rand for the tickets"),
        ("i owe Mateo 20k pesos", "pay Mateo 20k pesos"),
        ("owe Priyanka £15 for the cinema", "pay Priyanka £15 for the cinema"),
        ("I still owe Sione 40 bucks", "pay Sione 40 bucks"),
        ("owe Erik 500kr for the ferry", "pay Erik 500kr for the ferry"),
    ],
)
def test_money_owed_in_shorthand_is_paid(text: str, action: str) -> None:
    assert _one(text).action == action


# -- to-dos said as a state ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("dont let me forget the Moyo invoice has to go out tmrw", "send the Moyo invoice", "2027-03-11"),
        ("pls remember the newsletter goes out on friday", "send out the newsletter", "2027-03-12"),
        ("the rent needs to be paid by the 1st", "pay the rent", "2027-04-01"),
        ("don't forget the permit forms must be signed by monday", "sign the permit forms", "2027-03-15"),
        ("remember that the quote should be sent off by thurs", "send the quote", "2027-03-11"),
        ("remember the bakkie needs washing before saturday", "wash the bakkie", "2027-03-12"),
    ],
)
def test_a_thing_s_state_says_the_to_do(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


@pytest.mark.parametrize(
    "text",
    [
        "the report has to be approved by Thandeka",  # someone else does it
        "everything has to be perfect",
        "the bins have to go out",  # no letter: never "send the bins"
        "remember that Aiyana is vegetarian",
    ],
)
def test_a_state_that_is_no_to_do_of_mine(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "ugh i have to do sooo much this week",
        "gotta do a ton today",
        "i need to get through so much stuff before friday",
        "have to deal with everything tmrw 😩",
        "I have to do way too much this weekend",
    ],
)
def test_a_load_complained_of_is_no_to_do(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, (NewCommitment, Unclear))]


# -- occasions ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("inspection of the Sea Point flat w/ the new tenants at 11 tmrw",
         "inspection of the Sea Point flat with the new tenants", "2027-03-11 11:00"),
        ("viewing of the 3-bed on Kloof St with the agent sat 10am", "viewing of the 3-bed on Kloof St with the agent",
         "2027-03-13 10:00"),
        ("walkthrough of the new warehouse with the fire officer on friday at 2pm",
         "walkthrough of the new warehouse with the fire officer", "2027-03-12 14:00"),
        ("parent interviews on the 18th at 4.15, need to be there", "parent interviews", "2027-03-18 16:15"),
        ("yoga w/ Mei-Ling thursday 7pm, can't miss it", "yoga with Mei-Ling", "2027-03-11 19:00"),
        ("dont let me miss the school play tmrw at 6pm", "school play", "2027-03-11 18:00"),
        ("don't let me be late for Kwame's graduation on friday", "Kwame's graduation", "2027-03-12"),
    ],
)  # fmt: skip
def test_an_occasion_to_attend_is_the_to_do(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


def test_late_for_an_occasion_at_a_bare_hour_is_never_stored_for_today() -> None:
    found = _read("clocks go forward sunday so dont let me be late for Nomsa's brunch at 11")
    assert not [i for i in found if isinstance(i, NewCommitment) and _when(i) == "2027-03-10 11:00"]


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("braai at Lerato's on saturday at 2, I need to bring the meat", "bring the meat for the braai at Lerato's",
         "2027-03-13 14:00"),
        ("potluck at church sunday, need to make the lasagne", "make the lasagne for the potluck at church",
         "2027-03-14"),
        ("iftar at the Khans on friday, gotta bring dates", "bring dates for the iftar at the Khans", "2027-03-12"),
    ],
)  # fmt: skip
def test_a_dated_occasion_then_a_comma_and_what_to_do_for_it(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


def test_news_before_the_comma_is_no_occasion() -> None:
    found = _read("the plumber called on monday, need to ring back")
    assert not [i for i in found if isinstance(i, NewCommitment) and i.due is not None and _when(i) == "2027-03-15"]


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("need to restock the insulin b4 the recital on the 15th", "restock the insulin", "2027-03-14"),
        ("print the handouts before the workshop on friday", "print the handouts", "2027-03-11"),
        ("get a haircut before the wedding on the 20th", "get a haircut", "2027-03-19"),
        ("buy a card before Sofia's birthday on the 14th", "buy a card", "2027-03-13"),
        ("gotta iron my shirt ahead of the interview on thursday", "iron my shirt", "2027-03-10"),
    ],
)
def test_before_an_occasion_on_a_day_is_the_day_before(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("samples dropped, lab says results ready friday so i need to collect them then", "collect them",
         "2027-03-12"),
        ("Ama lands tmrw, need to pick her up then", "pick her up", "2027-03-11"),
        ("the parts arrive monday so I must fit them then", "fit them", "2027-03-15"),
    ],
)  # fmt: skip
def test_a_clause_final_then_is_the_date_said_before(text: str, action: str, when: str) -> None:
    todos = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [(t.action, _when(t)) for t in todos] == [(action, when)]


@pytest.mark.parametrize(
    "text",
    [
        "grandpa's appointment got moved to monday 10am so ill drive him then",
        "the vet pushed Biscuit's jab to thursday, I'll take her then",
        "Ikaika's recital was rescheduled for sat 3pm, gotta pick him up then",
    ],
)
def test_then_after_a_move_is_the_moved_to_do_not_a_new_one(text: str) -> None:
    """The date came from moving a to-do: what is done "then" is that to-do, said again."""
    assert [i for i in _read(text) if isinstance(i, NewCommitment)] == []

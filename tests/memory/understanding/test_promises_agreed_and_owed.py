"""Promises said through an agreement or a yes ("Aditya and I agreed he'll draft the RFP by
thurs", "asked Joaquín to send the plans by mon, he said np"), to someone told ("told Arjun ill
review his PR"), owed ("i owe Kenji the Q4 forecast"), with the due set by someone after a comma
("…, she said by the 14th") and how firmly it is meant left out of the action (pure ``extract``)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Asia/Singapore")
NOW = datetime(2026, 12, 4, 18, 20, tzinfo=TZ)  # a Friday


def _one(text: str) -> NewCommitment:
    found = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert len(found) == 1, found
    return found[0]


def _day(todo: NewCommitment) -> date | None:
    return todo.due.start.astimezone(TZ).date() if todo.due else None


@pytest.mark.parametrize(
    ("text", "action", "owner", "counterparty", "day"),
    [
        ("Aditya and I agreed he'll draft the RFP by thurs", "draft the RFP", "Aditya", None, date(2026, 12, 10)),
        ("me and Priya agreed she'd book the venue by the 12th", "book the venue", "Priya", None, date(2026, 12, 12)),
        ("agreed with Noor that she'll send the quotes by fri", "send the quotes", "Noor", None, date(2026, 12, 11)),
        ("Tom and I agreed I'd call the bank on monday", "call the bank", "me", "Tom", date(2026, 12, 7)),
        (
            "asked Joaquín to send over the floor plans by mon, he said np",
            "send over the floor plans",
            "Joaquín",
            None,
            date(2026, 12, 7),
        ),
        (
            "asked the landlord to fix the gutter by the 20th, he said ok",
            "fix the gutter",
            "landlord",
            None,
            date(2026, 12, 20),
        ),
    ],
)
def test_a_promise_made_by_agreeing_is_the_one_who_agreed(
    text: str, action: str, owner: str, counterparty: str | None, day: date
) -> None:
    todo = _one(text)
    assert (todo.action, todo.owner, todo.counterparty, _day(todo)) == (action, owner, counterparty, day)


@pytest.mark.parametrize(
    "text",
    ["asked Joaquín to send over the floor plans by mon", "asked Leo to fix the gate by sat and he said maybe"],
)
def test_a_request_not_yet_agreed_to_is_no_promise_of_theirs(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert not any(isinstance(i, NewCommitment) and i.owner != "me" for i in found)


@pytest.mark.parametrize(
    ("text", "action", "counterparty"),
    [
        ("told Arjun ill review his PR by mon", "review his PR", "Arjun"),
        ("promised Sade ill call her back tmrw", "call Sade back", "Sade"),
        ("told Wei Ling ill send the deck by mon", "send the deck", "Wei Ling"),
        ("i owe Kenji the Q4 forecast by the 11th", "send Kenji the Q4 forecast", "Kenji"),
        ("I owe Mei Ling the notes by fri", "send Mei Ling the notes", "Mei Ling"),
    ],
)
def test_a_promise_to_someone_named_names_them(text: str, action: str, counterparty: str) -> None:
    todo = _one(text)
    assert (todo.action, todo.owner, todo.counterparty) == (action, "me", counterparty)
    assert todo.due is not None


def test_owing_a_group_is_still_read() -> None:
    todo = _one("i owe the team a retro summary by eow")
    assert todo.action == "send the team a retro summary"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("I should really book the hotel in Penang by tmrw", "book the hotel in Penang"),
        ("i'll definitely call mum on sunday", "call mum"),
        ("I must also renew the lease by the 20th", "renew the lease"),
        ("lemme get back to the landlord by mon re the lease", "get back to the landlord re the lease"),
        ("let me send the invoice to Ana tmrw", "send the invoice to Ana"),
    ],
)
def test_how_firmly_a_promise_is_meant_is_no_part_of_it(text: str, action: str) -> None:
    todo = _one(text)
    assert todo.action == action and todo.due is not None


@pytest.mark.parametrize("text", ["let me know by friday", "let me think about it till monday"])
def test_let_me_know_is_no_promise_of_mine(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        (
            "Fatima's handling the visa letters, she said by the 14th",
            "handle the visa letters",
            "Fatima",
            date(2026, 12, 14),
        ),
        ("Omar's fixing the gate, he said by sat", "fix the gate", "Omar", date(2026, 12, 5)),
        ("need to send the visa letters, she said by the 14th", "send the visa letters", "me", date(2026, 12, 14)),
        ("need to send Omar the deck, he wants it by fri", "send Omar the deck", "me", date(2026, 12, 11)),
        ("gotta finish the slides, boss wants them by monday", "finish the slides", "me", date(2026, 12, 7)),
    ],
)
def test_a_due_someone_set_after_a_comma_is_the_todos(text: str, action: str, owner: str, day: date) -> None:
    todo = _one(text)
    assert (todo.action, todo.owner, _day(todo)) == (action, owner, day)


@pytest.mark.parametrize(
    ("text", "counterparty"),
    [
        ("lemme get back to Ngozi about the venue by wed", "Ngozi"),
        ("let me ring Tomás back tmrw", "Tomás"),
        ("lemme get back to the landlord by mon re the lease", None),
    ],
)
def test_let_me_is_said_to_the_one_it_names(text: str, counterparty: str | None) -> None:
    assert _one(text).counterparty == counterparty

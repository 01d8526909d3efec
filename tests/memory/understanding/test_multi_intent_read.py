"""Messages with several intents, none dropped: someone else's promise after the user's, a
to-do after a fact, a to-do after "also" or "plus", a pasted email address before what to do
with its owner, a list closed by "— all by friday" (memory.understanding._dispatch,
_sentences, _contacts)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, NewCommitment, StateClaim, Unclear, extract

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)  # a Wednesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=LONDON)


def todo(intent: Intent) -> NewCommitment | None:
    """The to-do an intent stores or offers."""
    if isinstance(intent, NewCommitment):
        return intent
    return intent.proposal if isinstance(intent, Unclear) else None


def day(c: NewCommitment) -> str | None:
    return c.due.start.astimezone(LONDON).date().isoformat() if c.due else None


def test_the_users_promise_then_anothers() -> None:
    found = [todo(i) for i in run("I'll send the contract, Kenji will send his address")]
    assert [(t.action, t.owner) for t in found if t] == [("send the contract", "me"), ("send his address", "Kenji")]


@pytest.mark.parametrize(
    ("text", "fact", "action", "due"),
    [
        (
            "Maya is now CFO; need to book a team dinner for the 12th",
            ("Maya", "role", "CFO"),
            "book a team dinner",
            "2027-03-12",
        ),
        (
            "Ana moved to Berlin, also book a team dinner for the 12th",
            ("Ana", "location", "Berlin"),
            "book a team dinner",
            "2027-03-12",
        ),
        (
            "Lee joined the data team. also remind me to send him the onboarding pack friday",
            ("Lee", "team", "data"),
            "send Lee the onboarding pack",
            "2027-03-12",
        ),
        (
            "Maya is now CFO, need to update the org chart by friday",
            ("Maya", "role", "CFO"),
            "update the org chart",
            "2027-03-12",
        ),
    ],
)
def test_a_to_do_after_a_fact(text: str, fact: tuple[str, str, str], action: str, due: str) -> None:
    found = run(text)
    claims = [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]
    todos = [t for t in map(todo, found) if t]
    assert claims == [fact]
    assert [(t.action, day(t)) for t in todos] == [(action, due)]


def test_a_to_do_for_the_person_the_fact_is_about() -> None:
    found = run("Omar's address is 14 Elm St, send him the keys")
    (keys,) = [t for t in map(todo, found) if t]
    assert keys.action == "send Omar the keys" and keys.counterparty == "Omar"


@pytest.mark.parametrize(
    ("text", "name", "address", "action"),
    [
        ("hugo@x.io send him the NDA", "Hugo", "hugo@x.io", "send Hugo the NDA"),
        (
            "maria.lopez@acme.com - send her the contract by friday",
            "Maria Lopez",
            "maria.lopez@acme.com",
            "send Maria Lopez the contract",
        ),
        ("kenji@studio.jp, email him the logins tomorrow", "Kenji", "kenji@studio.jp", "email Kenji the logins"),
    ],
)
def test_an_address_then_what_to_do_with_its_owner(text: str, name: str, address: str, action: str) -> None:
    found = run(text)
    assert found[0] == StateClaim(name, "email", address)
    assert [t.action for t in map(todo, found[1:]) if t] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "info@acme.com send them the invoice",  # a shared mailbox, no one's own
        "email priya@acme.com the deck tomorrow",  # the address is where to send, not said to be hers
        "check out https://example.com/post later",
        "sent it to ops@acme.com",
    ],
)
def test_an_address_not_said_to_be_someones_is_no_fact(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "email" for i in run(text))


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("pay the rent plus renew the car tax by friday", ["pay the rent", "renew the car tax"]),
        ("book flights, plus sort the hotel by monday", ["book flights", "sort the hotel"]),
        ("call the bank and then email Sara the invoice", ["call the bank", "email Sara the invoice"]),
    ],
)
def test_to_dos_joined_by_plus_or_and_then(text: str, actions: list[str]) -> None:
    assert [t.action for t in map(todo, run(text)) if t] == actions


def test_plus_before_a_thing_is_part_of_the_value() -> None:
    assert not any(todo(i) for i in run("the budget is 40k plus VAT"))


def test_a_numbered_list_closed_by_a_date_on_the_same_line() -> None:
    found = run("1) renew the domain 2) pay the hosting bill 3) email Kenji the logins — all by friday")
    assert [(t.action, day(t)) for t in map(todo, found) if t] == [
        ("renew the domain", "2027-03-12"),
        ("pay the hosting bill", "2027-03-12"),
        ("email Kenji the logins", "2027-03-12"),
    ]


def test_bullet_lines_are_each_a_to_do() -> None:
    found = run("- call mum\n- book the vet\n- pay the gas bill")
    assert [t.action for t in map(todo, found) if t] == ["call mum", "book the vet", "pay the gas bill"]

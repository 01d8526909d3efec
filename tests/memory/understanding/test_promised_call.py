"""Tests for a call or message promised with no one after its verb ("promised the client I'd
call after the hearing tomorrow"): it is to whom the promise was made; and for an obligation
typed in shorthand ("hv to", "hafta")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=LONDON)


@pytest.mark.parametrize(
    ("text", "action", "counterparty"),
    [
        ("promised the client I'd call after the hearing tomorrow", "call the client after the hearing", "the client"),
        ("promised Dana I'd call tomorrow", "call Dana", "Dana"),
        ("promised the landlord I'd text tonight", "text the landlord", "the landlord"),
        ("told the team i'd email tmrw", "email the team", "the team"),
        ("promised Kofi I'd get back by fri", "get back to Kofi", "Kofi"),
        ("promised Dana I'd call the bank tomorrow", "call the bank", "Dana"),  # its own object: as said
        ("promised Raj I'd send the slides by fri", "send the slides", "Raj"),
    ],
)
def test_a_promised_call_is_to_whom_it_was_promised(text: str, action: str, counterparty: str) -> None:
    (todo,) = extract(text, now=NOW, tz=LONDON)
    assert isinstance(todo, NewCommitment)
    assert (todo.action, todo.counterparty) == (action, counterparty)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("hv to translate the deck into german by weds", "translate the deck into german"),
        ("i hv 2 call the landlord tmrw", "call the landlord"),
        ("hafta renew the rego by fri", "renew the rego"),
        ("I hav to pick up the kids at 3", "pick up the kids"),
        ("we haveta book the venue by fri", "book the venue"),
    ],
)
def test_an_obligation_in_shorthand_is_a_to_do(text: str, action: str) -> None:
    (todo,) = extract(text, now=NOW, tz=LONDON)
    assert isinstance(todo, NewCommitment) and todo.action == action


@pytest.mark.parametrize("text", ["we hv the keys now", "i hv no idea lol"])
def test_have_in_shorthand_is_no_obligation(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=LONDON))

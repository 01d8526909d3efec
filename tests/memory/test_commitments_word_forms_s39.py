"""A said word names a to-do's word as another form of it only by an ending English makes forms
with (session 39): "sent the card off" with "sort the car insurance" and "get mum a card" open
asked which one, "card" being read as a form of "car"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory import commitments as commitment_rules
from memory.model import Commitment, CommitmentStatus, Source

AT = datetime(2026, 12, 7, 9, tzinfo=UTC)


def _todo(n: int, action: str) -> Commitment:
    return Commitment(n, "u", action, "me", None, None, None, CommitmentStatus.ACCEPTED, AT, Source(n, "chat", 1.0))


@pytest.mark.parametrize(
    ("said", "meant", "other"),
    [
        ("sent the card", "get mum a card", "sort the car insurance"),
        ("cancelled the band", "book the band for the party", "lift the parking ban"),
        ("the plane tickets are booked", "book plane tickets", "plan the trip"),
        ("paid for the cabin", "pay for the cabin", "book a cab to the airport"),
        ("the warm coat's bought", "buy a warm coat", "return the war film"),
    ],
)
def test_another_word_that_starts_the_same_is_not_a_form(said: str, meant: str, other: str) -> None:
    todos = [_todo(1, other), _todo(2, meant)]
    assert [c.action for c in commitment_rules.match(said, todos)] == [meant]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("reviewer notes sent", "send the review notes"),  # -er
        ("boxes packed", "pack the box"),  # -es
        ("the shipp is done", "ship the order"),  # a doubled consonant cut short
        ("shared the slides", "share the slides"),  # -d after a silent e
        ("the parcel dropoff", "drop the parcels at the depot"),  # a verb and its particle, stemmed
    ],
)
def test_a_form_of_a_todos_word_still_names_it(said: str, action: str) -> None:
    todo = _todo(1, action)
    assert commitment_rules.match(said, [todo]) == [todo] or commitment_rules.sole_fit(said, [todo]) == [todo]


@pytest.mark.parametrize(
    ("said", "action", "named"),
    [
        ("the inspection", "inspector for the Boudreaux job", True),  # the deed and its doer, one verb
        ("the installation", "installer coming thurs", True),
        ("the director", "get directions to the venue", False),  # a root too short to tell
        ("the section", "sector report", False),
    ],
)
def test_a_deed_names_a_to_do_said_by_its_doer(said: str, action: str, named: bool) -> None:
    assert bool(commitment_rules.match(said, [_todo(1, action)])) is named

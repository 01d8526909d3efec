"""A deadline someone sets ("Tomás wants the quote by wed") dates the open to-do naming the same
thing and person, whatever verb each says: the reader's "send Tomás the quote" is the open
"email Tomás the quote", never a second to-do beside it."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.model import Commitment, CommitmentStatus, Source
from memory.open_again import deadline_of
from memory.timefmt import zone

LONDON = zone("Europe/London")
NOW = datetime(2026, 12, 7, 8, 10, tzinfo=LONDON)


def _open(action: str, owner: str = "me") -> Commitment:
    return Commitment(1, "u", action, owner, None, NOW, NOW, CommitmentStatus.ACCEPTED, NOW, Source(1, "chat", 1.0))


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("send Tomás the quote", "email Tomás the quote"),
        ("send Ana the deck", "finish the deck for Ana"),
        ("send the invoice to Priya", "email Priya the invoice"),
    ],
)
def test_their_deadline_names_the_open_todo_by_its_thing(said: str, held: str) -> None:
    target = _open(held)
    assert deadline_of(said, "me", [target]) is target


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("send Tomás the quote", "email Ana the quote"),  # another person
        ("send Tomás the floor plan", "email Tomás the quote"),  # another thing
        ("send it", "email Tomás the quote"),  # nothing of its own
    ],
)
def test_another_thing_or_person_is_no_target(said: str, held: str) -> None:
    assert deadline_of(said, "me", [_open(held)]) is None


def test_two_that_fit_are_no_target_and_another_owners_is_none() -> None:
    both = [_open("email Tomás the quote"), _open("print the quote for Tomás")]
    assert deadline_of("send Tomás the quote", "me", both) is None
    assert deadline_of("send Tomás the quote", "me", [_open("email Tomás the quote", owner="Tomás")]) is None

"""A to-do said again with light words ("will try and get the invoices done over the weekend" with
"do the invoices" due monday) is the open one, planned in time: "try and", "make sure to" and
"get … done" name no other to-do; words beyond the open one's still make a new one."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from memory.model import Commitment, CommitmentStatus, Source
from memory.open_again import open_again
from memory.timefmt import zone
from memory.words import content_words

LONDON = zone("Europe/London")
NOW = datetime(2027, 10, 29, 17, 50, tzinfo=LONDON)  # a Friday
MONDAY = datetime(2027, 11, 1, 23, 59, tzinfo=LONDON)


def _open(action: str, due: datetime | None = MONDAY) -> Commitment:
    return Commitment(1, "u", action, "me", None, due, due, CommitmentStatus.ACCEPTED, NOW, Source(1, "chat", 1.0))


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("try and get the invoices done", "do the invoices"),
        ("try to get the invoices done", "do the invoices"),
        ("try n get the invoices sorted", "do the invoices"),
        ("make sure to call mum", "call mum"),
        ("get the tax return finished", "do the tax return"),
    ],
)
def test_light_words_say_the_open_todo_again(said: str, held: str) -> None:
    """Said by the weekend with the open one due monday: the open one, a plan to do it in time."""
    target = _open(held)
    assert open_again(said, "me", NOW + timedelta(days=2), [target]) is target


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("try and get the invoices from Ana", "do the invoices"),
        ("try to get the car washed", "do the invoices"),
        ("get the invoices done for the Leeds client", "do the invoices"),
    ],
)
def test_more_words_are_another_todo(said: str, held: str) -> None:
    """A word the open one lacks ("Ana", "Leeds") or another thing altogether: a new to-do."""
    assert open_again(said, "me", NOW + timedelta(days=2), [_open(held)]) is None


@pytest.mark.parametrize(
    ("said", "held"), [("get the flu jab", "get my flu shot"), ("had my covid jab", "get the covid shot")]
)
def test_a_jab_is_a_shot(said: str, held: str) -> None:
    """"Jab" (British) and "shot" (American) name one thing: the words of the open to-do."""
    assert content_words(said) - {"get", "had"} <= content_words(held)

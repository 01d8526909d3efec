"""A laugh tacked on at the end sets the tone: it is never part of a stored value, a to-do or a
corrected date, and someone else's plan told with one is still not held to."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, NewCommitment, StateClaim, extract

NOW = datetime(2027, 10, 4, 10, 0, tzinfo=UTC)  # a Monday
TZ = ZoneInfo("Asia/Kolkata")


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Wairimu is the new head of research haha", "Wairimu", "head of research"),
        ("Dmitri got bumped to principal engineer lol", "Dmitri", "principal engineer"),
        ("Priyanka's been made partner hahaha", "Priyanka", "partner"),
        ("fyi Tomasz is our new landlord lmao", "Tomasz", "landlord"),
        ("Leilani is now team lead haha lol", "Leilani", "team lead"),
    ],
)
def test_a_fact_with_a_laugh_after_it_stores_the_value_alone(text: str, subject: str, value: str) -> None:
    claims = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert [(c.subject, c.value) for c in claims] == [(subject, value)], claims


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("remind me in 2 days to chase the roofer about the leak haha", "chase the roofer about the leak"),
        ("need to renew the car insurance by friday lol", "renew the car insurance"),
        ("gotta book the vet for Biscuit tmrw haha", "book the vet for Biscuit"),
    ],
)
def test_a_to_do_with_a_laugh_after_it_is_the_to_do_alone(text: str, action: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [c.action for c in found] == [action], found


@pytest.mark.parametrize("text", ["sorry, meant the 19th haha", "no, thursday lol", "oops, the 3rd lmao"])
def test_a_corrected_date_with_a_laugh_after_it_is_the_date_alone(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert [type(i) for i in found] == [CorrectTime], found
    assert not any(w in found[0].new_text for w in ("haha", "lol", "lmao")), found


@pytest.mark.parametrize(
    "text",
    [
        "Aunt Farida said she'd host diwali next year lol",
        "my brother says he'll fix the gate next weekend haha",
    ],
)
def test_someone_elses_plan_told_as_a_joke_is_still_not_kept(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["lol", "haha", "hahaha that meme"])
def test_a_laugh_alone_is_small_talk(text: str) -> None:
    assert extract(text, now=NOW, tz=TZ) == []

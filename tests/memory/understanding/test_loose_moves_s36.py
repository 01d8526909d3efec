"""Session 36: a change asked for with a shrug before it ("eh make it the 16th", "ah push it to
mon", "welp, move it to the 16th") or softened ("just make it the 16th") is the change; the shrug
and the softener say how, not what. And a period with no dates a fact takes hold in ("moving to
Parramatta next term", "captain from next season") says when, never part of the value."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, MoveCommitment, StateClaim, extract
from memory.words import content_words

TZ = ZoneInfo("Australia/Sydney")
NOW = datetime(2026, 12, 7, 8, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "eh make it the 16th",
        "ah make it the 16th",
        "ehh push it to the 16th",
        "eh just make it the 16th",
        "just make it the 16th",
        "welp, move it to the 16th",
        "meh make it the 16th",
    ],
)
def test_a_shrug_or_softener_before_a_change_leaves_the_change(said: str) -> None:
    got = extract(said, now=NOW, tz=TZ)
    assert len(got) == 1 and isinstance(got[0], (CorrectTime, MoveCommitment)), (said, got)


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("moving to Parramatta next term", "me", "Parramatta"),
        ("Jo's moving to Leeds next semester", "Jo", "Leeds"),
        ("Mr Papadopoulos is moving to the Parramatta campus next term", "Mr Papadopoulos", "Parramatta campus"),
        ("Ana's moving to Hobart from next season", "Ana", "Hobart"),
        ("Latu is captain for this term", "Latu", "captain"),
    ],
)
def test_an_undated_period_is_no_part_of_the_value(said: str, subject: str, value: str) -> None:
    claims = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert [(c.subject, c.value) for c in claims] == [(subject, value)], said


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("call Ladu abt the borehole", "call Ladu about the borehole"),
        ("ask u about the keys", "ask about the keys"),
        ("send the deck pls", "send the deck"),
    ],
)
def test_a_chat_spelling_of_a_word_that_names_nothing_names_nothing(typed: str, kept: str) -> None:
    assert content_words(typed) == content_words(kept)

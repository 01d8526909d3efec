"""Tests for questions about whose attribute ("svetlanas flight number?", "when's my mum's
birthday"), what is on the user's plate, and what was promised to someone ("did i promise
birgit anything?"): pure ``extract``."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, 30, tzinfo=BERLIN)


def _question(text: str) -> Question:
    found = extract(text, now=NOW, tz=BERLIN)
    assert len(found) == 1 and isinstance(found[0], Question), found
    return found[0]


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("svetlanas flight number?", "svetlana", "flight number"),
        ("what's svetlana's flight number", "svetlana", "flight number"),
        ("whats ana's booking ref", "ana", "booking ref"),
        ("kwame's account number?", "kwame", "account number"),
        ("kwames account number?", "kwame", "account number"),
        ("james brown number?", "james brown", "phone"),
        ("kofi's number?", "kofi", "phone"),
        ("raj's home address pls", "raj", "address"),
    ],
)
def test_an_attribute_named_by_two_words_is_the_owners(text: str, subject: str, predicate: str) -> None:
    q = _question(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("when is my mum's birthday", "mum"),
        ("when's my mum's birthday?", "mum"),
        ("whens my dads bday", "dad"),
        ("when's our nan's birthday", "nan"),
    ],
)
def test_a_kin_owner_said_with_my_is_the_kin(text: str, subject: str) -> None:
    q = _question(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", subject, "birthday")


@pytest.mark.parametrize("text", ["what's on my plate?", "whats on my plate rn", "what is on my plate"])
def test_whats_on_my_plate_asks_for_everything_open(text: str) -> None:
    assert _question(text).kind == "open"


@pytest.mark.parametrize("text", ["what's on my plate today?", "what's on my plate next week"])
def test_my_plate_in_a_window_asks_what_is_due(text: str) -> None:
    assert _question(text).kind == "due_week"


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("did i promise birgit anything?", "birgit"),
        ("have i promised raj something", "raj"),
        ("did we promise Tanaka anything yet?", "Tanaka"),
        ("do i owe birgit anything?", "birgit"),
    ],
)
def test_promised_anything_asks_what_is_owed_to_them(text: str, who: str) -> None:
    q = _question(text)
    assert (q.kind, q.subject) == ("owed", who)


def test_a_thing_promised_is_still_asked_done_yet() -> None:
    assert _question("did i call mum yet").kind == "when_due"

"""Two preferences said with one verb ("i prefer email for invoices and phone for urgent stuff"):
both kept as preferences of the one subject, never the second half stored as a to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from tests.memory.understanding.reading import Reading

SAIGON = ZoneInfo("Asia/Ho_Chi_Minh")
read = Reading(datetime(2028, 1, 25, 6, 40, tzinfo=SAIGON), SAIGON)


def _prefs(text: str) -> list[tuple[str, str, str | None]]:
    found = read(text)
    assert not any(isinstance(i, NewCommitment) for i in found), found
    return [(i.subject, i.value, i.scope) for i in found if isinstance(i, StateClaim) and i.preference]


@pytest.mark.parametrize(
    ("text", "prefs"),
    [
        ("i prefer email for invoices and phone for urgent stuff",
         [("me", "email", "invoices"), ("me", "phone", "urgent stuff")]),
        ("Hoa prefers whatsapp for quick stuff, email for anything formal",
         [("Hoa", "whatsapp", "quick stuff"), ("Hoa", "email", "anything formal")]),
        ("Mum prefers texts for quick stuff and calls for anything serious",
         [("Mum", "texts", "quick stuff"), ("Mum", "calls", "anything serious")]),
        ("Liam prefers mornings for meetings & afternoons for calls",
         [("Liam", "mornings", "meetings"), ("Liam", "afternoons", "calls")]),
        ("i prefer slack for quick questions, and email for approvals",
         [("me", "slack", "quick questions"), ("me", "email", "approvals")]),
        ("Tendai prefers zoom for 1:1s and teams for big meetings",
         [("Tendai", "zoom", "1:1s"), ("Tendai", "teams", "big meetings")]),
        ("i prefer cash for tips and card for groceries",
         [("me", "cash", "tips"), ("me", "card", "groceries")]),
        ("Ana prefers calls for complaints and texts for updates",
         [("Ana", "calls", "complaints"), ("Ana", "texts", "updates")]),
    ],
)
def test_two_preferences_with_one_verb(text: str, prefs: list[tuple[str, str, str | None]]) -> None:
    got = _prefs(text)
    assert [(v, s) for _, v, s in got] == [(v, s) for _, v, s in prefs]


@pytest.mark.parametrize(
    "text",
    [
        "i prefer email for invoices and need to call Sam for the quote",  # a to-do of its own after "and"
        "i prefer tea and coffee for breakfast",  # one preference of two things
    ],
)
def test_not_two_preferences(text: str) -> None:
    found = read(text)
    assert len([i for i in found if isinstance(i, StateClaim) and i.preference]) <= 1, found

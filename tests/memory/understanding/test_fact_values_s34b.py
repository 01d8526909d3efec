"""Tests for blind33's fact values (session 34): "i prefer the early ferry tbh" kept "early ferry tbh"
(the speaker's hedge is no part of a value), "i'm officially the warehouse coordinator" kept
"officially the warehouse coordinator" (how the news stands, not the role), and "Igor is basically
our chief coffee officer lol" kept a role: someone likened to a role holds no title."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE)


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("i prefer the early ferry tbh", "early ferry"),
        ("i prefer the window seat imo", "window seat"),
        ("i prefer the late shift ngl", "late shift"),
        ("i prefer oat milk tbf", "oat milk"),
    ],
)
def test_hedge_after_a_preference_is_no_part_of_it(text: str, value: str) -> None:
    assert _claims(text) == [("me", "preference", value)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("fyi i'm officially the warehouse coordinator as of today", "me", "warehouse coordinator"),
        ("Dana is officially our new head of sales", "Dana", "head of sales"),
        ("Mira is now officially the office manager", "Mira", "office manager"),
        ("Tomas is formally the site lead from monday", "Tomas", "site lead"),
    ],
)
def test_officially_is_no_part_of_a_role(text: str, subject: str, value: str) -> None:
    assert _claims(text) == [(subject, "role", value)]


@pytest.mark.parametrize(
    "text",
    [
        "Igor is basically our chief coffee officer lol",
        "Maya is pretty much our IT department",
        "Tom's kind of the team dad",
        "i'm basically the office IT guy",
        "Bea is practically the manager here",
        "Lena is now basically the CFO",
    ],
)
def test_someone_likened_to_a_role_holds_none(text: str) -> None:
    assert not [c for c in _claims(text) if c[1] == "role"]


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Igor is our new coordinator", ("Igor", "role", "coordinator")),
        ("the wifi password is basically password123", ("wifi", "password", "password123")),
    ],
)
def test_a_role_or_a_value_said_plainly_stays(text: str, claim: tuple[str, str, str]) -> None:
    assert _claims(text) == [claim]

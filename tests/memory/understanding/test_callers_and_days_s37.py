"""Session 37: how news of a change came ("the dentist rang, …", "garage called and …", "Ines
texted to say …") is no part of the change, the caller made it; a day is never a role ("swim
lessons r now tuesdays" is their day, read as a move); "tonite" after a move verb is never "to" and
"nite"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, MoveCommitment, NewCommitment, StateClaim, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 8, 19, 45, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "thing", "by"),
    [
        ("oh and the dentist rang, pushed ella to next mon same time", "ella", "dentist"),
        ("the vet phoned - rescheduled biscuit for thurs 2pm", "biscuit", "vet"),
        ("the garage called, they've moved the service to fri", "service", "garage"),
        ("the garage rang me and moved the service to fri", "service", "garage"),
        ("dentist rang and moved it to mon", "dentist", "dentist"),
    ],
)
def test_a_caller_moves(said: str, thing: str, by: str) -> None:
    [move] = extract(said, now=NOW, tz=TZ)
    assert isinstance(move, MoveCommitment) and move.due is not None
    assert move.action == thing and move.by == by


@pytest.mark.parametrize(
    ("said", "thing", "by"),
    [
        ("Ines texted to say she cancelled lunch", "lunch", "Ines"),
        ("the caterers emailed, they've cancelled the tasting", "tasting", "caterers"),
    ],
)
def test_a_caller_calls_off(said: str, thing: str, by: str) -> None:
    [off] = extract(said, now=NOW, tz=TZ)
    assert isinstance(off, CancelCommitment) and (off.action, off.by) == (thing, by)


@pytest.mark.parametrize(
    "said",
    ["mum rang, she's fine", "the school called about the trip", "Ines texted, she'll be late"],
)
def test_a_call_with_no_change_moves_nothing(said: str) -> None:
    assert not any(isinstance(i, MoveCommitment | CancelCommitment) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    "said",
    [
        "swim lessons r now tuesdays not weds",
        "swim lessons are now tuesdays",
        "the kids' swim is wednesdays now",
        "book club is now on thursdays",
    ],
)
def test_a_day_is_never_a_role(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" for i in found)
    assert any(isinstance(i, MoveCommitment) for i in found)


def test_a_role_is_still_a_role() -> None:
    [claim] = extract("Priya is now head of ops", now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and (claim.predicate, claim.value) == ("role", "head of ops")


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("sign her permission slip tonite", "sign her permission slip"),
        ("hand in the pay slip tonite", "hand in the pay slip"),
        ("sign ella's permission slip tonight", "sign ella's permission slip"),
    ],
)
def test_tonite_is_not_to_nite(said: str, action: str) -> None:
    [todo] = extract(said, now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None


def test_a_slip_said_with_to_still_moves() -> None:
    [move] = extract("the report slipped to tmrw", now=NOW, tz=TZ)
    assert isinstance(move, MoveCommitment) and move.action == "report"

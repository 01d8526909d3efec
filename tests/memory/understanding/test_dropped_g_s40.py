"""The -ing words typed as said ("needs doin", "playin up", "thurs mornin'", "tmoz arvo") read as
spelt in full, and a visit promised with no place is a visit to whom it was promised."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from memory.understanding._dropped_g import restore_dropped_g
from tests.memory.understanding.reading import Reading

PERTH = ZoneInfo("Australia/Perth")
READ = Reading(datetime(2026, 12, 7, 6, 15, tzinfo=PERTH), PERTH)  # a Monday


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("needs doin by wed", "needs doing by wed"),
        ("her hot water's playin up again", "her hot water's playing up again"),
        ("pop round thurs mornin'", "pop round thurs morning"),
        ("goin to the tip", "going to the tip"),
        ("nothin much", "nothing much"),
    ],
)
def test_a_dropped_g_is_put_back(typed: str, meant: str) -> None:
    assert restore_dropped_g(typed) == meant


@pytest.mark.parametrize(
    "typed", ["thin crust", "the cabin in Berlin", "my cousin kevin", "within a week", "the bin is full", "login page",
              "begin the audit", "ruin it", "Rankin rang"],
)
def test_words_that_end_in_in_stay(typed: str) -> None:
    assert restore_dropped_g(typed) == typed


def test_tmoz_is_tomorrow() -> None:
    (todo,) = READ("pick up 20 bags of tile adhesive frm bunnings tmoz arvo")
    assert isinstance(todo, NewCommitment) and "tmoz" not in todo.action
    assert READ.when(todo) == "Tue 08 12:00"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("told mrs patel id pop round thurs mornin", "visit mrs patel"),
        ("promised Gran I'd come over sunday", "visit Gran"),
    ],
)
def test_a_visit_promised_is_a_visit_to_them(text: str, action: str) -> None:
    (todo,) = READ(text)
    assert isinstance(todo, NewCommitment) and todo.action == action

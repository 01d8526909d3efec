"""Who reached the user, named by their job or kin, is whom "he"/"she" says next: "ok broker
called, he'll send the forms by mon" is the broker's promise, "mum rang, she'll bring the cake
sat" mum's (memory.understanding._lowercase_name.reached_role)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from memory.understanding._lowercase_name import reached_role

ZONE = ZoneInfo("Australia/Perth")
NOW = datetime(2028, 2, 15, 9, 30, tzinfo=ZONE)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("ok broker called, he'll send the forms by mon", "broker", "send the forms"),
        ("the plumber rang back, he'll come thurs at 10", "plumber", "come"),
        ("accountant emailed. she'll file the return by fri", "accountant", "file the return"),
        ("dad called, he'll pick up the kids at 4", "dad", "pick up the kids"),
        ("mum rang, she'll bring the cake sat", "mum", "bring the cake"),
    ],
)
def test_a_pronoun_after_who_reached_me_is_theirs(text: str, owner: str, action: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]
    assert [(t.owner, t.action) for t in found] == [(owner, action)]
    assert found[0].due is not None


@pytest.mark.parametrize(
    ("before", "whom"),
    [
        ("broker called", "the broker"),
        ("so my landlord texted", "my landlord"),
        ("called the broker", "the broker"),
        ("mum rang", "mum"),
        ("the report came back", None),  # no one by their job
        ("Omar called", None),  # a name is found by the name readers
    ],
)
def test_reached_role(before: str, whom: str | None) -> None:
    assert reached_role(before) == whom

"""Session 36 (blind35): a currency's code typed in lower case ("350 aud", "9800 mop a month",
"60 nzd a month") is part of the amount, as "dollars" and a capitalised code are; "a month" after
it is the rate, no date to ask about, and the code is never read as a verb ("mop a month")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

TZ = ZoneInfo("Asia/Macau")
NOW = datetime(2033, 10, 1, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "subject", "predicate", "value"),
    [
        ("Amaya's rent is 9800 mop a month now", "Amaya", "rent", "9800 mop a month"),
        ("Amaya's rent is 9800 aud a month now", "Amaya", "rent", "9800 aud a month"),
        ("Amaya's rent is 9800 hkd a month", "Amaya", "rent", "9800 hkd a month"),
        ("Amaya's rent is 9800 patacas a month", "Amaya", "rent", "9800 patacas a month"),
        ("Amaya's rent is 9800 dollars a month", "Amaya", "rent", "9800 dollars a month"),
        ("Fatima's day rate is 350 aud", "Fatima", "day rate", "350 aud"),
    ],
)
def test_a_lower_case_code_is_part_of_the_amount(said: str, subject: str, predicate: str, value: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        (subject, predicate, value)
    ]
    assert not any(isinstance(i, NewCommitment) for i in found)


def test_mop_as_a_verb_is_still_a_chore() -> None:
    [todo] = extract("need to mop the floor", now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.action == "mop the floor"


def test_a_rate_with_a_start_keeps_its_start() -> None:
    [claim] = extract("Amaya's rent is 9800 mop a month from november", now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and claim.value == "9800 mop a month" and claim.effective is not None

"""A thing said due, then what to do to it with to whom, where or how ("the water bill is due
friday, pay it online", "…, transfer it to Mrs Kapi", "…, pay them by card"): one to-do, the verb
done to the thing with its recipient or means, due that day; the date may be said first ("in 10
days the deposit for the rental is due, …"). A clock after the pronoun is no such phrase."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment
from tests.memory.understanding.reading import Reading

BUKA = ZoneInfo("Pacific/Bougainville")
read = Reading(datetime(2032, 9, 15, 8, 30, tzinfo=BUKA), BUKA, fmt="%a %d")  # a Wednesday morning


def todo(text: str) -> tuple[str, str | None]:
    [move] = [i for i in read(text) if isinstance(i, MoveCommitment)]
    assert move.otherwise is not None, move
    return move.otherwise.action, read.when(move.otherwise)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("in 10 days the deposit for the rental is due, transfer it to Mrs Kapi",
         ("transfer the deposit for the rental to Mrs Kapi", "Sat 25")),
        ("the rental deposit is due in 10 days, transfer it to Mrs Kapi",
         ("transfer the rental deposit to Mrs Kapi", "Sat 25")),
        ("the water bill is due friday, pay it online", ("pay the water bill online", "Fri 17")),
        ("on friday the water bill is due, pay it online", ("pay the water bill online", "Fri 17")),
        ("tmrw the library books are due back, drop them at the library",
         ("drop the library books at the library", "Thu 16")),
        ("rates due on the 20th, pay them by card", ("pay the rates by card", "Mon 20")),
    ],
)  # fmt: skip
def test_the_verb_done_to_the_thing_due(text: str, expected: tuple[str, str | None]) -> None:
    assert todo(text) == expected


def test_a_clock_after_the_pronoun_is_no_recipient() -> None:
    assert all("at 5" not in getattr(i, "action", "") for i in read("the rego is due fri, pay it at 5"))

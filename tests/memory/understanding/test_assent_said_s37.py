"""An assent said as the job done ("consider it done", "consider that sorted", "count it as
done") promises to do it: no open to-do is completed, and a to-do said after it is kept."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

BUKA = ZoneInfo("Pacific/Bougainville")
read = Reading(datetime(2032, 9, 15, 8, 30, tzinfo=BUKA), BUKA, fmt="%a %d")  # a Wednesday morning


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("consider it done, i'll lock in the generator service booking today",
         [("lock in the generator service booking", "Wed 15")]),
        ("consider it sorted, i'll book the van tmrw", [("book the van", "Thu 16")]),
        ("ok consider that handled - will call the plumber tmrw", [("call the plumber", "Thu 16")]),
        ("count it as done, i'll send the forms by fri", [("send the forms", "Fri 17")]),
    ],
)  # fmt: skip
def test_the_promise_after_the_assent(text: str, expected: list[tuple[str, str | None]]) -> None:
    found = read(text)
    assert not [i for i in found if isinstance(i, CompleteCommitment)], found
    assert [(i.action, read.when(i)) for i in found if isinstance(i, NewCommitment)] == expected


@pytest.mark.parametrize("text", ["consider it done", "consider it sorted!"])
def test_an_assent_alone_keeps_nothing(text: str) -> None:
    assert read(text) == []

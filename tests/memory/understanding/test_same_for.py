"""A second thing done the same way, said as "same for …" (:mod:`memory.understanding._same_for`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, extract
from tests.memory.understanding.played import failures
from tests.memory.understanding.test_lifecycle_read import NOW, TZ


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("renewed the dog one, same for the fishing one", ["renewed the dog one", "renewed the fishing one"]),
        ("paid the gas bill, same with the water one", ["paid the gas bill", "paid the water one"]),
        ("sent the invoice to Ana, same for the receipt too", ["sent the invoice to Ana", "sent the receipt"]),
    ],
)
def test_same_for_a_second_thing_finishes_it_with_the_first_verb(text: str, done: list[str]) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CompleteCommitment)] == done


def test_same_for_a_second_thing_calls_it_off_too() -> None:
    found = extract("cancelled the gym, ditto for the pool", now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, CancelCommitment)] == ["gym", "the pool"]


@pytest.mark.parametrize("text", ["renewed the licence, same for me", "renewed the licence, same for you"])
def test_same_for_a_person_is_chat(text: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CompleteCommitment)] == [
        "renewed the licence"
    ]


async def test_played_both_licences_renewed(tmp_path: Path) -> None:
    cases = [
        {"before": ["renew the dog licence by the 31st", "renew the fishing licence by the 31st"],
         "say": "renewed the dog one, same for the fishing one",
         "expect": {"completed": ["renew the dog licence", "renew the fishing licence"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2032-07-09T09:00:00-05:00", "America/Chicago", cases) == []

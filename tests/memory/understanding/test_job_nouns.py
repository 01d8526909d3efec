"""A job said by its verb's -ing noun, then a deadline ("venue booking by friday", "car
servicing by the 20th") is the user's to-do by then, never a promise of someone called "venue";
someone doing something by a day stays theirs ("Sam moving by friday")."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

TZ = zone("Asia/Tbilisi")
run = Reading(datetime(2027, 6, 30, 15, 40, tzinfo=TZ), TZ, fmt="%a %d")


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("venue booking by friday pls", "venue booking", "Fri 02"),
        ("car servicing by the 20th", "car servicing", "Tue 20"),
        ("hotel booking by the 10th", "hotel booking", "Sat 10"),
        ("tax filing by jul 31", "tax filing", "Sat 31"),
        ("the garage cleaning by sat", "garage cleaning", "Sat 03"),
    ],
)
def test_a_job_noun_with_a_deadline_is_my_todo(text: str, action: str, due: str) -> None:
    (read,) = run(text)
    assert isinstance(read, NewCommitment) and read.owner == "me"
    assert read.action == action and run.when(read) == due


@pytest.mark.parametrize(
    ("text", "owner"), [("Sam moving by friday", "Sam"), ("Tom's booking the hotel by fri", "Tom")]
)
def test_someone_doing_it_by_a_day_is_theirs(text: str, owner: str) -> None:
    (read,) = run(text)
    assert isinstance(read, NewCommitment) and read.owner == owner


def test_an_ing_that_is_no_job_keeps_nothing() -> None:
    assert run("my running by friday") == []

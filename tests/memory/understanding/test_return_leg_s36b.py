"""Session 36b: fetching back the ones a to-do just took somewhere on a day, said with a time alone
("Omar's driving the kids to the meet sat and i'll pick them up at 4"), is due that day at that time."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

LAGOS = ZoneInfo("Africa/Lagos")
NOW = datetime(2030, 4, 30, 8, 0, tzinfo=LAGOS)  # a Tuesday


def _last_due(said: str) -> str:
    todos = [i for i in extract(said, now=NOW, tz=LAGOS) if isinstance(i, NewCommitment)]
    assert len(todos) == 2, (said, todos)
    due = todos[-1].due
    assert due is not None
    return due.start.astimezone(LAGOS).strftime("%Y-%m-%d %H:%M")


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("Omar's gonna drive the kids to the swim meet sat and i'll pick them up at 4", "2030-05-04 16:00"),
        ("i'll drop the kids at the party sat and pick them up at 4", "2030-05-04 16:00"),
        ("Ana will take mum to the clinic friday and i'll bring her home at 5", "2030-05-03 17:00"),
        ("drop the car at the garage thurs and collect it at 5", "2030-05-02 17:00"),
        # someone new picked up is no return leg: the time alone stays today's
        ("drive the kids to school tmrw and pick up Sam at 4", "2030-04-30 16:00"),
        # a to-do before it that is no taking somewhere: today's
        ("email the school tmrw and pick them up at 4", "2030-04-30 16:00"),
    ],
)
def test_return_leg(said: str, due: str) -> None:
    assert _last_due(said) == due

"""A thing handed in, said thing first: "grant acquittal has to be in by fri", "in 10 days the visa
paperwork has to go in": the user's to-do to submit it (a payment to pay), due then, or the one
already kept for that thing re-dated; without a
day, asked about; a person, a vehicle or livestock "in" is no such line."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

APIA = ZoneInfo("Pacific/Apia")
read = Reading(datetime(2030, 2, 28, 7, 50, tzinfo=APIA), APIA)  # a Thursday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("fridy cob - grant acquittal has to be in", ("submit the grant acquittal", "Fri 01 00:00")),
        ("in 10 days the visa paperwork has to go in", ("submit the visa paperwork", "Sun 10 00:00")),
        ("the grant form has to be in by friday", ("submit the grant form", "Fri 01 00:00")),
        ("tax return needs to be in by the 15th", ("submit the tax return", "Fri 15 00:00")),
        ("timesheets need to be handed in monday", ("submit the timesheets", "Mon 04 00:00")),
        ("my essay has to be in tues", ("submit the essay", "Tue 05 00:00")),
        ("the rent has to go in by monday", ("pay the rent", "Mon 04 00:00")),
    ],
)
def test_submit_it(text: str, todo: tuple[str, str]) -> None:
    # the to-do for that thing re-dated when there is one, else this new one
    found = read(text)
    assert len(found) == 1 and isinstance(move := found[0], MoveCommitment), found
    assert isinstance(move.otherwise, NewCommitment) and read.todos([move.otherwise]) == [todo], found
    assert move.action in todo[0] and read.when(move) == todo[1]


def test_undated_is_asked() -> None:
    found = read("the forms have to be in")
    assert len(found) == 1 and isinstance(found[0], Unclear)
    assert found[0].proposal is not None and found[0].proposal.action == "submit the forms"


@pytest.mark.parametrize(
    "text",
    [
        "the car has to be in by 8 tmrw",  # a booking
        "Tomás has to be in by 9",  # someone's hours
        "the cows have to be in by dark",
        "the kids have to be in bed by 8",
    ],
)
def test_no_submission(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.startswith("submit") for i in read(text))

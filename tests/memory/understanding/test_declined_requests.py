"""A request the user turned down is no to-do (:mod:`memory.understanding._declined_requests`)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

TOKYO = ZoneInfo("Asia/Tokyo")
run = Reading(datetime(2027, 5, 12, 19, 30, tzinfo=TOKYO), TOKYO)  # Wednesday evening


@pytest.mark.parametrize(
    "text",
    [
        "Ruslan asked me to cover his shift, told him no way",
        "Priya asked me to take her Saturday shift but I said no",
        "Sam asked if I could help him move, turned it down",
        "my boss wanted me to work the weekend but i declined",
        "Ines asked me to review her deck - can't, sorry",
        "Lena asked me to host the party on friday, told her no",
        "Fernanda asked if i could help her move on the 3rd, havent decided",  # not answered: no promise yet
        "Priya asked me to take her shift sat, still thinking about it",
    ],
)
def test_a_request_turned_down_is_no_todo(text: str) -> None:
    assert run(text) == []


def test_a_request_taken_on_is_still_a_todo() -> None:
    (found,) = run("Ruslan asked me to cover his shift on friday")
    assert isinstance(found, NewCommitment) and found.counterparty == "Ruslan"


def test_only_the_request_turned_down_is_dropped() -> None:
    found = run("Lena asked me to host the party, told her no way. I need to book the dentist tmrw")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["book the dentist"]

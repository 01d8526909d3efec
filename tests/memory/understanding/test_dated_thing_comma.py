"""A thing and its day, then "<verb> it" after a comma (:mod:`memory.understanding._dated_thing_comma`)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
run = Reading(datetime(2027, 3, 25, 18, 45, tzinfo=LONDON), LONDON, fmt="%m-%d")  # a Thursday evening


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("gas bill 14/4, pay it", ("pay gas bill", "04-14")),
        ("car tax 30/4, renew it", ("renew car tax", "04-30")),
        ("water bill fri, pay it", ("pay water bill", "03-26")),
        ("home insurance 3 may, renew it", ("renew home insurance", "05-03")),
    ],
)
def test_a_dated_thing_then_what_to_do_to_it_is_one_todo(text: str, todo: tuple[str, str]) -> None:
    assert run.todos(run(text)) == [todo]


@pytest.mark.parametrize("text", ["saw Maya fri, loved it", "had the dentist tuesday, hated it"])
def test_a_day_then_a_feeling_about_it_is_no_todo(text: str) -> None:
    assert run.todos(run(text)) == []

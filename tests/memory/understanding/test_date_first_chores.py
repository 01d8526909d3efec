"""A date word first, then the chore as a bare imperative ("eom settle the tab at the yacht club"),
and a thing that needs doing, then "do it" with a date ("the car needs washing, do it tmrw")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

MARQUESAS = ZoneInfo("Pacific/Marquesas")
run = Reading(datetime(2030, 12, 30, 19, 50, tzinfo=MARQUESAS), MARQUESAS, fmt="%m-%d")  # Monday evening


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("eom settle the tab at the yacht club", ("settle the tab at the yacht club", "12-31")),
        ("end of month settle the bar bill", ("settle the bar bill", "12-31")),
        ("fri empty the dehumidifier", ("empty the dehumidifier", "01-03")),
        ("tmrw charge the drone batteries", ("charge the drone batteries", "12-31")),
        ("sat dust the bookshelves", ("dust the bookshelves", "01-04")),
    ],
)
def test_a_date_then_a_chore_is_a_todo_due_then(text: str, todo: tuple[str, str]) -> None:
    assert run.todos(run(text)) == [todo]


LONDON = ZoneInfo("Europe/London")
thursday = Reading(datetime(2027, 3, 25, 18, 45, tzinfo=LONDON), LONDON, fmt="%m-%d")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the car needs washing, do it tmrw", ("wash the car", "03-26")),
        ("the bike needs servicing - get it done by sat", ("service the bike", "03-27")),
        ("the lawn needs mowing, sort it sat", ("mow the lawn", "03-27")),
    ],
)
def test_doing_it_is_what_the_thing_needs_doing(text: str, todo: tuple[str, str]) -> None:
    found = thursday(text)
    assert thursday.todos(found) == [todo]
    assert len(found) == 1, found  # no question about the same to-do beside it

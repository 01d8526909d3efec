"""Session 48's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
read = Reading(datetime(2026, 12, 7, 11, 29, tzinfo=DUBLIN), DUBLIN)  # a Monday late morning


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "school play is 17th at 6, tom has to be there by 5:30",
            [("school play", "me", "Thu 17 18:00"), ("be at the school play", "tom", "Thu 17 17:30")],
        ),
        (
            "nativity wed 2pm, the kids need to be there by 1",
            [("nativity", "me", "Wed 09 14:00"), ("be at the nativity", "the kids", "Wed 09 13:00")],
        ),
        ("parents evening thurs 7pm, need to be there by 6:45", [("parents evening", "me", "Thu 10 18:45")]),
        ("gig fri at 8pm, need to be there by 7", [("gig", "me", "Fri 11 19:00")]),
        ("cousin's wedding sat, need to be there by 1", [("cousin's wedding", "me", "Sat 12 13:00")]),
    ],
)
def test_being_there_before_an_occasion_is_on_its_day(text: str, todos: list[tuple[str, str, str]]) -> None:
    assert read.owned(read(text)) == todos


@pytest.mark.parametrize(
    "text",
    [
        "school play is 17th at 6, he has to be there by 5:30",  # who "he" is is not said
        "gig fri at 8pm, need to be there by 2",  # hours before: which binds is not said
        "concert sat at 7pm, need to be there by 9",  # after it starts
    ],
)
def test_an_arrival_no_one_named_or_far_from_the_occasion_is_never_kept_on_another_day(text: str) -> None:
    assert all(due is None or due.startswith(("Thu 17", "Fri 11", "Sat 12")) for _, due in read.todos(read(text)))

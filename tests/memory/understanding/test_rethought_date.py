"""A date taken back within the message that said it: "call the bank tmrw, no wait thursday" is
due thursday, "pay the nanny fri, sorry thurs" one to-do (never a second called "pay sorry"),
"dentist weds 3pm, no 4pm" weds at 4pm (memory.understanding._rethought_date)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

ZONE = ZoneInfo("America/Toronto")
NOW = datetime(2027, 3, 8, 9, 40, tzinfo=ZONE)  # a Monday


def todos(text: str) -> list[tuple[str, str]]:
    return [
        (i.action, i.due.start.astimezone(ZONE).strftime("%a %H:%M"))
        for i in extract(text, now=NOW, tz=ZONE)
        if isinstance(i, NewCommitment) and i.due is not None
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("call the bank tmrw, no wait thursday", [("call the bank", "Thu 00:00")]),
        ("pay the nanny fri - actually make that thurs", [("pay the nanny", "Thu 00:00")]),
        ("pay the nanny fri, sorry thurs", [("pay the nanny", "Thu 00:00")]),
        ("dentist weds 3pm, no 4pm", [("dentist", "Wed 16:00")]),
        ("submit the timesheet by fri, oops i mean thurs", [("submit the timesheet", "Thu 00:00")]),
    ],
)
def test_the_date_meant_replaces_the_one_taken_back(text: str, expected: list[tuple[str, str]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    "text", ["call mum tmrw, no wait I'll do it tonight", "book flights by fri, no rush tho"]
)
def test_no_date_meant_changes_nothing(text: str) -> None:
    assert [a for a, _ in todos(text)] and all("sorry" not in a and "wait" not in a for a, _ in todos(text))

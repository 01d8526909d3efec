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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ring Jo at 5, sorry 6", [("ring Jo", "Mon 18:00")]),
        ("call Ama at 4, I mean 5", [("call Ama", "Mon 17:00")]),
        ("text Lior at 3 - no wait 4", [("text Lior", "Mon 16:00")]),
        ("ping Bruno tmrw at 9, er 10", [("ping Bruno", "Tue 10:00")]),
        ("call the vet at 2:30... sorry 3", [("call the vet", "Mon 15:00")]),
    ],
)
def test_a_bare_number_after_a_time_is_the_hour_meant(text: str, expected: list[tuple[str, str]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("book the table for 8, no 7", "book the table for 7"),
        ("buy 3 bags of ice tmrw, sorry 4", "buy 4 bags of ice"),
        ("order 20 chairs by fri, i mean 25", "order 25 chairs"),
        ("send 3 invoices by the 5th, sorry 6", "send 3 invoices"),  # the day put right, not the count
    ],
)
def test_a_bare_number_after_a_count_is_the_count_meant(text: str, action: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize("text", ["pay the nanny fri, sorry 6", "call the bank thurs, no 5", "book the vet fri, er 9"])
def test_a_slip_is_never_a_todo_of_its_own(text: str) -> None:
    actions = [i.action for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]
    assert all(not any(w in a.split() for w in ("sorry", "no", "er")) for a in actions)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("pay rent by the 21st, sorry 22", 22),
        ("send 3 invoices by the 15th, sorry 16", 16),
        ("book the vet for the 12th, i mean 13", 13),
    ],
)
def test_a_bare_number_after_a_day_of_the_month_is_the_day_meant(text: str, day: int) -> None:
    dues = [i.due for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]
    assert [d.start.astimezone(ZONE).day for d in dues if d] == [day]

"""What session 36's merged run showed losing cases, each put right by its rule: a name first that
is also a to-do verb ("Mend is on the marketing team") or opens with an article's letters ("An-ni")
keeps its capital; a visit with a purpose that has its own verb ("swing by the post office to send
the parcel") is read as said; a machine's label is a plain number, never a day with its month
("the printer 13/13" is asked about)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2027, 2, 26, 9, 15, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Mend is on the marketing team now", "Mend"),
        ("An-ni is our new office manager from the 10th", "An-ni"),
        ("Chase has moved to the Leeds office", "Chase"),
    ],
)
def test_a_name_first_keeps_its_capital(text: str, subject: str) -> None:
    assert [i.subject for i in read(text) if isinstance(i, StateClaim)] == [subject]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("I'll swing by the post office tmrw to send the parcel", "swing by the post office to send the parcel"),
        ("i'll drop by the bank tmrw to pay the rent", "drop by the bank to pay the rent"),
        ("gotta swing by the site at 7", "visit the site"),
    ],
)
def test_a_visit_with_a_purpose_is_read_as_said(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


def test_a_day_with_its_month_is_no_label() -> None:
    [asked] = read("send the proofs to the printer 13/13")
    assert isinstance(asked, Unclear)
    [todo] = read("fix printer 2 by fri")
    assert isinstance(todo, NewCommitment) and todo.action == "fix printer 2"

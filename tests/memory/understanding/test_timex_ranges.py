"""Tests for a length of time from now given as a range ("in a day or two", "in 2-3 weeks", "in
10-15 mins"): a window from the nearer length to the farther, so the to-do is asked about with the
window's end, its words never left in the action; a range that is no time from now is not read."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from memory.understanding.timex import find_spans
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=LONDON)  # a Wednesday
READ = Reading(NOW, LONDON, "%a %d %H:%M")


@pytest.mark.parametrize(
    ("text", "action", "last"),
    [
        ("call mum in a day or two", "call mum", "Sat 05 00:00"),
        ("call mum in a week or two", "call mum", "Mon 21 00:00"),
        ("ring the garage in an hour or two", "ring the garage", "Wed 02 11:05"),
        ("chase the refund in 2 or 3 days", "chase the refund", "Sun 06 00:00"),
        ("check on the bread in 10-15 mins", "check on the bread", "Wed 02 09:20"),
        ("renew the lease in 2-3 weeks", "renew the lease", "Mon 28 00:00"),
        ("call mum within a week or two", "call mum", "Mon 21 00:00"),
        ("call the builder in two or three days", "call the builder", "Sun 06 00:00"),
    ],
)
def test_a_range_from_now_is_asked_about(text: str, action: str, last: str) -> None:
    (asked,) = READ(text)
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment)
    assert asked.proposal.action == action
    assert asked.proposal.due is not None and f"{asked.proposal.due.end.astimezone(LONDON):%a %d %H:%M}" == last


@pytest.mark.parametrize(
    "text",
    ["the build takes 2-3 weeks", "book the 2-3 day course", "renew it in 2 to 4 weeks", "we need 10-15 chairs"],
)
def test_a_range_that_is_no_time_from_now(text: str) -> None:
    """Negatives: a length or a count, not when."""
    assert not [s for s in find_spans(text, now=NOW, tz=LONDON) if s.spec is not None and s.spec.doubt]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("call mum in a day", ("call mum", "Thu 03 00:00")),
        ("ring the garage in 1 hr", ("ring the garage", "Wed 02 10:05")),
    ],
)
def test_one_length_is_still_one_time(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]

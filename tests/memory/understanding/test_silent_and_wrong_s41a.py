"""Session 41 (s1): three wrong stores made asks or nothing.

- "jake switched to tank main now", "dad swapped to decaf": switched over to a thing, no place
  (a place after "switched"/"swapped" is one written with a capital), no job and no to-do done.
- "care plans done for floor 1, floor 2 still to do": a part done, the rest of the same job
  still to do; no to-do finished ("cleaned the kitchen, bathroom still to do" still finishes).
- "the scan is off, Sian's sick. next week sometime": put off, not called off; asked, never
  stored as a cancellation.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=LONDON), LONDON)  # a Monday morning


@pytest.mark.parametrize(
    "text",
    ["jake switched to tank main now", "jake switched to decaf", "dad swapped to decaf", "mia switched to oat milk"],
)
def test_switched_to_a_thing_is_no_place_no_job_and_nothing_done(text: str) -> None:
    found = read(text)
    assert not any(isinstance(i, StateClaim) and i.predicate in ("location", "role") for i in found), found
    assert not any(isinstance(i, CompleteCommitment) for i in found), found


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("jake switched to the Leeds office", "location", "Leeds office"),
        ("Ji-woo switched to the infra team", "team", "infra"),
        ("Soraya switched to the night shift", "shift", "night shift"),
        ("tom moved to berlin", "location", "berlin"),
        ("Tunde switched to staff engineer", "role", "staff engineer"),
    ],
)
def test_a_place_team_or_job_switched_to_is_still_kept(text: str, predicate: str, value: str) -> None:
    assert any(isinstance(i, StateClaim) and (i.predicate, i.value) == (predicate, value) for i in read(text))


@pytest.mark.parametrize(
    "text",
    [
        "care plans done for floor 1, floor 2 still to do",
        "marked the year 9 essays, year 10 still to go",
        "sent the first batch of invoices, the rest still to do",
        "painted the front room, the back room left to do",
    ],
)
def test_a_part_done_with_the_rest_still_to_do_finishes_nothing(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("cleaned the kitchen, bathroom still to do", "cleaned the kitchen"),
        ("sent the invoices, call the landlord still to do", "sent the invoices"),
        ("care plans done", "care plans"),
    ],
)
def test_a_done_beside_another_job_still_to_do_is_done(text: str, action: str) -> None:
    assert any(isinstance(i, CompleteCommitment) and i.action == action for i in read(text))


@pytest.mark.parametrize(
    "text",
    [
        "the scan is off, Sian's sick. next week sometime",
        "the scan is off. maybe thurs",
        "the scan's cancelled. next month sometime we'll rebook",
    ],
)
def test_called_off_then_only_a_later_day_is_asked(text: str) -> None:
    found = read(text)
    assert not any(isinstance(i, CancelCommitment) for i in found), found
    assert any(isinstance(i, Unclear) for i in found), found


@pytest.mark.parametrize(
    "text",
    ["the scan is off, Sian's sick", "gym's off. I'm away next week", "dinner with Jo is cancelled. yesterday was fun"],
)
def test_called_off_with_no_later_day_is_cancelled(text: str) -> None:
    assert any(isinstance(i, CancelCommitment) for i in read(text))

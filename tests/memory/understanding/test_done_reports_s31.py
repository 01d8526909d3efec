"""Tests for done and not-done reports of blind29's lifecycle file (session 31): "went thru
Kalani's proposal, left comments" finishes "review Kalani's grant proposal" (recap kept nothing:
"thru" was read as how it was done, and "went through" names no job); going through a thing that
is no paper reviews nothing; "first side of the fence is done" is progress (recap asked whether it
finished "paint the fence")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, ResolveEpisode
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Atlantic/Faroe")
READ = Reading(datetime(2028, 10, 27, 17, 45, tzinfo=ZONE), ZONE)  # a Friday
NOW = "2028-10-27T17:45:00+01:00"


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("went thru Kalani's proposal, left comments", "reviewed Kalani's proposal"),
        ("went thru the deck", "reviewed the deck"),
        ("gone thru the lease", "reviewed the lease"),
        ("finally went thru the budget figures", "reviewed the budget figures"),
        ("went through the contract", "reviewed the contract"),
    ],
)
def test_going_through_a_paper_is_reviewing_it(text: str, done: str) -> None:
    """ "went thru X's proposal": the paper reviewed, a done report."""
    found = READ(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [done]


@pytest.mark.parametrize("text", ["went thru a lot today", "went through the tunnel", "went through hell"])
def test_going_through_anything_else_reviews_nothing(text: str) -> None:
    """Going through a hard time or a place is no review."""
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment) and "review" in i.action]


async def test_a_review_is_finished_by_going_through_its_paper(tmp_path: Path) -> None:
    """Played: the review is done; a to-do of another job on the same paper is only asked about."""
    cases = [
        {
            "before": ["gotta review Kalani's grant proposal by tues"],
            "say": "went thru Kalani's proposal, left comments",
            "expect": {"completed": ["review Kalani's grant proposal"]},
        },
        {
            "before": ["need to send Kalani's proposal to the board by fri"],
            "say": "went thru Kalani's proposal",
            "expect": {"ask": True},
        },
    ]
    assert await failures(tmp_path, NOW, "Atlantic/Faroe", cases) == []


@pytest.mark.parametrize(
    "text",
    [
        "first side of the fence is done",
        "half the fence is done",
        "one side of the fence done",
        "first half of the report is done",
        "part of the fence is painted",
        "done with the first side of the fence",
        "painted half the fence",
        "most of the boxes packed",
        "some of the invoices are sent",
    ],
)
def test_a_part_done_finishes_nothing(text: str) -> None:
    """A part of the thing said done ("first side of the fence") is progress: no to-do is finished."""
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "half the shelves are up, back is killing me",
        "half the lights are back on",
        "some of the radiators are working again",
        "most of the fence is up",
    ],
)
def test_a_part_up_or_working_again_ends_nothing(text: str) -> None:
    """ "half the shelves are up" reads as a thing back up; a part of it is progress, neither a to-do
    finished nor an issue over."""
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment | ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "done"),
    [("the fence is done", "fence"), ("the other side of the fence is done", "other side of the fence")],
)
def test_the_whole_or_the_last_part_done_is_still_done(text: str, done: str) -> None:
    """The whole thing, or its other side (the last part), said done is still a done report."""
    assert [i.action for i in READ(text) if isinstance(i, CompleteCommitment)] == [done]


async def test_a_part_done_is_neither_stored_nor_asked(tmp_path: Path) -> None:
    """Played: after "need to paint the fence", its first side done keeps the to-do open, unasked."""
    cases = [
        {"before": ["need to paint the fence by tues"], "say": "first side of the fence is done", "expect": "nothing"},
        {"before": ["put up the new shelves in the porch by sunday"],
         "say": "half the shelves are up, back is killing me", "expect": "nothing"},
    ]
    assert await failures(tmp_path, NOW, "Atlantic/Faroe", cases) == []

"""Session 45, helper c1: whole conversations typed as busy people in other Englishes type them."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2026-12-06T18:00:00+00:00"  # a Monday morning in Auckland
TZ = "Pacific/Auckland"


@pytest.mark.parametrize(
    ("fix", "due"),
    [
        ("actually, inspection's the 14th", "2027-01-14"),
        ("inspection's the 14th not the 12th", "2027-01-14"),
        ("no wait, the inspection's on the 10th", "2027-01-10"),
    ],
)
async def test_a_bare_day_put_right_is_of_the_month_the_to_do_is_due_in(memory: Memory, fix: str, due: str) -> None:
    lines = ["council inspection for the Ferguson job is 12 jan", fix]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert kept["council inspection for the Ferguson job"].due.isoformat().startswith(due), replies


@pytest.mark.parametrize(
    ("before", "fix", "due"),
    [
        # near-misses: a late day put right of a due early in the month is of the month before
        ("need to send the rent to Hemi by the 1st of jan", "actually the rent is due the 30th", "2026-12-30"),
        # and a day in the due's own month stays there
        ("need to send the rent to Hemi by the 20th", "sorry, meant the 18th", "2026-12-18"),
    ],
)
async def test_a_bare_day_put_right_stays_near_the_old_due(memory: Memory, before: str, fix: str, due: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [before, fix])
    (kept,) = (await commitments_by_action(memory, user)).values()
    assert kept.due.isoformat().startswith(due), replies


@pytest.mark.parametrize("fix", ["nvm essay due mon", "scratch that, the essay's due mon", "actually essay due mon"])
async def test_a_things_day_said_again_after_a_never_mind_moves_its_to_do(memory: Memory, fix: str) -> None:
    lines = ["yo gotta finish the history essay by fri ngl", fix]
    _, user, replies = await chat(memory, "2026-12-07T16:00:00-08:00", "America/Los_Angeles", lines)
    kept = await commitments_by_action(memory, user)
    assert list(kept) == ["finish the history essay"], replies  # no to-do named "nvm essay"
    assert kept["finish the history essay"].due.astimezone(ZoneInfo("America/Los_Angeles")).day == 14, replies


LONDON_MORNING = "2026-12-07T10:00:00+00:00"


@pytest.mark.parametrize(
    "fix",
    [
        "I am sorry, I made a mistake. The gas man is coming on Friday, not Thursday.",
        "the gas man is coming friday not thursday",
    ],
)
async def test_a_visit_put_right_by_who_comes_moves_it(memory: Memory, fix: str) -> None:
    lines = ["Please remind me that the gas man is coming on Thursday at ten o'clock.", fix]
    _, user, replies = await chat(memory, LONDON_MORNING, "Europe/London", lines)
    (kept,) = (await commitments_by_action(memory, user)).values()
    assert kept.owner == "gas man" and kept.is_open, replies
    assert kept.due.isoformat().startswith("2026-12-11T10:00"), replies
    assert "mistake" not in " ".join(replies), replies


async def test_a_visit_put_right_for_someone_else_moves_no_visit(memory: Memory) -> None:
    lines = ["the plumber is coming on thursday", "Ana is coming on friday not thursday"]
    _, user, replies = await chat(memory, LONDON_MORNING, "Europe/London", lines)
    kept = await commitments_by_action(memory, user)
    assert [c.due.isoformat()[:10] for c in kept.values() if c.owner == "plumber"] == ["2026-12-10"], replies


async def test_a_debtor_paying_with_nothing_owed_is_quoted_as_said(memory: Memory) -> None:
    _, _, replies = await chat(memory, "2026-12-07T16:00:00-08:00", "America/Los_Angeles", ["tyler paid me back"])
    assert replies == ["Nothing open matched “tyler paid me back”, so nothing changed; I kept your message as it is."]


async def test_things_done_by_the_user_with_nothing_open_are_named_by_their_actions(memory: Memory) -> None:
    _, _, replies = await chat(memory, "2026-12-07T16:00:00-08:00", "America/Los_Angeles", ["paid rent, emailed Jo"])
    said = "Nothing open matched “paid rent”, “emailed Jo”, so nothing changed; I kept your message as it is."
    assert replies == [said], replies

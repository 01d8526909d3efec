"""Misreadings the lead found typing as a busy person would (session 34): a thing someone says will
be done or ready, typed without its article ("Jo says report will be sent by thurs", "Tomás says
quote will be ready by wed"), was offered as the user's own to-do "report will be sent"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Australia/Perth")
READ = Reading(datetime(2026, 12, 8, 7, 45, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Tuesday morning


@pytest.mark.parametrize(
    ("text", "owner", "action", "due"),
    [
        ("Jo says report will be sent by thurs", "Jo", "send report", "Thu 10 Dec"),
        ("Jo says report'll be sent by thurs", "Jo", "send report", "Thu 10 Dec"),
        ("builder says deck will be done by fri", "builder", "finish deck", "Fri 11 Dec"),
        ("Amara said invoices will be paid on the 15th", "Amara", "pay invoices", "Tue 15 Dec"),
        ("Jo says the report will be sent by thurs", "Jo", "send the report", "Thu 10 Dec"),
    ],
)
def test_a_thing_someone_says_will_be_done_is_theirs_with_or_without_its_article(
    text: str, owner: str, action: str, due: str
) -> None:
    [todo] = READ(text)
    assert isinstance(todo, NewCommitment), todo
    assert READ.owned([todo]) == [(action, owner, due)]


@pytest.mark.parametrize(
    ("text", "thing", "due"),
    [
        ("Tomás says quote will be ready by wed", "quote", "Wed 09 Dec"),
        ("tailor says suit will be ready sat", "suit", "Sat 12 Dec"),
        ("garage said car should be ready on the 14th", "car", "Mon 14 Dec"),
    ],
)
def test_a_thing_said_ready_without_its_article_moves_what_waits_on_it(text: str, thing: str, due: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.when_ready, move
    assert (move.action, READ.when(move)) == (thing, due)


@pytest.mark.parametrize(
    "text",
    [
        "Jo says everything will be sent by thurs",
        "Jo says it will be sent by thurs",
        "Jo says that will be done by fri",
    ],
)
def test_no_thing_named_is_no_ones_promise(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.owner == "Jo" for i in READ(text)), READ(text)

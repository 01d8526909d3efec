"""Tests for misreadings the lead found typing as a busy person would (session 27): a deadline
said before what the to-do is about or whom it goes to ("Tom says he'll get back to me by monday
on the budget", "send the deck by fri to Omar") keeps both, due that day (it was asked about, and
the question offered Tom's promise "for you"); a to-do that is someone else's is offered as theirs."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.phrasing import offer_to_track
from memory.understanding import NewCommitment, Unclear, extract
from memory.understanding._leftover_dates import without_leftover_dates
from memory.understanding._phrases import _Ctx

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)  # a Friday


def _day(intent: NewCommitment) -> str:
    assert intent.due is not None
    return f"{intent.due.start.astimezone(ZONE):%a %d}"


@pytest.mark.parametrize(
    ("text", "owner", "action", "day"),
    [
        ("Tom says he'll get back to me by monday on the budget", "Tom", "get back to me on the budget", "Mon 07"),
        ("Ana will get back to us by weds about pricing", "Ana", "get back to us about pricing", "Wed 09"),
        ("need to send the deck by fri to Omar", "me", "send the deck to Omar", "Fri 11"),
        ("call mum by sunday re xmas plans", "me", "call mum re xmas plans", "Sun 06"),
        ("gotta ping Lee by tues abt the lease", "me", "ping Lee about the lease", "Tue 08"),
    ],
)
def test_a_deadline_before_what_the_todo_is_about_keeps_both(text: str, owner: str, action: str, day: str) -> None:
    [intent] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(intent, NewCommitment)
    assert (intent.owner, intent.action, _day(intent)) == (owner, action, day)


@pytest.mark.parametrize(
    "text",
    [
        "send the invoice by the 10th and then chase the audit people",  # a second clause: never one to-do
        "need to post the forms by fri or they'll fine me again and again",
    ],
)
def test_a_second_clause_after_the_deadline_is_not_a_topic(text: str) -> None:
    for intent in extract(text, now=NOW, tz=ZONE):
        if isinstance(intent, NewCommitment):
            assert "and then" not in intent.action and " or " not in intent.action


def test_someone_elses_todo_is_offered_as_theirs() -> None:
    assert offer_to_track("call the broker", "me") == "“call the broker” for you"
    assert offer_to_track("send the plan", "Lukas") == "“Lukas: send the plan”"


def test_a_question_about_someone_elses_todo_never_says_for_you() -> None:
    # an undated to-do of Tom's whose action still holds a deadline with more after it: asked, as Tom's
    read = NewCommitment(action="get back to me by monday and the forecast", owner="Tom", counterparty=None, due=None)
    [asked] = without_leftover_dates([read], _Ctx(NOW, ZONE, lowercase=False))
    assert isinstance(asked, Unclear) and asked.proposal is not None and asked.proposal.owner == "Tom"
    assert "“Tom: get back to me and the forecast”" in asked.question and "for you" not in asked.question

"""Session 36: what frames a question asks nothing itself. An apology or label before it ("dumb
question but …", "sorry to ask, …", "just wondering …"), the planning it serves ("i'm trying to plan
tmrw, …", whose day is the question's when it names none), the asker's state after it ("…, brain's
fried") and the other choice of a yes/no question ("… or can i sleep in") all go, and the question
is read alone; stress words ("what's actually due") change nothing. A frame before a statement
leaves the statement ("dumb question but i think the gate's broken" still reports)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, Question, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, tzinfo=TZ)  # a Monday
TODAY, TMRW = date(2026, 12, 7), date(2026, 12, 8)


def _one_question(said: str) -> Question:
    got = extract(said, now=NOW, tz=TZ)
    assert len(got) == 1 and isinstance(got[0], Question), (said, got)
    return got[0]


@pytest.mark.parametrize(
    "said",
    [
        "dumb question but where's Théo living now",
        "stupid q but where does Théo live",
        "sorry dumb question, where's Théo living these days",
        "quick question - where is Théo based",
        "random but where does Théo live now",
        "just wondering, where does Théo live",
        "sorry to ask but where's Théo living",
    ],
)
def test_a_hedge_before_a_question_leaves_the_question(said: str) -> None:
    q = _one_question(said)
    assert (q.kind, q.subject, q.predicate) == ("fact", "Théo", "location"), said


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("ok so i'm trying to plan tmrw, is there anything i actually have to get done or can i sleep in", TMRW),
        ("trying to plan tmrw - anything due?", TMRW),
        ("planning my day, what do i have on", TODAY),
        ("trying to work out tmrw: what's due", TMRW),
        ("im trying to sort out tomorrow, is there anything i need to do", TMRW),
        ("ok remind me what's actually due today, brain's fried from last night 🥴", TODAY),
        ("what's really due today, my head's a mess", TODAY),
        ("is there anything i have to get done tmrw or can i sleep in", TMRW),
        ("what's due tmrw, i've lost track", TMRW),
    ],
)
def test_a_question_framed_by_planning_or_the_askers_state_asks_what_is_due(said: str, day: date) -> None:
    q = _one_question(said)
    assert q.kind == "due_week" and q.at is not None, (said, q)
    assert q.at.start.astimezone(TZ).date() == day, (said, q.at)


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("dumb question but i think the gate's broken", OpenEpisode),
        ("need to plan tmrw's dinner", NewCommitment),
        ("quick one - call the plumber tmrw", NewCommitment),
    ],
)
def test_a_frame_before_a_statement_leaves_the_statement(said: str, kind: type) -> None:
    got = extract(said, now=NOW, tz=TZ)
    assert got and all(isinstance(i, kind) for i in got), (said, got)


@pytest.mark.parametrize(
    ("said", "kind", "subject"),
    [
        ("what was it that Nalini was supposed to be delivering", "theirs", "Nalini"),
        ("what's it that Nalini is doing again", "theirs", "Nalini"),
        ("what was it Nalini was delivering", "theirs", "Nalini"),
        ("what was it that i owe Jo", "owed", "Jo"),
        ("what is it that i need to do tmrw", "due_week", None),
    ],
)
def test_a_cleft_question_asks_what_its_plain_form_does(said: str, kind: str, subject: str | None) -> None:
    q = _one_question(said)
    assert (q.kind, q.subject) == (kind, subject), (said, q)


def test_a_cleft_statement_is_no_question() -> None:
    assert not any(isinstance(i, Question) for i in extract("it was Nalini that delivered the tables", now=NOW, tz=TZ))

"""Tests for reading past-due setups: a commitment the user is already late on, with its due."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, extract
from memory.understanding._past_due import present

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2027, 3, 10, 9, 30, tzinfo=TZ)  # a Wednesday


def _late(text: str) -> NewCommitment:
    """The one commitment ``text`` sets up: a move of a matching open one, otherwise this new one."""
    [found] = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, MoveCommitment) and found.otherwise is not None, (text, found)
    assert found.due == found.otherwise.due and found.action == found.otherwise.action
    return found.otherwise


def _day(c: NewCommitment) -> date:
    assert c.due is not None
    return c.due.start.astimezone(TZ).date()


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the quarterly accounts were due monday and I still haven't submitted them", "submit quarterly accounts",
         date(2027, 3, 8)),
        ("the insurance claim was due on March 2, haven't touched it", "insurance claim", date(2027, 3, 2)),
        ("my council tax was due last week but I didn't pay it", "pay my council tax", date(2027, 3, 1)),
        ("the onboarding checklist was due yesterday - still not done", "onboarding checklist", date(2027, 3, 9)),
        ("the board pack was due Friday", "board pack", date(2027, 3, 5)),
    ],
)
def test_thing_was_due(text: str, action: str, due: date) -> None:
    """'<thing> was due <date>' (+ a not-done tail): the thing, with the tail's verb unless it is
    generic ("touched", "done"), due on the past date."""
    c = _late(text)
    assert (c.action, c.owner, _day(c)) == (action, "me", due)


@pytest.mark.parametrize(
    ("text", "action", "counterparty", "due"),
    [
        ("I still owe Keiko the revised budget, it was due on Monday", "send Keiko the revised budget", "Keiko",
         date(2027, 3, 8)),
        ("still haven't emailed the landlord about the boiler — was due last Thursday",
         "email the landlord about the boiler", None, date(2027, 3, 4)),
        ("I still need to renew the SSL cert, which was due yesterday", "renew the SSL cert", None, date(2027, 3, 9)),
    ],
)
def test_pending_then_due(text: str, action: str, counterparty: str | None, due: date) -> None:
    """A not-done clause (owing, "haven't <done>", "still need to") then "it was due <date>"."""
    c = _late(text)
    assert (c.action, c.counterparty, _day(c)) == (action, counterparty, due)


def test_supposed_to() -> None:
    """'I was supposed to <do> by <date>' is mine, due then; '<Name> was meant to' is theirs."""
    c = _late("I was meant to book the venue by March 5, still haven't")
    assert (c.action, c.owner, _day(c)) == ("book the venue", "me", date(2027, 3, 5))
    c = _late("Tariq was supposed to send the floor plans on Monday")
    assert (c.action, c.owner, _day(c)) == ("send the floor plans", "Tariq", date(2027, 3, 8))


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("was supposed to send Ines the contract yesterday, still havent", "send Ines the contract", date(2027, 3, 9)),
        ("was meant to file the expenses monday - havent done it yet", "file the expenses", date(2027, 3, 8)),
        ("was supposed to renew the parking permit by the 5th, didn't", "renew the parking permit", date(2027, 3, 5)),
    ],
)
def test_supposed_to_with_no_subject_and_a_not_done_tail(text: str, action: str, due: date) -> None:
    """Typed without "I", the late to-do is the user's, once a tail says it is not done."""
    c = _late(text)
    assert (c.action, c.owner, _day(c)) == (action, "me", due)


@pytest.mark.parametrize(
    "text",
    [
        "the report was due friday so I sent it thursday",  # a story, not a late to-do
        "my train was due at 6 but it got cancelled",
        "the baby's due in may",
        "it was due friday",  # no thing: a correction's business
        "I was supposed to go running",  # no date
        "Maya was due back on Monday",
        "was meant to call the bank on monday",  # no "I" and no not-done tail: maybe done since
        "was supposed to rain yesterday, didn't",
        "was supposed to be a quiet day lol",
    ],
)
def test_not_past_due(text: str) -> None:
    """Nothing late without a thing, a date and (when something follows the date) a not-done tail."""
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, MoveCommitment | NewCommitment)]


def test_date_never_in_the_action() -> None:
    """The past date is taken out whole: no date words are left in the action."""
    for text in ("the grant form was due on the 3rd and I haven't filed it", "I still owe Ade a reply, was due Tue"):
        c = _late(text)
        assert not any(w in c.action.lower() for w in ("3rd", "tue", "due")), c.action


@pytest.mark.parametrize(
    ("participle", "plain"),
    [("sent", "send"), ("filed", "file"), ("submitted", "submit"), ("renewed", "renew"), ("emailed", "email"),
     ("updated", "update"), ("replied", "reply"), ("scheduled", "schedule"), ("cancelled", "cancel"),
     ("called", "call"), ("booked", "book"), ("handled", "handle"), ("treated", "treat"), ("paid", "pay")],
)
def test_present(participle: str, plain: str) -> None:
    """A participle's plain form, for the action a not-done tail names."""
    assert present(participle) == plain

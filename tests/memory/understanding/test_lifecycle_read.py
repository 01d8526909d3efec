"""Tests for reading a commitment's lifecycle in everyday words: done in passive and nominal
forms, moved by a date, an amount or a time, and cancelled after a reason (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    extract,
)

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 8, 9, 30, tzinfo=TZ)  # a Monday


def _one(text: str) -> object:
    found = extract(text, now=NOW, tz=TZ)
    assert len(found) == 1, found
    return found[0]


def _day(move: MoveCommitment) -> str:
    return move.due.start.astimezone(TZ).date().isoformat()


# -- done ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["the quarterly newsletter has gone out", "the renewal quote's out"])
def test_a_document_that_went_out_is_sent_and_never_an_outage(text: str) -> None:
    """A letter, quote or contract only ever "goes out" by being sent: with no commitment to
    send it there is nothing to store, so no outage is offered instead."""
    found = _one(text)
    assert isinstance(found, CompleteCommitment) and found.sent and found.otherwise is None


def test_anything_else_that_is_out_may_be_an_outage() -> None:
    """ "the printer went out again": sent if a commitment to send it fits, else an outage."""
    found = _one("the printer went out again")
    assert isinstance(found, CompleteCommitment) and found.sent and found.action == "printer"
    assert isinstance(found.otherwise, OpenEpisode) and found.otherwise.topic == "printer"


@pytest.mark.parametrize("text", ["put the recycling out at 8pm", "get the flyers ready"])
def test_a_todo_reaching_a_state_is_no_completion(text: str) -> None:
    """A to-do verb before "out"/"ready" is an instruction, not a report that it happened."""
    assert not any(isinstance(i, CompleteCommitment | OpenEpisode) for i in extract(text, now=NOW, tz=TZ))


def test_got_it_sorted_names_the_thing_without_got() -> None:
    """ "got the boiler sorted" resolves (or finishes) the boiler, not "got the boiler"."""
    assert _one("finally got the boiler sorted") == ResolveEpisode("boiler")


def test_what_went_to_someone_keeps_whom_it_went_to() -> None:
    """ "the budget memo went to farah": whom it went to helps name the commitment."""
    assert _one("the budget memo went to farah") == CompleteCommitment("budget memo to farah", past_tense=True)


# -- moved ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "days"),
    [
        ("the launch plan slipped two days", "launch plan", 2),
        ("push the board pack back a week", "board pack", 7),
        ("site survey got delayed by 3 days", "site survey", 3),
    ],
)
def test_a_move_by_an_amount_carries_the_shift(text: str, action: str, days: int) -> None:
    """The due moves from the commitment's current due, so the amount is kept as a shift."""
    found = _one(text)
    assert isinstance(found, MoveCommitment)
    assert (found.action, found.shift) == (action, timedelta(days=days))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("slides can go to ingrid on thursday instead", "slides to ingrid", "2027-03-11"),
        ("the hired bike can go back friday", "hired bike", "2027-03-12"),
        ("Tariq wants the forecast by wednesday now", "forecast", "2027-03-10"),
        ("the venue deadline was pushed back, it's now the 19th", "venue", "2027-03-19"),
        ("the grant got extended to april 3, moving the budget narrative too", "budget narrative", "2027-04-03"),
        ("frau weber termin verlegt auf freitag - friday", "frau weber termin", "2027-03-12"),
    ],
)
def test_moves_in_everyday_words(text: str, action: str, day: str) -> None:
    found = _one(text)
    assert isinstance(found, MoveCommitment) and found.shift is None
    assert (found.action, _day(found)) == (action, day)


def test_a_todo_said_again_with_a_date_is_a_move_or_else_the_todo() -> None:
    """ "do the garden tidy saturday" re-dates an open garden tidy; with none it is a to-do."""
    found = _one("do the garden tidy saturday")
    assert isinstance(found, MoveCommitment) and found.action == "garden tidy" and _day(found) == "2027-03-13"
    assert isinstance(found.otherwise, NewCommitment) and found.otherwise.action == "do the garden tidy"


def test_without_a_new_date_a_reason_moves_nothing() -> None:
    """ "the venue deadline was pushed back, no idea till when" names no date: nothing moves."""
    found = extract("the venue deadline was pushed back, no idea till when", now=NOW, tz=TZ)
    assert not any(isinstance(i, MoveCommitment) for i in found)


# -- cancelled -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Ines no longer needs the slides so cancel it", "slides"),
        ("no catering needed after all, scrap that", "catering"),
        ("the badge reorder is moot now, drop it", "badge reorder"),
        ("we lost the bid so the site visit is no longer needed", "site visit"),
        ("the pitch got pulled so ditch the rehearsal", "rehearsal"),
        ("not booking the cabin after all", "book the cabin"),
        ("the street party isnt happening this year", "street party"),
    ],
)
def test_cancelled_after_a_reason(text: str, action: str) -> None:
    assert _one(text) == CancelCommitment(action)


def test_never_mind_then_drop_it_cancels_the_last_commitment() -> None:
    assert _one("nvm, scrap that") == CancelCommitment("that")


@pytest.mark.parametrize("text", ["the client signed, drop it", "we won the bid, cancel that"])
def test_drop_it_after_a_reason_that_names_nothing_unneeded_cancels_nothing(text: str) -> None:
    assert not any(isinstance(i, CancelCommitment) for i in extract(text, now=NOW, tz=TZ))


def test_a_to_do_after_so_is_not_a_cancellation() -> None:
    """ "drop the kids at school tomorrow" after "so" is a to-do with a date, not a cancel."""
    found = extract("running late so drop the kids at school tomorrow", now=NOW, tz=TZ)
    assert not any(isinstance(i, CancelCommitment) for i in found)

"""Tests for a to-do's due said after it ("…, it's due monday 10am", "…, should be sorted by
weds"): the deadline is the due, a plan's time gives way, nothing after lands in the action;
and for a thing to remember then done to "it" ("must not forget the gift, order it by mon")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from memory.understanding._due_said_after import due_said_after
from memory.understanding._forget_not_then import forget_not_then

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=LONDON)  # a Wednesday


def _on(day: int, hour: int = 0) -> datetime:
    return datetime(2026, 12, day, hour, tzinfo=LONDON)


@pytest.mark.parametrize(
    ("text", "action", "owner", "due"),
    [
        ("gonna draft the tender response over the weekend, it's due monday 10am", "draft the tender response", "me",
         _on(7, 10)),
        ("will write the board memo tonight, it's due tmrw 9am", "write the board memo", "me",
         _on(3, 9)),
        ("need to write the report, it's due friday", "write the report", "me", _on(4)),
        ("gonna do the expenses on sunday, they're due monday", "do the expenses", "me", _on(7)),
        ("Kenji's booking the offsite hotel, should be sorted by weds", "book the offsite hotel", "Kenji",
         _on(9)),
        ("I'm doing the rota, needs to be done by fri", "do the rota", "me", _on(4)),
        ("write the grant summary - due thurs 5pm", "write the grant summary", "me", _on(3, 17)),
        ("Dana is finishing the slides, they need to be in by 3pm tmrw", "finish the slides", "Dana",
         _on(3, 15)),
        ("must not forget mum's bday gift, order it by mon", "order mum's bday gift", "me", _on(7)),
        ("don't forget the school form, sign it by thurs", "sign the school form", "me", _on(3)),
    ],
)
def test_one_to_do_due_when_said_after(text: str, action: str, owner: str, due: datetime) -> None:
    (todo,) = extract(text, now=NOW, tz=LONDON)
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert (todo.action, todo.owner) == (action, owner)
    assert todo.due.start == due


@pytest.mark.parametrize(
    "text",
    [
        "the report, it's due friday",  # no to-do said before
        "need to renew my passport, it's due when the job starts",  # no date alone after
        "need to call Ana, she's due back monday",  # someone due back, not the to-do
        "gonna do the expenses sunday",
    ],
)
def test_no_due_said_after_leaves_the_words(text: str) -> None:
    assert due_said_after(text, now=NOW, tz=LONDON) == text


@pytest.mark.parametrize(
    "text", ["don't forget to call mum, do it tonight", "don't forget Kemi's birthday", "never forget it"]
)
def test_nothing_remembered_then_done_leaves_the_words(text: str) -> None:
    assert forget_not_then(text) == text


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("need to book the caterer, it's friday", "book the caterer", 4),
        ("need to renew the permit, it's friday", "renew the permit", 4),
        ("need to send the report to Ana, its the 18th", "send the report to Ana", 18),
        ("gotta renew the parking permit, thats on the 11th", "renew the parking permit", 11),
        ("have to pay the nanny, it's the 9th", "pay the nanny", 9),
        ("gotta file the claim, that's due the 15th", "file the claim", 15),
    ],
)
def test_the_day_it_is_said_to_be_after_a_comma_is_the_due(text: str, action: str, day: int) -> None:
    (todo,) = [i for i in extract(text, now=NOW, tz=LONDON) if isinstance(i, NewCommitment)]
    assert (todo.action, todo.due and todo.due.start) == (action, _on(day))


def test_a_two_way_date_it_is_said_to_be_is_asked_never_dropped() -> None:
    found = extract("prepare slides for my defence, its 04/03", now=NOW, tz=LONDON)
    assert not [i for i in found if isinstance(i, NewCommitment)]
    assert due_said_after("prepare slides for my defence, its 04/03", now=NOW, tz=LONDON).endswith("by 04/03")


@pytest.mark.parametrize(
    "text",
    [
        "need to call mum, it's her birthday",
        "need to call mum, it's been ages",
        "gotta book the venue, its the 18th floor",
    ],
)
def test_what_it_is_said_to_be_that_is_no_date_changes_nothing(text: str) -> None:
    assert due_said_after(text, now=NOW, tz=LONDON) == text

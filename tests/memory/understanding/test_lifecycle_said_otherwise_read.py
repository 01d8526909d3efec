"""How the reader takes outcomes said another way: a check mark after a thing, "both done",
a state a to-do leaves ("fully stocked"), "spoke to" as a call, a new
date said with "instead" or by whoever the thing is with; and what is no outcome at all
(progress, not yet, a thought), which :func:`memory.asks.never_silent` does not ask about."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, Intent, MoveCommitment, extract
from memory.understanding._lifecycle import BOTH
from memory.understanding._not_outcomes import not_an_outcome

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)  # a Wednesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=LONDON)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("census form ✔️", "census form"),
        ("Bahncard ✅", "Bahncard"),
        ("crash cart fully stocked now", "stocked crash cart"),
        ("the van's completely loaded", "loaded van"),
        ("spoke to the boiler guy", "called the boiler guy"),
        ("talked with tía rosa earlier", "called tía rosa"),
        ("finally got hold of the letting agent", "called the letting agent"),
    ],
)
def test_a_done_said_another_way_is_read_by_its_words(text: str, action: str) -> None:
    assert run(text) == [CompleteCommitment(action, past_tense=True)]


@pytest.mark.parametrize("text", ["both done!", "did both 👍", "Both sorted now", "both of them are finished"])
def test_both_done_names_the_two_just_talked_about(text: str) -> None:
    assert run(text) == [CompleteCommitment(BOTH, past_tense=False)]


@pytest.mark.parametrize(
    "text",
    ["not the gas bill ✅", "ok 👍", "I'm fully booked", "the kids are all tired", "Maya came round", "deck's gone ✅"],
)
def test_what_only_looks_like_a_done_is_not_one(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, CompleteCommitment) and i.action != "deck"]


@pytest.mark.parametrize(
    ("text", "target", "day", "by"),
    [
        ("can do the gutters sunday instead", "gutters", 14, None),
        ("we'll do the school run on friday in place of thursday", "school run", 12, None),
        ("we could do the recycling tuesday instead", "recycling", 16, None),
        ("dona cida asked for them on monday now", "dona cida", 15, "dona cida"),
        ("Pani Nowak asks if we can come on friday in place of thursday", "Pani Nowak", 12, "Pani Nowak"),
        ("Kofi says thursday works better", "Kofi", 11, "Kofi"),
    ],
)
def test_a_new_date_said_with_instead_or_by_them_is_a_move(text: str, target: str, day: int, by: str | None) -> None:
    [move] = run(text)
    assert isinstance(move, MoveCommitment)
    assert (move.action, move.by) == (target, by)
    assert move.due.start.astimezone(LONDON).day == day


@pytest.mark.parametrize(
    "text",
    [
        "shosho wants us to come some other sunday instead",  # a date the reader cannot read whole
        "can do the gutters instead",  # no date
        "Maya said friday",  # no change said
    ],
)
def test_a_date_that_is_not_read_whole_moves_nothing(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("still havent called the council ugh", True),
        ("almost done with the slides", True),
        ("if i book the boiler service now it'll be cheaper apparently", True),
        ("half done the marking", True),
        ("nearly finished 🙌", True),
        ("not done the tax return yet", True),
        ("called the council", False),
        ("done", False),
        ("if i forget to call mum remind me", False),
        ("still need to call the council", False),
    ],
)
def test_progress_not_yet_and_thoughts_are_no_outcome(text: str, expected: bool) -> None:
    assert not_an_outcome(text) is expected


@pytest.mark.parametrize(
    ("text", "target", "by"),
    [
        ("aunty bisi can't bring the jollof anymore, she's ill", "jollof", "aunty bisi"),
        ("ramon flaked, not bringing the ladder", "ladder", "ramon"),
        ("Tunde won't be doing the airport run after all", "airport run", "Tunde"),
        ("Grace can no longer host the book club now", "book club", "Grace"),
    ],
)
def test_their_promise_they_cannot_keep_is_called_off_by_them(text: str, target: str, by: str) -> None:
    assert run(text) == [CancelCommitment(target, by=by)]


@pytest.mark.parametrize("text", ["Ana can't make it anymore", "I can't do the gym anymore", "we won't go any more"])
def test_what_someone_cannot_do_names_no_promise_of_theirs(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, CancelCommitment) and i.by]


def test_a_done_by_them_in_their_words_is_theirs() -> None:
    assert run("marek ordered the tiles already today") == [
        CompleteCommitment("order tiles", past_tense=True, by="marek")
    ]


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        ("council gave me a grace period, permit now due 19/11", "permit", 19),
        ("my tutor gave me an extension, essay now due friday", "essay", 12),
        ("flights can wait till payday on the 15th", "flights", 15),
    ],
)
def test_a_new_due_said_after_its_reason_is_a_move(text: str, target: str, day: int) -> None:
    moves = [i for i in run(text) if isinstance(i, MoveCommitment)]
    assert [(m.action, m.due.start.astimezone(LONDON).day) for m in moves] == [(target, day)]


def test_a_thing_done_on_a_day_is_no_move() -> None:
    assert not [i for i in run("back in 2019 we moved house on xmas eve, never again") if isinstance(i, MoveCommitment)]

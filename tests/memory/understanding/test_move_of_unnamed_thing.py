"""A new time for a thing none of the open to-dos names ("her flight's delayed, 4:50 now": the
flight a pick-up waits on) offers the open to-dos it may move, never a miss in silence; a time of
day alone is said as written, since each to-do keeps its own day (memory.asks.never_silent)."""

from __future__ import annotations

from datetime import UTC, datetime

from memory.asks import never_silent
from memory.model import Commitment, CommitmentStatus, Source
from memory.timefmt import zone
from memory.understanding import MoveCommitment, extract

TZ = zone("America/Denver")
NOW = datetime(2031, 3, 11, 16, 45, tzinfo=TZ)  # a Tuesday


def _open(action: str, created: int) -> Commitment:
    due = datetime(2031, 3, 15, 20, 15, tzinfo=UTC)
    return Commitment(
        id=created, user="u", action=action, owner="me", counterparty=None, original_due=due, due=due,
        status=CommitmentStatus.ACCEPTED, created_at=datetime(2031, 3, 10, created, tzinfo=UTC),
        source=Source(None, "chat", 1.0),
    )  # fmt: skip


def test_a_new_time_of_a_thing_no_todo_names_offers_the_open_todos() -> None:
    pickup = _open("pick up Kaya from the airport", 1)
    text = "her flight's delayed, 4:50 now"
    ask = never_silent(text, extract(text, now=NOW, tz=TZ), [pickup], [], now=NOW, tz=TZ)
    assert ask is not None and ask.question == "What should move to “4:50”? One of these?"
    assert [c.label for c in ask.choices] == ["pick up Kaya from the airport", "Neither"]
    assert all(isinstance(i, MoveCommitment) and i.action == pickup.action for i in ask.choices[0].apply)


def test_with_nothing_open_a_move_of_an_unnamed_thing_offers_nothing_to_move() -> None:
    text = "her flight's delayed, 4:50 now"
    ask = never_silent(text, extract(text, now=NOW, tz=TZ), [], [], now=NOW, tz=TZ)
    assert ask is None or "One of these" not in ask.question


def test_a_day_said_to_suit_offers_the_open_todos_it_may_move() -> None:
    call = _open("ring the insurance about the hail claim", 1)
    for text in ("nah, monday is fine for that", "friday works"):
        ask = never_silent(text, extract(text, now=NOW, tz=TZ), [call], [], now=NOW, tz=TZ)
        assert ask is not None and ask.question.startswith("What should move to "), text
        assert [c.label for c in ask.choices] == [call.action, "Neither"], text


def test_a_day_said_to_suit_beside_other_words_is_no_move() -> None:
    call = _open("book the campsite at Kusawa", 1)
    for text in ("checked w/ parks, the 18th is fine 👍", "the weather monday is fine"):
        ask = never_silent(text, extract(text, now=NOW, tz=TZ), [call], [], now=NOW, tz=TZ)
        assert ask is None or not ask.question.startswith("What should move to "), text

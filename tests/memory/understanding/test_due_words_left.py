"""Tests for words about a due that must never stay in a to-do's action or move its day:
urgency said before a comma ("chase Ana asap, latest tmrw"), two days joined by "and" after
"remind me to" (asked, never "water the plants sat and"), a holiday weekend ("after the long
wknd": asked), and a date named as when the thing falls due ("b4 it's overdue on jan 15": that
day, not the day before) (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear, extract

TZ = ZoneInfo("America/Santiago")
NOW = datetime(2028, 12, 28, 21, 40, tzinfo=TZ)  # a Thursday night


def _read(text: str) -> list[object]:
    return extract(text, now=NOW, tz=TZ)


def _todos(text: str) -> list[tuple[str, str | None]]:
    return [
        (i.action, i.due.last_moment.astimezone(TZ).strftime("%m-%d") if i.due else None)
        for i in _read(text)
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("chase Anahí for the signed lease asap, latest tmrw", ("chase Anahí for the signed lease", "12-29")),
        ("get the quote to Lin ASAP, tmrw latest", ("get the quote to Lin", "12-29")),
        ("send the deck asap, by fri at the latest", ("send the deck", "12-29")),
        ("pay the nanny urgently, by sat", ("pay the nanny", "12-30")),
        ("renew the lease, by the 5th at the latest pls", ("renew the lease", "01-05")),
    ],
)
def test_urgency_and_firmness_are_no_part_of_the_action(text: str, todo: tuple[str, str]) -> None:
    assert _todos(text) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need to pay the gas bill b4 it's overdue on jan 15", ("pay the gas bill", "01-15")),
        ("renew the rego before it falls due on the 3rd", ("renew the rego", "01-03")),
        ("return the library books before they're overdue on fri", ("return the library books", "12-29")),
        ("pay the water bill before it goes overdue on the 9th", ("pay the water bill", "01-09")),
        ("pay the invoice before it's due on the 4th", ("pay the invoice", "01-04")),
        ("pay the rates b4 they're due on monday", ("pay the rates", "01-01")),
        # what happens on the day still comes after the due
        ("renew the domain before it lapses on the 30th", ("renew the domain", "12-29")),
        ("cancel the trial before it renews on the 4th", ("cancel the trial", "01-03")),
    ],
)
def test_a_day_it_falls_due_is_the_due_itself(text: str, todo: tuple[str, str]) -> None:
    assert _todos(text) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "will deal with the tax agent sometime after the long wknd",
        "clean the shed over the long weekend",
        "need to paint the fence on the bank holiday weekend",
        "remind me to water Catalina's plants sat and sun",
        "remind me to walk the dog mon and wed",
    ],
)
def test_a_holiday_weekend_or_two_days_is_asked(text: str) -> None:
    found = _read(text)
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("clean the gutters this weekend", ("clean the gutters", "12-31")),
        ("remind me to call mum sat", ("call mum", "12-30")),
    ],
)
def test_a_plain_weekend_or_one_day_is_still_read(text: str, todo: tuple[str, str]) -> None:
    assert _todos(text) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("footy tipping entries close jan 3 10am, must submit mine", ("submit the footy tipping entries", "01-03")),
        ("nominations close fri 5pm, need to send ours", ("send the nominations", "12-29")),
        ("the raffle closes sat, gotta buy them", ("buy the raffle", "12-30")),
        ("early bird tix closing the 5th, must book them", ("book the early bird tix", "01-05")),
    ],
)
def test_what_closes_on_a_day_is_due_then(text: str, todo: tuple[str, str]) -> None:
    """Read as "X is due D, need to do it": an open to-do of that name re-dated, else this one."""
    (move,) = _read(text)
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, NewCommitment)
    new = move.otherwise
    assert new.due is not None
    assert (new.action, new.due.last_moment.astimezone(TZ).strftime("%m-%d")) == todo


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("31/1 cancel the streaming trial b4 it charges me", ("cancel the streaming trial", "01-31")),
        ("fri cancel the free trial before it charges us", ("cancel the free trial", "12-29")),
        ("sat renew the parking permit before they fine me", ("renew the parking permit", "12-30")),
    ],
)
def test_what_the_event_does_to_the_user_is_no_part_of_the_action(text: str, todo: tuple[str, str]) -> None:
    assert _todos(text) == [todo]

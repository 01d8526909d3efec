"""Readings that used to store a wrong memory, by family (pure ``extract``):

- a whole week or month said with no "by" ("… next wk", "sometime next month") is when to do
  it, not a deadline: recap asks, offering the period's last day;
- "3/4" is read the way the zone's country writes dates (day first in São Paulo or Bogotá,
  month first in Chicago or Toronto);
- words that state how things are, a span of time lived, or thanks for a deed are never a to-do.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear, extract
from memory.understanding._date_order import date_order

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 30, tzinfo=LONDON)  # a Wednesday


def _read(text: str, now: datetime = NOW, tz: ZoneInfo = LONDON) -> list[object]:
    return list(extract(text, now=now, tz=tz))


# --------------------------------------------------------------------------- whole periods


@pytest.mark.parametrize(
    ("text", "last_day"),
    [
        ("email the landlord about the lease next wk", date(2027, 3, 21)),
        ("take the kids for their jabs next week", date(2027, 3, 21)),
        ("Ngozi will file the extension for me next week", date(2027, 3, 21)),
        ("need to ring Siobhán's dentist next wk", date(2027, 3, 21)),
        ("sometime next month i need to redo the will", date(2027, 4, 30)),
        ("have to renew my DNI sometime next month", date(2027, 4, 30)),
        ("Sometime Next Week sort the garage out", date(2027, 3, 21)),
        ("gotta get the bike serviced next month 🚲", date(2027, 4, 30)),
        ("at some point next week I need to call the bank", date(2027, 3, 21)),
        ("need to send Olu the contract at some point next week", date(2027, 3, 21)),
        ("sometime next week i have to service the boiler", date(2027, 3, 21)),
        ("sometime next month I need to renew the car tax", date(2027, 4, 30)),
    ],
)
def test_a_whole_week_or_month_without_by_is_asked_about(text: str, last_day: date) -> None:
    read = _read(text)
    assert len(read) == 1, read
    asked = read[0]
    assert isinstance(asked, Unclear) and asked.proposal is not None, read
    assert asked.proposal.due is not None
    assert asked.proposal.due.last_moment.astimezone(LONDON).date() == last_day
    assert "whole" in asked.question


@pytest.mark.parametrize(
    ("text", "last_day"),
    [
        ("need to update the risk register by next week", date(2027, 3, 21)),
        ("wrap up the board pack by next month", date(2027, 4, 30)),
        ("pay Tomasz back by end of next month", date(2027, 4, 30)),
        ("next wk: onboard the two new contractors", date(2027, 3, 21)),
        ("book the ferry for next week", date(2027, 3, 21)),
    ],
)
def test_a_deadline_heading_or_for_keeps_its_due(text: str, last_day: date) -> None:
    read = _read(text)
    assert len(read) == 1 and isinstance(read[0], NewCommitment), read
    assert read[0].due is not None and read[0].due.last_moment.astimezone(LONDON).date() == last_day


def test_a_move_to_next_week_is_still_a_move() -> None:
    read = _read("can we push the roadmap review to next week")
    assert len(read) == 1 and isinstance(read[0], MoveCommitment), read


def test_a_question_about_next_week_is_still_a_question() -> None:
    read = _read("what's due next week?")
    assert len(read) == 1 and not isinstance(read[0], (NewCommitment, Unclear)), read


# --------------------------------------------------------------------------- date order


@pytest.mark.parametrize(
    ("zone", "order"),
    [
        ("America/New_York", "MDY"),
        ("America/Chicago", "MDY"),
        ("America/Toronto", "MDY"),
        ("US/Pacific", "MDY"),
        ("Pacific/Honolulu", "MDY"),
        ("Asia/Manila", "MDY"),
        ("America/Sao_Paulo", "DMY"),
        ("America/Bogota", "DMY"),
        ("America/Mexico_City", "DMY"),
        ("America/Argentina/Buenos_Aires", "DMY"),
        ("America/Lima", "DMY"),
        ("Europe/Madrid", "DMY"),
        ("Africa/Lagos", "DMY"),
        ("UTC", "DMY"),
    ],
)
def test_date_order_follows_the_zones_country(zone: str, order: str) -> None:
    assert date_order(ZoneInfo(zone)) == order


@pytest.mark.parametrize(
    ("zone", "due"),
    [
        ("America/Sao_Paulo", date(2028, 4, 3)),
        ("America/Bogota", date(2028, 4, 3)),
        ("America/Santiago", date(2028, 4, 3)),
    ],
)
def test_a_numeric_date_is_read_as_the_zone_writes_it(zone: str, due: date) -> None:
    tz = ZoneInfo(zone)
    now = datetime(2028, 3, 29, 16, 0, tzinfo=tz)
    read = _read("need to send the quote to Joaquín by 3/4", now, tz)
    assert len(read) == 1 and isinstance(read[0], NewCommitment), read
    assert read[0].due is not None and read[0].due.start.astimezone(tz).date() == due


# --------------------------------------------------------------------------- no thing to do


@pytest.mark.parametrize(
    "text",
    [
        "note to self: coffee is life ☕",
        "note to self: mondays are the worst",
        "todo: the garage is a mess",
        "my to-do list is longer than my arm haha",
        "my todo list is a disaster lol",
        "in 10 days I'll have been at this school 20 years, wild",
        "next month we'll have been in Lagos for five years",
        "thanks for reminding me yesterday, saved my skin",
        "thank you for sorting the flights last week",
        "ty so much for covering my shift on monday",
        "cheers for chasing Aiyana yesterday",
        "many thanks for booking the room for friday",
    ],
)
def test_states_time_lived_and_thanks_are_no_todo(text: str) -> None:
    read = _read(text)
    assert not any(isinstance(i, NewCommitment) for i in read), read
    assert not any(isinstance(i, Unclear) and i.proposal is not None for i in read), read


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("make sure the back door is locked by 9", "make sure the back door is locked"),
        ("confirm the venue is free by thursday", "confirm the venue is free"),
        ("see if the van is free tomorrow", "see if the van is free"),
        ("let Ana know the room is booked by friday", "let Ana know the room is booked"),
        ("cheers for the reminder yesterday, I'll call Ana tomorrow", "call Ana"),
        ("tell Kwabena the room is booked tomorrow", "tell Kwabena the room is booked"),
    ],
)
def test_todos_with_a_clause_or_after_thanks_are_kept(text: str, action: str) -> None:
    read = _read(text)
    todos = [i for i in read if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action], read

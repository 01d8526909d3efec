"""Dates a to-do's reader must read or ask about, never leave in the action or store as another
day: a spelled day of the month beside the due ("call Bob on the ninth tomorrow"), counts of
weekdays ("a couple of mondays from now", "in 2 fridays"), "<n> weeks out", and a holiday a
to-do is *for* ("book flights for xmas"), which is its due (pure ``extract``)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("Asia/Singapore")
NOW = datetime(2026, 12, 4, 18, 20, tzinfo=TZ)  # a Friday evening


def _read(text: str) -> list[object]:
    return extract(text, now=NOW, tz=TZ)


def _day(todo: NewCommitment) -> date:
    assert todo.due is not None
    return todo.due.start.astimezone(TZ).date()


@pytest.mark.parametrize(
    "text",
    [
        "call Bob on the ninth tomorrow",
        "call Bob tomorrow on the ninth",
        "ring Priya on the twenty-first tomorrow",
        "ring Priya on the twenty first tomorrow",
        "email the landlord on the first tmrw",
    ],
)
def test_a_second_spelled_day_is_asked_about_never_kept_in_the_action(text: str) -> None:
    found = _read(text)
    assert found and all(isinstance(i, Unclear) for i in found)
    assert not any(isinstance(i, NewCommitment) for i in found)


def test_a_rank_before_the_due_stays_in_the_action() -> None:
    (todo,) = _read("finish the second tomorrow")
    assert isinstance(todo, NewCommitment)
    assert todo.action == "finish the second"


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("2 mondays from now call Bo", "call Bo", date(2026, 12, 14)),
        ("call Bo in 2 mondays", "call Bo", date(2026, 12, 14)),
        ("call Bo two fridays out", "call Bo", date(2026, 12, 18)),
        ("renew the permit in 3 fridays' time", "renew the permit", date(2026, 12, 25)),
        ("call Bo 3 weeks out", "call Bo", date(2026, 12, 25)),
    ],
)
def test_a_count_of_weekdays_or_weeks_out_is_a_day(text: str, action: str, day: date) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment)
    assert (todo.action, _day(todo)) == (action, day)


@pytest.mark.parametrize(
    "text",
    [
        "a couple of mondays from now call Bo",
        "call Bo in a couple of mondays",
        "need to call Bo a couple fridays from now",
        "a few fridays from now i need to renew the permit",
    ],
)
def test_a_fuzzy_count_of_weekdays_is_asked_about(text: str) -> None:
    (ask,) = _read(text)
    assert isinstance(ask, Unclear)
    assert ask.proposal is not None and ask.proposal.due is not None
    assert "gives no exact day" in ask.question


def test_out_of_a_place_is_no_time() -> None:
    assert not any(isinstance(i, NewCommitment) and i.due for i in _read("I'm 3 days out of hospital"))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("book flights for xmas", "book flights", date(2026, 12, 25)),
        ("buy gifts for christmas", "buy gifts", date(2026, 12, 25)),
        ("need to order the turkey for thanksgiving", "order the turkey", date(2027, 11, 25)),
        ("book a table for new year's eve", "book a table", date(2026, 12, 31)),
        ("need to buy a costume for halloween", "buy a costume", date(2027, 10, 31)),
        ("gotta grab bubbly for nye", "grab bubbly", date(2026, 12, 31)),
        ("pick up roses for valentines", "pick up roses", date(2027, 2, 14)),
        ("hv to sort the crackers for xmas", "sort the crackers", date(2026, 12, 25)),
    ],
)
def test_a_holiday_a_todo_is_for_is_its_due(text: str, action: str, day: date) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment)
    assert (todo.action, _day(todo)) == (action, day)


def test_a_deadline_beside_the_holiday_is_the_due() -> None:
    (todo,) = _read("fix the rota for easter by fri")
    assert isinstance(todo, NewCommitment)
    assert todo.action == "fix the rota for easter"
    assert _day(todo) == date(2026, 12, 11)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tues: parents evening at 5:30", "parents evening"),
        ("tues: parents evening 5:30pm", "parents evening"),
        ("open evening wed at 6", "open evening"),
        ("quiz night thurs 7pm", "quiz night"),
    ],
)
def test_an_occasion_named_by_a_part_of_the_day_keeps_its_name(text: str, action: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment)
    assert todo.action == action
    assert todo.due is not None and todo.due.start.astimezone(TZ).hour >= 17


def test_a_part_of_the_day_after_a_day_is_still_its_time() -> None:
    (todo,) = _read("call mum tomorrow evening")
    assert isinstance(todo, NewCommitment)
    assert todo.action == "call mum"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("go to parents evening at 6 on thursday", "go to parents evening"),
        ("go to the dentist at 6 on thursday", "go to the dentist"),
    ],
)
def test_a_lowercase_verb_before_to_is_the_users_own_todo(text: str, action: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment)
    assert (todo.action, todo.owner) == (action, "me")


@pytest.mark.parametrize(
    "text",
    [
        "call the bank and pay the staff on 31/4",
        "need to email Tariq and book the van on 30/2",
        "gotta renew the rego and pay the council by the 31st of June",
        "Lena will ring the school and sign the forms on 31/11",
        "call the bank, book the vet and pay the staff on 31/4",  # a list with commas, asked whole too
        "email Ines, order toner and ping facilities on 30/2",
    ],
)
def test_a_list_whose_shared_date_is_unreadable_is_asked_about_whole(text: str) -> None:
    # the last to-do's date would have been every undated one's: none is kept while it is asked
    found = _read(text)
    assert found and all(isinstance(i, Unclear) for i in found)
    assert len(found) == 1


def test_a_list_item_with_its_own_date_is_kept_beside_the_unreadable_one() -> None:
    found = _read("call the bank tmrw and pay the staff on 31/4")
    assert [type(i) for i in found] == [NewCommitment, Unclear]

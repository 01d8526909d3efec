"""Session 49, helper t3: blind47's dates and facts (a greeting that names a holiday, a time said before
only going there, "make sure" of a state, "some" before a noun after a dated circumstance, a dropped
"has", a named day with no date, an absence given as a first day and a length)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

PORTO_VELHO = ZoneInfo("America/Porto_Velho")
FORTALEZA = ZoneInfo("America/Fortaleza")
# New Year's Eve 20:50 local, already 00:50 on 1 Jan in UTC
read = Reading(datetime(2037, 12, 31, 20, 50, tzinfo=PORTO_VELHO), PORTO_VELHO, "%Y-%m-%d %H:%M")
read_day = Reading(datetime(2037, 12, 31, 20, 50, tzinfo=PORTO_VELHO), PORTO_VELHO, "%Y-%m-%d")
read_fact = Reading(datetime(2038, 7, 21, 10, 15, tzinfo=FORTALEZA), FORTALEZA)  # a Wednesday


def _held(found: list[object], tz: ZoneInfo = FORTALEZA) -> list[tuple[str, str, str, str | None, str | None]]:
    """(subject, predicate, value, local first day, local day it ends) of each fact."""
    day = "%Y-%m-%d"
    return [
        (
            i.subject,
            i.predicate,
            i.value,
            i.effective.start.astimezone(tz).strftime(day) if i.effective else None,
            i.until.start.astimezone(tz).strftime(day) if i.until else None,
        )
        for i in found
        if isinstance(i, StateClaim)
    ]


# ----------------------------------------------------------------- a greeting names no due


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("in 4 hours text Jago happy new year, he'll be out somewhere in Truro", "text Jago happy new year",
         "2038-01-01 00:50"),
        ("in 2 hrs message Priya merry xmas", "message Priya merry xmas", "2037-12-31 22:50"),
        ("on friday wish the team a happy easter", "wish the team a happy easter", "2038-01-01 00:00"),
        ("pls remember i have to text Wen Jie happy new year on new year's day", "text Wen Jie happy new year",
         "2038-01-01 00:00"),
    ],
)
def test_a_holiday_in_a_greeting_is_the_greetings_words(text: str, action: str, due: str) -> None:
    assert read.todos(read(text)) == [(action, due)]


def test_a_greeting_alone_keeps_its_words_and_no_guessed_day() -> None:
    assert read.todos(read("need to wish Ana a happy christmas")) == [("wish Ana a happy christmas", None)]


@pytest.mark.parametrize("text", ["happy new year btw 🎉 bit late", "merry xmas in advance!! 🎄 no work til the 2nd"])
def test_greetings_alone_store_nothing(text: str) -> None:
    assert [i for i in read(text) if isinstance(i, NewCommitment)] == []


def test_a_greeting_beside_a_todo_leaves_its_day() -> None:
    assert read.todos(read("happy friday all, call the bank tomorrow")) == [("call the bank", "2038-01-01 00:00")]


# ----------------------------------------------------------------- a time said before going there


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("in 2 hrs go round and check the pumps", "check the pumps", "2037-12-31 22:50"),
        ("in 2 hrs pop over and check on mum", "check on mum", "2037-12-31 22:50"),
        ("tomorrow at 9 go and check the pumps", "check the pumps", "2038-01-01 09:00"),
    ],
)
def test_a_time_before_only_going_there_is_the_errands(text: str, action: str, due: str) -> None:
    assert read.todos(read(text)) == [(action, due)]


def test_a_time_before_a_first_todo_stays_that_todos() -> None:
    assert read.todos(read("tomorrow at 9 ring the vet and check the pumps")) == [
        ("ring the vet", "2038-01-01 09:00"),
        ("check the pumps", "2038-01-01 00:00"),
    ]


# ----------------------------------------------------------------- "make sure" asks for a state


@pytest.mark.parametrize(
    "text",
    ["make sure the gate is locked", "tomorrow make sure the gate is locked", "ensure the files are backed up"],
)
def test_a_state_to_make_sure_of_is_no_job_done(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in read(text))


def test_a_state_reported_is_still_a_job_done() -> None:
    assert any(isinstance(i, CompleteCommitment) for i in read("gate locked"))


# ----------------------------------------------------------------- "some" before a noun points back at nothing


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("jan 5 Morwenna goes back to uni, send her some money", "send Morwenna some money", "2038-01-05"),
        ("mum arrives sat, buy some flowers", "buy some flowers", "2038-01-02"),
        ("mum arrives sat, buy one nice bunch of flowers", "buy one nice bunch of flowers", "2038-01-02"),
    ],
)
def test_some_before_a_noun_takes_the_circumstances_day(text: str, action: str, due: str) -> None:
    assert read_day.todos(read_day(text)) == [(action, due)]


@pytest.mark.parametrize(
    "text", ["the bake sale is on friday, gotta buy some", "the raffle closes sat, gotta buy one for Jo"]
)
def test_some_alone_still_points_back_at_the_head(text: str) -> None:
    assert all(due is None for _, due in read_day.todos(read_day(text)))


# ----------------------------------------------------------------- a dropped "has"


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Raimundo been night shift supervisor since march",
         ("Raimundo", "role", "night shift supervisor", "2038-03-01", None)),
        ("my sister been living in Recife since 2030", ("my sister", "location", "Recife", "2030-01-01", None)),
        ("Ana been promoted to head chef", ("Ana", "role", "head chef", None, None)),
    ],
)
def test_a_state_held_since_a_day_without_its_has(text: str, held: tuple[str, ...]) -> None:
    assert _held(read_fact(text)) == [held]


@pytest.mark.parametrize(
    "text",
    [
        "Ana been ill all week",
        "been a long week",
        "never been to Recife",
        "I been busy since monday",
        "uploads work again, mustve been their server",
        "the upload could've been their server",
    ],
)
def test_other_lines_with_been_store_no_fact(text: str) -> None:
    assert _held(read_fact(text)) == []


# ----------------------------------------------------------------- a named day with no date


@pytest.mark.parametrize(
    "text",
    ["Tino's been a Bahamasair pilot since majority rule day", "Tino's been a pilot since founders day"],
)
def test_a_role_since_a_day_recap_cannot_date_is_asked(text: str) -> None:
    found = read_fact(text)
    assert len(found) == 1 and isinstance(found[0], Unclear) and "date" in found[0].question


@pytest.mark.parametrize(
    ("text", "value"),
    [("Tino's been a pilot since march", "pilot"), ("Ana's role is head of pay day processing",
                                                    "head of pay day processing")],
)
def test_roles_with_a_readable_day_or_no_day_are_kept(text: str, value: str) -> None:
    assert [v for _, _, v, _, _ in _held(read_fact(text))] == [value]


# ----------------------------------------------------------------- away from a day for a length


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Dona Zilda on leave from thursday, 3 weeks", ("Dona Zilda", "status", "2038-07-22", "2038-08-12")),
        ("Kofi's off sick from monday for 2 weeks", ("Kofi", "status", "2038-07-26", "2038-08-09")),
        ("Ines on holiday for 10 days from the 3rd", ("Ines", "status", "2038-08-03", "2038-08-13")),
    ],
)
def test_an_absence_from_a_day_for_a_length_ends_on_its_day(text: str, held: tuple[str, ...]) -> None:
    assert [(s, p, start, end) for s, p, _, start, end in _held(read_fact(text))] == [held]


@pytest.mark.parametrize("text", ["Zilda is on leave for 3 weeks", "the office is closed from thursday, 3 weeks"])
def test_a_length_with_no_first_day_or_no_absence_is_not_dated(text: str) -> None:
    assert all(end is None for *_, end in _held(read_fact(text)))


# ----------------------------------------------------------------- a due said again in other words


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the drill reports have to be signed off by end of the year, so that's tonight then",
         "sign off the drill reports", "2037-12-31"),
        ("submit the form by friday (that's new year's day)", "submit the form", "2038-01-01"),
        ("call the bank on the 5th, that's tuesday then", "call the bank", "2038-01-05"),
    ],
)
def test_a_due_said_again_is_no_part_of_the_todo(text: str, action: str, due: str) -> None:
    assert read_day.todos(read_day(text)) == [(action, due)]


def test_an_aside_giving_the_day_of_a_bare_time_is_that_day() -> None:
    assert read_day.todos(read_day("dinner with Ana at 8, that's tonight")) == [("dinner with Ana", "2037-12-31")]

"""Tests for a move said just before a day ("security audit review: pushing to the 30th"): no
diary line nor new to-do is read from it, and its sign is a move; a noun that looks like a move
verb ("night shift on friday") is still a diary line."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract, sign_of
from memory.understanding._move_said import moving_before
from memory.understanding._not_outcomes import not_an_outcome
from memory.understanding.timex import find_spans

TZ = ZoneInfo("Europe/Helsinki")
NOW = datetime(2029, 3, 22, 16, 45, tzinfo=TZ)  # a Thursday afternoon


@pytest.mark.parametrize(
    "head",
    [
        "security audit review: pushing to ",
        "team review: moving to ",
        "dentist bumped to ",
        "deck - slipping till ",
        "budget call: postponing it to ",
        "the 1:1 got rescheduled to ",
        "standup shifted to ",
        "the offsite is delayed until ",
    ],
)
def test_a_move_before_a_day(head: str) -> None:
    assert moving_before(head)


@pytest.mark.parametrize("head", ["night shift on ", "night shift ", "moving day ", "push notifications ", "the move "])
def test_no_move_before_a_day(head: str) -> None:
    assert not moving_before(head)


@pytest.mark.parametrize(
    "text",
    ["security audit review: pushing to the 30th", "board prep: moving to mon", "vendor review - bumping to the 2nd"],
)
def test_a_move_is_no_new_todo_and_signs_a_move(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=TZ))
    sign = sign_of(text, now=NOW, tz=TZ)
    assert sign is not None and sign.kind == "move"


def test_a_shift_on_a_day_is_still_a_diary_line() -> None:
    (todo,) = extract("night shift on friday", now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.action == "night shift"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("the seating plan can be mon instead", "mon"),
        ("lets do sun instead", "sun"),
        ("make it wed then", "wed"),
        ("ok sat then", "sat"),
    ],
)
def test_a_word_like_day_before_a_closing_word_is_a_day(text: str, day: str) -> None:
    spans = find_spans(text, now=NOW, tz=TZ)
    assert [text[s.start : s.end] for s in spans] == [day]


@pytest.mark.parametrize("text", ["we sat instead", "they sat then", "the sun instead"])
def test_a_past_tense_or_the_sun_is_no_day(text: str) -> None:
    assert find_spans(text, now=NOW, tz=TZ) == []


@pytest.mark.parametrize(
    "text",
    [
        "started the newsletter draft, pretty rough so far",
        "started on the slides, v messy",
        "began the grant narrative - wip",
        "made a start on the tax return, bit of a mess for now",
        "kicked off the migration plan, still rough",
        "started the budget, quite basic so far",
        "just started the essay, in progress",
        "started my cv, kinda ugly",
    ],
)
def test_begun_and_how_it_looks_is_progress(text: str) -> None:
    assert not_an_outcome(text)


@pytest.mark.parametrize("text", ["started the newsletter", "finished the newsletter draft, pretty rough tho"])
def test_done_or_bare_start_is_no_progress_report(text: str) -> None:
    assert not_an_outcome(text) == (text == "started the newsletter")

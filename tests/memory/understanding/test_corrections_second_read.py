"""Corrections, second round, as read: a leading or trailing asterisk, a confirmation that
corrects nothing, a part of a value put right ("apt 5 not 3"), "wrong person, it's X not Y",
and a preference said the other way round (memory.understanding._corrections,
_correction_part, _correction_name, _correction_swap, _not_corrections)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectName, CorrectTime, CorrectValue, Intent, NewCommitment, extract
from memory.understanding._correction_swap import OTHER_WAY

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 6, 8, 9, 0, tzinfo=LONDON)  # a Tuesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=LONDON)


@pytest.mark.parametrize(("text", "day"), [("*22nd", 22), ("*the 22nd", 22), ("22nd*", 22)])
def test_an_asterisk_before_a_day_corrects_a_date(text: str, day: int) -> None:
    [found] = run(text)
    assert isinstance(found, CorrectTime) and found.new is not None
    assert found.new.start.astimezone(LONDON).day == day


def test_an_asterisk_before_a_weekday_corrects_a_date() -> None:
    [found] = run("*Tuesday")
    assert isinstance(found, CorrectTime) and found.new is not None
    assert found.new.start.astimezone(LONDON).weekday() == 1


@pytest.mark.parametrize("text", ["*Amani", "Amani*", "*Nguyễn"])
def test_an_asterisk_before_a_name_corrects_a_value(text: str) -> None:
    [found] = run(text)
    assert isinstance(found, CorrectValue) and found.value == text.strip("*")


@pytest.mark.parametrize("text", ["*sigh*", "*important* call mum"])
def test_emphasis_is_no_correction(text: str) -> None:
    assert not any(isinstance(i, CorrectValue | CorrectTime | CorrectName) for i in run(text))


def test_a_bullet_is_still_a_to_do() -> None:
    assert run("* buy milk") == [NewCommitment("buy milk", "me", None, None)]


@pytest.mark.parametrize(
    "text",
    [
        "hang on... no, that's right, CTO",
        "hang on… no, that's right, CTO",
        "no wait, that's correct",
        "hold on — yes that's right, Porto",
        "hmm no, it's correct",
        "actually that's spot on",
    ],
)
def test_a_confirmation_stores_nothing(text: str) -> None:
    assert run(text) == []


def test_a_confirmation_that_goes_on_is_read_for_the_rest() -> None:
    assert any(isinstance(i, NewCommitment) for i in run("that's right, I'll send it friday"))


@pytest.mark.parametrize(
    ("text", "wrong", "right"),
    [
        ("apt 5 not 3", "apt 3", "apt 5"),
        ("flat 2b not 2a", "flat 2a", "flat 2b"),
        ("the 2nd floor not 3rd", "3rd floor", "2nd floor"),
        ("sorry, room 12, not room 21", "room 21", "room 12"),
        ("oops unit 7 not 4", "unit 4", "unit 7"),
    ],
)
def test_a_part_put_right_names_what_it_replaces(text: str, wrong: str, right: str) -> None:
    assert run(text) == [CorrectName(wrong=wrong, right=right)]


@pytest.mark.parametrize("text", ["the 21st not the 20th", "Jan 21st not 20th", "5 not 3", "meet at 5 not 3"])
def test_a_date_or_a_number_is_no_part(text: str) -> None:
    assert not any(isinstance(i, CorrectName) for i in run(text))


@pytest.mark.parametrize(
    ("text", "wrong", "right"),
    [
        ("wrong person, it's Ola not Olu", "Olu", "Ola"),
        ("sorry, wrong person — it's Kwesi, not Kofi", "Kofi", "Kwesi"),
        ("wrong name: Siân not Sian", "Sian", "Siân"),
    ],
)
def test_wrong_person_with_both_names_corrects_the_name(text: str, wrong: str, right: str) -> None:
    assert run(text) == [CorrectName(wrong=wrong, right=right)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("other way round", OTHER_WAY),
        ("it's the other way around actually", OTHER_WAY),
        ("other way round actually, email over calls", "email over calls"),
        ("no, the other way around: calls rather than email", "calls over email"),
    ],
)
def test_the_other_way_round_says_the_pair_or_asks_derive_to_turn_it(text: str, value: str) -> None:
    assert run(text) == [CorrectValue("", "preference", value)]

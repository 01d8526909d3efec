"""Session 41 (s1): silent misses read.

- a request made of the user by someone with a title ("Miss Ivy asked me to …": never "miss" as
  not going) or by their role ("my boss asked me to …", "the teacher asked me to …") is the user's
  to-do;
- a machine making a noise it should not ("the fridge is buzzing again", "van's rattling") is an
  issue (never a lively place, a person, or a phone getting calls);
- a flat tyre named with whose it is after it ("front tyre on the ute is flat") is an issue.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=LONDON), LONDON)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action", "counterparty"),
    [
        ("Miss Ivy asked me to bring the permission slip back", "bring the permission slip back", "Miss Ivy"),
        ("Miss Sato wants me to fix the gate by fri", "fix the gate", "Miss Sato"),
        ("my boss asked me to send the report", "send the report", None),
        ("the teacher asked me to sign the form by fri", "sign the form", None),
        ("Tom asked me to cover his shift on sat", "cover his shift", "Tom"),
    ],
)
def test_a_request_made_of_me_is_my_todo(text: str, action: str, counterparty: str | None) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and (todo.action, todo.counterparty) == (action, counterparty)


@pytest.mark.parametrize(
    "text", ["gonna miss the school play", "Miss the school play sat, ugh", "the kids asked me to stop"]
)
def test_missing_a_thing_or_an_empty_request_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the fridge is buzzing again", "fridge"),
        ("the boiler's humming", "boiler"),
        ("van's rattling", "van"),
        ("the ute's making a weird noise again", "ute"),
        ("front tyre on the ute is flat", "ute front tyre"),
        ("the back tire of my mountain bike is flat again", "mountain bike back tire"),
    ],
)
def test_a_noise_or_a_flat_tyre_is_an_issue(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


@pytest.mark.parametrize("text", ["the bar was buzzing", "the kids are buzzing", "the fridge is humming fine"])
def test_a_lively_place_or_a_fine_hum_is_no_issue(text: str) -> None:
    assert read.opened(text) == []


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("Miss Solomon asked me to clean her condo thurs, told her yes 10 o'clock", "Thu 10 10:00"),
        ("Tom asked me to cover his shift sat, told him yes at 3", "Sat 12 15:00"),
    ],
)
def test_a_yes_to_a_request_with_the_hour_agreed_dates_it_then(text: str, when: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and read.when(todo) == when


def test_a_noise_said_oddly_beside_a_fix_is_an_issue_too() -> None:
    assert read.opened("the dishwasher's fixed but now the fridge is humming weird") == ["fridge"]


@pytest.mark.parametrize(
    "text", ["generator's been humming along for 3 wks straight, touch wood", "the boiler is humming away nicely"]
)
def test_a_machine_humming_along_is_running_fine(text: str) -> None:
    assert read.opened(text) == []

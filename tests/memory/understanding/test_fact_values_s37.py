"""Session 37 (blind35): facts whose value took in too much or was cut short.

- an aside after a comma with a subject of its own ("class rep, nobody else volunteered") is no
  part of the value;
- a currency said after a figure by its ISO code in lower case ("9800 mop a month") is the figure's
  unit, never a verb ("mop") cut off as a to-do, nor a date left in the value;
- "as <word> <word>" is one compound title ("started as swim coach at the pool"), no cut after "as swim";
  a post with where it is held counts its title's words only;
- a post taken over, named by its title ("Dev's taken over her team lead role") is the taker's role;
- a start dated only roughly ("sometime around chinese new year") is asked about.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear, extract

TZ = ZoneInfo("Asia/Macau")
NOW = datetime(2033, 10, 1, 11, 20, tzinfo=TZ)


def _read(said: str) -> list:
    return extract(said, now=NOW, tz=TZ)


def _claims(said: str) -> list[tuple[str, str, str]]:
    return [(c.subject, c.predicate, c.value) for c in _read(said) if isinstance(c, StateClaim)]


def _todos(said: str) -> list[str]:
    return [i.action for i in _read(said) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "who", "value"),
    [
        ("as of today i'm class rep, nobody else volunteer 🙃", "me", "class rep"),
        ("as of today i'm class rep, nobody else volunteered", "me", "class rep"),
        ("as of monday Tom is treasurer, no one else would do it", "Tom", "treasurer"),
        ("Tom is treasurer, no one else would do it", "Tom", "treasurer"),
        ("as of today Ana is team lead, she earned it", "Ana", "team lead"),
    ],
)
def test_an_aside_with_its_own_subject_is_no_part_of_the_value(said: str, who: str, value: str) -> None:
    assert _claims(said) == [(who, "role", value)]


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Amaya's rent is 9800 mop a month now", "9800 mop a month"),
        ("Amaya's rent is 9800 aud a month now", "9800 aud a month"),
        ("Amaya's rent is 9800 hkd a month now", "9800 hkd a month"),
        ("Amaya's rent is 9800 patacas a month now", "9800 patacas a month"),
    ],
)
def test_a_currency_code_in_lower_case_is_the_figures_unit(said: str, value: str) -> None:
    assert _claims(said) == [("Amaya", "rent", value)] and _todos(said) == []


def test_a_lower_case_code_in_an_amount_fact() -> None:
    assert _claims("the school fee is 650 sgd per term") == [("school", "fee", "650 sgd per term")]


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Rafa started as swim coach at the Tap Seac pool on the 1st", "swim coach at the Tap Seac pool"),
        ("Rafa started as a swim coach at the Tap Seac pool", "swim coach at the Tap Seac pool"),
        ("Rafa started as head coach at the Tap Seac pool", "head coach at the Tap Seac pool"),
        ("Ana joined as site manager at the Lagos depot", "site manager at the Lagos depot"),
    ],
)
def test_a_compound_title_after_as_is_not_cut(said: str, value: str) -> None:
    assert [c[2] for c in _claims(said)] == [value] and _todos(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "Dev's taken over the team lead role",
        "Dev took over her role as team lead",
        "Dev has taken over Leila's team lead job",
        "Dev took over the team lead position",
    ],
)
def test_a_post_taken_over_is_the_takers_role(said: str) -> None:
    assert _claims(said) == [("Dev", "role", "team lead")]


def test_both_facts_of_a_hand_over() -> None:
    said = "Leila's moved to the HK office and Dev's taken over her team lead role"
    assert _claims(said) == [("Leila", "location", "HK office"), ("Dev", "role", "team lead")]


@pytest.mark.parametrize(
    ("said", "thing"),
    [("Dev took over the payroll", "payroll"), ("Dev took over the bakery", "bakery")],
)
def test_a_thing_taken_over_stays_owned(said: str, thing: str) -> None:
    assert _claims(said) == [(thing, "owner", "Dev")]


@pytest.mark.parametrize(
    "said",
    [
        "sometime around chinese new year Ivan moves to Guangzhou",
        "Ivan moves to Berlin sometime around easter",
        "Ivan moves to Berlin around the 10th",
    ],
)
def test_a_roughly_dated_start_is_asked(said: str) -> None:
    found = _read(said)
    assert found and all(isinstance(i, Unclear) for i in found)

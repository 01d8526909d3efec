"""Facts said with their words around them (session 21): a diet or shift said as what someone
is, a time word that opens a subject and names it, a date right after a verb of beginning, a
place of work moved by "we", who a named newcomer is said before the name, "will be in charge
of" and "'s taking over" from a date, a team started on, and a trade named by a compound."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TAIPEI = ZoneInfo("Asia/Taipei")
NOW = datetime(2027, 12, 31, 7, 30, tzinfo=TAIPEI)  # a Friday morning


def _claims(text: str) -> list[StateClaim]:
    found = list(extract(text, now=NOW, tz=TAIPEI))
    assert found and all(isinstance(i, StateClaim) for i in found), found
    return found  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("i'm now vegetarian", "me", "diet", "vegetarian"),
        ("Ama's on nights now", "Ama", "shift", "nights"),
        ("the Q1 marketing budget is NT$2.4M", "Q1 marketing", "budget", "NT$2.4M"),
        ("the 2028 travel budget is 40k", "2028 travel", "budget", "40k"),
        ("we moved the office to Shoreditch", "office", "location", "Shoreditch"),
        ("we've relocated our warehouse to Enfield", "warehouse", "location", "Enfield"),
        ("Min-jung is a copywriter", "Min-jung", "role", "copywriter"),
        ("Maya is our housekeeper", "Maya", "role", "housekeeper"),
        ("Dara's taking over payroll", "payroll", "owner", "Dara"),
    ],
)
def test_the_fact_said(text: str, subject: str, predicate: str, value: str) -> None:
    (claim,) = _claims(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "day"),
    [
        ("Guo-hua will be in charge of the Taoyuan warehouse from feb", "Taoyuan warehouse", "owner", "Guo-hua",
         "2028-02-01"),
        ("Tom'll be responsible for the budget from march", "budget", "owner", "Tom", "2028-03-01"),
        ("Dara's taking over payroll from monday", "payroll", "owner", "Dara", "2028-01-03"),
        ("Beatriz starts monday as a designer", "Beatriz", "role", "designer", "2028-01-03"),
        ("new hire Beatriz starts monday as a designer", "Beatriz", "role", "designer", "2028-01-03"),
        ("our new starter Jonas joins the data team on the 12th", "Jonas", "team", "data", "2028-01-12"),
        ("Beatriz joins tomorrow as head of sales", "Beatriz", "role", "head of sales", "2028-01-01"),
        ("Mirri started on the ranger team in november", "Mirri", "team", "ranger", "2027-11-01"),
        ("Tom starts with the payments team on monday", "Tom", "team", "payments", "2028-01-03"),
    ],
)
def test_the_fact_from_its_day(text: str, subject: str, predicate: str, value: str, day: str) -> None:
    (claim,) = _claims(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)
    assert claim.effective is not None and claim.effective.start.astimezone(TAIPEI).date().isoformat() == day


@pytest.mark.parametrize(
    "text",
    ["new year, new me, same job lol", "monday, coffee, chaos lol", "tuesday, rain, more rain haha"],
)
def test_a_quip_laughed_at_keeps_nothing(text: str) -> None:
    assert extract(text, now=NOW, tz=TAIPEI) == []


@pytest.mark.parametrize("text", ["fri, dentist lol", "call mum, book the vet, pay rent lol"])
def test_a_diary_line_or_todos_with_a_laugh_stay(text: str) -> None:
    assert extract(text, now=NOW, tz=TAIPEI)


def test_a_move_to_a_day_is_no_place() -> None:
    found = extract("we moved the office to monday", now=NOW, tz=TAIPEI)
    assert not any(isinstance(i, StateClaim) for i in found), found


@pytest.mark.parametrize(
    "text",
    ["Hemi's taking over coaching the U10s from saturday", "Ana is taking over running the book club",
     "Tom's taking over walking the dog"],
)
def test_a_duty_taken_over_owns_no_thing(text: str) -> None:
    found = extract(text, now=NOW, tz=TAIPEI)
    assert not any(isinstance(i, StateClaim) and i.predicate == "owner" for i in found), found


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("quick one - Hamid from legal is now heading up compliance, effective jan 1", "compliance", "owner", "Hamid"),
        ("Lee over in finance got promoted to controller", "Lee", "role", "controller"),
        ("Ana from the design team is moving to Porto in march", "Ana", "location", "Porto"),
        ("Kenji on the ops team just joined as head of support", "Kenji", "role", "head of support"),
    ],
)
def test_a_person_said_with_where_they_work(text: str, subject: str, predicate: str, value: str) -> None:
    """The lead's probe: "Hamid from legal is now heading up compliance" kept nothing."""
    (claim,) = _claims(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)

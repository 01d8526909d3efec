"""Tests for done, moved and cancelled said in casual words ("expenses in!", "rang grandma",
"got an extension on the essay, it's due June 7 now", "newsletter to go out at 2pm instead"),
and for to-dos with a particle ("call Ravi back") that are never read as issues (pure ``extract``)."""

from __future__ import annotations

import pytest

from memory.understanding import (
    CompleteCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    extract,
)
from tests.memory.understanding.test_lifecycle_read import NOW, TZ, _day, _one


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("expenses in!", "expenses"),
        ("Timesheet's in", "Timesheet"),
        ("mileage claim is in, finally", "mileage claim"),
        ("the planning application went in this morning", "planning application"),
        ("handed the coursework in", "coursework"),
    ],
)
def test_handed_in_is_done_only_for_a_commitment_to_hand_it_in(text: str, thing: str) -> None:
    """ "X's in" is a thing handed in: done, but only where a commitment sends or submits it."""
    found = _one(text)
    assert isinstance(found, CompleteCommitment) and found.sent and found.past_tense and found.action == thing


@pytest.mark.parametrize("text", ["I'm in", "count me in", "he's all in", "we're in"])
def test_a_person_who_is_in_hands_nothing_in(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("gave mum a ring", "called mum"),
        ("Gave the plumber a quick call", "called the plumber"),
        ("squared up with Priya", "paid Priya"),
        ("settled up with jonas", "paid jonas"),
        ("dropped the library books back", "dropped the library books back"),  # "back": returned (session 23)
        ("brought zainab's drill back", "brought zainab's drill back"),
    ],
)
def test_everyday_idioms_for_a_done_todo(text: str, action: str) -> None:
    found = _one(text)
    assert isinstance(found, CompleteCommitment) and found.past_tense and found.action == action


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("budget deadline slipped to the 28th", "budget", "2027-03-28"),
        ("got an extension on the essay — it's due June 7 now", "essay", "2027-06-07"),
        ("got a two-week extension on the dissertation till the 26th", "dissertation", "2027-03-26"),
        ("was given more time for the audit, new deadline is friday", "audit", "2027-03-12"),
        ("newsletter to go out on thursday instead", "newsletter", "2027-03-11"),
        ("the invoices will go out friday", "invoices", "2027-03-12"),
        ("weekly update going out wednesday", "weekly update", "2027-03-10"),
    ],
)
def test_a_new_date_in_casual_words_is_a_move(text: str, thing: str, day: str) -> None:
    """A thing that is "to go out" later is moved, never reported as sent."""
    found = _one(text)
    assert isinstance(found, MoveCommitment) and found.action == thing and _day(found) == day


@pytest.mark.parametrize("text", ["Jonas is going out tonight", "Maya's going out friday"])
def test_a_person_going_out_is_neither_a_move_nor_an_outage(text: str) -> None:
    assert extract(text, now=NOW, tz=TZ) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pick the kids up at noon tmrw", "pick the kids up"),
        ("in 2 hrs call Ravi back", "call Ravi back"),
        ("ring the plumber back at 4", "ring the plumber back"),
        ("drop the library books back on saturday", "drop the library books back"),
        ("call Sunita back in 20 mins", "call Sunita back"),
    ],
)
def test_a_todo_with_up_or_back_is_never_an_issue(text: str, action: str) -> None:
    """ "call X back" is an action: no issue about "call X" came back."""
    found = _one(text)
    assert isinstance(found, NewCommitment) and found.action == action and found.due is not None


@pytest.mark.parametrize("text", ["paid tomas back", "took the parcel back", "squared up with Priya"])
def test_a_past_action_with_up_or_back_resolves_no_issue(text: str) -> None:
    assert not any(isinstance(i, ResolveEpisode) for i in extract(text, now=NOW, tz=TZ))


def test_something_back_up_is_still_resolved() -> None:
    assert _one("website back up") == ResolveEpisode("website")
    assert isinstance(_one("the wifi's back"), ResolveEpisode)
    assert not isinstance(_one("the printer went out again"), OpenEpisode)  # sent, or else an outage


@pytest.mark.parametrize(
    "text", ["push my deadline to fri", "can we move the deadline to monday", "bump my due date to the 20th"]
)
def test_my_deadline_is_the_todo_just_talked_about(text: str) -> None:
    (move,) = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, MoveCommitment)]
    assert move.action == "that"


@pytest.mark.parametrize(
    "text",
    ["rent goes out on the 1st", "mortgage payment goes out on the 1st every month", "the kids get out at 3",
     "payroll goes out on the 25th"],
)
def test_what_goes_out_on_a_day_is_nothing_done(text: str) -> None:
    """The lead's probe: "mortgage payment goes out on the 1st every month" finished a to-do
    "mortgage payment goes" (none was open, so recap said nothing matched)."""
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("yoga cancelled tonight", "yoga"),
        ("swimming's cancelled sat", "swimming"),
        ("swim lessons r cancelled this sat", "swim lessons"),
        ("the dinner is cancelled on friday", "dinner"),
        ("book club got cancelled tmrw", "book club"),
    ],
)
def test_a_thing_cancelled_on_its_day_is_called_off(text: str, thing: str) -> None:
    """The lead's probes: "yoga cancelled tonight" called off a thing named "tonight" (by "yoga"),
    and "the dinner is cancelled on friday" finished the dinner."""
    read = extract(text, now=NOW, tz=TZ)
    assert [(type(i).__name__, getattr(i, "action", "")) for i in read] == [("CancelCommitment", thing)]


@pytest.mark.parametrize(
    ("text", "thing"),
    [("parking permit - renewed online ✔", "parking permit"), ("forms sent by post", "forms"),
     ("tax return filed online today", "tax return")],
)
def test_how_a_thing_was_done_stays_out_of_it(text: str, thing: str) -> None:
    """The lead's probe: "parking permit - renewed online ✔" resolved an issue called "renewed"
    (back online), and then kept a second done "renewed online"."""
    read = extract(text, now=NOW, tz=TZ)
    assert [(type(i).__name__, getattr(i, "action", "")) for i in read] == [("CompleteCommitment", thing)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("push the Dev call back an hour", "MoveCommitment"),
        ("the standup can slide 30 mins", "MoveCommitment"),
        ("move the sprinkler in 20 mins", "NewCommitment"),  # when to do it
        ("my flight last friday was delayed 4 hrs, never again", None),  # news of a delay
    ],
)
def test_a_move_by_hours_is_asked_for(text: str, kind: str | None) -> None:
    read = extract(text, now=NOW, tz=TZ)
    assert [type(i).__name__ for i in read] == ([kind] if kind else [])


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("ok so i dropped the bikes their just now no problems the guy was nice", "dropped the bikes"),
        ("i dropped the bikes there just now", "dropped the bikes"),
        ("dropped the parcel here this morning", "dropped the parcel"),
        ("paid the rent, no problems", "paid the rent"),
    ],
)
def test_a_thing_dropped_there_is_delivered_and_no_problems_denies_nothing(text: str, action: str) -> None:
    """ "dropped the bikes there": left at a place (a delivery, never "dropped" as called off), and
    "no problems" says how it went, not that it was not done."""
    assert _one(text) == CompleteCommitment(action, past_tense=True)


@pytest.mark.parametrize("text", ["i dropped the gym", "didn't pay the rent", "no rent paid yet"])
def test_a_thing_dropped_alone_or_denied_is_still_no_delivery(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CompleteCommitment)]

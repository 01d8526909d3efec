"""Lifecycle and correction families of the seventh blind set, each in wordings of its own:

- a move by an amount from the current due, in any unit a person counts in ("pushed back a
  fortnight", "ten days later"), and a past-tense move ("brought X forward to thursday");
- a limit that moves a to-do: "can't get to X till D" (with or without "move them");
- a cancel of "that" followed by its reason ("scrap that, the couple found their own"), which
  a "scratch that, I meant …" about the message itself never is;
- a clock put right without its subject ("it's at 4:30 not 4", "8pm i mean, not morning"), and
  the to-do named by its old time: one at that time is the one, two are asked about;
- "it's the Davao branch, not Cebu": the fact whose value the "not" part names;
- "she moved there in april not may": a person's fact, never a to-do due that month;
- someone's request to move a to-do, agreed to ("…, fine by me"): the user's move.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from memory.understanding import CancelCommitment, CorrectTime, Intent, MoveCommitment, extract
from tests.memory.understanding.played import failures
from tests.memory.understanding.test_lifecycle_read import NOW, TZ, _day  # NOW: Monday 8 March 2027


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    ("said", "target", "days"),
    [
        ("fire drill pushed back a fortnight", "fire drill", 14),
        ("the Nakamura handover got delayed by a fortnight", "Nakamura handover", 14),
        ("retro slipped ten days", "retro", 10),
        ("push the bins rota back seven days", "bins rota", 7),
        ("brought the MOT forward a week", "MOT", -7),
        ("pulled the Oyelaran audit forward 3 days", "Oyelaran audit", -3),
    ],
)
def test_a_move_by_an_amount_counts_in_days_fortnights_and_number_words(said: str, target: str, days: int) -> None:
    [move] = run(said)
    assert isinstance(move, MoveCommitment)
    assert (move.action, move.shift) == (target, timedelta(days=days))


@pytest.mark.parametrize(
    ("said", "target", "day"),
    [
        ("brought the truck service forward to thursday", "truck service", "2027-03-11"),
        ("we pulled the Ferreira review up to wed", "Ferreira review", "2027-03-10"),
        ("postponed the dentist to friday", "dentist", "2027-03-12"),
        ("rescheduled the piano tuner to the 19th", "piano tuner", "2027-03-19"),
    ],
)
def test_a_past_tense_move_moves_the_todo_it_names(said: str, target: str, day: str) -> None:
    [move] = run(said)
    assert isinstance(move, MoveCommitment) and move.shift is None
    assert (move.action, _day(move)) == (target, day)


@pytest.mark.parametrize("said", ["brought the kids to school tuesday", "pulled a muscle on friday"])
def test_bringing_something_somewhere_moves_nothing(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("said", "target", "day"),
    [
        ("cant get to the invoices till thurs, move them", "invoices", "2027-03-11"),
        ("won't get round to the gutters until saturday", "gutters", "2027-03-13"),
        ("can't ring Siobhán before wednesday so push it", "ring Siobhán", "2027-03-10"),
        ("no time to do the payroll till fri 😩", "payroll", "2027-03-12"),
        ("i cant deal w the Kowalski quote till tmrw", "Kowalski quote", "2027-03-09"),
    ],
)
def test_cannot_get_to_it_till_a_day_moves_it_there(said: str, target: str, day: str) -> None:
    [move] = run(said)
    assert isinstance(move, MoveCommitment)
    assert (move.action, _day(move)) == (target, day)


@pytest.mark.parametrize(
    "said",
    [
        "might not get to the invoices till thurs",  # a doubt
        "she can't come till 6",  # someone else, no to-do
        "can't believe the invoices till thurs",  # no verb of doing
        "can't get to the invoices till thurs?",  # a question
    ],
)
def test_a_doubt_or_someone_elses_limit_moves_nothing(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    "said",
    [
        "scrap that, the couple found their own",
        "cancel it - Nkechi sorted it herself",
        "drop that, client went with another firm 🙄",
        "scratch that because they already booked one",
        "bin it, the venue closed for good",
    ],
)
def test_a_cancel_of_that_with_its_reason_cancels_the_last_todo(said: str) -> None:
    assert run(said) == [CancelCommitment("that")]


@pytest.mark.parametrize(
    "said",
    [
        "scratch that, wrong chat",
        "scrap that, will do it later",
        "scratch that, sorry typo",
        "scrap that, she's head of product",  # a fact said again: a correction's value
        "scratch that, Ali prefers texts",
    ],
)
def test_scratch_that_about_the_message_cancels_nothing(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, CancelCommitment)]


@pytest.mark.parametrize(
    ("said", "new", "old"),
    [
        ("its at 4:30 not 4", "4:30", "4"),
        ("it's 10:15 not 10", "10:15", "10"),
        ("sorry, 4 not 3", "4", "3"),
        ("8pm i mean, not morning", "8pm", None),
        ("oops 9am, not evening", "9am", None),
    ],
)
def test_a_clock_put_right_keeps_the_wrong_one_said(said: str, new: str, old: str | None) -> None:
    [found] = run(said)
    assert isinstance(found, CorrectTime)
    assert (found.new_text, found.old_text) == (new, old)


@pytest.mark.parametrize(
    ("said", "target", "day"),
    [
        ("the Venters asked if we could do it tomorrow instead, fine by me", "that", "2027-03-09"),
        ("client asked to push the call to friday, agreed", "call", "2027-03-12"),
        ("Wanjiru wants to do it on the 12th instead - works for me", "that", "2027-03-12"),
        ("the Dubois family asked us to move the viewing to thurs; thats fine", "viewing", "2027-03-11"),
        ("Mehmet would like to do it wednesday instead, sure", "that", "2027-03-10"),
    ],
)
def test_a_move_someone_asked_for_and_the_user_agreed_to(said: str, target: str, day: str) -> None:
    [move] = run(said)
    assert isinstance(move, MoveCommitment)
    assert (move.action, _day(move)) == (target, day)


@pytest.mark.parametrize(
    "said", ["the Venters asked if we could do it tomorrow instead", "i asked if we could do it friday instead, fine"]
)
def test_a_request_not_agreed_to_is_no_move_of_the_users(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, MoveCommitment)]


async def test_corrections_find_what_they_name(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {
            "before": ["ring Adaeze at 3 tmrw", "ring Kwabena at 3 tmrw"],
            "say": "sorry, 4 not 3",
            "expect": {"ask": True},
        },
        {
            "before": ["ring Adaeze at 3 tmrw", "ring Kwabena at 5 tmrw"],
            "say": "sorry, 4 not 3",
            "expect": {"moved": [{"action": "ring Adaeze", "due": "2027-03-09T16:00"}]},
        },
        {
            "before": ["take the Lopez kids to practice thurs 4pm"],
            "say": "its at 4:30 not 4",
            "expect": {"moved": [{"action": "take the Lopez kids to practice", "due": "2027-03-11T16:30"}]},
        },
        {
            "before": ["call Lola Nena on sunday at 8"],
            "say": "8pm i mean, not morning",
            "expect": {"moved": [{"action": "call Lola Nena", "due": "2027-03-14T20:00"}]},
        },
        {
            "before": ["Søren moved to the Aarhus office"],
            "say": "correction: it's the Odense office, not Aarhus",
            "expect": {"corrected": [{"subject": "Søren", "predicate": "location", "value": "Odense office"}]},
        },
        {
            "before": ["Bea moved to the Makati office in february", "call Tunde on the 10th"],
            "say": "she moved there in january not february",
            "expect": {"corrected": [{"subject": "Bea", "predicate": "location", "value": "Makati office",
                                      "from": "2027-01-01"}]},
        },
        {  # no fact about her: asked, never a to-do re-dated
            "before": ["call Tunde on the 10th"],
            "say": "she moved there in january not february",
            "expect": {"ask": True},
        },
        {
            "before": ["run the fire drill fri at 11am"],
            "say": "fire drill pushed back a fortnight",
            "expect": {"moved": [{"action": "run the fire drill", "due": "2027-03-26T11:00"}]},
        },
        {
            "before": ["book a caterer for the Haddad engagement", "email Ines the floor plan"],
            "say": "scrap that, they found their own",
            "expect": {"cancelled": ["email Ines the floor plan"]},
        },
    ]
    assert await failures(tmp_path, NOW.isoformat(), "Europe/London", cases) == []

"""Tests for misreadings the lead found typing as a busy person would (session 22): a header
saying how the day looks ("busy day: …") is no part of the first to-do; a chore said as its
bins going out ("dont forget bins go out wednesday night") is the chore, not "don't forget …";
someone who "came out" (the engineer, the plumber) visited, so no issue opens; "Farida's
starting on the 14th" is her start date, as "Farida starts on the 14th" is (it was her to-do
"start"); and "it's actually due monday" corrects the date as "actually, it's due monday" does
(it was asked about as nothing read); "tomorrow i have to be at the courthouse by 9am" is being
there, the day said first (it read nothing); and "renew my license 🚗 its expiring end of month"
dates the to-do, the emoji standing for a comma (it asked about a to-do "renew its"); and in
"call Arjun, book a cab sat 5am" the bare clock time is the cab's alone (Arjun was due at 5am
too), while "… by 5pm" is still the whole list's deadline; a diary line with its own time ends a
list of to-dos ("water the plants, dentist fri 3:15pm" was one to-do "water the plants, dentist");
and a day said first with "the" leads its to-do ("the day after tomorrow pick up the parcel" read
nothing), while "the Q3 plan for Atlas depends on the budget" stays nothing; and someone known by
their job promising a thing by a day is their to-do ("the accountant will send the figures by
friday" was asked about as unread), never a thing that will do something ("the heater will …")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    CorrectTime,
    Intent,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    extract,
)
from tests.memory.understanding.played import failures

ZONE = "Europe/London"
PLAYED_NOW = "2026-12-03T08:05:00+00:00"
NOW = datetime(2026, 12, 3, 8, 5, tzinfo=ZoneInfo(ZONE))  # a Thursday


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=ZoneInfo(ZONE))


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("busy day: dentist at 2, then pick up Zainab from school at 3:30", ["dentist", "pick up Zainab from school"]),
        ("hectic morning - ring the bank at 9", ["ring the bank"]),
        ("big week ahead: finish the audit by fri", ["finish the audit"]),
        ("another long day: call the insurers at 11", ["call the insurers"]),
    ],
)
def test_a_header_saying_how_the_day_looks_is_no_part_of_a_todo(text: str, actions: list[str]) -> None:
    read = _read(text)
    assert [i.action for i in read if isinstance(i, NewCommitment)] == actions
    assert all(i.due is not None for i in read if isinstance(i, NewCommitment))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("dont forget bins go out wednesday night", "take bins out", 9),
        ("remember the recycling goes out tmrw", "take the recycling out", 4),
        ("don't forget the green bin goes out on monday", "take the green bin out", 7),
    ],
)
def test_a_chore_said_as_the_bins_going_out_is_the_chore(text: str, action: str, day: int) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action
    assert todo.due is not None and todo.due.start.astimezone(ZoneInfo(ZONE)).day in (day, day + 1)


@pytest.mark.parametrize(
    "text",
    [
        "boiler's sorted, engineer came out",
        "the plumber came out this morning",
        "the new season came out",
        "the red wine stain came out in the wash",
        "the electrician is coming out tomorrow",
    ],
)
def test_someone_or_something_that_came_out_opens_no_issue(text: str) -> None:
    read = _read(text)
    assert not any(isinstance(i, OpenEpisode) for i in read)
    assert not any(isinstance(i, CompleteCommitment) and isinstance(i.otherwise, OpenEpisode) for i in read)


async def test_the_engineer_coming_out_resolves_the_boiler_and_opens_nothing(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["the boiler's broken"], "say": "boiler's sorted, engineer came out",
         "expect": {"resolved": ["boiler"]}},
        {"say": "dont forget bins go out wednesday night",
         "expect": {"commitments": [{"action": ["take bins out", "take the bins out"], "due": "2026-12-09"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, ZONE, cases) == []


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("Farida's starting on the 14th", "Farida", "14 December 2026"),
        ("ok so Tomasz's starting monday", "Tomasz", "7 December 2026"),
        ("Mei Ling'll start on 3 March", "Mei Ling", "3 March 2027"),
    ],
)
def test_someone_starting_said_with_an_apostrophe_is_their_start_date(text: str, who: str, day: str) -> None:
    read = _read(text)
    assert [(i.subject, i.predicate, i.value) for i in read if isinstance(i, StateClaim)] == [(who, "start date", day)]
    assert not any(isinstance(i, NewCommitment) for i in read)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("it's actually due monday", 7),
        ("its actually due the 9th", 9),
        ("that's actually due fri", 4),
        ("it was actually the 2nd", 2),
    ],
)
def test_actually_after_its_it_corrects_the_date(text: str, day: int) -> None:
    (correction,) = _read(text)
    assert isinstance(correction, CorrectTime) and correction.new is not None
    assert correction.new.start.astimezone(ZoneInfo(ZONE)).day == day


def test_actually_after_it_with_no_date_corrects_nothing() -> None:
    assert not any(isinstance(i, CorrectTime) for i in _read("it's actually fine"))


async def test_a_due_put_right_with_actually_inside_moves_the_todo(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["need to pay the rego by friday"], "say": "it's actually due monday",
         "expect": {"moved": [{"action": "pay the rego", "due": "2026-12-07"}]}},
        {"say": "ok so Farida's starting on the 14th, need to set up her laptop before then",
         "expect": {"facts": [{"subject": "Farida", "predicate": "start date", "value": "14 December 2026"}],
                    "commitments": [{"action": ["set up her laptop", "set up Farida's laptop"], "due": "2026-12-13",
                                     "counterparty": "Farida"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, ZONE, cases) == []


@pytest.mark.parametrize(
    ("text", "action", "day", "hour"),
    [
        ("tomorrow i have to be at the courthouse by 9am", "be at the courthouse", 4, 9),
        ("sat: need to be at the airport by 6am", "be at the airport", 5, 6),
        ("friday we need to be in Leeds for 10", "be in Leeds", 4, 10),
    ],
)
def test_being_somewhere_with_the_day_said_first(text: str, action: str, day: int, hour: int) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None
    due = todo.due.start.astimezone(ZoneInfo(ZONE))
    assert (due.day, due.hour) == (day, hour)


def test_a_day_first_and_no_place_is_no_todo_of_being_there() -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read("tomorrow i need to be careful"))


@pytest.mark.parametrize(
    "text",
    [
        "renew my license 🚗 its expiring end of month",
        "renew my license 🚗 it's expiring end of month",
        "renew my license, its expiring end of month",
        "renew my license 🪪 it is due end of month",
    ],
)
def test_when_the_thing_expires_said_after_an_emoji_dates_the_todo(text: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and todo.action == "renew my license"
    assert todo.due is not None and todo.due.start.astimezone(ZoneInfo(ZONE)).day == 31


def test_its_before_a_noun_stays_the_possessive() -> None:
    read = _read("renew the car insurance, its expiry date is the 31st")
    assert not any(isinstance(i, NewCommitment) and "it's" in i.action for i in read)


@pytest.mark.parametrize(
    ("text", "undated"),
    [
        ("call Arjun, book a cab sat 5am", ["call Arjun"]),
        ("3 things: call Arjun re the lease, book cab for airport sat 5am, and pay the maid",
         ["call Arjun re the lease", "pay the maid"]),
        ("water the plants, ring the dentist fri 3:15pm", ["water the plants"]),
    ],
)
def test_a_bare_clock_time_is_the_last_todos_own(text: str, undated: list[str]) -> None:
    read = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [i.action for i in read if i.due is None] == undated
    assert len([i for i in read if i.due is not None]) == 1


@pytest.mark.parametrize(
    "text", ["buy stamps and post the forms by 5pm", "email Ines, order toner and ping facilities by friday"]
)
def test_a_deadline_at_the_end_of_a_list_is_every_items(text: str) -> None:
    read = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert len(read) >= 2 and len({i.due for i in read}) == 1 and read[0].due is not None


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("water the plants, dentist fri 3:15pm", ["water the plants", "dentist"]),
        ("ring the bank, haircut sat 10am", ["ring the bank", "haircut"]),
    ],
)
def test_a_diary_line_with_its_own_time_ends_a_list(text: str, actions: list[str]) -> None:
    read = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [i.action for i in read] == actions
    assert read[0].due is None and read[1].due is not None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the day after tomorrow pick up the parcel", "pick up the parcel"),
        ("the day after tomorrow call the bank", "call the bank"),
    ],
)
def test_a_day_said_first_with_the_leads_its_todo(text: str, action: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action
    assert todo.due is not None and todo.due.start.astimezone(ZoneInfo(ZONE)).day == 5


def test_a_stretch_of_time_said_first_with_the_qualifies_a_thing() -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read("the Q3 plan for Atlas depends on the budget"))


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("the accountant will send the figures by friday", "accountant", "send the figures"),
        ("our estate agent is going to send the lease by monday", "estate agent", "send the lease"),
        ("my solicitor will file the papers by the 10th", "solicitor", "file the papers"),
        # a day with no "by", as a to-do's own
        ("my landlord will fix the boiler tmrw", "landlord", "fix the boiler"),
        ("the accountant will send the figures friday", "accountant", "send the figures"),
        ("our plumber is going to replace the valve on monday", "plumber", "replace the valve"),
    ],
)
def test_someone_known_by_their_job_promising_by_a_day(text: str, owner: str, action: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and (todo.owner, todo.action) == (owner, action)
    assert todo.due is not None


@pytest.mark.parametrize(
    "text", ["the heater will turn on by 6", "the heater will turn on tmrw", "my landlord will be away tmrw"]
)
def test_a_thing_that_will_do_something_is_no_one_promising(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("called the broker, he'll send the forms over tmrw", "broker", "send the forms over"),
        ("rang my accountant, she'll file the return by friday", "accountant", "file the return"),
        ("spoke to the landlord. he's going to fix the boiler on monday", "landlord", "fix the boiler"),
    ],
)
def test_he_or_she_after_someone_reached_by_their_job_is_them(text: str, owner: str, action: str) -> None:
    theirs = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [(t.owner, t.action) for t in theirs] == [(owner, action)] and theirs[0].due is not None

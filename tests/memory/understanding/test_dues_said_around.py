"""Dues said around the to-do rather than after it, and the thing a to-do's "it" names: a due
given by who reckons it ("…, by the 25th she reckons"), the to-do said again without its
subject ("…, needs doing by sat"), an occasion's own time ("b4 his 11am talk tmrw", "thurs b4
9am"), a list label's day ("on my plate for today: …"), a time said first ("after the long
weekend restock …"), a remark in brackets beside the to-do, a thing that needs a job done
("genset needs a service on the 15th"), and "it" as the thing said first ("power bill 20/4 -
pay it", "the venue for the dinner is on me, book it")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2030, 3, 19, 9, 0, tzinfo=LONDON), LONDON)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("venue for the alumni dinner is on me, book it within 2 wks",
         ("book venue for the alumni dinner", "Tue 02 00:00")),
        ("the cake for the party is on me, order it by fri", ("order the cake for the party", "Fri 22 00:00")),
        ("power bill 20/4 - pay it", ("pay power bill", "Sat 20 00:00")),
        ("water bill on the 3rd - pay it", ("pay water bill", "Wed 03 00:00")),
        ("gas bill 14/4 — pay it", ("pay gas bill", "Sun 14 00:00")),
    ],
)
def test_it_is_the_thing_said_first(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Chiamaka owes me the wedding photos, by the 25th she reckons",
         ("send me the wedding photos", "Mon 25 00:00")),
        ("Tom will send the deck friday he says", ("send the deck", "Fri 22 00:00")),
        ("need to pay the deposit by end of month Raj reckons", ("pay the deposit", "Sun 31 00:00")),
    ],
)
def test_who_gave_the_due_said_after_it(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_as_i_said_is_no_one_giving_the_due() -> None:
    """ "like i said" is the user repeating a plan, not someone else's estimate: left as it was."""
    assert read.todos(read("ill probably do the gate latch saturday like i said")) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Freshta's on the hook for printing the programmes, needs doing by sat",
         ("print the programmes", "Sat 23 00:00")),
        ("need to renew the car tax, needs doing by the 5th", ("renew the car tax", "Fri 05 00:00")),
        ("book the venue, it needs sorting before friday", ("book the venue", "Thu 21 00:00")),
    ],
)
def test_the_todo_said_again_gives_only_its_due(text: str, todo: tuple[str, str]) -> None:
    found = read(text)
    assert [(a, d) for a, _, d in read.owned(found)] == [todo], found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Kenji's counting on me to review his slides b4 his 11am talk tmrw", "Wed 20 11:00"),
        ("need to print the handouts before the 2pm meeting on friday", "Fri 22 14:00"),
        ("gotta prep the room before her 9:30 interview thurs", "Thu 21 09:30"),
        ("print the order of service thurs b4 9am", "Thu 21 09:00"),
        ("send the report friday before noon", "Fri 22 12:00"),
        ("call the vet tomorrow before 5", "Wed 20 17:00"),
    ],
)
def test_a_time_bound_before_an_occasion_or_on_a_day(text: str, todo: str) -> None:
    assert [d for _, d in read.todos(read(text))] == [todo]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("on my plate for today: reconcile the petty cash", [("reconcile the petty cash", "Tue 19 00:00")]),
        ("on my plate today: reconcile the petty cash", [("reconcile the petty cash", "Tue 19 00:00")]),
        ("my to-do list tmrw: call the bank, book the MOT", [("call the bank", "Wed 20 00:00"),
                                                              ("book the MOT", "Wed 20 00:00")]),
        ("todo today: expenses, ring dentist", [("expenses", "Tue 19 00:00"), ("ring dentist", "Tue 19 00:00")]),
        ("to do tmrw - call the bank, book the MOT", [("call the bank", "Wed 20 00:00"),
                                                      ("book the MOT", "Wed 20 00:00")]),
        ("today's jobs: clear the gutters, mow the lawn", [("clear the gutters", "Tue 19 00:00"),
                                                           ("mow the lawn", "Tue 19 00:00")]),
        ("errands for thurs: post the parcel, get stamps", [("post the parcel", "Thu 21 00:00"),
                                                            ("get stamps", "Thu 21 00:00")]),
    ],
)
def test_a_list_labelled_with_its_day(text: str, todos: list[tuple[str, str]]) -> None:
    assert read.todos(read(text)) == todos


@pytest.mark.parametrize(
    "text",
    ["after the long weekend restock the pharmacy shelves", "before the holidays, book the vet"],
)
def test_a_vague_time_said_first_is_asked(text: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None, asked


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("bring the urn to the hall sun 10am (clocks go back that morning so dont turn up early lol)",
         ("bring the urn to the hall", "Sun 24 10:00")),
        ("pick up the cake sat 3pm (shop shuts at 4 on saturdays)", ("pick up the cake", "Sat 23 15:00")),
    ],
)
def test_a_remark_in_brackets_stands_beside_the_todo(text: str, todo: tuple[str, str]) -> None:
    assert todo in read.todos(read(text))


def test_a_short_bracket_goes_on_with_the_todo() -> None:
    """ "(about the rattle)" says more of the to-do, never a sentence of its own."""
    found = read("book the car in fri (about the weird rattle noise)")
    assert all("rattle" in getattr(i, "action", "") or "rattle" in getattr(i, "question", "") for i in found), found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("genset needs a service on the 15th", ("service the genset", "Mon 15 00:00")),
        ("the car needs a wash by friday", ("wash the car", "Fri 22 00:00")),
        ("the fence needs a paint before the 20th", ("paint the fence", "Tue 19 00:00")),
    ],
)
def test_a_thing_that_needs_a_job_is_that_job(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_thing_that_needs_something_else_is_asked() -> None:
    assert kinds(read("the car needs an MOT by friday")) == ["Unclear"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("domain lapses on the 25th and renewing it is on me", "renew the domain"),
        ("the parking permit runs out friday - renew it", "renew the parking permit"),
    ],
)
def test_the_day_a_thing_ends_dates_keeping_it(text: str, action: str) -> None:
    [found] = read(text)
    todo = getattr(found, "otherwise", found)
    assert isinstance(todo, NewCommitment) and todo.action == action, found


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("have to return the xmas sweater that doesnt fit within 2 wks", "return the xmas sweater"),
        ("need to replace the bulb which isn't working by friday", "replace the bulb"),
        ("need to chase the parcel that didn't arrive", "chase the parcel"),
        # the clause goes on to whom it is sent: kept whole
        ("send the form that never arrived to HR tmrw", "send the form that never arrived to HR"),
    ],
)
def test_what_is_wrong_with_the_thing_is_no_part_of_the_todo(text: str, action: str) -> None:
    assert [a for a, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "need to get the bear spray refilled b4 hunting season",
        "service the boat before sailing season starts",
        "gotta get the tyres swapped before ski season",
        "file the receipts by tax season",
    ],
)
def test_a_season_of_something_is_asked_and_never_kept_in_the_action(text: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None, asked

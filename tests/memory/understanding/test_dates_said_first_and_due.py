"""Dues said before the to-do and dues said of a thing (session 24): a day first, then "i've got
to …" or a verb that is also a noun ("lead", "host"); a numeric date whose other reading lies far
ahead is asked (the date conventions: only the other reading gone by settles it); a deadline that
names nothing is asked about, never kept as a to-do "deadline"; a plural's "are now due", a chore
said as the bins going out, another's promise with "'ll", a sentence after "told her no.", and an
occasion said only to date the to-do after it "by then"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

EUCLA = ZoneInfo("Australia/Eucla")
LONDON = ZoneInfo("Europe/London")
CHICAGO = ZoneInfo("America/Chicago")
# Tue 29 February 2028, late afternoon
leap_day = Reading(datetime(2028, 2, 29, 16, 20, tzinfo=EUCLA), EUCLA, fmt="%m-%d %H:%M")
# Wed 2 December 2026
london = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON, fmt="%m-%d %H:%M")
# Sun 14 March 2027, night
chicago = Reading(datetime(2027, 3, 14, 22, 30, tzinfo=CHICAGO), CHICAGO, fmt="%m-%d %H:%M")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("next tues i've gotta present the roadmap", ("present the roadmap", "03-07 00:00")),
        ("tmrw i've got to call the bank", ("call the bank", "03-01 00:00")),
        ("friday i've gotta send the report", ("send the report", "03-03 00:00")),
        ("sat we've got to clear the garage", ("clear the garage", "03-04 00:00")),
        ("sun i've gotta prep the lesson plans", ("prep the lesson plans", "03-05 00:00")),
    ],
)
def test_a_day_then_ive_got_to_is_the_todo_after_it(text: str, todo: tuple[str, str]) -> None:
    assert leap_day.todos(leap_day(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("next sun 10am lead the reef walk", ("lead the reef walk", "03-12 10:00")),
        ("tmrw 10am lead the reef walk", ("lead the reef walk", "03-01 10:00")),
        ("fri 3pm host the quiz night", ("host the quiz night", "03-03 15:00")),
        ("mon service the generator", ("service the generator", "03-06 00:00")),
        ("sat host the book club", ("host the book club", "03-04 00:00")),
        ("sun lead the choir", ("lead the choir", "03-05 00:00")),
    ],
)
def test_a_day_then_a_verb_that_is_also_a_noun_is_a_todo(text: str, todo: tuple[str, str]) -> None:
    assert leap_day.todos(leap_day(text)) == [todo]


@pytest.mark.parametrize("text", ["tmrw lead times are long", "friday host was lovely", "sat lead singer was off"])
def test_the_noun_after_a_day_keeps_nothing(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in leap_day(text))


@pytest.mark.parametrize(
    ("read", "text", "one", "other"),
    [
        (leap_day, "send the soil samples to the lab 9/3", "9 March", "3 September"),
        (leap_day, "need to renew the rego by 10/3", "10 March", "3 October"),
        (chicago, "pay the sitter back by 4/10", "10 April", "4 October"),
        (chicago, "gotta move the 401k money before tax day... let's say by 4/10", "10 April", "4 October"),
    ],
)
def test_a_numeric_due_whose_other_reading_is_far_ahead_is_still_asked(
    read: Reading, text: str, one: str, other: str
) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    assert one in found[0].question and other in found[0].question


def test_a_numeric_due_whose_other_reading_comes_round_only_a_year_on_is_kept() -> None:
    # 3 February has gone by: only 2 March is still to come
    assert leap_day.todos(leap_day("pay the plumber by 2/3")) == [("pay the plumber", "03-02 00:00")]


@pytest.mark.parametrize(
    ("read", "text"),
    [(leap_day, "sorry, 10/3"), (leap_day, "oops, 9/3")],
)
def test_a_numeric_correction_whose_other_reading_is_far_ahead_offers_both_days(read: Reading, text: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], Unclear) and len(found[0].dues) == 2, found


@pytest.mark.parametrize(
    ("text", "occasion"),
    [("3/12 dentist appt at 9:15", "dentist appt"), ("physio 4/10 at 8:30am", "physio")],
)
def test_an_occasion_on_a_day_read_two_ways_is_asked_when_never_at_the_clock_alone(text: str, occasion: str) -> None:
    found = chicago(text)
    assert len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is None, found
    assert f"When is “{occasion}”?" in found[0].question


@pytest.mark.parametrize(
    "text", ["the deadline is friday", "Maya's deadline is friday", "deadline friday", "our deadline's the 14th"]
)
def test_a_deadline_of_nothing_named_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in london(text))


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("invoices are now due friday", "invoices"),
        ("the permits are now due the 14th", "permits"),
        ("the timesheets are now due monday", "timesheets"),
    ],
)
def test_a_plurals_are_now_due_moves_the_thing(text: str, target: str) -> None:
    found = london(text)
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == [target], found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("bins go out tonight", ("take bins out", "12-02 18:00")),
        ("recycling goes out tmrw", ("take recycling out", "12-03 00:00")),
        ("the green bin goes out on friday", ("take the green bin out", "12-04 00:00")),
        ("the compost is going out thursday", ("take the compost out", "12-03 00:00")),
    ],
)
def test_a_chore_said_as_the_bins_going_out_is_the_users_todo(text: str, todo: tuple[str, str]) -> None:
    assert london.todos(london(text)) == [todo]


@pytest.mark.parametrize("text", ["newsletter goes out friday", "Maya is going out tonight", "the tide goes out at 6"])
def test_other_things_going_out_are_no_chore(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in london(text))


@pytest.mark.parametrize(
    ("text", "owner", "todo"),
    [
        ("the accountant'll file the return by the 20th", "accountant", ("file the return", "12-20 00:00")),
        ("Maria'll file the return by the 20th", "Maria", ("file the return", "12-20 00:00")),
        ("my solicitor'll send the forms fri", "solicitor", ("send the forms", "12-04 00:00")),
    ],
)
def test_anothers_promise_with_ll_is_theirs(text: str, owner: str, todo: tuple[str, str]) -> None:
    found = london(text)
    assert london.todos(found) == [todo] and [i.owner for i in found if isinstance(i, NewCommitment)] == [owner]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("told her no. I need to book the vet by friday", ("book the vet", "12-04 00:00")),
        ("told him no. need to call the bank tmrw", ("call the bank", "12-03 00:00")),
        ("said no. call mum tmrw", ("call mum", "12-03 00:00")),
    ],
)
def test_a_sentence_after_no_full_stop_is_read_on_its_own(text: str, todo: tuple[str, str]) -> None:
    assert london.todos(london(text)) == [todo]


def test_no_before_a_number_is_still_the_number() -> None:
    assert london.todos(london("call about invoice no. 4471 by friday")) == [
        ("call about invoice no. 4471", "12-04 00:00")
    ]


# Wed 29 September 2027
autumn = Reading(datetime(2027, 9, 29, 10, 0, tzinfo=LONDON), LONDON, fmt="%m-%d %H:%M")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("arbitration hearing is 2 weeks from tmrw, prep Dmitri's file by then", ("prep Dmitri's file", "10-14 00:00")),
        ("the hearing is on friday, prep the file by then", ("prep the file", "10-01 00:00")),
        ("the party is sat, bake the cake by then", ("bake the cake", "10-02 00:00")),
        ("school play fri 6pm, need to finish the costume b4 then", ("finish the costume", "10-01 18:00")),
    ],
)
def test_an_occasion_that_only_dates_the_todo_after_it_is_no_todo(text: str, todo: tuple[str, str]) -> None:
    assert autumn.todos(autumn(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("in a fortnight i fly out, need to return the site badge to Priya by then",
         ("return the site badge to Priya", "10-13 00:00")),
        ("on the 9th we fly home, need to clear the fridge before then", ("clear the fridge", "10-08 00:00")),
        ("sat we move flats, gotta book the van by then", ("book the van", "10-02 00:00")),
    ],
)
def test_the_users_own_event_that_only_dates_the_todo_after_it_is_no_todo(text: str, todo: tuple[str, str]) -> None:
    """ "in a fortnight i fly out, need to … by then": the flight told in the present dates the
    to-do; it is no to-do of its own."""
    assert autumn.todos(autumn(text)) == [todo]


def test_two_diary_lines_on_one_day_keep_both() -> None:
    found = autumn("dentist thurs 10am, pick up Ama at 3 same day")
    assert [action for action, _ in autumn.todos(found)] == ["dentist", "pick up Ama"]

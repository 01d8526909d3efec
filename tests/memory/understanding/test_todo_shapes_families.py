"""To-dos said the way people jot them: an agenda line with its day and time, a weekday first with
no obligation word, a deadline at the end of a shift or school day, "them" for a firm named
before, polite lead-ins and tails, and someone's promise named by who they are."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 10, 0, tzinfo=TZ)  # a Wednesday morning


def _todos(text: str, now: datetime = NOW) -> list[NewCommitment]:
    return [i for i in extract(text, now=now, tz=TZ) if isinstance(i, NewCommitment)]


def _one(text: str, now: datetime = NOW) -> NewCommitment:
    found = extract(text, now=now, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _local(todo: NewCommitment) -> str:
    assert todo.due is not None
    return todo.due.start.astimezone(TZ).strftime("%Y-%m-%d %H:%M")


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("15/3 MOT 8:30am", "MOT", "2027-03-15 08:30"),
        ("22/3 physio @ 10:30", "physio", "2027-03-22 10:30"),
        ("30/3 haircut at 2pm", "haircut", "2027-03-30 14:00"),
        ("fri dentist appt at 9:15", "dentist appt", "2027-03-12 09:15"),
        ("13/4 smear test at 11:40", "smear test", "2027-04-13 11:40"),  # "12/4": 12 April or 4 December, asked
    ],
)
def test_an_agenda_line_is_kept_at_its_day_and_time(text: str, action: str, due: str) -> None:
    todo = _one(text)
    assert (todo.action, _local(todo)) == (action, due)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("sat bring the cones", "bring the cones", "2027-03-13"),
        ("sun prep the lesson plans", "prep the lesson plans", "2027-03-14"),
        ("mon ring the council about the bins", "ring the council about the bins", "2027-03-15"),
        ("wed follow up with Ayesha re the audit", "follow up with Ayesha re the audit", "2027-03-17"),
        ("Wed chase Kenji for the invoices", "chase Kenji for the invoices", "2027-03-17"),
    ],
)
def test_a_weekday_first_then_a_to_do(text: str, action: str, day: str) -> None:
    todo = _one(text)
    assert (todo.action, _local(todo)[:10]) == (action, day)


@pytest.mark.parametrize(
    "text", ["sun is out finally", "mon cheri is here", "wed love to come", "sat the exam last week"]
)
def test_a_word_like_weekday_before_no_to_do_is_no_date(text: str) -> None:
    assert [todo for todo in _todos(text) if todo.due is not None] == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Need to write up the discharge summary for bed 12 before end of shift",
         "write up the discharge summary for bed 12"),
        ("restock the bar before close", "restock the bar"),
        ("have to send the float count by close", "send the float count"),
        ("need to grab bread after school pickup", "grab bread"),
        ("prep the veg before the lunch rush", "prep the veg"),
        ("need to tidy the kit room by end of play", "tidy the kit room"),
        ("must email the supply teacher by end of the school day", "email the supply teacher"),
        ("gotta cash up the till before closing time", "cash up the till"),
    ],
)  # fmt: skip
def test_the_end_of_a_working_day_is_today(text: str, action: str) -> None:
    todo = _one(text)
    assert (todo.action, _local(todo)[:10]) == (action, "2027-03-10")


def test_the_end_of_a_shift_with_a_day_is_that_day() -> None:
    todo = _one("finish handover notes before end of shift tmrw")
    assert (todo.action, _local(todo)[:10]) == ("finish handover notes", "2027-03-11")


@pytest.mark.parametrize(
    ("text", "hour"),
    [
        ("need to log the fridge temps by end of service", 23),
        ("restock the bar before close", 2),
        ("prep the veg before the lunch rush", 15),
    ],
)
def test_the_end_of_a_working_day_said_out_of_hours_is_asked(text: str, hour: int) -> None:
    found = extract(text, now=NOW.replace(hour=hour), tz=TZ)
    assert [type(i) for i in found] == [Unclear]
    assert not any(isinstance(i, NewCommitment) and i.due is not None for i in found)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("ordered from Kwik Fit, need to chase them friday", "chase Kwik Fit"),
        ("the shop owes me a refund, need to chase them on monday", "chase the shop"),
        ("Amazon still hasn't refunded me, gotta chase them thurs", "chase Amazon"),
        ("the garage has my car, need to ring them tomorrow", "ring the garage"),
        ("booked the removal firm for the 20th, need to call them back monday", "call the removal firm back"),
    ],
)
def test_them_is_the_firm_named_before(text: str, action: str) -> None:
    assert [todo.action for todo in _todos(text)] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "emailed Ana and Bilal, need to chase them friday",
        "the kids are at Gran's, need to pick them up at 5 tomorrow",
        "my parents are visiting, need to collect them from the station sat",
    ],
)
def test_them_for_more_than_one_stays_them(text: str) -> None:
    assert any(" them" in todo.action for todo in _todos(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("gonna need to renew the van insurance by friday", "renew the van insurance"),
        ("if you could remind me to water Leila's plants tomorrow", "water Leila's plants"),
        ("remind me to book the vet for me on thursday", "book the vet"),
        ("need to pay the window cleaner friday ok?", "pay the window cleaner"),
        ("need to sort the gas bill when I get a sec", "sort the gas bill"),
        ("have got to submit the timesheet by monday", "submit the timesheet"),
        ("could u remind me to pay Jun back on the 15th", "pay Jun back"),
    ],
)
def test_lead_ins_and_tails_are_no_part_of_the_action(text: str, action: str) -> None:
    assert _one(text).action == action


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("the landlord said he'll fix the boiler by thursday", "landlord", "fix the boiler"),
        ("my sister said she'd pick up the kids tomorrow", "my sister", "pick up the kids"),
        ("the council says they will collect the sofa on friday", "council", "collect the sofa"),
        ("our neighbour promised she'd feed the cat tmrw", "our neighbour", "feed the cat"),
        ("the doctor said she'd call with the results on monday", "doctor", "call with the results"),
    ],
)
def test_a_promise_by_who_someone_is_is_theirs(text: str, owner: str, action: str) -> None:
    todo = _one(text)
    assert (todo.owner, todo.action) == (owner, action) and todo.due is not None


@pytest.mark.parametrize(
    "text",
    [
        "my brother said he'd fix the roof at some point",
        "the forecast said it'll rain tomorrow",
        "the plumber reckons he'll be done by friday",
    ],
)
def test_no_promise_without_a_date_or_a_deed(text: str) -> None:
    assert _todos(text) == []

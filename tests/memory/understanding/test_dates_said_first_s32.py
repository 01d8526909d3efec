"""Tests for to-dos whose day or shape the reader missed (session 32, blind30's commitments and
dates): a day said first before another person's job or a thing ("next fri Sílvia's gonna present
the budget", "by the 26th the pension form has to go in": read as nothing), a job a meeting gave
someone said in the present ("team agreed Pau writes the press release by thurs"), a need said
after its day ("in 10 days the passport photos need doing": kept word for word), "i'll have it in"
after a deadline (kept as "deadline for …"), and a workout at a bare 7 (asked, morning or evening)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Andorra")
READ = Reading(datetime(2031, 3, 26, 9, 40, tzinfo=ZONE), ZONE, fmt="%a %d %H:%M")  # a Wednesday morning


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("next fri Sílvia's gonna present the budget", ("present the budget", "Sílvia", "Fri 04 00:00")),
        ("tmrw Jordi will fix the gate", ("fix the gate", "Jordi", "Thu 27 00:00")),
        ("by sat Marta's gonna bring the cake", ("bring the cake", "Marta", "Sat 29 00:00")),
        ("on mon Quim is sending the invoices", ("send the invoices", "Quim", "Mon 31 00:00")),
    ],
)
def test_a_day_said_before_anothers_todo_is_its_due(text: str, todo: tuple[str, str, str]) -> None:
    assert READ.owned(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("by the 26th the pension form has to go in, so today", ("pension form", "Wed 26 00:00")),
        ("by fri the visa form has to go in, ugh", ("visa form", "Fri 28 00:00")),
    ],
)
def test_a_day_said_before_a_thing_due_re_dates_or_makes_it(text: str, todo: tuple[str, str]) -> None:
    (found,) = READ(text)  # a thing said due moves its open to-do, or is one (memory.derive: "submit the …")
    assert (found.action, READ.when(found)) == todo, found


@pytest.mark.parametrize(
    "text",
    [
        "tmrw the weather turns",  # no one's to-do
        "tmrw Ana's in Madrid",  # where someone is, no job
        "by fri I'm done with this",
        "sat the kids have football",
    ],
)
def test_a_day_said_first_before_no_todo_keeps_nothing_new(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.owner != "me"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("team agreed Pau writes the press release by thurs", ("write the press release", "Pau", "Thu 27 00:00")),
        ("we decided Ana books the venue by fri", ("book the venue", "Ana", "Fri 28 00:00")),
        ("the team agreed that Iker drafts the agenda by wed", ("draft the agenda", "Iker", "Wed 02 00:00")),
        ("Jordi presents the budget next mon", ("present the budget", "Jordi", "Mon 31 00:00")),
    ],
)
def test_a_job_given_out_in_the_present_is_theirs(text: str, todo: tuple[str, str, str]) -> None:
    assert READ.owned(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["Marta writes the minutes every week", "Pau writes the press release", "Quim sends the invoices on fridays"],
)
def test_a_job_in_the_present_with_no_day_is_no_dated_todo(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.due is not None]


DILI = ZoneInfo("Asia/Dili")
IN_DILI = Reading(datetime(2029, 2, 28, 8, 20, tzinfo=DILI), DILI, fmt="%a %d %b")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("in 10 days the passport photos need doing", ("do the passport photos", "Sat 10 Mar")),
        ("in 2 wks the accounts need doing", ("do the accounts", "Wed 14 Mar")),
        ("by fri the car needs washing", ("wash the car", "Fri 02 Mar")),
        ("by the 9th the windows need cleaning", ("clean the windows", "Fri 09 Mar")),
    ],
)
def test_a_need_after_its_day_is_the_job(text: str, todo: tuple[str, str]) -> None:
    assert IN_DILI.todos(IN_DILI(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "deadline for the coffee co-op report is 2029-03-19, i'll have it in",
            ("have the coffee co-op report in", "Mon 19 Mar"),
        ),
        ("the deadline for the grant form is the 9th, will have it done", ("have the grant form done", "Fri 09 Mar")),
        ("deadline for the co-op report is fri, gotta have it ready", ("have the co-op report ready", "Fri 02 Mar")),
        ("the last day for the visa form is the 9th, i'll have them in", ("have the visa form in", "Fri 09 Mar")),
    ],
)
def test_having_it_in_by_a_deadline_is_the_todo(text: str, todo: tuple[str, str]) -> None:
    assert IN_DILI.todos(IN_DILI(text)) == [todo]


def test_having_it_with_no_state_is_not_read_as_a_todo_of_having() -> None:
    assert not [
        i
        for i in IN_DILI("deadline for the essay is fri, i'll have it")
        if isinstance(i, NewCommitment) and i.action.startswith("have")
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tmrw 7:15 gym w/ Xavi", ("gym with Xavi", "Thu 27 07:15")),
        ("fri 7 yoga", ("yoga", "Fri 28 07:00")),
        ("sat 7:30 run with Ana", ("run with Ana", "Sat 29 07:30")),
        ("gym tmrw at 7", ("gym", "Thu 27 07:00")),
        ("gym tmrw 7pm", ("gym", "Thu 27 19:00")),  # said: the evening
        ("tmrw 7 dinner w/ Xavi", ("dinner with Xavi", "Thu 27 19:00")),
    ],
)
def test_a_workout_at_a_bare_7_is_the_mornings(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["tmrw 7 run the payroll", "tmrw 7:15 call mum"])
def test_other_things_at_a_bare_7_are_still_asked(text: str) -> None:
    (found,) = READ(text)
    assert isinstance(found, Unclear) and "7 in the morning or in the evening" in found.question, found


MADRID = ZoneInfo("Europe/Madrid")
IN_MADRID = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=MADRID), MADRID)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "tmrw 9:30 dentist w/ Leo, then pick up the dry cleaning",
            [("dentist with Leo", "Tue 08 09:30"), ("pick up the dry cleaning", "Tue 08 00:00")],
        ),
        (
            "tmrw 9:30: dentist, then drop the parcel",
            [("dentist", "Tue 08 09:30"), ("drop the parcel", "Tue 08 00:00")],
        ),
        ("fri 10:15 call the bank and email Jo", [("call the bank", "Fri 11 10:15"), ("email Jo", "Fri 11 10:15")]),
    ],
)
def test_a_clocks_colon_is_no_list_label(text: str, todos: list[tuple[str, str]]) -> None:
    assert IN_MADRID.todos(IN_MADRID(text)) == todos


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("b4 xmas need to post the cards", ("post the cards", "Thu 24 00:00")),
        ("before fri gotta post the cards", ("post the cards", "Thu 10 00:00")),
        ("b4 fri must renew the permit", ("renew the permit", "Thu 10 00:00")),
    ],
)
def test_an_obligation_after_a_day_said_first_stays_whole(text: str, todo: tuple[str, str]) -> None:
    assert IN_MADRID.todos(IN_MADRID(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("fri the plumber's coming at 10", ("visit", "plumber", "Fri 11 10:00")),
        ("on sat the plumber's coming at 10", ("visit", "plumber", "Sat 12 10:00")),
        ("by tmrw eod Ines said she'd send the figures", ("send the figures", "Ines", "Tue 08 00:00")),
        ("by fri Jordi promised he'll fix the gate", ("fix the gate", "Jordi", "Fri 11 00:00")),
    ],
)
def test_a_day_said_before_someones_visit_or_word_is_theirs(text: str, todo: tuple[str, str, str]) -> None:
    assert IN_MADRID.owned(IN_MADRID(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "by fri Elena's finally on holiday lol",  # where she will be
        "tmrw Ana's in Madrid",
        "by sat Marta's gonna bring the cake",  # hers, not the user's
        "Marta's flying out",  # a way of leaving
    ],
)
def test_a_day_then_someones_state_is_no_todo_of_the_users(text: str) -> None:
    assert not [i for i in IN_MADRID(text) if isinstance(i, NewCommitment) and i.owner == "me"]
    assert not [i for i in IN_MADRID(text) if type(i).__name__ == "OpenEpisode"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tmrw lunch w/ Carme 1pm", ("lunch with Carme", "Tue 08 13:00")),
        ("thurs lunch w/ Omar at 1:30", ("lunch with Omar", "Thu 10 13:30")),
        ("lunch w/ Carme tmrw 1pm", ("lunch with Carme", "Tue 08 13:00")),
        ("call Ana tmrw lunch", ("call Ana", "Tue 08 12:00")),  # lunchtime, the due's time of day
    ],
)
def test_a_lunch_with_someone_on_a_day_keeps_its_own_time(text: str, todo: tuple[str, str]) -> None:
    assert IN_MADRID.todos(IN_MADRID(text)) == [todo]

"""Dates, commitments and corrections put right in session 27: a when said first then a clause of
its own, a plan said after its day with "gonna", a job the head of a dated line already is, a
duty in the present simple with its day, a lent thing promised back, body parts that freeze, and a date
said to stand as it is."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, small_talk
from memory.understanding._promised_back import promised_back
from memory.understanding._scheduled_present import scheduled_present
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading, kinds

CHITA = ZoneInfo("Asia/Chita")
read = Reading(datetime(2029, 2, 27, 7, 50, tzinfo=CHITA), CHITA)  # a Tuesday
DUBAI = ZoneInfo("Asia/Dubai")
read_sat = Reading(datetime(2030, 11, 9, 11, 40, tzinfo=DUBAI), DUBAI)  # a Saturday
MUSCAT = ZoneInfo("Asia/Muscat")
read_mon = Reading(datetime(2029, 11, 19, 8, 5, tzinfo=MUSCAT), MUSCAT)  # a Monday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("b4 11 today i hafta email the tax office", ("email the tax office", "Tue 27 11:00")),
        ("before 5 i need to call the bank", ("call the bank", "Tue 27 17:00")),
        ("before lunch i must email Ana the deck", ("email Ana the deck", "Tue 27 12:00")),
        ("b4 9am i gotta ring the school", ("ring the school", "Tue 27 09:00")),
        ("b4 tmrw i wanna finish the quilt", ("finish the quilt", "Tue 27 00:00")),  # before tmrw: today
    ],
)
def test_when_first_then_a_clause_of_its_own(text: str, todo: tuple[str, str]) -> None:
    """ "b4 11 today i hafta …": the when ends before the subject, which is no part of the action."""
    assert read.todos(read(text)) == [todo]


def test_when_first_then_the_todo_still_moves_last() -> None:
    """ "before the holidays, book the vet": a bare to-do after the when is read as before."""
    found = read("before the holidays, book the vet")
    assert kinds(found) == ["Unclear"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("next sun gonna wax the skis", ("wax the skis", "Sun 11 00:00")),
        ("sunday I'm gonna wax the skis", ("wax the skis", "Sun 04 00:00")),
        ("tmrw gonna wax the skis", ("wax the skis", "Wed 28 00:00")),
        ("sunday gonna clean the garage", ("clean the garage", "Sun 04 00:00")),
        ("fri going to get the car washed", ("get the car washed", "Fri 02 00:00")),
    ],
)
def test_plan_said_after_its_day(text: str, todo: tuple[str, str]) -> None:
    """ "next sun gonna wax the skis": "gonna" after a leading day is the user's plan."""
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "sat going to the beach",
        "next fri going to the cinema w Jo",
        "tmrw gonna be busy",
        "tmrw going to be a long day",
    ],
)
def test_going_somewhere_after_a_day_is_no_todo(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("next mon dentist checkup booking, need to do it", ("dentist checkup booking", "Mon 05 00:00")),
        ("dentist booking next mon, need to do it", ("dentist booking", "Mon 05 00:00")),
        ("car service booking fri, gotta do that", ("car service booking", "Fri 02 00:00")),
        ("fri car service booking, gotta get it done", ("car service booking", "Fri 02 00:00")),
    ],
)
def test_the_dated_job_is_what_it_does(text: str, todo: tuple[str, str]) -> None:
    """ "…, need to do it": "it" is the dated job the line opens with, one to-do (no "do it")."""
    assert read.todos(read(text)) == [todo]


def test_occasion_with_time_first_then_what_to_bring_is_asked_when_day_is_unclear() -> None:
    """ "next sun lunch at mum's, bring the dolma" said on a Saturday: which sunday? asked."""
    found = read_sat("next sun lunch at mum's, bring the dolma")
    assert kinds(found) == ["Unclear"]
    assert "bring the dolma" in found[0].question


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("Emin does the pickup fri", [("do the pickup", "Emin", "Fri 15 00:00")]),
        ("Sara covers the front desk sat", [("cover the front desk", "Sara", "Sat 16 00:00")]),
        ("Priya handles the invoices by the 15th", [("handle the invoices", "Priya", "Fri 15 00:00")]),
        ("i do the airport run mon", [("do the airport run", "me", "Mon 11 00:00")]),
        (
            "i do the airport run at 5am mon, Emin does the pickup fri",
            [("do the airport run", "me", "Mon 11 05:00"), ("do the pickup", "Emin", "Fri 15 00:00")],
        ),
        (
            "i cover the site visit weds, Badr does the client lunch thurs",
            [("cover the site visit", "me", "Wed 13 00:00"), ("do the client lunch", "Badr", "Thu 14 00:00")],
        ),
    ],
)
def test_duty_in_the_present_with_its_day(text: str, todos: list[tuple[str, str, str]]) -> None:
    """ "Emin does the pickup fri": Emin's to-do, never the user's "Emin does the pickup"."""
    assert read_sat.owned(read_sat(text)) == todos


@pytest.mark.parametrize(
    "text",
    [
        "Emin does the pickup on fridays",
        "I do the school run every monday",
        "Emin does the accounts",
        "who does the pickup fri?",
    ],
)
def test_habit_duty_or_question_left_as_said(text: str) -> None:
    assert scheduled_present(text) == text
    assert read_sat.todos(read_sat(text)) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "Ibrahim owes me the camera lens, promised it back by weds",
            ("return the camera lens", "Ibrahim", "Wed 21 00:00"),
        ),
        ("Ibrahim has my camera lens, promised it back by weds", ("return my camera lens", "Ibrahim", "Wed 21 00:00")),
        ("Jo borrowed my drill, she said she'd bring it back sat", ("return my drill", "Jo", "Sat 24 00:00")),
        ("Ana's got my charger, swore she'd give it back tmrw", ("return my charger", "Ana", "Tue 20 00:00")),
        ("Ibrahim owes me 50 quid, promised it by fri", ("pay me 50 quid", "Ibrahim", "Fri 23 00:00")),
    ],
)
def test_lent_thing_promised_back(text: str, todo: tuple[str, str, str]) -> None:
    """ "X owes me the lens, promised it back by weds": X's one to-do, to return it, due weds."""
    assert read_mon.owned(read_mon(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["Jo borrowed my drill, promised it back", "Tom owes me a favour, promised it by fri", "Jo borrowed my drill"],
)
def test_no_dated_promise_no_rewrite(text: str) -> None:
    assert promised_back(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "-32 this morning lol, my eyelashes froze",
        "my beard froze lol",
        "my ears froze on the walk",
        "my eyebrows are frozen lol",
    ],
)
def test_frozen_body_is_no_issue(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(("text", "topic"), [("my laptop froze", "laptop"), ("the pipes froze overnight", "pipes")])
def test_frozen_things_still_issues(text: str, topic: str) -> None:
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "that date's fine actually",
        "friday's fine actually",
        "the 12th is fine",
        "no the date is fine",
        "the deadline's fine",
    ],
)
def test_date_left_as_is_is_small_talk(text: str) -> None:
    assert small_talk(text)


@pytest.mark.parametrize(
    "text", ["the date's fine, move it anyway", "friday's fine for the dentist", "the date is wrong"]
)
def test_more_than_a_verdict_is_not_small_talk(text: str) -> None:
    assert not small_talk(text)


async def test_corrections_played(tmp_path: Path) -> None:
    """A date said to stand changes nothing."""
    cases = [
        {"before": ["i'll renew the passport by the 12th"], "say": "that date's fine actually", "expect": "nothing"},
        {"before": ["i'll renew the passport by the 12th"], "say": "the 12th is fine", "expect": "nothing"},
    ]
    assert await failures(tmp_path, "2030-11-30T20:45:00-04:00", "America/Barbados", cases) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("flowers for mum on march 8 🌷 dont let me forget", ("flowers for mum", "Thu 08 00:00")),
        ("flowers for mum on march 8, remind me", ("flowers for mum", "Thu 08 00:00")),
        ("grocery run tmrw, don't let me forget", ("grocery run", "Wed 28 00:00")),
        ("card for dad on the 12th, don't let me forget", ("card for dad", "Mon 12 00:00")),
    ],
)
def test_thing_then_asked_not_to_forget(text: str, todo: tuple[str, str]) -> None:
    """ "flowers for mum on march 8, dont let me forget": read as "don't let me forget flowers …"."""
    assert read.todos(read(text)) == [todo]


def test_request_after_a_read_line_changes_nothing() -> None:
    """A line read on its own keeps its reading ("the dentist moved to fri": a move, not a to-do)."""
    assert kinds(read("the dentist moved to fri, don't let me forget")) == ["MoveCommitment"]
    assert kinds(read("Ana's bday on the 12th, don't let me forget")) == ["StateClaim"]
    assert read.todos(read("grocery run, don't let me forget")) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 15th i owe the school the trip money", ("pay the school the trip money", "Thu 15 00:00")),
        ("I owe Jo the security deposit by fri", ("pay Jo the security deposit", "Fri 02 00:00")),
        ("i owe Kofi the book", ("send Kofi the book", None)),
    ],
)
def test_own_debt_after_its_day(text: str, todo: tuple[str, str | None]) -> None:
    """ "the 15th i owe the school the trip money": a sum owed is paid, due the day said first."""
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("in 3 wks the car insurance renewal is on me", ("car insurance renewal", "Tue 20 00:00")),
        ("fri the school run is on me", ("school run", "Fri 02 00:00")),
        ("next mon the grocery order is my job", ("grocery order", "Mon 05 00:00")),
    ],
)
def test_job_named_by_its_noun_is_on_me(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize("text", ["the bill is on me", "dinner's on me", "the car insurance renewal is on me lol jk"])
def test_treat_on_me_is_no_todo(text: str) -> None:
    assert read.todos(read(text)) == []


def test_occasion_with_its_place_then_todo() -> None:
    """ "careers talk at the school on april 12 - prep slides": where it is does not make it a story."""
    found = read("careers talk at the school on april 12 - prep slides")
    assert read.todos(found) == [("prep slides", "Thu 12 00:00")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("remind me at 3 to call the courier", ("call the courier", "Mon 19 15:00")),
        ("remind me at 4 to call the courier", ("call the courier", "Mon 19 16:00")),
        ("remind me at 9 to take my meds", ("take my meds", "Mon 19 09:00")),
        ("remind me tmrw at 3 to call the courier", ("call the courier", "Tue 20 15:00")),
    ],
)
def test_reminder_at_a_bare_hour(text: str, todo: tuple[str, str]) -> None:
    """ "remind me at 3 to …" said at 08:05: the next 3 o'clock, as "call the courier at 3" reads."""
    assert read_mon.todos(read_mon(text)) == [todo]


LONDON = ZoneInfo("Europe/London")
read_london = Reading(datetime(2027, 6, 7, 9, 0, tzinfo=LONDON), LONDON)  # a Monday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("flour delivery thursday 6am - be there to sign", ("be there to sign", "Thu 10 06:00")),
        ("parcel delivery fri 10am: need to be home to sign for it", ("be home to sign for it", "Fri 11 10:00")),
        ("boiler service tues 8am - be in to let the engineer in", ("be in to let the engineer in", "Tue 08 08:00")),
    ],
)
def test_be_there_for_a_dated_occasion(text: str, todo: tuple[str, str]) -> None:
    """ "flour delivery thursday 6am - be there to sign": the to-do is being there, when it is."""
    assert read_london.todos(read_london(text)) == [todo]


def test_a_list_then_asked_not_to_forget_is_not_one_thing() -> None:
    """ "mum's pills today: amlodipine at 09:00 and metformin at 20:00, remind me pls": never one to-do."""
    found = read("mum's pills today: amlodipine at 09:00 and metformin at 20:00, remind me pls")
    assert not any("metformin" in action for action, _ in read.todos(found))

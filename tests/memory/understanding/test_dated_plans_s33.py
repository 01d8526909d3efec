"""Session 33: to-dos said with their dates in busy people's shorthand (pure ``extract``).

Each rule is tested with several phrasings, and with the near-misses that must keep nothing (or
keep it otherwise): pencilling in an event, a day said first that dates the to-do after it, a
plan in the present progressive, a one-line timetable, a due reported without its subject, a
state to be in by a date, a deadline shared by every clause, a "her" two people could be, and a
thing named by its "-ing" with its state.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, NewCommitment, Unclear, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 11, 30, 9, 15, tzinfo=TZ)  # a Monday morning


def _todos(text: str) -> list[tuple[str, str, str | None]]:
    """(action, owner, due as local ISO, minutes when a clock time) of each to-do read."""
    found = []
    for intent in extract(text, now=NOW, tz=TZ):
        assert isinstance(intent, NewCommitment), (text, intent)
        due = intent.due.start.astimezone(TZ) if intent.due is not None else None
        shown = None
        if due is not None:
            shown = (
                due.strftime("%Y-%m-%dT%H:%M") if intent.due.end - intent.due.start < _DAY else due.date().isoformat()
            )
        found.append((intent.action, intent.owner, shown))
    return found


_DAY = timedelta(days=1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # pencilling in, slotting in, putting in the diary: the event is the to-do, at its time
        ("pencil in a call w/ the bank at 4:30 tmrw", [("call with the bank", "me", "2026-12-01T16:30")]),
        ("slot in a quick run tmrw 7am", [("quick run", "me", "2026-12-01T07:00")]),
        ("put the vet appt in the calendar for thurs 10am", [("the vet appt", "me", "2026-12-03T10:00")]),
        ("pls add lunch w Ana to my cal fri 1pm", [("lunch with Ana", "me", "2026-12-04T13:00")]),
        ("squeeze in a haircut sat 11am", [("haircut", "me", "2026-12-05T11:00")]),
        # scheduling with others is a to-do of its own, kept as said
        ("schedule my flu shot for tues", [("schedule my flu shot", "me", "2026-12-01")]),
    ],
)
def test_an_event_pencilled_in_is_the_todo(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a day of the month said as the subject, then the to-do: due that day
        ("the 19th is Zainab's birthday, must order the cake", [("order the cake", "me", "2026-12-19")]),
        ("the 12th is mum's bday, gotta book the restaurant", [("book the restaurant", "me", "2026-12-12")]),
        ("the 3rd's our anniversary - must get flowers", [("get flowers", "me", "2026-12-03")]),
        # a thing said to fall today, then the to-do: due today
        (
            "eom is today 😬 must transfer the rent to the landlord",
            [("transfer the rent to the landlord", "me", "2026-11-30")],
        ),
        ("payday's today, need to pay the electric bill", [("pay the electric bill", "me", "2026-11-30")]),
        ("bin day is today so gotta put the bins out", [("put the bins out", "me", "2026-11-30")]),
        # the day as it goes is no date of the to-do's
        ("today is a mess, call mum", [("call mum", "me", None)]),
        ("ugh 😩 need to call the plumber", [("call the plumber", "me", None)]),
    ],
)
def test_a_dated_circumstance_dates_the_todo_after_it(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a plan in the present progressive after the day it is on
        (
            "thurs is nevruz, i'm bringing baklava for the office",
            [("bring baklava for the office", "me", "2026-12-03")],
        ),
        ("sunday is the church lunch, i'm bringing the umu pork", [("bring the umu pork", "me", "2026-12-06")]),
        ("the 14th is the school fair, we're running the cake stall", [("run the cake stall", "me", "2026-12-14")]),
        # time given somewhere, with its day
        ("wed i'm volunteering at the food bank", [("volunteer at the food bank", "me", "2026-12-02")]),
        ("im volunteering at the soup kitchen sat", [("volunteer at the soup kitchen", "me", "2026-12-05")]),
        ("sat morning im marshalling at the parkrun", [("marshal at the parkrun", "me", "2026-12-05T05:00")]),
    ],
)
def test_a_plan_with_its_day_is_a_todo(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    found = _todos(text)
    assert [(a, o, d[:10] if d else d) for a, o, d in found] == [(a, o, d[:10] if d else d) for a, o, d in expected]


@pytest.mark.parametrize(
    "text",
    [
        "fri is payday, i'm going broke lol",  # no to-do verb
        "sat was the fair, i'm bringing leftovers",  # the day is past
        "volunteering is so rewarding",  # no day
        "kids back to school mon",  # a routine, not a return
        "mon back to work ugh",
    ],
)
def test_no_plan_without_a_day_ahead_and_a_deed(text: str) -> None:
    assert [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an outing named by its activity, and a thing to go back somewhere, with their time
        ("sat 6am Muri lagoon paddle w/ Ishaan", [("Muri lagoon paddle with Ishaan", "me", "2026-12-05T06:00")]),
        ("sat 9am dive w/ Ana", [("dive with Ana", "me", "2026-12-05T09:00")]),
        (
            "sundy arvo 3pm snorkel gear back to the dive shop",
            [("snorkel gear back to the dive shop", "me", "2026-12-06T15:00")],
        ),
        ("fri 10am hire car back to the depot", [("hire car back to the depot", "me", "2026-12-04T10:00")]),
        # a one-line timetable: each item at its own time, on the day said first
        (
            "tmrw 7am pick up the guests at Baltra, 11am lunch w/ Pacha, 5pm debrief",
            [
                ("pick up the guests at Baltra", "me", "2026-12-01T07:00"),
                ("lunch with Pacha", "me", "2026-12-01T11:00"),
                ("debrief", "me", "2026-12-01T17:00"),
            ],
        ),
        (
            "fri: 9am dentist, 2pm call w/ Kemi",
            [("dentist", "me", "2026-12-04T09:00"), ("call with Kemi", "me", "2026-12-04T14:00")],
        ),
        # … its times typed as a 24-hour clock of four digits
        (
            "tmrw: 0730 vet for the ponies, 1300 feed store, 1800 Lotte's choir concert",
            [
                ("vet for the ponies", "me", "2026-12-01T07:30"),
                ("feed store", "me", "2026-12-01T13:00"),
                ("Lotte's choir concert", "me", "2026-12-01T18:00"),
            ],
        ),
        (
            "fri 0900 hrs briefing, 1430 hrs range day",
            [("briefing", "me", "2026-12-04T09:00"), ("range day", "me", "2026-12-04T14:30")],
        ),
        (
            "sat 8am swim lessons and 10:30 haircut",
            [("swim lessons", "me", "2026-12-05T08:00"), ("haircut", "me", "2026-12-05T10:30")],
        ),
        (
            "thurs 6pm drinks w/ Tom, 9pm call mum back",
            [("drinks with Tom", "me", "2026-12-03T18:00"), ("call mum back", "me", "2026-12-03T21:00")],
        ),
    ],
)
def test_diary_lines_and_timetables(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a due reported with its subject left out
        ("Yusuf's handling the visa letters, says by thurs", [("handle the visa letters", "Yusuf", "2026-12-03")]),
        ("Yusuf is doing the visa letters, said by thurs", [("do the visa letters", "Yusuf", "2026-12-03")]),
        ("Kemi's sorting the invoices, reckons by fri", [("sort the invoices", "Kemi", "2026-12-04")]),
        (
            "Yusuf's handling the visa letters, says it'll be done by thurs",
            [("handle the visa letters", "Yusuf", "2026-12-03")],
        ),
        # what is said is no date
        ("Yusuf's handling the visa letters, says its a pain", [("handle the visa letters", "Yusuf", None)]),
    ],
)
def test_a_due_reported_without_its_subject(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the state to be in by a date is the deed that leaves it; "by then" is the day said before
        ("in 10 days the rental ends, gotta be moved out by then", [("move out", "me", "2026-12-10")]),
        ("the rental ends in 10 days, gotta be moved out by then", [("move out", "me", "2026-12-10")]),
        ("gotta be moved out by fri", [("move out", "me", "2026-12-04")]),
        ("need to be packed by 6am tmrw", [("pack", "me", "2026-12-01T06:00")]),
        ("have to be signed up for the 10k by fri", [("sign up for the 10k", "me", "2026-12-04")]),
    ],
)
def test_a_state_to_be_in_is_its_deed(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a moment counted in hours, said again by "before then": by that moment, never the day before its date
        # (session 38, blind36)
        ("the sale ends in 3 hrs, need to order the boots b4 then", [("order the boots", "me", "2026-11-30T12:15")]),
        ("the parking runs out in 45 mins, gotta move the car by then", [("move the car", "me", "2026-11-30T10:00")]),
        ("the offer lapses in 60 hrs so sign the lease b4 that", [("sign the lease", "me", "2026-12-02T21:15")]),
    ],
)
def test_before_a_moment_counted_in_hours_is_by_it(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "need to be vaccinated by june",  # done by someone else: left as it was
        "in 10 days the rental ends",  # a thing that happens, no to-do
        "fri: the gym closes",
    ],
)
def test_no_todo_of_a_state_others_bring_about(text: str) -> None:
    assert [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a deadline set off at the sentence's end is every clause's
        (
            "Arben takes the slides and i'll write the script, wed latest",
            [("take the slides", "Arben", "2026-12-02"), ("write the script", "me", "2026-12-02")],
        ),
        (
            "Arben is doing the slides and i'll write the script, wed latest",
            [("do the slides", "Arben", "2026-12-02"), ("write the script", "me", "2026-12-02")],
        ),
        (
            "call mum and pay the rent, fri latest",
            [("call mum", "me", "2026-12-04"), ("pay the rent", "me", "2026-12-04")],
        ),
        (
            "Noor's booking the venue and i'll sort the catering, by the 20th at the latest",
            [("book the venue", "Noor", "2026-12-20"), ("sort the catering", "me", "2026-12-20")],
        ),
        ("Anna takes the minutes tmrw", [("take the minutes", "Anna", "2026-12-01")]),
    ],
)
def test_a_shared_deadline_and_a_share_taken(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


def test_a_habit_of_taking_is_no_todo() -> None:
    assert extract("Mia takes the train to work", now=NOW, tz=TZ) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Maritza and Fernanda are both on the Isabela trip, i'll email her the permit copies tmrw",
            ["Fernanda", "Maritza"],
        ),
        ("Tom and Ana are on the trip. need to send him the tickets by fri", ["Ana", "Tom"]),
    ],
)
def test_her_after_two_people_is_asked(text: str, names: list[str]) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], Unclear)
    assert all(name in found[0].question for name in names)


def test_her_after_one_person_or_none_is_kept() -> None:
    one = [
        i
        for i in extract("Ana's on the trip, i'll email her the permits tmrw", now=NOW, tz=TZ)
        if isinstance(i, NewCommitment)
    ]
    assert [(i.action, i.counterparty) for i in one] == [("email Ana the permits", "Ana")]
    assert _todos("email her the permits tmrw") == [("email her the permits", "me", "2026-12-01")]


def test_a_thing_named_by_its_ing_and_its_state() -> None:
    found = extract("Floreana booking cancelled and the safety briefing's gone to Anders", now=NOW, tz=TZ)
    assert [i for i in found if isinstance(i, NewCommitment)] == []
    assert any(isinstance(i, CancelCommitment) and i.action == "Floreana booking" for i in found)
    assert [i for i in extract("Hilton booking confirmed", now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == []
    assert _todos("Tom's doing the pickup tmrw") == [("do the pickup", "Tom", "2026-12-01")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a thing had on a day to come is no deed done; said as a diary line, it is the occasion
        ("i've got a dentist appt thurs", [("dentist appt", "me", "2026-12-03")]),
        ("ive got a dentist appt thurs", [("dentist appt", "me", "2026-12-03")]),
        ("we've got parents evening wed 6pm", [("parents evening", "me", "2026-12-02T18:00")]),
        # the one the user has now, ending on a day: the to-do's due, never its words
        ("gotta sort car insurance, current one ends on the 9th", [("sort car insurance", "me", "2026-12-09")]),
        ("renew the phone contract, my current one expires fri", [("renew the phone contract", "me", "2026-12-04")]),
        # a timetable's later item is its own to-do, never a move of the one just made
        (
            "mon: 8am drop car at garage, 5pm collect it",
            [("drop car at garage", "me", "2026-12-07T08:00"), ("collect it", "me", "2026-12-07T17:00")],
        ),
        (
            "mon 9am standup, 11am design review, 2pm 1:1 w Sade",
            [
                ("standup", "me", "2026-12-07T09:00"),
                ("design review", "me", "2026-12-07T11:00"),
                ("1:1 with Sade", "me", "2026-12-07T14:00"),
            ],
        ),
    ],
)
def test_diary_lines_kept_as_such(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


def test_a_thing_had_is_no_completion() -> None:
    found = extract("i've got the kids fri, Dave has them sat", now=NOW, tz=TZ)
    assert not any(type(i).__name__ == "CompleteCommitment" for i in found)


def test_his_after_two_people_is_asked() -> None:
    found = [i for i in extract("Kai and Leo are both off sick, need to cover his shift sat", now=NOW, tz=TZ)]
    asked = [i for i in found if isinstance(i, Unclear)]
    assert len(asked) == 1 and "Kai" in asked[0].question and "Leo" in asked[0].question
    assert not any(isinstance(i, NewCommitment) for i in found)


def test_a_day_is_never_what_it_stands_for() -> None:
    found = _todos("fri is the deadline for the grant app, must submit it thurs to be safe")
    assert all("fri" not in action for action, _, _ in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a day of the month said as the subject is the day "by then" points back at
        ("the 31st is the cutoff, gotta lodge the BAS by then", [("lodge the BAS", "me", "2026-12-31")]),
        # a promise reported with its subject left out
        ("Tomas is fixing the van, says should be done by thurs", [("fix the van", "Tomas", "2026-12-03")]),
        ("Rangi's doing the roster, reckons should be sorted by tmrw", [("do the roster", "Rangi", "2026-12-01")]),
        # the state to be in by a date, the date said with "the"
        ("must be moved in by the 1st", [("move in", "me", "2026-12-01")]),
        ("have to be packed up by the 3rd", [("pack up", "me", "2026-12-03")]),
        ("must be finished w the essay by sun night", [("finish the essay", "me", "2026-12-06T18:00")]),
        # the "I'm" dropped before volunteering or babysitting after its day
        ("next wed volunteering at the shelter", [("volunteer at the shelter", "me", "2026-12-09")]),
        ("fri night babysitting for Jen", [("babysit for Jen", "me", "2026-12-04T18:00")]),
        # a list item's own day, within its label's, is its own
        (
            "wkend: sat 10am swim, sun 2pm surf",
            [("swim", "me", "2026-12-05T10:00"), ("surf", "me", "2026-12-06T14:00")],
        ),
    ],
)
def test_more_dated_shorthand(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _todos(text) == expected


def test_an_agent_after_the_state_is_left_alone() -> None:
    assert [
        i for i in extract("need to be checked in by the receptionist", now=NOW, tz=TZ) if isinstance(i, NewCommitment)
    ] == []
    assert _todos("fri meeting w Ana") == [("meeting with Ana", "me", "2026-12-04")]


def test_a_check_mark_then_and_a_clause_of_its_own() -> None:
    found = extract("wetsuits clean ✔ and the dock sign's not needed anymore", now=NOW, tz=TZ)
    assert [type(i).__name__ for i in found] == ["CompleteCommitment", "CancelCommitment"]
    assert [type(i).__name__ for i in extract("sent ✔ and done", now=NOW, tz=TZ)] == ["CompleteCommitment"]

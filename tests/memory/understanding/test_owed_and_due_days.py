"""Commitments owed to someone said many ways, and days read as people mean them: "X is waiting
on me for Y" (owed to X), "I owe him the notes" (named, with its article), a sum owed by a day;
a date said first dating every fact; "next friday the 11th"; a day of the month said "due" on
that very day (next month's); manner words ("on time this time") out of the action; the clocks
changing as chat; after work / on the way home as today; a run of weekdays and "remind me
hourly" as repeats; "b4 then" after a day said; setting off within its day."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
WINNIPEG = ZoneInfo("America/Winnipeg")
# Tue 29 February 2028, 09:50
TUESDAY = Reading(datetime(2028, 2, 29, 9, 50, tzinfo=LONDON), LONDON)
LATE = Reading(datetime(2028, 2, 29, 22, 40, tzinfo=LONDON), LONDON)
LEAP_EVENING = Reading(datetime(2028, 2, 29, 19, 50, tzinfo=WINNIPEG), WINNIPEG)
# Sat 5 December 2026
SATURDAY = Reading(datetime(2026, 12, 5, 21, 40, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Sanjeewa is waiting on me for the site photos, gotta send them by 3pm",
         ("send Sanjeewa the site photos", "me", "Sanjeewa", "Tue 29 15:00")),
        ("Priya's waiting on me for the budget sheet by fri",
         ("send Priya the budget sheet", "me", "Priya", "Fri 03 00:00")),
        ("Tomasz is still waiting on me for the signed lease",
         ("send Tomasz the signed lease", "me", "Tomasz", None)),
        ("Yusof runs procurement now and he's waiting on me for the vendor list, due thurs",
         ("send Yusof the vendor list", "me", "Yusof", "Thu 02 00:00")),
        ("Dev is waiting on me for $200", ("pay Dev $200", "me", "Dev", None)),
    ],
)
def test_waiting_on_me_for_a_thing_is_owed_to_them(text: str, todo: tuple[str, str, str, str | None]) -> None:
    assert TUESDAY.promised(TUESDAY(text)) == [todo]


@pytest.mark.parametrize("text", ["the kids are waiting on me for dinner", "waiting on the bus for ages"])
def test_waiting_for_nothing_owed_stores_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in TUESDAY(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Ravi is now based in Johor Bahru and i owe him the handover notes by the 3rd",
         "send Ravi the handover notes"),
        ("I owe Omar the figures by fri", "send Omar the figures"),
        ("owe Jo the keys by fri", "give Jo the keys"),
        ("Mai's joined as our new accountant, i owe her the login details by eod", "send Mai the login details"),
        ("Kofi's the new CFO, I owe him the Q3 numbers by fri", "send Kofi the Q3 numbers"),
        ("i owe Dave $40 by fri", "pay Dave $40"),
        ("i owe Mum £25 tmrw", "pay Mum £25"),
    ],
)
def test_what_is_owed_keeps_its_article_and_names_the_person(text: str, action: str) -> None:
    todos = [i for i in TUESDAY(text) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action] and todos[0].due is not None


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("from the 1st Irfan is product owner and reports to Melissa", "2028-03-01"),
        ("as of today Ana is head of sales and reports to Tom", "2028-02-29"),
        ("from monday Irfan is product owner and Lena runs QA", "2028-03-06"),
    ],
)
def test_a_date_said_first_holds_for_every_fact(text: str, day: str) -> None:
    facts = [i for i in TUESDAY(text) if isinstance(i, StateClaim)]
    assert len(facts) == 2
    assert all(f.effective is not None and f"{f.effective.start.astimezone(LONDON):%Y-%m-%d}" == day for f in facts)


@pytest.mark.parametrize(
    "text",
    [
        "so basically i need to sort out the home insurance renewal by next friday the 11th and also call the bank"
        " on monday",
        "need to sort out the home insurance renewal by next fri 11th, and call the bank monday",
        "basically gotta sort out the home insurance renewal this coming friday the 11th + call the bank on monday",
    ],
)
def test_next_friday_with_its_day_of_the_month(text: str) -> None:
    todos = SATURDAY.todos(SATURDAY(text))
    assert todos[0][1] == "Fri 11 00:00" and len(todos) == 2


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("condo fees are due the 29th, pay them on time this time", "pay the condo fees", "2028-03-29"),
        ("the water bill is due on the 29th, gotta pay it for once", "pay the water bill", "2028-03-29"),
        ("rent due the 29th", "rent", "2028-03-29"),
        ("by the 29th i have to submit the mileage claim", "submit the mileage claim", "2028-02-29"),
    ],
)
def test_a_day_of_the_month_said_due_on_that_day_is_next_months(text: str, action: str, day: str) -> None:
    (found,) = LEAP_EVENING(text)
    todo = found.otherwise if isinstance(found, MoveCommitment) else found
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None
    assert f"{todo.due.start.astimezone(WINNIPEG):%Y-%m-%d}" == day


@pytest.mark.parametrize(
    "text",
    [
        "clocks spring forward mar 12, gonna be a zombie that whole week",
        "the clocks go back sunday, extra hour in bed 😴",
        "daylight saving starts on the 26th ugh",
    ],
)
def test_the_clocks_changing_is_chat(text: str) -> None:
    assert TUESDAY(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "need to change the oven clock when the clocks go back",
        "clocks go forward sunday so dont let me be late for brunch at 11",
    ],
)
def test_the_clocks_changing_with_something_to_do_is_not_chat(text: str) -> None:
    assert TUESDAY(text) != []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pick up dry cleaning after work", "pick up dry cleaning"),
        ("grab milk on the way home", "grab milk"),
        ("get stamps on my way to work", "get stamps"),
        ("call the garage after school", "call the garage"),
    ],
)
def test_after_work_or_on_the_way_home_is_today(text: str, action: str) -> None:
    assert TUESDAY.todos(TUESDAY(text)) == [(action, "Tue 29 00:00")]
    assert kinds(LATE(text)) == ["Unclear"]


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("gym mon wed fri 6am", "gym", "Wed 1 March 2028 06:00"),
        ("swim tues, thurs, sat at 7am", "swim", "Thu 2 March 2028 07:00"),
        ("every morning at 7 take the meds", "take the meds", "Wed 1 March 2028 07:00"),
        ("every tuesday at 8 put the bins out", "put the bins out", "Tue 7 March 2028 08:00"),
    ],
)
def test_a_repeat_offers_its_next_time_to_come(text: str, action: str, when: str) -> None:
    (asked,) = TUESDAY(text)
    assert isinstance(asked, Unclear) and f"“{action}”, due {when}?" in asked.question


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("remind me hourly to drink water", "drink water"),
        ("remind me every hour to stretch", "stretch"),
        ("remind me daily to take my vitamins", "take my vitamins"),
        ("remind me to drink water hourly", "drink water"),
    ],
)
def test_remind_me_with_a_repeat_before_the_todo_is_asked(text: str, action: str) -> None:
    (asked,) = TUESDAY(text)
    assert isinstance(asked, Unclear) and "repeating" in asked.question and f"“{action}”" in asked.question


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("parents arrive sat, need to clean the guest room b4 then", ("clean the guest room", "Fri 03 00:00")),
        ("parents arrive sat, need to clean the guest room by then", ("clean the guest room", "Sat 04 00:00")),
        ("mum visits on the 10th, gotta fix the spare bed before then", ("fix the spare bed", "Thu 09 00:00")),
        ("water the plants b4 we leave tmrw", ("water the plants", "Wed 01 00:00")),
        ("back up the laptop before i fly out on friday", ("back up the laptop", "Fri 03 00:00")),
        ("renew the domain before it lapses on the 30th", ("renew the domain", "Wed 29 00:00")),
    ],
)
def test_before_a_day_said_or_setting_off(text: str, todo: tuple[str, str]) -> None:
    assert TUESDAY.todos(TUESDAY(text)) == [todo]


def test_before_then_with_no_day_said_is_asked() -> None:
    assert kinds(TUESDAY("need to clean the guest room before then")) == ["Unclear"]

"""A to-do's amount said as an aside ("(₦450,000)", "- N85,000 -"), its deadline after a stretch
("this week, by fri latest"), its dates of other shapes ("nxt wk tues", "by 12 noon tues"), and
someone's deadline for a thing the user then does ("the client wants the files by 09:00 on the
17th so i'll export them thurs morning") (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

# Sat 12 Dec 2026, evening in Lagos
READ = Reading(datetime(2026, 12, 12, 19, 5, tzinfo=ZoneInfo("Africa/Lagos")), ZoneInfo("Africa/Lagos"), "%a %d %H:%M")


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("invoice the client for the logo work (₦450,000) by the 15th", "invoice the client for the logo work",
         "Tue 15 00:00"),
        ("pay Segun for the tiling - N85,000 - by month end", "pay Segun for the tiling", "Thu 31 00:00"),
        ("need to pay the electrician – $300 – tmrw", "pay the electrician", "Sun 13 00:00"),
        ("send Tunde the deposit (₦50k) tomorrow", "send Tunde the deposit", "Sun 13 00:00"),
        ("pay the contractor $1,850 on the 15th", "pay the contractor $1,850", "Tue 15 00:00"),  # said plainly: kept
    ],
)  # fmt: skip
def test_an_amount_set_off_by_brackets_or_dashes_is_no_part_of_the_action(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("need to book the mechanic for the generator service this week, by fri latest",
         "book the mechanic for the generator service", "Fri 18 00:00"),
        ("book the mechanic this week by fri", "book the mechanic", "Fri 18 00:00"),
        ("get the car washed next month, before the 9th", "get the car washed", "Fri 08 00:00"),
        ("finish the deck next month by the 5th", "finish the deck", "Tue 05 00:00"),
    ],
)  # fmt: skip
def test_a_deadline_after_a_stretch_is_the_due(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


def test_a_stretch_the_todo_is_for_is_no_due_the_deadline_bounds() -> None:
    assert READ.todos(READ("need to sort the relief roster for next week by friday")) == [
        ("sort the relief roster for next week", "Fri 18 00:00")
    ]


def test_a_deadline_before_its_stretch_opens_is_asked_about() -> None:
    (asked,) = READ("finish the deck next month by today")
    assert isinstance(asked, Unclear)


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("nxt wk tues I'll run the retro for the design team", "run the retro for the design team", "Tue 15 00:00"),
        ("next week weds i'll call the bank", "call the bank", "Wed 16 00:00"),
        ("nxt wk thurs gotta renew the permit", "renew the permit", "Thu 17 00:00"),
        ("will confirm the caterer numbers by 12 noon tues", "confirm the caterer numbers", "Tue 15 12:00"),
        ("call the bank at 12 midday fri", "call the bank", "Fri 18 12:00"),
    ],
)
def test_dates_of_other_shapes(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


def test_running_an_event_for_a_team_is_a_promise_not_a_role() -> None:
    found = READ("I'll run the retro for the design team tues")
    assert not any(isinstance(i, StateClaim) for i in found)
    assert READ.todos(found) == [("run the retro for the design team", "Tue 15 00:00")]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the client wants the final logo files by 09:00 on the 17th so i'll export them thurs morning",
         "export the final logo files", "Thu 17 09:00"),
        ("my boss wants the report before monday so ill finish it sunday", "finish the report", "Sun 13 00:00"),
        ("the landlord needs the signed lease by the 20th so I'll post it tuesday", "post the signed lease",
         "Sun 20 00:00"),
    ],
)  # fmt: skip
def test_someones_deadline_binds_the_thing_the_user_then_does(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


def test_a_plan_that_says_more_than_its_day_is_left_to_the_other_readers() -> None:
    found = READ("the client wants the files by friday so i'll export them and send a link")
    assert ("export the files", "Fri 18 00:00") not in READ.todos(found)
    assert all(not isinstance(i, NewCommitment) or i.owner == "me" for i in found)

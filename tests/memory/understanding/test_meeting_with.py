"""Tests for a meeting noted by its time and whom it is with ("3pm w/ Sam tmrw"): kept as the
meeting with them at that moment, a day and a clock time said apart joined into one; never
kept without a time of day, with a bare clock number and no day, or with someone who is no
person. Played through the store, "can't make the 3pm w/ Sam, push to thurs" moves it to
Thursday at the same time."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 3, 8, 0, tzinfo=LONDON), LONDON)  # a Thursday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("3pm w/ Sam tmrw", ("meeting with Sam", "Fri 04 15:00")),
        ("tmrw 10:30 with Dr Osei", ("meeting with Dr Osei", "Fri 04 10:30")),
        ("w/ Lena at 4 on fri", ("meeting with Lena", "Fri 04 16:00")),
        ("10am w Priya monday", ("meeting with Priya", "Mon 07 10:00")),
        ("fri 2pm w/ Kwame", ("meeting with Kwame", "Fri 04 14:00")),
        ("11:15am with Mrs Okafor on the 9th", ("meeting with Mrs Okafor", "Wed 09 11:15")),
        ("9am w/ Tomás tmrw", ("meeting with Tomás", "Fri 04 09:00")),
        ("sat 1pm w/ Aoife", ("meeting with Aoife", "Sat 05 13:00")),
    ],
)
def test_a_time_and_a_person_is_a_meeting(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "w/ Sam tmrw",  # no time of day
        "3pm w/ the team tmrw",  # no person named
        "3pm w/ Sam at 4 tmrw",  # two times
        "w/ Sam at 9",  # a bare clock number, no day
        "had 3pm w/ Sam yesterday",  # a report
    ],
)
def test_no_meeting_without_one_time_and_a_person(text: str) -> None:
    assert not [t for t in READ.todos(READ(text)) if t[0].startswith("meeting with")]


async def test_cant_make_it_push_moves_the_meeting_keeping_its_time(tmp_path: Path) -> None:
    cases = [
        {"say": "cant make the 3pm w/ Sam, push to thurs", "before": ["3pm w/ Sam tmrw"],
         "expect": {"moved": [{"action": "meeting with Sam", "due": "2026-12-10T15:00"}]}},
        {"say": "can't make the 10:30 with Dr Osei, move it to monday", "before": ["tmrw 10:30 with Dr Osei"],
         "expect": {"moved": [{"action": "meeting with Dr Osei", "due": "2026-12-07T10:30"}]}},
        {"say": "wont make lunch w Ines, move it to monday", "before": ["lunch with Ines on friday at 1"],
         "expect": {"moved": [{"action": "lunch with Ines", "due": "2026-12-07T13:00"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2026-12-03T08:00:00+00:00", "Europe/London", cases) == []


async def test_a_to_do_named_by_its_time_alone(tmp_path: Path) -> None:
    cases = [
        {"say": "push the 3pm to thurs", "before": ["3pm w/ Sam tmrw", "4pm w/ Ana tmrw"],
         "expect": {"moved": [{"action": "meeting with Sam", "due": "2026-12-10T15:00"}]}},
        {"say": "move the 10:30 to monday", "before": ["dentist tmrw at 10:30"],
         "expect": {"moved": [{"action": "dentist", "due": "2026-12-07T10:30"}]}},
        {"say": "cancel the 3pm", "before": ["3pm w/ Sam tmrw"], "expect": {"cancelled": ["meeting with Sam"]}},
        {"say": "push the 3pm to thurs", "before": ["3pm w/ Sam tmrw", "call the bank at 3pm on monday"],
         "expect": {"ask": True}},  # two at 3pm: which
    ]  # fmt: skip
    assert await failures(tmp_path, "2026-12-03T08:00:00+00:00", "Europe/London", cases) == []

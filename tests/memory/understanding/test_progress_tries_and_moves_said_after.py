"""Lifecycle said in everyday words that finish nothing, or move a to-do said otherwise:

- progress without its verb ("slides about half done"), with what is left ("fence is nearly done,
  one more coat") or a first small part ("got a first line for the toast at least"): nothing done,
  nothing asked (memory.understanding._not_outcomes);
- a wait given up on ("rang the insurer, 45 min on hold and gave up for today"): the call not made
  (memory.understanding._unreached);
- money sent on ("rent transferred to Pilu"): the to-do done, no fact of where the rent is
  (memory.understanding._fact_news);
- the new slot said after the move word ("dentist moved, 2pm same day"), or no slot ("physio
  rescheduled": to when?), or a move under way ("the bill payment's moving to thurs")
  (memory.understanding._moved_first, ._lifecycle);
- "not bothering w/ the magazine renewal": cancelled;
- an event moving ("offsite got pushed to feb") with a to-do done ahead of it by its own deadline
  ("book flights for the offsite by fri"): asked, never the booking moved (memory.ahead_of_event).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.ahead_of_event import ahead_of_event
from memory.understanding import extract
from memory.understanding._not_outcomes import not_an_outcome
from memory.understanding._unreached import unreached
from memory.understanding.intents import MoveCommitment
from tests.memory.understanding.played import failures

NOW = "2026-12-02T09:05:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "slides about half done",
        "grant report roughly half written, rest tmrw",
        "bags half packed",
        "fence is nearly done, one more coat",
        "deck's almost finished - just the charts left",
        "got a first line for the toast at least 😅",
        "wrote the opening paragraph of the eulogy, slow going",
        "just drafted a first couple of slides",
    ],
)
def test_progress_is_no_outcome(text: str) -> None:
    assert not_an_outcome(text)


@pytest.mark.parametrize(
    "text",
    ["booked the half-price tickets", "finished the first draft", "fence is done, looks great", "slides done"],
)
def test_done_is_an_outcome(text: str) -> None:
    assert not not_an_outcome(text)


@pytest.mark.parametrize(
    "text",
    [
        "rang the insurer, 45 min on hold and gave up for today",
        "phoned the tax office, on hold for an hour then gave up",
        "called the council, gave up waiting",
    ],
)
def test_a_wait_given_up_reached_no_one(text: str) -> None:
    assert unreached(text)


def test_giving_something_up_on_the_call_is_no_wait() -> None:
    assert not unreached("called the gym and gave up my membership")


@pytest.mark.parametrize(
    ("said", "action", "source", "ahead"),
    [
        ("offsite", "book flights for the offsite", "book flights for the offsite by fri", True),
        ("board meeting", "prep the slides for the board meeting",
         "need to prep the slides for the board meeting by tues", True),
        ("launch party", "order the banners before the launch party", "order the banners before the launch party, "
         "latest monday", True),
        ("Hui Min's bday lunch", "book a table for Hui Min's bday lunch",
         "I'll book a table for Hui Min's bday lunch on friday", False),  # its due is the lunch's day
        ("Ingrid", "prepare the quarterly report for Ingrid", "prepare the quarterly report for Ingrid by the 20th",
         False),  # a person, no event
        ("offsite flights", "book flights for the offsite", "book flights for the offsite by fri", False),
    ],
)
def test_ahead_of_event(said: str, action: str, source: str, ahead: bool) -> None:
    assert ahead_of_event(said, action, source) is ahead


CASES = [
    {"before": ["finish the quarterly slides by fri"], "say": "slides about half done", "expect": "nothing"},
    {"before": ["need to paint the shed by sat"], "say": "shed is nearly done, one more coat", "expect": "nothing"},
    {"before": ["write the speech for Tala's wedding by thurs"], "say": "got a first line for the speech at least",
     "expect": "nothing"},
    {"before": ["call the insurer about the roof by mon"],
     "say": "rang the insurer, 45 min on hold and gave up for today", "expect": "nothing"},
    {"before": ["transfer the rent to Pilunnguaq by the 1st"], "say": "rent transferred to Pilu",
     "expect": {"completed": ["transfer the rent to Pilunnguaq"]}},
    {"before": ["send the deposit to Marguerite by fri"], "say": "deposit transferred to Marguerite",
     "expect": {"completed": ["send the deposit to Marguerite"]}},
    {"before": ["dentist check-up on fri at 10am"], "say": "dentist moved, 2pm same day",
     "expect": {"moved": [{"action": "dentist check-up", "due": "2026-12-04T14:00"}]}},
    {"before": ["team lunch on thurs"], "say": "team lunch moved, friday instead",
     "expect": {"moved": [{"action": "team lunch", "due": "2026-12-04"}]}},
    {"before": ["haircut on fri at 3pm"], "say": "haircut rescheduled - 4pm same day",
     "expect": {"ask": True}},
    {"before": ["physio on fri at 9am"], "say": "physio rescheduled", "expect": {"ask": True}},
    {"before": ["renew the magazine subscription by the 30th"], "say": "not bothering w/ the magazine renewal",
     "expect": {"cancelled": ["renew the magazine subscription"]}},
    {"before": ["get a quote for the gutters by fri"], "say": "won't bother with the gutter quote",
     "expect": {"cancelled": ["get a quote for the gutters"]}},
    {"before": ["book flights for the offsite by fri"], "say": "offsite got pushed to feb", "expect": {"ask": True}},
    {"before": ["need to prep the slides for the board meeting by tues"], "say": "board meeting moved to next thurs",
     "expect": {"ask": True}},
    {"before": ["book flights for the offsite by fri"], "say": "offsite flights can wait till monday",
     "expect": {"moved": [{"action": "book flights for the offsite", "due": "2026-12-07"}]}},
    {"before": ["prepare the quarterly report for Ingrid by the 20th"],
     "say": "Ingrid says no rush, the 5th of next month is fine",
     "expect": {"moved": [{"action": "prepare the quarterly report for Ingrid", "due": "2027-01-05"}]}},
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: str(c["say"]))
async def test_played(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        ("the bill payment's moving to thurs", "bill payment"),
        ("the standup is being pushed to 10", "standup"),
        ("our team dinner is getting moved to next friday", "team dinner"),
    ],
)
def test_a_move_under_way_to_a_date(text: str, moved: str) -> None:
    now = datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London"))
    found = extract(text, now=now, tz=ZoneInfo("Europe/London"))
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == [moved]


@pytest.mark.parametrize(
    "text",
    ["Lena's moving to Osaka", "the office is moving to the 5th floor", "our team is moving to the new building"],
)
def test_moving_somewhere_is_no_move_of_a_todo(text: str) -> None:
    now = datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London"))
    assert not [i for i in extract(text, now=now, tz=ZoneInfo("Europe/London")) if isinstance(i, MoveCommitment)]

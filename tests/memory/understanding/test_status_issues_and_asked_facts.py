"""Facts, issues and questions: a standing said with "status" ("the Corvid project's status is on
hold", "the status of the Atlas migration is paused"), a grandparent's title kept in the name
("Grandpa Joe"), an address with a unit ("Villa 12, Al Barsha 2") kept whole, a service or app
that isn't resolving / showing / taking payments, a repair then "it's fine now", a small fix of
an untracked thing said as a report, and the questions that read them back ("what do I have due",
"what's the status of …")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._small_fixes import small_fix
from memory.understanding.intents import OpenEpisode, Question, ResolveEpisode, StateClaim
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/Los_Angeles")
NOW = datetime(2027, 4, 30, 17, 20, tzinfo=TZ)  # a Friday evening
read = Reading(NOW, TZ)


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Matilda's status is on maternity leave until August", "Matilda", "on maternity leave"),
        ("the Corvid project's status is on hold", "Corvid project", "on hold"),
        ("the status of the Atlas migration is on hold", "Atlas migration", "on hold"),
        ("the status of the Atlas migration is now live", "Atlas migration", "live"),
        ("Dave's status is off sick till monday", "Dave", "off sick"),
        ("the kitchen reno's status is on hold till the autumn", "kitchen reno", "on hold"),
        ("Priya's status: on leave", "Priya", "on leave"),
        ("the status of our mortgage application is on hold", "mortgage application", "on hold"),
        ("the project status is on hold", "project", "on hold"),
    ],
)
def test_a_standing_said_with_status_is_the_status(text: str, subject: str, value: str) -> None:
    assert _claims(text) == [(subject, "status", value)]


def test_the_end_of_a_standing_is_its_until_not_its_value() -> None:
    (claim,) = read("Matilda's status is on maternity leave until August")
    assert isinstance(claim, StateClaim) and claim.until is not None
    assert claim.until.start.astimezone(TZ).month == 8


@pytest.mark.parametrize(
    "text",
    [
        "Ana's status is a mystery lol",  # a joke, no standing
        "my status is on holiday until the 12th",  # no one else's standing, and no "<thing> is on holiday"
        "Leo's status is on the waitlist",  # not a standing the status readers know
    ],
)
def test_a_status_the_standings_do_not_know_is_not_read_as_one(text: str) -> None:
    assert all(c[2] not in ("on holiday", "on the waitlist", "a mystery") for c in _claims(text))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Grandpa Joe's address is 22 Alder Lane, Eugene", "Grandpa Joe"),
        ("Grandma Rosa's phone number is 555 0192", "Grandma Rosa"),
        ("Grandad Tom moved to Bournemouth", "Grandad Tom"),
        ("Nana Ama is the new chair", "Nana Ama"),
        # a relation said before the name: the person is the name
        ("cousin Marguerite moved to Halifax", "Marguerite"),
        ("Aunt Dolores's birthday is June 3", "Dolores"),
        ("Uncle Femi's number is 07700 900123", "Femi"),
        ("Auntie Bev moved to Perth", "Bev"),
    ],
)
def test_a_grandparents_title_is_part_of_the_name(text: str, subject: str) -> None:
    assert [c[0] for c in _claims(text)] == [subject]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Reem's address is Villa 12, Al Barsha 2", "Villa 12, Al Barsha 2"),
        ("Omar's address is House 4, Gulshan 2, Dhaka", "House 4, Gulshan 2, Dhaka"),
        ("Dana lives at Flat 3, 21 King St", "Flat 3, 21 King St"),
    ],
)
def test_an_address_with_numbered_parts_is_one_value(text: str, value: str) -> None:
    assert [c[2] for c in _claims(text)] == [value]


def test_an_address_then_a_todo_is_still_two_things() -> None:
    found = read("Reem's address is Villa 12, call her tomorrow")
    assert [c[2] for c in _claims("Reem's address is Villa 12, call her tomorrow")] == ["Villa 12"]
    assert len(found) == 2


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("DNS for api.tidewater.example isn't resolving", "DNS"),
        ("the domain isn't resolving", "domain"),
        ("the school bus app isn't showing the route", "school bus app"),
        ("the tv isn't showing any channels", "tv"),
        ("the doorbell isn't ringing", "doorbell"),
        ("my photos won't upload", "photos"),
        ("the spreadsheet won't save", "spreadsheet"),
        ("the card reader isn't taking payments", "card reader"),
        ("the till won't accept cards", "till"),
        ("the printer isn't working properly", "printer"),
        ("the garage door isn't closing properly", "garage door"),
    ],
)
def test_a_thing_that_fails_at_its_job_is_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]
    assert not [i for i in read(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    "text",
    [
        "Tom isn't showing up",
        "Dave isn't showing up to standup",
        "Mia isn't saving enough",
        "Priya won't ring me back",
        "the dispute isn't resolving itself",
        "the deal didn't go through",
    ],
)
def test_a_persons_doing_or_a_plan_fallen_through_is_no_issue(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("reinstalled Zoom and it's fine now", "Zoom"),
        ("rebooted the laptop and everything's fine", "laptop"),
        ("unplugged the fridge for a bit and now it works again", "fridge"),
        # a part mended for another thing's sake: "it" is what had failed
        ("restarted the router and it's working again", "it"),
        ("replaced the fuse & now it works", "it"),
        ("I reinstalled the printer driver and it's working fine now", "it"),
        ("swapped out the battery and it's working now", "it"),
    ],
)
def test_a_repair_then_its_fine_resolves_the_thing(text: str, topic: str) -> None:
    assert read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize("text", ["called Ana and it's fine now", "restarted the server and it's still down"])
def test_no_repair_or_no_recovery_is_no_fix(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, ResolveEpisode) and i.topic != "it"]


@pytest.mark.parametrize(
    ("text", "small"),
    [
        ("fixed a typo in the readme", True),
        ("cleaned up a few broken links on the site", True),
        ("fixed a bug in the invoice export", True),
        ("corrected some spelling mistakes on the menu", True),
        ("fixed a couple of leaky taps", True),
        ("fixed the gate latch", False),  # names one thing: may be an issue recap knows
        ("fixed a typo, need to push it", False),  # more to do
        ("will fix a bug tomorrow", False),
    ],
)
def test_a_small_fix_of_an_untracked_thing_is_a_report(text: str, small: bool) -> None:
    assert small_fix(text) is small


@pytest.mark.parametrize(
    "text",
    [
        "what do I have due?",
        "what have I got due",
        "what do I have due this week",
        "what have we got coming up",
        "what do I have outstanding",
        "what was i meant to do today? brain is mush",
        "what am i supposed to be doing tmrw?",
        "what were we meant to do this week",
    ],
)
def test_what_i_have_due_asks_what_is_due(text: str) -> None:
    (asked,) = read(text)
    assert isinstance(asked, Question) and asked.kind == "due_week"


def test_what_i_have_due_for_someone_is_no_plain_due_question() -> None:
    (asked,) = read("what do i have due for Globex")
    assert isinstance(asked, Question) and asked.kind != "due_week"


async def test_stored_and_asked_back(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"say": "Matilda's status is on maternity leave until August",
         "expect": {"facts": [{"subject": "Matilda", "predicate": "status", "value": "on maternity leave"}]}},
        {"say": "Grandpa Joe's address is 22 Alder Lane, Eugene",
         "expect": {"facts": [{"subject": "Grandpa Joe", "predicate": "address", "value": "22 Alder Lane, Eugene"}]}},
        {"say": "DNS for api.tidewater.example isn't resolving", "expect": {"opened": ["DNS"]}},
        {"say": "reinstalled Zoom and it's fine now", "before": ["Zoom keeps crashing"],
         "expect": {"resolved": ["Zoom"]}},
        {"say": "fixed a typo in the readme", "expect": "nothing"},
        {"say": "tidied up some formatting in the report", "expect": "nothing"},
        {"say": "what do I have due?", "before": ["I need to pay the water bill by tuesday",
                                                 "I'll book the ferry by wednesday"],
         "expect": {"answer": ["water bill", "ferry"]}},
        {"say": "what was i meant to do today? brain is mush",
         "before": ["today i need to feed the pigs at Semu's", "tmrw i'll weed the taro patch"],
         "expect": {"answer": ["pigs"], "answer_excludes": ["taro"]}},
        {"say": "what's Reem's address", "before": ["Reem's address is Villa 12, Al Barsha 2"],
         "expect": {"answer": ["Villa 12, Al Barsha 2"]}},
        {"say": "what's Joe's address", "before": ["Grandpa Joe's address is 22 Alder Lane, Eugene"],
         "expect": {"answer": ["22 Alder Lane"]}},
        {"say": "what's the status of the Creek bridge project?",
         "before": ["the Creek bridge project's status is paused"], "expect": {"answer": ["paused"]}},
        {"say": "what's the latest on the roof job?", "before": ["the roof job is on hold"],
         "expect": {"answer": ["on hold"]}},
        {"say": "what's the status of the printer?", "before": ["the printer is jammed"],
         "expect": {"answer": ["still open"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-04-30T17:20:00-07:00", "America/Los_Angeles", cases) == []

"""Issues said in everyday words:

- a trouble told of a place stayed at, at a past time ("the whole internet went down in the hotel
  last night lmao, we just played cards"): a story, nothing kept (memory.understanding._past_blip);
- a child or a pet said to play up ("my toddler is spitting out garbage"): no thing broken
  (memory.understanding._issue_guards.bodily);
- "the printer keeps giving errors": the printer's issue, "giving" no part of its name;
- a trouble then a guess at its cause ("shower's gone cold, boiler again?"): the trouble opened;
- a supply measured on a numbered floor, a symptom with when it shows ("grinding noise from the lift
  when it stops");
- a thing said done that is no to-do but an open issue ("payroll portal - done, all good now"): the
  issue resolved.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import OpenEpisode
from tests.memory.understanding.played import failures

NOW = "2026-12-02T09:05:00+00:00"
TZ = ZoneInfo("Europe/London")


def _opened(text: str) -> list[str]:
    found = extract(text, now=datetime(2026, 12, 2, 9, 5, tzinfo=TZ), tz=TZ)
    return [i.topic for i in found if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text",
    [
        "the whole internet went down in the hotel last night lmao, we just played cards",
        "power went out at the cabin last weekend, we just lit candles",
        "the aircon was broken in our airbnb the whole week on holiday",
        "my toddler is spitting out garbage",
        "my son keeps throwing errors lol",
        "the puppy keeps crashing into things",
        "the kid keeps crashing",
    ],
)
def test_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the wifi went down last night", "wifi"),
        ("wifi at the hotel is down again, can't work", "wifi"),
        ("my son's laptop is broken", "son's laptop"),
        ("the printer keeps giving errors", "printer"),
        ("the label printer keeps throwing errors again", "label printer"),
        ("the scanner keeps giving me errors", "scanner"),
        ("shower's gone cold, boiler again?", "shower"),
        ("the printer's jammed, toner again?", "printer"),
        ("wifi's down again, is it the router?", "wifi"),
        ("the wifi's down, any idea why?", "wifi"),
        ("dishwasher's leaking again - seal?", "dishwasher"),
        ("heads up: the water pressure on floor 3 is basically nil", "water pressure on floor 3"),
        ("water pressure on level 2 is terrible", "water pressure on level 2"),
        ("there's a grinding noise from the lift when it stops", "grinding noise from the lift"),
        ("weird clicking sound from the van every time i brake", "weird clicking sound from the van"),
    ],
)
def test_issue_opened(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["the meeting's at 3, right?", "is the wifi down, router?"])
def test_a_question_stays_a_question(text: str) -> None:
    assert _opened(text) == []


CASES = [
    {"before": ["the payroll portal is down"], "say": "payroll portal - done, all good now",
     "expect": {"resolved": ["payroll portal"]}},
    {"before": ["the label printer is jammed"], "say": "label printer done",
     "expect": {"resolved": ["label printer"]}},
    {"before": ["the wifi is down", "need to call the ISP"], "say": "called the ISP",
     "expect": {"completed": ["call the ISP"]}},
    {"say": "the whole internet went down in the hotel last night lmao, we just played cards", "expect": "nothing"},
    {"say": "shower's gone cold, boiler again?", "expect": {"opened": ["shower"]}},
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: str(c["say"]))
async def test_played(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []

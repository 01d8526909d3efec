"""Session 35 (blind34): how a show went, told as past with "it" for the show ("the church choir
absolutely nailed it tonight", "the band smashed it") is a report, never the diary line "choir …
tonight"; a bare occasion and its time stays a to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Pacific/Tahiti")
NOW = datetime(2031, 7, 14, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "the church choir absolutely nailed it tonight",
        "the orchestra smashed it tonight",
        "choir sang it beautifully tonight",
        "the quiz team won it tonight",
        "the band stole the show tonight",
    ],
)
def test_how_the_show_went_is_no_diary_line(said: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [], said


@pytest.mark.parametrize(
    ("said", "action"), [("choir practice tonight", "choir practice"), ("football tonight", "football")]
)
def test_an_occasion_and_its_time_stays_a_todo(said: str, action: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert found[0].action == action

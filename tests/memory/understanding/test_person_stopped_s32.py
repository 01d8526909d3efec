""""Tom stopped replying" opened an issue "Tom" (session 32): a lone name that stopped doing what no
machine or service is for (replying, answering, texting back, coming) is a person's doing, no
thing failing. What a thing does when it works ("Slack stopped syncing", "Xero stopped working")
is still a fault."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE)


def _issues(text: str) -> list[str]:
    return [i.topic for i in READ(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text",
    [
        "Tom stopped replying",
        "Tom stopped answering my texts",
        "Priya stopped texting back",
        "Jo has stopped coming to training",
        "Tom's just stopped replying",
    ],
)
def test_a_person_who_stopped_doing_something_is_no_issue(text: str) -> None:
    assert _issues(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Slack stopped syncing", "Slack"),
        ("Gmail stopped loading", "Gmail"),
        ("Xero stopped working", "Xero"),
        ("the app stopped syncing", "app"),
    ],
)
def test_a_thing_that_stopped_doing_its_job_is_an_issue(text: str, topic: str) -> None:
    assert _issues(text) == [topic]

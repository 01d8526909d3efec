"""Tests for issues told without a broken-word: a supply that is off ("water supply's off in our
building"), trouble had with a thing ("having issues w/ the scanner at reception, wont
connect"), and a task people cannot do on a thing ("customers cant checkout on the android
app"). A person, a plan or what is possible is never such an issue."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, extract
from memory.understanding._issue_blocked import blocked

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 10, 0, tzinfo=LONDON)


def _opened(text: str) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=LONDON) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("water supply's off in our building", "water supply"),
        ("the power's off again", "power"),
        ("gas is off at the flat", "gas"),
        ("wifi's been cut off", "wifi"),
        ("our internet's off since this morning", "internet"),
    ],
)
def test_a_supply_that_is_off_is_an_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["Ravi's off today", "Mia is off on friday"])
def test_a_person_off_is_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("having issues w/ the scanner at reception, wont connect", "scanner"),
        ("we're having problems with the card machine", "card machine"),
        ("I've been having trouble with the VPN", "VPN"),
        ("still getting errors with the booking site", "booking site"),
    ],
)
def test_trouble_had_with_a_thing_is_an_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["having issues with my landlord", "having problems with the new intern", "getting trouble with Dave"]
)
def test_trouble_had_with_a_person_is_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("customers cant checkout on the android app", "android app checkout"),
        ("users can't log in on the portal since this morning", "portal login"),
        ("staff are unable to clock in on the kiosk", "kiosk clock-in"),
        ("people cant sign up on our website again", "website sign-up"),
        ("we cant upload files to sharepoint", "sharepoint uploads"),
        ("nobody can print from the 3rd floor printer", "3rd floor printer printing"),
        ("guests can't pay via the booking app", "booking app payments"),
    ],
)
def test_a_task_people_cannot_do_on_a_thing_is_an_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "customers can pay via the app",  # what is possible
        "I can't book on friday",  # a plan that will not happen
        "Dave can't pay on the card",  # one person, no outage
        "I can't make it on friday",
    ],
)
def test_no_blocked_task(text: str) -> None:
    assert blocked(text) is None

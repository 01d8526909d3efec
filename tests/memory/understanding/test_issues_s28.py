"""Tests for issues blind26 missed or misread (session 28): a status code met on a feature keeps the
feature ("website throws a 502 at checkout": website checkout 502s); a thing that "won't kick in"
or "come on" fails at what it is for; a card machine that "declines every card"; a page of a site
that is blank; an app that "charged me twice"; a device's touch or sound after "and" is the same
trouble; a card or an account "blocked" is an issue (then "unblocked"), and a repair said as a
headline with "works now" after it ("card reader swapped, works now") fixes the thing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, StateClaim, extract
from memory.understanding.normalise import normalise

ZONE = ZoneInfo("Atlantic/Reykjavik")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)


def _read(text: str) -> list:
    return extract(text, now=NOW, tz=ZONE)


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("website throws a 502 at checkout", ["website checkout 502s"]),
        ("the api returns 404 on login", ["api login 404s"]),
        ("the form throws a 403 on submit", ["form submit 403s"]),
        ("login page 404s for some users", ["login page 404s"]),  # who it hits is no feature
        ("heads up: the site generator won't kick in", ["site generator"]),
        ("the AC didn't kick in this morning", ["AC"]),
        ("the backup generator won't come on", ["backup generator"]),
        ("the boiler won't fire up", ["boiler"]),
        ("the van won't turn over", ["van"]),
        ("the POS terminal at the shop declines every card", ["POS terminal"]),
        ("the card machine rejects amex", ["card machine"]),
        ("shipment tracking page is blank for every order", ["shipment tracking page"]),
        ("the login page is blank", ["login page"]),
        ("the Yego app charged me twice again", ["Yego app"]),
        ("the parking app charged me twice", ["parking app"]),
        ("phone screen cracked and touch doesn't respond", ["phone screen"]),
        ("the printer is jammed and the scanner is down", ["printer", "scanner"]),
        ("the fuel card is blocked", ["fuel card"]),
        ("my bank card is blocked", ["bank card"]),
        ("my account got suspended", ["account"]),
    ],
)
def test_issue_opened(text: str, topics: list[str]) -> None:
    """Each reads as the issues named, and nothing else."""
    read = _read(text)
    assert [i.topic for i in read if isinstance(i, OpenEpisode)] == topics
    assert all(isinstance(i, OpenEpisode) for i in read)


@pytest.mark.parametrize(
    "text",
    [
        "the painkillers haven't kicked in yet",
        "Tom won't come on the trip",
        "the new rules don't kick in till may",
        "Maya charged me twice for lunch",
        "the first page is blank",
        "my calendar is blank tomorrow",
        "Sam is blocked on the review",
    ],
)
def test_no_issue(text: str) -> None:
    """Medicine, people, rules and blank pages of paper open nothing."""
    assert not [i for i in _read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("card reader swapped, works now", "card reader"),
        ("card reader replaced, working now", "card reader"),
        ("fuel card unblocked, all good", "fuel card"),
    ],
)
def test_fixed(text: str, topic: str) -> None:
    """A repair said as a headline with its outcome after the comma fixes the thing."""
    assert [i.topic for i in _read(text) if isinstance(i, ResolveEpisode)] == [topic]


def test_verb_after_comma_keeps_its_s() -> None:
    """ "…, works now" is a verb, never "work's"; a name glued to "now" still gets its apostrophe."""
    assert normalise("card reader swapped, works now") == "card reader swapped, works now"
    assert normalise("Mayas now at Google") == "Maya's now at Google"


def test_road_blocked_not_an_issue() -> None:
    """A road is no card or account: still read as its status."""
    assert all(isinstance(i, StateClaim) for i in _read("the road is blocked"))


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("card terminal declines everything", ["card terminal"]),
        ("the order history page is blank", ["order history page"]),
        ("my banking app charged me twice", ["banking app"]),
    ],
)
def test_more_issues_opened(text: str, topics: list[str]) -> None:
    """Variants of the blind26 symptoms read as their issue."""
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == topics


@pytest.mark.parametrize(
    "text",
    ["the gym charged me twice this month", "the app charged me twice this week", "the clinic called us this morning"],
)
def test_what_was_done_to_the_user_is_no_agenda_line(text: str) -> None:
    """A thing's past deed to the user, with a time, is no occasion to keep as a to-do."""
    assert not [i for i in _read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["the notebook page is blank", "the guestbook page is blank"])
def test_paper_pages_blank(text: str) -> None:
    """A page of paper blank is not a screen that failed."""
    assert not [i for i in _read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the app throws an error at login", "app"),
        ("the app throws errors at login", "app"),
        ("the portal throws an exception on save", "portal"),
        ("the export errors out", "export"),
    ],
)
def test_error_thrown_names_the_thing(text: str, topic: str) -> None:
    """An error thrown is the thing's issue ("app", never "app throws an")."""
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]

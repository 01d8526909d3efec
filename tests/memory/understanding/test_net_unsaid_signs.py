"""Tests for the "never silent" net's signs of intent beyond obligation words: failures said
without "the" or of nothing named, warnings, amounts that moved, a person with a role or a
place, lowercase names with their "is" glued on, and hyphenated names; and the small talk that
shares their words, which is not asked about. Then the question :func:`memory.asks.never_silent`
asks of each, against real readings (no stored state)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.asks import FAILING_UNNAMED, never_silent
from memory.timefmt import zone
from memory.understanding import sign_of

TZ = zone("Australia/Brisbane")
NOW = datetime(2026, 11, 30, 9, 0, tzinfo=TZ)  # a Monday morning


def _kind(text: str) -> tuple[str, str] | None:
    sign = sign_of(text, now=NOW, tz=TZ)
    return (sign.kind, sign.words) if sign is not None else None


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("printer on level 3 keeps jamming", "printer on level 3"),
        ("Hotspot in the van cuts out every few mins", "Hotspot in the van"),
        ("the walk-in at the cafe is not cooling", "walk-in at the cafe"),
        ("dishwasher making a horrible noise again", "dishwasher"),
        ("the kettle in kitchen 2 not works", "kettle in kitchen 2"),
        ("laptop flickering like crazy 😩", "laptop"),
        ("smoke alarm went off again tho", "smoke alarm"),
        ("dashboard warning light is flashing", "dashboard warning light"),
    ],
)
def test_a_thing_failing_is_an_issue_to_offer(text: str, thing: str) -> None:
    assert _kind(text) == ("issue", thing)


@pytest.mark.parametrize(
    "text", ["still broken", "broken again", "it's playing up again", "still not working!!", "its down again ugh"]
)
def test_a_failure_of_nothing_named_asks_what(text: str) -> None:
    assert _kind(text) == ("issue", "")
    ask = never_silent(text, understanding.extract(text, now=NOW, tz=TZ), [], [], now=NOW, tz=TZ)
    assert ask is not None and ask.question == FAILING_UNNAMED


@pytest.mark.parametrize(
    "text",
    [
        "the kids are playing up",
        "my heart is broken",
        "Sam's down today",
        "the office is freezing",
        "broken",
        "the baby's been crying all night",
    ],
)
def test_people_and_moods_are_no_failure(text: str) -> None:
    sign = sign_of(text, now=NOW, tz=TZ)
    assert sign is None or sign.kind != "issue"


@pytest.mark.parametrize(
    "text",
    [
        "school fees went up to R4,500 a term",
        "bus fare rose to $3.20",
        "the rent is now £1,250 from next month",
        "kombucha going down to 6 a bottle",
        "parking now costs 15 euro",
    ],
)
def test_an_amount_that_moved_is_a_change(text: str) -> None:
    assert (_kind(text) or ("", ""))[0] == "change"


@pytest.mark.parametrize(
    "text",
    [
        "the new treasurer is Oluwaseun Adeyemi",
        "she's now in charge of rostering",
        "her new position starts in january",
        "Mateus took over as head chef",
        "Aigerim's at Kaspi now",
        "ruths retiring",
        "nikos back from leave",
        "Jean-Luc started at Airbus last month",
    ],
)
def test_a_person_with_a_role_or_place_is_a_change(text: str) -> None:
    assert (_kind(text) or ("", ""))[0] == "change"


@pytest.mark.parametrize(
    "text",
    [
        "we're up to 5 now lol",
        "final score 2-1 to us",
        "the new teacher is lovely",
        "we went to Rotorua last weekend, gorgeous",
        "nope",
        "evening all! pizza then bed",
        "my bus got delayed by 20 mins yesterday but made it",
    ],
)
def test_small_talk_that_shares_the_words_is_not_asked_about(text: str) -> None:
    found = understanding.extract(text, now=NOW, tz=TZ)
    assert never_silent(text, found, [], [], now=NOW, tz=TZ) is None


def test_a_promise_told_in_the_past_tense_is_no_story() -> None:
    text = "the builder promised to finish the deck by the 20th"
    assert not understanding.small_talk(text)

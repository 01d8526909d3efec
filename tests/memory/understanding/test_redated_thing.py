"""A to-do named by its thing with a new day and a move sign ("login fix will be friday
instead", "newsletter's going out saturday now") is read as that thing moved; without the sign,
with a person or pronoun before the verb, or a state between the verb and the day, it is not."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import MoveCommitment
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 1, 13, 9, 0, tzinfo=TZ)  # a Wednesday
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("login fix will be friday instead", "login fix", "Fri 15"),
        ("newsletter's going out saturday now", "newsletter", "Sat 16"),
        ("the review is friday now", "review", "Fri 15"),
        ("plumber payment will be monday instead", "plumber payment", "Mon 18"),
        ("grant submission's the 25th now", "grant submission", "Mon 25"),
        ("insurance renewal will be next tuesday instead", "insurance renewal", "Tue 19"),
        ("chair delivery is happening saturday now", "chair delivery", "Sat 16"),
        ("venue booking's gonna be monday instead", "venue booking", "Mon 18"),
        ("acme invoices going out on tuesday now", "acme invoices", "Tue 19"),
        ("Gutter cleaning will be Sunday instead", "Gutter cleaning", "Sun 17"),
        ("the offsite's taking place on the 29th now", "offsite", "Fri 29"),
        ("tax return's on the 28th now", "tax return", "Thu 28"),
    ],
)
def test_a_thing_with_a_new_day_and_a_move_sign_is_moved(text: str, thing: str, day: str) -> None:
    [found] = read(text)
    assert isinstance(found, MoveCommitment) and found.action == thing, found
    assert (read.when(found) or "").startswith(day)


@pytest.mark.parametrize(
    "text",
    [
        "login fix will be friday",  # no sign: news of when it is
        "Maya's going out saturday now",  # a person going out
        "maya's going out saturday now",  # lower case, still no thing that is sent
        "Zubin will be friday instead",  # a person
        "I'll be in Leeds friday instead",
        "she'll be back monday now",
        "it'll be sunny saturday instead",  # a state between the verb and the day
        "the weather will be better saturday instead",
        "the kids are home friday now",
    ],
)
def test_no_thing_or_no_sign_moves_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, MoveCommitment)]

"""Tests for wrong stores of older sets fixed in session 32.

"Kelechi is covering my Tuesday on-call …, so Ill take the 9th": the 9th is what is taken (a shift
the words never name), so recap asks (it kept a to-do "take", due the 9th). "8 not 7" moved "dinner
w/ Ignacio", kept as "dinner with Ignacio": "w/" is "with" wherever to-dos are matched by their words."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from memory.words import content_words
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
READ = Reading(datetime(2027, 11, 3, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "Kelechi is covering my Tuesday on-call and I owe him a Saturday in Jan, so Ill take the 9th",
        "I'll take the 9th",
        "ill cover sat",
        "ill grab thurs",
        "Ana will take sat",
        "gonna take fri",
    ],
)
def test_a_day_said_as_what_a_verb_takes_is_asked(text: str) -> None:
    """A day said as the object of a verb that needs one ("take the 9th") keeps no to-do of the verb
    alone: recap asks what it stands for."""
    found = READ(text)
    assert not [i for i in found if isinstance(i, NewCommitment) and len(i.action.split()) == 1], found
    assert any(isinstance(i, Unclear) and "stand for" in i.question for i in found), found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("I'll work sat", ("work", "Sat 06 Nov")),  # the day says when
        ("vote tues", ("vote", "Tue 09 Nov")),
        ("ill take the kids on the 9th", ("take the kids", "Tue 09 Nov")),  # an object of its own
        ("i'll do the bbq sat", ("do the bbq", "Sat 06 Nov")),
    ],
)
def test_a_day_that_says_when_is_the_due(text: str, todo: tuple[str, str]) -> None:
    """A verb that stands alone, or has its own object, keeps its day as the due."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("dinner w/ Ignacio", "dinner with Ignacio"),
        ("call w/ the bank", "call with the bank"),
        ("shift swap w/Deb", "shift swap with Deb"),
        ("lunch w/o the kids", "lunch without the kids"),
    ],
)
def test_w_slash_is_with(typed: str, said: str) -> None:
    """"w/" is how people type "with" (and "w/o" "without"): a to-do named either way is one to-do."""
    assert content_words(typed) == content_words(said)


def test_w_slash_o_is_not_with() -> None:
    """"w/o" is "without", never "with"."""
    assert content_words("lunch w/o the kids") != content_words("lunch w/ the kids")

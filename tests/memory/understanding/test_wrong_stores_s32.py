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


SYDNEY = ZoneInfo("Australia/Sydney")
AT_SYDNEY = Reading(datetime(2027, 11, 12, 21, 30, tzinfo=SYDNEY), SYDNEY, fmt="%a %d %b %H:%M")  # a Friday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("20/11 – Aisha & Ben's wedding, need to be there by 1", ("Aisha and Ben's wedding", "Sat 20 Nov 13:00")),
        ("sat - Tom's birthday drinks, need to be there by 8", ("Tom's birthday drinks", "Sat 13 Nov 20:00")),
        ("the 14th: graduation, gotta be there by 10am", ("graduation", "Sun 14 Nov 10:00")),
        ("fri – school concert, need to be there by 6pm", ("school concert", "Fri 19 Nov 18:00")),
        ("sat - Mum and Dad's anniversary lunch, need to be there by 12", ("Mum and Dad's anniversary lunch",
                                                                         "Sat 13 Nov 12:00")),
    ],
)
def test_an_occasion_under_its_day_then_when_to_be_there_is_the_occasion_then(text: str, todo: tuple[str, str]) -> None:
    """"<day> – <occasion>, need to be there by <time>" is the occasion at that time on its day: the
    day heading makes no list of it (recap kept the occasion for the day and asked about "be there")."""
    assert AT_SYDNEY.todos(AT_SYDNEY(text)) == [todo]


def test_a_list_under_a_day_with_more_after_being_there_stays_a_list() -> None:
    """Being there said mid-list ("…, need to be there by 6pm, buy flowers tmrw") leaves the list as it was."""
    found = AT_SYDNEY("fri – school concert, need to be there by 6pm, buy flowers tmrw")
    assert ("buy flowers", "Sat 13 Nov 00:00") in AT_SYDNEY.todos(found)
    assert not [i for i in found if isinstance(i, NewCommitment) and "need to" in i.action]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Tom and Ana's wedding sat", ("Tom and Ana's wedding", "Sat 13 Nov 00:00")),
        ("sat: Kemi & Jo's housewarming", ("Kemi and Jo's housewarming", "Sat 13 Nov 00:00")),
    ],
)
def test_two_peoples_occasion_is_one_diary_line(text: str, todo: tuple[str, str]) -> None:
    """"Aisha and Ben's wedding": the "and" joins the two whose occasion it is, no two clauses."""
    assert AT_SYDNEY.todos(AT_SYDNEY(text)) == [todo]

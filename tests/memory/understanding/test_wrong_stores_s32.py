"""Tests for wrong stores of older sets fixed in session 32.

"Nikhil joins the reef team on the 1st — order his wetsuit by fri", "Wayan's driving for us now, …
pay his deposit wed", "Mr. Rao is new director …, I have to arrange his welcome lunch": a to-do done
for the person the message just named through "his" is for that person, as one through "her" already
was (recap kept them for no one). "Kelechi is covering my Tuesday on-call …, so Ill take the 9th":
the 9th is what is taken (a shift the words never name), so recap asks (it kept a to-do "take")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/London")
READ = Reading(datetime(2027, 11, 3, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Wednesday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Tomasz is the new site lead, need to book his flights by fri", ("book his flights", "me", "Tomasz")),
        ("Ravi's moved to Leeds, gotta update his address in payroll by mon",
         ("update his address in payroll", "me", "Ravi")),
        ("Leo's the new intern, i'll order his badge tmrw", ("order his badge", "me", "Leo")),
        ("Kai moved to Berlin and I'll sell his bike on sat", ("sell his bike", "me", "Kai")),
        ("Omar is now CFO and Jess will send his welcome pack on thurs", ("send his welcome pack", "Jess", "Omar")),
        ("Mr. Rao is new director from the 1st, and I have to arrange his welcome lunch on that day",
         ("arrange his welcome lunch", "me", "Mr. Rao")),
    ],
)
def test_his_names_the_person_said_before_as_her_does(text: str, todo: tuple[str, str, str]) -> None:
    """A to-do done for the person named before it through "his" is for that person."""
    assert [(i.action, i.owner, i.counterparty) for i in READ(text) if isinstance(i, NewCommitment)] == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "Tom will bring his laptop tmrw",  # his own
        "Sam's the new lead and he'll finish his slides by fri",  # the owner's own
        "Marek is our new tenant, he said he'll pay his deposit by fri",
        "need to book his flights by fri",  # no one named
    ],
)
def test_his_of_the_owner_or_of_no_one_named_names_no_counterparty(text: str) -> None:
    """"his" of the one who does it, or of no one the message names, makes no counterparty."""
    assert [i.counterparty for i in READ(text) if isinstance(i, NewCommitment)] == [None]


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

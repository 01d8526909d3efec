"""Tests for misreadings found typing as a busy person would (session 45): news told with its own
date ("need to tell Mrs Alvarez i cant do thurs") is a to-do to tell, undated, the day kept in its
words (recap took Thursday for when to tell and dropped it from the action)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, StateClaim
from memory.understanding._dropped_apostrophes import restore_apostrophes
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Chicago")
READ = Reading(datetime(2026, 3, 2, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to tell Mrs Alvarez i cant do thurs", "tell Mrs Alvarez I can't do thurs"),
        ("i'll tell Sam i can't do thurs", "tell Sam I can't do thurs"),
        ("let Jo know i can't make it on sat", "let Jo know I can't make it on sat"),
        ("gonna text Jo im off friday", "text Jo I'm off friday"),
        ("should email Ken that we're closed on the 4th", "email Ken that we're closed on the 4th"),
        ("tell Sam the meeting is friday", "tell Sam the meeting is friday"),
        ("remind Priya that the deadline is the 20th", "remind Priya that the deadline is the 20th"),
        ("remind Dad his appointment's on tuesday", "remind Dad his appointment's on tuesday"),
        ("need to ask Tom if he can cover sat", "ask Tom if he can cover sat"),
        ("ask the landlord whether we can move in on the 1st", "ask the landlord whether we can move in on the 1st"),
    ],
)
def test_news_told_with_its_own_day_is_an_undated_todo_to_tell(text: str, action: str) -> None:
    assert READ(text) == [NewCommitment(action, "me", None, None)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # the day said of the telling, before "that", is its due
        ("need to email Ken by wed that we're closed on the 4th",
         ("email Ken that we're closed on the 4th", "Wed 04 Mar")),
        ("need to let Jo know by fri that i can't make it on sat",
         ("let Jo know that I can't make it on sat", "Fri 06 Mar")),
        # near-misses: no clause of its own, the day is the telling's (or the asked one's)
        ("tell Amara about the demo tmrw", ("tell Amara about the demo", "Tue 03 Mar")),
        ("text her the address tmrw", ("text her the address", "Tue 03 Mar")),
        ("email the team the agenda by fri", ("email the team the agenda", "Fri 06 Mar")),
        ("ask Tom to cover sat", ("ask Tom to cover", "Sat 07 Mar")),
        ("update the doc it's due fri", ("update the doc", "Fri 06 Mar")),
        ("tell IT by tmrw", ("tell IT", "Tue 03 Mar")),
        # a news said whole, then a day: the telling's ("by friday" at the end is when to tell)
        ("let Ana know the room is booked by friday", ("let Ana know the room is booked", "Fri 06 Mar")),
        ("tell Kwabena the room is booked tomorrow", ("tell Kwabena the room is booked", "Tue 03 Mar")),
    ],
)
def test_a_day_of_the_telling_stays_its_due(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "mended"),
    [
        # a weekday shortened to its "s" keeps it: "thurs briefing at 4" is Thursday's briefing
        ("thurs briefing at 4", "thurs briefing at 4"),
        ("tues meeting at 3", "tues meeting at 3"),
        ("weds standup at 9", "weds standup at 9"),
        # near-misses: a name's lost apostrophe is still put back
        ("Kemis briefing at 4", "Kemi's briefing at 4"),
        ("Mayas role is COO now", "Maya's role is COO now"),
    ],
)
def test_a_shortened_weekday_is_no_name_missing_its_apostrophe(text: str, mended: str) -> None:
    assert restore_apostrophes(text) == mended


def test_a_shortened_weekday_dates_the_thing_after_it() -> None:
    read = [(i.action, i.due.text if i.due else None) for i in READ("thurs briefing at 4")]
    assert read == [("briefing", "thurs at 4")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Kirill is the tenant in flat 1", ("flat 1", "tenant", "Kirill")),
        ("Kirill is the new tenant in flat 1", ("flat 1", "tenant", "Kirill")),
        ("Kirill is the tenant at number 12", ("number 12", "tenant", "Kirill")),
        ("Kirill is the tenant of flat 1", ("flat 1", "tenant", "Kirill")),
        ("Maria is the landlord of the shop", ("shop", "landlord", "Maria")),
        # near-misses: a job held in a place stays the person's role; "in" is said of where one lives only
        ("Ana is the nurse on ward 3", ("Ana", "role", "nurse on ward 3")),
        ("Ana is the manager at the Leeds branch", ("Ana", "role", "manager at the Leeds branch")),
        ("Kirill is the tenant rep in flat 1", ("Kirill", "role", "tenant rep in flat 1")),
    ],
)
def test_who_lives_in_a_place_is_the_places_tenant(text: str, fact: tuple[str, str, str]) -> None:
    assert [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)] == [fact]


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        # a thing yet to come is ready when it comes: what waits on it moves then
        ("lumber yard says the beams won't be in till the 18th", "beams", "the 18th"),
        ("the parts won't arrive until monday", "parts", "monday"),
        ("the tiles wont be here till next wed", "tiles", "next wed"),
        ("supplier says the bricks won't be delivered till the 20th", "bricks", "the 20th"),
        ("the suit won't be ready till saturday", "suit", "saturday"),
    ],
)
def test_a_thing_not_in_till_a_day_moves_what_waits_on_it(text: str, thing: str, day: str) -> None:
    read = READ(text)
    assert [(type(i).__name__, i.action, i.due.text if i.due else None, i.when_ready) for i in read] == [
        ("MoveCommitment", thing, day, True)
    ]


@pytest.mark.parametrize(
    "text",
    # near-misses: a person not in till a day says where they are, no thing to wait for
    ["the boss won't be in till thurs", "Priya isn't in till thursday", "the plumber won't come till 3",
     "mum won't be here till sat"],
)
def test_a_person_not_in_till_a_day_moves_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # a first day is the day one starts: the start date "Rosa starts monday" keeps
        ("Rosa's first day is monday", ("Rosa", "start date", "9 March 2026")),
        ("Rosa's first working day is the 9th", ("Rosa", "start date", "9 March 2026")),
        ("Rosa starts monday", ("Rosa", "start date", "9 March 2026")),
        # near-misses: a last day stays the day one leaves; a move-in day its own
        ("Ana's last day is the 20th", ("Ana", "last day", "20 March 2026")),
        ("Ana's final shift is the 20th", ("Ana", "last day", "20 March 2026")),
    ],
)
def test_a_first_day_is_the_start_date(text: str, fact: tuple[str, str, str]) -> None:
    assert [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)] == [fact]

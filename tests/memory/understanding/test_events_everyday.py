"""Appointments and events as people jot them, and other people's plans, read by the reader
alone: an agenda line (an occasion and when, no verb) is a to-do named by the occasion, due
at its time; a past one, a story or a bare clock number is not; someone moving a shared thing
is a move by them (never their to-do "move the standup to"); a job someone took on needs no
date. What each changes is :mod:`memory.derive`'s job (``tests/memory/test_derive_events_everyday.py``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, MoveCommitment, NewCommitment, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 16, 45, tzinfo=TZ)  # a Wednesday afternoon


def run(text: str, *, now: datetime = NOW, tz: ZoneInfo = TZ) -> list[Intent]:
    return extract(text, now=now, tz=tz)


def _local(found: NewCommitment | MoveCommitment, tz: ZoneInfo = TZ) -> str:
    assert found.due is not None
    return found.due.start.astimezone(tz).strftime("%Y-%m-%d %H:%M")


# -- agenda lines ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("parents evening thursday 6pm", "parents evening", "2027-03-11 18:00"),
        ("plumber visit thursday 8am", "plumber visit", "2027-03-11 08:00"),
        ("1:1 w/ Sade fri 10", "1:1 with Sade", "2027-03-12 10:00"),
        ("vet 9:15 sat", "vet", "2027-03-13 09:15"),
        ("flight to Lagos on the 12th", "flight to Lagos", "2027-03-12 00:00"),
        ("haircut @ 4 tmrw", "haircut", "2027-03-11 16:00"),
        ("school play wed", "school play", "2027-03-17 00:00"),
        ("mtg w Rahul 2pm thurs", "mtg with Rahul", "2027-03-11 14:00"),
        ("Wren's birthday party saturday", "Wren's birthday party", "2027-03-13 00:00"),
        ("physio tmrw 11am", "physio", "2027-03-11 11:00"),
        ("Nneka's christening on sunday", "Nneka's christening", "2027-03-14 00:00"),
        ("gym tonight 💪", "gym", "2027-03-10 18:00"),
        ("orthodontist appt 8:30am monday", "orthodontist appt", "2027-03-15 08:30"),
        ("MOT friday 9am", "MOT", "2027-03-12 09:00"),
        ("swimming lesson sat 10am", "swimming lesson", "2027-03-13 10:00"),
        ("catch up w Giulia next tues 3pm", "catch up with Giulia", "2027-03-16 15:00"),
        ("zoom with the Osaka team thurs 7am", "zoom with the Osaka team", "2027-03-11 07:00"),
    ],
)  # fmt: skip
def test_an_agenda_line_is_a_to_do_named_by_its_occasion(text: str, action: str, due: str) -> None:
    found = run(text)
    assert len(found) == 1, found
    todo = found[0]
    assert isinstance(todo, NewCommitment), todo
    assert (todo.action, todo.owner, _local(todo)) == (action, "me", due)


def test_an_agenda_line_keeps_the_users_zone() -> None:
    tz = ZoneInfo("America/Sao_Paulo")
    found = run("reunião... I mean: school play tues 3pm", now=datetime(2027, 8, 12, 9, 40, tzinfo=tz), tz=tz)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert [(t.action, _local(t, tz)) for t in todos] == [("school play", "2027-08-17 15:00")], found


@pytest.mark.parametrize(
    "text",
    [
        "dentist was at 3",  # past
        "had the vet yesterday",
        "the vet yesterday",  # a date already gone: a report
        "lunch was great today",  # a story
        "big game saturday, so excited",  # a feeling
        "no gym today",  # not happening
        "I think the meeting is tomorrow",  # a sentence, not an occasion's name
        "dentist at 9",  # no day and no am/pm: asked, never guessed
        "mtg 3pm thurs or 5pm fri",  # two times: which one?
        "long day tomorrow",  # no occasion
        "the meeting ran long but went fine",
        "visit from the in-laws this weekend",  # theirs, not the user's
        "mad service tonight",  # how wild it will be, said of a shift: no occasion's name
        "hectic shift sat lol",
        "crazy match tomorrow",
        "brutal session thurs 6pm",
    ],
)
def test_what_is_no_agenda_line_stores_no_to_do(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, NewCommitment)], run(text)


# -- other people's plans --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing", "who", "due"),
    [
        ("Kemal is moving the standup to 10 tomorrow", "standup", "Kemal", "2027-03-11 10:00"),
        ("kemal's moving the standup to 10 tomorrow", "standup", "kemal", "2027-03-11 10:00"),
        ("Ines will push our 1:1 to friday", "1:1", "Ines", "2027-03-12 00:00"),
        ("Bogdan is going to reschedule the retro for monday", "retro", "Bogdan", "2027-03-15 00:00"),
        ("the dentist is moving my appt to the 19th", "appt", "dentist", "2027-03-19 00:00"),
    ],
)  # fmt: skip
def test_someone_about_to_move_a_thing_is_a_move_by_them(text: str, thing: str, who: str, due: str) -> None:
    found = run(text)
    assert len(found) == 1, found
    move = found[0]
    assert isinstance(move, MoveCommitment), move
    assert (move.action, move.by, _local(move)) == (thing, who, due)


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("Ama's handling catering and Kofi's booking the venue",
         [("handle catering", "Ama"), ("book the venue", "Kofi")]),
        ("Jia's bringing the cake", [("bring the cake", "Jia")]),
        ("Olu's organising the leaving drinks", [("organise the leaving drinks", "Olu")]),
        ("Siddharth is sorting the name badges", [("sort the name badges", "Siddharth")]),
        ("Marisol's picking up the keys", [("pick up the keys", "Marisol")]),
        ("Lukas will send the floor plan tues", [("send the floor plan", "Lukas")]),
    ],
)  # fmt: skip
def test_a_job_someone_took_on_is_their_commitment(text: str, todos: list[tuple[str, str]]) -> None:
    found = run(text)
    assert all(isinstance(i, NewCommitment) for i in found), found
    assert [(i.action, i.owner) for i in found if isinstance(i, NewCommitment)] == todos


@pytest.mark.parametrize(
    "text",
    [
        "Ben's running late",
        "Kofi's doing great",
        "Sam's sorting it",
        "Ana's working from home",
        "Yuki is moving to Osaka",
    ],
)
def test_what_someone_is_doing_now_is_no_commitment(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, NewCommitment)], run(text)


@pytest.mark.parametrize(
    "text",
    [
        "Kemal is moving the standup to 10 tomorrow",
        "Priyanka will bump the demo to next week",
        "mum's picking the kids up friday",
    ],
)
def test_no_action_ends_on_a_dangling_word(text: str) -> None:
    for intent in run(text):
        words = getattr(intent, "action", "") or ""
        assert words.split()[-1].lower() not in {"to", "for", "with", "from", "at", "by", "of"}, intent


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("flight to Lagos is on the 18th, 6:40am from LHR", "flight to Lagos from LHR", "2027-03-18 06:40"),
        ("flight to Lagos is on the 18th at 6:40am from LHR", "flight to Lagos from LHR", "2027-03-18 06:40"),
        ("dentist tues, 3:15 at the Elm St clinic", "dentist at the Elm St clinic", "2027-03-16 15:15"),
    ],
)
def test_a_clock_time_after_the_day_and_what_follows(text: str, action: str, due: str) -> None:
    """The lead's probe: the time after "the 18th," was dropped, and with it said, the flight's
    "is" stayed in its name."""
    (todo,) = run(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and _local(todo) == due

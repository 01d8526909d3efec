"""Chatter that keeps nothing and is not asked about (a photo snapped, a phone battery run flat at an
event, a show moved to another place, family home from a trip, a voice worn out by singing, a mail
signature, a "to-do list" named as a thing), beside the same words that still carry something (a
part that snapped, a laptop battery that won't charge, the meeting's room, a colleague back from
leave); a machine showing an error code whatever the user does; progress on a to-do told with how
big it is; and a thing the to-do needs not in hand till a day, which moves the to-do."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.asks import never_silent
from memory.timefmt import zone
from memory.understanding import MoveCommitment, OpenEpisode, StateClaim, small_talk
from memory.understanding._not_outcomes import not_an_outcome

SANTO_DOMINGO = zone("America/Santo_Domingo")
NOW = datetime(2027, 2, 27, 15, 0, tzinfo=SANTO_DOMINGO)  # a Saturday afternoon
BERMUDA = zone("Atlantic/Bermuda")
LATER = datetime(2029, 11, 3, 16, 30, tzinfo=BERMUDA)  # a Saturday


def _read(text: str, now: datetime = NOW) -> list[understanding.Intent]:
    return understanding.extract(text, now=now, tz=now.tzinfo)  # type: ignore[arg-type]


def _quiet(text: str) -> bool:
    """Nothing read and nothing asked, with nothing open."""
    found = _read(text)
    return not found and never_silent(text, found, [], [], now=NOW, tz=SANTO_DOMINGO) is None


@pytest.mark.parametrize(
    "text",
    [
        "the guy at the corner snapped a great pic of us",
        "some lady snapped a photo of the kids",
        "the man at the gate snapped a selfie with us",
        "the photographer snapped some cool shots of the float",
        "mum snapped up the last two tickets",
        "the guy from the paper snapped a few pics of the band",
        "my battery died halfway through the parade",
        "battery died right as the fireworks started",
        "my battery died during the game",
        "my battery died before i could film the float",
        "they moved the concert to the malecón, way better",
        "they moved the concert to the malecón",
        "the parade has been moved to the avenida",
        "the bbq got moved indoors",
        "the cousins are back from Jarabacoa",
        "my parents got back from Lisbon",
        "the boys are home from the lake",
        "my voice is totally broken from belting the anthem",
        "my legs are shot after that hike",
        "sent from my iphone, ignore the typos",
        "Sent from my phone - pls ignore typos",
        "sent from my android, excuse the typos",
        "to-do list can stay in the drawer this weekend",
        "the to-do list can stay in the drawer this weekend",
    ],
)
def test_chatter_keeps_nothing_and_asks_nothing(text: str) -> None:
    """A story, news of a show or of family, a worn voice, a signature: the brief acknowledgement."""
    assert _quiet(text), (_read(text), never_silent(text, _read(text), [], [], now=NOW, tz=SANTO_DOMINGO))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the fan belt snapped", "fan belt"),
        ("the drive belt snapped again", "drive belt"),
        ("the hinge on the gate snapped", "hinge"),
        ("guy rope snapped in the wind", "guy rope"),
        ("my battery died", "battery"),
        ("my laptop battery won't charge", "laptop battery"),
        ("the forklift battery died halfway through the shift", "forklift battery"),
        ("my battery keeps dying halfway through the day", "battery"),
    ],
)
def test_a_part_that_gave_way_is_still_an_issue(text: str, topic: str) -> None:
    """A thing snapped or a battery named by its thing (or not said to be over) stays an issue."""
    assert OpenEpisode(topic, _read(text)[0].detail) in _read(text)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "they moved the concert to friday",
        "they moved the meeting to room 4",
        "they moved the concert to the park so i need to rebook the taxi",
        "the cousins are back from Jarabacoa on sunday",
        "my voice is gone from all the singing, need to rest it",
        "my back is broken",
        "need to take a pic of the meter reading",
    ],
)
def test_the_same_words_with_something_more_are_no_small_talk(text: str) -> None:
    """A day, a meeting, a to-do said after it, or no effort that wore the body out: not waved off."""
    assert not small_talk(text)


@pytest.mark.parametrize("text", ["Ana's back from leave", "my sister is back from maternity leave"])
def test_back_from_leave_is_still_a_status(text: str) -> None:
    """A person back from leave is a fact kept, never family home from a trip."""
    assert not small_talk(text)
    assert any(isinstance(i, StateClaim) and i.predicate == "status" for i in _read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("scanner shows error 52 whatever i do", "scanner"),
        ("the printer keeps showing error 13 no matter what", "printer"),
        ("washer shows E21 every time", "washer"),
        ("the dishwasher is showing error E24 no matter what i try", "dishwasher"),
        ("the solar inverter is showing error 32", "solar inverter"),
    ],
)
def test_a_thing_showing_an_error_whatever_is_done_is_an_issue(text: str, topic: str) -> None:
    """An error code shown however the user tries is the thing's trouble."""
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "started reading the contract, it's a long one",
        "started the tax return, what a slog",
        "started on the thesis edits, it's massive",
        "began reading the lease, very dense stuff",
        "just started packing, it's a lot",
    ],
)
def test_a_start_told_with_how_big_it_is_is_progress(text: str) -> None:
    """Begun, and how long or hard it is: nothing done, nothing to ask."""
    assert not_an_outcome(text)


@pytest.mark.parametrize(
    "text", ["started reading the contract, it's signed", "started reading the contract, it's due fri"]
)
def test_a_start_with_news_after_it_is_no_mere_progress(text: str) -> None:
    """What follows the start says more than its size: not waved off as progress."""
    assert not not_an_outcome(text)


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("won't have the refund form till fri, so fri", "refund form", 9),
        ("won't have the invoice till monday", "invoice", 5),
        ("can't get hold of the keys until thursday so thursday it is", "keys", 8),
        ("wont have the signed lease till the 12th, so the 12th then", "signed lease", 12),
        ("cant do the rota till fri", "rota", 9),
        ("can't get to the invoices till thurs, move them", "invoices", 8),
    ],
)
def test_a_thing_not_in_hand_till_a_day_moves_its_todo(text: str, thing: str, day: int) -> None:
    """The to-do of the thing the user won't have is now for the day it comes."""
    moves = [i for i in _read(text, LATER) if isinstance(i, MoveCommitment)]
    assert [(m.action, m.due.start.astimezone(BERMUDA).day) for m in moves] == [(thing, day)]


@pytest.mark.parametrize(
    "text",
    [
        "won't have the refund form till fri, so mon",
        "won't have the refund form till fri, so annoying",
        "won't have time to call Ama till fri",
    ],
)
def test_another_day_or_time_itself_moves_nothing(text: str) -> None:
    """A second day that is another, words of another kind, or "time" itself: no move read."""
    assert not [i for i in _read(text, LATER) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("gonna call grandpa joe sunday for sure", "call grandpa joe"),
        ("will call grandpa joe sunday for sure", "call grandpa joe"),
        ("i'll call the bank tomorrow for sure", "call the bank"),
        ("i'll pay Ines back fri, promise", "pay Ines back"),
        ("call the bank tomorrow definitely", "call the bank"),
    ],
)
def test_an_assurance_after_a_plan_is_no_part_of_it(text: str, action: str) -> None:
    """"for sure", "definitely", "promise" closing a plan: the to-do and its day, read as without it."""
    todos = [i for i in _read(text, LATER) if isinstance(i, understanding.NewCommitment)]
    assert [(t.action, t.due is not None) for t in todos] == [(action, True)]


@pytest.mark.parametrize(
    "text",
    [
        "got promoted to 150cc in mario kart, finally 🏎️",
        "my cousin got promoted to captain of his football team, proud",
        "my son was made captain of the under-12 football team",
        "got promoted to gold in fifa, not bad",
    ],
)
def test_a_rank_in_a_game_or_a_sports_team_is_banter(text: str) -> None:
    """A level in a game or a post in a sports team: nothing to ask about."""
    assert never_silent(text, _read(text), [], [], now=NOW, tz=SANTO_DOMINGO) is None


@pytest.mark.parametrize(
    "text", ["Ana got promoted to head of sales", "Kofi got promoted to team lead in the platform team"]
)
def test_a_promotion_at_work_is_no_banter(text: str) -> None:
    """A post at work is a fact kept."""
    assert any(isinstance(i, StateClaim) and i.predicate == "role" for i in _read(text))


@pytest.mark.parametrize(
    "text",
    ["kids' room: tape's up, paint's open 🎨", "dust sheets down, rollers out", "tape's up and the ladder's out"],
)
def test_a_job_made_ready_is_progress_and_nothing_back_up(text: str) -> None:
    """The job's things got ready: no outcome of the to-do, no issue resolved."""
    assert not_an_outcome(text)
    assert not [i for i in _read(text) if isinstance(i, understanding.ResolveEpisode)]


@pytest.mark.parametrize("text", ["the bins are out", "boxes are out", "the kids' room is painted"])
def test_a_chore_done_is_not_made_ready(text: str) -> None:
    """What a chore puts out, or the job done: not waved off as getting ready."""
    assert not not_an_outcome(text)


@pytest.mark.parametrize("text", ["my sister is back from Madrid", "my parents are back from Lisbon"])
def test_family_home_from_a_trip_is_no_fact_of_theirs(text: str) -> None:
    """"Back from Madrid" is no sister's name: nothing kept."""
    assert not [i for i in _read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject"),
    [("my sister is back from maternity leave", "my sister"), ("my boss is back from holiday", "my boss")],
)
def test_back_from_leave_is_their_status(text: str, subject: str) -> None:
    """Back from leave or a holiday: the person's status, never the value of "my boss"."""
    assert [(i.subject, i.predicate) for i in _read(text) if isinstance(i, StateClaim)] == [(subject, "status")]

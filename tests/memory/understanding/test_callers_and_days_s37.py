"""Session 37: how news of a change came ("the dentist rang, …", "garage called and …", "Ines
texted to say …") is no part of the change, the caller made it; a day is never a role ("swim
lessons r now tuesdays" is their day, read as a move); "tonite" after a move verb is never "to" and
"nite"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 8, 19, 45, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "thing", "by"),
    [
        ("oh and the dentist rang, pushed ella to next mon same time", "ella", "dentist"),
        ("the vet phoned - rescheduled biscuit for thurs 2pm", "biscuit", "vet"),
        ("the garage called, they've moved the service to fri", "service", "garage"),
        ("the garage rang me and moved the service to fri", "service", "garage"),
    ],
)
def test_a_caller_moves(said: str, thing: str, by: str) -> None:
    [move] = extract(said, now=NOW, tz=TZ)
    assert isinstance(move, MoveCommitment) and move.due is not None
    assert move.action == thing and move.by == by


@pytest.mark.parametrize(
    ("said", "thing", "by"),
    [
        ("Ines texted to say she cancelled lunch", "lunch", "Ines"),
        ("the caterers emailed, they've cancelled the tasting", "tasting", "caterers"),
    ],
)
def test_a_caller_calls_off(said: str, thing: str, by: str) -> None:
    [off] = extract(said, now=NOW, tz=TZ)
    assert isinstance(off, CancelCommitment) and (off.action, off.by) == (thing, by)


@pytest.mark.parametrize(
    "said",
    ["mum rang, she's fine", "the school called about the trip", "Ines texted, she'll be late"],
)
def test_a_call_with_no_change_moves_nothing(said: str) -> None:
    assert not any(isinstance(i, MoveCommitment | CancelCommitment) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    "said",
    [
        "swim lessons r now tuesdays not weds",
        "swim lessons are now tuesdays",
        "the kids' swim is wednesdays now",
        "book club is now on thursdays",
    ],
)
def test_a_day_is_never_a_role(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" for i in found)
    assert any(isinstance(i, MoveCommitment) for i in found)


def test_a_role_is_still_a_role() -> None:
    [claim] = extract("Priya is now head of ops", now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and (claim.predicate, claim.value) == ("role", "head of ops")


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("sign her permission slip tonite", "sign her permission slip"),
        ("hand in the pay slip tonite", "hand in the pay slip"),
        ("sign ella's permission slip tonight", "sign ella's permission slip"),
    ],
)
def test_tonite_is_not_to_nite(said: str, action: str) -> None:
    [todo] = extract(said, now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None


def test_a_slip_said_with_to_still_moves() -> None:
    [move] = extract("the report slipped to tmrw", now=NOW, tz=TZ)
    assert isinstance(move, MoveCommitment) and move.action == "report"


@pytest.mark.parametrize(
    ("said", "owner", "action"),
    [
        ("lent tariq 200, he'll pay me back on the 20th", "tariq", "pay me 200"),
        ("lent Tariq 200 last week, he'll pay me back on the 20th", "Tariq", "pay me 200"),
        ("jo spotted me 20 for lunch", "me", "pay jo 20"),
    ],
)
def test_a_plain_number_lent_is_money(said: str, owner: str, action: str) -> None:
    todos = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [(t.owner, t.action) for t in todos] == [(owner, action)]


@pytest.mark.parametrize("said", ["lent Jo 3 chairs for the party", "lent sam 2 of my books"])
def test_a_count_of_things_lent_is_no_debt(said: str) -> None:
    assert not any(isinstance(i, NewCommitment) and "pay" in i.action for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("need to get the car serviced b4 xmas, its making a grinding noise", "car"),
        ("laptop's ancient, it's playing up again", "laptop"),
        ("the printer - it's jammed again", "printer"),
        ("the fridge - it's making weird noises", "fridge"),
        ("the fridge, its making weird noises again", "fridge"),
        ("the fridge is making noises again", "fridge"),
    ],
)
def test_it_is_the_thing_said_before(said: str, topic: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]
    assert not any(isinstance(i, Unclear | ResolveEpisode) for i in found)


@pytest.mark.parametrize(
    "said",
    ["Tom's back, it's been crazy", "mum's visiting, it's been ages", "the party was great, it's over now"],
)
def test_it_of_a_person_or_an_outing_is_no_trouble(said: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    "said",
    ["card reader's taking payments again", "the ice machine is making ice cubes again"],
)
def test_a_job_done_again_still_mends(said: str) -> None:
    assert any(isinstance(i, ResolveEpisode) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("fetch the kids from school right now", "fetch the kids from school"),
        ("i'll fetch the kids from school just now, then must drop the car at the panel beater by 4",
         "fetch the kids from school"),
        ("i'll do the dishes now-now", "do the dishes"),
    ],
)
def test_now_said_with_just_or_right_is_no_part_of_the_action(said: str, action: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    actions = [i.action for i in found if isinstance(i, NewCommitment)]
    actions += [i.proposal.action for i in found if isinstance(i, Unclear) and isinstance(i.proposal, NewCommitment)]
    assert action in actions


@pytest.mark.parametrize("said", ["garage rang, moved it to tuesday 9am", "the school rang, moved it to thurs"])
def test_it_moved_by_a_caller_is_the_todo_just_talked_about(said: str) -> None:
    [move] = extract(said, now=NOW, tz=TZ)
    assert isinstance(move, MoveCommitment) and move.action == "that"


def test_a_lapse_on_a_day_read_two_ways_is_asked() -> None:
    chatham = ZoneInfo("Pacific/Chatham")
    for said in ("ute rego runs out 5/6, renew it", "ute rego runs out 5/6, need to renew it"):
        [asked] = extract(said, now=datetime(2028, 3, 28, 8, 40, tzinfo=chatham), tz=chatham)
        assert isinstance(asked, Unclear) and "5/6" in asked.question

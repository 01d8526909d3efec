"""Session 38 (c1, busy users outside the corpora: an Irish café owner, a Southern contractor, a
Lagos pharmacist …): how they type in Telegram, read as they mean it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CorrectTime,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    RenameCommitment,
    extract,
)
from tests.memory.understanding.played import failures

DUBLIN = ZoneInfo("Europe/Dublin")
NOW = datetime(2027, 3, 4, 7, 40, tzinfo=DUBLIN)
PLAYED_NOW = "2027-03-04T07:40:00+00:00"


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=DUBLIN))


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        # "make X Y not Z": the value put right, never a to-do called "make the bakery thing 450 not 420"
        ("actually make the bakery thing 450 not 420", "420", "450"),
        ("actually make it 450 not 420", "420", "450"),
        ("make that one 12 boxes not 10 boxes", "10 boxes", "12 boxes"),
        ("change the bakery payment to 450 not 420", "420", "450"),
        # the value said with whose it is after it: the value alone
        ("nah its 380 he owes me not 350", "350", "380"),
        ("no its 50 she owes me not 40", "40", "50"),
    ],
)
def test_a_value_made_so_is_a_correction(text: str, old: str, new: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, RenameCommitment) and (found.old, found.new) == (old, new)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("actually make the vet thing 3pm not 2", "vet thing"),
        ("make the bakery one friday not thursday", "bakery one"),
        ("change the dentist appt to 4 not 3", "dentist appt"),
        ("make it friday not thursday", None),
    ],
)
def test_a_time_made_so_is_a_correction(text: str, target: str | None) -> None:
    (found,) = _read(text)
    assert isinstance(found, CorrectTime) and found.target == target


@pytest.mark.parametrize("text", ["make the cake chocolate not vanilla", "make the kids lunch not dinner"])
def test_a_thing_to_make_stays_a_to_do(text: str) -> None:
    """No kind word after the thing ("thing", "one"): "make" is the to-do's own verb."""
    assert not any(isinstance(i, CorrectTime | RenameCommitment) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "action", "hour"),
    [
        ("push it to 4", "that", 16),
        ("move that to 11", "that", 11),
        ("they moved it to 5", "that", 17),
        # the mover names the to-do: the milk delivery, the plumber's visit (never the last one talked about)
        ("the milk fella moved it to 4", "milk", 16),
        ("the gas man just moved it to 3", "gas", 15),
        ("the plumber has moved it to 2", "plumber", 14),
    ],
)
def test_it_moved_to_a_bare_hour(text: str, action: str, hour: int) -> None:
    (found,) = _read(text)
    assert isinstance(found, MoveCommitment) and found.action == action
    assert found.due.start.astimezone(DUBLIN).hour == hour


@pytest.mark.parametrize("text", ["bump it to 3", "put it to 5", "make that 7"])
def test_it_raised_to_a_number_is_no_move(text: str) -> None:
    """"bump it to 3" may be an amount raised: no move of whatever was talked about last."""
    assert not any(isinstance(i, MoveCommitment) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("check engine light on", "check engine light"),
        ("oil light on again", "oil light"),
        ("battery light flashing", "battery light"),
        ("the amber tyre pressure light on in the van", "van tyre pressure light"),
        ("trucks makin that noise again, check engine light on", "check engine light"),
    ],
)
def test_a_warning_light_said_without_its_verb_is_an_issue(text: str, topic: str) -> None:
    found = _read(text)
    assert not any(isinstance(i, NewCommitment) for i in found)
    assert topic in [i.topic for i in found if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize("text", ["leave the porch light on", "check the oil light"])
def test_an_order_about_a_light_stays_a_to_do(text: str) -> None:
    assert [type(i) for i in _read(text)] == [NewCommitment]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        # a cry or a call to get going before the to-do, in Nigerian English and Singlish
        ("oya also tell chidi to restock the fridge tomorrow", "tell chidi to restock the fridge"),
        ("oya call the emzor rep tmrw", "call the emzor rep"),
        ("wah tmr got ma1101 tutorial 10am", "ma1101 tutorial"),
        ("aiyo need to pay hall fees by fri", "pay hall fees"),
        ("alamak need to return the library books tmrw", "return the library books"),
    ],
)
def test_an_exclamation_before_a_to_do_is_no_part_of_it(text: str, action: str) -> None:
    assert action in [i.action for i in _read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        # a role said with which one it is ("ward manager"), a family by its name ("the Hendersons")
        ("ward manager wants the rota swap form back by sunday", "send the rota swap form back to the ward manager"),
        ("my line manager needs the appraisal form by friday", "send my line manager the appraisal form"),
        ("head teacher wants the consent form back by wed", "send the consent form back to the head teacher"),
        ("the Hendersons want their deck estimate by tuesday", "send the Hendersons the deck estimate"),
        ("the Okafors need the invoice by friday", "send the Okafors the invoice"),
    ],
)
def test_what_someone_wants_by_a_day_is_the_users_to_do(text: str, action: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, NewCommitment) and found.action == action and found.due is not None


def test_a_family_wanting_a_favour_is_asked_about() -> None:
    """"the Smiths need a lift by 6": whether it is the user's to give, recap asks."""
    assert not any(isinstance(i, NewCommitment) for i in _read("the Smiths need a lift by 6"))


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        # a vendor's promise: the caterer, the officiant are roles like the florist
        ("the caterer is sending the menu tmrw", "caterer", "send the menu"),
        ("the officiant is sending the script friday", "officiant", "send the script"),
        ("the supplier is delivering the stock monday", "supplier", "deliver the stock"),
        # a visit said with "will", by someone not yet known ("a plumber")
        ("a plumber will come friday", "plumber", "come"),
        ("landlord says a plumber will come friday", "plumber", "come"),
        ("an electrician will come monday", "electrician", "come"),
        ("a plumber is coming friday", "plumber", "visit"),
    ],
)
def test_someone_elses_promise(text: str, owner: str, action: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, NewCommitment) and (found.owner, found.action) == (owner, action) and found.due


@pytest.mark.parametrize("text", ["what have i on tomorrow", "what have i on this week", "what have we on friday"])
def test_what_have_i_on_asks_the_days_agenda(text: str) -> None:
    """Irish and British English "what have I on": what is due then, never a search of the past."""
    (found,) = _read(text)
    assert isinstance(found, Question) and found.kind == "due_week" and found.at is not None


async def test_stored(tmp_path: Path) -> None:
    cases = [
        {"before": ["need to pay the bakery 420 euro friday"], "say": "actually make the bakery thing 450 not 420",
         "expect": "nothing"},
        {"before": ["vet appt friday 2pm"], "say": "make the vet thing 3pm not 2",
         "expect": {"moved": [{"action": "vet appt", "due": "2027-03-05T15:00"}]}},
        {"before": ["milk delivery coming half 3 today", "tech coming a week tuesday to look at the machine"],
         "say": "the milk fella moved it to 4",
         "expect": {"moved": [{"action": "milk delivery coming", "due": "2027-03-04T16:00"}]}},
        {"before": ["call the bank at 10 tmrw"], "say": "push it to 2",
         "expect": {"moved": [{"action": "call the bank", "due": "2027-03-05T14:00"}]}},
        {"say": "check engine light on", "expect": {"opened": ["check engine light"]}},
        {"before": ["ring the landlord tmrw morning", "pay the bakery sat"], "say": "what have i on tomorrow",
         "expect": {"answer": ["ring the landlord"], "answer_excludes": ["bakery"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "Europe/Dublin", cases) == []

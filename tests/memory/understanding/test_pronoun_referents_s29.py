"""An "it" in a to-do that stands for the one thing the same message named before it: the thing
a trouble was about when someone else will see to it ("espresso machine's broken again, Pita will
get it repaired"), and the thing a to-do before it is done to ("i'll finish the brochure by tues
and Airam will print it weds"). Two things, or a message that says more than to-dos, leave it as said."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode
from memory.understanding._thing_referent import object_named
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 4, 8, 0, tzinfo=LONDON), LONDON)  # a Friday


def _actions(text: str) -> list[tuple[str, str]]:
    return [(i.action, i.owner) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "owner"),
    [
        ("espresso machine's broken again, Pita will get it repaired by weds and i'll order beans tmrw",
         "get espresso machine repaired", "Pita"),
        ("the solar inverter's flashing red, Beneharo will check it by 5pm sun", "check the solar inverter",
         "Beneharo"),
        ("the dishwasher is leaking, Marco is going to fix it tmrw", "fix the dishwasher", "Marco"),
        ("the dishwasher is leaking, Marco's going to fix it tmrw", "fix the dishwasher", "Marco"),
        ("the office aircon is dead, building mgmt says Joon will sort it tmrw", "sort the office aircon", "Joon"),
        ("the gate's broken again, Bongani will weld it on sat", "weld the gate", "Bongani"),
    ],
)
def test_someone_elses_it_is_the_trouble_before(text: str, action: str, owner: str) -> None:
    """The name and "will" before someone else's to-do are its opening, not the clause "it" is about."""
    assert (action, owner) in _actions(text)


@pytest.mark.parametrize(
    ("text", "action", "owner"),
    [
        ("i'll finish the Agaete brochure by tues and Airam will print it weds", "print the Agaete brochure", "Airam"),
        ("Ngozi will send the budget by wed and I'll review it by fri", "review the budget", "me"),
        ("Tom will draft the contract by mon, i'll sign it tues", "sign the contract", "me"),
        ("Valentina will send the lease draft by mon and i'll sign it by weds", "sign the lease draft", "me"),
        ("book the venue tmrw and confirm it with Raj by fri", "confirm the venue with Raj", "me"),
        ("need to write the grant report by fri and get Ines to check it by mon",
         "get Ines to check the grant report", "me"),
        ("call Hamid and send the report, then print it", "print the report", "me"),
    ],
)
def test_it_is_the_thing_the_todo_before_is_done_to(text: str, action: str, owner: str) -> None:
    """One to-do before, done to one thing: the "it" after is that thing."""
    assert (action, owner) in _actions(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("send the budget and order toner, then install it", "install it"),  # the budget or the toner?
        ("need to call Hamid tmrw and email the school about it b4 weds", "email the school about it"),
        ("Sione will send the tender docs by the 6th, and I'll review them by the 8th", "review them"),
        ("call the plumber tmrw and pay him fri", "pay him"),
        ("call the bank tmrw and cancel it", "cancel it"),  # whom one calls is no thing
        ("call the garage and book it in", "book it in"),
    ],
)
def test_it_left_as_said_when_no_one_thing_fits(text: str, kept: str) -> None:
    """Two things, no thing (a person), or things ("them"): never a guess."""
    assert kept in [action for action, _ in _actions(text)]


@pytest.mark.parametrize("action", ["do it", "make it", "ask about it", "handle it"])
def test_the_doing_itself_is_never_the_thing(action: str) -> None:
    """ "Ana will do it", "make it", "ask about it": the doing or a phrase, never "do the report"."""
    said = NewCommitment(action=action, owner="Ana", counterparty=None, due=None)
    before = [NewCommitment(action="send the report", owner="me", counterparty=None, due=None)]
    assert object_named(said, before).action == action


def test_only_todos_before_name_the_thing() -> None:
    """A fact or a trouble said before is another thing "it" may mean: left as said."""
    said = NewCommitment(action="print it", owner="me", counterparty=None, due=None)
    todo = NewCommitment(action="finish the brochure", owner="me", counterparty=None, due=None)
    assert object_named(said, [todo]).action == "print the brochure"
    assert object_named(said, [OpenEpisode(topic="printer", detail=""), todo]).action == "print it"


@pytest.mark.parametrize(
    ("text", "action", "person"),
    [
        ("i promised Dinh i'd call him back by 6 tonight", "call Dinh back", "Dinh"),
        ("Chiamaka's proposal can wait till tues, and i promised Dinh i'd call him back by 6 tonight",
         "call Dinh back", "Dinh"),
        ("told Ms. Nakamura i'd call her back tmrw", "call Ms. Nakamura back", "Ms. Nakamura"),
        ("promised Leilani i'd visit her on sunday", "visit Leilani", "Leilani"),
    ],
)
def test_him_in_a_promise_to_someone_named_is_them(text: str, action: str, person: str) -> None:
    """The promise was made to them by name: whom its deed is done to can be no one else."""
    assert [(i.action, i.counterparty) for i in read(text) if isinstance(i, NewCommitment)] == [(action, person)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("promised Amara I'd review her pull request by tmrw", "review her pull request"),  # whose, as said
        ("Kai's our new supplier, need to call him tmrw", "call him"),  # no promise to him by name
        ("told Zara I'd take her to the pool tmrw", "take her to the pool"),
    ],
)
def test_him_outside_a_named_promise_stays_as_said(text: str, action: str) -> None:
    """Whose ("her pull request"), or a pronoun the promise does not name: as said."""
    assert action in [i.action for i in read(text) if isinstance(i, NewCommitment)]

"""Session 39 (t2), blind37's stored-wrong corrections and lifecycle: the wedding party are roles,
"no sorry, …" is one lead, and a "won't be ready till next sat" said on a Friday is asked."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import CorrectValue, MoveCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Dublin")
FRIDAY = Reading(datetime(2027, 5, 14, 9, 30, tzinfo=ZONE), ZONE, fmt="%a %d %b")


def test_the_wedding_party_are_roles() -> None:
    for said, who, value in [
        ("Niamh is a bridesmaid", "Niamh", "bridesmaid"),
        ("Orla is maid of honour", "Orla", "maid of honour"),
        ("Kev is a groomsman", "Kev", "groomsman"),
        ("Bea is matron of honor", "Bea", "matron of honor"),
    ]:
        found = FRIDAY(said)
        assert found == [StateClaim(who, "role", value)], (said, found)


def test_no_sorry_is_one_lead_before_two_facts() -> None:
    """ "no sorry, …" was read as a value holding both facts ("bridesmaid, Clodagh is maid of honour")."""
    found = FRIDAY("no sorry, Niamh is a bridesmaid, Orla is the maid of honour")
    assert found == [CorrectValue("Niamh", "role", "bridesmaid"), StateClaim("Orla", "role", "maid of honour")]
    found = FRIDAY("nah sorry, Dr Eze is the consultant, Sister Ada is matron")
    assert found == [CorrectValue("Dr Eze", "role", "consultant"), StateClaim("Sister Ada", "role", "matron")]


def test_not_ready_till_a_next_day_that_may_be_tomorrow_is_asked() -> None:
    for said in ("the suit won't be ready till next sat", "cake won't be ready until next saturday",
                 "the bakery says it'll be ready next sat"):
        found = FRIDAY(said)
        assert len(found) == 1 and isinstance(found[0], Unclear), (said, found)


def test_not_ready_till_a_plain_day_still_moves() -> None:
    found = FRIDAY("the suit won't be ready till mon")
    assert len(found) == 1 and isinstance(found[0], MoveCommitment) and found[0].due.text == "mon", found

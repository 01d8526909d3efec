"""The cheap checks put before a costly step (session 34): each turns away only what the step
would read nothing of.

Each check is a pattern every match of the step's own pattern holds (a day said first is cut
from the front, so what follows it is a part of the text), or a string the step's pattern of a
name needs. They are shortcuts (:mod:`memory.understanding._shortcuts`): here each is checked
both as a pattern that every match of the step's pattern holds (texts drawn by hypothesis from
the words the patterns are made of) and as the step read with the shortcuts and the long way, on
every labelled message.
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import cache
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.reader_equivalence import FIXTURES, corpus_messages
from memory.understanding._be_there import _BE_PLACE, _BE_THERE, be_there
from memory.understanding._kind_one import _ENDS_ONE, _KIND_ONE, kind_asked
from memory.understanding._phrases import _Ctx
from memory.understanding._referents import promised_named
from memory.understanding._shortcuts import off
from memory.understanding._thing_goes import _IN_SAID, _IS_IN, _handed_in
from memory.understanding._whose_people import only_owner
from memory.understanding.intents import NewCommitment, Unclear

TZ = ZoneInfo("Europe/London")
CTX = _Ctx(now=datetime(2026, 12, 7, 9, 0, tzinfo=TZ), tz=TZ, lowercase=True)

WORDS = [
    "i", "we", "need", "have", "has", "got", "gotta", "must", "should", "to", "2", "be", "b", "at", "in", "on",
    "back", "home", "over", "down", "up", "the", "airport", "by", "6am", "tomorrow", "fri", "forms", "rent",
    "application", "handed", "sent", "put", "turned", "go", "get", "'s", "that", "this", "electric", "water",
    "one", "ONE", "One", "bill", "'ve", "am", "'m", "supposed", "meant", "-", ",", "really", "also",
]  # fmt: skip
TEXTS = st.lists(st.sampled_from(WORDS), min_size=1, max_size=10).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(TEXTS, st.booleans())
def test_every_match_of_the_step_holds_its_check(text: str, title: bool) -> None:
    text = text.title() if title else text
    for pattern, check in ((_BE_THERE, _BE_PLACE), (_IS_IN, _IN_SAID), (_KIND_ONE, _ENDS_ONE)):
        if pattern.match(text):
            assert check.search(text), (pattern.pattern[:40], text)


# where a message's clauses meet, roughly as the reader cuts them
_CUTS = re.compile(r"[\n,.;:!?()]|\s[-–—]+\s|\s(?:and|so|but|then|also)\s", re.IGNORECASE)


@cache
def _labelled() -> list[str]:
    """Every labelled message, and the parts of it between punctuation and joining words."""
    texts = {said.text.strip() for said in corpus_messages(sorted(FIXTURES.glob("understanding*")))}
    parts = {part.strip() for text in texts for part in _CUTS.split(text)}
    return sorted(texts | {part for part in parts if len(part.split()) >= 3})


def test_being_there_and_handing_in_read_the_same_both_ways_on_every_labelled_message() -> None:
    texts = _labelled()
    taken = [(be_there(text, CTX), _handed_in(text, CTX)) for text in texts]
    with off():
        long_way = [(be_there(text, CTX), _handed_in(text, CTX)) for text in texts]
    assert any(a for a, _ in taken) and any(b for _, b in taken)  # each read something here
    assert [text for text, a, b in zip(texts, taken, long_way, strict=True) if a != b] == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to be at the airport by 6am sat", "be at the airport"),
        ("tomorrow i have to be at the courthouse by 9am", "be at the courthouse"),
        ("gotta b home by 6 tonight", "be home"),
        ("be at the depot by 7 fri", "be at the depot"),
    ],
)
def test_being_somewhere_at_a_time_is_still_read(text: str, action: str) -> None:
    found = be_there(text, CTX)
    assert found and isinstance(found[0], NewCommitment) and found[0].action.startswith(action)
    assert found[0].due is not None


@pytest.mark.parametrize("text", ["need to be careful", "I'll be in Leeds tomorrow", "bring the beans at 6 fri"])
def test_no_place_to_be_is_no_to_do(text: str) -> None:
    assert be_there(text, CTX) is None
    with off():
        assert be_there(text, CTX) is None


@pytest.mark.parametrize(
    "text",
    ["grant acquittal has to be in by fri", "fri cob - grant acquittal has to be in", "rent has to go in by mon"],
)
def test_a_thing_handed_in_is_still_read(text: str) -> None:
    found = _handed_in(text, CTX)
    assert found, text


@pytest.mark.parametrize("text", ["the grant acquittal is due fri", "get the forms in the post by fri"])
def test_nothing_handed_in_reads_nothing(text: str) -> None:
    assert _handed_in(text, CTX) is None


@pytest.mark.parametrize(
    ("action", "clause", "asked"),
    [
        ("electric one", "the electric one's due on the 28th", True),
        ("water one", "need to pay the water one by fri", True),
        ("pay the water one", "need to pay the water one by fri", False),  # the words read open with the verb
        ("buy one", "need to buy one tmrw", False),
        ("pay the water bill", "need to pay the water bill by fri", False),
    ],
)
def test_a_kind_one_is_asked_about_only_when_the_action_ends_on_one(action: str, clause: str, asked: bool) -> None:
    todo = NewCommitment(action, "me", None, None)
    got = kind_asked(todo, clause, CTX)
    with off():
        assert kind_asked(todo, clause, CTX) == got
    assert isinstance(got, Unclear) is asked


@pytest.mark.parametrize(
    ("name", "text", "owner"),
    [
        ("Biscuit", "Biscuit's vet got cancelled", True),
        ("Tom", "Tom's mum rang, call her back", True),
        ("Tom", "Tom rang, call him back", False),
        ("Tom", "Tomas's mum rang", False),
        ("Ana", "ring Ana's", False),
    ],
)
def test_a_name_owned_only_is_told_as_before(name: str, text: str, owner: bool) -> None:
    assert only_owner(name, text) is owner
    with off():
        assert only_owner(name, text) is owner


@pytest.mark.parametrize(
    ("action", "person", "clause", "named"),
    [
        ("call him back", "Dinh", "i promised Dinh i'd call him back", "call Dinh back"),
        ("ring her about the lease", "Mrs. Abernathy", "told Mrs. Abernathy I'd ring her about the lease",
         "ring Mrs. Abernathy about the lease"),
        ("send the deck", "Dinh", "promised Dinh i'd send the deck", None),
        ("call him", "Kai", "Kai's our new supplier, need to call him", None),
    ],
)
def test_a_promise_names_whom_its_deed_is_done_to_as_before(
    action: str, person: str, clause: str, named: str | None
) -> None:
    got = promised_named(action, person, clause)
    with off():
        assert promised_named(action, person, clause) == got
    assert got == (named or action)

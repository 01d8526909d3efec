"""A to-do said with "instead" after "I'll", "gonna", "need to" or someone's "will" ("I'll do the
blog post tmrw instead", "Sam will send the deck thursday instead"): the open one moved, else a
new to-do of that owner, never "do the blog post tmrw instead" undated; and the words that only
join a to-do to what came before ("… tmrw too", "… as well", "… then", "… for now") are no part
of its action (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, StateClaim, Unclear
from memory.understanding._phrases import _Ctx
from memory.understanding._planned_instead import planned_instead
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London"))
READ = Reading(NOW, ZoneInfo("Europe/London"), "%a %d")


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        ("I'll do the blog post tmrw instead", "do the blog post", "me", "Thu 03"),
        ("gonna call mum saturday instead", "call mum", "me", "Sat 05"),
        ("need to email Ines on friday instead", "email Ines", "me", "Fri 04"),
        ("we'll ship the update monday instead", "ship the update", "me", "Mon 07"),
        ("gotta ring the garage tmrw instead", "ring the garage", "me", "Thu 03"),
        ("i'll just pay the deposit on the 10th instead", "pay the deposit", "me", "Thu 10"),
        ("Sam will send the deck thursday instead", "send the deck", "Sam", "Thu 03"),
    ],
)
def test_a_planned_todo_said_instead_moves_the_open_one_else_is_new(
    text: str, action: str, owner: str, day: str
) -> None:
    """One move, whose fallback is the to-do itself, with its owner and due."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment)
    new = found[0].otherwise
    assert isinstance(new, NewCommitment)
    assert (found[0].action, new.action, new.owner, READ.when(new)) == (action, action, owner, day)


def test_a_multi_intent_message_keeps_the_move_and_the_new_plan() -> None:
    """ "newsletter moved to monday, and I'll do the blog post tmrw instead": both, no question."""
    found = READ("newsletter moved to monday, and I'll do the blog post tmrw instead")
    assert [type(i).__name__ for i in found] == ["MoveCommitment", "MoveCommitment"]
    assert not any(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    "text",
    [
        "can do the gutters sunday instead",  # an offer: the move of the gutters alone (._instead)
        "I'll do it friday instead",  # "it": the one just talked about
        "Monday will work instead",
        "I'll go with the blue one instead",  # no date
        "I'll send the deck thursday",  # no "instead"
        "we'll visit gran the following sunday instead",  # counted from its due: the move forms' own
    ],
)
def test_planned_instead_reads_only_a_plan_with_a_date_and_instead(text: str) -> None:
    """Without a named to-do, a date and "instead" after a plan, this form reads nothing."""
    ctx = _Ctx(now=NOW, tz=ZoneInfo("Europe/London"), lowercase=text.islower())
    assert planned_instead(text, ctx) == []


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("call mum tmrw then", "call mum", "Thu 03"),
        ("need to email Ana tmrw too", "email Ana", "Thu 03"),
        ("I'll send the invoice friday as well", "send the invoice", "Fri 04"),
        ("need to renew the car tax at least", "renew the car tax", None),
        ("I'll ring the bank monday anyway", "ring the bank", "Mon 07"),
        ("book the vet for sat for now", "book the vet", "Sat 05"),
        ("email the landlord by friday then", "email the landlord", "Fri 04"),
        ("remind me to water the plants tonight as well", "water the plants", "Wed 02"),
        ("need to ask Ana about the rota though", "ask Ana about the rota", None),
    ],
)
def test_a_joining_word_at_the_end_is_no_part_of_the_action(text: str, action: str, day: str | None) -> None:
    """ "too", "as well", "then", "for now", "anyway", "at least", "though" are dropped; the date kept."""
    assert READ.todos(READ(text)) == [(action, day)]


def test_then_after_by_or_before_is_still_the_date_said_before() -> None:
    """ "by then", "before then": the day the sentence gave, never dropped as a bare "then"."""
    assert READ.todos(READ("Ana starts on the 10th, set up her laptop by then")) == [("set up her laptop", "Thu 10")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Omar is CFO now anyway", "CFO"),
        ("Omar's the new CFO too", "CFO"),
        ("Lena moved to Porto as well tho", "Porto"),
        ("kemi's number is 0412 555 019 too", "0412 555 019"),
    ],
)
def test_a_joining_word_at_the_end_is_no_part_of_a_value(text: str, value: str) -> None:
    """The fact's value is what it is, without "too", "as well", "anyway", "tho"."""
    assert [i.value for i in READ(text) if isinstance(i, StateClaim)] == [value]

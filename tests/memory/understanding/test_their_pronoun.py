"""Whom "her"/"him" names in someone else's to-do: the one other person the message named, never
the owner ("Ayumi's manager is Jorge now, and Jorge said he'll send her the onboarding plan by
the 7th" is Jorge's to-do, to Ayumi); with two others, or none, no one (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from memory.understanding._their_pronoun import other_named
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


def _todos(text: str) -> list[tuple[str, str | None, str | None]]:
    """(owner, counterparty, due day) of each to-do read from ``text``."""
    return [(i.owner, i.counterparty, READ.when(i)) for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "owner", "person", "day"),
    [
        ("Ayumi's manager is Jorge now, and Jorge said he'll send her the onboarding plan by the 7th",
         "Jorge", "Ayumi", "Mon 07"),
        ("Ayumi's manager is Jorge now. Jorge said he'll send her the onboarding plan by the 7th",
         "Jorge", "Ayumi", "Mon 07"),
        ("Bea is Tom's new mentor, she'll set him up with a laptop by fri", "Bea", "Tom", "Fri 04"),
        ("Sven's the new hire and Ola will walk him through the tools on monday", "Ola", "Sven", "Mon 07"),
        ("Ines owns billing now; Karl will brief her by thursday", "Karl", "Ines", "Thu 03"),
        ("Priya started today and Dan will give her the keys tmrw", "Dan", "Priya", "Thu 03"),
        ("Lars met Kofi, and Lars will email him the deck by fri", "Lars", "Kofi", "Fri 04"),
        ("Tunde is Ada's buddy now and he'll show her the ropes on monday", "Tunde", "Ada", "Mon 07"),
        ("Rui joined as CTO, Ana said she'll email him the roadmap by wed", "Ana", "Rui", "Wed 09"),
    ],
)
def test_the_pronoun_names_the_other_person_not_the_owner(text: str, owner: str, person: str, day: str) -> None:
    """Their to-do is to the one person besides them that the message named."""
    assert _todos(text) == [(owner, person, day)]


@pytest.mark.parametrize(
    "text",
    [
        "Zara and Mo are in Leeds, Ola will send her the keys fri",  # her: Zara or Mo?
        "Dan will give her the keys tmrw",  # no one named before
    ],
)
def test_no_counterparty_when_the_message_names_two_others_or_none(text: str) -> None:
    """A promise to no one is kept rather than to the wrong person."""
    assert [counterparty for _, counterparty, _ in _todos(text)] == [None]


def test_other_named_leaves_out_the_owner_and_needs_exactly_one() -> None:
    """The facts read and the words before give the names; the owner is never the one."""
    fact = StateClaim(subject="Ayumi", predicate="manager", value="Jorge")
    assert other_named("Jorge", [fact], ["Ayumi's manager is Jorge now, and"]) == "Ayumi"
    assert other_named("Ayumi", [fact], []) == "Jorge"
    assert other_named("Jorge", [], ["Jorge said"]) is None
    assert other_named("Ola", [], ["Zara and Mo are in Leeds,"]) is None

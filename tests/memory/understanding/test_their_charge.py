"""Someone else's to-do said as a duty they hold ("Freya's on the hook for the demo script, due
wed", "Marco is on point for …", "Aisha volunteered to …", "Lin owns the launch checklist, due the
12th", "Joon's got the name badges by thursday"): theirs, with its due. "owns", "in charge of",
"has got" without a deadline stay facts or nothing (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


def _todos(text: str) -> list[tuple[str, str, str | None]]:
    """What :meth:`Reading.owned` gives of ``text``."""
    return READ.owned(READ(text))


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        ("Freya's on the hook for the demo script, due wed", "demo script", "Freya", "Wed 09"),
        ("freya's on the hook for the demo script, due wed", "demo script", "freya", "Wed 09"),
        ("Freya's on the hook for the demo script", "demo script", "Freya", None),
        ("Ben's on the hook for drinks sat", "drinks", "Ben", "Sat 05"),
        ("Tariq's on the hook for booking the band", "book the band", "Tariq", None),
        ("Marco is on point for the vendor contracts by friday", "vendor contracts", "Marco", "Fri 04"),
        ("Lin owns the launch checklist, due the 12th", "launch checklist", "Lin", "Sat 12"),
        ("Ruth has the seating chart, due tues", "seating chart", "Ruth", "Tue 08"),
        ("Joon's got the name badges by thursday", "name badges", "Joon", "Thu 03"),
        ("Nadia is responsible for the risk log, due monday", "risk log", "Nadia", "Mon 07"),
        ("Omar is in charge of the playlist by the 11th", "playlist", "Omar", "Fri 11"),
        ("Aisha volunteered to do the raffle on saturday", "do the raffle", "Aisha", "Sat 05"),
        ("Aisha volunteered to organise the raffle", "organise the raffle", "Aisha", None),
        ("Ife offered to proofread the brochure by monday", "proofread the brochure", "Ife", "Mon 07"),
        ("Kwesi signed up to run the tombola", "run the tombola", "Kwesi", None),
        ("Sam is taking care of the hotel booking by fri", "take care of the hotel booking", "Sam", "Fri 04"),
    ],
)
def test_a_duty_someone_holds_is_their_todo(text: str, action: str, owner: str, day: str | None) -> None:
    """The idiom names whose to-do it is; the thing held is the action."""
    assert _todos(text) == [(action, owner, day)]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Ines owns billing", "billing"),
        ("tomas is in charge of the playlist for the party", "playlist for the party"),
        ("Nadia's responsible for the minutes this week", "minutes"),
    ],
)
def test_holding_a_thing_without_a_deadline_is_a_fact_not_a_todo(text: str, subject: str) -> None:
    """ "owns", "in charge of", "responsible for" alone say who holds it: an owner fact."""
    found = READ(text)
    assert _todos(text) == []
    assert [(i.subject, i.predicate) for i in found if isinstance(i, StateClaim)] == [(subject, "owner")]


@pytest.mark.parametrize(
    "text",
    [
        "Pedro's got a cold",
        "Mum's got the kids this weekend",
        "Dev's got the catering for thursday",  # "for thursday" is what it is for, no deadline
        "Leo is on point today",
        "Priya volunteered at the food bank on sunday",
        "the team owns the roadmap",
        "Aisha volunteered to help",
        "Freya has a dentist appt on wed",
    ],
)
def test_no_todo_of_theirs_without_a_held_thing_and_its_deadline(text: str) -> None:
    """A cold, a visit, a place volunteered at, a one-word help: no to-do of theirs."""
    assert not [todo for todo in _todos(text) if todo[1] != "me"]

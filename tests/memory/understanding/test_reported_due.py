"""A due someone set, said after the to-do with who said it ("waiting on Priyanka for the audit
numbers, she said monday", "… — he said by the 8th", "…, he promised it by fri", "(per Bao:
tues)"): the date is the to-do's due and "she said" no part of its action; words after "she
said" that are more than a date are a clause of their own (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from memory.understanding._reported_due import reports_due, said_before
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


def _todos(text: str) -> list[tuple[str, str, str | None]]:
    """What :meth:`Reading.owned` gives of ``text``."""
    return READ.owned(READ(text))


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        ("waiting on Priyanka for the audit numbers, she said monday", "audit numbers", "Priyanka", "Mon 07"),
        ("waiting on Diego to sign off the budget — he said by the 8th", "sign off the budget", "Diego", "Tue 08"),
        ("waiting on Leon for the invoice, he promised it by fri", "invoice", "Leon", "Fri 04"),
        ("waiting on Kemi for the seating plan, she reckons thursday", "seating plan", "Kemi", "Thu 03"),
        ("waiting on Bao for a fix (per Bao: tues)", "a fix", "Bao", "Tue 08"),
        ("waiting on Jun for the keys, per Jun: sat", "keys", "Jun", "Sat 05"),
        ("still waiting for Marta to send the floor plan - she said wednesday",
         "send the floor plan", "Marta", "Wed 09"),
        ("waiting for Sasha to confirm the venue; she said tmrw", "confirm the venue", "Sasha", "Thu 03"),
        ("waiting on ife for the slides, she says end of week", "slides", "ife", "Fri 04"),
        ("waiting on priya for the q3 deck, she reckons thurs", "q3 deck", "priya", "Thu 03"),
        ("Tomasz is fixing the gate, he said friday", "fix the gate", "Tomasz", "Fri 04"),
        ("Rhys is sorting the rota, he says it'll be done thurs", "sort the rota", "Rhys", "Thu 03"),
        ("Anya's doing the seating plan, she swore it'd be ready by the 10th", "do the seating plan", "Anya", "Thu 10"),
        ("Femi's fixing the boiler, he said it'll be done by weds", "fix the boiler", "Femi", "Wed 09"),
        ("Chidi is chasing the supplier, he thinks next tues", "chase the supplier", "Chidi", "Tue 08"),
        ("need to send the forms back, the school says friday", "send the forms back", "me", "Fri 04"),
        ("waiting on the landlord for the deposit, he says by the 15th", "deposit", "the landlord", "Tue 15"),
        ("still waiting for the council for the permit, they said end of month", "permit", "the council", "Thu 31"),
    ],
)
def test_the_reported_date_is_the_due_and_no_part_of_the_action(text: str, action: str, owner: str, day: str) -> None:
    """Who said the date is dropped; the date they gave is the due."""
    assert _todos(text) == [(action, owner, day)]


def test_a_reported_date_in_the_next_sentence_dates_the_undated_todo_before_it() -> None:
    """ "… for the invoice. he promised it by fri": one to-do, due friday (never a to-do "it")."""
    assert _todos("waiting on Leon for the invoice. he promised it by fri") == [("invoice", "Leon", "Fri 04")]
    assert _todos("need to send Ana the contract. she said monday") == [("send Ana the contract", "me", "Mon 07")]
    # a to-do with its own date keeps it
    dated = _todos("need to send Ana the contract by wed. she said monday")
    assert dated == [("send Ana the contract", "me", "Wed 09")]


def test_more_than_a_date_after_she_said_is_a_clause_of_its_own() -> None:
    """ "she said she'd call me friday" is her promise; "monday was fine" is no due."""
    assert _todos("waiting on Ife for the slides, she said she'd call me friday") == [
        ("slides", "Ife", None),
        ("call me", "Ife", "Fri 04"),
    ]
    assert ("slides", "Ife", None) in _todos("waiting on Ife for the slides, she said monday was fine")
    assert _todos("waiting on Ife for the slides, she says she's busy") == [("slides", "Ife", None)]


@pytest.mark.parametrize("text", ["waiting for the bus for ages", "waiting on the weather for the match"])
def test_waiting_on_the_thing_itself_is_no_ones_todo(text: str) -> None:
    """ "waiting on the landlord for …" names who owes it; the bus or the weather owes nothing."""
    assert _todos(text) == []


def test_a_reported_date_after_news_is_no_diary_line() -> None:
    """ "the dentist called, she said thursday": nothing to do named, never "dentist called, she said"."""
    assert _todos("the dentist called, she said thursday") == []
    assert not any(isinstance(i, StateClaim) for i in READ("the dentist called, she said thursday"))


@pytest.mark.parametrize(
    ("clause", "before", "reported"),
    [
        ("she said monday", "", True),
        ("Kemi reckons end of next week", "need to send the seating plan", True),
        ("per Bao: tues)", "", True),
        ("the client wants it by the 9th", "", True),
        ("he promised it by fri", "waiting on Leon for the invoice", True),
        ("she swore it'd be ready by the 10th", "Anya's doing the seating plan", True),
        ("he promised it by fri", "need to chase Leon for the invoice", False),  # his to-do, not my chase's due
        ("she said she'd call friday", "", False),
        ("she said monday was fine", "", False),
        ("he said no", "", False),
        ("per week", "", False),
        ("Bao fixed it tues", "waiting on Bao for a fix", False),
    ],
)
def test_reports_due_only_when_a_date_alone_follows_who_said_it(clause: str, before: str, reported: bool) -> None:
    """A due report is the reporter and a date, nothing more; a promise dates only someone else's to-do."""
    assert reports_due(clause, before) is reported


def test_a_promise_after_the_users_own_chase_is_their_todo_not_the_chases_due() -> None:
    """ "need to chase Ahmed for the contract, he promised it by weds": the chase undated, Ahmed's dated."""
    assert _todos("need to chase Ahmed for the contract, he promised it by weds") == [
        ("chase Ahmed for the contract", "me", None),
        ("send the contract", "Ahmed", "Wed 09"),
    ]
    assert _todos("need to chase the garage about the car, they said it'll be ready friday") == [
        ("chase the garage about the car", "me", None),
    ]


def test_said_before_names_the_reporter_ending_a_head() -> None:
    """The words before a date end with who gave it: ", she said", " — he promised it", " (per Bao:"."""
    assert said_before("the audit numbers, she said")
    assert said_before("sign off the budget — he promised it")
    assert said_before("a fix (per Bao:")
    assert not said_before("the audit numbers")
    assert not said_before("tell Ana what she said")

"""Someone's deed done to a numbered thing, typed in lower case ("acme paid invoice 31 (£950)
today"): their to-do done (pay invoice 31), never a to-do "invoice 31" of the user's due today
(pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


@pytest.mark.parametrize(
    ("text", "action", "by"),
    [
        ("acme paid invoice 31 (£950) today", "pay invoice 31", "acme"),
        ("Acme paid invoice 31 (£950) today", "pay invoice 31", "Acme"),
        ("acme paid invoice 31", "pay invoice 31", "acme"),
        ("rivas studio paid invoice 207", "pay invoice 207", "rivas studio"),
        ("acme paid 950 today", "pay 950", "acme"),
    ],
)
def test_their_deed_to_a_numbered_thing_is_their_todo_done(text: str, action: str, by: str) -> None:
    """One completion by them; no to-do of the user's."""
    found = READ(text)
    assert [(i.action, i.by) for i in found if isinstance(i, CompleteCommitment)] == [(action, by)]
    assert not any(isinstance(i, NewCommitment) for i in found)


@pytest.mark.parametrize("text", ["I'm wfh thurs and fri", "acme paid invoice 31 today"])
def test_no_todo_of_the_users_is_made_of_a_status_or_a_payment_received(text: str) -> None:
    """Working from home, or a client paying: nothing for the user to do."""
    assert not any(isinstance(i, NewCommitment) for i in READ(text))


def test_a_count_after_the_verb_is_no_numbered_thing() -> None:
    """ "ferry tix booked for 4 pax": the tickets booked, never "ferry tix" doing a booking."""
    found = READ("ferry tix booked for 4 pax")
    assert not [i for i in found if isinstance(i, CompleteCommitment) and i.by == "ferry tix"]

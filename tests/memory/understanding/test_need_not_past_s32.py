""""MOT booked, and need to renew the tax by the 30th" kept the to-do "MOT need to renew the tax"
(session 32): "need" ends in "-ed" but is no past verb, so the clause was read as one more deed of
"MOT". A present verb in "-eed" (need, feed, speed …) is the user's own clause; a past one after a
name ("Sam left Acme and joined Globex") still carries the name."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d")  # a Monday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("MOT booked, and need to renew the tax by the 30th", ("renew the tax", "2026-12-30")),
        ("Dentist booked, need to pay the deposit by fri", ("pay the deposit", "2026-12-11")),
        ("MOT booked and need to renew the tax by fri", ("renew the tax", "2026-12-11")),
        ("Tom arrived, need to feed the cat by fri", ("feed the cat", "2026-12-11")),
    ],
)
def test_a_need_after_a_capitalised_deed_is_the_users_own(text: str, todo: tuple[str, str]) -> None:
    assert todo in READ.todos(READ(text))


def test_a_past_verb_after_a_name_still_carries_it() -> None:
    found = [(f.subject, f.value) for f in READ("Sam left Acme and joined Globex") if isinstance(f, StateClaim)]
    assert ("Sam", "Globex") in found

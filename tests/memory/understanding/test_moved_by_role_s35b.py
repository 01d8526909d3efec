"""Someone by their job moving a thing, said without "the" ("dentist rebooked Kayleigh for the
19th") and with "rebooked": a move of that thing by them, never a new to-do "dentist rebooked
Kayleigh". Wordings of our own; the user's own plan to rebook stays a to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2029, 3, 8, 7, 40, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "thing", "who", "day"),
    [("dentist rebooked Kayleigh for the 19th", "Kayleigh", "dentist", 19),
     ("dentist moved Kayleigh to the 19th", "Kayleigh", "dentist", 19),
     ("the vet rebooked Max for tuesday", "Max", "vet", 13),
     ("physio rebooked my session for friday", "session", "physio", 9)],
)
def test_someone_by_their_job_moving_a_thing(text: str, thing: str, who: str, day: int) -> None:
    [move] = _read(text)
    assert isinstance(move, MoveCommitment)
    assert (move.action, move.by) == (thing, who)
    assert move.due is not None and move.due.start.astimezone(TZ).day == day


def test_my_plan_to_rebook_stays_a_to_do() -> None:
    [todo] = _read("need to rebook the vet for tuesday")
    assert isinstance(todo, NewCommitment) and todo.action == "rebook the vet"

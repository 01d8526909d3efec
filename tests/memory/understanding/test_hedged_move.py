"""A guess that a to-do will be late ("ugh, contract is gonna be late, prob tues") moves nothing:
recap asks whether to move the open to-do it names. A firm move, a plan said with "maybe", or a
thing said to be fine is no guess at a new day."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding._hedged_move import hedged_move
from tests.memory.understanding.played import failures

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 8, 5, tzinfo=LONDON)  # a Wednesday
CHICAGO = ZoneInfo("America/Chicago")


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("ugh, contract is gonna be late, prob tues", "contract", "Tue 08"),
        ("contract's gonna slip, probably monday", "contract", "Mon 07"),
        ("report might be late, maybe fri", "report", "Fri 04"),
        ("gas bill prolly the 8th now", "gas bill", "Tue 08"),
        ("the MOT is likely gonna be next week", "the MOT", None),
        ("contract will prob be late, tues maybe", "contract", "Tue 08"),
        ("slides gonna be late - more like thurs", "slides", "Thu 03"),
        ("contract prob tues", "contract", "Tue 08"),
    ],
)
def test_a_guess_at_the_new_day(text: str, thing: str, day: str | None) -> None:
    guess = hedged_move(text, now=NOW, tz=LONDON)
    assert guess is not None and guess[0] == thing
    if day is not None:
        assert guess[1].start.astimezone(LONDON).strftime("%a %d") == day
    assert extract(text, now=NOW, tz=LONDON) == []  # nothing stored: asked about (the sign of a move)


def test_in_chicago() -> None:
    guess = hedged_move("invoice is gonna be late, probably thursday", now=NOW.replace(tzinfo=CHICAGO), tz=CHICAGO)
    assert guess is not None and guess[0] == "invoice"


@pytest.mark.parametrize(
    "text",
    [
        "the contract is probably fine",
        "maybe I'll call the vet friday",
        "I might be late tomorrow",  # the user late, no to-do named
        "the train is running late, probably 10 mins",
        "rent is probably going up in jan",
        "contract gonna be late, prob tues if the courier comes",  # more than the guess
        "push the contract to tues",  # a move, said firmly
    ],
)
def test_not_a_guessed_move(text: str) -> None:
    assert hedged_move(text, now=NOW, tz=LONDON) is None


async def test_played_asks_about_the_open_to_do(tmp_path: Path) -> None:
    ask = {"ask": True}
    cases = [
        {"before": ["need to send Priya the contract by fri"], "say": "ugh, contract is gonna be late, prob tues",
         "expect": ask},
        {"before": ["pay the gas bill by the 5th"], "say": "gas bill prolly the 8th now", "expect": ask},
        {"before": ["finish the slides by wed"], "say": "ugh slides gonna be late, prob thurs", "expect": ask},
        {"before": ["call the vet, ask about Milo's shots, and book the groomer"],
         "say": "hmm actually make the vet thing friday", "expect": {"moved": [{"action": "call the vet",
                                                                              "due": "2026-12-04"}]}},
        {"before": ["dentist appt thurs 2pm"], "say": "erm, change the dentist to fri",
         "expect": {"moved": [{"action": "dentist appt", "due": "2026-12-04T14:00"}]}},
    ]
    assert await failures(tmp_path, "2026-12-02T08:05:00+00:00", "Europe/London", cases) == []

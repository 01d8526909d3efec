"""A slot booked for a thing the user has a to-do to get done dates that to-do ("MOT booked for
the 18th at 10" after "need to get the car MOT'd before the 20th": due the 18th at 10), while a
to-do to book it is finished by the booking and the slot kept as the thing itself, then
(memory.derive._booked_slot)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW, TZ = "2026-12-04T09:15:00+00:00", "Europe/London"


@pytest.mark.parametrize(
    ("before", "say", "action", "due"),
    [
        ("need to get the car MOT'd before the 20th", "MOT booked for the 18th at 10", "get the car MOT'd",
         "2026-12-18T10:00"),
        ("gotta get the boiler serviced by end of month", "boiler service booked for the 9th",
         "get the boiler serviced", "2026-12-09"),
    ],
)  # fmt: skip
async def test_a_booking_dates_the_to_do_to_get_it_done(
    tmp_path: Path, before: str, say: str, action: str, due: str
) -> None:
    cases = [{"say": say, "before": [before], "expect": {"moved": [{"action": action, "due": due}]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    ("before", "say", "slot", "due"),
    [
        ("need to book the MOT before the 20th", "MOT booked for the 18th at 10", "MOT", "2026-12-18T10:00"),
        ("need to book mot for the van b4 fri", "got the van booked in for its mot on the 16th",
         ["mot for the van"], "2026-12-16"),
        ("gotta book the dentist for ellie", "dentist's booked for thurs at 4:15", "dentist", "2026-12-10T16:15"),
    ],
)  # fmt: skip
async def test_a_booking_finishes_the_to_do_to_book_it_and_keeps_the_slot(
    tmp_path: Path, before: str, say: str, slot: str | list[str], due: str
) -> None:
    book = before.split(" book ", 1)[1].split(" b4 ")[0].split(" before ")[0]
    cases = [
        {
            "say": say,
            "before": [before],
            "expect": {"completed": [[f"book {book}"]], "commitments": [{"action": slot, "due": due}]},
        }
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_booking_without_a_slot_only_finishes_the_to_do(tmp_path: Path) -> None:
    cases = [{"say": "booked the mot, all sorted", "before": ["need to book the MOT before the 20th"],
              "expect": {"completed": [["book the MOT"]]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []

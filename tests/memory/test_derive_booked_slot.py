"""A slot booked for a thing the user has a to-do to get done dates that to-do ("MOT booked for
the 18th at 10" after "need to get the car MOT'd before the 20th": due the 18th at 10), while a
to-do to book it is finished by the booking (memory.derive._booked_slot)."""

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


async def test_a_booking_finishes_the_to_do_to_book_it(tmp_path: Path) -> None:
    cases = [
        {
            "say": "MOT booked for the 18th at 10",
            "before": ["need to book the MOT before the 20th"],
            "expect": {"completed": [["book the MOT"]]},
        }
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_call_then_a_slot_booked_in_keeps_the_slot_by_what_it_is(tmp_path: Path) -> None:
    """ "ring the garage re the van", then "got the van booked in for its mot on the 16th": the call
    done, and the slot kept as "mot for the van" (never "van booked in for its mot")."""
    cases = [
        {
            "say": "got the van booked in for its mot on the 16th",
            "before": ["ring the garage re the van tmrw"],
            "expect": {"completed": [["ring the garage re the van"]],
                       "commitments": [{"action": ["mot for the van"], "due": "2026-12-16"}]},
        }
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []

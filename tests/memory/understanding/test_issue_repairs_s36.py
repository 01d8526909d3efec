"""Session 36 (blind34 issues): a thing fixed, said by what it gives back.

- a repair, then what the repair gave back after a comma ("got a new element in the water heater,
  hot showers are back", "swapped the tip on solder station 6, heats up fine now"): the thing
  repaired is fixed; a new part put in a thing names the thing ("put a new fuse in the kettle");
  a part repaired ("replaced the fuse, the lights are back on") leaves the thing to the outcome;
- a device that picks a supply up has it again ("reception phone's got a dial tone again", "the tv
  has a signal again"): the device is fixed; a place or "we" with a supply again names the supply.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode, extract

TZ = ZoneInfo("America/Matamoros")
NOW = datetime(2030, 3, 8, 16, 50, tzinfo=TZ)


def _resolved(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=TZ) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("got a new element in the water heater, hot showers are back 🚿", "water heater"),
        ("replaced the element in the water heater, hot water's back", "element in the water heater"),
        ("swapped the tip on solder station 6, heats up fine now", "tip on solder station 6"),
        ("put a new fuse in the kettle, works fine now", "kettle"),
        ("fitted a new pump to the boiler, heating's back on", "boiler"),
        ("replaced the fuse, the lights are back on", "lights"),
        ("replaced the fuse, no more sparks", "fuse"),
    ],
)
def test_a_repair_then_what_it_gave_back_fixes_the_thing_repaired(said: str, topic: str) -> None:
    assert _resolved(said) == [topic], said


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("reception phone's got a dial tone again", "reception phone"),
        ("the tv has a signal again", "tv"),
        ("the landline has a dial tone back", "landline"),
        ("the router has internet again", "router"),
        ("flat 2 has hot water again", "hot water"),
        ("3A has heat again", "heat"),
        ("we've got power back", "power"),
    ],
)
def test_a_supply_had_again(said: str, topic: str) -> None:
    assert _resolved(said) == [topic], said


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("pallet wrapper is wrapping clean now", "pallet wrapper"),
        ("the printer's printing fine again", "printer"),
        ("shredder's shredding again", "shredder"),
        ("the heater is heating properly now", "heater"),
        ("the compressor is compressing fine", "compressor"),
    ],
)
def test_a_thing_named_for_its_job_doing_it_well_again_is_fixed(said: str, topic: str) -> None:
    assert _resolved(said) == [topic], said


def test_a_thing_doing_its_job_with_an_object_is_no_fix() -> None:
    assert _resolved("the printer is printing blank pages again") == []


def _opened(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the label printer in shipping prints everything sideways now", "label printer in shipping"),
        ("the printer is printing everything upside down", "printer"),
        ("the scanner scans everything backwards", "scanner"),
        ("the till prints receipts twice", "till"),
        ("plotter is cutting everything off-centre", "plotter"),
        ("the printer keeps printing on the wrong tray", "printer"),
        ("the time clock app is double-counting overtime for the night shift", "time clock app"),
        ("the card reader keeps double-charging people", "card reader"),
        ("POS overcharges on refunds", "POS"),
        ("the scale is misweighing everything", "scale"),
    ],
)
def test_a_job_done_the_wrong_way_is_trouble(said: str, topic: str) -> None:
    assert _opened(said) == [topic], said


@pytest.mark.parametrize("said", ["Ana prints everything twice", "I scan everything twice", "the flight is overbooked"])
def test_a_persons_habit_or_a_full_booking_is_no_trouble(said: str) -> None:
    assert _opened(said) == [], said


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("CNC mill 4 is throwing a spindle overload alarm", "CNC mill 4"),
        ("the boiler keeps showing a low pressure fault", "boiler"),
        ("the fridge is flashing a door open warning", "fridge"),
        ("water pressure in the upstairs bathroom is basically zero", "water pressure"),
        ("wifi signal in the back office is nonexistent", "wifi signal"),
        (
            "invoice emails from the billing system are landing in everyone's spam",
            "invoice emails from the billing system",
        ),
        ("our newsletters are going to people's junk", "newsletters"),
        ("the cafeteria kiosk eats your card and doesn't give it back", "cafeteria kiosk"),
        ("the ATM ate my card and won't give it back", "ATM"),
        ("the vending machine swallows your coins", "vending machine"),
    ],
)
def test_an_alarm_a_supply_at_nothing_mail_astray_or_a_card_kept_is_trouble(said: str, topic: str) -> None:
    assert _opened(said) == [topic], said


@pytest.mark.parametrize(
    "said", ["Ana keeps raising alarms", "the dashboard is showing the sales figures", "Ana eats your card"]
)
def test_people_and_a_thing_doing_its_job_are_no_trouble(said: str) -> None:
    assert _opened(said) == [], said

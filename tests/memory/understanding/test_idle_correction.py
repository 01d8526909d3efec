"""What a "correction" names: a number, a date or a name is something recap may keep (so recap
asks what it corrects); a taken-back remark names none (small talk when nothing was just noted)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._idle_correction import names_nothing_kept
from memory.value_targets import _renumbered

TZ = ZoneInfo("Asia/Tehran")
NOW = datetime(2029, 2, 28, 21, 20, tzinfo=TZ)


@pytest.mark.parametrize(
    "text",
    [
        "correction to my earlier rant: the traffic wasnt THAT bad",
        "my bad, it was fesenjan we had at the wedding, not ghormeh sabzi",
        "sorry, the party was fun tho",
        "oops i mean the food was ok, not great",
        "correction: I'm not THAT tired",
        "no wait, the blue one was nicer",
        "Sorry, the movie was long not boring",
        "actually the soup was better",
    ],
)
def test_a_remark_taken_back_names_nothing_kept(text: str) -> None:
    assert names_nothing_kept(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    "text",
    [
        "no wait, Glasgow",
        "sorry, 555-0143",
        "oops, the 5th",
        "correction: tmrw",
        "no, its Kemi not Kofi",
        "sorry, priya@example.com",
    ],
)
def test_a_value_is_something_kept(text: str) -> None:
    assert not names_nothing_kept(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    ("value", "held", "fixed"),
    [
        ("15", "12 million toman", "15 million toman"),
        ("20", "18k", "20k"),
        ("900", "$850 a month", "$900 a month"),
        ("1.5", "€1.2k", "€1.5k"),
    ],
)
def test_a_bare_number_keeps_the_held_amounts_unit(value: str, held: str, fixed: str) -> None:
    assert _renumbered(value, held) == fixed


@pytest.mark.parametrize(("value", "held"), [("12", "555-0143"), ("15", "12"), ("Kemi", "12k"), ("3", "2 kids, 1 dog")])
def test_no_unit_to_keep(value: str, held: str) -> None:
    assert _renumbered(value, held) is None

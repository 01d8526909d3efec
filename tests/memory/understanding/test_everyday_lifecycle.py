"""Tests for a to-do's life said in everyday words: sent as "off to" someone ("schedule's off to
oksana ✅"), done on the way somewhere ("dropped the library books back on my way home"), done
online ("e-transferred jaspreet his share"), dropped because someone else does it ("mom's ordering
the cake herself, so drop that one"), moved by the time given ("Kwame's ref letter — they gave me
till the 1st"), its cancelling let go ("actually keeping spotify, ignore that"); and a price
grumbled at is chat ("paid 300 pesos for one mango, inflation is wild")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, MoveCommitment, extract
from tests.memory.understanding.played import failures

TZ = ZoneInfo("America/Edmonton")
NOW = datetime(2029, 3, 27, 9, 0, tzinfo=TZ)
PLAYED_NOW = "2029-03-27T09:00:00-06:00"


def _kinds(text: str) -> list[type]:
    return [type(i) for i in extract(text, now=NOW, tz=TZ)]


@pytest.mark.parametrize(
    "text",
    [
        "schedule's off to oksana ✅",
        "the report is off to the client",
        "invoices are off to accounts",
        "dropped the library books back on my way home",
        "picked up the dry cleaning on the way back",
        "e-transferred jaspreet his share",
        "e-signed the lease",
        "etransferred the deposit to Sam",
    ],
)
def test_done_in_everyday_words(text: str) -> None:
    assert _kinds(text) == [CompleteCommitment]


@pytest.mark.parametrize("text", ["Kofi's off to Lagos", "mum's off to spain ✅", "the kids are off to school"])
def test_a_person_off_somewhere_finished_nothing(text: str) -> None:
    assert CompleteCommitment not in _kinds(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("mom's ordering the cake herself, so drop that one", "ordering the cake"),
        ("Ana's doing the slides instead, so scrap that", "slides"),  # "doing": the job taken on, no verb of it
    ],
)
def test_someone_else_doing_it_names_what_is_dropped(text: str, action: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CancelCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Kwame's ref letter — they gave me till the 1st", "Kwame's ref letter"),
        ("the grant report, they gave us until friday", "grant report"),
    ],
)
def test_the_thing_then_the_time_given_moves_it(text: str, action: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, MoveCommitment)] == [action]


async def test_stored(tmp_path: Path) -> None:
    cases = [
        {"before": ["gotta send Oksana the hockey tournament schedule by fri"], "say": "schedule's off to oksana ✅",
         "expect": {"completed": ["send Oksana the hockey tournament schedule"]}},
        {"before": ["have to return the library books sat"], "say": "dropped the library books back on my way home",
         "expect": {"completed": ["return the library books"]}},
        {"before": ["need to transfer Jaspreet his share of the cabin deposit by fri"],
         "say": "e-transferred jaspreet his share",
         "expect": {"completed": ["transfer Jaspreet his share of the cabin deposit"]}},
        {"before": ["need to order the birthday cake from Kinnaird Bakery by fri"],
         "say": "mom's ordering the cake herself, so drop that one",
         "expect": {"cancelled": ["order the birthday cake from Kinnaird Bakery"]}},
        {"before": ["need to send the reference letter for Kwame by mon"],
         "say": "Kwame's ref letter — they gave me till the 1st",
         "expect": {"moved": [{"action": "send the reference letter for Kwame", "due": "2029-04-01"}]}},
        {"before": ["need to cancel the Spotify family plan by eom"], "say": "actually keeping spotify, ignore that",
         "expect": {"cancelled": ["cancel the Spotify family plan"]}},
        {"before": ["need to renew the gym membership by eom"], "say": "keeping the gym, forget that",
         "expect": "nothing"},
        {"say": "paid 300 pesos for one mango, inflation is wild", "expect": "nothing"},
        {"say": "spent 40 quid on parking, what a rip off", "expect": "nothing"},
        {"before": ["need to pay the plumber 300 by fri"], "say": "paid the plumber 300, ridiculous",
         "expect": {"completed": ["pay the plumber 300"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "America/Edmonton", cases) == []

"""Session 39 (t1), the reader's part (blind37 tuning, tested on messages outside the corpora)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import NewCommitment

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2026, 12, 9, 10, 0, tzinfo=TZ)  # a Wednesday


def _actions(said: str) -> list[str]:
    return [i.action for i in understanding.extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("porch light's fixed, and i'll mow sat morning", "mow"),
        ("the sink is fixed, i'll hoover tmrw", "hoover"),
        ("boiler's finally working again so i'll shower tonight", "shower"),
        ("the wifi is sorted, i'll study fri", "study"),
    ],
)
def test_a_verb_said_alone_after_a_thing_mended_is_not_done_to_it(said: str, action: str) -> None:
    assert _actions(said) == [action]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("car insurance expires friday - renew asap", "renew car insurance"),
        ("the laptop's fixed, pick it up fri", "pick the laptop up"),
    ],
)
def test_a_thing_still_to_deal_with_is_what_it_means(said: str, action: str) -> None:
    assert _actions(said) == [action]

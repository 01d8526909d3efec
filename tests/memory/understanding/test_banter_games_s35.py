"""Session 35 (blind33): a title won at a fair's or a party's games ("Dewi's the undisputed tug of
war champion lol", "Raf is the sack race king haha") is banter as a domino champion is, and so is
the prize such a title holder gets ("the kerupuk champion's trophy is a plastic bucket 🪣 iconic").
A post named "champion" at work stays a fact, as does who a champion is, and a to-do about the
game's gear stays a to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

TZ = ZoneInfo("Asia/Jakarta")
NOW = datetime(2032, 8, 17, 10, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "Dewi's the undisputed tug of war champion lol",
        "Raf is the sack race king haha",
        "Dewi is the reigning arm wrestling champ",
        "the kerupuk champion's trophy is a plastic bucket 🪣 iconic",
        "the sack race queen's prize was a mug lol",
        "my nephew is the musical chairs champion of the family",
    ],
)
def test_a_games_title_or_its_prize_is_banter(said: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [], said


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("Ana is our accessibility champion", "Ana", "accessibility champion"),
        ("the chess champion's name is Ding", "chess champion", "Ding"),
        ("Maya's the new CTO lol", "Maya", "CTO"),
    ],
)
def test_a_post_or_who_someone_is_stays_a_fact(said: str, subject: str, value: str) -> None:
    found = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert [(c.subject, c.value) for c in found] == [(subject, value)]


def test_the_games_gear_is_still_a_todo() -> None:
    found = extract("need to buy a tug of war rope for saturday", now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["buy a tug of war rope"]

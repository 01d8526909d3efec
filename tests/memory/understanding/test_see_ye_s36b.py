"""Session 36 (blind35): "see ye all at the parade", "see ya at the match", "see yous at the pub":
"you" as it is said in Ireland, Scotland or Australia, or typed fast, is said to someone else, a
goodbye; no note to self is kept, as with "see you at the match". A note to see someone named
stays a to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2030, 3, 17, 10, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "grand so, see ye all at the parade",
        "see ya at the match",
        "see yous at the pub",
        "see youse there",
        "see y'all at the bbq",
        "see yiz at mass",
        "see you at the match",
    ],
)
def test_see_you_in_any_spelling_is_a_goodbye(said: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("said", "action"),
    [("see the GP about my knee", "see the GP about my knee"), ("call the bank", "call the bank")],
)
def test_a_note_to_self_stays_a_todo(said: str, action: str) -> None:
    assert [i.action for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == [action]

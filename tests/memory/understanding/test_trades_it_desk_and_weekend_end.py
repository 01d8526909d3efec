"""Lifecycle and questions said in everyday words:

- a trade said by what it mends ("boiler guy pushed it to sat", "the gas man cancelled"): their
  visit moved or off (memory.understanding._lifecycle_others);
- "no need to call IT" after a fix: the call to the IT desk cancelled, never "call <the thing>"
  (memory.understanding._no_need);
- "no rush on X" after a reason: X still to do, never cancelled (memory.understanding._lifecycle);
- a cancellation told of last year ("the concert got cancelled last year too, cursed venue"): a
  story, nothing asked (memory.understanding._clause_asks);
- "anything due b4 the weekend's over?": what is due from now to the weekend's end
  (memory.understanding._questions).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import CancelCommitment, MoveCommitment, Question
from tests.memory.understanding.played import failures

NOW = "2026-12-02T09:05:00+00:00"  # a Wednesday
TZ = ZoneInfo("Europe/London")


def _read(text: str) -> list[object]:
    return list(extract(text, now=datetime(2026, 12, 2, 9, 5, tzinfo=TZ), tz=TZ))


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("boiler guy pushed it to sat", "boiler guy"),
        ("the boiler guy pushed it to sat", "boiler guy"),
        ("gas man moved us to friday", "gas man"),
        ("the aircon tech rescheduled for monday", "aircon tech"),
    ],
)
def test_a_trade_by_what_it_mends_moves_their_visit(text: str, who: str) -> None:
    moves = [i for i in _read(text) if isinstance(i, MoveCommitment)]
    assert [(m.action, m.by) for m in moves] == [(who, who)]


def test_some_other_guy_is_no_trade() -> None:
    assert not [i for i in _read("the other guy pushed it to sat") if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the VPN is back, no need to call IT", "call IT"),
        ("printer's working again, no need to email IT", "email IT"),
        ("elevator's working again so no need to call them", "call elevator"),
    ],
)
def test_no_need_names_the_it_desk(text: str, action: str) -> None:
    assert [i.action for i in _read(text) if isinstance(i, CancelCommitment)] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "anything due b4 the weekend's over?",
        "what's due before the weekend ends",
        "anything due by the end of the weekend?",
    ],
)
def test_due_before_the_weekend_is_over(text: str) -> None:
    [question] = [i for i in _read(text) if isinstance(i, Question)]
    assert question.kind == "due_week" and question.at is not None
    assert question.at.start == datetime(2026, 12, 2, 9, 5, tzinfo=TZ)
    assert question.at.end.astimezone(TZ).date().isoformat() == "2026-12-07"  # through Sunday


CASES = [
    {"before": ["boiler guy coming thurs"], "say": "boiler guy pushed it to sat",
     "expect": {"moved": [{"action": "visit", "due": "2026-12-05"}]}},
    {"before": ["the VPN is down, need to call IT"], "say": "the VPN is back, no need to call IT",
     "expect": {"resolved": ["VPN"], "cancelled": ["call IT"]}},
    {"say": "the concert got cancelled last year too, cursed venue", "expect": "nothing"},
    {"say": "the gig got moved years ago too, classic", "expect": "nothing"},
    {"before": ["order the lei by tmrw", "pick up the cake on the 28th"], "say": "anything due b4 the weekend's over?",
     "expect": {"answer": ["lei"], "answer_excludes": ["cake"]}},
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: str(c["say"]))
async def test_played(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


@pytest.mark.parametrize(
    "text",
    [
        "offsite got pushed to feb so no rush on anything else",
        "client's on holiday so no rush with the proposal",
        "the board meets in march so no hurry on the deck",
    ],
)
def test_no_rush_is_no_cancel(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, CancelCommitment)]

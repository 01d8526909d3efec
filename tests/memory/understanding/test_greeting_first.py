"""A message opened with a greeting ("morning! todo: …", "good morning, …", "morning all, …"):
the greeting is no time of day for the to-dos after it; "morning: call the bank" stays a label
of the day part (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Africa/Nairobi")
NOW = datetime(2026, 12, 7, 9, 0, tzinfo=TZ)  # a Monday morning


def _todos(text: str) -> list[NewCommitment]:
    return [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "morning! todo: 1) review Yusuf's PR 2) book meeting rm for the retro",
        "morning all, todo: call the bank",
        "good morning, need to call the bank",
        "gm! need to call the bank",
        "evening team - pls call the bank",
        "hey, morning! gotta call the bank",
    ],
)
def test_a_greeting_dates_nothing(text: str) -> None:
    todos = _todos(text)
    assert todos and all(t.due is None for t in todos), todos


def test_a_day_part_as_a_label_still_dates() -> None:
    (todo,) = _todos("morning: call the bank")
    assert todo.due is not None

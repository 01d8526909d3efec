"""A to-do due "before" a day is due the day before it, whichever form reads it: "remind me to
renew my passport before march" is due the end of February (it was read as due all of March),
"remind me before friday to pay the nanny" on Thursday, as "pay the nanny before friday" is.
"before eod" and "before the end of the month" are by then; a question "anything due before
christmas?" looks up to Christmas Eve."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

READ = Reading(datetime(2026, 11, 30, 8, 10, tzinfo=ZoneInfo("America/New_York")), ZoneInfo("America/New_York"),
               fmt="%Y-%m-%d")  # a Monday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("remind me to renew passport before march", ("renew passport", "2027-02-28")),
        ("remind me to renew my passport b4 march", ("renew my passport", "2027-02-28")),
        ("remind me to pay the nanny before friday", ("pay the nanny", "2026-12-03")),
        ("remind me to file taxes b4 the 15th", ("file taxes", "2026-12-14")),
        ("remind me before friday to pay the nanny", ("pay the nanny", "2026-12-03")),
        ("renew passport before march", ("renew passport", "2027-02-28")),
        ("remind me to call mum before eod", ("call mum", "2026-11-30")),
        ("remind me to send it before the end of the month", ("send it", "2026-11-30")),
        ("remind me to book the hall by friday", ("book the hall", "2026-12-04")),
    ],
)
def test_before_a_day_is_due_the_day_before(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


def test_a_question_before_a_day_looks_up_to_the_day_before() -> None:
    (question,) = READ("anything due before christmas?")
    assert question.at is not None
    assert question.at.end.astimezone(READ.tz).strftime("%Y-%m-%d") == "2026-12-25"  # exclusive: up to the 24th

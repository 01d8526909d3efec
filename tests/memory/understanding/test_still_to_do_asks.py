"""Whether a to-do is still to do, asked the other way round ("do i still need to ring the
landlord": is it done yet, memory.understanding._done_asks), and a trouble that stopped on its
own resolves ("the buzzing stopped on its own lol", memory.understanding._issue_returned)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, ResolveEpisode, extract

ZONE = ZoneInfo("Europe/Dublin")
NOW = datetime(2026, 12, 7, 9, 15, tzinfo=ZONE)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("do i still need to ring the landlord", "ring the landlord"),
        ("do we still have to pay Jo?", "pay Jo"),
        ("do i still need to book the MOT??", "book the MOT"),
    ],
)
def test_still_to_do_asks_whether_it_is_done(text: str, action: str) -> None:
    found = extract(text, now=NOW, tz=ZONE)
    assert found == [Question("when_due", action, "done", None, text)]


@pytest.mark.parametrize("text", ["do i still need milk", "do i still need to go"])
def test_no_to_do_named_is_no_such_question(text: str) -> None:
    assert not any(isinstance(i, Question) and i.predicate == "done" for i in extract(text, now=NOW, tz=ZONE))


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the buzzing stopped on its own lol", "buzzing"), ("the rattle in the van stopped by itself", "van")],
)
def test_a_trouble_that_stopped_on_its_own_resolves(text: str, topic: str) -> None:
    assert ResolveEpisode(topic) in extract(text, now=NOW, tz=ZONE)

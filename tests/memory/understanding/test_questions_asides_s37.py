"""Session 37 (blind35): questions read from what is stored, not quoted back.

- why the asker asks, said after the question as a clause of its own ("…, my cousin wants to visit
  him", "…, i need to call her", "… cos the kids are asking"), is no part of what is asked;
- "how much does Fatima charge (per day)" asks her (day) rate;
- a boss named with where they work ("reports to Sister Mary at the hospital") is the boss.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, StateClaim, extract

TZ = ZoneInfo("Pacific/Nauru")
NOW = datetime(2030, 4, 30, 9, tzinfo=TZ)


def _asked(said: str) -> tuple[str, str | None, str | None]:
    found = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, Question)]
    assert len(found) == 1
    return found[0].kind, found[0].subject, found[0].predicate


@pytest.mark.parametrize(
    ("said", "subject", "predicate"),
    [
        ("where's Liam living these days, my cousin wants to visit him", "Liam", "location"),
        ("what's Ana's number, i need to call her", "Ana", "phone"),
        ("when is Tom back, cos the kids are asking", "Tom", "status"),
    ],
)
def test_why_the_asker_asks_is_no_part_of_the_question(said: str, subject: str, predicate: str) -> None:
    assert _asked(said) == ("fact", subject, predicate)


def test_a_list_of_days_is_still_asked_whole() -> None:
    assert _asked("what's due today, and tomorrow?")[0] == "due_week"


@pytest.mark.parametrize(
    "said",
    ["how much does Fatima charge per day", "how much does Fatima charge", "what does Fatima charge an hour"],
)
def test_what_someone_charges_is_their_rate(said: str) -> None:
    kind, subject, asked = _asked(said)
    assert (kind, subject) == ("fact", "Fatima") and asked is not None and asked.endswith("rate")


@pytest.mark.parametrize(
    ("said", "boss"),
    [
        ("Kaia reports to Sister Mary at the hospital", "Mary"),
        ("Kaia reports to Dr Lee at the clinic", "Dr Lee"),
        ("Kaia reports to Tom in Lagos", "Tom"),
    ],
)
def test_a_boss_with_where_they_work(said: str, boss: str) -> None:
    claims = [(c.subject, c.predicate, c.value) for c in extract(said, now=NOW, tz=TZ) if isinstance(c, StateClaim)]
    assert claims == [("Kaia", "manager", boss)]

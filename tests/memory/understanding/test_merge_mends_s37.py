"""Session 37's merge mends, each a case the merged run showed lost: a rate asked by the hour is the
"hourly rate" kept; "my hourly rate is 65 USD" is the user's rate, never the price of an "hourly
rate"; how a group's new boss is ("the new ward manager is strict") names no boss; "reports to Ayşe
from jan" keeps its date (the boss's place is cut only at "at"/"in" and never a time)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, StateClaim, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 12, 8, 9, 10, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "predicate"),
    [
        ("how much does lucas charge per hour?", "hourly rate"),
        ("how much does Fatima charge per day", "day rate"),
        ("what does the tutor charge a week", "weekly rate"),
    ],
)
def test_a_rate_asked_by_its_unit(said: str, predicate: str) -> None:
    [asked] = extract(said, now=NOW, tz=TZ)
    assert isinstance(asked, Question) and asked.predicate == predicate


@pytest.mark.parametrize("said", ["my hourly rate is 65 usd from the 1st", "my hourly rate is 65 USD from the 1st"])
def test_a_rate_by_the_hour_is_the_users(said: str) -> None:
    [claim] = extract(said, now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate) == ("me", "hourly rate")


def test_annual_subs_are_still_a_price() -> None:
    [claim] = extract("annual subs are £60", now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate) == ("annual subs", "price")


@pytest.mark.parametrize(
    "said", ["people say the new ward manager is strict but we'll see", "the night shift supervisor is lovely"]
)
def test_how_a_boss_is_names_no_boss(said: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in extract(said, now=NOW, tz=TZ))


def test_a_group_boss_is_still_read() -> None:
    [claim] = extract("the night shift supervisor is Omar", now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.value) == ("night shift", "Omar")


@pytest.mark.parametrize(
    ("said", "boss", "dated"),
    [
        ("Emre reports to Ayşe from jan", "Ayşe", True),
        ("Kiri reports to Ayşe in jan", "Ayşe", True),
        ("Kiri reports to Sister Mary at the hospital", "Mary", False),
    ],
)
def test_reports_to_keeps_its_date(said: str, boss: str, dated: bool) -> None:
    [claim] = extract(said, now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim) and claim.value == boss and (claim.effective is not None) == dated

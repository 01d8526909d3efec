"""An absence over a range of days ("i'm off work dec 21 to jan 2", "away 3rd–9th") is a
status of the one away, from the first day until the last; never a to-do (pure ``extract``)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

TZ = ZoneInfo("Asia/Singapore")
NOW = datetime(2026, 12, 4, 18, 20, tzinfo=TZ)  # a Friday


def _local(spec: object) -> date:
    return spec.start.astimezone(TZ).date()  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "who", "value", "first", "last"),
    [
        ("i'm off work dec 21 to jan 2", "me", "off work", date(2026, 12, 21), date(2027, 1, 2)),
        ("I'm on leave from dec 21 to jan 2", "me", "on leave", date(2026, 12, 21), date(2027, 1, 2)),
        ("off work dec 21 - jan 2", "me", "off work", date(2026, 12, 21), date(2027, 1, 2)),
        ("ooo 14-18 dec", "me", "out of office", date(2026, 12, 14), date(2026, 12, 18)),
        (
            "i'll be on holiday between the 20th and the 27th",
            "me",
            "on holiday",
            date(2026, 12, 20),
            date(2026, 12, 27),
        ),
        ("away 3rd–9th", "me", "away", date(2026, 12, 3), date(2026, 12, 9)),
        ("Salma is on leave from dec 21 to jan 2", "Salma", "on leave", date(2026, 12, 21), date(2027, 1, 2)),
    ],
)
def test_an_absence_over_days_is_a_status_until_its_last_day(
    text: str, who: str, value: str, first: date, last: date
) -> None:
    found = extract(text, now=NOW, tz=TZ)
    claims = [i for i in found if isinstance(i, StateClaim)]
    assert not any(isinstance(i, NewCommitment) for i in found)
    assert len(claims) == 1
    claim = claims[0]
    assert (claim.subject, claim.predicate, claim.value) == (who, "status", value)
    assert claim.effective is not None and claim.until is not None
    assert (_local(claim.effective), _local(claim.until)) == (first, last)


def test_an_absence_already_over_is_not_read_as_one_to_come() -> None:
    found = extract("I was off from the 1st to the 3rd", now=NOW, tz=TZ)
    assert not any(isinstance(i, StateClaim) and i.until is not None for i in found)


def test_the_to_do_said_with_the_absence_is_kept_too() -> None:
    found = extract("i'm off work dec 21 to jan 2, need to hand over the keys by the 20th", now=NOW, tz=TZ)
    assert any(isinstance(i, StateClaim) and i.value == "off work" for i in found)
    assert any(isinstance(i, NewCommitment) and i.action == "hand over the keys" for i in found)

"""Facts read in session 27 (pure ``extract``):

- a fact's start said with a weekday as users abbreviate it ("from weds", "as of thur") leans
  the same way as the full name: "from wednesday" said on a Thursday is next week's, never
  yesterday's.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TARAWA = ZoneInfo("Pacific/Tarawa")
THURSDAY = datetime(2029, 7, 12, 9, 0, tzinfo=TARAWA)
LONDON = ZoneInfo("Europe/London")


def _claims(text: str, now: datetime = THURSDAY, tz: ZoneInfo = TARAWA) -> list[StateClaim]:
    read = list(extract(text, now=now, tz=tz))
    assert all(isinstance(intent, StateClaim) for intent in read), read
    return [intent for intent in read if isinstance(intent, StateClaim)]


def _start(claim: StateClaim, tz: ZoneInfo = TARAWA) -> date:
    assert claim.effective is not None, claim
    return claim.effective.start.astimezone(tz).date()


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "start"),
    [
        ("Siddharth's on leave from weds", "Siddharth", "status", date(2029, 7, 18)),
        ("Siddharth is on leave from Weds", "Siddharth", "status", date(2029, 7, 18)),
        ("Ana's on holiday from weds", "Ana", "status", date(2029, 7, 18)),
        ("Mo joins the ops team from weds", "Mo", "team", date(2029, 7, 18)),
        ("Tala's on maternity leave starting weds", "Tala", "status", date(2029, 7, 18)),
        ("Iosefa is on leave from wed", "Iosefa", "status", date(2029, 7, 18)),
        ("Kiri's on leave from thur", "Kiri", "status", date(2029, 7, 12)),  # said on a Thursday: today
        ("Kiri's on leave from thurs", "Kiri", "status", date(2029, 7, 12)),
    ],
)
def test_an_abbreviated_weekday_start_leans_like_the_full_name(
    text: str, subject: str, predicate: str, start: date
) -> None:
    """ "from weds" is the coming Wednesday, as "from wednesday" is."""
    (claim,) = _claims(text)
    assert (claim.subject, claim.predicate) == (subject, predicate)
    assert _start(claim) == start


def test_a_past_abbreviated_weekday_still_reads_as_past() -> None:
    """ "moved … on weds" (a past tense) is yesterday's Wednesday, not next week's."""
    (claim,) = _claims("Bwenawa moved to Betio on weds")
    assert claim.predicate == "location"
    assert _start(claim) == date(2029, 7, 11)

"""Two families of lifecycle changes said in everyday words: a new day for the to-do just
talked about, named by a pronoun in a later clause ("…, make it wed", "… so I'll get them
then"), and a plan called off reported in the past ("had to cancel the dentist")."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, MoveCommitment, NewCommitment, extract
from tests.memory.understanding.played import failures
from tests.memory.understanding.test_lifecycle_read import NOW, TZ

_NOW = "2027-03-08T09:30:00+00:00"  # a Monday
_TZ = "Europe/London"


async def test_a_pronoun_re_dates_the_todo_just_talked_about(tmp_path: Path) -> None:
    """Played with a real store: the to-do said just before moves; nothing new is kept."""
    cases: list[dict[str, object]] = [
        {"before": ["collect the dry cleaning tomorrow"], "say": "in meetings all day, i'll grab them thursday",
         "expect": {"moved": [{"action": "collect the dry cleaning", "due": "2027-03-11"}]}},
        {"before": ["pick up Oluwaseun's parcel on tuesday"], "say": "no time today so ill do it wed instead",
         "expect": {"moved": [{"action": "pick up Oluwaseun's parcel", "due": "2027-03-10"}]}},
        {"before": ["sort the recycling bins friday"], "say": "bit swamped, make it saturday",
         "expect": {"moved": [{"action": "sort the recycling bins", "due": "2027-03-13"}]}},
        {"before": ["fetch the passports from Nana tmrw"], "say": "nana's out till thurs so ill get them then",
         "expect": {"moved": [{"action": "fetch the passports from Nana", "due": "2027-03-11"}]}},
        {"before": ["finish the VAT return by fri"], "say": "running behind — do it monday 🙏",
         "expect": {"moved": [{"action": "finish the VAT return", "due": "2027-03-15"}]}},
    ]
    assert await failures(tmp_path, _NOW, _TZ, cases) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("i'll fix it tomorrow", "fix it"), ("call them monday", "call them"), ("email her on friday", "email her")],
)
def test_a_pronoun_after_a_job_of_its_own_stays_that_job(text: str, action: str) -> None:
    """ "fix it friday" says the job; only verbs of doing in general re-date the last to-do."""
    found = extract(text, now=NOW, tz=TZ)
    assert not any(isinstance(i, MoveCommitment) for i in found), found
    assert any(isinstance(i, NewCommitment) and i.action.startswith(action.split()[0]) for i in found), found


def test_a_pronoun_with_no_new_day_moves_nothing() -> None:
    assert not any(isinstance(i, MoveCommitment) for i in extract("i'll do it", now=NOW, tz=TZ))


async def test_a_plan_called_off_in_the_past_cancels_it(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["dentist check-up thursday 2pm"], "say": "had to cancel the dentist, stuck at work",
         "expect": {"cancelled": ["dentist check-up"]}},
        {"before": ["venue viewing with Aigerim on saturday"], "say": "we cancelled the venue viewing 😕",
         "expect": {"cancelled": ["venue viewing with Aigerim"]}},
        {"before": ["host the party sunday"], "say": "ended up calling off the party, forecast is awful",
         "expect": {"cancelled": ["host the party"]}},
        {"before": ["piano lesson for Mei wed at 4"], "say": "Ive had to cancel the piano lesson",
         "expect": {"cancelled": ["piano lesson for Mei"]}},
        {"before": ["gym induction tuesday 7am"], "say": "i cancelled the gym induction",
         "expect": {"cancelled": ["gym induction"]}},
    ]
    assert await failures(tmp_path, _NOW, _TZ, cases) == []


@pytest.mark.parametrize("text", ["had to cancel on her", "cancelled it", "i had to cancel the dentist appt"])
def test_a_past_cancel_is_never_a_done_report(text: str) -> None:
    """ "had to cancel X" once read as "to cancel X" done; a cancel of a person or of "it" names no plan."""
    found = extract(text, now=NOW, tz=TZ)
    assert not any(isinstance(i, CompleteCommitment) for i in found), found
    if "dentist" in text:
        assert found == [CancelCommitment("dentist appt")]

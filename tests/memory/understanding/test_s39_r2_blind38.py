"""Session 39, round 2 (blind38 as tuning data once measured sealed): a diary line's noun followed by
a past verb is a report of how it went ("the truck stop coffee tonight tasted like diesel"); a band's
and a stage's people are roles ("Obi is the drummer", "Yaw is the lighting tech"); a sum named after
"wrong" is what a correction puts right ("wrong budget, 9k not 6k")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectValue, NewCommitment, StateClaim, extract

TZ = ZoneInfo("Europe/Lisbon")
NOW = datetime(2030, 3, 14, 18, 20, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    "said",
    [
        "the truck stop coffee tonight tasted like diesel",
        "the team lunch today went on forever",
        "pub quiz tonight was a disaster lol",
        "the staff meeting this morning ran over again",
    ],
)
def test_how_an_occasion_went_is_no_diary_line(said: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read(said)), _read(said)


@pytest.mark.parametrize(
    "said", ["dentist appt scheduled mon 9am", "vet appt confirmed tues 10am", "party for the retired staff fri 6pm"]
)
def test_how_it_got_into_the_diary_keeps_it(said: str) -> None:
    assert any(isinstance(i, NewCommitment) for i in _read(said)), _read(said)


@pytest.mark.parametrize(
    ("said", "who", "role"),
    [
        ("Obi is the drummer", "Obi", "drummer"),
        ("Kemi's our bassist", "Kemi", "bassist"),
        ("Yaw is the lighting tech", "Yaw", "lighting tech"),
        ("Ines is the new keyboardist", "Ines", "keyboardist"),
    ],
)
def test_a_bands_people_are_roles(said: str, who: str, role: str) -> None:
    assert _read(said) == [StateClaim(who, "role", role)]


@pytest.mark.parametrize(
    ("said", "value", "old"),
    [("wrong budget, 9k not 6k", "9k", "6k"), ("wrong rate - 45 an hour", "45 an hour", None)],
)
def test_a_sum_named_wrong_is_put_right(said: str, value: str, old: str | None) -> None:
    [correction] = _read(said)
    assert isinstance(correction, CorrectValue) and (correction.value, correction.old) == (value, old)


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("cake tasting pushed to sun arvo, 3ish", "2030-03-17 15:00"),
        ("move the dentist to tmrw morning, 10:30", "2030-03-15 10:30"),
        ("physio moved to fri, at 4", "2030-03-15 16:00"),
    ],
)
def test_a_day_then_its_time_after_a_comma_is_one_date(said: str, due: str) -> None:
    [move] = _read(said)
    assert move.due.start.astimezone(TZ).strftime("%Y-%m-%d %H:%M") == due, move  # type: ignore[attr-defined]

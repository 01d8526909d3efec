"""Session 36 (blind35): "word is …", "rumour is …" open hearsay ("word is the new teacher at the
school plays the uilleann pipes, we'll see"): the noun before "is" names no one, so no fact is kept
of "word"'s role. A name before "is the new teacher" is still a post held."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2030, 3, 17, 21, tzinfo=TZ)


def _facts(said: str) -> list[tuple[str, str]]:
    return [(c.subject, c.value) for c in extract(said, now=NOW, tz=TZ) if isinstance(c, StateClaim)]


@pytest.mark.parametrize(
    "said",
    [
        "word is the new teacher at the school plays the uilleann pipes, we'll see",
        "word is the new teacher plays the pipes",
        "Word is the new coach is Mick",
        "rumour is the new manager",
        "rumor is the new principal",
    ],
)
def test_hearsay_names_no_one(said: str) -> None:
    assert not any(subject.lower() in ("word", "rumour", "rumor") for subject, _ in _facts(said)), _facts(said)


def test_a_name_before_is_the_new_teacher_is_a_post() -> None:
    assert _facts("Ana is the new teacher") == [("Ana", "teacher")]

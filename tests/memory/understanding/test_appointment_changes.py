"""An appointment changed the ways parents type it, and asked after: "swap Noah's dentist to
the 16th" and "switched the dentist to fri" move it (memory.understanding._commitments, _moved_first);
"Noah's dentist is at 3:30 actually" puts its time right, never a role of Noah's
(_time_only, _correction_bare); "cancel noahs dentist, he's sick" cancels it and asks nothing
about the reason (_multi); "what do i have for Noah" asks the to-dos for him (_person_asks)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CorrectTime, Intent, MoveCommitment, extract

ZONE = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 12, 2, 8, 45, tzinfo=ZONE)  # a Wednesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=ZONE)


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("swap Noah's dentist to the 16th", "Noah's dentist", "2026-12-16"),
        ("switched the dentist to fri", "dentist", "2026-12-04"),
        ("swapped the vet to next tues", "vet", "2026-12-08"),
        ("i switched the call to 3pm tmrw", "call", "2026-12-03"),
    ],
)
def test_a_swap_to_a_day_moves_it(text: str, thing: str, day: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment)
    assert found[0].action == thing
    assert found[0].due.start.astimezone(ZONE).date().isoformat() == day


@pytest.mark.parametrize("text", ["switched to oat milk", "swapped shifts with Amir"])
def test_a_swap_with_no_day_moves_nothing(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in run(text))


@pytest.mark.parametrize(
    "text", ["Noah's dentist is at 3:30 actually", "actually Noah's dentist is at 3:30", "Noah's dentist is at 3:30"]
)
def test_a_time_said_again_is_its_time(text: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], (CorrectTime, MoveCommitment))
    at = found[0].new if isinstance(found[0], CorrectTime) else found[0].due
    assert at is not None and at.start.astimezone(ZONE).strftime("%H:%M") == "15:30"


@pytest.mark.parametrize("text", ["cancel noahs dentist, he's sick", "cancel the gym, i'm wrecked"])
def test_a_reason_after_a_cancellation_is_no_item(text: str) -> None:
    found = run(text)
    assert [type(i) for i in found] == [CancelCommitment]


@pytest.mark.parametrize(
    "text", ["repair guy didn't show", "the courier didn't show", "the plumber never turned up", "gas man didnt come"]
)
def test_someone_by_their_job_not_coming_is_no_issue_and_no_to_do(text: str) -> None:
    assert run(text) == []


@pytest.mark.parametrize(
    "text",
    ["what do i have for Noah", "what have i got on for Noah this week", "anything for Noah?",
     "do i have anything on for Noah"],
)
def test_what_i_have_for_someone_asks_their_to_dos(text: str) -> None:
    from memory.understanding import Question

    asked = [i for i in run(text) if isinstance(i, Question)]
    assert asked and all(q.subject == "Noah" and q.kind in ("owed", "theirs") for q in asked)


def test_what_i_have_for_lunch_asks_no_one() -> None:
    from memory.understanding import Question

    assert not any(isinstance(i, Question) and i.kind in ("owed", "theirs") for i in run("what do i have for lunch"))

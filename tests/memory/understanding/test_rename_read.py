"""Reading a rename of a to-do: the old name as said (found later by partial words), the new
one whole; dates, names, idioms and small talk are never read as a rename."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectName, CorrectTime, RenameCommitment, extract

NOW = datetime(2026, 3, 2, 14, tzinfo=UTC)
LONDON = ZoneInfo("Europe/London")


def renames(text: str) -> list[tuple[str, str]]:
    return [(i.old, i.new) for i in extract(text, now=NOW, tz=LONDON) if isinstance(i, RenameCommitment)]


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("call it the Q3 plan, not the Q2 plan", "the Q2 plan", "the Q3 plan"),
        ("the dentist appt is actually the orthodontist", "the dentist appt", "the orthodontist"),
        ("not the budget deck — the pricing deck", "the budget deck", "the pricing deck"),
        ("not the budget deck, the pricing deck", "the budget deck", "the pricing deck"),
        ("rename gym to swim", "gym", "swim"),
        ("Rename the Q2 plan to the Q3 plan.", "the Q2 plan", "the Q3 plan"),
        ("can you rename the offsite booking as the retreat booking pls", "the offsite booking",
         "the retreat booking"),
        ("it's the pricing deck not the budget deck", "the budget deck", "the pricing deck"),
        ("its the pricing deck, not the budget deck", "the budget deck", "the pricing deck"),
        ("i meant email Joao not call him", "call Joao", "email Joao"),
        ("I meant text Aroha, not ring her", "ring Aroha", "text Aroha"),
        ("sorry, I meant the home insurance, not the car insurance", "the car insurance", "the home insurance"),
        ("oops — it's the kitchen quote not the bathroom quote", "the bathroom quote", "the kitchen quote"),
        ("the gym thing should be called swim", "the gym thing", "swim"),
        ("the visa form is now called the residence form", "the visa form", "the residence form"),
        ("change the name of the launch checklist to the release checklist", "the launch checklist",
         "the release checklist"),
        ("call it the Falcon brief", "it", "the Falcon brief"),
        ("let's call that one Project Kestrel instead", "that", "Project Kestrel"),
        ("call that the pricing deck instead of the budget deck", "the budget deck", "the pricing deck"),
        ("my bad, the vet appt is actually the groomer appt 🐶", "the vet appt", "the groomer appt"),
        ("rename the nursery forms -> the school forms", "the nursery forms", "the school forms"),
    ],
)
def test_a_rename_is_read_with_its_old_and_new_name(text: str, old: str, new: str) -> None:
    assert renames(text) == [(old, new)]


@pytest.mark.parametrize(
    "text",
    [
        "call it a day",
        "let's call it quits",
        "ok call it even",
        "it's fine not great",
        "not now — later",
        "it's ok, not a big deal",
        "not bad, not bad at all",
        "the weather is actually nice",
        "the meeting is actually done",
        "my dog is called Rex",
        "rename the standup to friday",
        "it's the pricing deck",
        "Omar is COO, not CEO",
        "not friday, thursday",
        "sorry, april not march",
        "it's the same deck not a new one",
    ],
)
def test_what_only_looks_like_a_rename_is_none(text: str) -> None:
    assert renames(text) == []


def test_a_name_put_right_stays_a_name_correction() -> None:
    assert extract("it's Jo not Joe", now=NOW, tz=LONDON) == [CorrectName(wrong="Joe", right="Jo")]
    found = extract("Maya Chen, not Maya Chan", now=NOW, tz=LONDON)
    assert found == [CorrectName(wrong="Maya Chan", right="Maya Chen")]


def test_a_date_put_right_stays_a_date_correction() -> None:
    found = extract("not the 16th, the 17th", now=NOW, tz=LONDON)
    assert found and all(isinstance(i, CorrectTime) for i in found)


def test_a_value_the_words_may_correct_rides_along() -> None:
    (found,) = extract("i meant the blue folder not the green folder", now=NOW, tz=LONDON)
    assert isinstance(found, RenameCommitment) and [v.value for v in found.otherwise] == ["blue folder"]


def test_no_date_words_end_in_a_name() -> None:
    assert renames("call it the Q3 plan, not the Q2 plan") == [("the Q2 plan", "the Q3 plan")]
    assert renames("rename the report to tomorrow") == []

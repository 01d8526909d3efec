"""A correction, then more in the same breath ("sorry, meant monday — and Ortiz will sign it by
weds"): the correction and what follows it, both; after a bare comma the rest is the reason, and
the correction stands alone (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, CorrectValue, NewCommitment
from memory.understanding._correction_then_more import correction_then_more
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("sorry, meant monday — and Ortiz will sign it by weds", ("sign it", "Ortiz", "Wed 09")),
        ("sorry, meant monday, and Ortiz will sign it by weds", ("sign it", "Ortiz", "Wed 09")),
        ("no, friday - and I'll email Ana tmrw", ("email Ana", "me", "Thu 03")),
        ("actually it was the 12th, and Mo will send the notes by sat", ("send the notes", "Mo", "Sat 05")),
        ("oops, meant thursday; also need to book the vet by sat", ("book the vet", "me", "Sat 05")),
        ("no wait, the 9th. and Kai will bring the cake on the 8th", ("bring the cake", "Kai", "Tue 08")),
    ],
)
def test_the_correction_and_what_follows_it_are_both_kept(text: str, todo: tuple[str, str, str]) -> None:
    """One correction of a time, and the to-do said after it."""
    found = READ(text)
    assert sum(isinstance(i, CorrectTime) for i in found) == 1
    assert [(i.action, i.owner, READ.when(i)) for i in found if isinstance(i, NewCommitment)] == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "hang on it's friday, post office is shut sat",  # the reason, after a bare comma
        "no, Omar is CFO, not CEO",  # one correction spanning its commas
        "sorry, meant monday",
    ],
)
def test_a_correction_alone_stays_one(text: str) -> None:
    """No to-do is made of the rest of a correction."""
    found = READ(text)
    assert found and all(isinstance(i, CorrectTime | CorrectValue) for i in found)


def test_nothing_unless_every_clause_after_reads_as_something_to_keep() -> None:
    """A clause after it that reads as nothing (or as a question back) leaves the whole as it was."""
    fix = CorrectTime(new_text="monday", new=None, month_only=None, target=None, old=None)
    todo = NewCommitment("sign it", "Ortiz", None, None)
    text = "meant monday — and Ortiz will sign it"
    clauses = ["meant monday", "Ortiz will sign it"]
    assert correction_then_more(text, clauses, lambda _: [fix], lambda _: [todo]) == [
        (fix, "meant monday"),
        (todo, "Ortiz will sign it"),
    ]
    assert correction_then_more(text, clauses, lambda _: [fix], lambda _: []) is None
    assert correction_then_more(text, clauses, lambda _: [], lambda _: [todo]) is None
    assert correction_then_more("meant monday, Ortiz will sign it", ["meant monday", "Ortiz will sign it"],
                                lambda _: [fix], lambda _: [todo]) is None

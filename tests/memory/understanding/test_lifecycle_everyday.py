"""Done said in everyday words, read by the reader alone: a done word with the thing
("dealt with the landlord thing", "took care of the MOT"), a bare "done" / "✅" that names no
to-do (the conversation's, :mod:`memory.derive` decides which), and plans, wishes and parts
done that finish nothing. The verb families that let "rang" name "call" are tested in
``tests/memory/test_verb_families.py``."""

from __future__ import annotations

import pytest

from memory.understanding import CompleteCommitment, extract
from tests.memory.understanding.test_lifecycle_read import NOW, TZ, _one


@pytest.mark.parametrize(
    "text",
    [
        "done", "Done", "DONE", "done!", "done ✅", "Done 👍", "✅", "✔️", "☑️", "sorted", "all done", "all sorted",
        "that's done", "thats done", "it's done", "that one's done", "done and dusted", "did it", "just did it",
        "finished it", "sorted that", "handled it", "dealt with it", "took care of it", "all done now",
    ],
)  # fmt: skip
def test_a_bare_done_names_the_thing_talked_about(text: str) -> None:
    found = _one(text)
    assert isinstance(found, CompleteCommitment) and found.action == "that"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("dealt with the landlord thing", "landlord"),
        ("dealt w the landlord", "landlord"),
        ("finally dealt with the council tax", "council tax"),
        ("took care of the MOT", "MOT"),
        ("i took care of the gas bill", "gas bill"),
        ("handled the boiler email", "boiler email"),
        ("knocked out the tax return", "tax return"),
        ("settled the gas", "gas"),
        ("rang the dentist", "dentist"),
        ("messaged Oluwaseun", "Oluwaseun"),
        ("pinged søren about the offsite", "søren"),
    ],
)
def test_a_done_word_with_the_thing_is_a_done_report(text: str, words: str) -> None:
    found = _one(text)
    assert isinstance(found, CompleteCommitment) and words.lower() in found.action.lower()


@pytest.mark.parametrize(
    "text",
    [
        "hope to get the boiler sorted",
        "hoping to get the landlord thing dealt with",
        "need to finish the report",
        "almost done with the slides",
        "nearly finished the report",
        "half done",
        "I'm half way through the deck",
        "trying to finish the deck",
        "gonna deal with the landlord later",
        "should get the MOT sorted",
        "about to send the invoice",
        "did I pay the gas bill?",
        "have I emailed the landlord",
        "I'm done",
        "not done yet",
    ],
)
def test_plans_wishes_parts_and_questions_finish_nothing(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert not any(isinstance(i, CompleteCommitment) for i in found), found

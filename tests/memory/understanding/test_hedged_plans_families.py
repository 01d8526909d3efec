"""Plans said with disbelief, as a habit or as a daydream keep nothing; someone else's plan
said with a laugh is asked about; plain plans, and the user's own with a laugh, stay."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("America/Bogota")
NOW = datetime(2027, 10, 6, 18, 40, tzinfo=TZ)


def _todos(text: str) -> list[object]:
    return [
        i
        for i in extract(text, now=NOW, tz=TZ)
        if isinstance(i, NewCommitment) or (isinstance(i, Unclear) and i.proposal)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "my cousin keeps saying he'll visit in december, we'll see haha",
        "Valentina says she'll pay me back friday, yeah right",
        "my ex used to promise he'd call every sunday 🙄",
        "Tío Jorge always says he'll fix the gate",
        "i should probably learn to swim one day lol",
        "someday I'll write that novel",
        "Kwame will sort the roof tmrw, not holding my breath",
    ],
)
def test_a_plan_not_meant_keeps_nothing(text: str) -> None:
    assert _todos(text) == []


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Abuela said she'd host christmas next year lol", "Abuela"),
        ("Keisha will send the SOW by friday lol", "Keisha"),
        ("Dmitri's gonna fix the fence this weekend haha", "Dmitri"),
        ("Aroha said she'll drop the keys round tmrw 😂", "Aroha"),
        ("landlord says he'll fix the boiler by thursday lmao", "landlord"),
    ],
)
def test_someone_elses_plan_with_a_laugh_is_asked_about(text: str, owner: str) -> None:
    """The laugh may be disbelief or only tone: recap asks rather than keep or drop it."""
    found = [i for i in extract(text, now=NOW, tz=TZ) if not isinstance(i, NewCommitment)]
    assert len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is not None
    assert found[0].proposal.owner.lower() == owner.lower() and "joke" in found[0].question
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "Marta will order the tiles monday",
        "need to book the dentist tmrw lol",
        "Ravi said he'd send the invoice by friday",
        "I'll call Ana on monday",
    ],
)
def test_a_plain_plan_stays(text: str) -> None:
    assert len(_todos(text)) == 1

"""A note label said last ("…, note to self", "… (note to self)") labels the note as the same label
said first does (memory.understanding._note_label_last, _dispatch)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from memory.understanding._note_label_last import note_label_first

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2030, 1, 1, 9, 0, tzinfo=TZ)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("bird-ringing kit packed thurs by 10, note to self", "note to self: bird-ringing kit packed thurs by 10"),
        ("call the vet fri (note to self)", "note to self: call the vet fri"),
        ("renew the tv licence by the 9th - mental note", "mental note: renew the tv licence by the 9th"),
        ("a note to self is a good habit", "a note to self is a good habit"),  # no label closing it
    ],
)
def test_a_closing_label_is_put_first(text: str, first: str) -> None:
    assert note_label_first(text) == first


def test_a_note_labelled_last_is_read_as_labelled() -> None:
    found = extract("bird-ringing kit packed thurs by 10, note to self", now=NOW, tz=TZ)
    assert [(i.action, i.due.text if i.due else None) for i in found if isinstance(i, NewCommitment)] == [
        ("bird-ringing kit packed", "thurs by 10")
    ]

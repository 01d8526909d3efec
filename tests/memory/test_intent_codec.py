"""An intent kept in a payload comes back exactly: every reading of the labelled corpora,
through JSON, decodes to the intent the reader returned."""

from __future__ import annotations

import json

import pytest

from jobs.reader_equivalence import corpus_messages
from memory import understanding
from memory.intent_codec import decode_intent, encode_intent


def test_every_reading_of_the_corpora_comes_back_whole() -> None:
    intents = [
        intent
        for said in corpus_messages()
        for intent in understanding.extract(said.text, now=said.now, tz=said.tz)
    ]
    kinds = {type(intent).__name__ for intent in intents}
    assert {"NewCommitment", "StateClaim", "MoveCommitment", "Question", "Unclear", "CorrectTime"} <= kinds
    for intent in intents:
        assert decode_intent(json.loads(json.dumps(encode_intent(intent)))) == intent


@pytest.mark.parametrize(
    "data",
    [None, [], "NewCommitment", {"intent": "os.system", "command": "rm"}, {"intent": "NewCommitment", "action": 3}],
)
def test_anything_else_decodes_to_nothing(data: object) -> None:
    assert decode_intent(data) is None


def test_a_date_no_reading_gives_decodes_to_nothing() -> None:
    """An imported or hand-edited record cannot carry a date the reader refuses (years 1900-2200)."""
    from datetime import UTC, datetime

    said = "I'll send the deck by friday"
    (intent,) = understanding.extract(said, now=datetime(2026, 3, 2, tzinfo=UTC), tz=UTC)
    data = encode_intent(intent)
    assert decode_intent(data) == intent
    data["due"]["start"] = "9999-12-30T00:00:00Z"
    data["due"]["end"] = "9999-12-31T00:00:00Z"
    assert decode_intent(data) is None

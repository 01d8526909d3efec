"""A sentence that reads as nothing beside one that was read is asked about on its own when it
shows a sign of an intent; small talk beside it is left alone (issue 10: never a silent miss)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding.intents import CompleteCommitment, OpenEpisode, Unclear

LAGOS = ZoneInfo("Africa/Lagos")
NOW = datetime(2027, 3, 9, 8, 30, tzinfo=LAGOS)


@pytest.mark.parametrize(
    ("message", "opened"),
    [
        # a warning light come on is read as an issue of its own (session 18): opened, not asked
        ("renewed the plate sticker. the check engine light came on again tho", "check engine light"),
        ("Paid the Okonkwo deposit. the oil light came on again", "oil light"),
        ("booked the photographer! the low tyre warning came on again", "tyre warning"),
    ],
)
def test_a_warning_beside_a_done_to_do_opens_an_issue(message: str, opened: str) -> None:
    intents = extract(message, now=NOW, tz=LAGOS)
    assert any(isinstance(intent, CompleteCommitment) for intent in intents)
    assert any(isinstance(intent, OpenEpisode) and opened in intent.topic for intent in intents), intents


@pytest.mark.parametrize(
    "message",
    [
        "booked the hall. lovely sunny day",
        "sent the quote to Ngozi. thanks so much!",
        "called the bank. lol. what a morning",
    ],
)
def test_small_talk_beside_a_reading_is_not_asked_about(message: str) -> None:
    intents = extract(message, now=NOW, tz=LAGOS)
    assert intents and not any(isinstance(intent, Unclear) for intent in intents)

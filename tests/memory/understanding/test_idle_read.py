"""Sentences that must store nothing though they look like a to-do, an issue or a promise:
figures of speech, messages sent to the wrong chat, and promises told as stories
(memory.understanding._idle)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CorrectName, CorrectValue, NewCommitment, extract

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "my to-do list is a mile long",
        "My todo list is literally miles long 😩",
        "the backlog is out of control",
        "my inbox is a disaster",
        "my brain is broken",
        "brain's totally fried today",
        "my head is mush",
        "lovely day out",
        "What a gorgeous evening",
        "great night out with Ama",
        "sorry, wrong chat",
        "oops wrong thread",
        "wrong chat sorry!",
        "ignore that, wrong window",
        "that was meant for another chat",
    ],
)
def test_figures_of_speech_and_missent_messages_store_nothing(text: str) -> None:
    assert extract(text, now=NOW, tz=LONDON) == []


@pytest.mark.parametrize(
    "text",
    [
        "Dave promised to fix the fence last year and never did",
        "mum promised to visit last summer but didn't",
        "Raj said he'd send the photos years ago and never did",
        "Kemi was going to repaint the hall back in 2019",
        "the landlord promised to fix the boiler and never followed through",
    ],
)
def test_promises_told_as_stories_store_nothing(text: str) -> None:
    assert extract(text, now=NOW, tz=LONDON) == []


def test_a_story_beside_a_live_to_do_keeps_the_to_do() -> None:
    """The story clause is dropped; what the user will do about it is not."""
    found = extract(
        "Omar promised the photos last summer and never sent them, so I need to chase him by friday", now=NOW, tz=LONDON
    )
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["chase him"]


@pytest.mark.parametrize(
    ("text", "action", "owner"),
    [
        ("Dave promised to fix the fence by friday", "fix the fence", "Dave"),
        ("I promised Raj I'd send the slides by friday", "send the slides", "me"),
        ("need to clear my inbox by friday", "clear my inbox", "me"),
    ],
)
def test_live_promises_and_to_dos_still_read(text: str, action: str, owner: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=LONDON) if isinstance(i, NewCommitment)]
    assert [(i.action, i.owner) for i in found] == [(action, owner)]


@pytest.mark.parametrize("text", ["sorry, wrong chat", "wrong thread, sorry"])
def test_wrong_chat_is_no_correction(text: str) -> None:
    assert not any(
        isinstance(i, CorrectName | CorrectValue | CancelCommitment) for i in extract(text, now=NOW, tz=LONDON)
    )


@pytest.mark.parametrize(
    "text",
    ["sorry aboot that, eh, my phone died", "soz for the late reply, battery was dead lol", "sorry guys my phone died",
     "apologies for the silence - phone ran out of charge"],
)
def test_an_apology_for_a_dead_phone_stores_nothing(text: str) -> None:
    """Why the user went quiet (a flat phone, said with sorry) is no trouble to track."""
    assert extract(text, now=NOW, tz=LONDON) == []

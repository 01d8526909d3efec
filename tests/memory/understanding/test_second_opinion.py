"""The reader's second opinion: the shipped model scores messages the rules read as nothing, it
scores exactly as the scikit-learn model it was exported from, and recap asks with it.

The messages below are my own wordings, in no labelled set."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.second_opinion_model import export, fingerprint, fit, labelled
from memory import understanding
from memory.asks import SECOND_OPINION, UNREAD, never_silent
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from memory.understanding._second_opinion import MODEL_FILE

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=TZ)  # a Wednesday

# Something to keep, in shapes the rules do not read: code-switching, a dropped "to", a slash date.
UNREAD_KEEPS = [
    "kailangan ko renew the passport next week",  # ("tengo que …" is read: normalise.py)
    "need renew car tax on 14/3",
]
CHAT = ["lol same", "cheers mate", "what a match last night", "haha no way", "nice one 👍"]


@pytest.mark.parametrize("text", UNREAD_KEEPS)
def test_a_message_the_rules_read_as_nothing_gets_a_question(text: str) -> None:
    assert understanding.extract(text, now=NOW, tz=TZ) == []
    assert understanding.keeps_something(text) >= SECOND_OPINION
    ask = never_silent(text, [], [], [], now=NOW, tz=TZ)
    assert ask is not None and ask.question == UNREAD
    assert [choice.label for choice in ask.choices] == ["Never mind"]  # it only asks: nothing is offered to store


@pytest.mark.parametrize("text", CHAT)
def test_small_talk_stays_quiet(text: str) -> None:
    assert understanding.keeps_something(text) < 0.5
    assert never_silent(text, [], [], [], now=NOW, tz=TZ) is None


def test_the_shipped_scorer_matches_scikit_learn(tmp_path: Path) -> None:
    """Fitted on the labelled sets as the build job fits, exported, and scored without
    scikit-learn: every message's probability within the export's rounding."""
    cases = labelled()
    fitted = fit(cases)
    model_file = tmp_path / "model.json"
    model_file.write_text(json.dumps(export(fitted, cases)), encoding="utf-8")
    texts = [case.say for case in cases]
    expected = fitted.predict_proba(texts)[:, 1]
    scored = [understanding.keeps_something(text, model_file=model_file) for text in texts]
    gaps = [abs(got - want) for got, want in zip(scored, expected, strict=True)]
    assert max(gaps) < 1e-4


def test_the_shipped_model_was_fitted_on_the_labelled_sets_as_they_are() -> None:
    """A labelled set changed since the model was fitted: run `python -m jobs.second_opinion_model`."""
    shipped = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    assert shipped["fitted_on"] == fingerprint(labelled()), "re-fit: python -m jobs.second_opinion_model"


async def test_the_bot_asks_instead_of_nothing_kept(tmp_path: Path) -> None:
    memory = await Memory.open(Home(tmp_path))
    try:
        dispatcher = Dispatcher(memory, VirtualClock(NOW))
        await memory.users.get_or_create("noor", NOW, timezone="Europe/London")
        replies = await dispatcher.respond(Inbound(user="noor", text=UNREAD_KEEPS[1]))
        assert len(replies) == 1 and replies[0].text.startswith(UNREAD.split(".")[0])
        user = await memory.store.user_by_name("noor")
        assert user is not None
        assert await memory.store.commitments(user.id) == []
    finally:
        await memory.close()

"""Session 39's cuts of ``recap rebuild``'s CPU are exact: each finds what the full reading found.

``claims.correction_target`` with neither words nor a date analyses only the groups of the
latest claims (not every group of a long history); ``asks._touched`` weighs only the open
to-dos sharing a word with the message.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory import asks
from memory import claims as engine
from memory.model import Claim, Commitment, CommitmentStatus, Epistemic, Precision, Source

START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
SUBJECTS = ("Maya", "Tom", "the office", "Priya")
PREDICATES = ("role", "city", "start date")
VALUES = ("Berlin", "Lisbon", "CFO", "COO", "lead", "Paris")


def _history(rng: random.Random, size: int) -> list[Claim]:
    """Claims of a few facts: dated and undated, quoted, corrections of earlier ones."""
    made: list[Claim] = []
    for number in range(1, size + 1):
        observed = START + timedelta(hours=rng.randrange(0, 2000))
        dated = rng.random() < 0.5
        corrects = rng.choice(made).id if made and rng.random() < 0.2 else None
        made.append(
            Claim(
                id=number,
                user="u",
                subject=rng.choice(SUBJECTS),
                predicate=rng.choice(PREDICATES),
                value=rng.choice(VALUES),
                scope=None,
                observed_at=observed,
                effective_from=observed - timedelta(days=rng.randrange(0, 90)) if dated else observed,
                effective_to=None,
                precision=Precision.DAY if dated else Precision.INSTANT,
                explicit_time=dated,
                epistemic=Epistemic.EXPLICIT,
                source=Source(event_id=None, name=rng.choice(("chat", "crm")), authority=1.0),
                quoted=rng.random() < 0.15,
                corrects=corrects,
                correction_kind="time" if corrects is not None else None,
                detail={},
            )
        )
    rng.shuffle(made)
    return made


def _every_group(claims: list[Claim], now: datetime, tz: ZoneInfo, timed_only: bool) -> Claim | None:
    """What correction_target found before: the latest in-force claim by the analysis of every group."""
    analysis = engine.analysed(claims, tz=tz)
    candidates = [analysis.by_id[cid] for cid in analysis.version_of if analysis.by_id[cid].observed_at <= now]
    if timed_only:
        candidates = [c for c in candidates if c.explicit_time]
    return max(candidates, key=lambda c: (c.explicit_time, c.observed_at, c.id), default=None)


@pytest.mark.parametrize("tries", [1, 3, 50])
def test_latest_target_is_the_one_every_group_gives(monkeypatch: pytest.MonkeyPatch, tries: int) -> None:
    monkeypatch.setattr(engine, "_LATEST_TRIES", tries)
    rng = random.Random(39 + tries)
    zones = (ZoneInfo("Europe/London"), ZoneInfo("Pacific/Auckland"), UTC)
    compared = found = 0
    for _ in range(150):
        claims = _history(rng, rng.randrange(0, 40))
        tz = rng.choice(zones)
        for _ in range(4):
            now = START + timedelta(hours=rng.randrange(-10, 2100))
            for timed_only in (True, False):
                expected = _every_group(claims, now, tz, timed_only)
                got = engine.correction_target(claims, now=now, tz=tz, timed_only=timed_only)
                assert got is expected
                compared += 1
                found += expected is not None
    assert found > compared // 3  # most ask a history that has a target


ACTIONS = (
    "pay the childminder", "renew passport", "call Tom about the contract", "send the deck to Priya",
    "book the MOT", "chase the insurer", "email the landlord", "pick up the keys from Ignacio",
)
MESSAGES = (
    "childminder said the 28th is fine", "insurer's been chased", "the deck went out",
    "Tom rang back", "passport photos done", "advisor gave me till the 15th", "nice weather today",
    "landlord replied re the boiler", "keys are with Ignacio now", "MOT moved to fri",
)


def _todo(number: int, rng: random.Random) -> Commitment:
    return Commitment(
        id=number,
        user="u",
        action=rng.choice(ACTIONS),
        owner=rng.choice(("me", "me", "Tom", "the insurer")),
        counterparty=rng.choice((None, "Priya", "Ignacio", "council")),
        original_due=None,
        due=None,
        status=CommitmentStatus.ACCEPTED,
        created_at=START + timedelta(minutes=rng.randrange(0, 500)),
        source=Source(event_id=None, name="chat", authority=1.0),
    )


def _touched_by_all(text: str, open_ones: list[Commitment]) -> Commitment | None:
    """The to-do _touched asked about before: every open one weighed."""
    said = asks.content_words(text) - asks.GENERIC_WORDS - asks.PARTICLES
    scored = [(asks._share(said, c), c.created_at, c) for c in open_ones]
    best = max(((s, at, c) for s, at, c in scored if s > 0), key=lambda t: (t[0], t[1]), default=None)
    return None if best is None else best[2]


def test_touched_asks_of_the_todo_every_open_one_gives() -> None:
    rng = random.Random(3939)
    tz = ZoneInfo("Europe/London")
    asked = 0
    for _ in range(200):
        open_ones = [_todo(n, rng) for n in range(rng.randrange(0, 12))]
        text = rng.choice(MESSAGES)
        expected = _touched_by_all(text, open_ones)
        got = asks._touched(text, open_ones, now=START, tz=tz)
        assert (got is None) == (expected is None)
        if expected is not None:
            assert got is not None and got.question == f"Did that change “{expected.action}”?"
            asked += 1
    assert asked > 50


def test_analysis_of_a_few_groups_is_theirs_in_the_analysis_of_all() -> None:
    """An analysis of some groups (find_view's) skips other subjects by subject alone: each
    group asked has the versions, and its claims the staleness, of the analysis of every group."""
    rng = random.Random(393)
    for _ in range(200):
        claims = _history(rng, rng.randrange(0, 40))
        tz = rng.choice((ZoneInfo("Europe/London"), UTC))
        full = engine.analysed(claims, tz=tz)
        keys = [*full.groups, ("nobody", "role", "")]
        asked = set(rng.sample(keys, min(len(keys), rng.randrange(1, 4))))
        few = engine._analyse(claims, tz, only=asked)
        assert few.groups == {key: full.groups[key] for key in asked if key in full.groups}
        assert few.corrected == full.corrected
        of_asked = {c.id for c in claims if engine.group_key(c) in asked}
        assert few.stale == full.stale & of_asked

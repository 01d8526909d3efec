"""The shortcuts session 33 took for `recap rebuild` (issue 11) give exactly what the code they
replaced gave, checked against that code kept here as the reference: tags drawn without a
Counter (:func:`memory.strands.tags_for`), a phrase scored once when it joins to itself
(:func:`memory.commitments.match_score`), a done deed tested once for giving
(:func:`memory.commitments.mine_to_give`), an open commitment's words kept per wording
(:func:`memory.asks._share`) and a reading's years checked with field names kept per type
(:func:`memory.intent_codec._within_years`). Whole histories are rebuilt by
``tests/memory/test_rebuild_fast.py``; the slice file's shortcuts are in
``tests/memory/test_slicefile_meta_s33.py``."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Container
from datetime import UTC, datetime, timedelta
from functools import cache

from memory import asks, commitments, perfbench, strands
from memory.intent_codec import _within_years
from memory.model import Commitment, CommitmentStatus, Event, EventKind, Source
from memory.readings import reading_of
from memory.timefmt import zone
from memory.understanding.timex import MAX_YEAR, MIN_YEAR, DateSpec
from memory.words import content_words, overlap

START = datetime(2024, 1, 1, 9, tzinfo=UTC)


def _tags_before(events: list[Event], known: Container[str]) -> tuple[str, ...]:
    scores: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    for position, (text, start, word, lower) in enumerate(strands._words(events)):
        is_name = word[0].isupper() and not strands._starts_sentence(text, start)
        tag = strands.fold(lower, known)
        if tag not in known:
            tag = strands.fold(tag, scores)
        scores[tag] += 2 if is_name else 1
        first_seen.setdefault(tag, position)
    ranked = sorted(scores, key=lambda tag: (-scores[tag], first_seen[tag]))
    return tuple(ranked[: strands.MAX_TAGS])


def _share_before(said: frozenset[str], commitment: Commitment) -> float:
    owner = commitment.owner if commitment.owner != "me" else ""
    words = content_words(f"{commitment.action} {commitment.counterparty or ''} {owner}")
    return overlap(said, words) if said & words else 0.0


def _within_years_before(value: object) -> bool:
    if value is None or isinstance(value, str | int | float):
        return True
    if isinstance(value, DateSpec):
        return value.start.year >= MIN_YEAR and value.end.year <= MAX_YEAR + 1
    if isinstance(value, tuple | list):
        return all(_within_years_before(item) for item in value)
    if dataclasses.is_dataclass(value):
        return all(_within_years_before(getattr(value, field.name)) for field in dataclasses.fields(value))
    return True


@cache
def _texts() -> tuple[str, ...]:
    texts = [say.text for say in perfbench.history(600, START)]
    return (*texts, "Paid Yuki back", "pay me 3k yen", "sent us the deck", "W-9 sent", "w9 done", "re-sent the RSVP",
            "Deadlines and deadline", "the Deadlines", "  Omar's  report.  Omar", "tests tests test")  # fmt: skip


def _events(texts: list[str]) -> list[Event]:
    return [
        Event(id=n + 1, user="u", at=START + timedelta(minutes=n), kind=EventKind.MESSAGE, author="u", text=text)
        for n, text in enumerate(texts)
    ]


def _commitments(chance: random.Random, count: int) -> list[Commitment]:
    actions = [text for text in _texts() if 2 <= len(text.split()) <= 8]
    owners = ["me", "me", "me", "Yuki", "Tom"]
    return [
        Commitment(id=n + 1, user="u", action=chance.choice(actions), owner=chance.choice(owners),
                   counterparty=chance.choice([None, None, "Priya", "me"]), original_due=None, due=None,
                   status=CommitmentStatus.ACCEPTED, created_at=START,
                   source=Source(event_id=n + 1, name="chat", authority=1.0))
        for n in range(count)
    ]  # fmt: skip


def test_tags_are_drawn_as_before() -> None:
    chance = random.Random(33)
    texts = list(_texts())
    for _ in range(300):
        events = _events(chance.sample(texts, chance.randint(1, 14)))
        every = strands.tags_for(events, set())
        known = set(chance.sample(sorted(strands.spellings(events)) or ["x"], 3)) | {t + "s" for t in every[:2]}
        for held in (set(), known, {t.removesuffix("s") for t in known}):
            assert strands.tags_for(events, held) == _tags_before(events, held)


def test_a_phrase_is_scored_and_given_as_before() -> None:
    chance = random.Random(34)
    kept = _commitments(chance, 60)
    for phrase in chance.sample(list(_texts()), 250):
        for commitment in kept:
            joined = commitments._joined(phrase)
            before = max(commitments._score(phrase, commitment), commitments._score(joined, commitment))
            assert commitments.match_score(phrase, commitment) == before
        left = [c for c in kept if not (commitments._GIVEN.match(phrase) and c.owner != "me"
                                        and commitments.TO_ME.search(c.action))]  # fmt: skip
        assert commitments.mine_to_give(phrase, kept) == left
        said = content_words(phrase)
        assert [asks._share(said, c) for c in kept] == [_share_before(said, c) for c in kept]


def test_the_years_of_every_reading_are_checked_as_before() -> None:
    tz = zone("UTC")
    for event in _events(list(_texts()[:400])):
        for intent in reading_of(event, tz):
            assert _within_years(intent) == _within_years_before(intent)
            if getattr(intent, "due", None) is not None:  # a date past the reader's years
                late = dataclasses.replace(intent.due, end=datetime(9000, 1, 2, tzinfo=UTC))
                far = dataclasses.replace(intent, due=late)
                assert not _within_years(far) and not _within_years_before(far)

"""The deep read's look-ups by index (memory.recall._reach) find what walking every claim and
commitment found, and the claims' analysis read for a few groups gives what the whole
queries give for them."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from memory import claims as engine
from memory.model import ClaimStatus
from memory.recall._reach import _prefix_index, mentions
from tests.memory.test_claims import claim

NOW = datetime(2026, 9, 1, tzinfo=UTC)
WORDS = [f"w{n}" for n in range(12)]

words = st.frozensets(st.sampled_from(WORDS), max_size=6)


@settings(max_examples=200, deadline=None)
@given(actions=st.lists(words, max_size=30), said=words)
def test_the_prefix_index_finds_every_action_the_words_mention(actions: list, said: frozenset) -> None:
    """Every action mentioned is listed under a said word (and listed with its positions)."""
    index = _prefix_index(actions)
    found = {
        at for word in said for listed, positions in index.get(word, ()) if mentions(listed, said) for at in positions
    }
    assert found == {at for at, action in enumerate(actions) if mentions(action, said)}


def _claims() -> list:
    return [
        claim("VP Operations", observed="2026-01-10", effective="2026-01-01", id=1),
        claim("VP Operations", observed="2026-02-10", id=2),
        claim("COO", observed="2026-06-02", effective="2026-06-01", id=3),
        claim("Berlin", observed="2026-03-01", predicate="location", id=4),
        claim("Munich", observed="2026-04-01", predicate="location", id=5),
        claim("Hamburg", observed="2026-04-02", predicate="location", corrects=5, correction_kind="value", id=6),
        claim("tea", observed="2026-05-01", subject="Tom", predicate="drink", id=7),
        claim("coffee", observed="2026-05-03", subject="Tom", predicate="drink", effective="2026-05-03", id=8),
        claim("tea", observed="2026-07-01", subject="Tom", predicate="drink", id=9),
        claim("Oslo", observed="2026-02-01", effective="2026-02-01", subject="Ana", predicate="office", id=10),
        claim("Lima", observed="2026-02-02", effective="2026-02-01", subject="Ana", predicate="office", id=11),
    ]


def test_a_few_groups_read_from_the_whole_analysis_are_what_the_whole_queries_give() -> None:
    claims = _claims()
    analysis = engine.analysed(claims)
    keys = {engine.group_key(claims[3]), engine.group_key(claims[6]), engine.group_key(claims[9])}
    since = datetime(2026, 3, 15, tzinfo=UTC)
    assert analysis.views(NOW, keys) == [v for v in engine.view_at(claims, NOW) if v.key in keys]
    assert analysis.changes(since, NOW, keys) == [
        ch for ch in engine.changes_between(claims, since, NOW) if engine.group_key(ch.new) in keys
    ]
    whole = engine.statuses(claims, NOW)
    # corrected and stale claims are in no version: a few groups' statuses are their versions'
    aside = (ClaimStatus.CORRECTED, ClaimStatus.STALE)
    assert analysis.statuses(NOW, keys) == {
        c.id: whole[c.id] for c in claims if engine.group_key(c) in keys and whole[c.id] not in aside
    }
    assert (whole[5], whole[9]) == aside
    assert analysis.statuses(NOW) == whole
    assert analysis.views(NOW) == engine.view_at(claims, NOW)
    assert analysis.changes(None, NOW) == engine.changes_between(claims, None, NOW)

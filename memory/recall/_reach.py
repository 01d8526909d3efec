"""What a deep read can reach, found by index (:func:`reach_of`): the claims and commitments a
few slices touch, without walking a user's every claim and commitment for each question.

A claim is touched when a slice holds its evidence or says every content word of its subject;
a commitment when a slice created or changed it, or says at least :data:`MENTIONED` of the
content words of its action (:mod:`memory.recall._deep`). :class:`Reach` indexes both once, with
the claims' analysis (:func:`memory.claims.analysed`), and is kept while the user's claims,
commitments and episodes stand (:meth:`memory.store.Store.cached`): a question costs what its
slices touch, not the user's history.

The commitments' words are indexed by *prefix filtering*: an action of ``n`` words needs
``t`` of them said (``t / n >= MENTIONED``), so it has one said among any ``n - t + 1`` of
its words; it is listed under its ``n - t + 1`` rarest, and only the actions listed under a
said word are checked.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime

from memory import claims as claim_rules
from memory.model import Claim, CommitmentRecord, CommitmentVersion
from memory.store import Store, User
from memory.timefmt import zone
from memory.words import content_words

MENTIONED = 0.65  # the share of an action's words a slice says for it to mention the commitment

Pair = tuple[CommitmentRecord, list[CommitmentVersion]]


def mentions(action_words: frozenset[str], said: frozenset[str]) -> bool:
    """Whether words ``said`` mention an action of ``action_words`` (:data:`MENTIONED`)."""
    return bool(action_words) and len(action_words & said) / len(action_words) >= MENTIONED


def claim_words(claim: Claim) -> frozenset[str]:
    """The words of a claim's subject a slice must say to touch it."""
    return content_words(claim.subject)


@dataclass(frozen=True)
class Reach:
    """A user's claims and commitments as one moment's store holds them, indexed."""

    claims: list[Claim]  # id order, as the store hands them out
    latest_observed: datetime | None
    analysis: claim_rules.Analysis  # of every claim: valid at any moment after latest_observed
    claims_by_event: dict[int, list[Claim]]
    # a subject's words → (group key → the first moment one of its claims was observed), listed
    # under one of those words (any: the subject is touched only when all of them are said)
    subjects: dict[str, dict[frozenset[str], dict[claim_rules.GroupKey, datetime]]]
    pairs: list[Pair]  # in the store's order
    last_changed: list[datetime | None]  # of each pair, its latest version's time (None: no version)
    commitments_by_event: dict[int, list[int]]  # source event (of the record or a version) → positions
    # an action word → the distinct actions' words listed under it (prefix filter) → their positions
    actions: dict[str, list[tuple[frozenset[str], list[int]]]]

    def touched_keys(
        self, event_ids: Collection[int], said: frozenset[str], now: datetime
    ) -> set[claim_rules.GroupKey]:
        """The groups of the claims observed by ``now`` that the slices touch."""
        keys = {
            claim_rules.group_key(c)
            for event_id in event_ids
            for c in self.claims_by_event.get(event_id, ())
            if c.observed_at <= now
        }
        for word in said:
            for words, groups in self.subjects.get(word, {}).items():
                if words <= said:
                    keys.update(key for key, first in groups.items() if first <= now)
        return keys

    def touched_commitments(self, event_ids: Collection[int], said: frozenset[str]) -> list[int]:
        """The positions in :attr:`pairs` of the commitments the slices created, changed or
        mention, in order."""
        found = {at for event_id in event_ids for at in self.commitments_by_event.get(event_id, ())}
        checked: set[frozenset[str]] = set()
        for word in said:
            for words, positions in self.actions.get(word, ()):
                if words not in checked:
                    checked.add(words)
                    if mentions(words, said):
                        found.update(positions)
        return sorted(found)


async def reach_of(store: Store, user: User) -> Reach:
    """``user``'s :class:`Reach`, built again only once their claims, commitments or episodes
    changed (or their zone, which the claims' analysis reads)."""

    async def build() -> list[Reach]:
        return [_build(await store.claims(user.id), await store.commitments(user.id), user.timezone)]

    if not hasattr(store, "cached"):  # a stand-in holding a few rows: nothing to keep
        return (await build())[0]
    return (await store.cached("recall reach", user.id, user.timezone, build, ("claims", "commitments")))[0]


def _build(claims: list[Claim], pairs: list[Pair], timezone: str) -> Reach:
    claims_by_event: dict[int, list[Claim]] = defaultdict(list)
    subjects: dict[str, dict[frozenset[str], dict[claim_rules.GroupKey, datetime]]] = defaultdict(dict)
    for c in claims:
        claims_by_event[c.source.event_id].append(c)
        words = claim_words(c)
        if words:
            groups = subjects[min(words)].setdefault(words, {})
            key = claim_rules.group_key(c)
            if key not in groups or c.observed_at < groups[key]:
                groups[key] = c.observed_at
    commitments_by_event: dict[int, list[int]] = defaultdict(list)
    for at, (record, versions) in enumerate(pairs):
        for event_id in dict.fromkeys([record.source.event_id, *(v.source.event_id for v in versions)]):
            commitments_by_event[event_id].append(at)
    return Reach(
        claims=claims,
        latest_observed=max((c.observed_at for c in claims), default=None),
        analysis=claim_rules.analysed(claims, tz=zone(timezone)),
        claims_by_event=dict(claims_by_event),
        subjects=dict(subjects),
        pairs=pairs,
        last_changed=[max((v.at for v in versions), default=None) for _, versions in pairs],
        commitments_by_event=dict(commitments_by_event),
        actions=_prefix_index([content_words(record.action) for record, _ in pairs]),
    )


def _prefix_index(actions: list[frozenset[str]]) -> dict[str, list[tuple[frozenset[str], list[int]]]]:
    """word → the distinct actions' words listed under it, each with the positions of the
    actions that have them: each under its ``n - t + 1`` rarest words (see the module
    docstring), rarity counted over the distinct actions."""
    positions: dict[frozenset[str], list[int]] = defaultdict(list)
    for at, words in enumerate(actions):
        if words:
            positions[words].append(at)
    frequency = Counter(word for words in positions for word in words)
    index: dict[str, list[tuple[frozenset[str], list[int]]]] = defaultdict(list)
    for words, where in positions.items():
        needed = next(t for t in range(1, len(words) + 1) if t / len(words) >= MENTIONED)
        for word in sorted(words, key=lambda w: (frequency[w], w))[: len(words) - needed + 1]:
            index[word].append((words, where))
    return dict(index)

"""The shallow scan (:func:`shallow_scan`): a fast ranking of slices over the slice index.

The request is read for time windows and topic words (:mod:`memory.recall._request`); each
topic word is searched in the FTS5 index (summary and text, BM25) together with its
irregular forms ("buy" OR "bought"), and the topic words that name an existing strand (a
tag) are its *strands*.

Candidates are the slices in the windows, the slices on those strands, the full-text matches
and, when the request gives nothing to go on, the latest slices; only slices that started
before ``now`` count. One score ranks them:

    score = text + window + strand + recency

``text`` (in [0, 1]) mixes the slice's BM25 (the sum of its per-term scores, as share of the
best candidate's) with its best *passage*: the most IDF weight of distinct topic words found
within 40 consecutive words, so a slice where the words of the question meet in one exchange
beats one where they lie scattered. ``window`` is a boost for lying in a window (less for
lying just beside it, more slowly decaying after it than before it, as talk follows events),
weighted by how selective the window is and ignored when the window holds no slice at all;
``strand`` a boost for the share of the request's strands the slice is on; ``recency`` a
small prior for recent slices. The weights (:class:`Weights`) were set on LoCoMo and
LongMemEval with ``recap bench recall``; see :mod:`memory.bench`.
"""

from __future__ import annotations

import heapq
import math
import re
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache

from memory import strands as strand_rules
from memory.model import EventKind, Slice
from memory.recall._request import (
    _FTS_LIMIT,
    _POSSESSIVE,
    _RELATIVE,
    _TOKEN,
    anchored_windows,
    fts_query,
    query_terms,
    request_windows,
)
from memory.store import SliceSpan, Store, User
from memory.timefmt import zone
from memory.understanding.timex import DateSpec
from memory.words import IRREGULAR, STOPWORDS, content_words, stem

_LATEST = 5
_BESIDE = 0.95  # the most a slice beside a window gets: one inside it wins a tie in text
_MAX_LINES = 3
_LINE_CHARS = 240
_SAID = (EventKind.MESSAGE, EventKind.SOURCE)  # what people said: the words recall reads
# a line that asked something ("what did I do today") tells nothing about a time it is quoted for
_ASKED = re.compile(r"\?\s*$|^\W*(?:what|what's|whats|when|where|who|which|why|how|did|anything)\b", re.IGNORECASE)

# Candidates are ranked on their ids and times alone; only the top ``k`` are read whole.
Candidate = Slice | SliceSpan


@dataclass(frozen=True)
class Weights:
    """The knobs of the one score (see the module docstring)."""

    window: float = 0.6  # boost for a slice inside a fully selective window
    strand: float = 0.05  # boost for being on every strand the request names
    recency: float = 0.02  # prior for a slice from today, halving every ``recency_half_life``
    recency_half_life: timedelta = timedelta(days=30)
    after: timedelta = timedelta(days=2)  # how long after a window talk about it still counts
    keep_dates: bool = True  # the words of a calendar date ("12 July") stay topic words
    passage: float = 0.7  # share of the text score that comes from the slice's best passage
    passage_words: int = 40  # how many consecutive words make one passage
    passage_pool: int = 20  # how many of the best slices by BM25 are read for their passages


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True)
class Hit:
    """A slice the shallow scan found, with why."""

    slice: Slice
    score: float
    reasons: tuple[str, ...]
    matched_lines: tuple[str, ...]


def _membership(piece: Candidate, window: DateSpec, now: datetime, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """1 inside the window; decaying with the distance outside it.

    The decay is slower after the window than before it: people talk about what happened
    after it happened ("I watched it last night"), so a slice just after the window often
    holds what the window asks about. A relative window ("ten days ago") is fuzzier the
    further back it lies; a calendar one ("on 3 May") only by its own length.
    """
    if piece.started_at < window.end and piece.ended_at >= window.start:
        return 1.0
    before, after = _scales(window, now, weights)
    if piece.ended_at < window.start:
        gap, scale = window.start - piece.ended_at, before
    else:
        gap, scale = piece.started_at - window.end, after
    return _BESIDE * math.exp(-((gap / scale) ** 2))


# A slice beside a window is helped only while its boost exceeds 1% of a window's: its
# membership (_BESIDE · exp(-(gap/scale)²)) must exceed 0.01, so gap < scale · √ln(95).
_REACH = math.sqrt(math.log(_BESIDE / 0.01)) + 0.01


def _scales(window: DateSpec, now: datetime, weights: Weights) -> tuple[timedelta, timedelta]:
    """How fast membership decays before the window and after it (see :func:`_membership`)."""
    length = window.end - window.start
    back = max(now - window.start, timedelta(0)) if _RELATIVE.search(window.text) else timedelta(0)
    return max(timedelta(hours=12), back * 0.05, length * 0.1), max(weights.after, back * 0.1, length * 0.5)


def _irregular_groups() -> dict[str, frozenset[str]]:
    groups: dict[str, set[str]] = {}
    for form, base in IRREGULAR.items():
        groups.setdefault(base, {base}).add(form)
    return {word: frozenset(group) for group in groups.values() for word in group}


_FORMS = _irregular_groups()


@lru_cache(maxsize=4096)
def _stems(text: str) -> tuple[str, ...]:
    """The stems of a message's words, stopwords left out (cached: passages read the same
    messages for every question)."""
    return tuple(stem(word) for word in _TOKEN.findall(_POSSESSIVE.sub("", text.casefold())) if word not in STOPWORDS)


def word_forms(term: str) -> list[str]:
    """``term`` and its irregular forms ("lose" → lose, lost), which no stemmer joins."""
    return [term, *sorted(_FORMS.get(term, frozenset()) - {term})]


async def _term_scores(
    store: Store, user: User, terms: list[str], now: datetime, by_id: dict[str, Candidate]
) -> dict[str, dict[str, float]]:
    """slice id → term → that term's BM25 contribution (summing them gives the OR query's);
    the slices found are added to ``by_id``."""
    scores: dict[str, dict[str, float]] = {}
    for term in terms:
        query = fts_query(word_forms(term))
        if not query:
            continue
        for piece, score in await store.search_spans(user.id, query, _FTS_LIMIT):
            if piece.started_at < now and score > 0:
                scores.setdefault(piece.id, {})[term] = score
                by_id.setdefault(piece.id, piece)
    return scores


async def shallow_scan(
    store: Store,
    user: User,
    query: str,
    now: datetime,
    *,
    k: int = 5,
    strands: dict[str, list[str]] | None = None,
    weights: Weights = DEFAULT_WEIGHTS,
    with_lines: bool = True,
    pad: bool = False,
) -> list[Hit]:
    """The ``k`` slices that best answer ``query`` at ``now``, best first.

    ``strands`` is the user's strand index (tag → slice ids); without it the strands are read
    from the slices' tags. ``with_lines=False`` skips reading transcripts for the quoted lines.
    With something to go on (topic words or a time window), only slices that match count, so
    there may be fewer than ``k``; ``pad=True`` fills a ranking of ``k`` with the latest slices
    (benchmarks compare full rankings).
    """
    if k <= 0:
        return []
    tz = zone(user.timezone)
    # Only what the question reaches is read: the slices in and beside its windows, its text
    # matches, its strands and the latest few; never every slice.
    total = await store.count_slices(user.id, end=now)
    if not total:
        return []
    latest = list(reversed(await store.latest_slices(user.id, _LATEST, before=now)))
    by_id: dict[str, Candidate] = {piece.id: piece for piece in latest}

    windows = request_windows(query, now, tz)
    anchored, anchor_phrases = await anchored_windows(store, user, query, now)
    windows += anchored
    # the words of a relative phrase ("a few days ago") are no topic; a written date ("on
    # 12 July") may well be in the text, as when a plan for that day was made
    said_when = (
        [spec.text for spec in windows if _RELATIVE.search(spec.text)]
        if weights.keep_dates
        else [spec.text for spec in windows]
    )
    terms = query_terms(query, skip=said_when + anchor_phrases)

    reasons: dict[str, list[str]] = {}

    def because(slice_id: str, reason: str) -> None:
        found = reasons.setdefault(slice_id, [])
        if reason not in found:
            found.append(reason)

    # time windows: a window counts by how selective it is, and only when it holds a slice
    window_score: dict[str, float] = {}
    near: dict[str, str] = {}
    for spec in windows:
        before, after = _scales(spec, now, weights)
        reach = (spec.start - before * _REACH, min(spec.end + after * _REACH, now))
        reached = await store.slices(user.id, start=reach[0], end=reach[1])
        reached = [piece for piece in reached if piece.started_at < now]
        members = {piece.id: _membership(piece, spec, now, weights) for piece in reached}
        inside = sum(1 for value in members.values() if value >= 1.0)
        if inside == 0:
            continue  # a window with nothing in it says nothing about this timeline
        by_id.update((piece.id, piece) for piece in reached)
        selectivity = 1.0 - (inside - 1) / total
        for slice_id, value in members.items():
            boost = weights.window * selectivity * value
            if boost > 0.01 * weights.window:
                # only a slice inside the window is found by it; one beside it is only helped
                window_score[slice_id] = max(window_score.get(slice_id, 0.0), boost)
                if value >= 1.0:
                    because(slice_id, f"window:{spec.text}")
                else:
                    near.setdefault(slice_id, f"near:{spec.text}")

    # full text, per term
    per_term = await _term_scores(store, user, terms, now, by_id) if terms else {}
    for slice_id in per_term:
        because(slice_id, "text")

    # strands the request names, read by tag
    if strands is None:
        # the strands of every spelling the terms may fold onto, read at once: their tags are
        # the user's tags among the spellings (what strand_tags gives), their members all the
        # strands the request can name
        spellings = {form for term in terms for form in (term, term.removesuffix("s"), term + "s")}
        spelled = await store.strand_members(user.id, spellings) if spellings else {}
        known: Collection[str] = spelled.keys()
    else:
        known = strands
    request_tags = sorted({tag for tag in (strand_rules.fold(term, known) for term in terms) if tag in known})
    on_strands = {tag: (strands if strands is not None else spelled)[tag] for tag in request_tags}
    strand_score: dict[str, float] = {}
    # slice id → its strands, of the members found by nothing else (read only when they can rank)
    aside: dict[str, list[str]] = {}
    for tag in request_tags:
        for slice_id in on_strands.get(tag, []):
            if slice_id in by_id:
                strand_score[slice_id] = strand_score.get(slice_id, 0.0) + weights.strand / len(request_tags)
                because(slice_id, f"strand:{tag}")
            else:
                aside.setdefault(slice_id, []).append(tag)

    # the latest slices
    for piece in latest:
        because(piece.id, "recent")

    for slice_id, reason in near.items():
        if slice_id in reasons:
            because(slice_id, reason)
    candidates = [by_id[slice_id] for slice_id in reasons if slice_id in by_id]
    if terms or windows:
        # with something to go on, a slice that is merely recent is no answer
        candidates = [
            piece
            for piece in candidates
            if any(reason != "recent" and not reason.startswith("near:") for reason in reasons[piece.id])
        ]

    def fixed(piece: Candidate) -> float:
        age = max(now - piece.ended_at, timedelta(0))
        recency = weights.recency * 0.5 ** (age / weights.recency_half_life)
        return window_score.get(piece.id, 0.0) + strand_score.get(piece.id, 0.0) + recency

    text = _normalised(per_term, dict.fromkeys(terms, 1.0))
    if weights.passage > 0 and per_term:
        # only the best few by BM25 are read in full, so the work per question stays bounded
        pool = sorted(text, key=lambda slice_id: -text[slice_id])[: weights.passage_pool]
        best_passage = await _passages(store, user, pool, per_term, terms, total, weights.passage_words)
        text = {
            slice_id: (1 - weights.passage) * value + weights.passage * best_passage.get(slice_id, 0.0)
            for slice_id, value in text.items()
        }
    score = {piece.id: text.get(piece.id, 0.0) + fixed(piece) for piece in candidates}
    if aside and _may_rank(aside, score, k, weights.strand / len(request_tags), weights.recency):
        # members of the strands found by nothing else: read, they are candidates like the rest
        for piece in await store.slice_spans(user.id, aside):
            if piece.started_at < now:
                by_id[piece.id] = piece
                for tag in aside[piece.id]:
                    strand_score[piece.id] = strand_score.get(piece.id, 0.0) + weights.strand / len(request_tags)
                    because(piece.id, f"strand:{tag}")
                candidates.append(piece)
                score[piece.id] = text.get(piece.id, 0.0) + fixed(piece)

    top = heapq.nsmallest(k, candidates, key=lambda piece: (-score[piece.id], -piece.started_at.timestamp(), piece.id))
    ranked = await _whole(store, user, top)
    if pad and len(ranked) < k:
        # a ranking of k is asked for: the rest are the latest slices, newest first
        taken = {piece.id for piece in ranked}
        for piece in await store.latest_slices(user.id, k + len(ranked), before=now):
            if len(ranked) >= k:
                break
            if piece.id not in taken:
                ranked.append(piece)
                score[piece.id] = fixed(piece)
                because(piece.id, "recent")
    # the question being asked sits in the open slice at ``now``: it is no answer
    said = await store.slice_texts(user.id, [piece.id for piece in ranked], _SAID, before=now) if with_lines else {}
    hits = []
    for piece in ranked:
        lines: tuple[str, ...] = ()
        if with_lines:
            lines = _matched_lines(said.get(piece.id, []), terms)
            found_by = {reason for reason in reasons[piece.id] if reason != "recent"}
            if piece.ended_at >= now and found_by == {"text"} and not lines:
                continue  # found only by the words of the question itself
        hits.append(
            Hit(slice=piece, score=round(score[piece.id], 6), reasons=tuple(reasons[piece.id]), matched_lines=lines)
        )
    return hits


def _may_rank(aside: dict[str, list[str]], score: dict[str, float], k: int, share: float, recency: float) -> bool:
    """Whether a slice of ``aside`` (found only by the strands it is on, listed with it) could
    rank among the best ``k`` of ``score``: found by nothing else, it scores its strands' shares
    and a recency prior of at most ``recency`` — summed as the scan sums them, so the bound is
    exact in floating point — and ranks only if that can reach the ``k``-th best score."""
    if len(score) < k:
        return True
    best = 0.0
    for tags in aside.values():
        total = 0.0
        for _ in tags:
            total = total + share
        best = max(best, 0.0 + total + recency)
    return heapq.nlargest(k, score.values())[-1] <= best


async def _whole(store: Store, user: User, top: list[Candidate]) -> list[Slice]:
    """The ranked candidates read whole, in their order (one read for those ranked as spans);
    a slice gone since it was ranked (forgotten meanwhile) is left out."""
    whole = {piece.id: piece for piece in top if isinstance(piece, Slice)}
    spans = [piece.id for piece in top if piece.id not in whole]
    if spans:
        whole.update((piece.id, piece) for piece in await store.slices_by_id(user.id, spans))
    return [whole[piece.id] for piece in top if piece.id in whole]


async def _passages(
    store: Store,
    user: User,
    slice_ids: list[str],
    per_term: dict[str, dict[str, float]],
    terms: list[str],
    total: int,
    width: int,
) -> dict[str, float]:
    """slice id → how well its best passage (``width`` consecutive words) matches, in [0, 1].

    A passage scores the IDF of the distinct topic words it holds, so a slice where the words
    of the question meet in one exchange beats one where they lie scattered over an hour.
    """
    frequency = Counter(term for scores in per_term.values() for term in scores)
    idf = {stem(term): math.log(1 + (total - frequency[term] + 0.5) / (frequency[term] + 0.5)) for term in terms}
    found: dict[str, float] = {}
    texts = await store.slice_texts(user.id, slice_ids, _SAID)
    for slice_id in slice_ids:
        hits: list[tuple[int, str]] = []
        position = 0
        for text in texts.get(slice_id, ()):
            for key in _stems(text):
                if key in idf:
                    hits.append((position, key))
                position += 1
        best = 0.0
        end = 0
        for start in range(len(hits)):
            end = max(end, start)
            while end + 1 < len(hits) and hits[end + 1][0] - hits[start][0] < width:
                end += 1
            best = max(best, sum(idf[key] for key in {key for _, key in hits[start : end + 1]}))
        found[slice_id] = best
    top = max(found.values(), default=0.0)
    return {slice_id: value / top for slice_id, value in found.items()} if top > 0 else {}


def _normalised(per_term: dict[str, dict[str, float]], weight: dict[str, float]) -> dict[str, float]:
    """slice id → its weighted BM25 sum over the terms, as a share of the best slice's."""
    totals = {
        slice_id: sum(weight.get(term, 0.0) * value for term, value in scores.items())
        for slice_id, scores in per_term.items()
    }
    best = max(totals.values(), default=0.0)
    return {slice_id: total / best for slice_id, total in totals.items()} if best > 0 else {}


def _matched_lines(texts: list[str], terms: list[str]) -> tuple[str, ...]:
    """Up to three lines people said in the slice (``texts``, in order) that share words with
    the request; for a request that named only a time ("what did I do this week"), the first
    lines said in it that ask nothing."""
    wanted = content_words(" ".join(terms))
    scored: list[tuple[int, int, str]] = []
    for order, text in enumerate(texts):
        for line in text.splitlines():
            line = " ".join(line.split())
            shared = len(content_words(line) & wanted) if wanted else int(not _ASKED.search(line))
            if shared:
                if len(line) > _LINE_CHARS:
                    line = line[: _LINE_CHARS - 1].rstrip() + "…"
                scored.append((-shared, order, line))
    best = sorted(scored)[:_MAX_LINES]
    return tuple(line for _, _, line in sorted(best, key=lambda item: item[1]))

"""Commitments: folding their versions, what is due or overdue, and which one a phrase means.

Pure logic over :class:`~memory.model.Commitment` values. ``due`` and ``overdue`` are not
stored statuses: they are derived here from the clock.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime, time, timedelta, tzinfo
from zoneinfo import ZoneInfo

from memory.model import Commitment, CommitmentRecord, CommitmentStatus, CommitmentVersion
from memory.words import GENERIC_WORDS, STOPWORDS, content_words, overlap, stem

__all__ = [
    "MATCH_THRESHOLD",
    "apply",
    "apply_version",
    "due_within",
    "end_of_local_day",
    "fold",
    "is_overdue",
    "match",
    "match_score",
    "overdue",
]

MATCH_THRESHOLD = 0.65
"""Minimum :func:`match_score` for a phrase to name a commitment."""


def apply_version(commitment: Commitment, version: CommitmentVersion) -> Commitment:
    """The commitment after one change: the version's status; its due (when it has one)
    becomes the current due; the original due is the first due ever known and never moves."""
    if version.commitment_id != commitment.id:
        raise ValueError(f"version of commitment {version.commitment_id} applied to commitment {commitment.id}")
    due = version.due if version.due is not None else commitment.due
    original = commitment.original_due if commitment.original_due is not None else due
    return replace(commitment, status=version.status, due=due, original_due=original)


def apply(base: Commitment, versions: Iterable[CommitmentVersion]) -> Commitment:
    """Fold ``versions`` (in time order; same-time versions keep their given order) onto
    ``base``, the commitment as first recorded. Re-applying the creating version is harmless."""
    state = base
    for version in sorted(versions, key=lambda v: v.at):
        state = apply_version(state, version)
    return state


def fold(record: CommitmentRecord, versions: Iterable[CommitmentVersion]) -> Commitment:
    """A commitment's current state: its first record with every version applied."""
    base = Commitment(
        id=record.id,
        user=record.user,
        action=record.action,
        owner=record.owner,
        counterparty=record.counterparty,
        original_due=None,
        due=None,
        status=CommitmentStatus.PROPOSED,
        created_at=record.created_at,
        source=record.source,
    )
    return apply(base, versions)


def is_overdue(commitment: Commitment, now: datetime) -> bool:
    """Open, with a due time that has passed (a commitment due exactly now is not overdue)."""
    return commitment.is_open and commitment.due is not None and commitment.due < now


def overdue(commitments: Iterable[Commitment], now: datetime) -> list[Commitment]:
    """Open commitments whose due time has passed, earliest due first."""
    return sorted((c for c in commitments if is_overdue(c, now)), key=_due_order)


def end_of_local_day(now: datetime, days: int, tz: tzinfo | str) -> datetime:
    """The instant (UTC) the ``days``-th local day after today ends: days=0 is midnight
    tonight, days=7 the end of the same weekday next week. Follows DST."""
    zone = ZoneInfo(tz) if isinstance(tz, str) else tz
    last_day = now.astimezone(zone).date() + timedelta(days=days + 1)
    return datetime.combine(last_day, time(), tzinfo=zone).astimezone(UTC)


def due_within(commitments: Iterable[Commitment], now: datetime, days: int, tz: tzinfo | str) -> list[Commitment]:
    """Open commitments due from ``now`` to the end of the ``days``-th local day ahead,
    earliest due first; overdue ones are not included (see :func:`overdue`)."""
    end = end_of_local_day(now, days, tz)
    return sorted(
        (c for c in commitments if c.is_open and c.due is not None and now <= c.due < end),
        key=_due_order,
    )


def _due_order(c: Commitment) -> tuple[datetime, int]:
    return (c.due or datetime.max.replace(tzinfo=UTC), c.id)


def _target_words(c: Commitment) -> frozenset[str]:
    words = content_words(c.action) | content_words(_joined(c.action))
    if c.counterparty:
        words |= content_words(c.counterparty)
    return words


_VAGUE = re.compile(r"\b(?:thing|stuff|task|job|item)s?\b", re.IGNORECASE)
_NOUN_ENDING = re.compile(r"(?:al|ment|ing|s)$")
_HYPHEN = re.compile(r"(?<=[^\W_])-(?=[^\W_])")
_ACRONYM = re.compile(r"\b[A-Z]{3,5}s?\b")  # two letters (PR, HR, QA) stand for too many things
_WORD = re.compile(r"[^\W\d_]+")


def _joined(text: str) -> str:
    """Hyphenated codes written as one word: "W-9" -> "W9", so "w9 sent" names "send the W-9"."""
    return _HYPHEN.sub("", text)


def _expanded(acronym: str, action: str) -> frozenset[str]:
    """The action's words that ``acronym`` (written in capitals) abbreviates: "DPA" -> data,
    protection, audit in "finish the data protection audit"; "CFP" -> call, proposals in
    "answer the call for proposals" (small words may be skipped). Empty unless the letters are
    the initials of consecutive words."""
    letters = acronym.rstrip("s").lower()
    words = _WORD.findall(action.lower())
    for sequence in (words, [w for w in words if w not in STOPWORDS]):
        for start in range(len(sequence) - len(letters) + 1):
            run = sequence[start : start + len(letters)]
            if "".join(w[0] for w in run) == letters:
                return content_words(" ".join(run))
    return frozenset()


def _said_words(action_text: str, commitment: Commitment) -> frozenset[str]:
    """The phrase's content words, vague nouns dropped ("the tax thing" -> tax), a noun made
    from the commitment's verb read as that verb ("domain renewal" names "renew the domain",
    "laptop backup" names "back up the laptop"), the last part of a compound read as the
    compound ("sheet" names "spreadsheet"), and an acronym read as the words it abbreviates."""
    said = content_words(_VAGUE.sub(" ", action_text)) or content_words(action_text)
    target = content_words(commitment.action)
    out = set()
    for word in said:
        if word not in target:
            base = _NOUN_ENDING.sub("", word)
            near = [t for t in target if _near(base, t)]
            if len(near) == 1:
                word = near[0]
        out.add(word)
    for acronym in _ACRONYM.findall(action_text):
        key = stem(acronym.lower())
        if key not in target and key in out and (words := _expanded(acronym, commitment.action)):
            out = (out - {key}) | words
    return frozenset(out)


def _near(base: str, word: str) -> bool:
    """Whether a said word (its noun ending cut) is another form of ``word``, or its last part."""
    if len(base) >= 3 and (word.startswith(base) or (base.startswith(word) and len(word) >= 3)):
        return True
    return len(base) >= 5 and word.endswith(base)


def match_score(action_text: str, commitment: Commitment) -> float:
    """How well ``action_text`` names ``commitment`` (its action and counterparty), in [0, 1].

    0 when the phrase has specific words but shares none of them with the action itself
    ("I sent the invoice" does not name "send the deck" just because both send). A code
    written with or without its hyphen ("W-9", "w9") is one word."""
    return max(_score(action_text, commitment), _score(_joined(action_text), commitment))


def _score(action_text: str, commitment: Commitment) -> float:
    said = _said_words(action_text, commitment)
    specific = said - GENERIC_WORDS
    if specific and not specific & (content_words(commitment.action) | content_words(_joined(commitment.action))):
        return 0.0
    return overlap(said, _target_words(commitment))


def match(
    action_text: str, commitments: Iterable[Commitment], *, threshold: float = MATCH_THRESHOLD
) -> list[Commitment]:
    """The commitments ``action_text`` names best: empty when none scores ``threshold``; one
    normally; several when they tie (the caller asks which one). Among tied commitments one
    whose words are exactly the phrase's wins. Open or not is the caller's filter."""
    said = content_words(action_text)
    scored = [(match_score(action_text, c), c) for c in commitments]
    scored = [(s, c) for s, c in scored if s >= threshold]
    if not scored:
        return []
    best = max(s for s, _ in scored)
    tied = [c for s, c in scored if abs(s - best) < 1e-9]
    exact = [c for c in tied if content_words(c.action) == said or _target_words(c) == said]
    if len(exact) == 1:
        return exact
    return sorted(tied, key=lambda c: c.id)

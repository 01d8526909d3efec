"""The shared value types of recap's memory.

Everything here is plain data: frozen dataclasses with no I/O. Every ``datetime`` is
timezone-aware UTC; conversion to a user's zone happens only when reading what they say
or showing them a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    MESSAGE = "message"  # the user said something
    REPLY = "reply"  # recap answered
    SOURCE = "source"  # a record imported from another system
    COMMAND = "command"  # a chat command such as /timezone
    BRIEFING = "briefing"  # a morning briefing recap sent
    ANSWER = "answer"  # the user answered a question recap asked (payload: the intents chosen)
    UNDO = "undo"  # the user took back what an earlier event changed (payload: its id)


@dataclass(frozen=True)
class Event:
    """One entry on a user's timeline; the source of truth for everything derived."""

    id: int
    user: str
    at: datetime
    kind: EventKind
    author: str
    text: str
    payload: dict[str, Any] = field(default_factory=dict)
    platform_ref: str | None = None
    slice_id: str | None = None


class Precision(StrEnum):
    """How exactly a user gave a date: "in March" is month precision."""

    INSTANT = "instant"
    DAY = "day"
    MONTH = "month"
    YEAR = "year"


class ClaimStatus(StrEnum):
    CURRENT = "current"
    HISTORICAL = "historical"
    SUPERSEDED = "superseded"
    CONFLICTING = "conflicting"
    UNCERTAIN = "uncertain"
    STALE = "stale"
    CORRECTED = "corrected"


class Epistemic(StrEnum):
    EXPLICIT = "explicit"  # stated directly by the user or a source
    EXTRACTED = "extracted"  # pulled out of free text by a model
    INFERRED = "inferred"  # concluded by recap
    DIRECTED = "directed"  # a correction or instruction from the user


CHAT_SOURCE = "chat"  # the source name of what the user said in chat


@dataclass(frozen=True)
class Source:
    """Where a claim came from: the event that carried it and how much to trust it."""

    event_id: int | None
    name: str  # "chat" for the user's own words, else the importing system
    authority: float  # 0..1; the user's own chat counts 1.0


@dataclass(frozen=True)
class Claim:
    """One version of a fact. Rows are never rewritten; status is computed, not stored.

    ``explicit_time`` is False when the source gave no effective time: then
    ``effective_from`` equals ``observed_at`` and the claim is uncertain while current.
    """

    id: int
    user: str
    subject: str
    predicate: str
    value: str
    scope: str | None
    observed_at: datetime
    effective_from: datetime
    effective_to: datetime | None
    precision: Precision
    explicit_time: bool
    epistemic: Epistemic
    source: Source
    quoted: bool = False
    corrects: int | None = None  # the claim this one corrects
    correction_kind: str | None = None  # "value", "time" or "subject" when ``corrects`` is set
    detail: dict[str, Any] = field(default_factory=dict)  # preference fields, etc.


class CommitmentStatus(StrEnum):
    PROPOSED = "proposed"
    ACCEPTED = "accepted"
    COMPLETED = "completed"
    MOVED = "moved"
    CANCELLED = "cancelled"
    DISPUTED = "disputed"


OPEN_COMMITMENT_STATUSES = frozenset(
    {CommitmentStatus.PROPOSED, CommitmentStatus.ACCEPTED, CommitmentStatus.MOVED, CommitmentStatus.DISPUTED}
)


@dataclass(frozen=True)
class CommitmentVersion:
    """One change to a commitment, with the event that caused it."""

    commitment_id: int
    at: datetime
    status: CommitmentStatus
    due: datetime | None
    source: Source
    note: str = ""
    # A new name from this version on ("call it the Q3 plan, not the Q2 plan"); None keeps the
    # name it had. Older versions keep theirs: the record's current action is the latest one's.
    action: str | None = None


@dataclass(frozen=True)
class CommitmentRecord:
    """A commitment as first recorded; its state is the fold of its versions."""

    id: int
    user: str
    action: str
    owner: str
    counterparty: str | None
    created_at: datetime
    source: Source


@dataclass(frozen=True)
class Commitment:
    id: int
    user: str
    action: str
    owner: str  # "me" for the user
    counterparty: str | None
    original_due: datetime | None
    due: datetime | None
    status: CommitmentStatus
    created_at: datetime
    source: Source

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_COMMITMENT_STATUSES


@dataclass(frozen=True)
class IssueEpisode:
    id: int
    user: str
    topic: str
    opened_at: datetime
    resolved_at: datetime | None
    detail: str
    previous_id: int | None  # the earlier episode on the same topic, if any
    source: Source
    updates: tuple[str, ...] = ()

    @property
    def is_open(self) -> bool:
        return self.resolved_at is None


@dataclass(frozen=True)
class Slice:
    """An episode of the timeline; its Markdown file is the durable copy."""

    id: str
    user: str
    started_at: datetime
    ended_at: datetime
    status: str  # "open" or "closed"
    summary: str = ""
    tags: tuple[str, ...] = ()
    path: str = ""
    # "model" when a model wrote the summary and tags on close; "" when recap composed them.
    # Kept in the file, so a rebuild keeps a model's words instead of asking again.
    summary_source: str = ""
    # The zone the file was last written in (its frontmatter says), read back from a file only:
    # a rebuild composes the summary in it, as live use did before the user moved zone.
    timezone: str = ""

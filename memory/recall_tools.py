"""The recall tools a model may call during the deep read, over the store.

Five read-only tools, each a plain async function of the store, one user and ``now``, whose
result is JSON-ready data: ``walk_timeline`` (slices in a time window, or the latest),
``read_slice`` (one slice's transcript), ``follow_strand`` (the slices carrying a tag),
``current_view`` (what holds now about a subject, conflicts and uncertainty included) and
``commitments`` (open, or all). :data:`SPECS` describes them in the JSON Schema form
OpenAI-compatible servers take. Nothing here writes, and nothing reaches past ``now`` or
outside the user's own memory.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import strands as strand_rules
from memory.model import ClaimStatus, Commitment, CommitmentStatus, Slice
from memory.store import Store, User
from memory.timefmt import local_date_text, local_time_text, zone
from memory.understanding.timex import find_windows, parse_date
from memory.words import content_words, normalize_key

__all__ = ["SPECS", "RecallTools"]

MAX_SLICES = 20
MAX_EVENTS = 80
MAX_TEXT = 1200  # characters of one event's text
MAX_RESULT = 12000  # characters of one tool result


def _function(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": properties,
                "required": required,
                "additionalProperties": False,
            },
        },
    }


SPECS: list[dict[str, Any]] = [
    _function(
        "walk_timeline",
        "List the user's conversation slices (episodes) in a time window, oldest first, with date, summary "
        "and tags. Without 'when', the latest slices.",
        {
            "when": {"type": "string", "description": "a time expression: 'last week', 'in March', '2026-03-05'"},
            "limit": {"type": "integer", "description": f"at most this many slices (1-{MAX_SLICES})"},
        },
        [],
    ),
    _function(
        "read_slice",
        "Read the full transcript of one slice, every event with its local time and author.",
        {"slice_id": {"type": "string", "description": "a slice id as walk_timeline or the context gives it"}},
        ["slice_id"],
    ),
    _function(
        "follow_strand",
        "List the slices on a strand: every slice carrying a tag (a person, project or topic), oldest first.",
        {"tag": {"type": "string", "description": "the tag, e.g. 'maya' or 'renewal'"}},
        ["tag"],
    ),
    _function(
        "current_view",
        "What holds now about a subject: each attribute with its value, since when, source, and whether it is "
        "conflicting or uncertain; with the earlier versions.",
        {"subject": {"type": "string", "description": "a person or thing, e.g. 'Maya'; 'me' for the user"}},
        ["subject"],
    ),
    _function(
        "commitments",
        "The user's commitments with owner, due date and status; open ones only unless include_closed.",
        {"include_closed": {"type": "boolean", "description": "also list completed and cancelled ones"}},
        [],
    ),
]


class RecallTools:
    """The tools bound to one user at one instant; :meth:`call` runs one by name."""

    specs = SPECS

    def __init__(self, store: Store, user: User, now: datetime, strands: Mapping[str, list[str]] | None = None) -> None:
        self.store = store
        self.user = user
        self.now = now
        self.tz = zone(user.timezone)
        self._strands = strands

    async def call(self, name: str, arguments: Mapping[str, Any]) -> str:
        """The tool's result as JSON text; a bad name or bad arguments give ``{"error": ...}``."""
        tools = {
            "walk_timeline": self.walk_timeline,
            "read_slice": self.read_slice,
            "follow_strand": self.follow_strand,
            "current_view": self.current_view,
            "commitments": self.commitments,
        }
        tool = tools.get(name)
        if tool is None:
            result: Any = {"error": f"no tool named {name!r}; the tools are {', '.join(tools)}"}
        else:
            try:
                result = await tool(**dict(arguments))
            except (TypeError, ValueError) as error:
                result = {"error": f"bad arguments for {name}: {error}"}
        text = json.dumps(result, ensure_ascii=False)
        if len(text) > MAX_RESULT:
            text = text[:MAX_RESULT] + " …(cut)"
        return text

    # -- the tools ------------------------------------------------------------------

    async def walk_timeline(self, when: str | None = None, limit: int = 10) -> dict[str, Any]:
        limit = max(1, min(int(limit), MAX_SLICES))
        if when:
            spec = parse_date(when, now=self.now, tz=self.tz, prefer="past")
            if spec is None:
                windows = find_windows(when, now=self.now, tz=self.tz)
                spec = windows[0] if windows else None
            if spec is None:
                return {"error": f"could not read {when!r} as a time; try 'last week', 'in March' or '2026-03-05'"}
            pieces = await self.store.slices(self.user.id, start=spec.start, end=min(spec.end, self.now))
            pieces = [p for p in pieces if p.started_at < self.now][:limit]
            return {"window": {"from": spec.start.astimezone(self.tz).isoformat(),
                               "to": spec.end.astimezone(self.tz).isoformat()},
                    "slices": [self._slice(p) for p in pieces]}  # fmt: skip
        pieces = [p for p in await self.store.latest_slices(self.user.id, limit + 1) if p.started_at < self.now]
        return {"slices": [self._slice(p) for p in reversed(pieces[:limit])]}

    async def read_slice(self, slice_id: str) -> dict[str, Any]:
        piece = await self.store.slice(self.user.id, str(slice_id))
        if piece is None or piece.started_at >= self.now:
            return {"error": f"no slice {slice_id!r}"}
        events = [e for e in await self.store.events_of_slice(self.user.id, piece.id) if e.at <= self.now]
        return {
            **self._slice(piece),
            "events": [
                {
                    "at": local_time_text(event.at, self.tz),
                    "kind": str(event.kind),
                    "author": event.author,
                    "text": event.text if len(event.text) <= MAX_TEXT else event.text[:MAX_TEXT] + "…",
                }
                for event in events[-MAX_EVENTS:]
            ],
        }

    async def follow_strand(self, tag: str) -> dict[str, Any]:
        known = dict(self._strands) if self._strands is not None else strand_rules.index(
            await self.store.slices(self.user.id, end=self.now)
        )
        name = strand_rules.fold(str(tag).strip().lower(), known)
        ids = known.get(name, [])
        pieces = [p for p in [await self.store.slice(self.user.id, i) for i in ids] if p and p.started_at < self.now]
        if not pieces:
            return {"error": f"no strand {tag!r}", "strands": sorted(known)[:50]}
        return {"tag": name, "slices": [self._slice(p) for p in pieces[-MAX_SLICES:]]}

    async def current_view(self, subject: str) -> dict[str, Any]:
        key = normalize_key("me" if str(subject).lower() in ("i", "me", "user", "the user") else str(subject))
        claims = [c for c in await self.store.claims(self.user.id, key) if c.observed_at <= self.now]
        if not claims:
            words = content_words(subject)
            claims = [
                c for c in await self.store.claims(self.user.id)
                if c.observed_at <= self.now and words and words <= content_words(c.subject)
            ]  # fmt: skip
        if not claims:
            return {"subject": subject, "facts": [], "note": "nothing known about this subject"}
        status = claim_rules.statuses(claims, self.now, tz=self.tz)
        facts = []
        for view in claim_rules.view_at(claims, self.now, tz=self.tz):
            facts.append(
                {
                    "subject": view.subject,
                    "attribute": view.predicate,
                    "scope": view.scope,
                    "values": [
                        {"value": c.value, "source": c.source.name, "authority": c.source.authority}
                        for c in view.claims
                    ],
                    "since": local_date_text(view.effective_from, self.tz),
                    "until": local_date_text(view.effective_to, self.tz) if view.effective_to else None,
                    "conflicting": view.conflicting,
                    "uncertain": any(status.get(c.id) is ClaimStatus.UNCERTAIN for c in view.claims),
                }
            )
        history = [
            {
                "attribute": c.predicate,
                "scope": c.scope,
                "value": c.value,
                "effective_from": local_date_text(c.effective_from, self.tz) if c.explicit_time else None,
                "status": str(state),
                "recorded": local_time_text(c.observed_at, self.tz),
            }
            for c, state in claim_rules.history(claims, self.now, tz=self.tz)
        ]
        return {"subject": subject, "facts": facts, "history": history[-MAX_EVENTS:]}

    async def commitments(self, include_closed: bool = False) -> dict[str, Any]:
        found: list[Commitment] = []
        for record, versions in await self.store.commitments(self.user.id):
            if record.created_at > self.now:
                continue
            base = Commitment(
                id=record.id, user=record.user, action=record.action, owner=record.owner,
                counterparty=record.counterparty, original_due=None, due=None, status=CommitmentStatus.PROPOSED,
                created_at=record.created_at, source=record.source,
            )  # fmt: skip
            commitment = commitment_rules.apply(base, [v for v in versions if v.at <= self.now])
            if include_closed or commitment.is_open:
                found.append(commitment)
        found.sort(key=lambda c: (c.due is None, c.due or self.now, c.id))
        return {
            "commitments": [
                {
                    "action": c.action,
                    "owner": c.owner,
                    "counterparty": c.counterparty,
                    "status": str(c.status),
                    "due": local_time_text(c.due, self.tz) if c.due else None,
                    "original_due": local_time_text(c.original_due, self.tz) if c.original_due else None,
                    "overdue": commitment_rules.is_overdue(c, self.now),
                }
                for c in found[:50]
            ]
        }

    def _slice(self, piece: Slice) -> dict[str, Any]:
        return {
            "slice_id": piece.id,
            "date": local_date_text(piece.started_at, self.tz),
            "from": f"{piece.started_at.astimezone(self.tz):%H:%M}",
            "to": f"{piece.ended_at.astimezone(self.tz):%H:%M}",
            "status": piece.status,
            "summary": piece.summary,
            "tags": list(piece.tags),
        }

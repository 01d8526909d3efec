"""Records from other systems in and out: `recap import` (JSON Lines) and /export.

A line is one claim or one commitment with its source, in the shape of a scenario's
``source`` step::

    {"source": {"name": "crm", "authority": 0.8}, "at": "2026-06-20T10:00:00+02:00",
     "claim": {"subject": "Maya", "predicate": "role", "value": "COO", "effective_from": "2026-06-01"}}

``at`` (when the record was observed) is optional and defaults to the time of the import.
Every line is validated before any is applied: a file with an error changes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from pydantic import ValidationError, model_validator

from memory.clock import as_utc
from memory.derive import commitments_of
from memory.model import EventKind
from memory.scenario import ClaimSpec, CommitmentSpec, SourceSpec, StrictModel
from memory.service import Memory
from memory.store import User
from memory.timefmt import iso_utc


class ImportLine(StrictModel):
    source: SourceSpec
    at: datetime | None = None
    claim: ClaimSpec | None = None
    commitment: CommitmentSpec | None = None

    @model_validator(mode="after")
    def _one_record(self) -> ImportLine:
        if (self.claim is None) == (self.commitment is None):
            raise ValueError("a line holds exactly one of claim or commitment")
        if self.at is not None:
            self.at = as_utc(self.at)
        return self


@dataclass(frozen=True)
class LineError:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


def parse_lines(text: str) -> tuple[list[ImportLine], list[LineError]]:
    """Every record of a JSON Lines file, or every reason it cannot be read (blank lines skipped)."""
    records: list[ImportLine] = []
    errors: list[LineError] = []
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors save "UTF-8"
    # Lines end at \n (or \r\n) only: JSON strings may hold U+2028, U+0085 and the like raw,
    # and str.splitlines() would cut a record there and shift every line number after it.
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.removesuffix("\r")
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as error:
            errors.append(LineError(number, f"not JSON: {error.msg} at column {error.colno}"))
            continue
        if not isinstance(raw, dict):
            errors.append(LineError(number, "a line must be a JSON object"))
            continue
        try:
            records.append(ImportLine.model_validate(raw))
        except ValidationError as error:
            reasons = "; ".join(
                f"{'.'.join(str(part) for part in problem['loc']) or 'line'}: {problem['msg']}"
                for problem in error.errors()
            )
            errors.append(LineError(number, reasons))
    return records, errors


async def import_records(memory: Memory, user: User, records: list[ImportLine], now: datetime) -> int:
    """Apply validated records in the order of their observed time; returns how many."""
    ordered = sorted(records, key=lambda record: record.at or now)
    for record in ordered:
        await record_source(
            memory,
            user,
            record.at or now,
            record.source.model_dump(),
            claim=record.claim.model_dump(exclude_none=True) if record.claim else None,
            commitment=record.commitment.model_dump(exclude_none=True) if record.commitment else None,
        )
    return len(ordered)


async def record_source(
    memory: Memory,
    user: User,
    at: datetime,
    source: dict[str, Any],
    *,
    claim: dict[str, Any] | None = None,
    commitment: dict[str, Any] | None = None,
) -> None:
    """Put one imported record on the timeline; derivation turns it into a claim or commitment."""
    payload: dict[str, Any] = {"source": source}
    if claim is not None:
        payload["claim"] = _jsonable(claim)
        text = f"[{source['name']}] {claim['subject']} — {claim['predicate']}: {claim['value']}"
    elif commitment is not None:
        payload["commitment"] = _jsonable(commitment)
        text = f"[{source['name']}] commitment: {commitment['action']}"
    else:
        raise ValueError("a source record needs a claim or a commitment")
    payload["tz"] = user.timezone
    await memory.record(user, at=at, kind=EventKind.SOURCE, text=text, author=str(source["name"]), payload=payload)


def _jsonable(record: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for key, value in record.items():
        if isinstance(value, datetime):
            out[key] = iso_utc(as_utc(value))
        elif isinstance(value, date):
            out[key] = value.isoformat()
        else:
            out[key] = value
    return out


async def export_lines(memory: Memory, user: User) -> list[str]:
    """The user's claims and commitments as import lines, one JSON object each."""
    lines = []
    for claim in await memory.store.claims(user.id):
        record: dict[str, Any] = {
            "source": {"name": claim.source.name, "authority": claim.source.authority},
            "at": iso_utc(claim.observed_at),
            "claim": {"subject": claim.subject, "predicate": claim.predicate, "value": claim.value},
        }
        if claim.scope:
            record["claim"]["scope"] = claim.scope
        if claim.explicit_time:
            record["claim"]["effective_from"] = iso_utc(claim.effective_from)
        if claim.effective_to:
            record["claim"]["effective_to"] = iso_utc(claim.effective_to)
        if claim.quoted:
            record["claim"]["quoted"] = True
        lines.append(json.dumps(record, ensure_ascii=False))
    for commitment in await commitments_of(memory.store, user.id):
        if commitment.due is None:
            continue
        record = {
            "source": {"name": commitment.source.name, "authority": commitment.source.authority},
            "at": iso_utc(commitment.created_at),
            "commitment": {
                "action": commitment.action,
                "owner": commitment.owner,
                "due": iso_utc(commitment.due),
                "status": str(commitment.status),
            },
        }
        if commitment.counterparty:
            record["commitment"]["counterparty"] = commitment.counterparty
        lines.append(json.dumps(record, ensure_ascii=False))
    return lines

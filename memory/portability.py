"""Everything recap keeps about a user, out and back in: /export, `recap export`, `recap import`.

The format is JSON Lines: one JSON object per line, UTF-8; a line ends at ``\\n`` (or
``\\r\\n``) only, and blank lines are skipped. Every line is validated before any is applied:
a file with an error changes nothing.

**Format version 2** is what an export writes. Every line has a ``type``; times are ISO 8601
in UTC; ``n`` numbers the records of one kind within the file, and references between
records use those numbers (never database ids, which differ from one home to another)::

    {"type": "recap-export", "version": 2, "user": "alice", "since": "…", "as_of": "…"}
    {"type": "settings", "timezone": "Europe/Berlin", "briefing_time": "07:15", "nothing_due_line": true, …}
    {"type": "claim", "n": 1, "subject": "Maya", "predicate": "role", "value": "COO", "status": …, …}
    {"type": "commitment", "n": 1, "action": "send the deck", "status": "moved", "versions": […], …}
    {"type": "episode", "n": 1, "topic": "vpn", "status": "resolved", "updates": […], …}
    {"type": "slice", "id": "2026/03/02/0900", "status": "closed", "summary": …, "tags": […], …}
    {"type": "event", "n": 3, "at": …, "kind": "message", "author": "alice", "text": …, "payload": {…}, …}

- The header comes first: the format version, whose memory it is (``user``, ``since``: the
  account it was taken from) and ``as_of``, the instant the claim statuses were computed at.
- ``settings``: the user's timezone, briefing time, one-line-briefing choice and the way round
  they write numeric dates (``date_order``: "DMY", "MDY", or null for their zone's habit; a file
  written before it existed has none and imports as null).
- ``event`` lines are the timeline, oldest first: every message, reply, command, imported
  record, briefing, answer and undo, with its payload. They are the source of truth: an
  import puts them on the new timeline and derives memory from them, exactly as live chat
  and `recap rebuild` do. Payload fields that point at another event (an undo's
  ``undoes``, an answer's ``ask``, a reply's ``about``) hold that event's ``n``. Platform
  update ids are left out: they only deduplicate deliveries to the original account. A reply
  that was itself an export is carried as ``[recap export, N lines]``, so exports never nest.
- ``claim``, ``commitment``, ``episode`` and ``slice`` lines show what recap derived from the
  timeline, every field it keeps: a claim's scope, both clocks, precision, epistemic type,
  source (``event`` is the event line that carried it), ``corrects`` (the claim ``n`` it
  corrects) with ``correction_kind``, ``detail`` (preference fields) and its ``status`` at
  ``as_of``; a commitment's current name, due, original due and status (``first_action``: the
  name it was first kept under, when it was renamed since) and every version (moves,
  completion, cancellation, corrections, renames with their ``action``) with its time and
  source; an issue episode's start, resolution, updates and the earlier episode on its topic
  (``previous``). An import does
  not apply these lines (it derives them anew from the events); :func:`differences` names
  every claim, commitment and episode that reads differently after it. Slices are formed
  again as the events go in (a summary a model wrote is composed by recap in the copy).

A file holding events imports only into a user whose timeline is still empty: two timelines
cannot be merged without changing what either one means.

**Format version 1** (no header) is a file of source records, the shape of a scenario's
``source`` step. A version 1 file imports into any user; its lines may also appear in a
version 2 file::

    {"source": {"name": "crm", "authority": 0.8}, "at": "2026-06-20T10:00:00+02:00",
     "claim": {"subject": "Maya", "predicate": "role", "value": "COO", "effective_from": "2026-06-01"}}

``at`` (when the record was observed) is optional and defaults to the time of the import.

Bounds: a line is at most :data:`MAX_LINE_CHARS` characters of UTF-8, nests objects and arrays
at most :data:`MAX_DEPTH` deep, holds integers of at most :data:`MAX_INT_DIGITS` digits and
finite numbers only, no lone surrogate escape (``"\\ud800"`` is not text), and every time in
it falls within the years :data:`~memory.understanding.timex.MIN_YEAR` to
:data:`~memory.understanding.timex.MAX_YEAR`. A line outside them is an error naming the line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Literal, NoReturn

from pydantic import ConfigDict, Field, ValidationError, field_validator, model_validator

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory.clock import as_utc
from memory.model import Event, EventKind, Source
from memory.scenario import ClaimSpec, ClockTime, CommitmentSpec, SourceSpec, StrictModel, TimezoneName
from memory.service import Memory
from memory.store import User
from memory.timefmt import iso_utc, opt_iso, zone
from memory.understanding._date_order import DateOrder
from memory.understanding.timex import MAX_YEAR, MIN_YEAR
from memory.users import AUTO

FORMAT_VERSION = 2
HEADER_TYPE = "recap-export"
# Payload fields that hold another event's id, by the kind of event that holds them.
EVENT_REFERENCES: dict[str, tuple[str, ...]] = {"undo": ("undoes",), "answer": ("ask",), "reply": ("about",)}
_TIMEZONE_COMMAND = re.compile(r"^/timezone(?:@\S+)?\s+(?P<zone>\S+)$", re.IGNORECASE)
_DERIVED_TYPES = ("claim", "commitment", "episode")
_EXPORT_PREFIX = json.dumps({"type": HEADER_TYPE})[:-1]  # how an export's first line begins
MAX_LINE_CHARS = 1_000_000  # one event or record; an export's longest lines are a few thousand
MAX_DEPTH = 32  # objects and arrays within each other; an export nests four levels at most
MAX_INT_DIGITS = 18  # every integer recap writes fits in 64 bits
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _in_years(value: date | datetime | None) -> None:
    """A ValueError for a time outside the years recap keeps (date arithmetic overflows past them)."""
    if value is not None and not MIN_YEAR <= value.year <= MAX_YEAR:
        raise ValueError(f"{value.isoformat()} is outside the years {MIN_YEAR}–{MAX_YEAR} that recap keeps")


class ImportRefused(ValueError):
    """The file is valid but cannot go into this user; nothing was applied."""


class ImportLine(StrictModel):
    """A source record (format version 1): one claim or one commitment from another system."""

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
        for when in (self.at, *((self.claim.effective_from, self.claim.effective_to) if self.claim else ()),
                     self.commitment.due if self.commitment else None):  # fmt: skip
            _in_years(when)
        return self


class HeaderLine(StrictModel):
    type: Literal["recap-export"]
    version: int = Field(ge=1)
    user: str | None = None
    since: datetime | None = None
    as_of: datetime | None = None

    @field_validator("since", "as_of")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        _in_years(value)
        return None if value is None else as_utc(value)


class SettingsLine(StrictModel):
    type: Literal["settings"]
    timezone: TimezoneName
    briefing_time: ClockTime
    nothing_due_line: bool = False
    date_order: DateOrder | None = None


class EventLine(StrictModel):
    type: Literal["event"]
    n: int = Field(ge=1)
    at: datetime
    kind: EventKind
    author: str
    text: str
    payload: dict[str, Any] = Field(default_factory=dict)
    slice: str | None = None

    @field_validator("at")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        _in_years(value)
        return as_utc(value)

    @field_validator("payload")
    @classmethod
    def _zone(cls, value: dict[str, Any]) -> dict[str, Any]:
        if "tz" in value:  # the timezone the event was read in
            zone(str(value["tz"]))
        return value


class DerivedLine(StrictModel):
    """A claim, commitment, issue episode or slice as exported: read and checked, not applied."""

    model_config = ConfigDict(extra="allow")
    type: Literal["claim", "commitment", "episode", "slice"]


Line = ImportLine | HeaderLine | SettingsLine | EventLine | DerivedLine
_MODELS: dict[str, type[Line]] = {
    HEADER_TYPE: HeaderLine,
    "settings": SettingsLine,
    "event": EventLine,
    **{kind: DerivedLine for kind in (*_DERIVED_TYPES, "slice")},
}


@dataclass(frozen=True)
class LineError:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


def parse_lines(data: str | bytes) -> tuple[list[Line], list[LineError]]:
    """Every record of a JSON Lines file, or every reason it cannot be read (blank lines skipped).

    ``data`` is the file's text, or its bytes: those are decoded line by line, so a line that
    is not UTF-8 is named like any other bad line.
    """
    numbered: list[tuple[int, Line]] = []
    errors: list[LineError] = []
    # Lines end at \n (or \r\n) only: JSON strings may hold U+2028, U+0085 and the like raw,
    # and str.splitlines() would cut a record there and shift every line number after it.
    lines = data.split(b"\n") if isinstance(data, bytes) else data.split("\n")
    for number, line in enumerate(lines, start=1):
        try:
            record = _read_line(line, first=number == 1)
        except ValidationError as error:
            errors.append(LineError(number, _reasons(error)))
        except ValueError as error:
            errors.append(LineError(number, str(error)))
        else:
            if record is not None:
                numbered.append((number, record))
    errors += _file_errors(numbered)
    return [record for _, record in numbered], sorted(errors, key=lambda error: error.line)


def _read_line(line: str | bytes, *, first: bool) -> Line | None:
    """The record on one line, None for a blank one; a ValueError saying why it cannot be read."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(f"not UTF-8: byte 0x{line[error.start]:02x} at byte {error.start + 1}") from error
    line = line.removesuffix("\r")
    if first:
        line = line.removeprefix("\ufeff")  # a byte-order mark, as some editors save "UTF-8"
    if not line.strip():
        return None
    if len(line) > MAX_LINE_CHARS:
        raise ValueError(f"the line is {len(line):,} characters; a record is at most {MAX_LINE_CHARS:,}")
    try:
        raw = json.loads(line, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise ValueError(f"not JSON: {error.msg} at column {error.colno}") from error
    except RecursionError as error:
        raise ValueError(f"objects and arrays nested more than {MAX_DEPTH} deep") from error
    if not isinstance(raw, dict):
        raise ValueError("a line must be a JSON object")
    _check_values(raw)
    model = _MODELS.get(raw["type"]) if isinstance(raw.get("type"), str) else ImportLine
    if model is None:
        raise ValueError(f"type: unknown line type {raw['type']!r}; known: {', '.join(_MODELS)}")
    return model.model_validate(raw)


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"a number of {len(digits.lstrip('-')):,} digits; recap reads at most {MAX_INT_DIGITS}")
    return int(digits)


def _float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"the number {text[:40]} is too large")
    return value


def _constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a number JSON allows")


def _check_values(raw: dict[str, Any]) -> None:
    """A ValueError for nesting deeper than MAX_DEPTH or a lone surrogate in any key or string."""
    stack: list[tuple[Any, int]] = [(raw, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list) and depth > MAX_DEPTH:
            raise ValueError(f"objects and arrays nested more than {MAX_DEPTH} deep")
        if isinstance(value, dict):
            stack += [(key, depth) for key in value] + [(inner, depth + 1) for inner in value.values()]
        elif isinstance(value, list):
            stack += [(inner, depth + 1) for inner in value]
        elif isinstance(value, str) and (bad := _LONE_SURROGATE.search(value)):
            raise ValueError(f"a lone surrogate escape (\\u{ord(bad.group(0)):04x}) is not text")


def _reasons(error: ValidationError) -> str:
    return "; ".join(
        f"{'.'.join(str(part) for part in problem['loc']) or 'line'}: {problem['msg']}" for problem in error.errors()
    )


def _file_errors(numbered: list[tuple[int, Line]]) -> list[LineError]:
    """What is wrong with the file as a whole: the header's place and version, typed lines
    without a header, a second settings line, event numbers and the references between them."""
    errors: list[LineError] = []
    header = numbered[0][1] if numbered and isinstance(numbered[0][1], HeaderLine) else None
    if header is not None and header.version > FORMAT_VERSION:
        errors.append(LineError(numbered[0][0], f"format version {header.version} is newer than this recap "
                                                f"reads ({FORMAT_VERSION}); import it with a newer recap"))
    events: dict[int, EventLine] = {}
    settings_seen = False
    for position, (number, record) in enumerate(numbered):
        if isinstance(record, HeaderLine) and position:
            errors.append(LineError(number, "the recap-export header goes on the first line"))
        elif isinstance(record, SettingsLine | EventLine | DerivedLine) and header is None:
            errors.append(LineError(number, f"a {record.type} line belongs to a recap export, whose first line "
                                            f"is the header {{\"type\": \"{HEADER_TYPE}\", ...}}"))
        elif isinstance(record, SettingsLine):
            if settings_seen:
                errors.append(LineError(number, "a second settings line; an export has one"))
            settings_seen = True
        elif isinstance(record, EventLine):
            if record.n in events:
                errors.append(LineError(number, f"n: event {record.n} appears twice"))
                continue
            for field_name, target in _references(record):
                earlier = events.get(target)
                if earlier is None or (earlier.at, earlier.n) >= (record.at, record.n):
                    errors.append(LineError(number, f"payload.{field_name}: refers to event {target}, "
                                                    "which is not an earlier event line of this file"))
            events[record.n] = record
    return errors


def _zone_named(line: EventLine) -> str | None:
    """The timezone an event says the user was in: its payload's ``tz`` (what a message was
    read in), or the zone of a /timezone command that took effect."""
    if isinstance(tz := line.payload.get("tz"), str):
        return tz
    if line.kind is EventKind.COMMAND and (command := _TIMEZONE_COMMAND.match(line.text.strip())):
        try:
            return zone(command["zone"]).key
        except ValueError:  # the command was refused, so nothing changed
            return None
    return None


def _references(record: EventLine) -> list[tuple[str, int]]:
    """The (field, event number) pairs of ``record``'s payload that point at other events."""
    return [
        (name, value)
        for name in EVENT_REFERENCES.get(str(record.kind), ())
        if isinstance(value := record.payload.get(name), int) and not isinstance(value, bool)
    ]


# --------------------------------------------------------------------------- importing


async def import_records(memory: Memory, user: User, records: Sequence[Line], now: datetime) -> int:
    """Apply validated records; returns how many events and source records went on the timeline.

    The exported timeline first, in its order (each event under the timezone it was read in),
    then the settings, then source records in the order of their observed time. Raises
    :class:`ImportRefused`, having changed nothing, when the file holds a timeline and the
    user already has one.
    """
    events = sorted((r for r in records if isinstance(r, EventLine)), key=lambda e: (e.at, e.n))
    if events and await memory.store.events(user.id):
        raise ImportRefused(f"{user.name} already has a timeline; an export with events goes into a new user")
    user = await _replay(memory, user, events, now)
    for settings in (r for r in records if isinstance(r, SettingsLine)):
        user = await memory.users.update(
            user, now, timezone=settings.timezone, briefing_time=settings.briefing_time,
            nothing_due_line=settings.nothing_due_line, date_order=settings.date_order or AUTO,
        )
    sources = sorted((r for r in records if isinstance(r, ImportLine)), key=lambda record: record.at or now)
    for record in sources:
        await record_source(
            memory,
            user,
            record.at or now,
            record.source.model_dump(),
            claim=record.claim.model_dump(exclude_none=True) if record.claim else None,
            commitment=record.commitment.model_dump(exclude_none=True) if record.commitment else None,
        )
    return len(events) + len(sources)


async def _replay(memory: Memory, user: User, events: list[EventLine], now: datetime) -> User:
    """Put exported events on ``user``'s timeline in order, each derived as it was live.

    Each goes in under the timezone the user had when it was recorded (the one its payload
    names, or a /timezone command set; before either, the first a payload names), so slices
    get the same names and summaries the same local dates. Slices left idle stay open until
    the sweep closes them, as they would have been.
    """
    named = next((line for line in events if _zone_named(line)), None)
    current = _zone_named(named) if named is not None and named.kind is not EventKind.COMMAND else user.timezone
    ids: dict[int, int] = {}
    for line in events:
        current = _zone_named(line) or current
        if current != user.timezone:
            user = await memory.users.update(user, now, timezone=current)
        payload = dict(line.payload)
        for name, target in _references(line):
            payload[name] = ids[target]
        recorded = await memory.record(
            user, at=line.at, kind=line.kind, text=line.text, author=line.author, payload=payload
        )
        ids[line.n] = recorded.appended.event.id
    return user


async def differences(memory: Memory, user: User, records: Sequence[Line]) -> list[str]:
    """The claims, commitments and episodes of an export that read differently in ``user``'s
    memory now (after importing ``records``), compared at the export's ``as_of``; [] when the
    import gave the same memory. A kind the file has no lines of (trimmed away) is not compared."""
    header = next((r for r in records if isinstance(r, HeaderLine)), None)
    if header is None or header.as_of is None:
        return []
    dumped = (line.model_dump() for line in records if isinstance(line, DerivedLine))
    wanted = {_key(record): record for record in dumped if record["type"] in _DERIVED_TYPES}
    kinds = {kind for kind, _ in wanted}
    user = await memory.store.user(user.id) or user  # with the settings the import gave it
    found = {_key(record): record for record in map(json.loads, await export_lines(memory, user, header.as_of))
             if record["type"] in kinds}
    found_differently = []
    for key in sorted(set(wanted) | set(found), key=lambda key: (_DERIVED_TYPES.index(key[0]), str(key[1]).zfill(9))):
        if key not in found:
            found_differently.append(f"{key[0]} {key[1]}: missing after the import")
        elif key not in wanted:
            found_differently.append(f"{key[0]} {key[1]}: derived by the import but not in the file")
        elif wanted[key] != found[key]:
            found_differently.append(f"{key[0]} {key[1]}: reads differently")
    return found_differently


def _key(record: dict[str, Any]) -> tuple[str, Any]:
    return record["type"], record.get("n")


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


# --------------------------------------------------------------------------- exporting


async def export_lines(memory: Memory, user: User, now: datetime) -> list[str]:
    """Everything recap keeps about ``user`` in format version 2, one JSON object per line;
    claim statuses are those at ``now``."""
    store = memory.store
    events = await store.events(user.id)
    event_n = {event.id: n for n, event in enumerate(events, start=1)}

    def by_source(items: Iterable[Any]) -> list[Any]:
        return sorted(items, key=lambda item: (event_n.get(item.source.event_id, len(event_n) + 1), item.id))

    claims = by_source(await store.claims(user.id))
    claim_n = {claim.id: n for n, claim in enumerate(claims, start=1)}
    statuses = claim_rules.statuses(claims, now, tz=zone(user.timezone))
    commitments = sorted(await store.commitments(user.id),
                         key=lambda pair: (event_n.get(pair[0].source.event_id, len(event_n) + 1), pair[0].id))
    episodes = by_source(await store.episodes(user.id))
    episode_n = {episode.id: n for n, episode in enumerate(episodes, start=1)}

    def source(of: Source) -> dict[str, Any]:
        return {"name": of.name, "authority": of.authority, "event": event_n.get(of.event_id or 0)}

    records: list[dict[str, Any]] = [
        {"type": HEADER_TYPE, "version": FORMAT_VERSION, "user": user.name, "since": iso_utc(user.created_at),
         "as_of": iso_utc(now)},
        {"type": "settings", "timezone": user.timezone, "briefing_time": user.briefing_time,
         "nothing_due_line": user.nothing_due_line, "date_order": user.date_order},
    ]
    for n, claim in enumerate(claims, start=1):
        records.append({
            "type": "claim", "n": n, "subject": claim.subject, "predicate": claim.predicate, "value": claim.value,
            "scope": claim.scope, "status": str(statuses[claim.id]), "observed_at": iso_utc(claim.observed_at),
            "effective_from": iso_utc(claim.effective_from), "effective_to": opt_iso(claim.effective_to),
            "precision": str(claim.precision), "explicit_time": claim.explicit_time,
            "epistemic": str(claim.epistemic), "quoted": claim.quoted, "corrects": claim_n.get(claim.corrects or 0),
            "correction_kind": claim.correction_kind, "detail": claim.detail, "source": source(claim.source),
        })
    for n, (record, versions) in enumerate(commitments, start=1):
        state = commitment_rules.fold(record, versions)
        records.append({
            "type": "commitment", "n": n, "action": state.action, "owner": record.owner,
            "counterparty": record.counterparty, "status": str(state.status), "due": opt_iso(state.due),
            "original_due": opt_iso(state.original_due), "created_at": iso_utc(record.created_at),
            "source": source(record.source),
            "versions": [
                {"at": iso_utc(v.at), "status": str(v.status), "due": opt_iso(v.due), "note": v.note,
                 "source": source(v.source), **({"action": v.action} if v.action is not None else {})}
                for v in versions
            ],
            **({"first_action": record.action} if record.action != state.action else {}),
        })
    for n, episode in enumerate(episodes, start=1):
        records.append({
            "type": "episode", "n": n, "topic": episode.topic, "status": "open" if episode.is_open else "resolved",
            "opened_at": iso_utc(episode.opened_at), "resolved_at": opt_iso(episode.resolved_at),
            "detail": episode.detail, "updates": list(episode.updates),
            "previous": episode_n.get(episode.previous_id or 0), "source": source(episode.source),
        })
    for piece in await store.slices(user.id):
        records.append({
            "type": "slice", "id": piece.id, "started_at": iso_utc(piece.started_at),
            "ended_at": iso_utc(piece.ended_at), "status": piece.status, "summary": piece.summary,
            "tags": list(piece.tags),
        })
    for n, event in enumerate(events, start=1):
        records.append(_event_record(n, event, event_n))
    return [json.dumps(record, ensure_ascii=False) for record in records]


def _event_record(n: int, event: Event, event_n: dict[int, int]) -> dict[str, Any]:
    payload = dict(event.payload)
    for name in EVENT_REFERENCES.get(str(event.kind), ()):
        if isinstance(target := payload.get(name), int) and not isinstance(target, bool):
            payload[name] = event_n.get(target)
    text = event.text
    if event.kind is EventKind.REPLY and text.startswith(_EXPORT_PREFIX):
        text = f"[recap export, {text.count(chr(10)) + 1} lines]"
    return {"type": "event", "n": n, "at": iso_utc(event.at), "kind": str(event.kind), "author": event.author,
            "text": text, "payload": payload, "slice": event.slice_id}

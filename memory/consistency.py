"""Whether one user's three records agree: the database, the Markdown slices and git.

Pure comparison: :mod:`memory.checkup` gathers a :class:`UserState` (files read, rows
queried, git asked, derivation replayed) and :func:`differences` says, one typed
:class:`Difference` each, where they disagree and what ``recap check --repair`` does about it.

Which record wins, kind by kind, follows the order recap writes them in:

- **An event the database holds and its slice file lacks** (a kill between the database
  commit and the append, or a torn append): the database wins. An event is committed to the
  database first, so its row is complete; the slice file is rewritten from the database
  (its complete events kept, a torn tail dropped).
- **An event, or a whole slice file, the database lacks or holds otherwise** (a hand edit, a
  database restored from a backup): the Markdown wins, as it does in ``recap rebuild``: it is
  the format of record for what was said. The user's rows are restored from their files.
  One exception: an event the database holds redacted by ``/forget`` keeps its redaction (a
  kill between redacting the database and rewriting the files must not bring the words back).
- **A slice's frontmatter against its row** (status, summary, tags): the database wins; a
  slice is saved to the database first and its file rewritten after.
- **Derived data** (claims, commitments, issue episodes) and **full-text rows**: derived from
  the timeline, so derived again (replayed) from it.
- **Temporary files** of an interrupted write never held anything the target or the database
  lacks: deleted (they may hold words ``/forget`` removed). So are the files a killed
  ``recap rebuild`` left beside the database (``.recap.db.rebuild-*``), and on PostgreSQL the
  schema it left beside the live one (``<schema>_rebuild``): dropped.
- **Git**: a lock no git process holds is removed; closed slices missing from the history are
  committed.
- **A PostgreSQL machine's working copy against the record** (``user_files``, see
  :mod:`memory.slicestore`): the record wins. A file it holds is written into the working copy
  when missing there or different; a file only the working copy has was never recorded (its
  transaction was rolled back) and is deleted. The comparisons above then read the record.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import PurePosixPath
from typing import Any

from memory.model import Claim, CommitmentRecord, CommitmentVersion, Event, IssueEpisode, Slice, Source
from memory.service import FORGOTTEN
from memory.store import User
from memory.timeline import slice_body


class Kind(StrEnum):
    TEMPORARY_FILE = "temporary-file"
    REBUILD_LEFTOVER = "rebuild-leftover"
    TORN_TAIL = "torn-tail"
    UNREADABLE_SLICE = "unreadable-slice"
    SLICE_FILE_MISSING = "slice-file-missing"
    SLICE_NOT_IN_DATABASE = "slice-not-in-database"
    SLICE_DIFFERS = "slice-differs"
    EVENT_NOT_IN_MARKDOWN = "event-not-in-markdown"
    EVENT_NOT_IN_DATABASE = "event-not-in-database"
    EVENT_DIFFERS = "event-differs"
    USER_NOT_IN_DATABASE = "user-not-in-database"
    PROFILE_MISSING = "profile-missing"
    DERIVED_MISSING = "derived-missing"
    DERIVED_EXTRA = "derived-extra"
    SEARCH_ROWS = "search-rows"
    SEARCH_INDEX = "search-index"
    STALE_GIT_LOCK = "stale-git-lock"
    UNCOMMITTED = "uncommitted"
    WORKING_COPY_BEHIND = "working-copy-behind"
    NOT_IN_RECORD = "not-in-record"


class Remedy(StrEnum):
    """What ``--repair`` does, worded to follow "--repair will"."""

    DELETE_FILE = "delete the file"
    WRITE_MARKDOWN = "rewrite the slice file from the database"
    RESTORE = "restore the user's database rows from the Markdown files"
    REDERIVE = "derive the user's memory again from the timeline"
    REINDEX = "index the slice's text again"
    REBUILD_INDEX = "rebuild the full-text index from its rows"
    WRITE_PROFILE = "write profile.md from the database"
    CLEAR_LOCK = "remove the lock"
    COMMIT = "commit the user's files"
    FETCH = "write the working copy's file from the record"
    DROP_SCHEMA = "drop the schema"
    NOTHING = "leave it (fix or move the file by hand, then check again)"


@dataclass(frozen=True)
class Difference:
    kind: Kind
    user: str  # user id ("" for the home as a whole)
    where: str  # a path under the home (a database schema for a PostgreSQL rebuild's leftover)
    detail: str
    remedy: Remedy
    event_id: int | None = None

    def line(self) -> str:
        event = f" (event {self.event_id})" if self.event_id is not None else ""
        return f"{self.user or '(home)'}: {self.where}{event}: {self.detail}; --repair will {self.remedy}"

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": str(self.kind),
            "user": self.user,
            "where": self.where,
            "event": self.event_id,
            "detail": self.detail,
            "repair": str(self.remedy),
        }


@dataclass(frozen=True)
class SliceFile:
    """One slice file as read: its slice and complete events, or why it could not be read."""

    path: str  # relative to the home
    piece: Slice | None = None
    events: tuple[Event, ...] = ()
    torn: bool = False
    error: str = ""


@dataclass(frozen=True)
class Derivation:
    """Derived items as comparable keys (ids left out: a replay numbers rows anew), each with
    a label for people and the event it came from."""

    items: Counter[tuple[Any, ...]] = field(default_factory=Counter)
    labels: dict[tuple[Any, ...], tuple[str, int | None]] = field(default_factory=dict)

    def add(self, key: tuple[Any, ...], label: str, event_id: int | None) -> None:
        self.items[key] += 1
        self.labels[key] = (label, event_id)


@dataclass(frozen=True)
class UserState:
    """Everything :func:`differences` compares for one user; ``None`` where nothing could be asked."""

    user_id: str
    user: User | None  # the database's row
    has_profile: bool
    slices: tuple[Slice, ...]  # the database's
    events: tuple[Event, ...]  # the database's, in timeline order
    files: tuple[SliceFile, ...]
    temporary: tuple[str, ...]  # paths relative to the home
    search_rows: tuple[tuple[str, str, str], ...]  # (slice id, summary, body)
    live: Derivation
    replayed: Derivation
    stale_locks: tuple[str, ...]  # paths relative to the home
    # slice files (relative to the user's folder) git lacks as closed; None: git could not be asked
    uncommitted: frozenset[str] | None


def differences(state: UserState) -> list[Difference]:
    """Every disagreement in one user's records, in a stable order."""
    found = [Difference(Kind.TEMPORARY_FILE, state.user_id, path, "a write was interrupted here",
                        Remedy.DELETE_FILE) for path in state.temporary]
    found += [Difference(Kind.STALE_GIT_LOCK, state.user_id, path, "no git process holds this lock",
                         Remedy.CLEAR_LOCK) for path in state.stale_locks]
    if state.user is None:
        if state.has_profile:
            found.append(Difference(Kind.USER_NOT_IN_DATABASE, state.user_id, f"users/{state.user_id}/profile.md",
                                    "the user has files but no database rows", Remedy.RESTORE))
        return found
    if not state.has_profile:
        found.append(Difference(Kind.PROFILE_MISSING, state.user_id, f"users/{state.user_id}/profile.md",
                                "missing (a rebuild would not know the user)", Remedy.WRITE_PROFILE))
    found += _timeline_differences(state)
    found += _derived_differences(state)
    found += _search_differences(state)
    found += _git_differences(state)
    return found


def _timeline_differences(state: UserState) -> list[Difference]:
    user = state.user_id
    found = []
    by_id = {event.id: event for event in state.events}
    in_files: set[int] = set()
    files = {file.path: file for file in state.files}
    for piece in state.slices:
        file = files.get(piece.path)
        if file is None:
            found.append(Difference(Kind.SLICE_FILE_MISSING, user, piece.path, "the slice has no file",
                                    Remedy.WRITE_MARKDOWN))
            continue
        if file.error:
            found.append(Difference(Kind.UNREADABLE_SLICE, user, file.path, file.error, Remedy.WRITE_MARKDOWN))
            continue
        in_files.update(event.id for event in file.events)
        if file.torn:
            found.append(Difference(Kind.TORN_TAIL, user, file.path, "its last event was cut short",
                                    Remedy.WRITE_MARKDOWN))
        if file.piece is not None and (changed := _slice_changes(piece, file.piece)):
            found.append(Difference(Kind.SLICE_DIFFERS, user, file.path,
                                    f"its frontmatter differs from the database in {changed}", Remedy.WRITE_MARKDOWN))
    known = {piece.path for piece in state.slices}
    for file in state.files:
        if file.path in known:
            continue
        if file.error:
            found.append(Difference(Kind.UNREADABLE_SLICE, user, file.path, file.error, Remedy.NOTHING))
            continue
        in_files.update(event.id for event in file.events)
        found.append(Difference(Kind.SLICE_NOT_IN_DATABASE, user, file.path, "the database has no such slice",
                                Remedy.RESTORE))
    for file in state.files:
        for event in file.events:
            held = by_id.get(event.id)
            if held is None:
                found.append(Difference(Kind.EVENT_NOT_IN_DATABASE, user, file.path,
                                        "in the file but not in the database", Remedy.RESTORE, event.id))
            elif (changed := _event_changes(held, event)):
                remedy = Remedy.WRITE_MARKDOWN if held.text == FORGOTTEN else Remedy.RESTORE
                found.append(Difference(Kind.EVENT_DIFFERS, user, file.path,
                                        f"the file and the database differ in {changed}", remedy, event.id))
    paths = {piece.id: piece.path for piece in state.slices}
    unreadable = {file.path for file in state.files if file.error}
    for event in state.events:
        where = paths.get(event.slice_id or "")
        if event.id not in in_files and where is not None and where not in unreadable:
            found.append(Difference(Kind.EVENT_NOT_IN_MARKDOWN, user, where,
                                    "in the database but not in the file", Remedy.WRITE_MARKDOWN, event.id))
    return found


def _slice_changes(held: Slice, written: Slice) -> str:
    """The fields a slice file's frontmatter has otherwise than the database ("" when none)."""
    fields = ("id", "status", "summary", "tags", "started_at")
    return ", ".join(name for name in fields if getattr(held, name) != getattr(written, name))


def _event_changes(held: Event, written: Event) -> str:
    fields = ("at", "kind", "author", "text", "payload", "platform_ref", "slice_id")
    return ", ".join(name for name in fields if getattr(held, name) != getattr(written, name))


def _derived_differences(state: UserState) -> list[Difference]:
    paths = {piece.id: piece.path for piece in state.slices}
    slices = {event.id: paths.get(event.slice_id or "", "recap.db") for event in state.events}
    found = []
    for derivation, other, kind, what in (
        (state.replayed, state.live, Kind.DERIVED_MISSING, "should have been derived and is missing"),
        (state.live, state.replayed, Kind.DERIVED_EXTRA, "is stored but the timeline does not give it"),
    ):
        for key in sorted(derivation.items - other.items, key=repr):
            label, event_id = derivation.labels[key]
            where = slices.get(event_id, "recap.db") if event_id is not None else "recap.db"
            found.append(Difference(kind, state.user_id, where, f"{label} {what}", Remedy.REDERIVE, event_id))
    return found


def _search_differences(state: UserState) -> list[Difference]:
    """Each slice's full-text rows must hold its summary and what people said in it."""
    rows: dict[str, list[tuple[str, str]]] = {}
    for slice_id, summary, body in state.search_rows:
        rows.setdefault(slice_id, []).append((summary, body))
    events: dict[str, list[Event]] = {}
    for event in state.events:
        events.setdefault(event.slice_id or "", []).append(event)
    found = []
    for piece in state.slices:
        held = rows.get(piece.id, [])
        summaries = [summary for summary, _ in held if summary]
        said = _lines(body for _, body in held)
        expected = _lines([slice_body(events.get(piece.id, []))])
        if summaries != ([piece.summary] if piece.summary else []) or said != expected:
            detail = "its full-text rows are missing" if not held else "its full-text rows are out of date"
            found.append(Difference(Kind.SEARCH_ROWS, state.user_id, piece.path, detail, Remedy.REINDEX))
    return found


def _lines(texts: Iterable[str]) -> list[str]:
    return [line for text in texts for line in text.split("\n") if line]


def _git_differences(state: UserState) -> list[Difference]:
    if state.uncommitted is None:
        return []
    prefix = PurePosixPath("users") / state.user_id
    closed = {file.path: file.piece for file in state.files if file.piece is not None}
    closed.update({piece.path: piece for piece in state.slices})
    return [
        Difference(Kind.UNCOMMITTED, state.user_id, path, "a closed slice missing from the git history",
                   Remedy.COMMIT)
        for path, piece in sorted(closed.items())
        if piece is not None and piece.status == "closed"
        and PurePosixPath(path).relative_to(prefix).as_posix() in state.uncommitted
    ]


def working_copy_differences(user_id: str, record: Mapping[str, str], local: Mapping[str, str]) -> list[Difference]:
    """A PostgreSQL machine's working copy of one user's files (``local``) against the record
    (``record``), each path -> text, paths relative to the home."""
    found = [
        Difference(Kind.WORKING_COPY_BEHIND, user_id, path,
                   "missing from this machine's copy" if path not in local else "this machine's copy differs",
                   Remedy.FETCH)
        for path, text in sorted(record.items()) if local.get(path) != text
    ]  # fmt: skip
    return found + [
        Difference(Kind.NOT_IN_RECORD, user_id, path, "only this machine's copy has it", Remedy.DELETE_FILE)
        for path in sorted(local.keys() - record.keys())
    ]


def search_index_difference(intact: bool) -> list[Difference]:
    """The home-wide full-text index against its rows."""
    if intact:
        return []
    return [Difference(Kind.SEARCH_INDEX, "", "recap.db", "the full-text index does not match its rows",
                       Remedy.REBUILD_INDEX)]


def rebuild_leftover_differences(paths: Iterable[str]) -> list[Difference]:
    """Files a killed rebuild left in the home (``paths`` relative to it)."""
    return [Difference(Kind.REBUILD_LEFTOVER, "", path, "a rebuild was stopped before it finished",
                       Remedy.DELETE_FILE) for path in paths]  # fmt: skip


def rebuild_schema_differences(schema: str | None) -> list[Difference]:
    """The schema a killed PostgreSQL rebuild left beside the live one (``None``: there is none)."""
    if schema is None:
        return []
    return [Difference(Kind.REBUILD_LEFTOVER, "", f"schema {schema}",
                       "a rebuild was stopped before it finished; this schema holds every message",
                       Remedy.DROP_SCHEMA)]  # fmt: skip


def merge_events(written: Iterable[Event], held: Iterable[Event]) -> list[Event]:
    """A slice's events as its file should hold them: the file's complete events, each one
    the database holds redacted taken redacted, and every event only the database has (see
    the module for why), in timeline order."""
    merged = {event.id: event for event in written}
    for event in held:
        if event.id not in merged or event.text == FORGOTTEN:
            merged[event.id] = event
    return sorted(merged.values(), key=lambda event: (event.at, event.id))


def derivation(
    claims: Iterable[Claim],
    commitments: Iterable[tuple[CommitmentRecord, list[CommitmentVersion]]],
    episodes: Iterable[IssueEpisode],
) -> Derivation:
    """What was derived for a user, as keys that two stores can be compared by: every field
    but the row ids, and a reference to another row by that row's own content."""
    found = Derivation()
    claims = list(claims)
    by_id = {claim.id: claim for claim in claims}
    for claim in claims:
        target = by_id.get(claim.corrects) if claim.corrects is not None else None
        found.add(
            ("claim", claim.subject, claim.predicate, claim.value, claim.scope, claim.observed_at,
             claim.effective_from, claim.effective_to, str(claim.precision), claim.explicit_time,
             str(claim.epistemic), _source(claim.source), claim.quoted,
             None if target is None else (target.subject, target.predicate, target.value, _source(target.source)),
             claim.correction_kind, _json(claim.detail)),
            f"claim {claim.subject} {claim.predicate} = {claim.value!r}",
            claim.source.event_id,
        )
    for record, versions in commitments:
        found.add(
            ("commitment", record.action, record.owner, record.counterparty, record.created_at,
             _source(record.source),
             tuple((v.at, str(v.status), v.due, _source(v.source), v.note, v.action) for v in versions)),
            f"commitment {record.action!r}",
            record.source.event_id,
        )
    episodes = list(episodes)
    topics = {episode.id: (episode.topic, episode.opened_at) for episode in episodes}
    for episode in episodes:
        found.add(
            ("issue", episode.topic, episode.opened_at, episode.resolved_at, episode.detail,
             topics.get(episode.previous_id) if episode.previous_id is not None else None,
             _source(episode.source), episode.updates),
            f"issue {episode.topic!r}",
            episode.source.event_id,
        )
    return found


def _source(source: Source) -> tuple[int | None, str, float]:
    return (source.event_id, source.name, source.authority)


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)

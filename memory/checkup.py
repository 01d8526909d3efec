"""``recap check``: read a home's database, Markdown and git, list where they disagree, mend it.

:func:`survey` gathers each user's :class:`memory.consistency.UserState` (the slice files
read, the rows queried, git asked, and the user's timeline derived again into a scratch
in-memory store to compare with what is stored) and returns the differences
:func:`memory.consistency.differences` finds. :func:`mend` applies each one's remedy, in the
order that keeps nothing from being lost: temporary files and stale git locks first, then
the Markdown completed from the database, then the database restored from the Markdown or
derived again, and the git commit last, of the files as mended. Which record wins for each
kind of difference, and why, is in :mod:`memory.consistency`.

On PostgreSQL the Markdown of record is the table ``user_files`` (:mod:`memory.slicestore`):
the slice files and profiles compared are the record's, this machine's copy is compared with
the record (:func:`memory.consistency.working_copy_differences`), and mending brings the copy
up to the record before anything reads the folder, then writes Markdown into both.

The caller holds the home lock (:mod:`memory.homelock`): nothing else writes meanwhile.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

import structlog

from memory import gitrepo, slicefile, slicestore
from memory.consistency import (
    Derivation,
    Difference,
    Remedy,
    SliceFile,
    UserState,
    derivation,
    differences,
    merge_events,
    rebuild_leftover_differences,
    rebuild_schema_differences,
    search_index_difference,
    working_copy_differences,
)
from memory.home import Home, read_text, safe_user_id
from memory.model import Event, Slice
from memory.pgstore import PgStore
from memory.rebuild import leftovers
from memory.service import MODEL, Memory, is_user_id
from memory.store import Store, User
from memory.timefmt import zone
from memory.timeline import slice_body

log = structlog.get_logger(__name__)

COMMIT_MESSAGE = "repaired: closed slices a stop left uncommitted"


async def check_home(
    home: Home, now: datetime, *, user_name: str | None = None, repair: bool = False, message: str = COMMIT_MESSAGE
) -> tuple[list[Difference], list[Difference]]:
    """The differences found, and (after mending them, with ``repair``) those still there;
    ``message`` is that of the commit of closed slices git lacked."""
    memory = await Memory.open(home)
    try:
        user_ids = None if user_name is None else [await _user_id(memory.store, user_name)]
        found = await survey(memory, user_ids)
        if not repair or not found:
            return found, found
        await mend(memory, found, now, message)
        return found, await survey(memory, user_ids)
    finally:
        await memory.close()


async def recover(home: Home, now: datetime) -> list[Difference]:
    """Mend what a crash left, at start-up; each repair is logged, and so is anything left."""
    found, remaining = await check_home(home, now, repair=True, message=gitrepo.RECOVERED)
    for difference in found:
        log.warning("repaired_at_start", **_fields(difference))
    for difference in remaining:
        log.error("not_repaired", **_fields(difference))
    return remaining


def _fields(difference: Difference) -> dict[str, object]:
    fields = difference.as_json()
    fields["event_id"] = fields.pop("event")  # "event" is the log line's own name
    return fields


async def _user_id(store: Store, name: str) -> str:
    user = await store.user_by_name(name)
    return user.id if user is not None else safe_user_id(name)


async def survey(memory: Memory, user_ids: Sequence[str] | None = None) -> list[Difference]:
    """Every difference between database, Markdown and git, for ``user_ids`` (default: all
    users the database or the users folder knows), plus the home's: its full-text index and
    what a killed rebuild left (files, or on PostgreSQL a schema)."""
    files = memory.timeline.files
    recorded = isinstance(files, slicestore.DatabaseFiles)
    if user_ids is None:
        user_ids = sorted(await memory.store.user_ids() | _user_folders(memory.home)
                          | set(await files.users() if recorded else ()))  # fmt: skip
    found = rebuild_leftover_differences(_relative(memory.home, path) for path in leftovers(memory.home))
    if isinstance(memory.store, PgStore):  # there a killed rebuild leaves a schema, not files
        found += rebuild_schema_differences(await memory.store.drop_rebuild_leftover(drop=False))
    for user_id in user_ids:
        record = await files.texts(user_id) if recorded else None
        if record is not None:
            found += working_copy_differences(user_id, record, files.working_copy(user_id))
        found += differences(await _state(memory, user_id, record))
    return found + search_index_difference(await memory.store.search_index_intact())


def _user_folders(home: Home) -> set[str]:
    """The folders under ``users/`` that recap could have made (any other is not a user's)."""
    if not home.users_dir.is_dir():
        return set()
    return {folder.name for folder in home.users_dir.iterdir() if folder.is_dir() and is_user_id(folder.name)}


async def _state(memory: Memory, user_id: str, record: dict[str, str] | None) -> UserState:
    """What there is to compare for ``user_id``; the Markdown is ``record`` (path -> text, on
    PostgreSQL) or else the home's folder."""
    home, store = memory.home, memory.store
    folder = home.user_dir(user_id)
    user = await store.user(user_id)
    slices = await store.slices(user_id)
    events = await store.events(user_id)
    live = derivation(await store.claims(user_id), await store.commitments(user_id), await store.episodes(user_id))
    if record is None:
        has_profile = home.profile(user_id).is_file()
        files = tuple(_read(home, path) for path in home.slice_files(user_id))
    else:
        has_profile = _relative(home, home.profile(user_id)) in record
        files = tuple(_parse(path, text) for path, text in sorted(record.items()) if _is_slice(home, user_id, path))
    return UserState(
        user_id=user_id,
        user=user,
        has_profile=has_profile,
        slices=tuple(slices),
        events=tuple(events),
        files=files,
        temporary=tuple(_relative(home, path) for path in _temporary_files(folder)),
        search_rows=tuple(await store.search_rows(user_id)),
        live=live,
        replayed=await _replay(memory, user, slices, events) if user is not None else live,
        stale_locks=tuple(_relative(home, path) for path in gitrepo.stale_locks(folder)),
        uncommitted=await _not_committed_closed(folder) if folder.is_dir() else None,
    )


async def _not_committed_closed(folder: Path) -> frozenset[str] | None:
    """The slice files (relative to the user's folder) whose history lacks them as closed:
    never committed, or committed only while open (a kill between closing and committing).
    A closed slice re-described later (a correction touched it) is committed at the next
    close and is no difference."""
    changed = await gitrepo.uncommitted(folder)
    if changed is None:
        return None
    found = set()
    for path, tracked in changed.items():
        if not path.startswith("episodic/slices/") or not path.endswith(".md"):
            continue
        if tracked and (text := await gitrepo.committed_text(folder, path)) is not None:
            try:
                if slicefile.parse(text)[0].status == "closed":
                    continue
            except slicefile.SliceFormatError:
                pass
        found.add(path)
    return frozenset(found)


def _relative(home: Home, path: Path) -> str:
    return path.relative_to(home.root).as_posix()


def _temporary_files(folder: Path) -> list[Path]:
    """What :func:`memory.home.write_atomically` leaves when interrupted (``.<name>.*.tmp``)."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.rglob(".*.tmp") if ".git" not in path.relative_to(folder).parts)


def _read(home: Home, path: Path) -> SliceFile:
    relative = _relative(home, path)
    try:
        text = read_text(path)
    except (UnicodeDecodeError, OSError) as error:
        return SliceFile(relative, error=f"cannot be read: {error}")
    return _parse(relative, text)


def _parse(relative: str, text: str) -> SliceFile:
    try:
        piece, events = slicefile.parse(text)
    except slicefile.SliceFormatError as error:
        return SliceFile(relative, error=f"cannot be read: {error}")
    return SliceFile(relative, piece=piece, events=tuple(events), torn=slicefile.has_torn_tail(text))


def _is_slice(home: Home, user_id: str, relative: str) -> bool:
    """Whether a recorded file is one of the user's slice files (as :meth:`Home.slice_files`)."""
    return relative.endswith(".md") and (home.root / relative).is_relative_to(home.slices_dir(user_id))


async def _replay(memory: Memory, user: User, slices: Sequence[Slice], events: Sequence[Event]) -> Derivation:
    """What deriving ``user``'s timeline from nothing gives, in a scratch in-memory store
    (the same path live ingestion, undo and rebuild derive through)."""
    scratch = await Store.open(":memory:")
    try:
        await scratch.add_user(user)
        async with scratch.write() as db:
            for piece in slices:
                await scratch.upsert_slice(db, piece)
            for event in events:
                await scratch.insert_event(db, event)
        await Memory(scratch, memory.home).rederive(user)
        return derivation(
            await scratch.claims(user.id), await scratch.commitments(user.id), await scratch.episodes(user.id)
        )
    finally:
        await scratch.close()


async def mend(memory: Memory, found: Sequence[Difference], now: datetime, message: str = COMMIT_MESSAGE) -> None:
    """Apply each difference's remedy (see the module for the order)."""
    by_user: dict[str, list[Difference]] = {}
    for difference in found:
        by_user.setdefault(difference.user, []).append(difference)
    for user_id, own in by_user.items():
        if user_id:
            await _mend_user(memory, user_id, own, now, message)
    for difference in by_user.get("", []):
        if difference.remedy is Remedy.DELETE_FILE:
            (memory.home.root / difference.where).unlink(missing_ok=True)
        elif difference.remedy is Remedy.DROP_SCHEMA and isinstance(memory.store, PgStore):
            await memory.store.drop_rebuild_leftover()
    if any(difference.remedy is Remedy.REBUILD_INDEX for difference in found):
        await memory.store.rebuild_search_index()
        log.warning("search_index_rebuilt")


async def _mend_user(memory: Memory, user_id: str, found: list[Difference], now: datetime, message: str) -> None:
    home = memory.home
    folder = home.user_dir(user_id)
    remedies = {difference.remedy for difference in found}
    for difference in found:
        if difference.remedy is Remedy.DELETE_FILE:
            (home.root / difference.where).unlink(missing_ok=True)
    if Remedy.CLEAR_LOCK in remedies:
        gitrepo.clear_stale_locks(folder)
    if remedies & {Remedy.FETCH, Remedy.RESTORE}:  # the folder is read whole: as the record has it
        await memory.timeline.files.materialise(user_id)
    user = await memory.store.user(user_id)
    closed_rewritten = False
    if user is not None:
        for path in dict.fromkeys(d.where for d in found if d.remedy is Remedy.WRITE_MARKDOWN):
            closed_rewritten |= await _write_from_database(memory, user, path)
    if Remedy.RESTORE in remedies:
        user = await _restore(memory, user_id, user, now)
    elif user is not None and Remedy.REDERIVE in remedies:
        await memory.rederive(user)
    if user is not None and Remedy.RESTORE not in remedies:
        for path in dict.fromkeys(d.where for d in found if d.remedy is Remedy.REINDEX):
            await _reindex(memory, user, path)
    if user is not None and Remedy.WRITE_PROFILE in remedies:
        await memory.users.write_profile(user)
    if remedies & {Remedy.COMMIT, Remedy.FETCH} or closed_rewritten:  # a fetched copy: into its history too
        await gitrepo.commit_all(folder, message)


async def _slice_at(memory: Memory, user_id: str, path: str) -> Slice | None:
    return next((piece for piece in await memory.store.slices(user_id) if piece.path == path), None)


async def _write_from_database(memory: Memory, user: User, path: str) -> bool:
    """Rewrite one slice file with its complete events and every event only the database has;
    whether it was a closed slice's (its history then needs a commit)."""
    piece = await _slice_at(memory, user.id, path)
    if piece is None:
        return False
    files = memory.timeline.files
    if isinstance(files, slicestore.DatabaseFiles):
        recorded = await files.read(user.id, path)
        read = _parse(path, recorded) if recorded is not None else SliceFile(path)
    else:
        read = _read(memory.home, memory.home.root / path)
    held = await memory.store.events_of_slice(user.id, piece.id)
    events = merge_events(read.events, held)
    await files.write(user.id, path, slicefile.render(piece, events, zone(user.timezone)))
    if read.torn:
        log.warning("torn_tail_dropped", user=user.id, path=path)
    return piece.status == "closed"


async def _restore(memory: Memory, user_id: str, user: User | None, now: datetime) -> User:
    """Replace the user's rows with what their Markdown files hold (as ``recap rebuild`` does
    for every user), then derive their memory again; a file that cannot be read is skipped
    and named (the database never had it, or it was rewritten from the database just now)."""
    if user is None:
        user = await memory.users.restore(user_id, now)
    async with memory.store.write() as db:
        await memory.store.clear_user(db, user_id)
    recomposed = set()
    for path in memory.home.slice_files(user_id):
        try:
            piece, _ = await memory.timeline.restore(path)
        except (slicefile.SliceFormatError, UnicodeDecodeError) as error:
            log.error("slice_not_restored", user=user_id, path=str(path), error=str(error))
            continue
        if piece.summary_source != MODEL:
            recomposed.add(piece.id)
    await memory.rederive(user)
    # As rebuild does: summaries recap composed are composed again from what the files now say;
    # a model's summary stays as its file has it.
    await memory.refresh_slices(user, recomposed)
    return user


async def _reindex(memory: Memory, user: User, path: str) -> None:
    piece = await _slice_at(memory, user.id, path)
    if piece is None:
        return
    events = await memory.store.events_of_slice(user.id, piece.id)
    async with memory.store.write() as db:
        await memory.store.index_slice_text(db, piece, slice_body(events))

"""``recap bench perf``: what recap costs per message, question, slice, briefing and rebuild.

Everything runs offline in a scratch folder, at three sizes (×1, ×4 and ×16 of ``scale``
messages of history), each in fresh homes:

1. **History.** One synthetic user (:mod:`memory.perfbench`) is played through the
   :class:`~bot.dispatcher.Dispatcher` — the path every Telegram, Slack and console message
   takes — under a :class:`~memory.clock.VirtualClock` set to each message's time. The sweeps
   run at their own due times on the way (as in ``recap eval``), so every episode is closed by
   the idle sweep, with its summary, strands and git commit. Each message and each closing is
   timed.
2. **Questions** through the dispatcher in a fresh slice; then, at the same moment, the
   shallow scan and the deep read of :mod:`memory.recall` on their own.
3. **A long slice.** The same user then writes ``slice_length`` messages a second apart: the
   cost of the 10th against the last shows whether a message costs more as its slice grows.
4. **``recap rebuild``** of the history home from its Markdown files.
5. **Many users** in a second home: each writes one message (half of them a commitment due in
   two days, the others small talk); the idle sweep finds and closes their slices; then the
   morning briefings: one tick where the half with a commitment due gets a briefing with
   content, one where the other half has nothing to report.
6. **Many users at once** in a third home: ``writers`` users (``scale`` × the size's factor,
   at most :data:`MAX_WRITERS`) have said hello; then each sends :data:`WRITER_MESSAGES`
   messages, all handed in at once to the chat lanes (:class:`bot.lanes.Lanes`, as the
   Telegram and Slack adapters do), which keep each user's order and run different users side
   by side; their acknowledgements share group commits (:mod:`memory.groupsync`).

Beside each figure is a **floor**: the same work done by bare :mod:`sqlite3` with recap's
durability settings (:data:`JOURNAL_MODE`, :data:`SYNCHRONOUS`) on the same data — one durable
single-row insert per message (for many users at once, one transaction per round of every
user's next message), an FTS5 query for the scan, the events of the top slices for
the deep read, one transaction per closed slice, a bulk insert for the rebuild — and the
ratio recap ÷ floor. Times are wall time from :func:`time.perf_counter`.

With ``RECAP_DATABASE_URL=postgresql://…`` the bench runs on PostgreSQL: each home gets a
schema of its own on that server, and the floor is bare asyncpg doing the same work on the
same server (:mod:`bot.perf_floor_pg`).
"""

from __future__ import annotations

import asyncio
import math
import os
import platform
import resource
import sqlite3
import statistics
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg

from bot.dispatcher import Dispatcher
from bot.lanes import Lanes
from bot.perf_floor_pg import PgFloor
from bot.types import Inbound
from jobs.sweeps import next_due, send_due_briefings
from memory import perfbench, recall
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import EventKind
from memory.pgstore import drop_schema, schema_of
from memory.service import Memory
from memory.store import User
from memory.stores import database_url, scratch_schema
from memory.timeline import IDLE

__all__ = ["FACTORS", "FIGURES", "JOURNAL_MODE", "SYNCHRONOUS", "Figure", "PerfReport", "SizeReport", "run"]

FACTORS = (1, 4, 16)
JOURNAL_MODE = "wal"  # as memory.store.Store.open sets them
SYNCHRONOUS = 1  # NORMAL
HISTORY_USER = "perf-history"
START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
USERS_DAY = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)  # a Monday: "by wednesday" is two days on
TOP = 5  # slices a question reads in full (recall's default)
MAX_WRITERS = 1000  # users writing at once, at most
WRITER_MESSAGES = 5  # messages each of them sends

# name → (unit, what it is); the order of the report
FIGURES: dict[str, tuple[str, str]] = {
    "ingest_rate": ("msg/s", "ingestion through the dispatcher, the whole history"),
    "ingest_p50": ("ms", "one message through the dispatcher, median"),
    "ingest_p95": ("ms", "one message through the dispatcher, 95th percentile"),
    "ingest_concurrent": ("msg/s", "ingestion with many users writing at once (each user's order kept), all of them"),
    "slice_growth": ("×", "cost of the last message of a long slice ÷ cost of its 10th"),
    "answer_p50": ("ms", "a question answered through the dispatcher, median"),
    "answer_p95": ("ms", "a question answered through the dispatcher, 95th percentile"),
    "scan_p50": ("ms", "recall shallow scan, median"),
    "scan_p95": ("ms", "recall shallow scan, 95th percentile"),
    "deep_p50": ("ms", "recall deep read of the top slices, median"),
    "deep_p95": ("ms", "recall deep read of the top slices, 95th percentile"),
    "close_p50": ("ms", "closing an idle slice (summary, strands, file, git), median"),
    "close_p95": ("ms", "closing an idle slice, 95th percentile"),
    "idle_find": ("ms", "the idle sweep finding the idle slices of all users"),
    "idle_close": ("ms/slice", "the idle sweep closing them, per slice"),
    "briefing_content": ("ms/user", "morning briefing with something to report, per user"),
    "briefing_empty": ("ms/user", "morning briefing with nothing to report, per user"),
    "rebuild_rate": ("events/s", "recap rebuild from the Markdown files"),
    "peak_rss": ("MB", "peak memory of the process so far (floor: before any data)"),
}


@dataclass(frozen=True)
class Figure:
    """One measured figure beside its floor (the bare database); ``ratio`` is value ÷ floor."""

    value: float
    floor: float

    @property
    def ratio(self) -> float:
        return self.value / self.floor if self.floor else math.inf


@dataclass
class SizeReport:
    factor: int
    messages: int  # history messages through the dispatcher
    events: int  # events on the history user's timeline (messages, replies, briefings)
    slices: int
    users: int  # users of the briefing and sweep measurements
    slice_length: int
    questions: int
    briefings_sent: dict[str, int]  # "content" / "empty" → how many were sent
    figures: dict[str, Figure] = field(default_factory=dict)
    seconds: float = 0.0
    writers: int = 0  # users writing at once for ingest_concurrent


@dataclass
class PerfReport:
    scale: int
    machine: dict[str, Any]
    sizes: list[SizeReport]

    def as_json(self) -> dict[str, Any]:
        return {
            "scale": self.scale,
            "machine": self.machine,
            "units": {name: unit for name, (unit, _) in FIGURES.items()},
            "sizes": [
                {
                    "factor": size.factor,
                    "messages": size.messages,
                    "events": size.events,
                    "slices": size.slices,
                    "users": size.users,
                    "slice_length": size.slice_length,
                    "questions": size.questions,
                    "writers": size.writers,
                    "briefings_sent": size.briefings_sent,
                    "seconds": round(size.seconds, 1),
                    "figures": {
                        name: {
                            "value": _round(figure.value),
                            "floor": _round(figure.floor),
                            "ratio": _round(figure.ratio),
                        }
                        for name, figure in size.figures.items()
                    },
                }
                for size in self.sizes
            ],
        }

    def as_text(self) -> str:
        machine = self.machine
        lines = [
            f"recap bench perf · scale {self.scale} · {machine['cpus']} CPUs, {machine['python']},"
            f" {machine['store']}, {machine['system']}",
            "",
            "| size | history messages | events | slices | users | long slice | questions | writers at once"
            " | seconds |",
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        lines += [
            f"| ×{s.factor} | {s.messages:,} | {s.events:,} | {s.slices:,} | {s.users:,} | {s.slice_length:,}"
            f" | {s.questions} | {s.writers:,} | {s.seconds:.0f} |"
            for s in self.sizes
        ]
        lines += [
            "",
            f"Each cell: recap · floor ({_FLOORS[machine['store'].split()[0]]}, same data) · recap ÷ floor.",
            "",
            "| figure | unit | " + " | ".join(f"×{s.factor}" for s in self.sizes) + " |",
            "| --- | --- |" + " --- |" * len(self.sizes),
        ]
        for name, (unit, _) in FIGURES.items():
            cells = []
            for size in self.sizes:
                figure = size.figures[name]
                cells.append(f"{_show(figure.value)} · {_show(figure.floor)} · {_show(figure.ratio)}×")
            lines.append(f"| {name} | {unit} | " + " | ".join(cells) + " |")
        lines += ["", *(f"- {name}: {what}" for name, (_, what) in FIGURES.items())]
        return "\n".join(lines)


def _round(value: float) -> float:
    """Three significant digits: timings are noisy past that."""
    if value == 0 or not math.isfinite(value):
        return value
    return round(value, max(0, 2 - math.floor(math.log10(abs(value)))))


def _show(value: float) -> str:
    rounded = _round(value)
    return f"{rounded:,.0f}" if abs(rounded) >= 100 else f"{rounded:g}"


def percentile(values: Sequence[float], share: float) -> float:
    """Nearest-rank percentile (``share`` 0.5 is the median of an odd count)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def _ms(seconds: float) -> float:
    return 1000 * seconds


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


_FLOORS = {"SQLite": "bare sqlite3, same durability", "PostgreSQL": "bare asyncpg, same server"}


async def store_name() -> str:
    """The store recap runs on: SQLite or (``RECAP_DATABASE_URL``) PostgreSQL, with its version."""
    url = database_url()
    if url is None:
        return f"SQLite {sqlite3.sqlite_version}"
    db = await asyncpg.connect(url)
    try:
        return f"PostgreSQL {await db.fetchval('SHOW server_version')}"
    finally:
        await db.close()


def _machine() -> dict[str, Any]:
    """What the figures were measured on (the store apart: :func:`store_name`)."""
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "system": f"{platform.system()} {platform.machine()}",
        "load_average": [round(load, 2) for load in os.getloadavg()],
    }


# --------------------------------------------------------------------------- the floor


_FLOOR_SCHEMA = """
CREATE TABLE events (id INTEGER PRIMARY KEY, user TEXT NOT NULL, at TEXT NOT NULL, kind TEXT NOT NULL,
    author TEXT NOT NULL, text TEXT NOT NULL, payload TEXT NOT NULL DEFAULT '{}', slice_id TEXT NOT NULL);
CREATE INDEX events_user_at ON events(user, at);
CREATE INDEX events_slice ON events(user, slice_id);
CREATE TABLE slices (user TEXT NOT NULL, id TEXT NOT NULL, started_at TEXT NOT NULL, ended_at TEXT NOT NULL,
    status TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '', PRIMARY KEY (user, id));
CREATE INDEX slices_open ON slices(status, ended_at);
CREATE VIRTUAL TABLE slice_text USING fts5(user UNINDEXED, slice_id UNINDEXED, summary, body,
    tokenize = 'porter unicode61');
CREATE TABLE commitments (id INTEGER PRIMARY KEY, user TEXT NOT NULL, action TEXT NOT NULL, due TEXT);
CREATE INDEX commitments_user ON commitments(user, due);
"""


class Floor:
    """Bare sqlite3 with recap's durability settings, doing the same work with nothing around it.

    Each method does one unit of work and returns the seconds it took.
    """

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute(f"PRAGMA journal_mode={JOURNAL_MODE}")
        self.db.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
        self.db.executescript(_FLOOR_SCHEMA)

    def close(self) -> None:
        self.db.close()

    def _timed(self, work: Callable[[sqlite3.Connection], object]) -> float:
        began = time.perf_counter()
        self.db.execute("BEGIN IMMEDIATE")
        work(self.db)
        self.db.execute("COMMIT")
        return time.perf_counter() - began

    def insert(self, user: str, at: datetime, text: str, slice_id: str, kind: str = "message") -> float:
        """One event, durably, in its own transaction (what acknowledging a message needs)."""
        return self._timed(
            lambda db: db.execute(
                "INSERT INTO events (user, at, kind, author, text, slice_id) VALUES (?, ?, ?, ?, ?, ?)",
                (user, at.isoformat(), kind, user, text, slice_id),
            )
        )

    def insert_many(self, rows: Sequence[tuple[str, datetime, str, str]]) -> float:
        """Events of many users (user, at, text, slice id), durably, in one transaction."""
        return self._timed(
            lambda db: db.executemany(
                "INSERT INTO events (user, at, kind, author, text, slice_id) VALUES (?, ?, 'message', ?, ?, ?)",
                [(user, at.isoformat(), user, text, slice_id) for user, at, text, slice_id in rows],
            )
        )

    def open_slice(self, user: str, slice_id: str, at: datetime) -> None:
        self.db.execute(
            "INSERT INTO slices (user, id, started_at, ended_at, status) VALUES (?, ?, ?, ?, 'open')",
            (user, slice_id, at.isoformat(), at.isoformat()),
        )

    def add_commitment(self, user: str, action: str, due: datetime) -> None:
        self.db.execute("INSERT INTO commitments (user, action, due) VALUES (?, ?, ?)", (user, action, due.isoformat()))

    def close_slice(self, user: str, slice_id: str, body: str) -> float:
        """Mark a slice closed and index its text, in one transaction."""

        def work(db: sqlite3.Connection) -> None:
            db.execute("UPDATE slices SET status = 'closed', summary = ? WHERE user = ? AND id = ?",
                       (body[:200], user, slice_id))  # fmt: skip
            db.execute("DELETE FROM slice_text WHERE user = ? AND slice_id = ?", (user, slice_id))
            db.execute("INSERT INTO slice_text (user, slice_id, summary, body) VALUES (?, ?, ?, ?)",
                       (user, slice_id, body[:200], body))  # fmt: skip

        return self._timed(work)

    def search(self, user: str, match: str, limit: int) -> tuple[float, list[str]]:
        """An FTS5 query ranked by BM25: the seconds and the slice ids found."""
        began = time.perf_counter()
        rows = self.db.execute(
            "SELECT slice_id FROM slice_text WHERE slice_text MATCH ? AND user = ? ORDER BY bm25(slice_text) LIMIT ?",
            (match, user, limit),
        ).fetchall()
        return time.perf_counter() - began, [row[0] for row in rows]

    def latest(self, user: str, limit: int) -> tuple[float, list[str]]:
        """The latest slices: the seconds and their ids."""
        began = time.perf_counter()
        rows = self.db.execute(
            "SELECT id FROM slices WHERE user = ? ORDER BY started_at DESC LIMIT ?", (user, limit)
        ).fetchall()
        return time.perf_counter() - began, [row[0] for row in rows]

    def read_slices(self, user: str, slice_ids: Iterable[str]) -> float:
        """Every event of the slices named, as the deep read reads them."""
        began = time.perf_counter()
        for slice_id in slice_ids:
            self.db.execute(
                "SELECT * FROM events WHERE user = ? AND slice_id = ? ORDER BY at, id", (user, slice_id)
            ).fetchall()
        return time.perf_counter() - began

    def idle(self, cutoff: datetime) -> float:
        began = time.perf_counter()
        self.db.execute(
            "SELECT * FROM slices WHERE status = 'open' AND ended_at <= ? ORDER BY ended_at", (cutoff.isoformat(),)
        ).fetchall()
        return time.perf_counter() - began

    def bulk(self, rows: list[tuple[Any, ...]], bodies: dict[str, str]) -> float:
        """Events (user, at, kind, author, text, payload, slice id) and slice texts, bulk-inserted
        in one transaction."""

        def work(db: sqlite3.Connection) -> None:
            db.executemany(
                "INSERT INTO events (user, at, kind, author, text, payload, slice_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            db.executemany(
                "INSERT INTO slice_text (user, slice_id, summary, body) VALUES ('u', ?, '', ?)", list(bodies.items())
            )

        return self._timed(work)

    def briefing(self, user: str, now: datetime, text: str | None) -> float:
        """Read the user's commitments due within a week; record the briefing when there is one."""

        def work(db: sqlite3.Connection) -> None:
            db.execute(
                "SELECT * FROM commitments WHERE user = ? AND due <= ?", (user, (now + timedelta(days=7)).isoformat())
            ).fetchall()
            if text is not None:
                db.execute(
                    "INSERT INTO events (user, at, kind, author, text, slice_id)"
                    " VALUES (?, ?, 'briefing', 'recap', ?, ?)",
                    (user, now.isoformat(), text, now.isoformat()),
                )

        return self._timed(work)


def open_floor(path: Path) -> Floor | PgFloor:
    """The floor beside recap's store: bare sqlite3 in a file beside the home, or (on PostgreSQL)
    bare asyncpg in a schema of its own on the same server."""
    url = database_url()
    return Floor(path) if url is None else PgFloor(url, f"perf_floor_{uuid.uuid4().hex[:12]}")


def _floor_scan(floor: Floor | PgFloor, question: str) -> tuple[float, list[str]]:
    """The floor of a shallow scan: one FTS5 query of the question's words (recap's own reading
    of them), the best :data:`TOP` slices; for a question with no topic words, the latest ones."""
    match = recall.fts_query(recall.query_terms(question))
    return floor.search(HISTORY_USER, match, TOP) if match else floor.latest(HISTORY_USER, TOP)


def _bulk_floor(path: Path, rows: list[tuple[Any, ...]], bodies: dict[str, str]) -> float:
    """A rebuild's floor: the same events and slice texts bulk-inserted in one transaction."""
    floor = open_floor(path)
    try:
        return floor.bulk(rows, bodies)
    finally:
        floor.close()


# --------------------------------------------------------------------------- recap


async def _deliver_nothing(name: str, text: str) -> None:
    """Briefings go nowhere: the bench times composing and recording them."""


async def _sweep_to(memory: Memory, clock: VirtualClock, target: datetime, closings: list[float] | None) -> None:
    """Move ``clock`` to ``target``, running each sweep due on the way at its own time (as
    :func:`jobs.virtual.advance` does), adding the time of each slice closed to ``closings``."""
    while (due := await next_due(memory)) is not None and due <= target:
        clock.set(max(due, clock.now()))
        began = time.perf_counter()
        closed = await memory.close_idle_slices(clock.now())
        spent = time.perf_counter() - began
        if closed and closings is not None:
            closings += [spent / len(closed)] * len(closed)
        await send_due_briefings(memory, clock.now(), _deliver_nothing)
    clock.set(target)


async def _say(bench: _Bench, user: str, at: datetime, text: str) -> float:
    """Send one message at ``at`` through the dispatcher; the seconds it took."""
    bench.clock.set(at)
    began = time.perf_counter()
    await bench.dispatcher.respond(Inbound(user=user, text=text))
    return time.perf_counter() - began


def _growth(times: Sequence[float]) -> float:
    """Mean cost of the last ten of ``times`` ÷ mean cost of the 6th to the 15th."""
    return statistics.fmean(times[-10:]) / statistics.fmean(times[5:15])


def _pair(name: str, recap_seconds: Sequence[float], floor_seconds: Sequence[float]) -> dict[str, Figure]:
    """The p50 and p95 figures of ``name`` in milliseconds."""
    return {
        f"{name}_p50": Figure(_ms(percentile(recap_seconds, 0.5)), _ms(percentile(floor_seconds, 0.5))),
        f"{name}_p95": Figure(_ms(percentile(recap_seconds, 0.95)), _ms(percentile(floor_seconds, 0.95))),
    }


@dataclass
class _Bench:
    """One home under test, its dispatcher and clock, and the floor beside it."""

    home: Home
    memory: Memory
    clock: VirtualClock
    dispatcher: Dispatcher
    floor: Floor | PgFloor

    @classmethod
    async def open(cls, home: Home, floor: Path, start: datetime) -> _Bench:
        memory = await Memory.open(home)
        clock = VirtualClock(start)
        return cls(home, memory, clock, Dispatcher(memory, clock), open_floor(floor))

    async def close(self) -> None:
        await self.memory.close()
        self.floor.close()


async def _history(root: Path, messages: int, slice_length: int, asked: list[str], size: SizeReport) -> None:
    """Parts 1–4 of the module docstring, for one size."""
    bench = await _Bench.open(Home(root / "history"), root / "history-floor.db", START)
    try:
        said = perfbench.history(messages, START)
        asked_at = said[-1].at + IDLE * 3
        await _ingest(bench, said, asked_at, size)
        await _questions(bench, asked_at, asked, size)
        await _long_slice(bench, asked_at + timedelta(minutes=len(asked)) + IDLE * 3, slice_length, size)
        size.slices = len(await bench.memory.store.slices((await _history_user(bench)).id))
    finally:
        await bench.close()
    await _rebuild(bench, root / "rebuild-floor.db", size)


async def _history_user(bench: _Bench) -> User:
    user = await bench.memory.store.user_by_name(HISTORY_USER)
    assert user is not None
    return user


async def _ingest(bench: _Bench, said: list[perfbench.Say], until: datetime, size: SizeReport) -> None:
    """The history through the dispatcher, each episode closed by the idle sweep (the last one
    on the way to ``until``)."""
    ingest: list[float] = []
    closings: list[float] = []
    floor_ingest: list[float] = []
    floor_closings: list[float] = []
    for episode in perfbench.episodes(said):
        slice_id = f"e{episode[0].episode}"
        bench.floor.open_slice(HISTORY_USER, slice_id, episode[0].at)
        for say in episode:
            await _sweep_to(bench.memory, bench.clock, say.at, closings)
            ingest.append(await _say(bench, HISTORY_USER, say.at, say.text))
            floor_ingest.append(bench.floor.insert(HISTORY_USER, say.at, say.text, slice_id))
        floor_closings.append(bench.floor.close_slice(HISTORY_USER, slice_id, "\n".join(s.text for s in episode)))
    await _sweep_to(bench.memory, bench.clock, until, closings)
    size.figures["ingest_rate"] = Figure(len(ingest) / sum(ingest), len(floor_ingest) / sum(floor_ingest))
    size.figures |= _pair("ingest", ingest, floor_ingest)
    size.figures |= _pair("close", closings, floor_closings)


async def _long_slice(bench: _Bench, begin: datetime, length: int, size: SizeReport) -> None:
    """``length`` messages a second apart, all in one slice."""
    await _sweep_to(bench.memory, bench.clock, begin, None)
    said = perfbench.history(length, begin, seed=perfbench.SEED + 2)
    times, floor_times = [], []
    bench.floor.open_slice(HISTORY_USER, "long", begin)
    for number, say in enumerate(said):
        at = begin + timedelta(seconds=number)
        times.append(await _say(bench, HISTORY_USER, at, say.text))
        floor_times.append(bench.floor.insert(HISTORY_USER, at, say.text, "long"))
    bench.floor.close_slice(HISTORY_USER, "long", "\n".join(say.text for say in said))
    size.figures["slice_growth"] = Figure(_growth(times), _growth(floor_times))


async def _questions(bench: _Bench, asked_at: datetime, asked: list[str], size: SizeReport) -> None:
    """Questions through the dispatcher, a minute apart in a fresh slice; then the shallow scan
    and the deep read alone for the same questions."""
    await _sweep_to(bench.memory, bench.clock, asked_at, None)
    floor = bench.floor
    answers, floor_answers = [], []
    for number, question in enumerate(asked):
        at = asked_at + timedelta(minutes=number)
        answers.append(await _say(bench, HISTORY_USER, at, question))
        spent, found = _floor_scan(floor, question)
        spent += floor.read_slices(HISTORY_USER, found)
        spent += floor.insert(HISTORY_USER, at, question, "questions")
        spent += floor.insert(HISTORY_USER, at, "the answer", "questions", kind="reply")
        floor_answers.append(spent)
    size.figures |= _pair("answer", answers, floor_answers)

    user = await _history_user(bench)
    now = bench.clock.now() + timedelta(minutes=1)
    scans, deeps, floor_scans, floor_deeps = [], [], [], []
    for question in asked:
        began = time.perf_counter()
        known = await bench.memory.store.strands(user.id)
        hits = await recall.shallow_scan(bench.memory.store, user, question, now, strands=known)
        scanned = time.perf_counter()
        await recall.deep_read(bench.memory.store, user, hits, now, query=question)
        scans.append(scanned - began)
        deeps.append(time.perf_counter() - scanned)
        spent, found = _floor_scan(floor, question)
        floor_scans.append(spent)
        floor_deeps.append(floor.read_slices(HISTORY_USER, found))
    size.figures |= _pair("scan", scans, floor_scans)
    size.figures |= _pair("deep", deeps, floor_deeps)


async def _rebuild(bench: _Bench, floor_path: Path, size: SizeReport) -> None:
    """``recap rebuild`` as the command does it (the database goes, the files stay), beside a
    bulk insert of the same events."""
    home = bench.home
    await _lose_database(home)
    memory = await Memory.open(home)
    try:
        began = time.perf_counter()
        counts = await memory.rebuild(bench.clock.now())
        spent = time.perf_counter() - began
    finally:
        await memory.close()
    size.events = counts["events"]
    rows, bodies = await _rebuilt_rows(home)
    size.figures["rebuild_rate"] = Figure(counts["events"] / spent, len(rows) / _bulk_floor(floor_path, rows, bodies))


async def _lose_database(home: Home) -> None:
    """Delete the home's database, as ``recap rebuild`` is run after losing it: the SQLite file
    with its log, or the PostgreSQL schema."""
    url = database_url()
    if url is not None:
        await drop_schema(url, schema_of(url))
        return
    for suffix in ("", "-wal", "-shm"):
        Path(f"{home.database}{suffix}").unlink(missing_ok=True)


async def _rebuilt_rows(home: Home) -> tuple[list[tuple[Any, ...]], dict[str, str]]:
    """The events and the slice texts a rebuild wrote, for the floor to insert the same."""
    url = database_url()
    if url is None:
        with sqlite3.connect(home.database) as db:
            rows = db.execute("SELECT user, at, kind, author, text, payload, slice_id FROM events").fetchall()
            return rows, dict(db.execute("SELECT slice_id, body FROM slice_docs").fetchall())
    db = await asyncpg.connect(url, server_settings={"search_path": schema_of(url)})
    try:
        rows = await db.fetch('SELECT "user", at, kind, author, text, payload, slice_id FROM events')
        bodies = await db.fetch("SELECT slice_id, body FROM slice_docs")
        return [tuple(row) for row in rows], {row[0]: row[1] for row in bodies}
    finally:
        await db.close()


async def _many_users(root: Path, count: int, size: SizeReport) -> None:
    """Part 5 of the module docstring: the idle sweep and the briefings over ``count`` users."""
    bench = await _Bench.open(Home(root / "users"), root / "users-floor.db", USERS_DAY)
    names = [f"perf-user-{number:05d}" for number in range(count)]
    with_content = set(names[::2])
    try:
        for number, name in enumerate(names):
            at = USERS_DAY + timedelta(seconds=number)
            text = perfbench.SMALLTALK[number % len(perfbench.SMALLTALK)]  # nothing to keep
            if name in with_content:
                text = f"need to send {perfbench.PEOPLE[number % len(perfbench.PEOPLE)]} the budget by wednesday"
                bench.floor.add_commitment(name, text, at + timedelta(days=2))
            await _say(bench, name, at, text)
            bench.floor.open_slice(name, "s", at)
        await _idle_sweep(bench, names, USERS_DAY + timedelta(seconds=count) + IDLE + timedelta(minutes=1), size)
        await _briefings(bench, names, with_content, size)
    finally:
        await bench.close()


async def _idle_sweep(bench: _Bench, names: list[str], now: datetime, size: SizeReport) -> None:
    """The idle sweep at ``now``, when every user's slice has gone idle: finding them, closing them."""
    bench.clock.set(now)
    began = time.perf_counter()
    found = await bench.memory.store.idle_slices(now - IDLE)
    find = time.perf_counter() - began
    began = time.perf_counter()
    closed = await bench.memory.close_idle_slices(now)
    per_close = (time.perf_counter() - began) / max(len(closed), 1)
    if not len(found) == len(closed) == len(names):
        raise RuntimeError(f"{len(names)} slices should have gone idle; {len(found)} found, {len(closed)} closed")
    floor_find = bench.floor.idle(now - IDLE)
    floor_close = statistics.fmean(bench.floor.close_slice(name, "s", "") for name in names)
    size.figures["idle_find"] = Figure(_ms(find), _ms(floor_find))
    size.figures["idle_close"] = Figure(_ms(per_close), _ms(floor_close))


async def _briefings(bench: _Bench, names: list[str], with_content: set[str], size: SizeReport) -> None:
    """Two morning ticks: the users with a commitment due are briefed on the first, the others
    (nothing due, nothing said the day before) on the second."""
    morning = (USERS_DAY + timedelta(days=1)).replace(hour=8, minute=0)
    for group, tick, members in (
        ("content", morning, with_content),
        ("empty", morning + timedelta(days=1), set(names) - with_content),
    ):
        # only this group is due at this tick; the other is planned a day later
        await _plan(bench.memory, {name: tick if name in members else tick + timedelta(days=1) for name in names})
        bench.clock.set(tick)
        began = time.perf_counter()
        size.briefings_sent[group] = await send_due_briefings(bench.memory, tick, _deliver_nothing)
        per_user = (time.perf_counter() - began) / max(len(members), 1)
        text = "Good morning — your briefing.\n\nDue: send the budget" if group == "content" else None
        floor_per_user = statistics.fmean(bench.floor.briefing(name, tick, text) for name in sorted(members))
        size.figures[f"briefing_{group}"] = Figure(_ms(per_user), _ms(floor_per_user))


async def _concurrent(root: Path, writers: int, size: SizeReport) -> None:
    """Part 6 of the module docstring: ``writers`` users sending :data:`WRITER_MESSAGES` messages
    each, all at once through the chat lanes; the rate over all of them."""
    bench = await _Bench.open(Home(root / "writers"), root / "writers-floor.db", USERS_DAY)
    lanes = Lanes("perf")
    names = [f"perf-writer-{number:05d}" for number in range(writers)]
    said = [say.text for say in perfbench.history(writers * WRITER_MESSAGES, USERS_DAY, seed=perfbench.SEED + 3)]
    rounds = [said[turn * writers : (turn + 1) * writers] for turn in range(WRITER_MESSAGES)]
    try:
        for name in names:  # sign-up and the slice's first message: setup, not timed
            await _say(bench, name, USERS_DAY, "hello")
            bench.floor.open_slice(name, "s", USERS_DAY)
        bench.clock.set(USERS_DAY + timedelta(minutes=1))
        began = time.perf_counter()
        sent = [
            lanes.submit(name, lambda name=name, text=text: _send(bench.dispatcher, name, text))
            for texts in rounds
            for name, text in zip(names, texts, strict=True)
        ]
        await asyncio.gather(*sent)
        spent = time.perf_counter() - began
        await _check_order(bench.memory, names, rounds)
        at = bench.clock.now()
        floor_spent = sum(
            bench.floor.insert_many([(name, at, text, "s") for name, text in zip(names, texts, strict=True)])
            for texts in rounds
        )
    finally:
        await lanes.close()
        await bench.close()
    size.writers = writers
    total = writers * WRITER_MESSAGES
    size.figures["ingest_concurrent"] = Figure(total / spent, total / floor_spent)


async def _send(dispatcher: Dispatcher, user: str, text: str) -> None:
    await dispatcher.respond(Inbound(user=user, text=text))


async def _check_order(memory: Memory, names: list[str], rounds: list[list[str]]) -> None:
    """Every user's messages are on their timeline once each, in the order sent."""
    for number, name in enumerate(names):
        user = await memory.store.user_by_name(name)
        assert user is not None
        kept = [event.text for event in await memory.store.events(user.id, kinds=[EventKind.MESSAGE])]
        if kept[1:] != [texts[number] for texts in rounds]:
            raise RuntimeError(f"{name}'s messages are not on the timeline once each in the order sent")


async def _plan(memory: Memory, plan: dict[str, datetime]) -> None:
    """Set the next briefing of each user named (setup, not timed)."""
    for user in await memory.store.users():
        if user.name in plan:
            await memory.store.update_user(replace(user, next_briefing_at=plan[user.name]))


async def run(scratch: Path, *, scale: int, progress: Callable[[str], None] | None = None) -> PerfReport:
    """Measure every figure of :data:`FIGURES` at each of :data:`FACTORS` × ``scale``."""
    baseline_rss = _peak_rss_mb()
    slice_length = min(1000, max(20, 2 * scale))
    asked = perfbench.questions(min(40, max(4, scale // 5)))
    sizes = []
    for factor in FACTORS:
        began = time.perf_counter()
        root = scratch / f"x{factor}"
        root.mkdir(parents=True)
        messages = factor * scale
        users = factor * max(2, scale // 10)
        size = SizeReport(
            factor=factor,
            messages=messages,
            events=0,
            slices=0,
            users=users,
            slice_length=slice_length,
            questions=len(asked),
            briefings_sent={},
        )
        async with scratch_schema():  # on PostgreSQL, each home's database is a schema of its own
            await _history(root, messages, slice_length, asked, size)
        async with scratch_schema():
            await _many_users(root, users, size)
        async with scratch_schema():
            await _concurrent(root, min(MAX_WRITERS, messages), size)
        size.figures["peak_rss"] = Figure(_peak_rss_mb(), baseline_rss)
        size.figures = {name: size.figures[name] for name in FIGURES}
        size.seconds = time.perf_counter() - began
        sizes.append(size)
        if progress is not None:
            progress(f"×{factor}: {messages:,} messages, {users:,} users, {size.seconds:.0f} s")
    return PerfReport(scale=scale, machine=_machine() | {"store": await store_name()}, sizes=sizes)

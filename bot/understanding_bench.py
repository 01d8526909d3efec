"""``recap bench understanding``: play the understanding corpus through the bot and judge it.

Each case runs for a fresh user through :class:`bot.dispatcher.Dispatcher` (the path every
Telegram and Slack message takes) under its own virtual clock: the ``before`` messages one
minute apart, ending a minute before ``now``, then ``say`` at ``now``. What ``say`` changed in
the user's commitments, claims and issue episodes is judged by
:mod:`memory.understanding_corpus`. All cases share one home and store: state is per user, and
a finished case's user is cleared so that no later sweep touches it.

Whether recap asked is read from the message's own :class:`memory.derive.Derived` (what the
dispatcher put in its reply), captured as ``Memory.record`` returns it. The reader
(:func:`memory.understanding.extract`) is timed apart, a few runs per message, each a first
reading (the reader's memos of readings emptied before it).
"""

from __future__ import annotations

import math
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import understanding
from memory.clock import VirtualClock
from memory.derive import commitments_of
from memory.home import Home
from memory.model import EventKind
from memory.scenario import find_files
from memory.service import Memory, Recorded
from memory.store import User
from memory.understanding_corpus import OUTCOMES, Case, Snapshot, changes, judge, load

__all__ = ["CaseResult", "Report", "load_corpus", "run"]

PLATFORM = "bench"
READER_RUNS = 3  # timed runs of the reader per message; the median counts


@dataclass(frozen=True)
class CaseResult:
    case: Case
    outcome: str
    got: list[str]
    reply: str
    setup: list[str] = field(default_factory=list)  # what the `before` messages stored
    reader_ms: float = 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "file": self.case.file,
            "case": self.case.index,
            "say": self.case.say,
            "before": self.case.before,
            "before_stored": self.setup,
            "outcome": self.outcome,
            "expected": _expected(self.case),
            "got": self.got,
            "reply": self.reply,
        }


@dataclass
class Report:
    results: list[CaseResult] = field(default_factory=list)

    def figures(self) -> dict[str, Any]:
        by_category: dict[str, list[CaseResult]] = {}
        for result in self.results:
            by_category.setdefault(result.case.category, []).append(result)
        return {
            "categories": {name: _figures(results) for name, results in sorted(by_category.items())},
            "total": _figures(self.results),
        }

    def failures(self) -> list[CaseResult]:
        return [result for result in self.results if result.outcome != "right"]

    def as_json(self) -> dict[str, Any]:
        return self.figures() | {"failures": [result.as_json() for result in self.failures()]}

    def as_text(self, *, failures: bool = False) -> str:
        lines = []
        if failures:
            for result in self.failures():
                case = result.case
                lines.append(f"{result.outcome.upper()} {case.file} case {case.index}: {case.say!r}")
                if case.before:
                    lines.append(f"     before:   {' / '.join(case.before)}")
                    lines.append(f"     (stored:  {'; '.join(result.setup) or 'nothing'})")
                lines.append(f"     expected: {_expected(case)}")
                lines.append(f"     got:      {'; '.join(result.got)}")
                lines.append(f"     reply:    {_one_line(result.reply)}")
            lines.append("")
        figures = self.figures()
        header = ("category", "cases", "stored right %", "stored wrong %", "silently missed %", "asked %",
                  "reader median ms", "reader p95 ms")
        rows = [header, tuple("---" for _ in header)]
        for name, tally in [*figures["categories"].items(), ("total", figures["total"])]:
            rows.append((
                f"**{name}**" if name == "total" else name,
                str(tally["cases"]),
                *(f"{tally[outcome + '_pct']:.1f}" for outcome in OUTCOMES),
                f"{tally['reader_ms']['median']:.2f}",
                f"{tally['reader_ms']['p95']:.2f}",
            ))
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        lines.append("")
        lines.append("asked %: recap asked where the case wanted something stored, answered or nothing; an "
                     "expected ask counts as stored right.")
        return "\n".join(lines)


def _figures(results: Sequence[CaseResult]) -> dict[str, Any]:
    total = len(results)
    tally: dict[str, Any] = {"cases": total}
    for outcome in OUTCOMES:
        count = sum(1 for result in results if result.outcome == outcome)
        tally[outcome] = count
        tally[outcome + "_pct"] = round(100 * count / total, 2) if total else 0.0
    times = sorted(result.reader_ms for result in results)
    tally["reader_ms"] = {
        "median": round(statistics.median(times), 3) if times else 0.0,
        "p95": round(times[max(0, math.ceil(0.95 * len(times)) - 1)], 3) if times else 0.0,
    }
    return tally


def _expected(case: Case) -> Any:
    expect = case.expect.model_dump(mode="json", by_alias=True, exclude_defaults=True)
    return expect or "nothing"


def _one_line(text: str) -> str:
    return " | ".join(part.strip() for part in text.split("\n\n") if part.strip()).replace("\n", " ")


def load_corpus(paths: Sequence[Path]) -> list[Case]:
    """Every case of the files (folders: their *.yaml), all validated before any runs; a bad
    file raises :class:`memory.understanding_corpus.CorpusError` naming it and the case."""
    return [case for path in find_files(list(paths)) for case in load(path)]


async def run(cases: Sequence[Case], *, home: Path | None = None, reader_runs: int = READER_RUNS) -> Report:
    """Play every case and judge it; ``home`` (default: a scratch folder, removed after)."""
    if home is not None:
        return await _run_in(cases, home, reader_runs)
    # tmpfs when there is one: the files are scratch, and fsync there costs nothing.
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(prefix="recap-understanding-", dir=shm if shm.is_dir() else None) as scratch:
        return await _run_in(cases, Path(scratch), reader_runs)


async def _run_in(cases: Sequence[Case], home: Path, reader_runs: int) -> Report:
    memory = await _Watched.open(Home(home))
    try:
        results = [await _play(memory, case, f"case-{n:05d}") for n, case in enumerate(cases, start=1)]
    finally:
        await memory.close()
    # Timed after the bot has finished, so no store thread competes with the reader.
    return Report([replace(result, reader_ms=_reader_ms(result.case, reader_runs)) for result in results])


class _Watched(Memory):
    """Memory that keeps the :class:`Recorded` of the last message, so the bench sees what
    recap derived from it (its asks) exactly as the dispatcher did."""

    last: Recorded | None = None

    async def record(self, user: User, *, at: datetime, kind: EventKind, text: str, **rest: Any) -> Recorded:
        recorded = await super().record(user, at=at, kind=kind, text=text, **rest)
        if kind is EventKind.MESSAGE:
            self.last = recorded
        return recorded


async def _nowhere(name: str, text: str) -> None:
    """Briefings the sweeps send during a case go nowhere."""


async def _play(memory: _Watched, case: Case, name: str) -> CaseResult:
    start = case.now - timedelta(minutes=len(case.before))
    clock = VirtualClock(start)
    user = await memory.users.get_or_create(name, clock.now(), timezone=case.timezone)
    dispatcher = Dispatcher(memory, clock)
    for minute, text in enumerate(case.before):
        await advance(memory, clock, start + timedelta(minutes=minute), _nowhere)
        await dispatcher.handle(Inbound(user=name, text=text, platform=PLATFORM))
    baseline = await _snapshot(memory, user) if case.before else Snapshot()
    await advance(memory, clock, case.now, _nowhere)
    memory.last = None
    reply = "\n\n".join(await dispatcher.handle(Inbound(user=name, text=case.say, platform=PLATFORM)))
    asks = [ask.question for ask in memory.last.derived.asks] if memory.last is not None else []
    stored = changes(baseline, await _snapshot(memory, user))
    verdict = judge(case, stored, asks=asks, reply=reply)
    await _retire(memory, user)
    setup = [change.describe(case.tz) for change in changes(Snapshot(), baseline)]
    return CaseResult(case, verdict.outcome, verdict.got, reply, setup)


async def _snapshot(memory: Memory, user: User) -> Snapshot:
    return Snapshot(
        commitments=tuple(await commitments_of(memory.store, user.id)),
        claims=tuple(await memory.store.claims(user.id)),
        episodes=tuple(await memory.store.episodes(user.id)),
    )


async def _retire(memory: Memory, user: User) -> None:
    """Clear a finished case's user: no open slice to close, no briefing to send, so the
    sweeps of later cases (other clocks, other years) never touch it."""
    async with memory.store.write() as db:
        await memory.store.clear_user(db, user.id)
    current = await memory.store.user(user.id) or user
    await memory.store.update_user(replace(current, next_briefing_at=None))


def _reader_ms(case: Case, runs: int) -> float:
    """The median time of :func:`memory.understanding.extract` on the message, in ms."""
    tz = case.tz
    times = []
    for _ in range(max(1, runs)):
        understanding.forget_readings()  # else a second run is served from the first one's memos
        begun = time.perf_counter()
        understanding.extract(case.say, now=case.now, tz=tz)
        times.append((time.perf_counter() - begun) * 1000)
    return statistics.median(times)

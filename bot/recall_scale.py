"""``recap bench recall-scale``: answering questions at 5,000, 50,000 and 200,000 messages.

1. **A template.** ``template`` messages of the synthetic user (:mod:`memory.perfbench`, idle
   gaps of :data:`IDLE_MINUTES`, about ten messages a slice) are played through the
   :class:`~bot.dispatcher.Dispatcher` under a virtual clock, the sweeps running on the way,
   so every slice is closed by the idle sweep as in real use.
2. **Each size** is a copy of that home whose user's history is laid end to end until it holds
   that many messages (:func:`jobs.history_tiles.tile_history`, :data:`SHIFT` apart: 50,000
   messages make about 5,000 slices over three years).
3. **Questions** (:data:`QUESTIONS` of them, :func:`memory.perfbench.questions`) are asked at
   one moment after the history: the recall shallow scan, the deep read of its hits, and the
   offline answer (:func:`memory.answers.answer`, what the dispatcher replies without a
   model) on their own; then the same questions through the dispatcher, a minute apart.

Beside each figure is its **floor** on the same database (:mod:`jobs.bare_floor`: bare
:mod:`sqlite3` on the home's file, or bare asyncpg on the same PostgreSQL): one full-text query
of the question's words (the best :data:`TOP` slices) for the scan, the events of those slices
for the deep read, both for the offline answer, and both plus two durable single-row inserts
(the question and the answer, :class:`bot.perf_bench.Floor` or its PostgreSQL twin) through the
dispatcher. ``growth`` is the median at the largest size ÷ the median at the smallest.

With ``RECAP_DATABASE_URL=postgresql://…`` each home's database is a schema of its own on that
server, each size's a copy of the template's (:func:`jobs.bulk_rows.copy_home`).

With ``keep`` (SQLite only) the template and each size's home are built once into that folder
and kept: a later run with the same template finds them there and builds nothing, and every run
measures a copy (the dispatcher's questions are stored), so two trees of code can be timed on the
same data. ``dump`` gets one JSON line per question: the scan's hits, the deep read as a model
would see it, the offline answer and the dispatcher's replies, to compare two trees' results.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO, Any

from bot.dispatcher import Dispatcher
from bot.perf_bench import Figure, open_floor, percentile, store_name
from bot.types import Inbound
from jobs.bare_floor import Bare
from jobs.bulk_rows import copy_home
from jobs.history_tiles import tile_history
from jobs.virtual import advance
from memory import answers, perfbench, recall
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from memory.store import User
from memory.stores import database_url, scratch_schema
from memory.timefmt import from_iso, iso_utc, zone
from memory.timeline import IDLE
from memory.understanding import Question, extract

__all__ = ["FIGURES", "SIZES", "ScaleReport", "run"]

SIZES = (5_000, 50_000, 200_000)
TEMPLATE = 1_000  # messages played through the dispatcher
QUESTIONS = 40
IDLE_MINUTES = (40, 300)
SHIFT = timedelta(weeks=3)  # a template of 1,000 messages spans about 16 days
USER = "perf-history"
START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)  # a Monday
TOP = 5

# name → what it is (every figure in milliseconds, p50 and p95)
FIGURES: dict[str, str] = {
    "scan": "recall shallow scan",
    "deep": "recall deep read of the scan's hits",
    "answer": "the offline answer (memory.answers.answer)",
    "dispatcher": "a question through the dispatcher (stored, answered, reply stored)",
}


@dataclass
class SizeFigures:
    messages: int
    events: int
    slices: int
    claims: int
    years: float
    figures: dict[str, Figure] = field(default_factory=dict)  # "scan_p50" → recap ms beside the floor's
    build_seconds: float = 0.0


@dataclass
class ScaleReport:
    template: int
    questions: int
    sizes: list[SizeFigures]
    store: str = "SQLite"  # with its version: what recap and the floor ran on

    def growth(self, name: str) -> float:
        """The median of ``name`` at the largest size ÷ at the smallest."""
        return self.sizes[-1].figures[f"{name}_p50"].value / self.sizes[0].figures[f"{name}_p50"].value

    def as_json(self) -> dict[str, Any]:
        return {
            "store": self.store,
            "template": self.template,
            "questions": self.questions,
            "sizes": [
                {
                    "messages": s.messages,
                    "events": s.events,
                    "slices": s.slices,
                    "claims": s.claims,
                    "years": round(s.years, 1),
                    "build_seconds": round(s.build_seconds, 1),
                    "figures": {
                        name: {"ms": round(f.value, 2), "floor_ms": round(f.floor, 3)} for name, f in s.figures.items()
                    },
                }
                for s in self.sizes
            ],
            "growth": {name: round(self.growth(name), 2) for name in FIGURES},
        }

    def as_text(self) -> str:
        lines = [
            f"recap bench recall-scale · {self.store}"
            f" · template {self.template:,} messages · {self.questions} questions",
            "",
            "| messages | events | slices | claims | years |",
            "| --- | --- | --- | --- | --- |",
            *(f"| {s.messages:,} | {s.events:,} | {s.slices:,} | {s.claims:,} | {s.years:.1f} |" for s in self.sizes),
            "",
            f"Each cell: recap ms · floor ms (the same reads, bare, on the same {self.store} database).",
            "",
            "| figure | " + " | ".join(f"{s.messages:,}" for s in self.sizes) + " | growth (p50) |",
            "| --- |" + " --- |" * (len(self.sizes) + 1),
        ]
        for name in FIGURES:
            for which in ("p50", "p95"):
                cells = [
                    f"{s.figures[f'{name}_{which}'].value:.1f} · {s.figures[f'{name}_{which}'].floor:.2f}"
                    for s in self.sizes
                ]
                growth = f"{self.growth(name):.2f}×" if which == "p50" else ""
                lines.append(f"| {name} {which} | " + " | ".join(cells) + f" | {growth} |")
        lines += ["", *(f"- {name}: {what}" for name, what in FIGURES.items())]
        return "\n".join(lines)


async def _nowhere(name: str, text: str) -> None:
    """Briefings go nowhere: only what the history keeps matters here."""


async def build_template(home: Home, messages: int, start: datetime = START) -> datetime:
    """Part 1 of the module docstring from ``start``; the moment after the history, every
    slice closed."""
    memory = await Memory.open(home)
    try:
        clock = VirtualClock(start)
        dispatcher = Dispatcher(memory, clock)
        said = perfbench.history(messages, start, idle_minutes=IDLE_MINUTES)
        for say in said:
            await advance(memory, clock, say.at, _nowhere)
            await dispatcher.respond(Inbound(user=USER, text=say.text))
        end = said[-1].at + IDLE * 3
        await advance(memory, clock, end, _nowhere)
        return end
    finally:
        await memory.close()


async def run(
    scratch: Path,
    *,
    sizes: Sequence[int] = SIZES,
    template: int = TEMPLATE,
    questions: int = QUESTIONS,
    progress: Callable[[str], None] | None = None,
    keep: Path | None = None,
    dump: IO[str] | None = None,
) -> ScaleReport:
    """Parts 1–3 of the module docstring, in fresh homes under ``scratch`` (built in ``keep``
    and kept there, or found there, when it is given)."""
    if any(size % template for size in sizes):
        raise ValueError(f"every size must be a multiple of the template's {template} messages")
    if keep is not None and database_url() is not None:
        raise ValueError("kept homes are SQLite homes: unset RECAP_DATABASE_URL")
    built_in = scratch if keep is None else keep
    async with scratch_schema():  # on PostgreSQL, each home's database is a schema of its own
        template_home = Home(built_in / "template")
        began = time.perf_counter()
        end = await _template(template_home, template, keep is not None)
        if progress is not None:
            progress(f"template: {template:,} messages through the dispatcher, {time.perf_counter() - began:.0f} s")
        template_url = database_url()
        asked = perfbench.questions(questions)
        reports = []
        for size in sizes:
            async with scratch_schema():
                home = Home(built_in / f"h{size}")
                built = await _sized(template_home, template_url, home, size // template, keep is not None)
                if keep is not None:
                    measured = Home(scratch / f"h{size}")
                    await copy_home(home, None, measured)
                    home = measured
                memory = await Memory.open(home)
                try:
                    report = await _measure(
                        memory, scratch / f"floor{size}.db", size, end + SHIFT * (size // template - 1), asked, dump
                    )
                finally:
                    await memory.close()
                if keep is not None:
                    shutil.rmtree(home.root)
            report.build_seconds = built
            reports.append(report)
            if progress is not None:
                progress(f"{size:,} messages: built in {built:.0f} s, measured")
    return ScaleReport(template=template, questions=len(asked), sizes=reports, store=await store_name())


def _mark(home: Home) -> Path:
    """The file beside a kept home saying it was built whole, and how."""
    return home.root.with_name(home.root.name + ".json")


async def _template(home: Home, template: int, kept: bool) -> datetime:
    """Part 1 into ``home``, or what a kept ``home`` holds; the moment after the history."""
    if kept and _mark(home).exists():
        made = json.loads(_mark(home).read_text(encoding="utf-8"))
        if made["template"] != template:
            raise ValueError(f"{home.root} holds a template of {made['template']:,} messages, not {template:,}")
        return from_iso(made["end"])
    if home.root.exists():
        shutil.rmtree(home.root)  # a kept build that never finished
    end = await build_template(home, template)
    if kept:
        _mark(home).write_text(json.dumps({"template": template, "end": iso_utc(end)}), encoding="utf-8")
    return end


async def _sized(template: Home, template_url: str | None, home: Home, tiles: int, kept: bool) -> float:
    """Part 2 into ``home``, or what a kept ``home`` holds; the seconds it took to build."""
    if kept and _mark(home).exists():
        return float(json.loads(_mark(home).read_text(encoding="utf-8"))["build_seconds"])
    if home.root.exists():
        shutil.rmtree(home.root)
    began = time.perf_counter()
    await copy_home(template, template_url, home)
    memory = await Memory.open(home)
    try:
        await tile_history(memory, USER, tiles, SHIFT)
    finally:
        await memory.close()
    built = time.perf_counter() - began
    if kept:
        _mark(home).write_text(json.dumps({"build_seconds": built}), encoding="utf-8")
    return built


async def _measure(
    memory: Memory, floor_path: Path, size: int, now: datetime, asked: list[str], dump: IO[str] | None = None
) -> SizeFigures:
    """Part 3 of the module docstring at ``now``, for one size (each question's results to
    ``dump``, one JSON line each)."""
    store = memory.store
    user = await store.user_by_name(USER)
    assert user is not None
    bare = await Bare.open(memory.home)
    figures = await _counts(bare, user.id, size)
    floor = open_floor(floor_path)
    times: dict[str, list[float]] = {name: [] for name in FIGURES}
    floors: dict[str, list[float]] = {name: [] for name in FIGURES}
    results: list[dict[str, Any]] = []
    try:
        for question in asked:
            began = time.perf_counter()
            hits = await recall.shallow_scan(store, user, question, now)
            scanned = time.perf_counter()
            context = await recall.deep_read(store, user, hits, now, query=question)
            times["scan"].append(scanned - began)
            times["deep"].append(time.perf_counter() - scanned)
            asks = _question(question, now, user)
            began = time.perf_counter()
            answered = await answers.answer(memory, user, asks, now)
            times["answer"].append(time.perf_counter() - began)
            results.append(
                {
                    "question": question,
                    "hits": [[hit.slice.id, hit.score, list(hit.reasons), list(hit.matched_lines)] for hit in hits],
                    "deep": context.as_text(),
                    "answer": answered,
                }
            )
            scan, found = await _floor_scan(bare, user.id, question)
            read = await _floor_read(bare, user.id, found)
            floors["scan"].append(scan)
            floors["deep"].append(read)
            floors["answer"].append(scan + read)
        clock = VirtualClock(now)
        dispatcher = Dispatcher(memory, clock)
        for number, question in enumerate(asked):
            at = now + timedelta(minutes=number + 1)
            clock.set(at)
            began = time.perf_counter()
            replies = await dispatcher.respond(Inbound(user=USER, text=question))
            times["dispatcher"].append(time.perf_counter() - began)
            results[number]["replies"] = [reply.text for reply in replies]
            scan, found = await _floor_scan(bare, user.id, question)
            spent = scan + await _floor_read(bare, user.id, found)
            spent += floor.insert(USER, at, question, "questions") + floor.insert(USER, at, "the answer", "questions")
            floors["dispatcher"].append(spent)
    finally:
        await bare.close()
        floor.close()
    if dump is not None:
        for result in results:
            dump.write(json.dumps({"messages": size, **result}, ensure_ascii=False) + "\n")
    for name in FIGURES:
        for which, share in (("p50", 0.5), ("p95", 0.95)):
            figures.figures[f"{name}_{which}"] = Figure(
                1000 * percentile(times[name], share), 1000 * percentile(floors[name], share)
            )
    return figures


def _question(text: str, now: datetime, user: User) -> Question:
    """The question the dispatcher reads in ``text`` (a recall question when it reads none)."""
    found = [intent for intent in extract(text, now=now, tz=zone(user.timezone)) if isinstance(intent, Question)]
    return found[0] if found else Question(kind="recall", subject=None, predicate=None, at=None, text=text)


async def _counts(bare: Bare, user: str, size: int) -> SizeFigures:
    _, [(events,)] = await bare.timed('SELECT count(*) FROM events WHERE "user" = ?', (user,))
    _, [(slices, first, last)] = await bare.timed(
        'SELECT count(*), min(started_at), max(ended_at) FROM slices WHERE "user" = ?', (user,)
    )
    _, [(claims,)] = await bare.timed('SELECT count(*) FROM claims WHERE "user" = ?', (user,))
    years = (datetime.fromisoformat(last) - datetime.fromisoformat(first)).days / 365.25
    return SizeFigures(messages=size, events=events, slices=slices, claims=claims, years=years)


async def _floor_scan(bare: Bare, user: str, question: str) -> tuple[float, list[str]]:
    """One full-text query of the question's words (recap's reading of them), the best
    :data:`TOP`; the latest slices for a question with no topic words."""
    match = recall.fts_query(recall.query_terms(question))
    if match:
        return await bare.search(user, match, TOP)
    spent, rows = await bare.timed(
        'SELECT id FROM slices WHERE "user" = ? ORDER BY started_at DESC LIMIT ?', (user, TOP)
    )
    return spent, [row[0] for row in rows]


async def _floor_read(bare: Bare, user: str, slice_ids: list[str]) -> float:
    spent = 0.0
    for slice_id in slice_ids:
        spent += (
            await bare.timed('SELECT * FROM events WHERE "user" = ? AND slice_id = ? ORDER BY at, id', (user, slice_id))
        )[0]
    return spent

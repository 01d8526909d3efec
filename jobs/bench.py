"""``recap bench sweep``: what the scheduler's sweeps cost when recap holds many users.

The sweeps read two indexes (open slices by last activity, users by next briefing time), so a
tick with nothing due should cost about the same for a hundred users as for a hundred
thousand; the work grows only with what is actually due. This builds that situation in a
scratch home and times it:

1. **Users with real content.** A few template users (:data:`TEMPLATES`, in several zones)
   are played through the :class:`~bot.dispatcher.Dispatcher` — messages with a commitment
   due tomorrow, a fact, an open issue, small talk — and then copied (:mod:`jobs.clone`) to
   make ``users`` users with open slices, ``idle`` of them idle at the tick.
2. **The idle sweep** at the tick: finding the idle slices, closing them (summary, strands,
   file), then their git commits.
3. **Two mornings of briefings** for ``due`` users like the idle ones, in a home of their
   own (the users of the first home still writing would go idle before the morning): the
   first (a commitment due, a new fact, an open issue, what was learned yesterday; small
   talk's "learned nothing"), the second (the commitment now overdue, the open issue; the
   others have nothing to report).

Beside the find and the briefings is a floor on the same database (:mod:`jobs.bare_floor`: bare
:mod:`sqlite3`, or bare asyncpg when ``RECAP_DATABASE_URL`` names PostgreSQL, where each home is a
schema of its own): the same query, and one indexed read per due user.
"""

from __future__ import annotations

import resource
import statistics
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs import clone
from jobs.bare_floor import Bare
from jobs.bulk_rows import writing
from jobs.sweeps import run_due, send_due_briefings
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from memory.stores import scratch_schema
from memory.timefmt import iso_utc
from memory.timeline import IDLE

ZONES = ("UTC", "Europe/Berlin", "America/Chicago", "Asia/Tokyo")
START = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)  # the sweep's tick
MORNINGS = (datetime(2026, 1, 6, 9, 0, tzinfo=UTC), datetime(2026, 1, 7, 9, 0, tzinfo=UTC))
QUIET_TICKS = 5

# What a template user says, a minute apart; each is played idle (done over 30 minutes before the
# tick) and active (still writing), in each zone.
TEMPLATES: tuple[tuple[str, ...], ...] = (
    ("hi", "I need to send Omar the budget by tomorrow", "thanks!"),
    ("Maya is now CTO", "ok"),
    ("The VPN is down.", "cheers"),
    ("good morning!", "lol ok thx"),
)
IDLE_AGO = timedelta(minutes=34)  # when an idle template starts writing (idle at START, not 5 minutes before)
ACTIVE_AGO = timedelta(minutes=4)


@dataclass(frozen=True)
class Morning:
    due: int
    sent: int  # briefings with something to report (the others had nothing)
    seconds: float
    floor_seconds: float


@dataclass(frozen=True)
class SweepReport:
    users: int
    events: int
    populate_seconds: float
    quiet_tick_seconds: float  # median tick with nothing due
    find_seconds: float
    find_floor_seconds: float
    idle_slices: int
    closing_seconds: float  # summary, strands, file
    git_seconds: float  # the sweep's commits of what it closed
    mornings: tuple[Morning, ...]
    peak_rss_mb: float

    def as_text(self) -> str:
        per_slice = 1000 * (self.closing_seconds + self.git_seconds) / max(self.idle_slices, 1)
        lines = [
            f"recap bench sweep · {self.users:,} users with an open slice ({self.events:,} events)",
            f"populate: {self.populate_seconds:.1f} s",
            f"tick with nothing due: {1000 * self.quiet_tick_seconds:.2f} ms (median of {QUIET_TICKS})",
            f"finding {self.idle_slices:,} idle slices among {self.users:,}: {1000 * self.find_seconds:.2f} ms"
            f" · floor {1000 * self.find_floor_seconds:.2f} ms",
            f"closing {self.idle_slices:,} idle slices: {self.closing_seconds:.2f} s"
            f" + git {self.git_seconds:.2f} s ({per_slice:.2f} ms each)",
        ]
        for number, morning in enumerate(self.mornings, start=1):
            lines.append(
                f"morning {number}: {morning.due:,} briefings due, {morning.sent:,} with something to report,"
                f" {morning.due - morning.sent:,} with nothing: {morning.seconds:.2f} s"
                f" ({1000 * morning.seconds / max(morning.due, 1):.2f} ms each)"
                f" · floor {morning.floor_seconds:.2f} s"
            )
        lines.append(f"peak memory (max RSS): {self.peak_rss_mb:.0f} MB")
        return "\n".join(lines)


async def _nobody(name: str, text: str) -> None:
    """Briefings go nowhere: the bench times composing and recording them."""


async def run(root: Path, *, users: int, due: int, idle: int) -> SweepReport:
    """Build ``users`` users in ``root / "sweep"`` (``idle`` of them idle at the tick) and time
    the idle sweep over them; then ``due`` users in ``root / "mornings"``, briefed on each of
    two mornings."""
    async with scratch_schema():  # on PostgreSQL, each home's database is a schema of its own
        report = await _sweep(Home(root / "sweep"), users=users, idle=idle)
    async with scratch_schema():
        mornings = await _mornings(root / "mornings", due)
    return replace(report, mornings=mornings, peak_rss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)


async def _sweep(home: Home, *, users: int, idle: int) -> SweepReport:
    """The first part of :func:`run`: the idle sweep over ``users`` users in ``home``."""
    memory = await Memory.open(home)
    try:
        started = time.perf_counter()
        idle_ids = await populate(memory, users=users, idle=idle)
        populated = time.perf_counter() - started
        events = await _count(memory)

        quiet = []
        for _ in range(QUIET_TICKS):
            began = time.perf_counter()
            await run_due(memory, START - timedelta(minutes=5), _nobody)
            quiet.append(time.perf_counter() - began)

        began = time.perf_counter()
        found = await memory.store.idle_slice_keys(START - IDLE)
        find = time.perf_counter() - began
        find_floor = await _floor_find(home, START - IDLE)
        began = time.perf_counter()
        closed = await memory.close_idle_slices(START)
        closing = time.perf_counter() - began
        began = time.perf_counter()
        await memory.commit_closed()
        git = time.perf_counter() - began
        if not len(found) == len(closed) == len(idle_ids):
            raise RuntimeError(f"{len(idle_ids)} slices should be idle; {len(found)} found, {len(closed)} closed")
    finally:
        await memory.close()
    return SweepReport(
        users=users,
        events=events,
        populate_seconds=populated,
        quiet_tick_seconds=statistics.median(quiet),
        find_seconds=find,
        find_floor_seconds=find_floor,
        idle_slices=len(closed),
        closing_seconds=closing,
        git_seconds=git,
        mornings=(),
        peak_rss_mb=0.0,
    )


async def _mornings(root: Path, due: int) -> tuple[Morning, ...]:
    """``due`` users who wrote the day before (their slices closed by the idle sweep, as in
    the first home) briefed on each of :data:`MORNINGS`. In a home of their own: before each
    morning the idle sweep closes every idle slice (yesterday's briefings open slices too),
    untimed and without git, as it would have run long before the morning."""
    memory = await Memory.open(Home(root))
    try:
        briefed = await populate(memory, users=due, idle=due)
        mornings = []
        for tick in MORNINGS:
            await memory.close_idle_slices(tick - timedelta(minutes=1))
            mornings.append(await _morning(memory, tick, briefed))
        return tuple(mornings)
    finally:
        await memory.close()


async def populate(memory: Memory, *, users: int, idle: int) -> list[str]:
    """``users`` users with an open slice of real content, ``idle`` of them idle at
    :data:`START`: templates through the dispatcher, then copies of them. Returns the ids of
    the idle ones, spread over the templates."""
    plays = [(lines, zone, ago) for ago in (IDLE_AGO, ACTIVE_AGO) for lines in TEMPLATES for zone in ZONES]
    idle_plays = plays[: len(TEMPLATES) * len(ZONES)]
    active_plays = plays[len(idle_plays) :]
    idle_plays = idle_plays[: min(idle, len(idle_plays))]
    active_plays = active_plays[: min(users - len(idle_plays), len(active_plays))]
    templates = []
    for number, (lines, zone, ago) in enumerate([*idle_plays, *active_plays]):
        templates.append(await play(memory, f"tpl-{number:02d}", zone, START - ago, lines))
    idle_templates = templates[: len(idle_plays)]
    active_templates = templates[len(idle_plays) :]
    copies = _spread(idle_templates, max(0, idle - len(idle_templates)), "i")
    copies += _spread(active_templates, max(0, users - len(templates) - len(copies)), "a")
    await clone.copy_users(memory, copies)
    return [*idle_templates, *(name for template, name in copies if template in idle_templates)]


def _spread(templates: list[str], count: int, tag: str) -> list[tuple[str, str]]:
    """``count`` (template, new user id) pairs, the templates taken in turn."""
    if not templates:
        return []
    return [(templates[number % len(templates)], f"b{tag}{number:07d}") for number in range(count)]


async def play(memory: Memory, name: str, zone: str, begin: datetime, lines: tuple[str, ...]) -> str:
    """One template user saying ``lines`` a minute apart from ``begin``, through the dispatcher."""
    clock = VirtualClock(begin)
    await memory.users.get_or_create(name, begin, timezone=zone)
    dispatcher = Dispatcher(memory, clock)
    for number, text in enumerate(lines):
        clock.set(begin + timedelta(minutes=number))
        await dispatcher.respond(Inbound(user=name, text=text))
    return name


async def _morning(memory: Memory, tick: datetime, briefed: list[str]) -> Morning:
    """A briefing tick at which exactly the ``briefed`` users are due (setup: their next
    briefing is put a minute before ``tick``, everyone else's a week after)."""
    later = [(user, tick + timedelta(days=7)) for user in sorted(await memory.store.user_ids())]
    await memory.store.plan_briefings([*later, *((user, tick - timedelta(minutes=1)) for user in briefed)])
    began = time.perf_counter()
    sent = await send_due_briefings(memory, tick, _nobody)
    seconds = time.perf_counter() - began
    floor = await _floor_briefings(memory.home, tick, briefed)
    return Morning(due=len(briefed), sent=sent, seconds=seconds, floor_seconds=floor)


async def _floor_briefings(home: Home, tick: datetime, briefed: list[str]) -> float:
    """One indexed read per due user (their commitments), bare."""
    bare = await Bare.open(home)
    try:
        return sum([(await bare.timed('SELECT * FROM commitments WHERE "user" = ?', (user,)))[0] for user in briefed])
    finally:
        await bare.close()


async def _floor_find(home: Home, cutoff: datetime) -> float:
    """The idle sweep's query, bare."""
    bare = await Bare.open(home)
    try:
        sql = "SELECT \"user\", id FROM slices WHERE status = 'open' AND ended_at <= ? ORDER BY ended_at"
        return (await bare.timed(sql, (iso_utc(cutoff),)))[0]
    finally:
        await bare.close()


async def _count(memory: Memory) -> int:
    async with writing(memory.store) as db:
        return int(await db.value("SELECT count(*) FROM events"))

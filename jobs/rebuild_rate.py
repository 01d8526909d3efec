"""How fast ``recap rebuild`` runs on one history, measured so it can be rerun (issue 11).

``python -m jobs.rebuild_rate build HISTORY [--messages N]`` plays N messages of the perf
bench's synthetic history (:mod:`memory.perfbench`) through the dispatcher under a virtual
clock, every episode closed by the idle sweep, as ``recap bench perf`` does, and keeps the home
in the folder HISTORY (built once; a few thousand messages take a minute or two).

``python -m jobs.rebuild_rate run HISTORY [--runs K] [--profile OUT] [--dump OUT]`` copies that
home K times to a scratch folder, loses the copy's database (as ``recap rebuild`` is run after
losing it) and rebuilds it, printing events per CPU second and per wall-clock second. With
``--profile`` the last run is profiled with cProfile (the stats go to OUT, the top entries are
printed); with ``--dump`` the last run's tables and files go to OUT (a pickle), and
``python -m jobs.rebuild_rate same A B`` says whether two dumps are equal — so the code of two
trees can be compared on the same history: run the script file with ``PYTHONPATH`` naming the
tree under test (``PYTHONPATH=/old/tree python /new/tree/jobs/rebuild_rate.py run …``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import pickle
import pstats
import shutil
import sqlite3
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
USER = "rebuild-history"
AS_OF_FILE = "as_of.txt"  # when the history ends: the moment its rebuilds run at


async def _ignore(name: str, text: str) -> None:
    """Briefings go nowhere."""


async def build(folder: Path, messages: int) -> None:
    """Play ``messages`` of the synthetic history through the dispatcher into ``folder``."""
    from bot.dispatcher import Dispatcher
    from bot.types import Inbound
    from jobs.virtual import advance
    from memory import perfbench
    from memory.clock import VirtualClock
    from memory.home import Home
    from memory.service import Memory
    from memory.timeline import IDLE

    home = Home(folder / "home")
    memory = await Memory.open(home)
    clock = VirtualClock(START)
    dispatcher = Dispatcher(memory, clock)
    try:
        for say in perfbench.history(messages, START):
            await advance(memory, clock, say.at, _ignore)
            await dispatcher.respond(Inbound(user=USER, text=say.text))
        await advance(memory, clock, clock.now() + IDLE * 3, _ignore)
    finally:
        await memory.close()
    (folder / AS_OF_FILE).write_text(clock.now().isoformat())


def _tables(database: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows in the database, in rowid order (ids included: two rebuilds of the
    same files give the same ids)."""
    with contextlib.closing(sqlite3.connect(database)) as db:
        names = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        tables = {}
        for name in sorted(names):
            if name.startswith("slice_text") or name == "sqlite_sequence":
                continue  # the full-text index's shadow tables; slice_docs holds what it indexes
            with contextlib.suppress(sqlite3.Error):
                tables[name] = db.execute(f'SELECT * FROM "{name}" ORDER BY rowid').fetchall()
        return tables


def _files(root: Path) -> dict[str, bytes]:
    users = root / "users"
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(users.rglob("*"))
        if path.is_file() and ".git" not in path.relative_to(users).parts
    }


async def _rebuild_once(root: Path, now: datetime, profile: cProfile.Profile | None) -> tuple[int, float, float]:
    from memory.home import Home
    from memory.service import Memory

    home = Home(root)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{home.database}{suffix}").unlink(missing_ok=True)
    memory = await Memory.open(home)
    try:
        cpu, wall = time.process_time(), time.perf_counter()
        if profile is not None:
            profile.enable()
        counts = await memory.rebuild(now)
        if profile is not None:
            profile.disable()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    finally:
        await memory.close()
    assert counts["bad"] == 0, counts
    return counts["events"], cpu, wall


async def run(folder: Path, runs: int, profile_to: Path | None, dump_to: Path | None) -> None:
    now = datetime.fromisoformat((folder / AS_OF_FILE).read_text())
    with tempfile.TemporaryDirectory(prefix="rebuild-rate-") as scratch:
        for number in range(runs):
            root = Path(scratch) / f"run{number}"
            shutil.copytree(folder / "home", root)
            last = number == runs - 1
            profile = cProfile.Profile() if last and profile_to is not None else None
            events, cpu, wall = await _rebuild_once(root, now, profile)
            print(f"run {number}: {events} events, cpu {cpu:.3f} s ({events / cpu:,.0f} events/CPU s),"
                  f" wall {wall:.3f} s ({events / wall:,.0f} events/s)", flush=True)  # fmt: skip
            if profile is not None and profile_to is not None:
                profile.dump_stats(profile_to)
                pstats.Stats(str(profile_to)).sort_stats("cumulative").print_stats(35)
                pstats.Stats(str(profile_to)).sort_stats("tottime").print_stats(25)
            if last and dump_to is not None:
                dump_to.write_bytes(pickle.dumps((_tables(root / "recap.db"), _files(root))))
            shutil.rmtree(root)


def same(first: Path, second: Path) -> bool:
    """Whether two dumps hold the same tables and files; names what differs."""
    a_tables, a_files = pickle.loads(first.read_bytes())
    b_tables, b_files = pickle.loads(second.read_bytes())
    equal = True
    for name in sorted(set(a_tables) | set(b_tables)):
        if a_tables.get(name) != b_tables.get(name):
            print(f"table {name} differs ({len(a_tables.get(name, []))} vs {len(b_tables.get(name, []))} rows)")
            equal = False
    for path in sorted(set(a_files) | set(b_files)):
        if a_files.get(path) != b_files.get(path):
            print(f"file {path} differs")
            equal = False
    print("same" if equal else "different", f"({sum(map(len, a_tables.values()))} rows, {len(a_files)} files)")
    return equal


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jobs.rebuild_rate", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    making = commands.add_parser("build", help="play the history through the dispatcher into a folder")
    making.add_argument("folder", type=Path)
    making.add_argument("--messages", type=int, default=3000)
    running = commands.add_parser("run", help="rebuild copies of the history, timed")
    running.add_argument("folder", type=Path)
    running.add_argument("--runs", type=int, default=3)
    running.add_argument("--profile", type=Path)
    running.add_argument("--dump", type=Path)
    comparing = commands.add_parser("same", help="whether two dumps hold the same tables and files")
    comparing.add_argument("first", type=Path)
    comparing.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    if args.command == "build":
        args.folder.mkdir(parents=True, exist_ok=False)
        asyncio.run(build(args.folder, args.messages))
    elif args.command == "run":
        asyncio.run(run(args.folder, args.runs, args.profile, args.dump))
    else:
        return 0 if same(args.first, args.second) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

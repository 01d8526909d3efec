"""Proof that the reader's shortcuts change no reading: every message read both ways.

The messages: every labelled case of every corpus (``tests/fixtures/understanding*/``: each
case's ``say`` and ``before`` lines, at the case's moment and in its zone) and the synthetic
histories ``recap bench perf`` sends (:mod:`memory.perfbench`). Each is read by
:func:`memory.understanding.extract` with the shortcuts on and with them off
(:mod:`memory.understanding._shortcuts`), in one process, every memo forgotten before each
reading; a message read differently either way is printed and the run fails.

``python -m jobs.reader_equivalence [--bench N]`` (N perf bench messages per history, 3,000 by
default). Comparing the two ways of one tree, not this tree with a frozen copy, keeps the proof
good for rules written after the shortcuts.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from bot.perf_bench import START
from bot.understanding_bench import load_corpus
from memory import perfbench, understanding
from memory.timefmt import zone
from memory.understanding._shortcuts import off
from memory.understanding.intents import Intent
from memory.users import DEFAULT_TIMEZONE

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures"
BENCH_MESSAGES = 3000
# the seeds of the histories `recap bench perf` plays: the long history, the long slice, the writers
BENCH_SEEDS = (perfbench.SEED, perfbench.SEED + 2, perfbench.SEED + 3)


@dataclass(frozen=True)
class Said:
    """One message, as the reader is given it."""

    text: str
    now: datetime
    tz: ZoneInfo


@dataclass(frozen=True)
class Difference:
    """A message the shortcuts read otherwise than the long way."""

    said: Said
    taken: list[Intent]
    long_way: list[Intent]


def corpus_messages(folders: Sequence[Path] | None = None) -> list[Said]:
    """Every line of every case of ``folders`` (default: every ``understanding*`` corpus), the
    lines said before a case a minute apart, as the understanding bench plays them."""
    cases = load_corpus(list(folders) if folders is not None else sorted(FIXTURES.glob("understanding*")))
    said = []
    for case in cases:
        earlier = case.now - timedelta(minutes=len(case.before))
        said += [Said(text, earlier + timedelta(minutes=n), zone(case.timezone)) for n, text in enumerate(case.before)]
        said.append(Said(case.say, case.now, zone(case.timezone)))
    return said


def bench_messages(count: int = BENCH_MESSAGES) -> list[Said]:
    """``count`` messages of each history the perf bench plays, in its users' zone."""
    users_zone = zone(DEFAULT_TIMEZONE)
    histories = [perfbench.history(count, START, seed=seed) for seed in BENCH_SEEDS]
    return [Said(say.text, say.at, users_zone) for said in histories for say in said]


def _read(said: Said) -> list[Intent]:
    understanding.forget_readings()  # a first reading, never one served from another's memos
    return understanding.extract(said.text, now=said.now, tz=said.tz)


def differences(messages: Iterable[Said]) -> Iterator[Difference]:
    """The messages of ``messages`` read otherwise with the shortcuts than without them."""
    for said in messages:
        taken = _read(said)
        with off():
            long_way = _read(said)
        if taken != long_way:
            yield Difference(said, taken, long_way)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", type=int, default=BENCH_MESSAGES, help="perf bench messages per history")
    args = parser.parse_args(argv)
    messages = corpus_messages() + bench_messages(args.bench)
    found = list(differences(messages))
    for difference in found:
        print(f"{difference.said.text!r} at {difference.said.now.isoformat()}:", file=sys.stderr)
        print(f"  shortcuts: {difference.taken}\n  long way:  {difference.long_way}", file=sys.stderr)
    print(f"{len(messages)} messages read both ways, {len(found)} read differently")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

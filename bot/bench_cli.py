"""``recap bench``: measurements of recap's memory on public benchmarks."""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import IO

import click

from memory.bench import DATASETS, KS, run


@click.group()
def bench() -> None:
    """Measure recap on public benchmarks."""


@bench.command()
@click.option("--dataset", type=click.Choice(DATASETS), required=True, help="Which benchmark PATH holds.")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--k",
    "headline_k",
    type=click.Choice([str(k) for k in KS]),
    default="5",
    show_default=True,
    help="The headline k (recall at 1, 3, 5 and 10 is always reported).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--dump",
    type=click.File("w", encoding="utf-8"),
    default=None,
    metavar="FILE",
    help="Write one JSON line per question: id, category, evidence, ranked slices and their sessions.",
)
@click.option("--limit", type=click.IntRange(min=1), default=None, metavar="N", help="Only the first N items.")
@click.option(
    "--home",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    metavar="DIR",
    help="Where to build the benchmark users (default: a temporary folder, removed afterwards).",
)
@click.option("--quiet", is_flag=True, help="No progress lines on stderr.")
def recall(
    dataset: str,
    path: Path,
    headline_k: str,
    as_json: bool,
    dump: IO[str] | None,
    limit: int | None,
    home: Path | None,
    quiet: bool,
) -> None:
    """Session-level recall of recap's two-phase recall vs plain BM25 on LoCoMo or LongMemEval.

    Each conversation (LoCoMo) or question haystack (LongMemEval) becomes its own user, each
    session one slice at its own date; every question is asked at its own date.
    """

    def progress(line: str) -> None:
        if not quiet:
            click.echo(line, err=True)

    async def go(root: Path) -> None:
        report = await run(dataset, path, root, limit=limit, headline_k=int(headline_k), dump=dump, progress=progress)
        if as_json:
            click.echo(json.dumps(report.as_dict(), indent=2))
        else:
            click.echo(report.as_text())

    try:
        if home is not None:
            if home.exists() and any(home.iterdir()):
                raise click.UsageError(f"--home {home} is not empty; benchmark users need a fresh folder")
            asyncio.run(go(home))
        else:
            with tempfile.TemporaryDirectory(prefix="recap-bench-") as folder:
                asyncio.run(go(Path(folder)))
    except (ValueError, KeyError) as error:
        click.echo(f"cannot read {path} as {dataset}: {error}", err=True)
        sys.exit(2)


@bench.command()
@click.option(
    "--users", type=click.IntRange(min=1), default=100_000, show_default=True, help="Users, each with an open slice."
)
@click.option(
    "--idle", type=click.IntRange(min=0), default=10_000, show_default=True, help="Of them, slices idle at the tick."
)
@click.option(
    "--due",
    type=click.IntRange(min=0),
    default=10_000,
    show_default=True,
    help="Briefings due on each of two mornings (users whose idle slices were closed; at most --idle).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def sweep(users: int, due: int, idle: int, as_json: bool) -> None:
    """Time the scheduler's sweeps over many users with real content: a quiet tick, finding
    and closing the idle slices, and two mornings of briefings (with content and empty).

    A few users are played through the dispatcher and copied (proven equal to real use) to
    make USERS; the process's peak memory is reported too.
    """
    from dataclasses import asdict

    from jobs.bench import run as run_sweep

    idle = min(idle, users)
    with tempfile.TemporaryDirectory(prefix="recap-bench-sweep-") as scratch:
        report = asyncio.run(run_sweep(Path(scratch), users=users, due=min(due, idle), idle=idle))
    click.echo(json.dumps(asdict(report), indent=2) if as_json else report.as_text())


@bench.command()
@click.option(
    "--scale",
    type=click.IntRange(min=2),
    default=200,
    show_default=True,
    metavar="N",
    help="History messages at the smallest size; the others are ×4 and ×16 (the long slice is 2N, at most 1,000).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--quiet", is_flag=True, help="No progress lines on stderr.")
def perf(scale: int, as_json: bool, quiet: bool) -> None:
    """What recap costs per message, question, slice, briefing and rebuild, beside bare SQLite.

    Synthetic users played through the dispatcher under a virtual clock, at three sizes;
    every figure is shown beside the same work done by bare sqlite3 (same durability, same
    data) and the ratio.
    """
    from bot.perf_bench import run as run_perf

    def progress(line: str) -> None:
        if not quiet:
            click.echo(line, err=True)

    with tempfile.TemporaryDirectory(prefix="recap-bench-perf-") as scratch:
        report = asyncio.run(run_perf(Path(scratch), scale=scale, progress=progress))
    click.echo(json.dumps(report.as_json(), indent=2) if as_json else report.as_text())


@bench.command("recall-scale")
@click.option(
    "--sizes",
    default="5000,50000,200000",
    show_default=True,
    metavar="N,N,…",
    help="History sizes in messages, each a multiple of --template.",
)
@click.option(
    "--template", type=click.IntRange(min=2), default=1000, show_default=True, help="Messages through the dispatcher."
)
@click.option("--questions", type=click.IntRange(min=1), default=40, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--quiet", is_flag=True, help="No progress lines on stderr.")
@click.option(
    "--keep",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    metavar="DIR",
    help="Build the homes into DIR and keep them; a later run finds them there and measures copies (SQLite).",
)
@click.option(
    "--dump",
    type=click.File("w", encoding="utf-8"),
    default=None,
    metavar="FILE",
    help="Write one JSON line per question and size: hits, deep read, offline answer, replies.",
)
def recall_scale(
    sizes: str, template: int, questions: int, as_json: bool, quiet: bool, keep: Path | None, dump: IO[str] | None
) -> None:
    """Questions at long histories: shallow scan, deep read, offline answer and the dispatcher.

    A template history is played through the dispatcher and laid end to end up to each size
    (proven equal to real use, dates in texts aside); every figure beside bare sqlite3 on the
    same database file. With --keep DIR the homes are built once and reused, so two versions of
    the code time the same data (and --dump their results can be compared).
    """
    from bot.recall_scale import run as run_scale

    def progress(line: str) -> None:
        if not quiet:
            click.echo(line, err=True)

    try:
        wanted = [int(size) for size in sizes.split(",")]
    except ValueError as error:
        raise click.BadParameter(f"{sizes!r}: {error}", param_hint="--sizes") from error
    with tempfile.TemporaryDirectory(prefix="recap-bench-recall-scale-") as scratch:
        try:
            report = asyncio.run(
                run_scale(
                    Path(scratch),
                    sizes=wanted,
                    template=template,
                    questions=questions,
                    progress=progress,
                    keep=keep,
                    dump=dump,
                )
            )
        except ValueError as error:
            raise click.UsageError(str(error)) from error
    click.echo(json.dumps(report.as_json(), indent=2) if as_json else report.as_text())


@bench.command("serve-memory")
@click.option(
    "--users", type=click.IntRange(min=1), default=10_000, show_default=True, help="Users with data on disk."
)
def serve_memory(users: int) -> None:
    """Peak memory of the serving process with USERS users on disk, after the idle sweep and a
    morning of briefings, beside the same process on an empty home and the bare process."""
    from jobs.serve_memory import run as run_serve_memory

    with tempfile.TemporaryDirectory(prefix="recap-bench-serve-memory-") as scratch:
        click.echo(run_serve_memory(Path(scratch), users=users).as_text())


CORPUS = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "understanding"


@bench.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the figures and the failures as JSON.")
@click.option("--failures", is_flag=True, help="List each case not stored right: file, case, message, expected, got.")
def understanding(paths: tuple[Path, ...], as_json: bool, failures: bool) -> None:
    """How well recap reads chat messages: the labelled corpus played through the bot.

    PATH is a corpus file or folder (default: tests/fixtures/understanding). Per category:
    stored right, stored wrong, silently missed, asked, and the reader's time per message.
    """
    from bot.understanding_bench import load_corpus
    from bot.understanding_bench import run as run_corpus
    from memory.understanding_corpus import CorpusError

    try:
        cases = load_corpus(list(paths) or [CORPUS])
    except CorpusError as error:
        click.echo(f"invalid corpus: {error}", err=True)
        sys.exit(2)
    if not cases:
        click.echo(f"no cases in {', '.join(map(str, paths or [CORPUS]))}", err=True)
        sys.exit(2)
    report = asyncio.run(run_corpus(cases))
    text = json.dumps(report.as_json(), indent=2, ensure_ascii=False) if as_json else report.as_text(failures=failures)
    click.echo(text)


@bench.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--failures", is_flag=True, help="List each case a perturbation broke: the messages, expected, got.")
@click.option("--only", "names", multiple=True, metavar="NAME", help="Only this perturbation (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Print the counts and the broken cases as JSON.")
def noise(paths: tuple[Path, ...], failures: bool, names: tuple[str, ...], as_json: bool) -> None:
    """Whether a message typed sloppily reads the same: each labelled case played tidy and once
    per perturbation (lowercase, no apostrophes, a typo, shorthand ...); per perturbation, how
    many cases right when tidy turn wrong, missed or asked. PATH as for `bench understanding`."""
    from bot.understanding_bench import load_corpus
    from jobs.typing_noise import PERTURBATIONS
    from jobs.typing_noise import run as run_noise

    chosen = [p for p in PERTURBATIONS if not names or p.name in names]
    if not chosen:
        raise click.BadParameter(f"known: {', '.join(p.name for p in PERTURBATIONS)}", param_hint="--only")
    report = asyncio.run(run_noise(load_corpus(list(paths) or [CORPUS]), perturbations=chosen))
    text = json.dumps(report.as_json(), indent=2, ensure_ascii=False) if as_json else report.as_text(failures=failures)
    click.echo(text)

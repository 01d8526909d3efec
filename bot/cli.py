"""The ``recap`` command line."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import click

from bot import console, startup
from bot.bench_cli import bench
from bot.dispatcher import Dispatcher
from bot.logging import configure as configure_logging
from bot.serve import serve
from jobs.scheduler import build_scheduler
from jobs.sweeps import run_due
from memory.clock import SystemClock
from memory.home import Home, check_user_name
from memory.service import Memory

DEFAULT_HOME = "./recap-data"


def _home(value: str | None) -> Home:
    return Home(Path(value or os.environ.get("RECAP_HOME") or DEFAULT_HOME))


home_option = click.option(
    "--home", default=None, metavar="DIR", help="Where recap keeps its data (default $RECAP_HOME, else ./recap-data)."
)


@click.group()
@click.option("--log-level", default="WARNING", envvar="RECAP_LOG_LEVEL", show_default=True)
def main(log_level: str) -> None:
    """recap: a chat bot that remembers you as one continuous timeline."""
    os.umask(startup.PRIVATE)  # whatever recap writes is its user's alone
    configure_logging(log_level)


main.add_command(serve)
main.add_command(bench)


@main.command()
@click.option("--user", required=True, help="Whose memory this is (any name).")
@home_option
def chat(user: str, home: str | None) -> None:
    """Chat on the console: one message per line, replies printed; ends at end of input."""
    try:
        check_user_name(user)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--user") from error
    where = _home(home)
    with startup.claim(where, "recap chat"):
        startup.run(_chat(user, where))


async def _chat(user: str, home: Home) -> None:
    from bot.llm import Assistant

    clock = SystemClock()
    assistant = Assistant.from_env()  # None unless RECAP_LLM_BASE_URL and RECAP_LLM_MODEL are set
    memory = await Memory.open(home, describer=assistant)

    async def deliver(name: str, text: str) -> None:
        console.print_reply(f"[briefing for {name}]\n{text}")

    scheduler = build_scheduler(memory, clock, deliver, reaches=lambda name: name == user)
    try:
        await run_due(memory, clock.now(), deliver, lambda name: name == user)  # what came due while not running
        scheduler.start()
        if sys.stdin.isatty():
            click.echo(f"recap — chatting as {user}. /help lists what I understand; Ctrl-D ends.", err=True)
        dispatcher = Dispatcher(memory, clock, assistant=assistant)
        await console.chat(dispatcher, user, console.lines_from(sys.stdin), console.print_reply)
    finally:
        if scheduler.running:  # not yet when run_due failed; shutting it down would hide why
            scheduler.shutdown(wait=False)
        await memory.close()
        if assistant is not None:
            await assistant.aclose()


@main.command()
@click.option("--strict", is_flag=True, help="Stop at the first unreadable file; the database stays as it was.")
@home_option
def rebuild(strict: bool, home: str | None) -> None:
    """Re-create the database from the Markdown files alone.

    The new database is built beside the old one and swapped in only when complete. A slice
    file that cannot be read is named (path and line) and left out, or with --strict stops
    the rebuild.
    """
    from memory.rebuild import RebuildFailed, rebuild_home

    where = _home(home)
    with startup.claim(where, "recap rebuild", check_database=False):
        try:
            rebuilt = startup.run(rebuild_home(where, SystemClock().now(), strict=strict))
        except RebuildFailed as error:
            raise click.ClickException(str(error)) from error
    for problem in rebuilt.problems:
        click.echo(f"left out {problem}", err=True)
    click.echo(f"rebuilt {rebuilt.users} user(s), {rebuilt.slices} slice(s), {rebuilt.events} event(s)"
               + (f"; skipped {rebuilt.skipped} event(s) that could not be derived (named in the log)"
                  if rebuilt.skipped else "")
               + (f"; left out {len(rebuilt.problems)} file(s) named above" if rebuilt.problems else ""))


@main.command()
@click.option("--repair", is_flag=True, help="Mend every difference found, then check again.")
@click.option("--user", "user_name", default=None, help="Check only this user (and the home's search index).")
@click.option("--json", "as_json", is_flag=True, help="Print the differences as JSON.")
@home_option
def check(repair: bool, user_name: str | None, as_json: bool, home: str | None) -> None:
    """Report every difference between the database, the Markdown slices and git (exit 1 when any)."""
    from memory.checkup import check_home

    if user_name is not None:
        try:
            check_user_name(user_name)
        except ValueError as error:
            raise click.BadParameter(str(error), param_hint="--user") from error
    where = _home(home)
    with startup.claim(where, "recap check", recover=False):
        found, remaining = startup.run(check_home(where, SystemClock().now(), user_name=user_name, repair=repair))
    if as_json:
        click.echo(json.dumps({"found": [d.as_json() for d in found], "remaining": [d.as_json() for d in remaining]},
                              indent=2, ensure_ascii=False))
    else:
        for difference in found:
            click.echo(difference.line())
        if repair and found:
            click.echo(f"after --repair: {len(remaining)} difference(s) left")
            for difference in remaining:
                click.echo(f"still: {difference.line()}")
        elif not found:
            click.echo("no differences: the database, the Markdown slices and git agree")
    if remaining:
        sys.exit(1)


@main.command()
@click.option("--to", "url", required=True, metavar="postgresql://…", help="The PostgreSQL database to move into.")
@click.option("--force", is_flag=True, help="Replace what the target already holds.")
@home_option
def migrate(url: str, force: bool, home: str | None) -> None:
    """Move a home's SQLite database and Markdown files into PostgreSQL."""
    from memory.migrate import MigrateRefused, migrate_home
    from memory.stores import DATABASE_URL, database_url

    try:
        database_url({DATABASE_URL: url})
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--to") from error
    where = _home(home)
    with startup.claim(where, "recap migrate"):
        try:
            moved = startup.run(migrate_home(where, url, force=force))
        except MigrateRefused as error:
            raise click.ClickException(f"{error}; nothing was moved") from error
    click.echo(moved.summary())
    click.echo(f"set {DATABASE_URL} to the same URL to run recap on it")


@main.command()
@click.option("--user", required=True)
@home_option
def strands(user: str, home: str | None) -> None:
    """List a user's strands: each tag with the slices that carry it."""
    where = _home(home)
    startup.inspect(where)
    startup.run(_strands(user, where))


async def _strands(name: str, home: Home) -> None:
    memory = await Memory.open(home)
    try:
        user = await memory.store.user_by_name(name)
        if user is None:
            raise click.ClickException(f"no user named {name!r} under {home.root}")
        data = await memory.store.strands(user.id)
        if not data:
            click.echo("no strands yet (they are drawn when a slice closes)")
        for tag, slice_ids in sorted(data.items(), key=lambda item: (-len(item[1]), item[0])):
            click.echo(f"{tag}: {', '.join(slice_ids)}")
    finally:
        await memory.close()


@main.command(name="eval")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the machine-readable report on stdout.")
@click.option("--strict", is_flag=True, help="Exit non-zero when any check fails.")
def evaluate(paths: tuple[Path, ...], as_json: bool, strict: bool) -> None:
    """Play scenario files (or folders of them) under a virtual clock and judge their checks."""
    from bot.evaluate import Report, run_scenario
    from memory.scenario import ScenarioError, find_files, load

    try:
        scenarios = [load(path) for path in find_files(list(paths))]
    except ScenarioError as error:
        click.echo(f"invalid scenario: {error}", err=True)
        sys.exit(2)
    report = Report()

    async def play() -> None:
        for scenario in scenarios:
            await run_scenario(scenario, report)

    asyncio.run(play())
    if as_json:
        click.echo(json.dumps(report.as_json(), indent=2, ensure_ascii=False, default=str))
    else:
        click.echo(report.as_text())
    if strict and any(not result.passed for result in report.results):
        sys.exit(1)


@main.command(name="import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--user", required=True)
@home_option
def import_file(file: Path, user: str, home: str | None) -> None:
    """Import an export or source records (JSON Lines); nothing is applied if any line is bad."""
    from memory import portability

    records, errors = portability.parse_lines(file.read_bytes())  # a line that is not UTF-8 is named
    if errors:
        for error in errors:
            click.echo(f"{file}:{error}", err=True)
        raise click.ClickException(f"{len(errors)} bad line(s); nothing was imported")

    where = _home(home)

    async def run() -> tuple[int, list[str]]:
        memory = await Memory.open(where)
        try:
            now = SystemClock().now()
            account = await memory.users.get_or_create(user, now)
            count = await portability.import_records(memory, account, records, now)
            return count, await portability.differences(memory, account, records)
        finally:
            await memory.close()

    try:
        with startup.claim(where, "recap import"):
            count, differing = startup.run(run())
    except portability.ImportRefused as error:
        raise click.ClickException(f"{error}; nothing was imported") from error
    for difference in differing:
        click.echo(f"{file}: warning: {difference} (derived anew from the timeline)", err=True)
    click.echo(f"imported {count} record(s) for {user}")


@main.command(name="export")
@click.option("--user", required=True)
@home_option
def export_file(user: str, home: str | None) -> None:
    """Print everything recap keeps about a user as JSON Lines (what `recap import` reads)."""
    from memory import portability

    where = _home(home)
    startup.inspect(where)

    async def run() -> list[str]:
        memory = await Memory.open(where)
        try:
            account = await memory.store.user_by_name(user)
            if account is None:
                raise click.ClickException(f"no user named {user!r} under {memory.home.root}")
            return await portability.export_lines(memory, account, SystemClock().now())
        finally:
            await memory.close()

    for line in startup.run(run()):
        click.echo(line)


if __name__ == "__main__":
    main()

"""`recap check` names every difference a crash (or a hand) can leave between the database, the Markdown slices
and git, exits 1, and `--repair` mends each until the check is clean and the home equals a rebuild of it."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bot.cli import main
from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import gitrepo
from memory.clock import VirtualClock
from memory.consistency import Kind
from memory.home import Home
from memory.homelock import HomeLock
from memory.service import Memory
from tests import stores
from tests.driver import at, rebuilt, snapshot
from tests.memory.test_gitrepo import git

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

START = at("2026-03-02T09:00:00+01:00")
CLOSED = "users/dana/episodic/slices/2026/03/02/0901.md"  # the first slice, closed and committed
OPEN = "users/dana/episodic/slices/2026/03/02/1104.md"  # the second, still open
LATER = START + timedelta(hours=3)  # when the open slice has been idle long enough to close


async def _nowhere(name: str, text: str) -> None:
    return None


async def _use(root: Path) -> None:
    """dana's first slice (a promise, a role, an outage) closes on the virtual clock; a second one stays open."""
    memory = await Memory.open(Home(root))
    try:
        clock = VirtualClock(START)
        await memory.users.get_or_create("dana", clock.now(), timezone="Europe/Berlin")
        dispatcher = Dispatcher(memory, clock)
        script = [
            "I'll send the deck to Daniel by Friday.", "Maya is VP Operations.", "The VPN is down.",
            None,  # two hours of quiet: the sweep closes the slice and commits it
            "The VPN is fixed.", "I promised Lee to call on Monday.",
        ]
        for text in script:
            step = timedelta(hours=2) if text is None else timedelta(minutes=1)
            await advance(memory, clock, clock.now() + step, _nowhere)
            if text is not None:
                await dispatcher.handle(Inbound(user="dana", text=text))
    finally:
        await memory.close()


@pytest.fixture(scope="module")
def used(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> tuple[Path, str | None]:
    """A home built through real use, once, and its database's URL on PostgreSQL; each test works on a copy."""
    root = tmp_path_factory.mktemp("used") / "home"
    with stores.database_of_its_own(request, "used") as url:
        asyncio.run(_use(root))
    return root, url


@pytest.fixture
def home(used: tuple[Path, str | None], tmp_path: Path) -> Path:
    root = tmp_path / "home"
    shutil.copytree(used[0], root, symlinks=True)
    stores.copy_database(used[1])
    return root


def _check(root: Path, *args: str) -> Any:
    return CliRunner().invoke(main, ["check", "--home", str(root), *args], catch_exceptions=False)


def _kinds(root: Path) -> set[str]:
    result = _check(root, "--json")
    assert result.exit_code == (1 if json.loads(result.stdout)["found"] else 0), result.output
    return {difference["kind"] for difference in json.loads(result.stdout)["found"]}


def _lines_of(root: Path, relative: str) -> list[str]:
    return (root / relative).read_text(encoding="utf-8").split("\n")


# -- the faults, each made by hand on the real files -----------------------------------------------------------


def delete_an_event_from_a_slice(root: Path) -> None:
    lines = _lines_of(root, CLOSED)
    headings = [n for n, line in enumerate(lines) if line.startswith("### ")]
    del lines[headings[1] : headings[2]]  # recap's first reply, heading to the next heading
    stores.write_markdown(root, CLOSED, "\n".join(lines))


def truncate_a_slice_mid_event(root: Path) -> None:
    text = (root / OPEN).read_text(encoding="utf-8")
    stores.write_markdown(root, OPEN, text[: text.rindex("Lee") + 3])


def leave_a_temporary_file(root: Path) -> None:
    (root / CLOSED).with_name(".0901.md.k2j4x9.tmp").write_text("the words of a write cut short", encoding="utf-8")


def leave_a_git_index_lock(root: Path) -> None:
    (root / "users" / "dana" / ".git" / "index.lock").write_bytes(b"")


def remove_a_commitment_row(root: Path) -> None:
    stores.execute(
        root,
        ("DELETE FROM commitment_versions WHERE commitment_id = (SELECT MIN(id) FROM commitments)", ()),
        ("DELETE FROM commitments WHERE id = (SELECT MIN(id) FROM commitments)", ()),
    )


def close_a_slice_without_committing(root: Path) -> None:
    async def close() -> None:
        memory = await Memory.open(Home(root))
        try:
            await advance(memory, VirtualClock(LATER - timedelta(minutes=1)), LATER, _nowhere)
        finally:
            await memory.close()

    with pytest.MonkeyPatch.context() as patch:
        for name in ("commit_all", "commit_paths"):  # recap's ways to commit: a kill comes first
            patch.setattr(gitrepo, name, _killed_before_commit)
        patch.setattr(gitrepo, "commit_many", _killed_before_commits)
        asyncio.run(close())


async def _killed_before_commit(repo: Path, *args: object) -> bool:
    return False


async def _killed_before_commits(commits: list[tuple[Path, list[str], str]]) -> list[bool]:
    return [False for _ in commits]


def delete_a_full_text_row(root: Path) -> None:
    stores.execute(root, ("DELETE FROM slice_docs WHERE slice_id = ?", ("2026/03/02/0901",)))


def drop_a_row_from_the_full_text_index(root: Path) -> None:
    stores.execute(
        root,
        ("INSERT INTO slice_text (slice_text, rowid, summary, body) SELECT 'delete', k.key, d.summary, d.body"
         " FROM slice_docs d JOIN slice_search k ON k.key & 4294967295 = d.id WHERE d.slice_id = ?",
         ("2026/03/02/0901",)),
    )


def delete_an_event_row(root: Path) -> None:
    stores.execute(root, ("DELETE FROM events WHERE id = (SELECT MIN(id) FROM events WHERE kind = 'reply')", ()))


def edit_what_was_said_in_a_slice(root: Path) -> None:
    text = (root / CLOSED).read_text(encoding="utf-8")
    stores.write_markdown(root, CLOSED, text.replace("> Maya is VP Operations.", "> Maya is COO."))


def corrupt_a_slice_file(root: Path) -> None:
    text = (root / CLOSED).read_text(encoding="utf-8")
    stores.write_markdown(root, CLOSED, text.replace('<!-- recap {"at"', '<!-- recap {at', 1))


FAULTS: list[Any] = [  # (fault, the kinds check names)
    (delete_an_event_from_a_slice, {Kind.EVENT_NOT_IN_MARKDOWN}),
    (truncate_a_slice_mid_event, {Kind.TORN_TAIL, Kind.EVENT_NOT_IN_MARKDOWN}),
    (leave_a_temporary_file, {Kind.TEMPORARY_FILE}),
    (leave_a_git_index_lock, {Kind.STALE_GIT_LOCK}),
    (remove_a_commitment_row, {Kind.DERIVED_MISSING}),
    (close_a_slice_without_committing, {Kind.UNCOMMITTED}),
    (delete_a_full_text_row, {Kind.SEARCH_ROWS}),
    pytest.param(drop_a_row_from_the_full_text_index, {Kind.SEARCH_INDEX}, marks=pytest.mark.sqlite_only(
        "FTS5 keeps an index apart from its rows; PostgreSQL's tsvector is a column of the row")),
    (delete_an_event_row, {Kind.EVENT_NOT_IN_DATABASE}),
    (edit_what_was_said_in_a_slice, {Kind.EVENT_DIFFERS}),
    (corrupt_a_slice_file, {Kind.UNREADABLE_SLICE}),
]


def test_a_home_built_through_use_is_clean(home: Path) -> None:
    """Nothing to report on a home as recap left it: exit 0 and one line saying so."""
    result = _check(home)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("no differences")


@pytest.mark.parametrize(("fault", "kinds"), FAULTS, ids=lambda value: getattr(value, "__name__", None))
def test_check_names_each_fault_and_repair_mends_it_to_a_rebuild(
    home: Path, fault: Callable[[Path], None], kinds: set[str]
) -> None:
    """Each fault is named (user, path, what --repair will do) with exit 1; --repair exits 0, a new check is
    clean, and the database equals one rebuilt from the mended Markdown files."""
    fault(home)
    assert _kinds(home) == kinds
    report = _check(home)
    assert report.exit_code == 1
    assert all(line.startswith("dana: users/dana/") or line.startswith("(home): recap.db")
               for line in report.output.splitlines())
    assert all("--repair will" in line for line in report.output.splitlines())

    repaired = _check(home, "--repair")
    assert repaired.exit_code == 0, repaired.output
    assert _kinds(home) == set()
    live, from_files = asyncio.run(_live_and_rebuilt(home))
    assert live == from_files


async def _live_and_rebuilt(root: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    memory = await Memory.open(Home(root))
    live = await snapshot(memory, "dana")
    fresh = await rebuilt(memory, Home(root), LATER)
    try:
        return live, await snapshot(fresh, "dana")
    finally:
        await fresh.close()


def test_repair_keeps_the_database_s_events_and_drops_only_the_torn_tail(home: Path) -> None:
    """A torn last block is dropped and the event the database holds is written whole in its place; the
    temporary file is deleted, the lock removed and the closed slice committed."""
    truncate_a_slice_mid_event(home)
    leave_a_temporary_file(home)
    leave_a_git_index_lock(home)
    close_a_slice_without_committing(home)
    assert _check(home, "--repair").exit_code == 0
    assert "> I promised Lee to call on Monday." in _lines_of(home, OPEN)
    assert not list((home / "users").rglob("*.tmp"))
    repo = home / "users" / "dana"
    assert not (repo / ".git" / "index.lock").exists()
    assert git(repo, "log", "-1", "--format=%s").strip() == "repaired: closed slices a stop left uncommitted"
    assert "episodic/slices/2026/03/02/1104.md" in git(repo, "ls-files").splitlines()


def test_markdown_wins_for_what_was_said_and_the_memory_follows(home: Path) -> None:
    """A slice file edited by hand is the record: the database takes its text, and the claim derived from it."""
    edit_what_was_said_in_a_slice(home)
    assert _check(home, "--repair").exit_code == 0

    async def roles() -> list[str]:
        memory = await Memory.open(Home(home))
        try:
            return [claim.value for claim in await memory.store.claims("dana") if claim.predicate == "role"]
        finally:
            await memory.close()

    assert asyncio.run(roles()) == ["COO"]


def test_a_forgotten_event_stays_forgotten(home: Path) -> None:
    """A /forget killed after redacting the database but before rewriting the file: the redaction wins."""
    redact = ("UPDATE events SET text = ?, payload = '{}' WHERE id = 3", ("[forgotten at the user's request]",))
    stores.execute(home, redact)
    found = json.loads(_check(home, "--json").stdout)["found"]
    assert {(d["kind"], d["event"], d["repair"]) for d in found if d["kind"] == Kind.EVENT_DIFFERS} == {
        (Kind.EVENT_DIFFERS, 3, "rewrite the slice file from the database")
    }
    _check(home, "--repair")
    assert "> Maya is VP Operations." not in _lines_of(home, CLOSED)


def test_check_is_refused_while_another_process_holds_the_home(home: Path) -> None:
    """A second process is refused with a message naming the holder; nothing is reported or mended."""
    leave_a_temporary_file(home)
    with HomeLock(home) as lock:
        lock.acquire("recap serve", START)
        result = CliRunner().invoke(main, ["check", "--repair", "--home", str(home)])
    assert result.exit_code == 1
    assert "recap serve (pid" in result.output and "cannot start" in result.output
    assert list((home / "users").rglob("*.tmp"))


def test_check_and_repair_as_real_processes(home: Path) -> None:
    """`recap check` as its own process names a torn slice and a lock and exits 1; `--repair` exits 0 and a
    third run finds nothing."""
    truncate_a_slice_mid_event(home)
    leave_a_git_index_lock(home)

    def recap(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "bot.cli", "check", "--home", str(home), *args],
            capture_output=True, text=True, timeout=60, check=False,
        )

    first = recap()
    assert first.returncode == 1, first.stderr
    assert f"dana: {OPEN}: its last event was cut short; --repair will rewrite the slice file" in first.stdout
    assert "dana: users/dana/.git/index.lock: no git process holds this lock" in first.stdout
    assert recap("--repair").returncode == 0
    last = recap("--user", "dana")
    assert last.returncode == 0 and last.stdout.startswith("no differences"), last.stdout


def test_start_up_repairs_what_a_crash_left(home: Path) -> None:
    """`recap chat` starting after a process died holding the home (its record still in recap.lock) mends the
    same differences, each logged; after a clean stop it leaves the history unread (`recap check` finds those)."""
    delete_an_event_from_a_slice(home)
    remove_a_commitment_row(home)
    leave_a_temporary_file(home)

    def chat() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "bot.cli", "--log-level", "INFO", "chat", "--user", "dana", "--home", str(home)],
            input="", capture_output=True, text=True, timeout=60, check=False,
        )

    after_clean_stop = chat()
    assert after_clean_stop.returncode == 0, after_clean_stop.stderr
    assert "repaired_at_start" not in after_clean_stop.stderr
    assert _kinds(home) >= {Kind.EVENT_NOT_IN_MARKDOWN, Kind.DERIVED_MISSING, Kind.TEMPORARY_FILE}

    _die_holding(home)
    after_kill = chat()
    assert after_kill.returncode == 0, after_kill.stderr
    assert "repaired_at_start" in after_kill.stderr and "event-not-in-markdown" in after_kill.stderr
    assert _kinds(home) == set()


def _die_holding(root: Path) -> None:
    """A process takes the home's lock and is SIGKILLed holding it."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys; from datetime import UTC, datetime; from memory.homelock import HomeLock; "
         f"HomeLock(__import__('pathlib').Path({str(root)!r})).acquire('recap serve', datetime.now(UTC)); "
         "print('held', flush=True); sys.stdin.read()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[1],
    )
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    holder.kill()
    holder.wait(timeout=60)


def test_the_home_lock_tells_a_clean_stop_from_a_death(tmp_path: Path) -> None:
    """A holder that released the lock leaves nothing behind; one killed holding it is named to the next holder."""
    with HomeLock(tmp_path) as first:
        first.acquire("recap chat", START)
    with HomeLock(tmp_path) as second:
        second.acquire("recap chat", START)
        assert second.died is None
    _die_holding(tmp_path)
    with HomeLock(tmp_path) as third:
        third.acquire("recap chat", START)
        assert third.died is not None and third.died.command == "recap serve"

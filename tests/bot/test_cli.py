"""`recap import FILE --user U` as a subprocess: a good file is applied and counted; a bad one changes nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from memory.home import Home
from memory.service import Memory
from tests.conftest import REPO

CLAIM = {"source": {"name": "crm", "authority": 0.8}, "at": "2026-06-20T10:00:00+02:00",
         "claim": {"subject": "Maya", "predicate": "role", "value": "Chief Operating Officer",
                   "effective_from": "2026-06-01"}}
COMMITMENT = {"source": {"name": "pm-tool", "authority": 0.7}, "at": "2026-06-20T10:05:00+02:00",
              "commitment": {"action": "send the renewal deck", "counterparty": "Daniel", "due": "2026-06-26"}}


def _recap(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "RECAP_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, env=env, cwd=REPO, timeout=120
    )


async def _held(home: Path, name: str) -> tuple[int, int, int]:
    """How many claims, commitments and events the store holds for ``name`` (all 0 when unknown)."""
    if not home.exists():  # no command made the home: nothing stored, on either store
        return 0, 0, 0
    memory = await Memory.open(Home(home))
    try:
        user = await memory.store.user_by_name(name)
        if user is None:
            return 0, 0, 0
        store = memory.store
        return len(await store.claims(user.id)), len(await store.commitments(user.id)), len(await store.events(user.id))
    finally:
        await memory.close()


async def test_good_file_is_imported_and_counted(tmp_path: Path) -> None:
    """Two valid lines (and a blank one) import as one claim and one commitment, and the count is reported."""
    data = tmp_path / "records.jsonl"
    data.write_text(json.dumps(CLAIM) + "\n\n" + json.dumps(COMMITMENT) + "\n", encoding="utf-8")
    home = tmp_path / "data"
    done = _recap(home, "import", str(data), "--user", "alice")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "imported 2 record(s) for alice"
    assert await _held(home, "alice") == (1, 1, 2)


async def test_bad_lines_are_each_reported_and_nothing_is_applied(tmp_path: Path) -> None:
    """Every bad line is named as FILE:line N: reason on stderr; exit is non-zero; the store is unchanged."""
    home = tmp_path / "data"
    first = tmp_path / "first.jsonl"
    first.write_text(json.dumps(CLAIM) + "\n", encoding="utf-8")
    assert _recap(home, "import", str(first), "--user", "alice").returncode == 0
    before = await _held(home, "alice")

    bad = tmp_path / "bad.jsonl"
    naive = {**CLAIM, "claim": {**CLAIM["claim"], "effective_from": "2026-06-01T10:00:00"}}
    bad.write_text("\n".join([
        json.dumps(COMMITMENT),                                              # 1 fine, must not be applied
        "{not json",                                                         # 2
        "",                                                                  # 3 blank, skipped
        json.dumps({**CLAIM, "source": {"name": "crm", "authority": 7}}),    # 4
        json.dumps(COMMITMENT),                                              # 5 fine
        json.dumps(naive),                                                   # 6
    ]) + "\n", encoding="utf-8")
    done = _recap(home, "import", str(bad), "--user", "alice")
    assert done.returncode != 0
    errors = done.stderr.splitlines()
    assert errors[0].startswith(f"{bad}:line 2: not JSON: ")
    assert errors[1] == f"{bad}:line 4: source.authority: Input should be less than or equal to 1"
    assert errors[2].startswith(f"{bad}:line 6: claim.effective_from: Value error, a time needs an offset")
    assert errors[3:] == ["Error: 3 bad line(s); nothing was imported"]
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert await _held(home, "alice") == before == (1, 0, 1)


async def test_bad_file_for_a_new_user_creates_nothing(tmp_path: Path) -> None:
    """A refused file neither creates the user nor any data."""
    home = tmp_path / "data"
    bad = tmp_path / "bad.jsonl"
    bad.write_text("[1, 2]\n", encoding="utf-8")
    done = _recap(home, "import", str(bad), "--user", "newcomer")
    assert done.returncode != 0
    assert f"{bad}:line 1: a line must be a JSON object" in done.stderr
    assert await _held(home, "newcomer") == (0, 0, 0)
    assert not (home / "users").exists()


async def test_non_utf8_file_is_refused_cleanly(tmp_path: Path) -> None:
    """A Latin-1 file is refused with the line named, no traceback, and nothing stored."""
    home = tmp_path / "data"
    latin = tmp_path / "latin1.jsonl"
    record = {**CLAIM, "claim": {**CLAIM["claim"], "value": "Directrice générale"}}
    latin.write_bytes(json.dumps(record, ensure_ascii=False).encode("latin-1") + b"\n")
    done = _recap(home, "import", str(latin), "--user", "alice")
    assert done.returncode != 0
    assert f"{latin}:line 1: not UTF-8: byte 0xe9" in done.stderr
    assert "Traceback" not in done.stderr
    assert await _held(home, "alice") == (0, 0, 0)


async def test_an_export_imports_for_another_user_in_a_fresh_home(tmp_path: Path) -> None:
    """`recap export` then `recap import` elsewhere for another name: no warning, and the new
    user's export matches line for line after the header (which names the account)."""
    home, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    records = tmp_path / "records.jsonl"
    records.write_text(json.dumps(CLAIM) + "\n" + json.dumps(COMMITMENT) + "\n", encoding="utf-8")
    assert _recap(home, "import", str(records), "--user", "alice").returncode == 0
    exported = _recap(home, "export", "--user", "alice")
    assert exported.returncode == 0, exported.stderr
    saved = tmp_path / "alice.jsonl"
    saved.write_text(exported.stdout, encoding="utf-8")

    done = _recap(elsewhere, "import", str(saved), "--user", "bob")
    assert done.returncode == 0, done.stderr
    assert (done.stdout.strip(), done.stderr) == ("imported 2 record(s) for bob", "")
    again = _recap(elsewhere, "export", "--user", "bob")
    assert again.stdout.splitlines()[1:] == exported.stdout.splitlines()[1:]
    assert json.loads(again.stdout.splitlines()[0])["user"] == "bob"
    assert await _held(elsewhere, "bob") == await _held(home, "alice") == (1, 1, 2)


async def test_an_export_is_refused_by_a_user_with_a_timeline(tmp_path: Path) -> None:
    """Importing an export into a user who already has events exits non-zero and changes nothing."""
    home = tmp_path / "data"
    records = tmp_path / "records.jsonl"
    records.write_text(json.dumps(CLAIM) + "\n", encoding="utf-8")
    assert _recap(home, "import", str(records), "--user", "alice").returncode == 0
    saved = tmp_path / "alice.jsonl"
    saved.write_text(_recap(home, "export", "--user", "alice").stdout, encoding="utf-8")
    done = _recap(home, "import", str(saved), "--user", "alice")
    assert done.returncode != 0
    assert "alice already has a timeline" in done.stderr and "nothing was imported" in done.stderr
    assert await _held(home, "alice") == (1, 0, 1)


def test_export_of_an_unknown_user_says_so(tmp_path: Path) -> None:
    """`recap export` for a name recap does not know exits non-zero with a one-line reason."""
    done = _recap(tmp_path / "data", "export", "--user", "nobody")
    assert done.returncode != 0 and "no user named 'nobody'" in done.stderr and done.stdout == ""

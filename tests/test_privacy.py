"""Privacy holds at once: the moment /forget answers, no file under the home holds the forgotten words
(database, its log, Markdown, git objects and packs, leftovers of interrupted writes); words never said are
never stored; what recap writes is its user's alone."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import subprocess
import zlib
from pathlib import Path

import pytest

from memory.home import Home
from memory.service import Memory
from memory.stores import database_url
from tests.driver import Person
from tests.test_startup import _recap

SECRET = "Zanzibar"
NEVER_SAID = "Quetzalcoatl"


def traces(root: Path, word: str) -> list[str]:
    """Every file under ``root`` whose bytes hold ``word`` (in any case, UTF-8 or UTF-16), with git's loose
    objects inflated and every object of every repository (packed ones too) read through git itself."""
    forms = [w.encode(encoding) for w in {word, word.lower(), word.upper()} for encoding in ("utf-8", "utf-16-le")]
    pattern = re.compile(b"|".join(re.escape(form) for form in forms), re.IGNORECASE)
    found = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if "objects" in path.parts and ".git" in path.parts and "pack" not in path.parts:
            with contextlib.suppress(zlib.error):
                data += zlib.decompress(data)
        if pattern.search(data):
            found.append(str(path.relative_to(root)))
    for git_dir in sorted(root.rglob(".git")):
        objects = subprocess.run(
            ["git", "cat-file", "--batch-all-objects", "--batch"], cwd=git_dir.parent, capture_output=True, check=True
        ).stdout
        if pattern.search(objects):
            found.append(f"{git_dir.relative_to(root)} (an object)")
    return found


async def _chatted(memory: Memory) -> Person:
    """Ann, who said the secret in two episodes (the first closed and committed, the second open), with a
    packed git history and a temporary file an interrupted write left holding it."""
    ann = await Person(memory, "ann", "Europe/Berlin", "2026-03-02T09:00:00+01:00").create()
    await ann.say("2026-03-02T09:00:00+01:00", f"I'll send the deck to the {SECRET} office by Friday.")
    await ann.say("2026-03-02T09:05:00+01:00", f"{SECRET} is our biggest customer now.")
    await ann.say("2026-03-02T09:06:00+01:00", "Maya is COO now.")
    await ann.say("2026-03-02T11:00:00+01:00", f"Remind me: the {SECRET} contract renews in May.")  # closes the first
    repo = memory.home.user_dir(ann.user.id)
    subprocess.run(["git", "gc", "--quiet"], cwd=repo, check=True)  # the history is in a pack now
    assert list((repo / ".git" / "objects" / "pack").glob("*.pack"))
    slice_file = memory.home.slice_files(ann.user.id)[-1]
    (slice_file.parent / f".{slice_file.name}.k3j2x.tmp").write_text(f"> {SECRET} half-written", encoding="utf-8")
    return ann


@pytest.fixture
async def memory(tmp_path: Path) -> Memory:
    opened = await Memory.open(Home(tmp_path / "home"))
    yield opened
    await opened.close()


async def test_forget_leaves_no_file_holding_the_words_the_moment_it_answers(memory: Memory) -> None:
    """Right after /forget replies, with recap still running, a byte scan of every file under the home finds
    the words nowhere; before it, they were in the database, its log, Markdown, git and a temporary file."""
    ann = await _chatted(memory)
    before = traces(memory.home.root, SECRET)
    in_the_home = database_url() is None  # the SQLite file; PostgreSQL keeps its rows elsewhere
    assert any(path.startswith("recap.db") for path in before) == in_the_home
    assert any(path.endswith(".md") for path in before) and any(".tmp" in path for path in before)
    assert any(".git" in path for path in before)

    reply = await ann.say("2026-03-02T11:10:00+01:00", f"/forget {SECRET.lower()}")

    assert reply.startswith("Forgotten: 3 message(s)")
    assert traces(memory.home.root, SECRET) == []
    if in_the_home:
        assert (memory.home.root / "recap.db-wal").stat().st_size < 64 * 1024  # only what came after: the reply
    events = await memory.store.events(ann.user.id)
    assert [e.text for e in events if e.text.startswith("Maya")] == ["Maya is COO now."]  # the rest is kept


async def test_forgetting_words_never_said_stores_nothing_of_them(memory: Memory) -> None:
    """/forget of words recap never heard answers that nothing mentions them, and no file under the home
    (not even the command's own event, its log or the Markdown) holds them afterwards."""
    ann = await _chatted(memory)

    reply = await ann.say("2026-03-02T11:10:00+01:00", f"/forget {NEVER_SAID}")

    assert reply == "Nothing I hold mentions that."
    assert traces(memory.home.root, NEVER_SAID) == []
    commands = [e.text for e in await memory.store.events(ann.user.id) if e.text.startswith("/forget")]
    assert commands == ["/forget [words not kept]"]
    assert traces(memory.home.root, SECRET)  # and nothing else was forgotten


async def test_the_forgotten_words_are_gone_from_a_home_recap_chat_used(tmp_path: Path) -> None:
    """Through `recap chat` as a user runs it: after /forget, no file holds the words, and every file and
    folder recap wrote (a new git history included) is its user's alone."""
    home = tmp_path / "home"
    said = f"I'll call {SECRET} on Friday.\n{SECRET} owes us the report.\n/forget {SECRET}\n"
    done = await _recap(home, "chat", "--user", "ann", stdin=said)
    assert done.returncode == 0, done.stderr
    assert "Forgotten: 2 message(s)" in done.stdout
    assert SECRET not in done.stderr
    assert traces(home, SECRET) == []
    for folder, folders, files in os.walk(home):
        for name in [*folders, *files]:
            path = Path(folder) / name
            mode = stat.S_IMODE(path.lstat().st_mode)
            assert mode & 0o077 == 0, f"{path}: {mode:o}"
            if path.is_dir():
                assert mode == 0o700, f"{path}: {mode:o}"

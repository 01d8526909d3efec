"""The reader's patterns kept on disk: every kept program is the one ``re`` compiles, every kept
derivation the one worked out afresh, and the file is read and written whole or not at all."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import memory.understanding  # noqa: F401 - imports the reader, its patterns compiled through the store
from memory.understanding import _pattern_store as store
from memory.understanding._prefilter import _parsed_needs


def _kept() -> dict[tuple[str, str, int], object]:
    """What the import kept in the file (written by it, or by an earlier one of this version)."""
    found = store._load(store.store_path())
    if not found:
        pytest.skip("the package's bytecode folder cannot be written: nothing kept")
    return found


def test_the_reader_was_compiled_through_the_store() -> None:
    kinds = [kind for kind, _, _ in _kept()]
    assert kinds.count("program") > 3000 and kinds.count("needs") > 500
    assert re._compiler.compile is store._PLAIN  # re's own compiler back after the import
    assert not any(kind == "program" for kind, _, _ in {**store._loaded, **store._fresh})  # freed


def test_every_kept_program_is_the_one_re_compiles() -> None:
    for kind, text, flags in _kept():
        if kind == "program":
            assert store._compile(text, flags) == store._PLAIN(text, flags), text


def test_every_kept_need_is_the_one_derived_afresh() -> None:
    for (kind, text, flags), found in {**_kept(), **store._loaded, **store._fresh}.items():
        if kind == "needs":
            assert found == _parsed_needs(re.compile(text, flags)), text


def test_a_program_keeps_its_groups_and_flags() -> None:
    text = r"^(?P<who>\w+)\s+(?:owes|paid)\s+(?P<sum>\$?\d+)(?:\s+by\s+(\w+))?"
    fresh, plain = store._compile(text, re.IGNORECASE), store._PLAIN(text, re.IGNORECASE)
    assert (fresh.groupindex, fresh.groups, fresh.flags) == (plain.groupindex, plain.groups, plain.flags)
    match = fresh.match("Dave OWES $40 by fri")
    assert match is not None and match.group("sum", 3) == ("$40", "fri")


def test_bytes_patterns_compile_as_ever() -> None:
    assert store._compile(rb"\d+", 0) == store._PLAIN(rb"\d+", 0)


def test_the_file_is_read_back_whole_or_not_at_all(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "patterns.test.bin"
    found = {("program", "a+", 0): store._program("a+", 0), ("needs", "ab", 32): frozenset({"ab"})}
    store._save(path, found)
    assert store._load(path) == found
    path.write_bytes(path.read_bytes()[:20])  # cut short
    assert store._load(path) == {}
    assert store._load(tmp_path / "missing.bin") == {}


def test_a_new_version_replaces_the_old_file(tmp_path: Path) -> None:
    old, new = tmp_path / "patterns.old.bin", tmp_path / "patterns.new.bin"
    store._save(old, {("needs", "x", 0): None})
    store._save(new, {("needs", "y", 0): None})
    assert sorted(path.name for path in tmp_path.iterdir()) == ["patterns.new.bin"]


def test_a_folder_that_cannot_be_written_keeps_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    store._save(blocked / "patterns.x.bin", {("needs", "x", 0): None})  # its parent is a file: no error
    assert not (blocked / "patterns.x.bin").exists()


def test_the_store_is_named_by_python_and_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    name = store.store_path().name
    assert name.startswith("patterns.") and name.endswith(".bin")
    monkeypatch.setattr(store, "_PACKAGE", Path(__file__).parent)  # other files: another version
    assert store.store_path().name != name

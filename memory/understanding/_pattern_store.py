"""The reader's compiled patterns, kept on disk from one process to the next.

Importing the reader compiles about 3,900 regular expressions and parses some 680 of them again
to derive their gates' needs (:mod:`._prefilter`): about 1.6 s of CPU, paid before anything is
read by every process that starts (each ``recap`` command, ``recap rebuild``, serve, every bench
and test run). ``re`` keeps no compiled pattern from one process to the next, so this does, as
``__pycache__`` keeps bytecode: while the package is imported (:func:`kept`), each pattern's
program (what ``re``'s compiler hands ``_sre.compile``) and what is derived from its text
(:func:`derived`) are looked up by the pattern's text and flags in a file beside the package's
bytecode, and the file is written when the import worked them out afresh.

Exact by construction: a program is the one ``re`` makes of that text and those flags, kept per
Python build (the file's name holds its cache tag and ``_sre.MAGIC``), and ``re.Pattern``
compares by program, so ``tests/memory/understanding/test_pattern_store.py`` checks every kept
one against a fresh compile. What is derived depends on the reader's code too, so the file's
name also holds a digest of the package's files (names, sizes, times, as bytecode is checked):
changed code is a new file. A few patterns are joined from sets, in an order that differs from
one process to the next; they are compiled afresh each time, as before. ``re``'s private parser
and code generator are used, as :mod:`._prefilter` uses the parser: should they change, a
probe pattern compiled both ways differs and patterns compile as before.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import marshal
import os
import re
import sys
import zlib
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

try:  # the standard library's compiler of patterns; private, so used only when it is there
    import _sre
    from re import _compiler, _parser
except ImportError:  # pragma: no cover - a Python without them compiles as ever
    _sre = _compiler = _parser = None  # type: ignore[assignment]

__all__ = ["derived", "kept", "store_path"]

T = TypeVar("T")

# (what is kept: "program" or a derivation's name, the pattern's text, its flags) -> what was worked out
_Key = tuple[str, str, int]
_loaded: dict[_Key, Any] = {}  # from the file
_fresh: dict[_Key, Any] = {}  # worked out in this process
_PACKAGE = Path(__file__).parent
_CODE = "I"  # an array of these holds a program's code words (``_sre.CODESIZE`` bytes each)
_PLAIN = _compiler.compile if _compiler is not None else None  # re's own, put back after the import


def store_path() -> Path:
    """The file for this Python build and this version of the package, beside its bytecode."""
    stamp = hashlib.sha1(sys.version.encode())
    for root, dirs, files in os.walk(_PACKAGE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            file = os.path.join(root, name)
            info = os.stat(file)
            stamp.update(f"{os.path.relpath(file, _PACKAGE)}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    bytecode = Path(importlib.util.cache_from_source(__file__)).parent
    return bytecode / f"patterns.{sys.implementation.cache_tag}-{_sre.MAGIC}.{stamp.hexdigest()[:16]}.bin"


def _program(pattern: str, flags: int) -> tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]:
    """What ``re._compiler.compile`` hands ``_sre.compile`` for ``pattern``, the code as bytes."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    groups = parsed.state.groups - 1
    return int(flags | parsed.state.flags), array(_CODE, code).tobytes(), groups, groupindex, tuple(indexgroup)


def _compile(pattern: Any, flags: int = 0) -> re.Pattern[Any]:
    """``re._compiler.compile``, from the kept program when there is one."""
    if not isinstance(pattern, str) or flags & re.DEBUG:
        return _PLAIN(pattern, flags)
    key = ("program", pattern, flags)
    program = _loaded.get(key) or _fresh.get(key)
    if program is None:
        program = _fresh[key] = _program(pattern, flags)
    all_flags, code, groups, groupindex, indexgroup = program
    words = array(_CODE)
    words.frombytes(code)
    return _sre.compile(pattern, all_flags, words.tolist(), groups, dict(groupindex), indexgroup)


def _works() -> bool:
    """Whether a program worked out here is the one ``re`` compiles (this Python's internals)."""
    try:
        probe = r"(?i)^(?P<a>\w+?)'s\s+(?:is|are)\b(?=[^,;]*$)|[à-ÿ]{2,}"
        return array(_CODE).itemsize == _sre.CODESIZE and _compile(probe, 0) == _PLAIN(probe, 0)
    except Exception:  # private parts gone or changed: compile as ever
        return False


def derived(kind: str, pattern: re.Pattern[str], work: Callable[[], T]) -> T:
    """``work()``, what ``kind`` derives from ``pattern``'s text and flags alone, worked out
    once per version of the package (its value must be one ``marshal`` keeps)."""
    key = (kind, pattern.pattern, pattern.flags)
    if key in _loaded:
        return _loaded[key]
    if key not in _fresh:
        _fresh[key] = work()
    return _fresh[key]


def _load(path: Path) -> dict[_Key, Any]:
    """What :func:`_save` wrote, each program's code a view of the one block of them all (freed
    whole once the programs are dropped, not left in pieces among the objects kept)."""
    try:
        found, block = marshal.loads(zlib.decompress(path.read_bytes()))
        codes = memoryview(block)
        return {
            key: (value[0], codes[value[1] : value[2]], *value[3:]) if key[0] == "program" else value
            for key, value in found.items()
        }
    except (OSError, ValueError, EOFError, TypeError, IndexError, AttributeError, zlib.error):
        return {}


def _save(path: Path, found: dict[_Key, Any]) -> None:
    """``found`` written to ``path`` whole (another process may read it meanwhile), the files of
    earlier versions of the package removed; nothing when the folder cannot be written."""
    block = bytearray()
    index = {}
    for key, value in found.items():
        if key[0] == "program":  # its code as where it lies in the block
            index[key] = (value[0], len(block), len(block) + len(value[1]), *value[2:])
            block += value[1]
        else:
            index[key] = value
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}")
        temporary.write_bytes(zlib.compress(marshal.dumps((index, bytes(block))), 6))
        os.replace(temporary, path)
        for old in path.parent.glob("patterns.*.bin"):
            if old != path:
                old.unlink(missing_ok=True)
    except (OSError, ValueError):
        return


@contextlib.contextmanager
def kept() -> Iterator[None]:
    """Patterns compiled within from their kept programs; at the end, when no file was kept for
    this version, what was worked out is written for the next process."""
    if _sre is None or not _works():
        yield
        return
    path = store_path()
    _loaded.update(_load(path))
    _compiler.compile = _compile
    try:
        yield
        if not _loaded and _fresh:
            _save(path, _fresh)
    finally:
        _compiler.compile = _PLAIN
        for found in (_loaded, _fresh):  # programs serve only the import: their 12 MB freed
            for key in [key for key in found if key[0] == "program"]:
                del found[key]

"""Which test modules are store-free: run once (on SQLite), not again on PostgreSQL.

Issue 13 asks that the whole suite run against both stores. A test that never reaches a store
runs the same code either way: its second run on PostgreSQL checks nothing the first did not.
About half the suite is such tests (the reader's, :mod:`memory.understanding`, which is pure
logic), so ``RECAP_TEST_STORE=postgresql`` deselects them, and :mod:`tests.conftest` proves on
every SQLite run that they are store-free.

The rule is computed, never listed by hand. A test module is store-free when the closure of the
project modules it imports (following ``bot``, ``memory``, ``jobs`` and ``tests`` imports
through their source, imports inside functions included, with each package's ``__init__``)
imports none of :data:`REACHING`: the store modules, the database drivers, and the ways to start
another process (which could open a store). A test of such a module is store-free unless it
uses a fixture defined in a module that is not (``tests/conftest.py``'s ``memory``, ``recap``,
``home``…), :data:`PLUMBING` aside.

The check (``tests/conftest.py``): while a store-free test runs on SQLite, opening a store,
connecting to either database or starting a process is recorded and fails the test. So a module
that reaches a store by a path no import shows (``importlib``, a fixture's side door) fails the
SQLite run instead of being silently dropped from PostgreSQL's.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "memory", "jobs", "tests")

# Importing any of these (or a submodule) makes a module reach, or possibly reach, a store.
REACHING = (
    "memory.store",  # SQLite
    "memory.pgstore",  # PostgreSQL
    "memory.stores",  # the choice between them
    "sqlite3",
    "aiosqlite",
    "asyncpg",
    "subprocess",  # a child process could open a store
    "multiprocessing",
    "concurrent.futures.process",
)

# Calling any of these (``asyncio.create_subprocess_exec``, ``os.system``…) starts a process.
STARTING = ("create_subprocess_exec", "create_subprocess_shell", "system", "popen", "fork", "forkpty",
            "posix_spawn", "posix_spawnp", "spawnl", "spawnle", "spawnlp", "spawnv", "spawnve", "spawnvp",
            "execl", "execle", "execlp", "execv", "execve", "execvp", "execvpe")  # fmt: skip
_STARTING = re.compile(rb"\.(" + "|".join(STARTING).encode() + rb")\s*\(")  # os.system(…)

# Fixtures every test has that do not themselves reach a store: ``store_database`` only names
# the PostgreSQL schema a store would use (it never runs for a store-free test there).
PLUMBING = frozenset({"store_database", "_store_free_guard"})


def _reaching(name: str) -> bool:
    return any(name == root or name.startswith(f"{root}.") for root in REACHING)


@cache
def _source(module: str) -> Path | None:
    """The file of a project module, or None for a module outside the project."""
    if module.split(".")[0] not in PACKAGES:
        return None
    base = REPO.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


@cache
def _package(module: str) -> bool:
    return REPO.joinpath(*module.split("."), "__init__.py").is_file()


def _statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Every statement of ``body``, nested ones (in functions, classes, ifs, tries…) included."""
    stack = list(reversed(body))
    while stack:
        statement = stack.pop()
        yield statement
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            stack.extend(reversed(getattr(statement, field, ())))


@cache
def _imports(module: str) -> frozenset[str]:
    """Every module ``module``'s source names in an import (submodules of ``from p import m`` too)."""
    path = _source(module)
    if path is None:
        return frozenset()
    source = path.read_bytes()
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in _statements(ast.parse(source, filename=str(path)).body):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                origin = f"{base}.{node.module}" if node.module else base
            else:
                origin = node.module or ""
            found.add(origin)
            found.update(f"subprocess.{alias.name}" for alias in node.names if alias.name in STARTING)
            if _package(origin):
                found.update(f"{origin}.{alias.name}" for alias in node.names if _source(f"{origin}.{alias.name}"))
    # Starting a process (``asyncio.create_subprocess_exec(…)``, ``os.system(…)``, or the function
    # imported by name) counts as importing subprocess; calls are found in the text, comments too.
    found.update(f"subprocess.{name.decode()}" for name in _STARTING.findall(source))
    # Importing a.b.c runs a/__init__.py and a/b/__init__.py first.
    for name in list(found):
        parts = name.split(".")
        found.update(".".join(parts[:end]) for end in range(1, len(parts)))
    return frozenset(found)


# Project modules whose whole closure is known to import none of REACHING.
_clean: set[str] = set()


@cache
def reaches_store(module: str) -> str | None:
    """Why ``module`` may reach a store (the import chain to one of :data:`REACHING`), or None."""
    seen = {module}
    chains: list[tuple[str, ...]] = [(module,)]
    while chains:
        chain = chains.pop()
        for name in sorted(_imports(chain[-1])):  # sorted: the same chain every run
            if _reaching(name):
                return " -> ".join((*chain, name))
            if name not in seen and name not in _clean and _source(name) is not None:
                seen.add(name)
                chains.append((*chain, name))
    _clean.update(seen)  # each one's closure lies inside this one's
    return None


def module_name(path: Path) -> str | None:
    """The dotted name of a project file (``tests/x/test_y.py`` -> ``tests.x.test_y``), or None."""
    try:
        relative = path.resolve().relative_to(REPO).with_suffix("")
    except ValueError:
        return None
    parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
    return ".".join(parts) if parts and parts[0] in PACKAGES else None


def store_free(test_module: str, fixture_modules: dict[str, str | None]) -> str | None:
    """None when a test of ``test_module`` that uses ``fixture_modules`` (fixture name -> the
    module defining it) is store-free; else why not."""
    why = reaches_store(test_module)
    if why:
        return why
    for fixture, defined_in in sorted(fixture_modules.items()):
        if fixture in PLUMBING or defined_in is None or defined_in.split(".")[0] not in PACKAGES:
            continue
        why = reaches_store(defined_in)
        if why:
            return f"fixture {fixture}: {why}"
    return None

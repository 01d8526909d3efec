"""A throwaway PostgreSQL server for the tests: initdb in a temporary folder, a unix socket
there and no TCP port, stopped and removed when the session ends.

The server runs as the invoking user; as root (CI containers, where initdb refuses root) it
runs as the ``postgres`` account Debian's package creates. :func:`start` raises
:class:`Unavailable` with the reason when the binaries or that account are missing.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

from memory.pgstore import schema_of

_BINARIES = "/usr/lib/postgresql/*/bin"
DATABASE = "recap_test"


class Unavailable(Exception):
    """No PostgreSQL server can be started here (the message says why)."""


@dataclass(frozen=True)
class Server:
    folder: Path
    bin: Path
    account: str | None  # the OS user the server runs as, when not the current one

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/{DATABASE}?host={quote(str(self.folder), safe='')}"

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", self.account, "--"] if self.account else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=60)

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def _binaries() -> Path:
    """The newest major version's server binaries (Debian keeps them off PATH)."""
    found = [Path(name) for name in glob.glob(_BINARIES) if Path(name).parent.name.isdigit()]
    if found:
        return max(found, key=lambda path: int(path.parent.name))
    initdb = shutil.which("initdb")
    if initdb is None:
        raise Unavailable("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin, no initdb on PATH)")
    return Path(initdb).resolve().parent


def _account() -> str | None:
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        raise Unavailable("running as root and there is no 'postgres' account to run the server as") from None
    return "postgres"


def missing() -> str | None:
    """Why no server can be started here, or None when one can (without starting it)."""
    try:
        _binaries(), _account()
    except Unavailable as reason:
        return str(reason)
    return None


def start() -> Server:
    """Start a server with a database :data:`DATABASE` that trusts local connections."""
    binaries, account = _binaries(), _account()
    folder = Path(tempfile.mkdtemp(prefix="recap-pg-"))
    if account:
        shutil.chown(folder, account)
    server = Server(folder, binaries, account)
    try:
        server._run(str(binaries / "initdb"), "-D", str(folder / "data"), "-A", "trust", "-U", "postgres",
                    "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")  # fmt: skip
        settings = f"-c listen_addresses='' -c unix_socket_directories={folder} -c fsync=off -c full_page_writes=off"
        server._run(str(binaries / "pg_ctl"), "-D", str(folder / "data"), "-o", settings, "-l",
                    str(folder / "server.log"), "-w", "start")  # fmt: skip
        psql(f"postgresql://postgres@/postgres?host={quote(str(folder), safe='')}", f"CREATE DATABASE {DATABASE}")
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        log = folder / "server.log"
        detail = (getattr(error, "stderr", b"") or b"").decode(errors="replace")
        detail += log.read_text(errors="replace") if log.exists() else ""
        with contextlib.suppress(subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError):
            server.stop()  # when it did start
        shutil.rmtree(folder, ignore_errors=True)
        raise Unavailable(f"PostgreSQL did not start: {error}\n{detail}".strip()) from error
    return server


def _libpq(url: str) -> str:
    """``url`` as libpq takes it: without the ``search_path`` recap reads from it."""
    parts = urlsplit(url)
    query = urlencode([(key, value) for key, value in parse_qsl(parts.query) if key != "search_path"])
    return urlunsplit(parts._replace(query=query))


def psql(url: str, sql: str) -> None:
    """Run ``sql`` on the database at ``url`` with psql."""
    subprocess.run([str(_binaries() / "psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", _libpq(url), "-c", sql],
                   check=True, capture_output=True, timeout=60)  # fmt: skip


def clone_schema(url: str, target: str) -> None:
    """Copy the schema ``url`` names (tables, rows, sequences, functions, triggers) as schema
    ``target``: pg_dump's script with the name replaced (test schemas have random names that
    no row or statement holds)."""
    source = schema_of(url)
    dump = subprocess.run([str(_binaries() / "pg_dump"), "-n", source, "--no-owner", "-d", _libpq(url)],
                          check=True, capture_output=True, timeout=60, text=True).stdout  # fmt: skip
    subprocess.run([str(_binaries() / "psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", _libpq(url)],
                   input=dump.replace(source, target), check=True, capture_output=True, timeout=60,
                   text=True)  # fmt: skip


if __name__ == "__main__":  # `python -m tests.pg`: exit 1 saying why when no server can be started (make test)
    reason = missing()
    if reason:
        raise SystemExit(reason)

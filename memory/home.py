"""Where recap keeps its files under ``RECAP_HOME``, and how they are written safely.

Layout::

    recap.db                                   the SQLite store (derived; `recap rebuild` re-creates it)
    users/<user>/profile.md                    the user's name and settings
    users/<user>/episodic/slices/YYYY/MM/DD/HHMM.md
    users/<user>/strands.json                  tag -> slice ids

``<user>`` is a folder name made safe from whatever the platform calls the user.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

_SAFE = re.compile(r"[^A-Za-z0-9_-]+")
MAX_USER_ID = 64


MAX_USER_NAME = 200


def check_user_name(name: str) -> str:
    """``name`` if recap can keep a user under it; a ValueError saying why not otherwise."""
    if not name or not name.strip():
        raise ValueError("a user name cannot be empty")
    if len(name) > MAX_USER_NAME:
        raise ValueError(f"a user name is at most {MAX_USER_NAME} characters")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError("a user name must be valid Unicode text") from error
    return name


def safe_user_id(name: str) -> str:
    """A folder name for a user that can never point outside ``users/``.

    Names that are already safe (and at most :data:`MAX_USER_ID` characters) are kept as they
    are; any other name is reduced to its first 40 safe characters and given a short hash of
    the original, so two different names never meet. Every id this returns is safe itself
    (``safe_user_id(safe_user_id(n)) == safe_user_id(n)``), which :meth:`Home.user_dir` checks.
    """
    check_user_name(name)
    cleaned = _SAFE.sub("-", name).strip("-")
    if cleaned == name and len(name) <= MAX_USER_ID:
        return name
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:10]
    return f"{cleaned[:40] or 'user'}-{digest}"


def numbered_user_id(base: str, number: int) -> str:
    """``base`` with ``-<number>`` after it, cut so the result is still a safe id."""
    return f"{base[: MAX_USER_ID - len(str(number)) - 1]}-{number}"


class Home:
    def __init__(self, root: Path | str) -> None:
        self.root = Path(root)

    @property
    def database(self) -> Path:
        return self.root / "recap.db"

    @property
    def users_dir(self) -> Path:
        return self.root / "users"

    def user_dir(self, user_id: str) -> Path:
        if user_id != safe_user_id(user_id):
            raise ValueError(f"unsafe user id {user_id!r}")
        return self.users_dir / user_id

    def profile(self, user_id: str) -> Path:
        return self.user_dir(user_id) / "profile.md"

    def strands(self, user_id: str) -> Path:
        return self.user_dir(user_id) / "strands.json"

    def slices_dir(self, user_id: str) -> Path:
        return self.user_dir(user_id) / "episodic" / "slices"

    def new_slice_path(self, user_id: str, first_event_at: datetime, tz: ZoneInfo) -> Path:
        """``YYYY/MM/DD/HHMM.md`` in local time; a second slice in that minute gets ``-2``, ``-3``…"""
        local = first_event_at.astimezone(tz)
        folder = self.slices_dir(user_id) / f"{local:%Y}" / f"{local:%m}" / f"{local:%d}"
        stem = f"{local:%H%M}"
        candidate = folder / f"{stem}.md"
        counter = 2
        while candidate.exists():
            candidate = folder / f"{stem}-{counter}.md"
            counter += 1
        return candidate

    def slice_files(self, user_id: str) -> list[Path]:
        return sorted(self.slices_dir(user_id).rglob("*.md"))


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path`` and rename it into place."""
    temporary = write_temporary(path, text)
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_temporary(path: Path, text: str, *, sync: bool = True) -> Path:
    """``text`` in a new temporary file beside ``path`` (``.<name>.*.tmp``, never history),
    fsynced unless ``sync`` is False (the caller syncs it, see :mod:`memory.groupsync`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            if sync:
                stream.flush()
                os.fsync(stream.fileno())
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return Path(temporary)


def read_text(path: Path) -> str:
    with path.open(encoding="utf-8", newline="") as stream:
        return stream.read()

"""Which store a home uses: SQLite in the home (the embedded default) or PostgreSQL.

``RECAP_DATABASE_URL=postgresql://…`` chooses PostgreSQL (:mod:`memory.pgstore`); unset, the
store is the SQLite file ``recap.db`` in the home. The Markdown files stay in the home either way.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from memory.home import Home
from memory.pgstore import PgStore
from memory.store import Store

DATABASE_URL = "RECAP_DATABASE_URL"
_POSTGRESQL = ("postgresql://", "postgres://")


def database_url(environ: Mapping[str, str] | None = None) -> str | None:
    """The PostgreSQL URL the environment names, or None for the home's SQLite file; a
    ValueError for a URL of any other database."""
    url = (os.environ if environ is None else environ).get(DATABASE_URL, "").strip()
    if not url:
        return None
    if not url.startswith(_POSTGRESQL):
        raise ValueError(f"{DATABASE_URL} must be a postgresql:// URL (unset, recap uses {Home('.').database.name})")
    return url


async def open_store(home: Home) -> Store | PgStore:
    """Open the store ``home`` uses (see the module)."""
    url = database_url()
    if url is not None:
        return await PgStore.open(url)
    return await Store.open(home.database)

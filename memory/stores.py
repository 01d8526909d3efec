"""Which store a home uses: SQLite in the home (the embedded default) or PostgreSQL.

``RECAP_DATABASE_URL=postgresql://…`` chooses PostgreSQL (:mod:`memory.pgstore`); unset, the
store is the SQLite file ``recap.db`` in the home. The Markdown files stay in the home either way.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from memory.home import Home
from memory.pgstore import PgStore, drop_schema, schema_of
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


def with_schema(url: str, schema: str) -> str:
    """``url`` naming ``schema`` as its ``search_path`` (in place of any it named)."""
    parts = urlsplit(url)
    query = [(key, value) for key, value in parse_qsl(parts.query) if key != "search_path"]
    return urlunsplit(parts._replace(query=urlencode([*query, ("search_path", schema)])))


@asynccontextmanager
async def scratch_schema() -> AsyncIterator[None]:
    """For a home that lives only while the block runs (a ``recap eval`` scenario) on a database
    that many such homes share: ``RECAP_DATABASE_URL`` names a fresh schema of its own meanwhile,
    dropped at the end. Nothing changes on SQLite, whose database is a file in the home."""
    url = database_url()
    if url is None:
        yield
        return
    schema = f"{schema_of(url)}_{uuid.uuid4().hex[:12]}"
    os.environ[DATABASE_URL] = with_schema(url, schema)
    try:
        yield
    finally:
        os.environ[DATABASE_URL] = url
        await drop_schema(url, schema)

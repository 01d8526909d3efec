"""Who does what when several workers share one store: users' turns and the sweeps' claims.

On SQLite one process writes a home (:mod:`memory.homelock`), so every user's turn is already
its own and every idle slice or due briefing is this process's: these are plain reads. On
PostgreSQL any number of ``recap serve`` workers share the database (:mod:`memory.pgstore`):

- a user's messages are handled in that user's turn (:func:`turn`), one at a time across
  every worker, so a user's events go on the timeline in the order they were handled, and
  never beside a sweep closing the same user's slice;
- a sweep claims the rows it works on (:func:`idle_slices`, :func:`due_users`) with
  ``FOR UPDATE SKIP LOCKED`` inside the transaction that writes the outcome, so two workers
  never close one slice or send one briefing twice; a worker killed mid-claim loses its
  transaction and the rows go to the next sweep of any worker.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection
from contextlib import asynccontextmanager
from datetime import datetime

from memory.model import Slice
from memory.pgstore import PgStore
from memory.store import Store, User

# Rows one claim takes: a claim holds this process's writer while it works, so it stays short.
CLAIM_BATCH = 50


@asynccontextmanager
async def turn(store: Store | PgStore, name: str) -> AsyncIterator[None]:
    """Hold user ``name``'s turn while the block runs (see the module)."""
    if isinstance(store, PgStore):
        async with store.user_turn(name):
            yield
    else:
        yield


@asynccontextmanager
async def idle_slices(store: Store | PgStore, cutoff: datetime, limit: int = CLAIM_BATCH) -> AsyncIterator[list[Slice]]:
    """Up to ``limit`` open slices idle since ``cutoff`` that are this worker's to close while
    the block runs (see :meth:`memory.pgstore.PgStore.claim_idle_slices`)."""
    if isinstance(store, PgStore):
        async with store.claim_idle_slices(cutoff, limit) as pieces:
            yield pieces
    else:
        yield await store.idle_slices(cutoff, limit)


@asynccontextmanager
async def due_users(
    store: Store | PgStore, now: datetime, limit: int, passed: Collection[str] = ()
) -> AsyncIterator[list[User]]:
    """Up to ``limit`` users whose briefing is due at ``now`` (less the ids ``passed``) that
    are this worker's to brief while the block runs (see
    :meth:`memory.pgstore.PgStore.claim_due_users`)."""
    if isinstance(store, PgStore):
        async with store.claim_due_users(now, limit, passed) as users:
            yield users
    else:
        yield await store.users_due_for_briefing(now, limit, passed)

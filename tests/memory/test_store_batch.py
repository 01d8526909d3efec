"""A sweep's batch is one SQLite transaction: writes nested in it are savepoints (one failing is
undone alone), a task started inside does not join it, and the batch's reads find users in bulk
and due users a batch at a time."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from memory.home import Home
from memory.store import Store
from memory.stores import open_store
from tests.memory.test_store import T0, _user

pytestmark = pytest.mark.sqlite_only(
    "the SQLite store's nested write() and batched due users; PostgreSQL claims by SKIP LOCKED (test_workers)"
)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(Home(tmp_path))
    assert isinstance(opened, Store)
    yield opened
    await opened.close()


async def test_a_nested_write_that_fails_is_undone_alone_and_the_batch_commits(store: Store) -> None:
    async with store.write():
        await store.add_user(_user("kept"))
        with pytest.raises(RuntimeError):
            async with store.write() as db:
                await db.execute("UPDATE users SET timezone = 'Asia/Tokyo' WHERE id = 'kept'")
                raise RuntimeError("one slice failed")
        await store.add_user(_user("also"))
    assert {user.id: user.timezone for user in (await store.users_by_id(["kept", "also", "none"])).values()} == {
        "kept": "UTC",
        "also": "UTC",
    }


async def test_a_failing_batch_undoes_every_write_nested_in_it(store: Store) -> None:
    with pytest.raises(RuntimeError):
        async with store.write():
            await store.add_user(_user("gone"))
            raise RuntimeError("killed mid-batch")
    assert await store.users_by_id(["gone"]) == {}


async def test_a_task_started_inside_a_batch_waits_for_it(store: Store) -> None:
    """A task inherits the batch's context but not its lock: its write begins after the batch commits."""
    async with store.write():
        await store.add_user(_user("first"))
        later = asyncio.create_task(store.add_user(_user("second")))
        for _ in range(20):
            await asyncio.sleep(0)  # let the task run as far as it can
        assert not later.done()
    await later
    assert set(await store.users_by_id(["first", "second"])) == {"first", "second"}


async def test_due_users_are_read_a_batch_at_a_time_less_those_passed(store: Store) -> None:
    await store.add_users(_user(f"u{number}", T0 + timedelta(minutes=number)) for number in range(5))
    due = T0 + timedelta(hours=1)
    assert [user.id for user in await store.users_due_for_briefing(due, 2)] == ["u0", "u1"]
    assert [user.id for user in await store.users_due_for_briefing(due, 2, {"u0", "u2"})] == ["u1", "u3"]
    assert len(await store.users_due_for_briefing(due)) == 5

"""An event appended in one trip to SQLite's thread (:meth:`Store.append_event`): its row, its
slice and its search row go in together or not at all, and inside a sweep's transaction it is
a savepoint of that one."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory.model import Event, EventKind, Slice
from memory.store import DuplicateEvent, Store, User

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

pytestmark = pytest.mark.sqlite_only("Store.append_event is the SQLite store's one-trip write")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "recap.db")
    await opened.add_users([User("ann", "ann", "UTC", "08:00", False, None, T0)])
    yield opened
    await opened.close()


def _event(text: str, at: datetime, ref: str | None = None) -> Event:
    return Event(id=0, user="ann", at=at, kind=EventKind.MESSAGE, author="ann", text=text, platform_ref=ref,
                 slice_id="s1")  # fmt: skip


def _slice(ended: datetime) -> Slice:
    return Slice(id="s1", user="ann", started_at=T0, ended_at=ended, status="open", path="users/ann/s1.md")


async def _search_rows(store: Store) -> list[str]:
    return [body for _, _, body in await store.search_rows("ann")]


async def test_the_event_its_slice_and_its_search_row_go_in_together(store: Store) -> None:
    """One call stores all three; a reply (not searchable) adds no search row."""
    event, doc = await store.append_event(_event("met Maya about the launch", T0), _slice(T0), searchable=True)
    reply, none = await store.append_event(_event("noted", T0 + timedelta(seconds=1)), _slice(T0), searchable=False)
    assert event.id and reply.id > event.id and doc and none is None
    assert [e.text for e in await store.events_of_slice("ann", "s1")] == ["met Maya about the launch", "noted"]
    assert (await store.open_slice("ann")) == _slice(T0)
    assert [s.id for s, _ in await store.search_spans("ann", "launch", 5)] == ["s1"]


async def test_a_redelivery_raises_duplicate_and_leaves_nothing_of_itself(store: Store) -> None:
    """The second event of a platform id is refused whole: its slice's end and search rows stay as before."""
    await store.append_event(_event("first", T0, "tg:1"), _slice(T0), searchable=True)
    later = T0 + timedelta(minutes=5)
    with pytest.raises(DuplicateEvent):
        await store.append_event(_event("again", later, "tg:1"), _slice(later), searchable=True)
    assert [e.text for e in await store.events("ann")] == ["first"]
    assert (await store.open_slice("ann")) == _slice(T0)
    assert await _search_rows(store) == ["first"]
    # the store goes on writing: no transaction was left open
    await store.append_event(_event("next", later), _slice(later), searchable=True)
    assert [e.text for e in await store.events("ann")] == ["first", "next"]


async def test_inside_a_held_transaction_it_goes_and_comes_back_with_it(store: Store) -> None:
    """In a sweep's batch (a transaction the task holds) the append is a savepoint of it: when
    the batch fails, the event goes with it."""
    with pytest.raises(RuntimeError):
        async with store.write():
            await store.append_event(_event("briefing", T0), _slice(T0), searchable=False)
            assert [e.text for e in await store.events("ann")] == ["briefing"]
            raise RuntimeError("the batch fails")
    assert await store.events("ann") == []
    assert await store.open_slice("ann") is None

"""Many users at once: their messages are acknowledged only after the group commit that covers
them, one fsync round serves several users, and a reopened store has every acknowledged message."""

from __future__ import annotations

import asyncio

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import slicefile
from memory.clock import VirtualClock
from memory.groupsync import GroupSync
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory
from tests.memory.test_groupsync import Gated, _until

# Four, as many as a process serves at once on PostgreSQL (each held user turn keeps a pooled
# connection: memory.pgstore._TURNS); a fifth would wait for a turn, not for the fsync round.
USERS = [f"user{n}" for n in range(4)]


async def test_users_writing_at_once_are_acknowledged_after_one_shared_sync(home: Home, clock: VirtualClock) -> None:
    memory = await Memory.open(home)
    dispatcher = Dispatcher(memory, clock)
    try:
        for name in USERS:  # each user's open slice, so the next message is an append
            await dispatcher.respond(Inbound(user=name, text="hello"))
        gated = Gated()
        memory.timeline.sync = GroupSync(gated)
        acked: dict[str, int] = {}  # user -> sync rounds finished when the dispatcher returned

        async def send(name: str) -> None:
            await dispatcher.respond(Inbound(user=name, text=f"need to call the dentist for {name} by friday"))
            acked[name] = len(gated.rounds)

        tasks = [asyncio.create_task(send(name)) for name in USERS]
        # The first user's round holds; meanwhile every other message and reply is written.
        await _until(lambda: gated.entered.is_set() and memory.timeline.sync.unsynced == 2 * len(USERS))
        assert acked == {}
        gated.release.set()
        await asyncio.gather(*tasks)
    finally:
        await memory.close()
    assert len(gated.rounds) < len(USERS)  # shared: fewer fsync rounds than users

    reopened = await Memory.open(home)
    try:
        for name in USERS:
            user = await reopened.store.user_by_name(name)
            assert user is not None
            said = [event.text for event in await reopened.store.events(user.id, kinds=[EventKind.MESSAGE])]
            assert said == ["hello", f"need to call the dentist for {name} by friday"]
            [path] = home.slice_files(user.id)
            covering = next(number for number, paths in enumerate(gated.rounds, 1) if path in paths)
            assert acked[name] >= covering  # acknowledged only once the round with its file was done
            _, events = slicefile.parse(path.read_text(encoding="utf-8"))
            assert [event.text for event in events if event.kind is EventKind.MESSAGE] == said
    finally:
        await reopened.close()

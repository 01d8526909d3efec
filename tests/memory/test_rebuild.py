"""`recap rebuild` re-creates the store from the Markdown files alone."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import portability
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from tests.driver import snapshot


async def _ignore(name: str, text: str) -> None:
    return None


async def test_rebuild_from_markdown_finds_the_same_memory(home: Home) -> None:
    """Delete recap.db, rebuild, and find the same events, slices, claims, commitments and episodes."""
    memory = await Memory.open(home)
    clock = VirtualClock(datetime.fromisoformat("2026-04-06T10:00:00-04:00"))
    user = await memory.users.get_or_create("bob", clock.now(), timezone="America/New_York")
    dispatcher = Dispatcher(memory, clock)
    script = [
        "I promised Daniel to send the renewal deck by Friday.",
        "Maya is VP Operations.",
        "The VPN is down.",
        "/timezone America/New_York",
    ]
    for minutes, text in enumerate(script):
        await advance(memory, clock, clock.now() + timedelta(minutes=minutes), _ignore)
        await dispatcher.handle(Inbound(user="bob", text=text, platform_ref=f"console:{minutes}"))
    await advance(memory, clock, clock.now() + timedelta(hours=2), _ignore)
    await portability.record_source(
        memory, user, clock.now(), {"name": "crm", "authority": 0.8},
        claim={"subject": "Maya", "predicate": "role", "value": "COO", "effective_from": "2026-04-01"},
    )
    for text in (
        "The renewal deck deadline is now April 17.",
        "The VPN is fixed.",
        "Maya's role change happened in March, not April.",
    ):
        await advance(memory, clock, clock.now() + timedelta(minutes=5), _ignore)
        await dispatcher.handle(Inbound(user="bob", text=text))
    await advance(memory, clock, clock.now() + timedelta(hours=1), _ignore)
    before = await snapshot(memory, user.id)
    await memory.close()

    home.database.unlink()
    for suffix in ("-wal", "-shm"):
        home.database.with_name(home.database.name + suffix).unlink(missing_ok=True)
    rebuilt = await Memory.open(home)
    counts = await rebuilt.rebuild(clock.now())
    assert counts == {"users": 1, "slices": len(before["slices"]), "events": len(before["events"]), "skipped": 0}
    after = await snapshot(rebuilt, user.id)
    await rebuilt.close()
    assert after == before
    assert any(c[2] == "COO" and c[3].month == 3 for c in after["claims"])

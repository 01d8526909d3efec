"""Closing a slice moves it alone onto its strands (memory.closing.restrand); after a varied
history the strands read exactly as drawing them again from every slice does."""

from __future__ import annotations

from datetime import timedelta

from jobs.sweeps import close_idle_slices
from memory import perfbench, strands
from memory.clock import VirtualClock
from memory.model import EventKind
from memory.service import Memory
from memory.timeline import IDLE


async def test_incremental_strands_equal_a_full_recompute(memory: Memory, clock: VirtualClock) -> None:
    """A synthetic history (facts, commitments, corrections that re-describe closed slices) is
    closed slice by slice by the sweep, a second user's slices start earlier in between, and one
    slice starts out of order (an import of an older day); every strand equals strands.index."""
    user = await memory.users.get_or_create("ines", clock.now(), timezone="Europe/Lisbon")
    said = perfbench.history(160, clock.now())
    for say in said:
        if (await memory.store.open_slice(user.id)) is not None and say.at - clock.now() >= IDLE:
            await close_idle_slices(memory, say.at)
        clock.set(say.at)
        await memory.record(user, at=say.at, kind=EventKind.MESSAGE, text=say.text)
    await close_idle_slices(memory, clock.now() + IDLE)
    # A slice from before the whole history, closed last: it goes first in its strands.
    early = said[0].at - timedelta(days=3)
    first_words = said[0].text
    await memory.record(user, at=early, kind=EventKind.MESSAGE, text=first_words)
    await close_idle_slices(memory, clock.now() + 2 * IDLE)

    pieces = await memory.store.slices(user.id)
    assert len(pieces) > 12 and all(piece.status == "closed" for piece in pieces)
    assert strands.load(memory.home.strands(user.id)) == strands.index(pieces)
    assert strands.load(memory.home.strands(user.id))  # not trivially empty


def test_moving_a_slice_between_tags_keeps_order_and_drops_empty_strands() -> None:
    """without() takes a slice off the tags it had (an emptied strand goes); join() puts it at
    the given place, a new tag among the others in sorted order."""
    known = {"budget": ["a", "b", "c"], "maya": ["b"]}
    strands.without(known, "b", ("budget", "maya"))
    assert known == {"budget": ["a", "c"]}
    strands.join(known, "budget", "b", 1)
    strands.join(known, "atlas", "b", 0)
    assert known == {"atlas": ["b"], "budget": ["a", "b", "c"]}
    assert list(known) == ["atlas", "budget"]

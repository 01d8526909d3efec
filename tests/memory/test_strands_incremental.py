"""Closing a slice moves it alone onto its strands (rows the slices' triggers keep); after a
varied history the strands read exactly as drawing them again from every slice does, and
strands.json, their export on stop, says the same."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from jobs.sweeps import close_idle_slices
from memory import perfbench, strands
from memory.clock import VirtualClock
from memory.model import Event, EventKind
from memory.service import Memory
from memory.timeline import IDLE

_START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


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
    drawn = strands.index(pieces)
    assert drawn  # not trivially empty
    assert await memory.store.strands(user.id) == drawn
    assert list(await memory.store.strands(user.id)) == list(drawn)  # tags in the same order
    assert not memory.home.strands(user.id).exists()  # not written on each close
    assert await memory.export_strands() == 1
    assert strands.load(memory.home.strands(user.id)) == drawn


def test_tags_from_the_looked_up_spellings_equal_tags_from_every_tag() -> None:
    """tags_for over the user's tags among spellings(events) equals tags_for over all of them,
    on a varied synthetic history whose tags grow slice by slice."""
    said = perfbench.history(400, _START)
    known: dict[str, list[str]] = {}
    for number, episode in enumerate(perfbench.episodes(said)):
        events = [_message(say.text, say.at, index) for index, say in enumerate(episode)]
        every = strands.tags_for(events, known)
        looked_up = set(known) & strands.spellings(events)
        assert strands.tags_for(events, looked_up) == every
        for tag in every:
            known.setdefault(tag, []).append(str(number))
    assert len(known) > 50


def _message(text: str, at: datetime, number: int) -> Event:
    return Event(id=number, user="ines", at=at, kind=EventKind.MESSAGE, author="ines", text=text)

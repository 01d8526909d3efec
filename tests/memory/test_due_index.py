"""What is due and overdue, read from the index of open commitments by due time, is what a pass
over every commitment gives: the same lines, in the same order, with the same counts left out."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jobs.sweeps import close_idle_slices
from memory import perfbench, views
from memory.clock import VirtualClock
from memory.model import EventKind, Precision
from memory.service import Memory
from memory.timeline import IDLE
from memory.understanding.timex import DateSpec

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def test_due_lines_from_the_index_are_those_of_every_commitment(
    memory: Memory, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A synthetic history with many commitments (some due at the same time, some done), asked at
    moments before, during and after it, over windows and with caps from 1 to everything."""
    clock.set(START)
    user = await memory.users.get_or_create("ines", clock.now(), timezone="America/New_York")
    said = perfbench.history(200, clock.now())
    for say in said:
        if (await memory.store.open_slice(user.id)) is not None and say.at - clock.now() >= IDLE:
            await close_idle_slices(memory, say.at)
        clock.set(say.at)
        await memory.record(user, at=say.at, kind=EventKind.MESSAGE, text=say.text)
    pairs = await memory.store.commitments(user.id)
    assert len(pairs) > 20
    moments = [said[0].at, said[len(said) // 3].at, said[-1].at, said[-1].at + timedelta(days=9)]
    weeks = [DateSpec("next week", at, at + timedelta(days=7), Precision.DAY, year_given=False) for at in moments]
    windows = [None, *weeks]
    asks = [
        {"now": now, "limit": limit, "overdue_only": only, "window": window, "days": days}
        for now in moments
        for limit in (1, 3, 10, None)
        for only in (False, True)
        for window in windows
        for days in (0, 7)
    ]

    async def answers() -> list[str]:
        return [await views.due_text(memory, user, ask.pop("now"), **ask) for ask in [dict(a) for a in asks]]

    indexed = await answers()
    monkeypatch.setattr(views, "_due_index", _nothing)
    assert indexed == await answers()
    assert sum("more overdue" in said for said in indexed) > 10  # the caps were reached


async def _nothing(memory: Memory, user: object) -> None:
    return None

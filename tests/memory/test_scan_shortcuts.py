"""The shallow scan's shortcuts change what it reads, never what it finds: a strand's members
found by nothing else are read only when they could rank (``_may_rank``), and every hit, score,
reason and quoted line is what reading them always gives."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jobs.sweeps import close_idle_slices
from memory import perfbench
from memory.clock import VirtualClock
from memory.model import EventKind
from memory.recall import _scan, shallow_scan
from memory.service import Memory
from memory.timeline import IDLE

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def test_strand_members_read_only_when_they_can_rank_change_no_hit(
    memory: Memory, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a synthetic history with strands (people, projects, topics), every bench question and
    a few that name only a strand's tag, at k = 1, 5 and 20 (padded), asked now and in the
    middle of the history: the hits with the shortcut equal those of reading every member."""
    clock.set(START)
    user = await memory.users.get_or_create("ines", clock.now(), timezone="Europe/Lisbon")
    said = perfbench.history(160, clock.now())
    for say in said:
        if (await memory.store.open_slice(user.id)) is not None and say.at - clock.now() >= IDLE:
            await close_idle_slices(memory, say.at)
        clock.set(say.at)
        await memory.record(user, at=say.at, kind=EventKind.MESSAGE, text=say.text)
    await close_idle_slices(memory, clock.now() + IDLE)
    tags = sorted(await memory.store.strand_tags(user.id))
    assert len(tags) > 10
    asked = [*dict.fromkeys(perfbench.questions(40)), *(f"anything about {tag}?" for tag in tags[:12])]
    moments = [clock.now() + timedelta(days=1), said[len(said) // 2].at]
    runs = [(question, at, k) for question in asked for at in moments for k in (1, 5, 20)]

    async def scan_all() -> list[list[_scan.Hit]]:
        return [await shallow_scan(memory.store, user, question, at, k=k, pad=k == 20) for question, at, k in runs]

    calls = []
    real = _scan._may_rank

    def counted(*args: object) -> bool:
        calls.append(real(*args))  # type: ignore[arg-type]
        return calls[-1]

    monkeypatch.setattr(_scan, "_may_rank", counted)
    shortcut = await scan_all()
    monkeypatch.setattr(_scan, "_may_rank", lambda *args: True)
    every = await scan_all()
    assert shortcut == every
    assert calls.count(False) > 10 and calls.count(True) > 5  # both ways taken

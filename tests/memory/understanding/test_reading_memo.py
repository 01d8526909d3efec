"""The memo of a clause's reading (:func:`memory.understanding._phrases.reading`) answers a
clause read again from memory, and never mixes up two zones of one instant."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from memory.timefmt import zone
from memory.understanding._phrases import _Ctx, reading
from memory.understanding.timex import find_spans

NOW = datetime(2026, 3, 2, 23, 30, tzinfo=UTC)


def test_a_clause_read_again_is_answered_from_memory_per_zone_of_now() -> None:
    """Same words and context: read once. The same instant in another zone: read again."""
    seen: list[tuple[str, datetime]] = []

    @reading
    def day(s: str, ctx: _Ctx) -> str:
        seen.append((s, ctx.now))
        return f"{s} on {ctx.now.date()}"

    ctx = _Ctx(NOW, zone("UTC"), lowercase=False)
    assert day("call Omar", ctx) == day("call Omar", ctx) == "call Omar on 2026-03-02"
    assert len(seen) == 1
    shifted = _Ctx(NOW.astimezone(timezone(timedelta(hours=2))), zone("UTC"), lowercase=False)
    assert day("call Omar", shifted) == "call Omar on 2026-03-03"
    assert len(seen) == 2


def test_spans_found_again_are_a_fresh_list() -> None:
    """A caller may change the list it gets: the next caller's is untouched."""
    first = find_spans("send it by friday", now=NOW, tz=zone("UTC"))
    first.clear()
    again = find_spans("send it by friday", now=NOW, tz=zone("UTC"))
    assert [("send it by friday"[s.start : s.end], s.connector) for s in again] == [("by friday", "by")]

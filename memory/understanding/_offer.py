"""The question that offers to keep a to-do recap read but is not sure the user wants kept."""

from __future__ import annotations

from memory.phrasing import describe_due, offer_to_track
from memory.understanding._phrases import _Ctx
from memory.understanding.intents import NewCommitment, Unclear

__all__ = ["offer"]


def offer(todo: NewCommitment, ctx: _Ctx, said: str | None = None) -> Unclear:
    """The question that offers to keep ``todo``, due when it says ("Should I track “…”, due …?"),
    asked of ``said`` (the to-do's own words when None)."""
    when = describe_due(todo.due.last_moment if todo.due else None, ctx.tz)
    return Unclear(f"Should I track {offer_to_track(todo.action, todo.owner)}, due {when}?", said or todo.action, todo)

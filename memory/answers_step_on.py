"""What is due one step on from the window asked about just before: "what's on this week" …
"and the week after" (:mod:`memory.understanding._step_on`). The window is the one the last due
question of the conversation named (or the step-on before it, stepped again), moved on by the step;
with no such question in the last hours recap asks what the step is from."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from memory import views
from memory.answers_ahead import LOOK_AHEAD_DAYS
from memory.model import EventKind
from memory.readings import intents_before
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone
from memory.understanding import Question
from memory.understanding._step_on import STEP_DAYS, STEP_ON, step_words
from memory.understanding.timex import DateSpec, Precision

__all__ = ["step_on_text"]

LOOKBACK = timedelta(hours=2)  # how far back "and the week after" looks for the question it carries on


async def step_on_text(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """ "and the week after": what is due in the window one step on from the one asked just before."""
    window = await _stepped(memory, user, question, now)
    if window is None:
        return "After what? Ask e.g. “what's on next week?”."
    return await views.due_text(memory, user, now, window=window)


async def _stepped(memory: Memory, user: User, question: Question, now: datetime) -> DateSpec | None:
    """The window ``question`` names: the last due question's, moved on by each step since."""
    tz = zone(user.timezone)
    days = STEP_DAYS[(question.predicate or "").removeprefix(STEP_ON).strip()]
    events = await memory.store.events(user.id, kinds=[EventKind.MESSAGE], since=now - LOOKBACK)
    for intent in intents_before(events, question, now, tz):
        if not isinstance(intent, Question) or intent.kind != "due_week":
            continue
        if (intent.predicate or "").startswith(STEP_ON):
            days += STEP_DAYS[intent.predicate.removeprefix(STEP_ON).strip()]
            continue
        before = intent.at or DateSpec("", now, now + timedelta(days=LOOK_AHEAD_DAYS), Precision.DAY, True)
        step = timedelta(days=days)  # on the local calendar: a week on is the same hour across a clock change
        start = (before.start.astimezone(tz) + step).astimezone(UTC)
        end = (before.end.astimezone(tz) + step).astimezone(UTC)
        return replace(before, text=step_words(question.text), start=start, end=end, doubt=None)
    return None

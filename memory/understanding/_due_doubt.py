"""The last look at a sentence's intents: a due whose words give no exact day is asked about.

:mod:`memory.understanding.timex` resolves "mid-march", "later this week", "around the 10th",
"in the spring" or "next friday" said on a Thursday all the same (a question about them needs
their window), and marks the :class:`~memory.understanding.timex.DateSpec` with a ``doubt``.
A to-do due then is not stored as if the user had named that day: recap asks, offering the
window's end as the due ("Yes", "Other date", "No"). A move to such a date asks for the day,
and so does a fact that holds from such a date ("Ofelia takes over the archive mid feb"): a
fact's history never starts on a day nobody named.
"""

from __future__ import annotations

from memory.phrasing import describe_due
from memory.understanding._phrases import _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, StateClaim, Unclear


def unsure_dues(intents: list[Intent], ctx: _Ctx) -> list[Intent]:
    """``intents`` with each to-do or move whose due carries a doubt turned into a question."""
    return [_asked(intent, ctx) for intent in intents]


def _asked(intent: Intent, ctx: _Ctx) -> Intent:
    if isinstance(intent, NewCommitment) and intent.due is not None and intent.due.doubt:
        due = intent.due
        when = describe_due(due.last_moment, ctx.tz)
        question = f"Should I track “{intent.action}” for you, due {when}? {due.doubt}."
        return Unclear(question, due.text, intent)
    if isinstance(intent, MoveCommitment) and intent.shift is None and intent.due.doubt:
        return Unclear(f"Which day should “{intent.action}” move to? {intent.due.doubt}.", intent.due.text)
    if isinstance(intent, StateClaim) and intent.effective is not None and intent.effective.doubt:
        said = f"{intent.subject}'s {intent.predicate} is {intent.value}"
        return Unclear(f"From which day should I note that {said}? {intent.effective.doubt}.", intent.effective.text)
    return intent

"""Offline answers to plain questions: what is due, what a fact is (or was), what was said."""

from __future__ import annotations

from datetime import datetime

from memory import claims as claim_rules
from memory import recall, strands, views
from memory.phrasing import describe_when, possessive
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone
from memory.understanding import Question
from memory.words import normalize_key


async def answer(memory: Memory, user: User, question: Question, now: datetime) -> str:
    match question.kind:
        case "due_week":
            return await views.due_text(memory, user, now, window=question.at)
        case "overdue":
            return await views.due_text(memory, user, now, overdue_only=True)
        case "fact" if question.subject and question.predicate:
            return await _fact(memory, user, question, now)
        case _:
            hits = await recall.shallow_scan(
                memory.store, user, question.text, now, strands=strands.load(memory.home.strands(user.id))
            )
            return recall.answer_offline(hits, zone(user.timezone), question.text)


async def _fact(memory: Memory, user: User, question: Question, now: datetime) -> str:
    assert question.subject and question.predicate
    tz = zone(user.timezone)
    claims = [c for c in await memory.store.claims(user.id, normalize_key(question.subject)) if c.observed_at <= now]
    at = min(question.at.last_moment, now) if question.at else now
    view = claim_rules.find_view(
        claims, at, question.subject, question.predicate, question.scope, broader=True, tz=tz
    )
    what = f"{possessive(question.subject)} {question.predicate}" + (f" for {question.scope}" if question.scope else "")
    when = f" in {question.at.text}" if question.at else ""
    if view is None:
        return f"I don't know {what}{when}."
    if view.conflicting:
        options = " or ".join(f"{c.value} (per {_source(c.source.name)})" for c in view.claims)
        return f"Sources disagree on {what}{when}: {options}."
    claim = view.claims[0]
    since = f", since {describe_when(view.effective_from, tz, claim.precision)}" if claim.explicit_time else ""
    verb = "was" if question.at else "is"
    hedge = "" if claim.explicit_time else " (I don't know since when)"
    return f"{what[0].upper()}{what[1:]}{when} {verb} {claim.value}{since}, per {_source(claim.source.name)}{hedge}."


def _source(name: str) -> str:
    return "your message" if name == "chat" else name

"""The birthdays or anniversaries coming up ("what bdays are coming up", "any birthdays this
month"): each person's yearly day that recap keeps, by its next round, soonest first.

Read from the claims in force (a day put right counts as put right); a value that is no day
("sometime in spring") is left out, as no round of it can be said.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from memory import claims as claim_rules
from memory.day_facts import day_of, next_round
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone
from memory.understanding import Question
from memory.words import normalize_key

AHEAD = timedelta(days=31)  # "coming up" with no window: the month ahead
MOST = 12


async def yearly_days(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """The kept birthdays (or anniversaries) whose next round falls in the window asked, else
    in the month ahead; "whose birthday is next" is the first of them."""
    tz = zone(user.timezone)
    what = question.predicate or "birthday"
    start, end = (question.at.start, question.at.end) if question.at else (now, now + AHEAD)
    claims = [c for c in await memory.store.claims(user.id) if c.observed_at <= now]
    rounds = []
    for view in claim_rules.view_at(claims, now, tz=tz):
        if normalize_key(view.predicate) != what or not view.claims or view.conflicting:
            continue
        day = day_of(view.claims[0], tz)
        if day is None:
            continue
        coming = next_round(day, max(start, now), tz)
        if coming < end:
            rounds.append((coming, view.subject))
    plural = "anniversaries" if what == "anniversary" else f"{what}s"
    when = question.at.text if question.at else "in the next month"
    if not rounds:
        return f"No {plural} {when} that I know of."
    rounds.sort()
    today = now.astimezone(tz).date()
    lines = []
    for coming, subject in rounds[:MOST]:
        days = (coming.date() - today).days
        left = "today" if days == 0 else "tomorrow" if days == 1 else f"in {days} days"
        whose = "your" if subject.lower() in ("me", "i") else f"{subject}'s"
        lines.append(f"• {coming:%a} {coming.day} {coming:%B} — {whose} {what} ({left})")
    return "\n".join(lines)

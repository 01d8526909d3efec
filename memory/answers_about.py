"""Answers that gather across kinds of stored state: everything recap holds about someone
("tell me about Jonas": their current facts, the open to-dos with or by them, the open issues
that name them) and what changed in a window ("what changed this week": facts learned or changed,
to-dos added, done, cancelled or moved, issues opened or resolved) and what the user got done in
one ("what did I get done today").

Read only from the derived state (claims, commitment versions, issue episodes); an old message
is quoted only when nothing stored is about the subject at all (the caller's recall).
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory.answers_lines import concerns, line, source, to_come
from memory.derive import commitments_of
from memory.issue_places import placed_topic
from memory.model import Claim, CommitmentStatus
from memory.phrasing import describe_commitment, describe_due, describe_when, last_day, possessive
from memory.service import Memory
from memory.store import User
from memory.timefmt import local_time_text, zone
from memory.understanding import Question
from memory.words import content_words, normalize_key

CHANGES_LOOKBACK = timedelta(days=7)  # "what's new" with no window: the last week
MOST = 12  # lines per part of an answer: a chat reply, not an export


async def about(memory: Memory, user: User, subject: str, now: datetime) -> str | None:
    """Everything held about ``subject``, or None when nothing stored is about it."""
    tz = zone(user.timezone)
    key = normalize_key(subject)
    claims = [c for c in await memory.store.claims(user.id, key) if c.observed_at <= now]
    if not claims and (named := _one_named(await memory.store.claims(user.id), subject, now)) is not None:
        subject, key = named, normalize_key(named)  # "about Declan": Declan Murphy, the one Declan kept
        claims = [c for c in await memory.store.claims(user.id, key) if c.observed_at <= now]
    facts = []
    for view in claim_rules.view_at(claims, now, tz=tz):
        if not view.claims:
            continue
        claim = view.claims[0]
        scope = f" for {view.scope}" if view.scope else ""
        since = f", since {describe_when(view.effective_from, tz, claim.precision)}" if claim.explicit_time else ""
        until = f", until {last_day(view.effective_to, tz)}" if view.effective_to else ""
        facts.append(f"• {view.predicate}{scope}: {view.value}{since}{until} (per {source(claim.source.name)})")
    facts += _coming(claims, now, tz)  # "Zara's the new CFO from jan": what they will be, as well
    everything = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now and c.is_open]
    keys = frozenset({key})
    todos = [c for c in everything if normalize_key(c.owner) == key or (c.owner == "me" and concerns(c, keys))]
    todos.sort(key=lambda c: (c.due is None, c.due or now, c.id))
    wanted = content_words(subject)
    issues = [
        e
        for e in await memory.store.episodes(user.id)
        if e.opened_at <= now and (e.resolved_at is None or e.resolved_at > now) and wanted
        and wanted <= content_words(e.topic)
    ]
    if not (facts or todos or issues):
        return None
    shown = subject if any(ch.isupper() for ch in subject) else subject.title()
    lines = [f"What I have on {shown}:"]
    if facts:
        lines += facts[:MOST]
    if todos:
        lines.append("Open to-dos:")
        lines += [line(c, now, user) for c in todos[:MOST]]
    if issues:
        lines.append("Open issues:")
        lines += [
            f"• {placed_topic(e.topic, e.detail)} — open since {local_time_text(e.opened_at, tz)}"
            for e in issues[:MOST]
        ]
    return "\n".join(lines)


def _one_named(claims: list[Claim], subject: str, now: datetime) -> str | None:
    """The one stored subject whose words hold all of ``subject``'s ("Declan Murphy" for "Declan"),
    else None: two Declans are two people, and which one the words do not say."""
    wanted = content_words(subject)
    held = {normalize_key(c.subject): c.subject for c in claims
            if c.observed_at <= now and wanted and wanted < content_words(c.subject)}
    return next(iter(held.values())) if len(held) == 1 else None


def _coming(claims: list[Claim], now: datetime, tz: ZoneInfo) -> list[str]:
    """Each fact about the subject that takes effect later, as it will stand then (one put right or
    replaced before its day is none): "• role: CFO from January 2027 (per your message)"."""
    lines: dict[tuple[str, str | None, str], str] = {}
    for claim, view in to_come(claims, now, tz):
        scope = f" for {view.scope}" if view.scope else ""
        when = describe_when(claim.effective_from, tz, claim.precision)
        said = f"• {view.predicate}{scope}: {view.value} from {when} (per {source(claim.source.name)})"
        lines.setdefault((view.predicate, view.scope, view.value), said)
    return list(lines.values())


async def changes(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """What changed between the window's start and now (the window's end, if earlier)."""
    tz = zone(user.timezone)
    start = question.at.start if question.at else now - CHANGES_LOOKBACK
    end = min(question.at.end, now) if question.at else now
    when = question.at.text if question.at else "in the last 7 days"
    if start >= end:
        return f"Nothing has changed {when} yet: it has not started."
    lines = _fact_changes(await memory.store.claims(user.id), start, end)
    lines += await _todo_changes(memory, user, start, end)
    for e in await memory.store.episodes(user.id):
        if start <= e.opened_at < end:
            lines.append(f"• issue opened: {e.topic} ({local_time_text(e.opened_at, tz)})")
        if e.resolved_at is not None and start <= e.resolved_at < end:
            lines.append(f"• issue resolved: {e.topic} ({local_time_text(e.resolved_at, tz)})")
    if not lines:
        return f"Nothing changed {when} that I know of."
    more = f"\n…and {len(lines) - MOST} more." if len(lines) > MOST else ""
    return "\n".join([f"What changed {when}:", *lines[:MOST]]) + more


def _fact_changes(claims: list[Claim], start: datetime, end: datetime) -> list[str]:
    """A line per fact learned in the window, with the value it replaced when there was one."""
    lines = []
    ordered = sorted(claims, key=lambda c: (c.observed_at, c.id))
    for at, claim in enumerate(ordered):
        if not start <= claim.observed_at < end:
            continue
        same = (normalize_key(claim.subject), normalize_key(claim.predicate), claim.scope)
        before = [
            c.value
            for c in ordered[:at]
            if (normalize_key(c.subject), normalize_key(c.predicate), c.scope) == same
        ]
        was = f" (was {before[-1]})" if before and normalize_key(before[-1]) != normalize_key(claim.value) else ""
        if before and not was:
            continue  # said again: no change
        lines.append(f"• {possessive(claim.subject)} {claim.predicate}: {claim.value}{was}")
    return lines


_CLOSED = {CommitmentStatus.COMPLETED: "done", CommitmentStatus.CANCELLED: "cancelled"}


async def _todo_changes(memory: Memory, user: User, start: datetime, end: datetime) -> list[str]:
    """A line per to-do added, done, cancelled or moved in the window (its last change there)."""
    tz = zone(user.timezone)
    lines = []
    for record, versions in await memory.store.commitments(user.id):
        if record.created_at >= end:
            continue
        current = commitment_rules.fold(record, [v for v in versions if v.at < end])
        what = describe_commitment(current)
        if start <= record.created_at:
            due = f" — due {describe_due(current.due, tz)}" if current.due else ""
            closed = f" ({_CLOSED[current.status]})" if current.status in _CLOSED else ""
            lines.append(f"• new to-do: {what}{due}{closed}")
            continue
        inside = [v for v in versions if start <= v.at < end]
        if not inside:
            continue
        if current.status in _CLOSED:
            lines.append(f"• {_CLOSED[current.status]}: {what}")
        elif any(v.due != versions[0].due for v in inside):
            lines.append(f"• moved: {what} — now due {describe_due(current.due, tz)}")
    return lines


async def done_in(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """The to-dos finished in the window asked about (today when none), latest first, each with
    when it was done; never one finished and then taken back (undone or opened again)."""
    tz = zone(user.timezone)
    today = datetime.combine(now.astimezone(tz).date(), time(), tz)
    start = question.at.start if question.at else today
    end = min(question.at.end, now) if question.at else now
    when = question.at.text if question.at else "today"
    if start >= end:
        return f"Nothing is done {when} yet: it has not started."
    done = []
    for record, versions in await memory.store.commitments(user.id):
        finished = [v.at for v in versions if v.status is CommitmentStatus.COMPLETED and start <= v.at < end]
        if not finished:
            continue
        current = commitment_rules.fold(record, [v for v in versions if v.at < end])
        if current.status is CommitmentStatus.COMPLETED:
            done.append((finished[-1], describe_commitment(current)))
    if not done:
        return f"Nothing marked done {when}."
    done.sort(reverse=True)
    more = f"\n…and {len(done) - MOST} more." if len(done) > MOST else ""
    lines = [f"• {what} ({local_time_text(at, tz)})" for at, what in done[:MOST]]
    return "\n".join([f"Done {when}:", *lines]) + more

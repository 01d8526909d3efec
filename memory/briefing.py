"""The morning briefing: what is due, what changed, what is unresolved, what is still broken,
and what recap learned yesterday.

Selective by construction: only open commitments are listed as due, only unresolved
conflicts and open issue episodes appear, and changes are those that became known since the
previous briefing (a briefing is an event on the timeline, so "previous" is derived).

It closes with what recap learned on the user's previous local day ("Learned: 3 commitments,
2 facts, 1 correction — /recap to review", see :mod:`memory.learned`). That line alone is
enough to send a briefing that would otherwise say nothing, even to a user who asked for quiet
mornings: it only appears after a day the user wrote to recap, and the quiet morning after
such a day is exactly when a miss hides — "call the broker tomorrow" read as nothing leaves
nothing due, so without the line the user would hear nothing and never learn that recap did
not keep it. "Learned nothing from yesterday's 3 messages" is that warning; a day without
messages adds no line and keeps a quiet morning quiet.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import episodes as episode_rules
from memory import learned
from memory.model import Commitment, CommitmentRecord, CommitmentStatus, CommitmentVersion, EventKind
from memory.phrasing import describe_commitment, describe_due, describe_when, possessive
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone

NOTHING_DUE = "Good morning. Nothing due and nothing changed."
DUE_WINDOW_DAYS = 7
# Bounds of :func:`newsworthy` that hold in every zone: the end of the due window's last local
# day is less than DUE_WINDOW_DAYS + 2 days ahead, and the previous local day (what was
# learned) started less than 3 days ago, DST included.
HORIZON = timedelta(days=DUE_WINDOW_DAYS + 2)
RECENT = timedelta(days=3)


@dataclass(frozen=True)
class Briefing:
    text: str  # empty when there is nothing to report
    since: datetime | None


async def newsworthy(memory: Memory, now: datetime) -> set[str]:
    """The ids of the users due for a briefing at ``now`` whose briefing may say anything;
    for every other user due, :func:`compose` is empty. One query over the users due, a few
    index seeks each, so a morning costs what there is to report, not the users' histories.

    A superset by construction, each section by what it reads: overdue and due lines need an
    open commitment with a due before :data:`HORIZON`; changes, a claim or a commitment
    version since the last briefing; conflicts, two claims about one subject with different
    values; open issues, an unresolved episode; the learned line, a message, import, answer or
    reply, a claim, a commitment version or a resolution in the :data:`RECENT` days.
    """
    return await memory.store.briefing_news(now, now - RECENT, now + HORIZON)


async def compose(memory: Memory, user: User, now: datetime) -> Briefing:
    """The briefing as it would be sent at ``now``; sends and records nothing."""
    tz = zone(user.timezone)
    since = await _last_briefing(memory, user, now)
    # Each of the user's tables read once, for every section and the learned line.
    all_claims = await memory.store.claims(user.id)
    records = await memory.store.commitments(user.id)
    episodes = await memory.store.episodes(user.id)
    known_claims = [c for c in all_claims if c.observed_at <= now]
    folded = [commitment_rules.fold(record, versions) for record, versions in records]
    commitments = [c for c in folded if c.created_at <= now]
    sections = [
        _section("Overdue", [_overdue_line(c, tz) for c in commitment_rules.overdue(commitments, now)]),
        _section(
            f"Due in the next {DUE_WINDOW_DAYS} days",
            [_due_line(c, tz) for c in commitment_rules.due_within(commitments, now, DUE_WINDOW_DAYS, tz)],
        ),
        _section("Changed since your last briefing", _changes(records, known_claims, since, now, tz)),
        _section("Unresolved conflicts", [_conflict_line(v) for v in claim_rules.conflicts(known_claims, now, tz=tz)]),
        _section(
            "Open issues",
            [
                _episode_line(e.topic, e.opened_at, e.detail, tz)
                for e in episode_rules.open_episodes(episodes)
                if e.opened_at <= now
            ],
        ),
    ]
    start, end = learned.local_day(now, tz, 1)
    events = await learned.events_of(memory.store, user, start, end)
    yesterday = learned.day_of(events, all_claims, records, episodes, start, end, tz)
    body = "\n\n".join(section for section in [*sections, learned.count_line(yesterday)] if section)
    if not body:
        return Briefing(text="", since=since)
    return Briefing(text=f"Good morning — your briefing for {describe_when(now, tz)}.\n\n{body}", since=since)


async def _last_briefing(memory: Memory, user: User, now: datetime) -> datetime | None:
    """When the last briefing before ``now`` was sent; with none, everything known so far is
    new to the user (the user's first message is observed at the very instant the user was
    created). The latest one by index; all of them only when composing before it."""
    last = await memory.store.last_event(user.id, EventKind.BRIEFING)
    if last is None or last.at < now:
        return None if last is None else last.at
    sent = [event.at for event in await memory.store.events(user.id, kinds=[EventKind.BRIEFING]) if event.at < now]
    return sent[-1] if sent else None


def _section(title: str, lines: list[str]) -> str:
    return f"{title}:\n" + "\n".join(f"• {line}" for line in lines) if lines else ""


def _due_line(commitment: Commitment, tz: ZoneInfo) -> str:
    return f"{describe_commitment(commitment)} — due {describe_due(commitment.due, tz)}"


def _overdue_line(commitment: Commitment, tz: ZoneInfo) -> str:
    return f"{describe_commitment(commitment)} — was due {describe_due(commitment.due, tz)}"


def _changes(
    records: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
    known_claims: list,
    since: datetime | None,
    now: datetime,
    tz: ZoneInfo,
) -> list[str]:
    # Only the net change of each fact: a value added and replaced since the last briefing
    # was never worth a morning line of its own. A fact whose latest news is a disagreement
    # is left to the unresolved conflicts.
    latest = {
        claim_rules.group_key(change.new): change
        for change in claim_rules.changes_between(known_claims, since, now, tz=tz)
    }
    lines = [
        _change_sentence(change, tz) for change in latest.values() if change.kind is not claim_rules.ChangeKind.CONFLICT
    ]
    for record, versions in records:
        lines += _commitment_moves(commitment_rules.fold(record, versions).action, versions, since, now, tz)
    return lines


def _change_sentence(change: claim_rules.Change, tz: ZoneInfo) -> str:
    new = change.new
    what = f"{possessive(change.subject)} {change.predicate}" + (f" for {change.scope}" if change.scope else "")
    when = describe_when(new.effective_from, tz, new.precision) if new.explicit_time else None
    based = f"based on {_source_name(new.source.name)}"
    kind = change.kind
    if kind is claim_rules.ChangeKind.CORRECTED:
        # The corrected value was wrong: the briefing states what holds and leaves the mistake
        # to /history, so nothing keeps serving the old value.
        on = f", from {when}" if when else ""
        return f"Corrected: {what} is {new.value}{on} ({based})."
    if kind is claim_rules.ChangeKind.RESOLVED:
        # The other side of a settled disagreement was never the value in force: naming it as
        # the old value would present it as history it never was.
        return f"{what[0].upper()}{what[1:]} is settled: {new.value}, {based}."
    if change.old is not None and kind is claim_rules.ChangeKind.CHANGED:
        on = f" on {when}" if when else ""
        return f"{what[0].upper()}{what[1:]} changed from {change.old.value} to {new.value}{on}, {based}."
    on = f" from {when}" if when else ""
    return f"{what[0].upper()}{what[1:]}: {new.value}{on}, {based}."


def _source_name(name: str) -> str:
    return "your message" if name == "chat" else name


def _commitment_moves(
    action: str, versions: list[CommitmentVersion], since: datetime | None, now: datetime, tz: ZoneInfo
) -> list[str]:
    lines = []
    previous_due = None
    for version in sorted(versions, key=lambda v: v.at):
        recent = (since is None or since < version.at) and version.at <= now
        if version.status is CommitmentStatus.MOVED and recent and version.due is not None:
            was = f" (was {describe_due(previous_due, tz)})" if previous_due else ""
            lines.append(f"{action}: deadline moved to {describe_due(version.due, tz)}{was}.")
        if version.due is not None:
            previous_due = version.due
    return lines if _still_open(versions) else []


def _still_open(versions: list[CommitmentVersion]) -> bool:
    last = max(versions, key=lambda v: v.at, default=None)
    return last is not None and last.status not in (CommitmentStatus.COMPLETED, CommitmentStatus.CANCELLED)


def _conflict_line(view: claim_rules.ClaimView) -> str:
    what = f"{possessive(view.subject)} {view.predicate}" + (f" for {view.scope}" if view.scope else "")
    options = " or ".join(
        f"{claim.value} ({_source_name(claim.source.name)}, authority {claim.source.authority:g})"
        for claim in view.claims
    )
    return f"{what[0].upper()}{what[1:]}: {options} — sources disagree."


def _episode_line(topic: str, opened_at: datetime, detail: str, tz: ZoneInfo) -> str:
    return f"{topic} — open since {describe_when(opened_at, tz)}" + (f" ({detail})" if detail else "")

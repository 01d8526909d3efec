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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import episodes as episode_rules
from memory import learned, shortlist
from memory.model import (
    Claim,
    Commitment,
    CommitmentRecord,
    CommitmentStatus,
    CommitmentVersion,
    Event,
    EventKind,
    IssueEpisode,
)
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


@dataclass(frozen=True)
class Reading:
    """What a briefing of one user reads: when the previous one was sent, the user's claims,
    commitments and episodes, and their events of the previous local day (the learned line)."""

    since: datetime | None
    claims: list[Claim]
    commitments: list[tuple[CommitmentRecord, list[CommitmentVersion]]]
    episodes: list[IssueEpisode]
    yesterday: list[Event]


async def compose(memory: Memory, user: User, now: datetime) -> Briefing:
    """The briefing as it would be sent at ``now``; sends and records nothing."""
    return written(user, now, (await read_many(memory, [user], now))[user.id])


async def read_many(
    memory: Memory, users: Sequence[User], now: datetime, last: Mapping[str, datetime] | None = None
) -> dict[str, Reading]:
    """user id → :class:`Reading` of each of ``users`` for a briefing at ``now``, each table read
    once for all of them (a sweep's batch costs a few reads, not a few per user); ``last``:
    when each one's last briefing was sent (:meth:`memory.store.Store.last_event_times`), when
    the caller has read it."""
    if not users:
        return {}
    if last is None:
        last = await memory.store.last_event_times([user.id for user in users], EventKind.BRIEFING)
    days = {user.id: learned.local_day(now, zone(user.timezone), 1) for user in users}
    rows = await memory.store.derived_of(days)
    events = await memory.store.events_within(days, learned.KINDS)
    readings = {}
    for user in users:
        since = last.get(user.id)
        if since is not None and since >= now:  # composed before a briefing already sent
            since = await _last_briefing_before(memory, user, now)
        claims, commitments, episodes = rows[user.id]
        readings[user.id] = Reading(since, claims, commitments, episodes, events[user.id])
    return readings


def written(user: User, now: datetime, reading: Reading) -> Briefing:
    """The briefing :func:`compose` gives from what it read of ``user``."""
    tz = zone(user.timezone)
    since, all_claims, records, episodes = reading.since, reading.claims, reading.commitments, reading.episodes
    known_claims = [c for c in all_claims if c.observed_at <= now]
    # Each commitment folded once, each claim group that can hold news analysed once, for
    # every section (a long history's other groups are not analysed at all).
    folded = [commitment_rules.fold(record, versions) for record, versions in records]
    commitments = [c for c in folded if c.created_at <= now]
    analysis = claim_rules.news_analysis(known_claims, since, now, tz=tz)
    # Each section shows its shortlist.CHAT most relevant lines, picked before any is written.
    late, overdue = shortlist.pick(
        (c for c in commitments if commitment_rules.is_overdue(c, now)), shortlist.CHAT, shortlist.latest_due
    )
    soon, coming = shortlist.pick(
        commitment_rules.due_within(commitments, now, DUE_WINDOW_DAYS, tz), shortlist.CHAT, shortlist.soonest
    )
    opened = (e for e in episode_rules.open_episodes(episodes) if e.opened_at <= now)
    still, unresolved = shortlist.pick(opened, shortlist.CHAT, shortlist.latest_opened)
    sections = [
        _section(
            "Overdue",
            [_overdue_line(c, tz) for c in sorted(late, key=shortlist.soonest)],
            hidden=overdue - len(late),
            what="overdue, due earlier",
            hint=shortlist.ALL_OPEN,
        ),
        _section(
            f"Due in the next {DUE_WINDOW_DAYS} days",
            [_due_line(c, tz) for c in soon],
            hidden=coming - len(soon),
            what="due later",
            hint=shortlist.ALL_OPEN,
        ),
        _section(
            "Changed since your last briefing",
            _changes(records, folded, analysis, since, now, tz),
            latest=True,
            what="changes, earlier",
            hint="/history <subject> gives every version",
        ),
        _section(
            "Unresolved conflicts",
            [_conflict_line(v) for v in analysis.views(now) if v.conflicting],
            what="conflicts",
            hint="/why <subject> gives the evidence",
        ),
        _section(
            "Open issues",
            [_episode_line(e.topic, e.opened_at, e.detail, tz) for e in still],
            hidden=unresolved - len(still),
            what="open issues, opened earlier",
            hint="/export holds every one",
        ),
    ]
    start, end = learned.local_day(now, tz, 1)
    yesterday = learned.day_of(reading.yesterday, all_claims, records, episodes, start, end, tz)
    body = "\n\n".join(section for section in [*sections, learned.count_line(yesterday)] if section)
    if not body:
        return Briefing(text="", since=since)
    return Briefing(text=f"Good morning — your briefing for {describe_when(now, tz)}.\n\n{body}", since=since)


async def _last_briefing_before(memory: Memory, user: User, now: datetime) -> datetime | None:
    """When the last briefing before ``now`` was sent, for a briefing composed before a later
    one (the latest one, by index, is that unless it was sent at ``now`` or after); with none,
    everything known so far is new to the user (the user's first message is observed at the
    very instant the user was created)."""
    sent = [event.at for event in await memory.store.events(user.id, kinds=[EventKind.BRIEFING]) if event.at < now]
    return sent[-1] if sent else None


def _section(title: str, lines: list[str], *, what: str, hint: str, hidden: int = 0, latest: bool = False) -> str:
    """A titled list of at most :data:`memory.shortlist.CHAT` lines (the first ones, or with
    ``latest`` the last ones), then how many more there are (``hidden``: those the caller left
    out already) and where to see them."""
    if not lines:
        return ""
    if len(lines) > shortlist.CHAT:
        hidden += len(lines) - shortlist.CHAT
        lines = lines[-shortlist.CHAT :] if latest else lines[: shortlist.CHAT]
    more = [shortlist.more_line(hidden, what, hint)] if hidden > 0 else []
    return f"{title}:\n" + "\n".join([*(f"• {line}" for line in lines), *more])


def _due_line(commitment: Commitment, tz: ZoneInfo) -> str:
    return f"{describe_commitment(commitment)} — due {describe_due(commitment.due, tz)}"


def _overdue_line(commitment: Commitment, tz: ZoneInfo) -> str:
    return f"{describe_commitment(commitment)} — was due {describe_due(commitment.due, tz)}"


def _changes(
    records: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
    folded: list[Commitment],
    analysis: claim_rules.Analysis,
    since: datetime | None,
    now: datetime,
    tz: ZoneInfo,
) -> list[str]:
    # Only the net change of each fact: a value added and replaced since the last briefing
    # was never worth a morning line of its own. A fact whose latest news is a disagreement
    # is left to the unresolved conflicts.
    latest = {claim_rules.group_key(change.new): change for change in analysis.changes(since, now)}
    lines = [
        _change_sentence(change, tz) for change in latest.values() if change.kind is not claim_rules.ChangeKind.CONFLICT
    ]
    for (_, versions), commitment in zip(records, folded, strict=True):
        lines += _commitment_moves(commitment.action, versions, since, now, tz)
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
    if not any(
        version.status is CommitmentStatus.MOVED and (since is None or since < version.at) for version in versions
    ):
        return []  # most of a long history's commitments: nothing moved since the last briefing
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

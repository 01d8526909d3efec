"""What recap learned on one local day: the items it stored from the user's chat and imports.

The morning briefing closes with a count of yesterday's items ("Learned: 3 commitments, 2
facts, 1 correction — /recap to review") and ``/recap`` lists them one line each, so a miss
shows within a day even for a user who never reads the replies.

Everything is read back from the derived tables by the time each row was stored, so a
rebuild gives the same answer: a claim by its ``observed_at`` (a correction is a claim that
``corrects`` another), a commitment version by its ``at`` (the first version is the new
commitment; a version noted ``correction`` is a correction; any later one is a change — done,
moved, cancelled), an issue's opening by the event that opened it and its resolution by
``resolved_at``. A corrected issue date is rewritten in place on its episode and leaves no
time of its own, so it is not counted.

A day is the user's local calendar day, from midnight to midnight in their zone: 23 or 25
hours long on a DST change.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory.model import (
    CHAT_SOURCE,
    Claim,
    CommitmentRecord,
    CommitmentStatus,
    CommitmentVersion,
    Event,
    EventKind,
    IssueEpisode,
)
from memory.phrasing import describe_claim, describe_commitment, describe_due, describe_when
from memory.store import Store, User
from memory.textsafe import printable
from memory.timefmt import local_date_text, zone

__all__ = [
    "KINDS",
    "Day",
    "Item",
    "Kind",
    "count_line",
    "day_of",
    "events_of",
    "learned_on",
    "local_day",
    "review_text",
]

REVIEW = "/recap to review"
QUOTE_LIMIT = 80  # characters of a message quoted back when nothing was kept from it


class Kind(StrEnum):
    """What an item is, in the order the briefing counts them; the value is its singular."""

    COMMITMENT = "commitment"
    CHANGE = "commitment change"
    FACT = "fact"
    CORRECTION = "correction"
    OPENED = "issue opened"
    RESOLVED = "issue resolved"


_PLURAL = {
    Kind.COMMITMENT: "commitments",
    Kind.CHANGE: "commitment changes",
    Kind.FACT: "facts",
    Kind.CORRECTION: "corrections",
    Kind.OPENED: "issues opened",
    Kind.RESOLVED: "issues resolved",
}

_STATUS_WORD = {CommitmentStatus.COMPLETED: "done", CommitmentStatus.CANCELLED: "cancelled"}


@dataclass(frozen=True)
class Item:
    """One thing recap stored: when, what kind, and a short line saying it."""

    at: datetime
    kind: Kind
    text: str


@dataclass(frozen=True)
class Day:
    """What recap learned in [start, end), and the messages of that time it kept nothing from."""

    start: datetime
    end: datetime
    items: tuple[Item, ...]
    messages: int  # how many messages the user wrote
    unkept: tuple[Event, ...]  # messages nothing was stored from (small talk, questions, misses)


def local_day(now: datetime, tz: ZoneInfo, days_ago: int) -> tuple[datetime, datetime]:
    """[start, end) in UTC of the local calendar day ``days_ago`` days before ``now``'s."""
    return (
        commitment_rules.end_of_local_day(now, -days_ago - 1, tz),
        commitment_rules.end_of_local_day(now, -days_ago, tz),
    )


KINDS = (EventKind.MESSAGE, EventKind.SOURCE, EventKind.ANSWER, EventKind.REPLY)  # what a day's items come from


async def learned_on(store: Store, user: User, start: datetime, end: datetime) -> Day:
    """Everything recap stored from the user's messages, answers and imports in [start, end)."""
    return day_of(
        await events_of(store, user, start, end),
        await store.claims(user.id),
        await store.commitments(user.id),
        await store.episodes(user.id),
        start,
        end,
        zone(user.timezone),
    )


async def events_of(store: Store, user: User, start: datetime, end: datetime) -> list[Event]:
    """The events of :data:`KINDS` in [start, end), by index."""
    return [e for e in await store.events(user.id, kinds=KINDS, since=start) if e.at < end]


def day_of(
    events: list[Event],
    claims: list[Claim],
    commitments: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
    episodes: list[IssueEpisode],
    start: datetime,
    end: datetime,
    tz: ZoneInfo,
) -> Day:
    """:func:`learned_on` from rows already read (``events``: :func:`events_of` the day), for
    a caller that reads the user's claims, commitments and episodes for more than this."""
    found = sorted(
        [
            *_claim_items(claims, start, end, tz),
            *_commitment_items(commitments, start, end, tz),
            *_episode_items(episodes, {e.id: e.at for e in events}, start, end),
        ],
        key=lambda item: item.at,
    )
    messages = [e for e in events if e.kind is EventKind.MESSAGE]
    kept_ids, resolved_at = _kept_from(claims, commitments, episodes)
    kept_ids |= _answered(events, kept_ids)
    return Day(
        start=start,
        end=end,
        items=tuple(found),
        messages=len(messages),
        unkept=tuple(e for e in messages if e.id not in kept_ids and e.at not in resolved_at),
    )


def _answered(events: list[Event], kept_ids: set[int]) -> set[int]:
    """The messages recap asked about whose answer stored something: the answer names the
    reply that asked (``ask``), and that reply the message it was about (``about``)."""
    by_id = {event.id: event for event in events}
    found = set()
    for answer in events:
        if answer.kind is EventKind.ANSWER and answer.id in kept_ids:
            asked = by_id.get(answer.payload.get("ask"))
            if asked is not None and isinstance(about := asked.payload.get("about"), int):
                found.add(about)
    return found


def count_line(day: Day) -> str:
    """The briefing's closing line about the previous day; empty when the user said nothing."""
    if day.items:
        counts = {kind: sum(1 for item in day.items if item.kind is kind) for kind in Kind}
        said = ", ".join(f"{n} {kind.value if n == 1 else _PLURAL[kind]}" for kind, n in counts.items() if n)
        return f"Learned: {said} — {REVIEW}"
    if day.messages:
        what = "message" if day.messages == 1 else f"{day.messages} messages"
        return f"Learned nothing from yesterday's {what} — {REVIEW}"
    return ""


def review_text(day: Day, label: str, tz: ZoneInfo) -> str:
    """The items of ``day`` one line each at their local time, then the messages that left
    nothing (where a miss shows); ``label`` is "yesterday" or "today"."""
    heading = f"{label[0].upper()}{label[1:]} ({local_date_text(day.start, tz)})"
    if not day.items and not day.messages:
        return f"{heading}: you told me nothing."
    lines = [f"{heading}, I learned:" if day.items else f"{heading}, I learned nothing."]
    lines += [f"• {_clock(item.at, tz)} {item.text}" for item in day.items]
    if day.unkept:
        lines.append("Nothing kept from:")
        lines += [f"• {_clock(event.at, tz)} “{_quote(event.text)}”" for event in day.unkept]
    return "\n".join(lines)


def _clock(when: datetime, tz: ZoneInfo) -> str:
    return f"{when.astimezone(tz):%H:%M}"


def _quote(text: str) -> str:
    flat = " ".join(text.split())
    return printable(flat if len(flat) <= QUOTE_LIMIT else flat[: QUOTE_LIMIT - 1].rstrip() + "…")


def _within(when: datetime, start: datetime, end: datetime) -> bool:
    return start <= when < end


def _from(name: str) -> str:
    return "" if name == CHAT_SOURCE else f" (from {name})"


def _claim_items(claims: list[Claim], start: datetime, end: datetime, tz: ZoneInfo) -> list[Item]:
    by_id = {claim.id: claim for claim in claims}
    items = []
    # One correction per fact per message: settling a conflict corrects every copy of the
    # wrong value at once, which the user made as one correction.
    corrected: dict[tuple[int | None, claim_rules.GroupKey], list[Claim]] = {}
    for claim in claims:
        if not _within(claim.observed_at, start, end):
            continue
        if claim.corrects is None:
            text = f"fact: {describe_claim(claim, tz)}{_from(claim.source.name)}"
            items.append(Item(claim.observed_at, Kind.FACT, text))
        else:
            corrected.setdefault((claim.source.event_id, claim_rules.group_key(claim)), []).append(claim)
    for group in corrected.values():
        new = group[-1]
        old = [by_id[c.corrects] for c in group if c.corrects in by_id]
        if new.correction_kind == "time":
            was = ", ".join(dict.fromkeys(f"from {describe_when(c.effective_from, tz, c.precision)}" for c in old))
        elif new.correction_kind == "subject":  # "it's Siobhan not Shivaun": the name was wrong
            was = ", ".join(dict.fromkeys(c.subject for c in old))
        else:
            was = ", ".join(dict.fromkeys(c.value for c in old))
        text = f"corrected: {describe_claim(new, tz)}" + (f" (was {was})" if was else "")
        items.append(Item(new.observed_at, Kind.CORRECTION, text))
    return items


def _commitment_items(
    commitments: list[tuple[CommitmentRecord, list[CommitmentVersion]]], start: datetime, end: datetime, tz: ZoneInfo
) -> list[Item]:
    items = []
    for record, versions in commitments:
        for index, version in enumerate(versions):
            if not _within(version.at, start, end):
                continue
            if index == 0:
                created = commitment_rules.fold(record, versions[:1])
                text = f"new commitment: {describe_commitment(created)} — due {describe_due(created.due, tz)}"
                items.append(Item(version.at, Kind.COMMITMENT, text + _from(record.source.name)))
                continue
            kind = Kind.CORRECTION if version.note == "correction" else Kind.CHANGE
            word = "corrected" if kind is Kind.CORRECTION else _STATUS_WORD.get(version.status, str(version.status))
            text = f"{word}: {commitment_rules.fold(record, versions[: index + 1]).action}"
            if version.action is not None:  # a rename: the name it had before too
                text = f"renamed: {commitment_rules.fold(record, versions[:index]).action} → {version.action}"
            if version.due is not None:
                was = commitment_rules.fold(record, versions[:index]).due
                text += f" — due {describe_due(version.due, tz)} (was {describe_due(was, tz)})"
            items.append(Item(version.at, kind, text))
    return items


def _episode_items(
    episodes: list[IssueEpisode], opened_by: dict[int, datetime], start: datetime, end: datetime
) -> list[Item]:
    items = []
    for episode in episodes:
        opened = opened_by.get(episode.source.event_id or 0)
        if opened is not None:
            detail = f" ({episode.detail})" if episode.detail else ""
            items.append(Item(opened, Kind.OPENED, f"issue opened: {episode.topic}{detail}"))
        if episode.resolved_at is not None and _within(episode.resolved_at, start, end):
            items.append(Item(episode.resolved_at, Kind.RESOLVED, f"issue resolved: {episode.topic}"))
    return items


def _kept_from(
    claims: list[Claim],
    commitments: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
    episodes: list[IssueEpisode],
) -> tuple[set[int], set[datetime]]:
    """The ids of the events something was stored from, and the times issues were resolved
    (an episode keeps no id of the message that resolved it, only that message's time)."""
    ids = {c.source.event_id for c in claims}
    ids |= {v.source.event_id for _, versions in commitments for v in versions}
    ids |= {e.source.event_id for e in episodes}
    return {i for i in ids if i is not None}, {e.resolved_at for e in episodes if e.resolved_at is not None}

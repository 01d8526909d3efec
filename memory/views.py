"""Templated answers to the chat commands that show what recap holds."""

from __future__ import annotations

import textwrap
from bisect import bisect_left
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import shortlist
from memory.answers_lines import name_key
from memory.derive import commitments_of
from memory.model import Commitment
from memory.phrasing import describe_commitment, describe_due, describe_when
from memory.service import Memory
from memory.store import User
from memory.summary import NO_MESSAGES, summarize
from memory.timefmt import local_date_text, local_time_text, zone
from memory.understanding.timex import DateSpec
from memory.words import normalize_key, unaccented

PREVIOUSLY_SLICES = 3
PREVIOUSLY_LOOKBACK = 10  # slices read per slice shown, at most
# characters of a slice's summary shown in "Previously…": a reminder of the day in one chat line, not
# its every message and state (the slice itself, /recap and questions hold the rest)
PREVIOUSLY_WIDTH = 200


async def previously(
    memory: Memory, user: User, now: datetime, *, exclude: str | None, limit: int = PREVIOUSLY_SLICES
) -> str:
    """'Previously…' — the latest slices with their local date and summary line."""
    tz = zone(user.timezone)
    # Slices where nothing was said (a morning briefing alone) are skipped, so look further back
    # than ``limit``: a quiet week of briefings must not hide the last conversations.
    lines = []
    for piece in await memory.store.latest_slices(user.id, limit * PREVIOUSLY_LOOKBACK + 1):
        if piece.id == exclude or piece.started_at > now:
            continue
        # An open slice has no summary yet; its messages so far stand in for one.
        summary = piece.summary or summarize(await memory.store.events_of_slice(user.id, piece.id), [])
        if summary != NO_MESSAGES:
            shown = textwrap.shorten(summary, PREVIOUSLY_WIDTH, placeholder=" …")
            lines.append(f"• {local_date_text(piece.started_at, tz)}: {shown}")
            if len(lines) == limit:
                break
    return "Previously…\n" + "\n".join(reversed(lines)) if lines else ""


async def due_text(
    memory: Memory,
    user: User,
    now: datetime,
    *,
    days: int = 7,
    overdue_only: bool = False,
    window: DateSpec | None = None,
    limit: int | None = shortlist.CHAT,
) -> str:
    """Overdue commitments, then those due in the next ``days`` (or in ``window``: "next week"):
    of each, the ``limit`` most recently overdue or soonest due (:mod:`memory.shortlist`)."""
    tz = zone(user.timezone)
    index = await _due_index(memory, user) if limit is not None else None
    if limit is not None and index is not None and (index.created is None or index.created <= now):
        late, overdue, soon, coming = _due_from_index(index, now, limit, overdue_only, window, days, tz)
    else:
        commitments = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now]
        late, overdue = shortlist.pick(
            (c for c in commitments if commitment_rules.is_overdue(c, now)), limit, shortlist.latest_due
        )
        if overdue_only:
            soon, coming = [], 0
        elif window is not None:
            start = max(now, window.start)
            within = (c for c in commitments if c.is_open and c.due and start <= c.due < window.end)
            soon, coming = shortlist.pick(within, limit, shortlist.soonest)
        else:
            soon, coming = shortlist.pick(
                commitment_rules.due_within(commitments, now, days, tz), limit, shortlist.soonest
            )
    lines = [f"• {describe_commitment(c)} — overdue since {describe_due(c.due, tz)}" for c in _by_due(late)]
    if overdue > len(late):
        lines.append(shortlist.more_line(overdue - len(late), "overdue, due earlier", shortlist.ALL_OPEN))
    lines += [f"• {describe_commitment(c)} — due {describe_due(c.due, tz)}" for c in _by_due(soon)]
    if coming > len(soon):
        lines.append(shortlist.more_line(coming - len(soon), "due later", shortlist.ALL_OPEN))
    if lines:
        return "\n".join(lines)
    if overdue_only:
        return "Nothing overdue."
    return f"Nothing due {_period(window, days, tz)}, and nothing overdue."


def _period(window: DateSpec | None, days: int, tz: ZoneInfo) -> str:
    """The time a due list covered, as the user can check it: "on Sun 13 December 2026" for a day
    said any way ("sunday", "tmrw", "the 13th"), the words and the days for a longer window ("next
    week (Mon 14 December 2026 to Sun 20 December 2026)")."""
    if window is None:
        return f"in the next {days} days"
    first, last = local_date_text(window.start, tz), local_date_text(window.end - timedelta(seconds=1), tz)
    if first == last:
        return f"on {first}"
    return f"{window.text} ({first} to {last})"


@dataclass(frozen=True)
class _DueIndex:
    """A user's open commitments with a due time, soonest first (:func:`memory.shortlist.soonest`),
    kept while their commitments stand: what is overdue at a moment, or due in a window, is a
    range of it found by bisection, not a pass over every commitment."""

    by_due: list[Commitment]
    dues: list[datetime]  # their due times, in that order
    created: datetime | None  # the latest creation of any of the user's commitments


async def _due_index(memory: Memory, user: User) -> _DueIndex | None:
    """``user``'s :class:`_DueIndex`, built again only once their commitments changed (None for
    a store that keeps nothing)."""
    store = memory.store
    if not hasattr(store, "cached"):
        return None

    async def build() -> list[_DueIndex]:
        everything = await commitments_of(store, user.id)
        dated = sorted((c for c in everything if c.is_open and c.due is not None), key=shortlist.soonest)
        created = max((c.created_at for c in everything), default=None)
        return [_DueIndex(dated, [c.due for c in dated if c.due is not None], created)]

    return (await store.cached("due index", user.id, None, build, ("commitments",)))[0]


def _due_from_index(
    index: _DueIndex, now: datetime, limit: int, overdue_only: bool, window: DateSpec | None, days: int, tz: ZoneInfo
) -> tuple[list[Commitment], int, list[Commitment], int]:
    """:func:`due_text`'s picks — the most recently overdue and how many are, the soonest due and
    how many are — from the index, when every commitment was made by ``now``: the same items as
    picking from all of them (each pick's key orders the index, or is the index's order reversed)."""
    by_due, dues = index.by_due, index.dues
    cut = bisect_left(dues, now)  # before it, what is overdue (open, due before now)
    first = max(0, cut - limit)
    if first < cut:
        # the most recently due by their timestamps (shortlist.latest_due): the last ``limit``
        # before the cut, and any before them due at the same timestamp as the first of them
        edge = by_due[first].due.timestamp()  # type: ignore[union-attr]  # every item has a due
        while first > 0 and by_due[first - 1].due.timestamp() == edge:  # type: ignore[union-attr]
            first -= 1
    late, _ = shortlist.pick(by_due[first:cut], limit, shortlist.latest_due)
    if overdue_only:
        return late, cut, [], 0
    if window is not None:
        start, end = max(now, window.start), window.end
    else:
        start, end = now, commitment_rules.end_of_local_day(now, days, tz)
    low = bisect_left(dues, start)
    high = max(low, bisect_left(dues, end))
    return late, cut, by_due[low : min(high, low + limit)], high - low


async def open_text(
    memory: Memory, user: User, now: datetime, *, limit: int | None = shortlist.CHAT, owner: str | None = None
) -> str:
    """Every open commitment (``owner``'s alone when given: "what's pending from my side"): the
    overdue, then the rest by due date, then the undated; past ``limit`` of them, the most urgent
    (:func:`memory.shortlist.urgency`) in that order."""
    tz = zone(user.timezone)
    everything = [
        c for c in await commitments_of(memory.store, user.id)
        if c.created_at <= now and c.is_open and (owner is None or c.owner == owner)
    ]
    commitments, total = shortlist.pick(everything, limit, shortlist.urgency(now))
    late = _by_due([c for c in commitments if commitment_rules.is_overdue(c, now)])
    dated = _by_due([c for c in commitments if c.due is not None and not commitment_rules.is_overdue(c, now)])
    lines = [f"• {describe_commitment(c)} — overdue since {describe_due(c.due, tz)}" for c in late]
    lines += [f"• {describe_commitment(c)} — due {describe_due(c.due, tz)}" for c in dated]
    lines += [f"• {describe_commitment(c)} — no due date" for c in commitments if c.due is None]
    if total > len(commitments):
        lines.append(shortlist.more_line(total - len(commitments), "open", shortlist.ALL_OPEN))
    return "\n".join(lines) if lines else "Nothing open: your list is clear."


def _by_due(commitments: list[Commitment]) -> list[Commitment]:
    """Earliest due first (:func:`memory.commitments.overdue`'s order)."""
    return sorted(commitments, key=shortlist.soonest)


def _name_as_typed(name: str) -> str:
    """A name's key with its title and accents dropped ("Mr Atayev" as "atayev", "Tomás" as "tomas")."""
    return name_key(unaccented(name))


async def history_text(memory: Memory, user: User, subject: str, now: datetime) -> str:
    """Every version of every fact about ``subject``, with its source and both clocks; for someone
    no fact is about, every version of the facts they are the value of ("Marisol is the head of
    guest services" keeps guest services' owner: Marisol's history is that)."""
    tz = zone(user.timezone)
    key = normalize_key(subject)
    claims = await memory.store.claims(user.id, key)
    if not claims:  # "/history Atayev" of "Mr Atayev", "/history tomas" of "Tomás": the one stored so
        spelt = claim_rules.subject_spelt(subject, await memory.store.claims(user.id), key=_name_as_typed)
        claims = await memory.store.claims(user.id, normalize_key(spelt)) if spelt else []
    held = [] if claims else [c for c in await memory.store.claims(user.id) if normalize_key(c.value) == key]
    if not claims and not held:
        return f"I hold nothing about {subject}."
    lines = [f"History of {claims[0].subject}:" if claims else f"History of {subject}, as held in:"]
    for claim, status in claim_rules.history(claims or held, now, tz=tz):
        scope = f" for {claim.scope}" if claim.scope else ""
        whose = f"{claim.subject} · " if held else ""
        effective = describe_when(claim.effective_from, tz, claim.precision) if claim.explicit_time else "undated"
        # effective_to is the exclusive end; people say "until" the last day it holds.
        last = claim.effective_to - timedelta(seconds=1) if claim.effective_to else None
        until = f" until {describe_when(last, tz)}" if last else ""
        lines.append(
            f"• {whose}{claim.predicate}{scope}: {claim.value} — effective {effective}{until}; {status}; "
            f"from {_source(claim.source.name)} (authority {claim.source.authority:g}), "
            f"recorded {local_time_text(claim.observed_at, tz)}"
        )
    return "\n".join(lines)


async def why_text(memory: Memory, user: User, subject: str, now: datetime) -> str:
    """The evidence behind the current view of ``subject``."""
    tz = zone(user.timezone)
    claims = await memory.store.claims(user.id, normalize_key(subject))
    views = [view for view in claim_rules.view_at(claims, now, tz=tz) if view.claims]
    if not views:  # "/why Maxi" of "I prefer Maxi for the night pressing": the facts Maxi is the value of
        views = await _views_holding(memory, user, subject, now)
    if not views:
        return f"I hold nothing current about {subject}."
    lines = []
    for view in views:
        scope = f" for {view.scope}" if view.scope else ""
        state = "sources disagree" if view.conflicting else ", ".join(view.values)
        lines.append(f"{view.subject} — {view.predicate}{scope}: {state}")
        for claim in view.evidence:
            event = await memory.store.event(claim.source.event_id) if claim.source.event_id else None
            quote = f": “{event.text}”" if event is not None else ""
            lines.append(
                f"  • {claim.value} — {_source(claim.source.name)}, {local_time_text(claim.observed_at, tz)}{quote}"
            )
    return "\n".join(lines)


async def _views_holding(memory: Memory, user: User, value: str, now: datetime) -> list[claim_rules.ClaimView]:
    """The current views whose value is ``value`` (for someone no fact is about, as
    :func:`history_text` reads them)."""
    key = normalize_key(value)
    everything = await memory.store.claims(user.id)
    subjects = {c.subject for c in everything if normalize_key(c.value) == key}
    held = [c for c in everything if c.subject in subjects]
    views = claim_rules.view_at(held, now, tz=zone(user.timezone))
    return [v for v in views if v.claims and key in {normalize_key(x) for x in v.values}]


def next_briefing_line(user: User) -> str:
    if user.next_briefing_at is None:
        return ""
    tz = zone(user.timezone)
    return f"Next briefing: {local_time_text(user.next_briefing_at, tz)} ({user.timezone})."


def _source(name: str) -> str:
    return "your message" if name == "chat" else name



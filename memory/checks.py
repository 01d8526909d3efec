"""The checks of a scenario file (spec/scenarios.md), each judged against what recap holds.

Every check returns ``(passed, got)``; ``got`` is what recap holds, in the shape of the
expectation, or None when recap holds nothing to compare (the check then fails, it never
raises).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from memory import briefing, recall
from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import episodes as episode_rules
from memory.derive import commitments_of
from memory.model import Commitment, EventKind
from memory.service import Memory
from memory.store import User
from memory.timefmt import from_iso, zone
from memory.words import content_words, normalize_key

Judge = Callable[[dict[str, Any], dict[str, Any], Memory, User, datetime], Awaitable[tuple[bool, Any]]]
_WORD = re.compile(r"[^\W_]+")


async def judge(
    kind: str, args: dict[str, Any], expect: dict[str, Any], memory: Memory, user: User, now: datetime
) -> tuple[bool, Any]:
    return await JUDGES[kind](args, expect, memory, user, now)


# -- comparisons ------------------------------------------------------------------------


def same_text(expected: Any, got: Any) -> bool:
    return got is not None and str(expected).strip().casefold() == str(got).strip().casefold()


def same_day(expected: Any, got: datetime | None, tz: ZoneInfo) -> bool:
    """Dates compare by calendar day in the user's timezone."""
    if got is None:
        return False
    return _as_day(expected, tz) == got.astimezone(tz).date()


def _as_day(value: Any, tz: ZoneInfo) -> date:
    if isinstance(value, datetime):
        return value.astimezone(tz).date() if value.tzinfo else value.date()
    if isinstance(value, date):
        return value
    text = str(value)
    return date.fromisoformat(text) if len(text) == 10 else from_iso(text).astimezone(tz).date()


def words_in(phrase: str, text: str) -> bool:
    """Every word of ``phrase`` occurs as a word of ``text`` (case-insensitive)."""
    have = {word.casefold() for word in _WORD.findall(text)}
    return all(word.casefold() in have for word in _WORD.findall(phrase))


def phrase_in(phrase: str, text: str) -> bool:
    """``phrase`` occurs in ``text``, ignoring case and runs of white space."""
    return " ".join(phrase.split()).casefold() in " ".join(text.split()).casefold()


def _day_end(value: Any, tz: ZoneInfo) -> datetime:
    """The last moment of an effective date, so that changes made that day count."""
    day = _as_day(value, tz)
    return datetime.combine(day + timedelta(days=1), time(), tzinfo=tz) - timedelta(microseconds=1)


# -- claims -----------------------------------------------------------------------------


SELF_SUBJECTS = frozenset({"i", "me", "myself", "user"})


def _subject(subject: Any, user: User) -> str:
    """The user may be named in a check as I, me or by their own name; recap files that under "me"."""
    text = str(subject)
    return "me" if normalize_key(text) in SELF_SUBJECTS | {normalize_key(user.name)} else text


async def _claims(memory: Memory, user: User, subject: str, now: datetime) -> list:
    return [c for c in await memory.store.claims(user.id, normalize_key(subject)) if c.observed_at <= now]


async def _current(args, expect, memory, user, now, *, at: datetime | None = None) -> tuple[bool, Any]:
    tz = zone(user.timezone)
    subject = _subject(args["subject"], user)
    claims = await _claims(memory, user, subject, now)
    view = claim_rules.find_view(claims, at or now, subject, str(args["predicate"]), args.get("scope"), tz=tz)
    if expect.get("none"):
        return view is None, None if view is None else {"values": list(view.values)}
    if view is None:
        return False, None
    statuses = claim_rules.statuses(claims, now, tz=tz)
    got: dict[str, Any] = {
        "value": view.value if not view.conflicting else None,
        "values": list(view.values),
        "effective_from": view.effective_from.astimezone(tz).date().isoformat(),
        "status": str(statuses.get(view.claims[0].id)),
    }
    passed = True
    if "values" in expect:
        passed &= sorted(v.casefold() for v in map(str, expect["values"])) == sorted(v.casefold() for v in view.values)
    if "value" in expect:
        passed &= not view.conflicting and same_text(expect["value"], view.value)
    if "effective_from" in expect:
        passed &= same_day(expect["effective_from"], view.effective_from, tz)
    if "status" in expect:
        passed &= same_text(expect["status"], got["status"])
    return passed, got


async def _as_of(args, expect, memory, user, now) -> tuple[bool, Any]:
    return await _current(args, expect, memory, user, now, at=_day_end(args["at"], zone(user.timezone)))


async def _claim_status(args, expect, memory, user, now) -> tuple[bool, Any]:
    subject = _subject(args["subject"], user)
    claims = await _claims(memory, user, subject, now)
    status = claim_rules.value_status(
        claims, now, subject, str(args["predicate"]), str(args["value"]), args.get("scope"),
        tz=zone(user.timezone),
    )
    got = None if status is None else str(status)
    return same_text(expect.get("status"), got), got


async def _conflicts(args, expect, memory, user, now) -> tuple[bool, Any]:
    claims = [c for c in await memory.store.claims(user.id) if c.observed_at <= now]
    subject = _subject(args["subject"], user) if args.get("subject") else None
    found = claim_rules.conflicts(claims, now, subject=subject, predicate=args.get("predicate"), tz=zone(user.timezone))
    values = sorted({value for view in found for value in view.values})
    passed = len(found) == int(expect.get("count", len(found)))
    if "values" in expect:
        passed &= sorted(v.casefold() for v in map(str, expect["values"])) == sorted(v.casefold() for v in values)
    return passed, {"count": len(found), "values": values}


# -- commitments and episodes -----------------------------------------------------------


async def _known_commitments(memory: Memory, user: User, now: datetime) -> list[Commitment]:
    return [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now]


async def _commitment(args, expect, memory, user, now) -> tuple[bool, Any]:
    tz = zone(user.timezone)
    found = commitment_rules.match(str(args["action"]), await _known_commitments(memory, user, now))
    if not found:
        return False, None
    commitment = found[-1]
    got = {
        "action": commitment.action,
        "status": str(commitment.status),
        "due": commitment.due.astimezone(tz).date().isoformat() if commitment.due else None,
        "original_due": commitment.original_due.astimezone(tz).date().isoformat() if commitment.original_due else None,
        "owner": commitment.owner,
    }
    passed = True
    if "status" in expect:
        passed &= same_text(expect["status"], got["status"])
    for key in ("due", "original_due"):
        if key in expect:
            passed &= same_day(expect[key], getattr(commitment, key), tz)
    if "owner" in expect:
        passed &= same_text(expect["owner"], commitment.owner) or (
            str(expect["owner"]).casefold() in ("me", "i", user.name.casefold()) and commitment.owner == "me"
        )
    return passed, got


async def _due(args, expect, memory, user, now) -> tuple[bool, Any]:
    commitments = await _known_commitments(memory, user, now)
    if args.get("overdue"):
        listed = commitment_rules.overdue(commitments, now)
    else:
        listed = commitment_rules.due_within(commitments, now, int(args.get("within_days", 7)), zone(user.timezone))
    actions = [c.action for c in listed]
    wanted = [str(action) for action in expect.get("actions", [])]
    matched = {
        index for want in wanted for index, c in enumerate(listed) if content_words(want) <= content_words(c.action)
    }
    passed = all(any(content_words(want) <= content_words(c.action) for c in listed) for want in wanted)
    if expect.get("only"):
        passed &= len(matched) == len(listed)
    return passed, {"actions": actions}


async def _episodes(args, expect, memory, user, now) -> tuple[bool, Any]:
    found = [e for e in episode_rules.match_topic(str(args["topic"]), await memory.store.episodes(user.id))
             if e.opened_at <= now]
    got = {"open": sum(1 for e in found if e.is_open), "total": len(found)}
    passed = all(int(expect[key]) == got[key] for key in ("open", "total") if key in expect)
    return passed, got


# -- briefings, recall, slices ----------------------------------------------------------


async def _briefing(args, expect, memory, user, now) -> tuple[bool, Any]:
    text = (await briefing.compose(memory, user, now)).text
    passed = all(words_in(str(phrase), text) for phrase in expect.get("contains", []))
    passed &= not any(phrase_in(str(phrase), text) for phrase in expect.get("excludes", []))
    return passed, text


async def _recall(args, expect, memory, user, now) -> tuple[bool, Any]:
    tz = zone(user.timezone)
    k = int(args.get("k", 5))
    hits = await recall.shallow_scan(
        memory.store, user, str(args["query"]), now, k=k, strands=await memory.store.strands(user.id)
    )
    got = [hit.slice.started_at.astimezone(tz).isoformat(timespec="minutes") for hit in hits[:k]]
    starts = {hit.slice.started_at.replace(second=0, microsecond=0) for hit in hits[:k]}
    passed = all(from_iso(str(_iso(want))).replace(second=0, microsecond=0) in starts for want in expect["slices"])
    return passed, got


def _iso(value: Any) -> str:
    return value.isoformat() if isinstance(value, datetime) else str(value)


async def _slices(args, expect, memory, user, now) -> tuple[bool, Any]:
    talked = {event.slice_id for event in await memory.store.events(user.id, kinds=[EventKind.MESSAGE])}
    pieces = [piece for piece in await memory.store.slices(user.id) if piece.id in talked]
    got = {"count": len(pieces), "open": sum(1 for piece in pieces if piece.status == "open")}
    passed = all(int(expect[key]) == got[key] for key in ("count", "open") if key in expect)
    return passed, got


async def _briefings_sent(args, expect, memory, user, now) -> tuple[bool, Any]:
    since = from_iso(_iso(args["since"])) if args.get("since") else None
    sent = [e.at for e in await memory.store.events(user.id, kinds=[EventKind.BRIEFING], since=since) if e.at <= now]
    tz = zone(user.timezone)
    got = {"count": len(sent), "at": [at.astimezone(tz).isoformat() for at in sent]}
    passed = "count" not in expect or int(expect["count"]) == len(sent)
    for want in expect.get("at", []):
        wanted = from_iso(_iso(want))
        passed &= any(abs(at - wanted) <= timedelta(minutes=5) for at in sent)
    return passed, got


JUDGES: dict[str, Judge] = {
    "current": _current,
    "as_of": _as_of,
    "claim_status": _claim_status,
    "conflicts": _conflicts,
    "commitment": _commitment,
    "due": _due,
    "episodes": _episodes,
    "briefing": _briefing,
    "recall": _recall,
    "slices": _slices,
    "briefings_sent": _briefings_sent,
}

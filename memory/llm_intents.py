"""What a model may extract from free text, and how it becomes the grammar's intents.

With a model configured, every plain message is also read by the model, which answers with
structured output in the shape of :class:`Extraction`: a flat list of items, each with a
``kind`` and the fields that kind needs. The dispatcher stores the validated items in the
message's event payload under ``"extracted"``; :class:`memory.derive.Deriver` turns them into
intents with :func:`to_intents` and applies those the grammar did not already find
(:func:`novel`). Replaying a timeline therefore re-reads the stored items and never asks a
model again.

Pure functions: no I/O, ``now`` (the message time) and the user's timezone are passed in.
Dates stay text in the items — ISO (``2026-04-01``, ``2026-04`` for a month) or the user's
own words ("next Friday") — and are resolved here with :func:`memory.understanding.timex.parse_date`,
so an item means the same thing on every replay.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from memory import understanding
from memory.model import Precision
from memory.understanding.timex import DateSpec, Prefer, parse_date
from memory.words import normalize_key, overlap

__all__ = [
    "ExtractedItem",
    "Extraction",
    "Kind",
    "json_schema",
    "novel",
    "parse_extraction",
    "resolve_date",
    "strict_schema",
    "to_intents",
]

MAX_ITEMS = 20
_TEXT = 300  # longest accepted field

Kind = Literal[
    "claim",
    "commitment",
    "commitment_moved",
    "commitment_done",
    "commitment_cancelled",
    "issue_opened",
    "issue_resolved",
    "date_correction",
    "value_correction",
]

# The fields each kind cannot do without.
REQUIRED: dict[str, tuple[str, ...]] = {
    "claim": ("subject", "predicate", "value"),
    "commitment": ("action", "due"),
    "commitment_moved": ("action", "due"),
    "commitment_done": ("action",),
    "commitment_cancelled": ("action",),
    "issue_opened": ("topic",),
    "issue_resolved": ("topic",),
    "date_correction": ("new_date",),
    "value_correction": ("subject", "predicate", "value"),
}

_Text = Field(default=None, max_length=_TEXT)


class ExtractedItem(BaseModel):
    """One thing the message states. Fields a kind does not use stay null."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    kind: Kind = Field(description="what the message states; see the field descriptions for which fields each uses")
    subject: str | None = Field(
        default=None, max_length=_TEXT, description="claim/value_correction: whose fact ('me' for the user)"
    )
    predicate: str | None = Field(
        default=None,
        max_length=_TEXT,
        description="claim/value_correction: the attribute, e.g. 'role', 'email', 'owner', 'preference'",
    )
    value: str | None = Field(default=None, max_length=_TEXT, description="claim/value_correction: the value")
    scope: str | None = Field(
        default=None, max_length=_TEXT, description="claim: the context it holds in ('for contract approvals')"
    )
    effective: str | None = Field(
        default=None, max_length=_TEXT, description="claim: date it became or becomes true, if the message says"
    )
    effective_now: bool | None = Field(
        default=None, description="claim: true when the message says it is true from now on ('is now', 'became')"
    )
    until: str | None = Field(default=None, max_length=_TEXT, description="claim: last date it holds, if temporary")
    action: str | None = Field(
        default=None, max_length=_TEXT, description="commitment*: the promised action, e.g. 'send Maya the deck'"
    )
    owner: str | None = Field(
        default=None, max_length=_TEXT, description="commitment: who will do it ('me' for the user)"
    )
    counterparty: str | None = Field(default=None, max_length=_TEXT, description="commitment: for whom, if named")
    due: str | None = Field(default=None, max_length=_TEXT, description="commitment/commitment_moved: the due date")
    topic: str | None = Field(
        default=None, max_length=_TEXT, description="issue_*: what is broken or fixed, e.g. 'VPN'"
    )
    detail: str | None = Field(default=None, max_length=_TEXT, description="issue_opened: what the user added")
    target: str | None = Field(
        default=None, max_length=_TEXT, description="date_correction: what is being re-dated, if named"
    )
    new_date: str | None = Field(default=None, max_length=_TEXT, description="date_correction: the right date")
    old_date: str | None = Field(
        default=None, max_length=_TEXT, description="date_correction: the wrong date, if named"
    )

    @model_validator(mode="after")
    def _has_what_its_kind_needs(self) -> ExtractedItem:
        missing = [name for name in REQUIRED[self.kind] if not getattr(self, name)]
        if missing:
            raise ValueError(f"a {self.kind} item needs {', '.join(missing)}")
        return self


class Extraction(BaseModel):
    """The model's whole answer: every item found in one message (often none)."""

    model_config = ConfigDict(extra="forbid")

    items: list[ExtractedItem] = Field(max_length=MAX_ITEMS)


_ITEM = TypeAdapter(ExtractedItem)
_DROPPED_KEYWORDS = {"default", "maxLength", "minLength", "maxItems", "minItems", "title"}


def json_schema() -> dict[str, Any]:
    """The schema sent as ``response_format``: strict-mode JSON Schema (every property
    required, nullable where optional, no additional properties). Length limits are checked
    by :func:`parse_extraction` instead, since strict mode refuses those keywords."""
    return strict_schema(Extraction.model_json_schema())


def strict_schema(node: Any) -> Any:
    """A pydantic JSON Schema made strict-mode friendly (see :func:`json_schema`)."""
    if isinstance(node, dict):
        out = {key: strict_schema(value) for key, value in node.items() if key not in _DROPPED_KEYWORDS}
        for mapping in ("properties", "$defs"):  # names, not keywords: keep every one
            if isinstance(node.get(mapping), dict):
                out[mapping] = {name: strict_schema(value) for name, value in node[mapping].items()}
        if out.get("type") == "object" and "properties" in out:
            out["required"] = list(out["properties"])
            out["additionalProperties"] = False
        return out
    if isinstance(node, list):
        return [strict_schema(value) for value in node]
    return node


def parse_extraction(content: str) -> list[dict[str, Any]]:
    """The validated items of a model's answer, as plain dicts without null fields.

    Raises :class:`pydantic.ValidationError` when the answer is not JSON or breaks the schema:
    an invalid answer is refused whole, never half-applied.
    """
    extraction = Extraction.model_validate_json(content)
    return [item.model_dump(exclude_none=True) for item in extraction.items]


# --------------------------------------------------------------------------- dates

_ISO_DATETIME = re.compile(r"^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}")
_ISO_MONTH = re.compile(r"^(\d{4})-(\d{2})$")
_FUTURE_WORDS = re.compile(r"\b(?:next|coming|tomorrow|in\s+\d+|in\s+(?:a|an|one|two|three)\b)", re.I)
_DAY_ONLY = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)$", re.I)
_FORTY_DAYS = 40 * 86400


def resolve_date(text: str | None, now: datetime, tz: ZoneInfo, prefer: Prefer) -> DateSpec | None:
    """A date as the model wrote it, resolved in the user's zone; None when it is not one.

    ISO dates and datetimes count by their local date, ``YYYY-MM`` is that whole month, and
    anything else is read by :func:`memory.understanding.timex.parse_date` as the user would mean it.
    """
    if not text:
        return None
    text = text.strip()
    if m := _ISO_DATETIME.match(text):
        text = m[1]
    elif (m := _ISO_MONTH.match(text)) and 1 <= int(m[2]) <= 12:
        text = f"{calendar.month_name[int(m[2])]} {m[1]}"
    return parse_date(text, now=now, tz=tz, prefer=prefer)


def _month_only(spec: DateSpec, tz: ZoneInfo) -> int | None:
    """The month number of a month given without a year ("March"), as the grammar reads it."""
    short = (spec.end - spec.start).total_seconds() < _FORTY_DAYS
    if spec.precision is Precision.MONTH and not spec.year_given and short:
        return spec.start.astimezone(tz).month
    return None


# --------------------------------------------------------------------------- intents


def _person(name: str | None) -> str | None:
    if name is None:
        return None
    return "me" if name.strip().lower() in ("i", "me", "my", "myself", "user", "the user") else name.strip()


def to_intents(items: Iterable[Mapping[str, Any]], now: datetime, tz: ZoneInfo) -> list[understanding.Intent]:
    """The grammar intents for stored items, in order. Items that no longer validate (a
    hand-edited file) or whose needed date does not resolve are skipped, never guessed."""
    intents: list[understanding.Intent] = []
    for raw in items:
        try:
            item = _ITEM.validate_python(dict(raw))
        except (ValidationError, TypeError, ValueError):
            continue
        intent = _intent(item, now, tz)
        if intent is not None and intent not in intents:
            intents.append(intent)
    return intents


def _intent(item: ExtractedItem, now: datetime, tz: ZoneInfo) -> understanding.Intent | None:
    match item.kind:
        case "claim":
            assert item.subject and item.predicate and item.value
            prefer: Prefer = "future" if item.effective and _FUTURE_WORDS.search(item.effective) else "past"
            predicate = item.predicate.lower()
            return understanding.StateClaim(
                subject=_person(item.subject) or item.subject,
                predicate=predicate,
                value=item.value,
                scope=item.scope or None,
                effective=resolve_date(item.effective, now, tz, prefer),
                explicit_now=bool(item.effective_now),
                until=resolve_date(item.until, now, tz, "future"),
                preference=predicate == "preference",
            )
        case "commitment":
            assert item.action
            due = resolve_date(item.due, now, tz, "future")
            if due is None:
                return None
            return understanding.NewCommitment(
                action=item.action,
                owner=_person(item.owner) or "me",
                counterparty=_person(item.counterparty),
                due=due,
            )
        case "commitment_moved":
            assert item.action
            due = resolve_date(item.due, now, tz, "future")
            return understanding.MoveCommitment(action=item.action, due=due) if due is not None else None
        case "commitment_done":
            assert item.action
            # A model reads completions into chatter ("I finished lunch"): applied only when it
            # matches an open commitment, like the grammar's plain past-tense reports.
            return understanding.CompleteCommitment(action=item.action, past_tense=True)
        case "commitment_cancelled":
            assert item.action
            return understanding.CancelCommitment(action=item.action)
        case "issue_opened":
            assert item.topic
            return understanding.OpenEpisode(topic=item.topic, detail=item.detail or "")
        case "issue_resolved":
            assert item.topic
            return understanding.ResolveEpisode(topic=item.topic)
        case "date_correction":
            return _correct_time(item, now, tz)
        case "value_correction":
            assert item.subject and item.predicate and item.value
            return understanding.CorrectValue(
                subject=_person(item.subject) or item.subject,
                predicate=item.predicate.lower(),
                value=item.value,
                scope=item.scope or None,
            )
    return None


def _correct_time(item: ExtractedItem, now: datetime, tz: ZoneInfo) -> understanding.CorrectTime | None:
    assert item.new_date
    new = resolve_date(item.new_date, now, tz, "past")
    day = _DAY_ONLY.match(item.new_date.strip())
    if new is None and day is None:
        return None
    text = re.sub(r"^(?:in|on|at|from|by)\s+", "", item.new_date.strip(), flags=re.I)
    return understanding.CorrectTime(
        new_text=text,
        new=new,
        month_only=_month_only(new, tz) if new is not None else None,
        target=item.target or None,
        old=resolve_date(item.old_date, now, tz, "past"),
        day_only=int(day["d"]) if day else None,
    )


# --------------------------------------------------------------------------- merging

_CHANGES = (understanding.MoveCommitment, understanding.CompleteCommitment, understanding.CancelCommitment)
_CORRECTIONS = (understanding.CorrectTime, understanding.CorrectValue)
_SAME_ACTION = 0.5


def novel(
    found: Sequence[understanding.Intent], extracted: Iterable[understanding.Intent]
) -> list[understanding.Intent]:
    """The extracted intents that say something the grammar's ``found`` intents do not.

    The grammar wins wherever both read the same thing, so a message in a documented form
    means exactly what it meant without a model and no fact is applied twice: a claim is
    covered by a claim (or value correction) on the same subject, predicate and scope; a
    commitment by one with the same action; a change to a commitment by any change naming the
    same action; an issue by any intent on the same topic; a correction by any correction.
    """
    kept: list[understanding.Intent] = []
    for intent in extracted:
        if not any(_covers(known, intent) for known in [*found, *kept]):
            kept.append(intent)
    return kept


def _claim_key(intent: understanding.StateClaim | understanding.CorrectValue) -> tuple[str, str, str]:
    return normalize_key(intent.subject), normalize_key(intent.predicate), normalize_key(intent.scope or "")


def _same_action(a: str, b: str) -> bool:
    return max(overlap(a, b), overlap(b, a)) >= _SAME_ACTION or normalize_key(a) == normalize_key(b)


def _covers(known: understanding.Intent, new: understanding.Intent) -> bool:
    match new:
        case understanding.StateClaim():
            same_kind = isinstance(known, understanding.StateClaim | understanding.CorrectValue)
            return same_kind and _claim_key(known) == _claim_key(new)
        case understanding.NewCommitment():
            return isinstance(known, understanding.NewCommitment) and _same_action(known.action, new.action)
        case understanding.MoveCommitment() | understanding.CompleteCommitment() | understanding.CancelCommitment():
            return isinstance(known, _CHANGES) and _same_action(known.action, new.action)
        case understanding.OpenEpisode() | understanding.ResolveEpisode():
            return isinstance(known, understanding.OpenEpisode | understanding.ResolveEpisode) and (
                normalize_key(known.topic) == normalize_key(new.topic) or _same_action(known.topic, new.topic)
            )
        case understanding.CorrectValue():
            if isinstance(known, understanding.StateClaim):
                return _claim_key(known) == _claim_key(new)
            return isinstance(known, _CORRECTIONS)
        case understanding.CorrectTime():
            return isinstance(known, _CORRECTIONS)
    return False

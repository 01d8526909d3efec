"""The understanding corpus (tests/fixtures/understanding/README.md): its files parsed and
validated, and the judge that compares what a case expects with what recap stored.

Pure apart from reading the YAML files: :func:`changes` diffs two :class:`Snapshot` values of
one user's memory, and :func:`judge` turns the changes, whether recap asked, and its reply
into a :class:`Verdict`. Running the cases through the bot is :mod:`bot.understanding_bench`.

Actions and values match when their content words (:func:`memory.words.content_words`) are
the same; topics when one's content words hold the other's; subjects, owners and
counterparties by :func:`memory.words.normalize_key`.

Outcomes partition the cases:

- ``right``: every expectation met and nothing else stored (for ``ask: true``: asked and
  stored nothing; for a question: answered as expected and stored nothing; for ``nothing``:
  stored nothing and asked nothing);
- ``wrong``: something stored that the case does not expect;
- ``missed``: an expectation unmet, nothing wrong stored, nothing asked (a wrong answer too);
- ``asked``: recap asked the user when the case did not want a question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, tzinfo
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from memory.claims import same_predicate
from memory.model import Claim, Commitment, CommitmentStatus, IssueEpisode
from memory.timefmt import zone
from memory.words import content_words, normalize_key

__all__ = [
    "OUTCOMES",
    "Case",
    "Change",
    "CorpusError",
    "Expect",
    "Snapshot",
    "Verdict",
    "changes",
    "judge",
    "load",
]

Outcome = Literal["right", "wrong", "missed", "asked"]
OUTCOMES: tuple[Outcome, ...] = ("right", "wrong", "missed", "asked")

_MINUTE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$")


class CorpusError(ValueError):
    """An invalid corpus file; the message names the file, the case and the reason."""


# -- the file format ----------------------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


def _text(value: Any) -> Any:
    """YAML reads `no`, `yes`, `on` as booleans: refuse them rather than guess the words."""
    if isinstance(value, bool):
        raise ValueError("YAML read this as true/false; put the words in quotes")
    return str(value) if isinstance(value, int | float) else value


def _texts(value: Any) -> Any:
    """A list of words (each as :func:`_text`), or the value for pydantic to refuse."""
    return [_text(v) for v in value] if isinstance(value, list) else _text(value)


def _due(value: Any) -> Any:
    """A local date (``YYYY-MM-DD``) or a local minute (``YYYY-MM-DDTHH:MM``), kept as text."""
    if value is None:
        return None
    if isinstance(value, datetime):
        if value.tzinfo is not None or value.second or value.microsecond:
            raise ValueError("a due time is the local minute YYYY-MM-DDTHH:MM, without an offset")
        return f"{value:%Y-%m-%dT%H:%M}"
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, str) and _MINUTE.match(value):
        datetime.fromisoformat(value)  # a real day and time, or ValueError
        return value
    if isinstance(value, str):
        return date.fromisoformat(value).isoformat()
    raise ValueError("a due is YYYY-MM-DD or YYYY-MM-DDTHH:MM")


class ExpectedMove(_Strict):
    action: str | list[str]
    due: str

    @field_validator("due", mode="before")
    @classmethod
    def _dues(cls, value: Any) -> Any:
        return _due(value)

    @field_validator("action", mode="before")
    @classmethod
    def _action(cls, value: Any) -> Any:
        return _texts(value)


class ExpectedCommitment(ExpectedMove):
    """A new commitment: a move's action and due (here optional), with its owner and counterparty."""

    due: str | None = None
    owner: str = "me"
    counterparty: str | None = None

    @field_validator("owner", "counterparty", mode="before")
    @classmethod
    def _texts(cls, value: Any) -> Any:
        return _text(value)


class ExpectedFact(_Strict):
    subject: str
    predicate: str
    value: str
    since: date | None = Field(default=None, alias="from")
    scope: str | None = None

    @field_validator("subject", "predicate", "value", "scope", mode="before")
    @classmethod
    def _texts(cls, value: Any) -> Any:
        return _text(value)


class Expect(_Strict):
    commitments: list[ExpectedCommitment] = Field(default_factory=list)
    completed: list[str | list[str]] = Field(default_factory=list)
    cancelled: list[str | list[str]] = Field(default_factory=list)
    moved: list[ExpectedMove] = Field(default_factory=list)
    facts: list[ExpectedFact] = Field(default_factory=list)
    corrected: list[ExpectedFact] = Field(default_factory=list)
    opened: list[str] = Field(default_factory=list)
    resolved: list[str] = Field(default_factory=list)
    answer: list[str] | None = None
    answer_excludes: list[str] = Field(default_factory=list)
    ask: bool = False

    @field_validator("completed", "cancelled", "opened", "resolved", "answer", "answer_excludes", mode="before")
    @classmethod
    def _texts(cls, value: Any) -> Any:
        return [_texts(v) for v in value] if isinstance(value, list) else value

    @property
    def stores(self) -> bool:
        return bool(
            self.commitments or self.completed or self.cancelled or self.moved or self.facts or self.corrected
            or self.opened or self.resolved
        )

    @model_validator(mode="after")
    def _one_kind(self) -> Expect:
        if self.answer_excludes and self.answer is None:
            raise ValueError("answer_excludes goes with answer")
        if self.answer is not None and not self.answer:
            raise ValueError("answer lists at least one substring the reply must contain")
        kinds = [name for name, present in (("answer", self.answer is not None), ("ask", self.ask),
                                             ("changes", self.stores)) if present]
        if len(kinds) > 1:
            raise ValueError(f"a case expects changes, an answer or an ask, not {' and '.join(kinds)}")
        return self


class Case(_Strict):
    say: str
    before: list[str] = Field(default_factory=list)
    now: datetime
    timezone: str
    expect: Expect
    # Where the case came from, filled in by :func:`load`.
    file: str = ""
    category: str = ""
    index: int = 0

    @field_validator("say", mode="before")
    @classmethod
    def _say(cls, value: Any) -> Any:
        return _text(value)

    @field_validator("before", mode="before")
    @classmethod
    def _before(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else _texts(value)

    @field_validator("expect", mode="before")
    @classmethod
    def _nothing(cls, value: Any) -> Any:
        if value == "nothing" or value is None:
            return {}
        if isinstance(value, str):
            raise ValueError(f"expect is `nothing` or a mapping, not {value!r}")
        return value

    @field_validator("now")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError("now needs its offset, e.g. 2026-11-30T08:10:00-05:00")
        return value

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        zone(value)
        return value

    @property
    def tz(self) -> tzinfo:
        return zone(self.timezone)


def load(path: Path) -> list[Case]:
    """The cases of one corpus file, each with the file's defaults applied; CorpusError names
    the file, the case (numbered from 1) and the reason."""
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise CorpusError(f"{path}: cannot read: {error}") from error
    if not isinstance(raw, dict) or not isinstance(raw.get("cases"), list):
        raise CorpusError(f"{path}: a corpus file is a mapping with `cases:` (a list) and optional now, timezone")
    unknown = set(raw) - {"now", "timezone", "cases"}
    if unknown:
        raise CorpusError(f"{path}: unknown top-level key(s) {sorted(unknown)}; known: now, timezone, cases")
    defaults = {key: raw[key] for key in ("now", "timezone") if key in raw}
    cases = []
    for number, item in enumerate(raw["cases"], start=1):
        if not isinstance(item, dict):
            raise CorpusError(f"{path}: case {number}: a case is a mapping with say and expect")
        try:
            case = Case.model_validate(defaults | item)
        except ValidationError as error:
            raise CorpusError(f"{path}: case {number}: {_describe(error)}") from error
        cases.append(case.model_copy(update={"file": path.name, "category": path.stem, "index": number}))
    return cases


def _describe(error: ValidationError) -> str:
    reasons = []
    for problem in error.errors():
        # Drop pydantic's union-branch names ("str", "list[str]") from the location.
        where = ".".join(str(part) for part in problem["loc"] if not str(part).startswith(("str", "list[", "function")))
        reasons.append(f"{where or 'case'}: {problem['msg']}")
    return "; ".join(dict.fromkeys(reasons))


# -- what changed ---------------------------------------------------------------------


@dataclass(frozen=True)
class Snapshot:
    """One user's derived memory at a moment: everything a message can change."""

    commitments: tuple[Commitment, ...] = ()
    claims: tuple[Claim, ...] = ()
    episodes: tuple[IssueEpisode, ...] = ()


ChangeKind = Literal[
    "commitment", "completed", "cancelled", "moved", "status", "fact", "corrected", "opened", "resolved", "updated"
]


@dataclass(frozen=True)
class Change:
    """One thing a message stored. ``item`` is the commitment (current state), claim or
    episode it concerns."""

    kind: ChangeKind
    item: Commitment | Claim | IssueEpisode

    def describe(self, tz: tzinfo) -> str:
        item = self.item
        match item:
            case Commitment():
                if self.kind == "commitment":
                    who = "" if item.owner == "me" else f", owner {item.owner}"
                    towards = f", for {item.counterparty}" if item.counterparty else ""
                    return f"new commitment: {item.action!r}, due {_local_due(item.due, tz)}{who}{towards}"
                if self.kind == "moved":
                    return f"moved: {item.action!r} to {_local_due(item.due, tz)}"
                return f"{self.kind}: {item.action!r}" + (f" ({item.status})" if self.kind == "status" else "")
            case Claim():
                scope = f" [{item.scope}]" if item.scope else ""
                since = f" from {item.effective_from.astimezone(tz).date()}" if item.explicit_time else ""
                return f"{self.kind}: {item.subject} · {item.predicate}{scope} = {item.value!r}{since}"
            case IssueEpisode():
                return f"{self.kind} issue: {item.topic!r}"


def _local_due(due: datetime | None, tz: tzinfo) -> str:
    if due is None:
        return "none"
    local = due.astimezone(tz)
    return f"{local:%Y-%m-%d}" if (local.hour, local.minute) == (23, 59) else f"{local:%Y-%m-%dT%H:%M}"


def changes(before: Snapshot, after: Snapshot) -> list[Change]:
    """What ``after`` holds that ``before`` did not: new or changed commitments, new claim
    versions, opened, resolved or otherwise changed issue episodes."""
    found: list[Change] = []
    earlier_commitments = {c.id: c for c in before.commitments}
    for commitment in after.commitments:
        old = earlier_commitments.get(commitment.id)
        if old is None:
            found.append(Change("commitment", commitment))
        elif commitment.status != old.status and commitment.status is CommitmentStatus.COMPLETED:
            found.append(Change("completed", commitment))
        elif commitment.status != old.status and commitment.status is CommitmentStatus.CANCELLED:
            found.append(Change("cancelled", commitment))
        elif commitment.due != old.due:
            found.append(Change("moved", commitment))
        elif commitment.status != old.status:
            found.append(Change("status", commitment))
    known_claims = {c.id for c in before.claims}
    for claim in after.claims:
        if claim.id not in known_claims:
            found.append(Change("corrected" if claim.corrects is not None else "fact", claim))
    earlier_episodes = {e.id: e for e in before.episodes}
    for episode in after.episodes:
        old_episode = earlier_episodes.get(episode.id)
        if old_episode is None:
            found.append(Change("opened", episode))
        elif old_episode.resolved_at is None and episode.resolved_at is not None:
            found.append(Change("resolved", episode))
        elif old_episode != episode:
            found.append(Change("updated", episode))
    return found


# -- judging --------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    got: list[str] = field(default_factory=list)  # what was stored, described; or what was asked

    @property
    def right(self) -> bool:
        return self.outcome == "right"


def _said(excluded: str, reply: str) -> bool:
    """Whether ``reply`` holds ``excluded`` from the start of a word: "CTO" is not in "October",
    "lease" is in "leases"."""
    return re.search(r"(?<!\w)" + re.escape(excluded), reply) is not None


def judge(case: Case, stored: Sequence[Change], *, asks: Sequence[str], reply: str) -> Verdict:
    """The outcome of one case from the changes its ``say`` made, what recap asked, and its reply."""
    tz = case.tz
    expect = case.expect
    got = [change.describe(tz) for change in stored] + [f"asked: {ask}" for ask in asks]
    if expect.stores:
        unmet, extra = _match(expect, list(stored), tz)
        if extra:
            return Verdict("wrong", got)
        if unmet:
            return Verdict("asked" if asks else "missed", got or ["nothing stored"])
        return Verdict("right", got)
    if stored:
        return Verdict("wrong", got)
    got = got or ["nothing stored"]
    if expect.answer is not None:
        folded = reply.casefold()
        answered = all(s.casefold() in folded for s in expect.answer) and not any(
            _said(s.casefold(), folded) for s in expect.answer_excludes
        )
        return Verdict("right" if answered else "asked" if asks else "missed", got)
    if expect.ask:
        return Verdict("right" if asks else "missed", got)
    return Verdict("asked" if asks else "right", got)


def _match(expect: Expect, stored: list[Change], tz: tzinfo) -> tuple[list[Any], list[Change]]:
    """(the expectations no change met, the changes no expectation explains)."""
    wanted: list[tuple[Any, ChangeKind]] = [
        *((e, "commitment") for e in expect.commitments),
        *((e, "completed") for e in expect.completed),
        *((e, "cancelled") for e in expect.cancelled),
        *((e, "moved") for e in expect.moved),
        *((e, "fact") for e in expect.facts),
        *((e, "corrected") for e in expect.corrected),
        *((e, "opened") for e in expect.opened),
        *((e, "resolved") for e in expect.resolved),
    ]
    left = list(stored)
    unmet = []
    for expected, kind in wanted:
        fits = [change for change in left if change.kind == kind and _fits(expected, change.item, tz)]
        if not fits:
            unmet.append(expected)
            continue
        # One expected fact may be stored as several identical versions (a correction writes one
        # per claim it corrects); copies of the same change are one change, anything else is not.
        taken = fits if kind in ("fact", "corrected") else fits[:1]
        left = [change for change in left if change not in taken]
    return unmet, left


def _fits(expected: Any, item: Commitment | Claim | IssueEpisode, tz: tzinfo) -> bool:
    match expected, item:
        case ExpectedCommitment(), Commitment():
            return (
                _same_new_action(expected, item.action)
                and _same_due(expected.due, item.due, tz)
                and normalize_key(expected.owner) == normalize_key(item.owner)
                and _same_counterparty(expected.counterparty, item)
            )
        case ExpectedMove(), Commitment():
            return _names_commitment(expected.action, item) and _same_due(expected.due, item.due, tz)
        case str() | list(), Commitment():
            return _names_commitment(expected, item)
        case ExpectedFact(), Claim():
            return (
                normalize_key(expected.subject) == normalize_key(item.subject)
                and _same_predicate(expected.predicate, item.predicate)
                and _same_words(expected.value, item.value)
                and (expected.since is None or item.effective_from.astimezone(tz).date() == expected.since)
                and (expected.scope is None or _same_words(expected.scope, item.scope or ""))
            )
        case str(), IssueEpisode():
            return _same_topic(expected, item.topic)
    return False


def _same_words(a: str, b: str) -> bool:
    return content_words(a) == content_words(b)


def _same_topic(expected: str, stored: str) -> bool:
    """Topics are named loosely ("jira" for "jira login"): one's content words hold the other's."""
    a, b = content_words(expected), content_words(stored)
    return bool(a and b) and (a <= b or b <= a)


def _same_action(expected: str | list[str], stored: str) -> bool:
    options = [expected] if isinstance(expected, str) else expected
    return any(_same_words(option, stored) for option in options)


def _same_new_action(expected: ExpectedCommitment, stored: str) -> bool:
    """The expected action, or it with the expected counterparty named in it ("send the certs"
    for Fraser kept as "send the certs to Fraser" or "send Fraser the certs"): the bench takes a
    person the stored action names as its counterparty (:func:`_same_counterparty`), so the same
    person's name in the action is no other action."""
    if _same_action(expected.action, stored):
        return True
    if expected.counterparty is None:
        return False
    held = content_words(stored)
    options = [expected.action] if isinstance(expected.action, str) else expected.action
    return any(content_words(option) | content_words(expected.counterparty) == held for option in options)


def _names_commitment(expected: str | list[str], item: Commitment) -> bool:
    """Whether ``expected`` names the commitment ``item`` that was completed, cancelled or moved:
    its action, or its action with its counterparty ("send the photos to Laleh" names the to-do
    kept as "send the photos" for Laleh), as :func:`_same_counterparty` takes a person either way."""
    if _same_action(expected, item.action):
        return True
    if (undirected := _without_named_recipient(item.action)) and _same_action(expected, undirected):
        return True
    if item.counterparty is None:
        return False
    held = content_words(item.action) | content_words(item.counterparty)
    options = [expected] if isinstance(expected, str) else expected
    return any(content_words(option) == held for option in options)


_TRAILING_RECIPIENT = re.compile(r"\s+(?:to|for)\s+(?P<name>\S+(?:\s+\S+)?)$")


def _without_named_recipient(action: str) -> str | None:
    """``action`` without the named person it ends by being directed at ("send the manifest to
    Renata" → "send the manifest"), or None: a label may name a to-do without the person it is
    only directed at, as it may name it with its counterparty."""
    found = _TRAILING_RECIPIENT.search(action)
    if found is None or not all(word[0].isupper() for word in found["name"].split()):
        return None
    return action[: found.start()]


def _same_name(expected: str | None, stored: str | None) -> bool:
    if expected is None or stored is None:
        return expected is None and stored is None
    return normalize_key(expected) == normalize_key(stored)


def _same_counterparty(expected: str | None, item: Commitment) -> bool:
    """The same person, or none on one side while the stored action itself names the other's
    person ("send the memo to Gretchen"): corpora differ on whether a person the action is only
    directed at is also its counterparty, and the stored change says the same either way."""
    if _same_name(expected, item.counterparty):
        return True
    named = expected if item.counterparty is None else item.counterparty if expected is None else None
    return named is not None and content_words(named) <= content_words(item.action)


def _same_predicate(expected: str, stored: str) -> bool:
    """The same words, or names recap keeps as one attribute (:data:`memory.claims.SAME_PREDICATE`:
    "number" is a phone)."""
    return _same_words(expected, stored) or normalize_key(stored) in same_predicate(expected)


def _same_due(expected: str | None, stored: datetime | None, tz: tzinfo) -> bool:
    if expected is None or stored is None:
        return expected is None and stored is None
    local = stored.astimezone(tz)
    if _MINUTE.match(expected):
        return f"{local:%Y-%m-%dT%H:%M}" == expected
    return local.date().isoformat() == expected

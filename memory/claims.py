"""The temporal claims engine: which version of a fact holds when, and why.

Pure logic. Every function takes the claims of ONE user (a list of :class:`Claim`, in any
order) and returns values; nothing is stored and statuses are never written back. Given the
same claims the answer is the same, whatever order they arrived in (``recap rebuild`` relies
on that). A group's versions do not depend on the instant asked about, so each group is
analysed once per set of Claim objects and shared by every query until one of its claims
changes (:func:`_group_versions`): a question asks ``view_at``, ``changes_between`` and
``statuses`` of groups that grow with the history.

Claims are grouped by ``(normalize_key(subject), normalize_key(predicate),
normalize_key(scope or ""))``. Within a group:

* **Corrections.** A claim whose ``corrects`` names another claim of the list makes that
  claim ``corrected``: it leaves every view; the correcting claim takes its place.
* **Stale.** A ``quoted`` claim is ``stale``. So is a claim without ``explicit_time`` whose
  value was held earlier and, at the claim's own time, has been replaced by another value
  (a copied template, a quote of the old state). Stale claims never revive a value.
* **Versions.** The remaining claims, ordered by effective time (then observed time), form
  versions: consecutive claims with the same value are one version (corroboration) and
  share its status. The version holding at instant T is the latest one whose start is
  <= T and whose own end (the earliest ``effective_to`` among its claims) is after T — so
  when a temporary version ends, the version before it holds again.
* **Conflicts.** Two claims with different values whose effective times fall in the same
  period (the same local day, or the coarser precision of the two), at least one of them
  with ``explicit_time``, are one *conflicting* version: the view shows every value ranked by
  source authority. A later version resolves the conflict. Exception ("sequenced"): when
  the claim observed first has no explicit time, or the claim observed later is of coarser
  precision ("it was March"), they are not a conflict: the later-observed claim is the
  change and is ordered after the other ("Maya is VP" said on 2 March, then "her change to
  COO was in March" → COO from March, after that 2 March statement).
* **Statuses at now.** The holding version is ``current`` (``uncertain`` when none of its
  claims has an explicit time; ``conflicting`` when it holds several values). A version
  not yet started is ``current`` (or ``conflicting``) but absent from the current view. A
  version replaced by a later version that started before its own end is ``superseded``;
  one that ended on its own ``effective_to`` is ``historical``.

Calendar periods depend on the user's timezone: pass ``tz`` (a ``tzinfo`` or IANA name;
UTC by default).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, tzinfo
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Any, Protocol, TypeVar
from zoneinfo import ZoneInfo

from cachetools import LRUCache

from memory.model import CHAT_SOURCE, Claim, ClaimStatus, Epistemic, Precision, Source
from memory.words import content_words, normalize_key, overlap, unaccented_key

__all__ = [
    "Analysis",
    "Change",
    "ChangeKind",
    "ClaimView",
    "GroupKey",
    "Preference",
    "PreferenceStrength",
    "analysed",
    "changes_between",
    "conflicts",
    "correction",
    "correction_target",
    "find_view",
    "group_key",
    "history",
    "news_analysis",
    "preference_summary",
    "refinements",
    "statuses",
    "value_status",
    "view_at",
]

GroupKey = tuple[str, str, str]
TzLike = tzinfo | str

_PRECISION_RANK = {Precision.INSTANT: 0, Precision.DAY: 1, Precision.MONTH: 2, Precision.YEAR: 3}
_BY_RANK = {rank: precision for precision, rank in _PRECISION_RANK.items()}
_TINY = timedelta(microseconds=1)
CORRECTION_WORDS_THRESHOLD = 0.5

# What the user may call an attribute, and what recap may have stored it as ("title" -> "role").
SAME_PREDICATE = (
    frozenset({"role", "title", "position", "job", "job title"}),
    frozenset({"phone", "number", "phone number", "mobile", "cell", "num", "contact number", "whatsapp",
               # one of them named by its kind, which recap stores as the phone: "what's my work phone"
               "work phone", "work number", "work mobile", "mobile number", "home phone", "home number"}),
    frozenset({"email", "email address", "e-mail", "work email", "personal email", "work email address"}),
    frozenset({"address", "home address", "postal address"}),
    frozenset({"manager", "boss", "line manager", "reports to", "supervisor"}),
    frozenset({"location", "base", "city", "home"}),
    frozenset({"owner", "lead", "head"}),
    # where someone works: "Lucía works at the hospital" (employer), "Lucía's workplace is the hospital"
    frozenset({"employer", "workplace", "company"}),
)


# What a correction may call the change of an attribute ("the promotion was october, not
# november", "the move was in may"): the event's nouns and verbs name the attribute as its own
# names do (:data:`SAME_PREDICATE`).
CHANGE_WORDS = {
    "role": "promotion promoted demotion demoted appointment appointed",
    "location": "move moved relocation relocated",
    "address": "move moved",
    "employer": "hire hired joined new job",
    "salary": "raise rise",
}


def named_by(claim: Claim) -> str:
    """Every word a user may name ``claim`` by: its subject, attribute (and the attribute's other
    names and the words for its change), value and scope."""
    names = same_predicate(claim.predicate)
    changes = (CHANGE_WORDS.get(name, "") for name in names)
    return " ".join(filter(None, (claim.subject, claim.predicate, *names, *changes, claim.value, claim.scope)))


def subject_spelt(subject: str, claims: Iterable[Claim], key: Callable[[str], str] = unaccented_key) -> str | None:
    """The one subject of ``claims`` that ``subject`` names when both are read by ``key`` (by
    default with their accents dropped: "tomas" of "Tomás"), else None: a name typed otherwise than
    it was stored is still that person, never a second one beside them."""
    wanted = key(subject)
    spelt = {c.subject for c in claims if key(c.subject) == wanted}
    return spelt.pop() if len(spelt) == 1 else None


def same_predicate(predicate: str) -> frozenset[str]:
    """The names of the attribute ``predicate`` names (itself alone when it has no others)."""
    key = normalize_key(predicate)
    return next((group for group in SAME_PREDICATE if key in group), frozenset({key}))


# --------------------------------------------------------------------------- public types


@dataclass(frozen=True)
class ClaimView:
    """What holds for one (subject, predicate, scope) at an instant.

    ``claims`` has one claim per value, ranked by source authority (highest first): one
    claim normally, several when the version is conflicting. ``evidence`` is every claim of
    the holding version (corroborations included), oldest observed first.
    ``effective_from`` is when the version began (the earliest effective_from of its
    claims); ``effective_to`` its own end, if any.
    """

    subject: str
    predicate: str
    scope: str | None
    claims: tuple[Claim, ...]
    evidence: tuple[Claim, ...]
    effective_from: datetime
    effective_to: datetime | None

    @property
    def conflicting(self) -> bool:
        return len(self.claims) > 1

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(c.value for c in self.claims)

    @property
    def value(self) -> str:
        """The top-ranked value (check :attr:`conflicting` before trusting it alone)."""
        return self.claims[0].value

    @property
    def key(self) -> GroupKey:
        return group_key(self.claims[0])


class ChangeKind(StrEnum):
    ADDED = "added"  # first known version of the fact
    CHANGED = "changed"  # a new value replaced the previous one
    CORRECTED = "corrected"  # the user corrected a claim known before the window
    CONFLICT = "conflict"  # a source contradicts another for the same period
    RESOLVED = "resolved"  # a later statement settled a conflict


@dataclass(frozen=True)
class Change:
    """A version that became known: "Maya's role changed from VP Operations to Chief
    Operating Officer on 1 June, based on crm" is ``Change(old=VP claim, new=COO claim)``.

    For ``corrected`` changes ``old`` is the corrected claim (same value with another date for
    a time correction, another value for a value correction). For ``conflict`` and
    ``resolved`` it is the best-ranked claim with the other value.
    """

    subject: str
    predicate: str
    scope: str | None
    old: Claim | None
    new: Claim
    kind: ChangeKind

    @property
    def effective_from(self) -> datetime:
        return self.new.effective_from


class PreferenceStrength(StrEnum):
    WEAK_INFERENCE = "weak inference"
    REPEATED_BEHAVIOUR = "repeated behaviour"
    EXPLICIT_REQUEST = "explicit request"


_STRENGTH_ORDER = [
    PreferenceStrength.WEAK_INFERENCE,
    PreferenceStrength.REPEATED_BEHAVIOUR,
    PreferenceStrength.EXPLICIT_REQUEST,
]


@dataclass(frozen=True)
class Preference:
    """The preference holding for (subject, scope): predicate "preference", value = object."""

    subject: str
    scope: str | None
    value: str
    strength: PreferenceStrength
    first_evidence: Claim
    last_evidence: Claim
    expires: datetime | None
    contradicting: tuple[Claim, ...]
    status: ClaimStatus
    conflicting: bool = False


# --------------------------------------------------------------------------- analysis


# Every analysis compares each claim's keys with its group's others: a subject, predicate or
# value is normalised once per wording, not once per comparison.
_key = lru_cache(maxsize=16384)(normalize_key)


def group_key(claim: Claim) -> GroupKey:
    """The key that groups versions of one fact."""
    return (_key(claim.subject), _key(claim.predicate), _key(claim.scope or ""))


def _value_key(claim: Claim) -> str:
    return _key(claim.value)


def _tz(tz: TzLike) -> tzinfo:
    return ZoneInfo(tz) if isinstance(tz, str) else tz


def _period_key(when: datetime, precision: Precision, tz: tzinfo) -> tuple[int, ...]:
    year, month, day = _local_day(when, tz)
    if precision is Precision.YEAR:
        return (year,)
    if precision is Precision.MONTH:
        return (year, month)
    return (year, month, day)


# A group's versions are built again whenever it gains a claim, and each claim's period is
# read at every precision: its local day is kept per instant and zone (the conversion to a
# zone with rules was a third of analysing a group). Two equal instants have the same day in
# a zone whatever zone they were written in, so an entry serves both.
@lru_cache(maxsize=16384)
def _local_day(when: datetime, tz: tzinfo) -> tuple[int, int, int]:
    local = when.astimezone(tz)
    return local.year, local.month, local.day


def _same_period(a: Claim, b: Claim, tz: tzinfo) -> bool:
    coarser = max(a.precision, b.precision, key=_PRECISION_RANK.__getitem__)
    return _period_key(a.effective_from, coarser, tz) == _period_key(b.effective_from, coarser, tz)


def _obs_key(c: Claim) -> tuple[datetime, int]:
    return (c.observed_at, c.id)


def _sequenced(first: Claim, second: Claim) -> bool:
    """``first`` observed before ``second``: is ``second`` a change after ``first`` rather
    than a contradiction of it?"""
    return not first.explicit_time or _PRECISION_RANK[second.precision] > _PRECISION_RANK[first.precision]


def _close_pair(a: Claim, b: Claim, tz: tzinfo) -> tuple[Claim, Claim] | None:
    """(first observed, second observed) when a and b have different values in one period
    with at least one explicit time; else None."""
    if _value_key(a) == _value_key(b) or not (a.explicit_time or b.explicit_time):
        return None
    if not _same_period(a, b, tz):
        return None
    first, second = sorted((a, b), key=_obs_key)
    return first, second


def _contradicts(a: Claim, b: Claim, tz: tzinfo) -> bool:
    pair = _close_pair(a, b, tz)
    return pair is not None and not _sequenced(*pair)


@dataclass(frozen=True)
class _Version:
    """Claims that are one version of a fact. Built once per group and shared by every query
    (see :func:`_group_versions`), so what the queries ask of it is computed once."""

    members: tuple[Claim, ...]
    start: datetime  # ordering start (may be later than effective_from when sequenced)

    @cached_property
    def value_keys(self) -> frozenset[str]:
        return frozenset(_value_key(c) for c in self.members)

    @property
    def conflicting(self) -> bool:
        return len(self.value_keys) > 1

    @cached_property
    def end(self) -> datetime | None:
        ends = [c.effective_to for c in self.members if c.effective_to is not None]
        return min(ends) if ends else None

    @cached_property
    def effective_from(self) -> datetime:
        return min(c.effective_from for c in self.members)

    @cached_property
    def first_of_value(self) -> dict[str, Claim]:
        """value key → the claim first observed with it (the one that introduced it)."""
        first: dict[str, Claim] = {}
        for c in sorted(self.members, key=_obs_key):
            first.setdefault(_value_key(c), c)
        return first

    @cached_property
    def view(self) -> ClaimView:
        return _make_view(self)

    def holds_at(self, at: datetime) -> bool:
        end = self.end
        return self.start <= at and (end is None or at < end)


@dataclass(frozen=True)
class _Group:
    """One group's analysis: its versions in order and its stale claims."""

    versions: tuple[_Version, ...]
    stale: frozenset[int]


@dataclass
class Analysis:
    """Every group's versions (:func:`analysed`): which claims are corrected and stale, and
    the versions of the rest by group."""

    by_id: dict[int, Claim]
    corrected: set[int] = field(default_factory=set)
    stale: set[int] = field(default_factory=set)
    groups: dict[GroupKey, tuple[_Version, ...]] = field(default_factory=dict)
    # claim id → what it changed within its group (:meth:`_version_change`), once asked
    _settled: dict[int, Change | None] = field(default_factory=dict, repr=False, compare=False)

    @cached_property
    def version_of(self) -> dict[int, tuple[GroupKey, int]]:
        return {
            c.id: (key, index)
            for key, versions in self.groups.items()
            for index, version in enumerate(versions)
            for c in version.members
        }

    def _keys(self, only: Collection[GroupKey] | None) -> list[GroupKey]:
        return list(self.groups) if only is None else [key for key in only if key in self.groups]

    def statuses(self, now: datetime, only: Collection[GroupKey] | None = None) -> dict[int, ClaimStatus]:
        """The status of every claim (by id) at ``now`` (:func:`statuses`); with ``only``,
        of the claims in the versions of those groups alone."""
        result: dict[int, ClaimStatus] = {}
        if only is None:
            for cid in self.by_id:
                if cid in self.corrected:
                    result[cid] = ClaimStatus.CORRECTED
                elif cid in self.stale:
                    result[cid] = ClaimStatus.STALE
        for key in self._keys(only):
            versions = self.groups[key]
            for version, status in zip(versions, _version_statuses(versions, now), strict=True):
                for c in version.members:
                    result[c.id] = status
        return result

    def views(self, at: datetime, only: Collection[GroupKey] | None = None) -> list[ClaimView]:
        """The holding version of every group (or of the groups ``only`` names) at ``at``
        (:func:`view_at`), sorted by subject, predicate, scope."""
        views = []
        for key in sorted(self._keys(only)):
            hold = _holding(self.groups[key], at)
            if hold is not None:
                views.append(hold.view)
        return views

    def changes(
        self, since: datetime | None, until: datetime, only: Collection[GroupKey] | None = None
    ) -> list[Change]:
        """:func:`changes_between` of every group, or of the groups ``only`` names."""

        def in_window(c: Claim) -> bool:
            return (since is None or c.observed_at > since) and c.observed_at <= until

        result: list[Change] = []
        for key in self._keys(only):
            versions = self.groups[key]
            for index, version in enumerate(versions):
                for new in version.members:
                    if in_window(new):
                        found = self._change(new, versions, index, in_window)
                        if found is not None:
                            result.append(found)
        result.sort(key=lambda ch: _obs_key(ch.new))
        return result

    def _change(
        self, new: Claim, versions: tuple[_Version, ...], index: int, in_window: Callable[[Claim], bool]
    ) -> Change | None:
        """What ``new`` (a member of ``versions[index]``, observed in the window) changed, if anything."""
        target = self.by_id.get(new.corrects) if new.corrects is not None else None
        if target is not None and not in_window(target):
            return _change(new, target, ChangeKind.CORRECTED)
        # The rest depends on the group's versions alone, not on the window: worked out once per
        # claim for the life of the analysis (a deep read asks it of every claim of the groups
        # its slices touch, for every question).
        try:
            return self._settled[new.id]
        except KeyError:
            found = self._settled[new.id] = self._version_change(new, versions, index)
            return found

    def _version_change(self, new: Claim, versions: tuple[_Version, ...], index: int) -> Change | None:
        """:meth:`_change` of ``new`` once its correction is known to be none, or one made within
        the window."""
        version = versions[index]
        if version.first_of_value[_value_key(new)] is not new:
            return None
        others = (
            [m for m in version.members if _value_key(m) != _value_key(new) and _obs_key(m) < _obs_key(new)]
            if version.conflicting
            else []
        )
        if others:
            return _change(new, min(others, key=_rank_key), ChangeKind.CONFLICT)
        before = _holding(versions[:index], version.start - _TINY)
        if before is None:
            return _change(new, None, ChangeKind.ADDED)
        if before.conflicting:
            other = [r for r in _representatives(before) if _value_key(r) != _value_key(new)]
            return _change(new, other[0], ChangeKind.RESOLVED)
        if _value_key(new) not in before.value_keys:
            return _change(new, _representatives(before)[0], ChangeKind.CHANGED)
        return None


class _Holds(Protocol):
    def holds_at(self, at: datetime) -> bool: ...


_V = TypeVar("_V", bound=_Holds)


def _holding(versions: Sequence[_V], at: datetime) -> _V | None:
    for version in reversed(versions):
        if version.holds_at(at):
            return version
    return None


def _period_neighbours(claims: list[Claim], tz: tzinfo) -> list[tuple[int, int]]:
    """Every (i, j), i < j, of claims that may lie in one period (:func:`_same_period`), in
    order: a claim's period (year, month or day) holds the other's or equals it. Found by
    index, so a long history's group costs its neighbours, not every pair of its claims."""
    keys = [_period_key(c.effective_from, c.precision, tz) for c in claims]
    exact: dict[tuple[int, ...], list[int]] = defaultdict(list)  # a claim's own period → claims
    within: dict[tuple[int, ...], list[int]] = defaultdict(list)  # a coarser period → finer claims in it
    for index, key in enumerate(keys):
        exact[key].append(index)
        for length in range(1, len(key)):
            within[key[:length]].append(index)
    found = set()
    for j, key in enumerate(keys):
        for length in range(1, len(key) + 1):  # periods that hold this claim's, its own included
            found.update((i, j) for i in exact.get(key[:length], ()) if i < j)
        found.update((min(i, j), max(i, j)) for i in within.get(key, ()) if i != j)  # finer claims inside it
    return sorted(found)


def _sequenced_starts(claims: list[Claim], tz: tzinfo) -> dict[int, datetime]:
    """Ordering starts: effective_from, moved later for a claim that is sequenced after a
    claim of the same period observed before it."""
    start = {c.id: c.effective_from for c in claims}
    pairs = []
    for i, j in _period_neighbours(claims, tz):
        pair = _close_pair(claims[i], claims[j], tz)
        if pair is not None and _sequenced(*pair):
            pairs.append(pair)
    for _ in range(len(claims) + 1):  # fixpoint; chains are short
        moved = False
        for first, second in pairs:
            if start[second.id] < start[first.id]:
                start[second.id] = start[first.id]
                moved = True
        if not moved:
            break
    for undated in claims:
        if undated.explicit_time:
            continue
        for said in claims:
            if (
                said.explicit_time
                and said.source.name == CHAT_SOURCE
                and _obs_key(said) > _obs_key(undated)
                and _value_key(said) != _value_key(undated)
                and start[said.id] < start[undated.id]
            ):
                # The user's own dated statement ("Rafael became CFO in May", or a correction
                # of its date) speaks of the present when said: an undated value mentioned
                # before it cannot outrank it just because its placeholder time is later.
                start[undated.id] = start[said.id] - _TINY
    return start


def _analyse(claims: Iterable[Claim], tz: TzLike = UTC, *, only: Iterable[GroupKey] | None = None) -> Analysis:
    """Every group's versions, or only the groups ``only`` names (a group's versions depend on
    its own claims and on which claims are corrected, wherever the correcting claim is)."""
    zone = _tz(tz)
    claims = list(claims)
    wanted = None if only is None else set(only)
    # a claim of another subject is of no group wanted: told by its subject alone, as a long
    # history's every claim is looked at for the one or two groups a fact asks about
    subjects = None if wanted is None else {key[0] for key in wanted}
    analysis = Analysis(by_id={c.id: c for c in claims})
    analysis.corrected = {c.corrects for c in claims if c.corrects is not None and c.corrects in analysis.by_id}
    grouped: dict[GroupKey, list[Claim]] = defaultdict(list)
    for c in claims:
        if c.id in analysis.corrected or (subjects is not None and _key(c.subject) not in subjects):
            continue
        key = group_key(c)
        if wanted is not None and key not in wanted:
            continue
        if c.quoted:
            analysis.stale.add(c.id)
            continue
        grouped[key].append(c)
    for key, members in grouped.items():
        group = _group_versions(members, zone)
        analysis.groups[key] = group.versions
        analysis.stale |= group.stale
    return analysis


def analysed(claims: Iterable[Claim], *, tz: TzLike = UTC) -> Analysis:
    """Every group's versions, made once for many questions (:meth:`Analysis.statuses`,
    :meth:`Analysis.views`, :meth:`Analysis.changes`), each of every group or of a few: what
    :func:`statuses`, :func:`view_at` and :func:`changes_between` give, without analysing the
    claims again for each."""
    return _analyse(claims, tz)


def news_analysis(claims: Iterable[Claim], since: datetime | None, until: datetime, *, tz: TzLike = UTC) -> Analysis:
    """:func:`analysed` of only the groups that can hold news between ``since`` and ``until``
    (a briefing's): those with a claim observed in ``(since, until]``, the only ones with
    :meth:`Analysis.changes` in it, and those holding two values, the only ones whose
    :meth:`Analysis.views` can be conflicting. A long history's other groups, most of them,
    are not analysed."""
    claims = list(claims)
    values: dict[GroupKey, set[str]] = defaultdict(set)
    wanted: set[GroupKey] = set()
    for c in claims:
        key = group_key(c)
        values[key].add(_value_key(c))
        if (since is None or c.observed_at > since) and c.observed_at <= until:
            wanted.add(key)
    wanted |= {key for key, held in values.items() if len(held) > 1}
    return _analyse(claims, tz, only=wanted)


# Group analyses by the identity of their claims (Claim is frozen): the store hands out the
# same Claim objects while a user's claims stand (Store.claims), so the questions asked
# between two changes share one analysis per group; a group that gained, lost or changed a
# claim is a new key. An entry holds its claims, so their ids are not reused while it lives.
_GROUPS: LRUCache[tuple[tzinfo, frozenset[int]], tuple[tuple[Claim, ...], _Group]] = LRUCache(maxsize=2048)


def _group_versions(members: list[Claim], zone: tzinfo) -> _Group:
    """The versions of one group's claims (none corrected or quoted); they do not depend on
    any instant, so they are computed once per set of claims (:data:`_GROUPS`)."""
    key = (zone, frozenset(map(id, members)))
    found = _GROUPS.get(key)
    if found is None:
        found = _GROUPS[key] = (tuple(members), _build_versions(members, zone))
    return found[1]


def _build_versions(members: list[Claim], zone: tzinfo) -> _Group:
    start = _sequenced_starts(members, zone)
    ordered = sorted(members, key=lambda c: (start[c.id], c.observed_at, c.id))
    versions: list[_Building] = []
    stale: set[int] = set()
    seen_values: set[str] = set()
    for x in ordered:
        vk = _value_key(x)
        if not x.explicit_time and versions:
            hold = _holding(versions, start[x.id])
            if hold is not None and vk not in hold.value_keys and vk in seen_values:
                stale.add(x.id)
                continue
        last = versions[-1] if versions else None
        if last is None or not (last.contradicted_by(x, zone) or (not last.conflicting and vk in last.value_keys)):
            last = _Building(start[x.id])
            versions.append(last)
        last.add(x, zone)
        seen_values.add(vk)
    return _Group(
        versions=tuple(_Version(members=tuple(v.members), start=v.start) for v in versions), stale=frozenset(stale)
    )


class _Building:
    """A version being built (:func:`_build_versions`), its members indexed by period so that
    a new claim is checked for contradiction (:func:`_contradicts`) against the members of its
    period only, not every member."""

    def __init__(self, start: datetime) -> None:
        self.start = start
        self.members: list[Claim] = []
        self.value_keys: set[str] = set()
        self.end: datetime | None = None
        # (a member's precision rank, the rank of a period as coarse or coarser, that period) → members
        self.by_period: dict[tuple[int, int, tuple[int, ...]], list[Claim]] = defaultdict(list)

    @property
    def conflicting(self) -> bool:
        return len(self.value_keys) > 1

    def holds_at(self, at: datetime) -> bool:
        return self.start <= at and (self.end is None or at < self.end)

    def add(self, claim: Claim, zone: tzinfo) -> None:
        self.members.append(claim)
        self.value_keys.add(_value_key(claim))
        if claim.effective_to is not None and (self.end is None or claim.effective_to < self.end):
            self.end = claim.effective_to
        own = _PRECISION_RANK[claim.precision]
        for precision, rank in _PRECISION_RANK.items():
            if rank >= own:
                self.by_period[(own, rank, _period_key(claim.effective_from, precision, zone))].append(claim)

    def contradicted_by(self, claim: Claim, zone: tzinfo) -> bool:
        """Whether ``claim`` contradicts a member: only members in its period can
        (:func:`_same_period` compares both at the coarser precision of the two)."""
        own = _PRECISION_RANK[claim.precision]
        for rank in _PRECISION_RANK.values():
            coarser = max(own, rank)
            period = _period_key(claim.effective_from, _BY_RANK[coarser], zone)
            if any(_contradicts(claim, m, zone) for m in self.by_period.get((rank, coarser, period), ())):
                return True
        return False


def _version_status(versions: Sequence[_Version], index: int, now: datetime) -> ClaimStatus:
    return _version_statuses(versions, now)[index]


def _version_statuses(versions: Sequence[_Version], now: datetime) -> list[ClaimStatus]:
    """The status of each version at ``now``, in one pass over a group's versions."""
    holding = _holding(versions, now)
    found: list[ClaimStatus] = []
    replacing: datetime | None = None  # the earliest start, by now, of the versions after this one
    for version in reversed(versions):
        found.append(_status(version, now, version is holding, replacing))
        if version.start <= now and (replacing is None or version.start < replacing):
            replacing = version.start
    return found[::-1]


def _status(version: _Version, now: datetime, holds: bool, replacing: datetime | None) -> ClaimStatus:
    """A version's status: ``replacing`` is the earliest start (by now) of the versions after it."""
    if holds or version.start > now:
        if version.conflicting:
            return ClaimStatus.CONFLICTING
        if version.start > now or any(c.explicit_time for c in version.members):
            return ClaimStatus.CURRENT
        return ClaimStatus.UNCERTAIN
    end = version.end
    replaced = replacing is not None and (end is None or replacing < end)
    if end is not None and end <= now and not replaced:
        return ClaimStatus.HISTORICAL
    return ClaimStatus.SUPERSEDED


def _rank_key(c: Claim) -> tuple[Any, ...]:
    return (-c.source.authority, not c.explicit_time, c.effective_from, c.observed_at, c.id)


def _representatives(version: _Version) -> tuple[Claim, ...]:
    """One claim per value (its best-ranked), ranked by authority."""
    best: dict[str, Claim] = {}
    for c in sorted(version.members, key=_rank_key):
        best.setdefault(_value_key(c), c)
    return tuple(sorted(best.values(), key=_rank_key))


def _make_view(version: _Version) -> ClaimView:
    reps = _representatives(version)
    top = reps[0]
    return ClaimView(
        subject=top.subject,
        predicate=top.predicate,
        scope=top.scope,
        claims=reps,
        evidence=tuple(sorted(version.members, key=_obs_key)),
        effective_from=version.effective_from,
        effective_to=version.end,
    )


def _query_key(subject: str, predicate: str, scope: str | None) -> GroupKey:
    return (_key(subject), _key(predicate), _key(scope or ""))


# --------------------------------------------------------------------------- queries


def statuses(claims: Iterable[Claim], now: datetime, *, tz: TzLike = UTC) -> dict[int, ClaimStatus]:
    """The status of every claim (by id) at ``now``."""
    return _analyse(claims, tz).statuses(now)


def view_at(claims: Iterable[Claim], at: datetime, *, tz: TzLike = UTC) -> list[ClaimView]:
    """Every group's holding version at the effective instant ``at`` (the current view is
    ``view_at(claims, now)``), sorted by subject, predicate, scope. All claims passed in
    count, whenever observed: filter by ``observed_at`` first for "what did we believe then"."""
    return _analyse(claims, tz).views(at)


def find_view(
    claims: Iterable[Claim],
    at: datetime,
    subject: str,
    predicate: str,
    scope: str | None = None,
    *,
    broader: bool = False,
    tz: TzLike = UTC,
) -> ClaimView | None:
    """The view of one (subject, predicate, scope) at ``at``; None when nothing holds.

    ``scope=None`` asks for the unscoped fact. With ``broader=True`` a scoped question that
    has no answer falls back to the unscoped fact ("prefers email" answers for "contract
    approvals" when nothing more specific is known).
    """
    key = _query_key(subject, predicate, scope)
    analysis = _analyse(claims, tz, only=(key, (key[0], key[1], "")))
    hold = _holding(analysis.groups.get(key, []), at)
    if hold is None and broader and key[2]:
        hold = _holding(analysis.groups.get((key[0], key[1], ""), []), at)
    return hold.view if hold is not None else None


def only_scoped_view(
    claims: Iterable[Claim], at: datetime, subject: str, predicate: str, *, tz: TzLike = UTC
) -> ClaimView | None:
    """The one view of (subject, predicate) holding at ``at`` when it has a scope and no other
    scope or unscoped version holds ("Nuri prefers cash for the delivery fee" is Nuri's only
    preference: "no, Nuri prefers bank transfer" puts that one right), else None."""
    subject_key, predicate_key, _ = _query_key(subject, predicate, None)
    found = [
        view
        for view in view_at(claims, at, tz=tz)
        if view.claims and _query_key(view.subject, view.predicate, None)[:2] == (subject_key, predicate_key)
    ]
    return found[0] if len(found) == 1 and found[0].scope else None


def history(
    claims: Iterable[Claim],
    now: datetime,
    *,
    subject: str | None = None,
    predicate: str | None = None,
    tz: TzLike = UTC,
) -> list[tuple[Claim, ClaimStatus]]:
    """Every claim (corrected and stale ones included) with its status at ``now``, ordered by
    effective_from then observed_at; optionally only one subject and/or predicate."""
    claims = list(claims)
    status = statuses(claims, now, tz=tz)
    picked = [
        c
        for c in claims
        if (subject is None or normalize_key(c.subject) == normalize_key(subject))
        and (predicate is None or normalize_key(c.predicate) == normalize_key(predicate))
    ]
    picked.sort(key=lambda c: (c.effective_from, c.observed_at, c.id))
    return [(c, status[c.id]) for c in picked]


def conflicts(
    claims: Iterable[Claim],
    now: datetime,
    *,
    subject: str | None = None,
    predicate: str | None = None,
    tz: TzLike = UTC,
) -> list[ClaimView]:
    """Unresolved conflicts in the current view (optionally of one subject/predicate)."""
    return [
        v
        for v in view_at(claims, now, tz=tz)
        if v.conflicting
        and (subject is None or v.key[0] == normalize_key(subject))
        and (predicate is None or v.key[1] == normalize_key(predicate))
    ]


def value_status(
    claims: Iterable[Claim],
    now: datetime,
    subject: str,
    predicate: str,
    value: str,
    scope: str | None = None,
    *,
    tz: TzLike = UTC,
) -> ClaimStatus | None:
    """The status of a value of one fact ("what is the status of 'VP Operations'?").

    The status of the latest version holding that value; if the value only survives in stale
    or corrected claims, ``stale`` (or ``corrected``). None when no claim has that value.
    Without ``scope``, a value the unscoped fact never had is looked for in the scoped facts
    of that subject and predicate ("phone" held only "for contract approvals"); when several
    scopes had it, the one where it was recorded last answers.
    """
    claims = list(claims)
    analysis = _analyse(claims, tz)
    wanted = normalize_key(value)

    def in_group(key: GroupKey) -> ClaimStatus | None:
        versions = analysis.groups.get(key, [])
        for index in range(len(versions) - 1, -1, -1):
            if wanted in versions[index].value_keys:
                return _version_status(versions, index, now)
        same = [c for c in claims if group_key(c) == key and _value_key(c) == wanted]
        if any(c.id in analysis.stale for c in same):
            return ClaimStatus.STALE
        if same:
            return ClaimStatus.CORRECTED
        return None

    key = _query_key(subject, predicate, scope)
    found = in_group(key)
    if found is not None or scope is not None:
        return found
    scoped = sorted(
        (c for c in claims if group_key(c)[:2] == key[:2] and group_key(c) != key and _value_key(c) == wanted),
        key=_obs_key,
    )
    return in_group(group_key(scoped[-1])) if scoped else None


def refinements(claims: Iterable[Claim], *, tz: TzLike = UTC) -> dict[int, int]:
    """refining claim id → refined claim id.

    A scoped claim refines the claim of the same subject and predicate with no scope, or with
    a broader scope (whose words are a strict subset of its own), known when it was observed:
    the narrowest such scope, and in it the claim holding at the refining claim's effective
    time (else the latest observed before it). Both stay valid: they are different groups.
    Stale and corrected claims neither refine nor are refined.
    """
    analysis = _analyse(claims, tz)
    active = [analysis.by_id[cid] for cid in analysis.version_of]
    result: dict[int, int] = {}
    for c in active:
        if not c.scope:
            continue
        subject, predicate, _ = group_key(c)
        own_words = content_words(c.scope)
        candidates: list[tuple[int, GroupKey]] = []
        for key in analysis.groups:
            if key[0] != subject or key[1] != predicate:
                continue
            words = content_words(key[2]) if key[2] else frozenset()
            if words < own_words:
                candidates.append((len(words), key))
        for _, key in sorted(candidates, reverse=True):
            versions = analysis.groups[key]
            known = [v for v in versions if any(m.observed_at <= c.observed_at for m in v.members)]
            hold = _holding(known, c.effective_from)
            if hold is not None:
                pool = [m for m in hold.members if m.observed_at <= c.observed_at]
            else:
                pool = [m for v in known for m in v.members if m.observed_at <= c.observed_at]
            if pool:
                result[c.id] = max(pool, key=_obs_key).id
                break
    return result


# --------------------------------------------------------------------------- changes


def changes_between(
    claims: Iterable[Claim], since: datetime | None, until: datetime, *, tz: TzLike = UTC
) -> list[Change]:
    """Versions that became known (observed_at) in ``(since, until]``, oldest first.

    A claim is a change when it introduces its value into its version (corroborations are
    not changes), or when it corrects a claim known before ``since`` (kind ``corrected``; a
    claim corrected within the window is reported as the plain change it amounts to).
    Stale, quoted and corrected claims are never changes.
    """
    return _analyse(claims, tz).changes(since, until)


def _change(new: Claim, old: Claim | None, kind: ChangeKind) -> Change:
    return Change(subject=new.subject, predicate=new.predicate, scope=new.scope, old=old, new=new, kind=kind)


# --------------------------------------------------------------------------- corrections


def correction_target(
    claims: Iterable[Claim],
    *,
    words: str | None = None,
    old_date: tuple[datetime, datetime] | None = None,
    now: datetime,
    tz: TzLike = UTC,
    timed_only: bool = True,
) -> Claim | None:
    """The claim a correction is aimed at, or None.

    Candidates are the claims in force in the audit trail (not corrected, not stale) observed
    by ``now``. ``old_date`` = [start, end) keeps those whose effective_from lies in it ("not
    June"); ``words`` keeps those whose subject, predicate, value and scope contain at least
    half of the words ("Maya's role change to COO") and prefers the best match. With neither,
    the target is the most recently observed claim with an explicit time (with any, unless
    ``timed_only``: "he starts monday" dates "Tomás is the new head of sales"). Ties go to claims
    with an explicit time, then to the most recently observed.
    """
    claims = list(claims)
    if words is None and old_date is None:
        found, latest = _latest_in_force(claims, now, tz, timed_only)
        if found:
            return latest
    analysis = _analyse(claims, tz)
    candidates = [analysis.by_id[cid] for cid in analysis.version_of]
    candidates = [c for c in candidates if c.observed_at <= now]
    if old_date is not None:
        lo, hi = old_date
        candidates = [c for c in candidates if lo <= c.effective_from < hi]
    if words is None and old_date is None and timed_only:
        candidates = [c for c in candidates if c.explicit_time]

    def score(c: Claim) -> float:
        if words is None:
            return 0.0
        return overlap(words, named_by(c))

    scored = [(score(c), c) for c in candidates]
    if words is not None:
        scored = [(s, c) for s, c in scored if s >= CORRECTION_WORDS_THRESHOLD]
    if not scored:
        return None
    return max(scored, key=lambda sc: (sc[0], sc[1].explicit_time, sc[1].observed_at, sc[1].id))[1]


_LATEST_TRIES = 3  # claims tried, latest first, before every group is analysed instead


def _latest_in_force(
    claims: list[Claim], now: datetime, tz: TzLike, timed_only: bool
) -> tuple[bool, Claim | None]:
    """:func:`correction_target` with neither words nor a date, as (found, target): the
    in-force claim (one of its group's versions) observed by ``now`` with the greatest
    (explicit time, observed, id), found by analysing the groups of the latest claims alone. A
    group's versions depend on its claims and the corrections only (:func:`_analyse`), so a
    claim is in force in its group's analysis exactly when it is in every group's; a time
    correction asks this of a long history's every claim. Not found when the latest few are not
    in force: the analysis of every group answers then."""
    eligible = [c for c in claims if c.observed_at <= now and (c.explicit_time or not timed_only)]
    for _ in range(_LATEST_TRIES):
        if not eligible:
            return True, None
        latest = max(eligible, key=lambda c: (c.explicit_time, c.observed_at, c.id))
        if latest.id in _analyse(claims, tz, only=(group_key(latest),)).version_of:
            return True, latest
        eligible = [c for c in eligible if c is not latest]
    return False, None


def correction(
    target: Claim,
    *,
    id: int,
    observed_at: datetime,
    source: Source,
    value: str | None = None,
    effective_from: datetime | None = None,
    precision: Precision | None = None,
    epistemic: Epistemic = Epistemic.DIRECTED,
    subject: str | None = None,
) -> Claim:
    """The claim that corrects ``target``: a copy with the new value and/or effective time,
    ``corrects=target.id`` and ``correction_kind`` "value" (value given) or "time"; or, with
    ``subject`` alone, the same fact of a name put right (kind "subject": "it's Siobhan not
    Shivaun"), which moves it to the right name's group."""
    if value is None and effective_from is None and subject is None:
        raise ValueError("a correction changes the value, the effective time, the subject, or more")
    kind = "value" if value is not None else "time" if effective_from is not None else "subject"
    return replace(
        target,
        id=id,
        subject=target.subject if subject is None else subject,
        value=target.value if value is None else value,
        observed_at=observed_at,
        effective_from=target.effective_from if effective_from is None else effective_from,
        precision=(precision or target.precision) if effective_from is not None else target.precision,
        explicit_time=True if effective_from is not None else target.explicit_time,
        epistemic=epistemic,
        source=source,
        quoted=False,
        corrects=target.id,
        correction_kind=kind,
        detail=dict(target.detail),
    )


# --------------------------------------------------------------------------- preferences


def _strength_of(c: Claim) -> PreferenceStrength:
    raw = c.detail.get("strength")
    try:
        return PreferenceStrength(raw)
    except ValueError:
        pass
    if c.epistemic is Epistemic.INFERRED:
        return PreferenceStrength.WEAK_INFERENCE
    return PreferenceStrength.EXPLICIT_REQUEST


def preference_summary(
    claims: Iterable[Claim],
    subject: str,
    scope: str | None,
    now: datetime,
    *,
    predicate: str = "preference",
    tz: TzLike = UTC,
) -> Preference | None:
    """The preference of ``subject`` for ``scope`` holding at ``now``, or None.

    strength: the strongest of its claims' ``detail["strength"]`` (by default "explicit
    request", or "weak inference" for inferred claims); weak inferences seen in two or more
    claims count as "repeated behaviour". first/last evidence: earliest/latest observed claim
    of the holding version. expires: the version's own end. contradicting: claims of the same
    group with another value (stale ones included) observed after the first evidence.
    """
    claims = list(claims)
    analysis = _analyse(claims, tz)
    key = _query_key(subject, predicate, scope)
    versions = analysis.groups.get(key, [])
    hold = _holding(versions, now)
    if hold is None:
        return None
    view = hold.view
    top_value = _value_key(view.claims[0])
    support = sorted((m for m in hold.members if _value_key(m) == top_value), key=_obs_key)
    strength = max((_strength_of(m) for m in support), key=_STRENGTH_ORDER.index)
    if strength is PreferenceStrength.WEAK_INFERENCE and len(support) >= 2:
        strength = PreferenceStrength.REPEATED_BEHAVIOUR
    first, last = support[0], support[-1]
    contradicting = sorted(
        (
            c
            for c in claims
            if group_key(c) == key
            and c.id not in analysis.corrected
            and _value_key(c) != top_value
            and _obs_key(c) > _obs_key(first)
        ),
        key=_obs_key,
    )
    return Preference(
        subject=view.subject,
        scope=view.scope,
        value=view.claims[0].value,
        strength=strength,
        first_evidence=first,
        last_evidence=last,
        expires=hold.end,
        contradicting=tuple(contradicting),
        status=_version_status(versions, versions.index(hold), now),
        conflicting=view.conflicting,
    )

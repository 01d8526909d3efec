"""Issue episodes: a recurring condition with a start, updates and a resolution.

Pure logic over :class:`~memory.model.IssueEpisode` values. A report on a topic whose last
episode is resolved opens a NEW episode linked to it (``previous_id``); a resolved episode is
never revived.

Topics are matched by their words: the same key ("The VPN" = "vpn") is a match outright;
otherwise one topic's content words must (nearly) contain the other's ("VPN" ~ "VPN
connection"), the more specific match winning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from memory.model import IssueEpisode, Source
from memory.words import content_words, normalize_key, stem

__all__ = [
    "TOPIC_THRESHOLD",
    "Occurrence",
    "add_update",
    "latest",
    "match_topic",
    "new_episode",
    "occurrence",
    "open_episodes",
    "open_for",
    "recently_touched",
    "resolve",
    "topic_score",
]

TOPIC_THRESHOLD = 0.75
"""Minimum share of the smaller topic's words found in the other for two topics to match."""


def topic_score(a: str, b: str) -> tuple[float, float]:
    """(containment, jaccard) of two topics' words; (2.0, 1.0) for the same key.

    containment = shared words / words of the smaller topic; jaccard breaks ties in favour of
    the more specific match."""
    if normalize_key(a) == normalize_key(b):
        return (2.0, 1.0)
    if _LONE_LIGHT.match(a) or _LONE_LIGHT.match(b):  # "light is back" after "power" went out, or a lamp's issue
        return max(_score(_LONE_LIGHT.sub("power", a), _LONE_LIGHT.sub("power", b)), _score(a, b))
    return _score(a, b)


# "light" alone is the supply where the power is called "light" ("NEPA took light", "light is back"); a lamp
# is named with its place ("kitchen light", "the porch lights"), so only the lone word counts
_LONE_LIGHT = re.compile(r"^\s*(?:the\s+)?lights?\s*$", re.IGNORECASE)


def _score(a: str, b: str) -> tuple[float, float]:
    if normalize_key(a) == normalize_key(b):
        return (2.0, 1.0)
    wa, wb = _canonical(_words(a)), _canonical(_words(b))
    if not wa or not wb or _other_things_there(a, b):
        return (0.0, 0.0)
    wa = frozenset(_ending_of(w, wb) for w in wa)  # "copier" is the "photocopier"
    shared = len(wa & wb)
    return (shared / min(len(wa), len(wb)), shared / len(wa | wb))


_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
# where a topic says its thing is: "air con | in meeting room 2", "printer | on floor 3"
_PLACED = re.compile(r"^(?P<thing>.+?)\s+(?:in|at|on)\s+\S", re.IGNORECASE)


def _other_things_there(a: str, b: str) -> bool:
    """Whether two topics name things in a place that share no word ("air con in meeting room 2",
    "projector in meeting room 2"): two issues, however much of the place they share."""
    ma, mb = _PLACED.match(a), _PLACED.match(b)
    if ma is None or mb is None:
        return False
    return not _canonical(_words(ma["thing"])) & _canonical(_words(mb["thing"]))


# a thing chat names by its letters, recorded in words: "AC works again" is the "air conditioning" issue,
# "the 4wd's fixed" the "four wheel drive" one
_SPELT_OUT = (
    (re.compile(r"\bair[\s-]*con(?:ditioning|ditioner|d)?\b", re.IGNORECASE), "ac"),
    (re.compile(r"\bfour[\s-]*wheel[\s-]*drive\b|\b4x4\b", re.IGNORECASE), "4wd"),
)


def _words(topic: str) -> frozenset[str]:
    """A topic's content words, a hyphenated word also as one word ("Wi-Fi" is the "wifi"), a thing
    spelt out by its letters ("air conditioning" is the "ac")."""
    for spelt, letters in _SPELT_OUT:
        topic = spelt.sub(letters, topic)
    return content_words(topic) | content_words(_HYPHEN.sub("", topic))


# Short names chat uses for a topic recorded by its long name: "site's up again" is the
# "website" issue, "prod" is "production", "wifi" the "internet".
_ALIASES = {
    stem(short): stem(long)
    for short, long in (
        ("site", "website"), ("web", "website"), ("prod", "production"), ("wifi", "internet"),
        ("broadband", "internet"), ("db", "database"), ("repo", "repository"), ("aircon", "ac"),
        # a machine's clipped name: "gen is working now" is the "generator" issue
        ("gen", "generator"), ("genny", "generator"), ("genset", "generator"), ("fridge", "refrigerator"),
        ("telly", "tv"), ("lappy", "laptop"),
        # the supply by its other names: "electricity is back" ends the "power" issue
        ("electricity", "power"), ("electric", "power"),
    )
}  # fmt: skip


MIN_ENDING = 6  # "copier" ends "photocopier", "washer" "dishwasher"; "phone" is no "headphone"


def _ending_of(word: str, others: frozenset[str]) -> str:
    """The one of ``others`` that ``word`` (or that ends ``word``) is the end of: a compound said
    by its last part ("the copier's sorted" of the "photocopier"), else ``word`` itself."""
    ends = [o for o in others if o != word and min(len(o), len(word)) >= MIN_ENDING
            and (o.endswith(word) or word.endswith(o))]
    return ends[0] if len(ends) == 1 else word


def _canonical(words: frozenset[str]) -> frozenset[str]:
    return frozenset(_ALIASES.get(w, w) for w in words)


def match_topic(topic: str, episodes: Iterable[IssueEpisode]) -> list[IssueEpisode]:
    """Every episode (resolved or open) on the topic that best matches ``topic``, oldest first.

    Empty when no topic reaches :data:`TOPIC_THRESHOLD`. If several distinct topics match
    equally well, the episodes of all of them are returned."""
    episodes = list(episodes)
    scores: dict[str, tuple[float, float]] = {}
    for ep in episodes:
        key = normalize_key(ep.topic)
        if key not in scores:
            scores[key] = topic_score(topic, ep.topic)
    good = {k: s for k, s in scores.items() if s[0] >= TOPIC_THRESHOLD}
    if not good:
        return []
    best = max(good.values())
    keys = {k for k, s in good.items() if s == best}
    return sorted((ep for ep in episodes if normalize_key(ep.topic) in keys), key=_order)


def _order(ep: IssueEpisode) -> tuple[datetime, int]:
    return (ep.opened_at, ep.id)


def latest(topic: str, episodes: Iterable[IssueEpisode]) -> IssueEpisode | None:
    """The most recently opened episode on the topic, open or resolved."""
    found = match_topic(topic, episodes)
    return found[-1] if found else None


def open_for(topic: str, episodes: Iterable[IssueEpisode]) -> IssueEpisode | None:
    """The open episode on the topic (the most recent if, against the rules, several are).

    With no topic match, the one open episode whose topic and detail together hold every word
    of ``topic``: "safari login fixed" is the "login page" issue reported "on safari"."""
    episodes = list(episodes)
    found = [ep for ep in match_topic(topic, episodes) if ep.is_open]
    if found:
        return found[-1]
    said = _canonical(content_words(topic))
    described = [
        ep for ep in open_episodes(episodes) if said and said <= _canonical(content_words(f"{ep.topic} {ep.detail}"))
    ]
    return described[0] if len(described) == 1 else None


RECENT = timedelta(days=3)
"""How long after an issue was last touched "it's broken again" still means it."""


def recently_touched(episodes: Iterable[IssueEpisode], now: datetime) -> list[IssueEpisode]:
    """Episodes opened or resolved within :data:`RECENT` before ``now``, the last touched first."""
    touched = [(max(ep.opened_at, ep.resolved_at or ep.opened_at), ep.id, ep) for ep in episodes]
    recent = [t for t in touched if t[0] <= now and now - t[0] <= RECENT]
    return [ep for *_, ep in sorted(recent, key=lambda t: (t[0], t[1]), reverse=True)]


def open_episodes(episodes: Iterable[IssueEpisode]) -> list[IssueEpisode]:
    """Unresolved episodes, oldest first."""
    return sorted((ep for ep in episodes if ep.is_open), key=_order)


@dataclass(frozen=True)
class Occurrence:
    """What a new report on a topic does.

    ``update`` is the open episode to add the report to (no new episode); otherwise a new
    episode is opened with ``previous_id`` (the last episode on the topic, resolved, or None).
    """

    update: IssueEpisode | None
    previous_id: int | None

    @property
    def opens_new(self) -> bool:
        return self.update is None


def occurrence(topic: str, episodes: Iterable[IssueEpisode]) -> Occurrence:
    """Decide what a report ("<topic> is down") does to the episodes on record."""
    found = match_topic(topic, episodes)
    current = [ep for ep in found if ep.is_open]
    if current:
        return Occurrence(update=current[-1], previous_id=None)
    return Occurrence(update=None, previous_id=found[-1].id if found else None)


def new_episode(
    *,
    id: int,
    user: str,
    topic: str,
    at: datetime,
    detail: str,
    source: Source,
    episodes: Iterable[IssueEpisode],
) -> IssueEpisode:
    """A new open episode, linked to the last episode on the same topic.

    Raises ValueError if an episode on the topic is still open (update that one instead)."""
    decision = occurrence(topic, episodes)
    if decision.update is not None:
        raise ValueError(f"episode {decision.update.id} on {decision.update.topic!r} is still open")
    return IssueEpisode(
        id=id,
        user=user,
        topic=topic,
        opened_at=at,
        resolved_at=None,
        detail=detail,
        previous_id=decision.previous_id,
        source=source,
    )


def add_update(episode: IssueEpisode, text: str) -> IssueEpisode:
    """The episode with one more update; a resolved episode is refused (never revived)."""
    if not episode.is_open:
        raise ValueError(f"episode {episode.id} is resolved; open a new one")
    return replace(episode, updates=(*episode.updates, text))


def resolve(episode: IssueEpisode, at: datetime) -> IssueEpisode:
    """The episode resolved at ``at``; resolving a resolved episode keeps its first resolution."""
    if not episode.is_open:
        return episode
    if at < episode.opened_at:
        raise ValueError(f"episode {episode.id} cannot be resolved before it opened")
    return replace(episode, resolved_at=at)

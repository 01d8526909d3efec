"""One thing in trouble at two places: two issues, and a fix said of the thing alone is asked about.

The reader keeps a place that does not tell one thing from others of its kind ("in reception",
"at home", "at the office") in an issue's detail, not its topic, so "the printer on 2 is jammed"
and "the printer in reception is out of ink" both read as the "printer". Said while the first is
open, the second is another printer, not news of the first: it opens its own issue, its place in
its topic ("printer in reception"). A later "printer's fixed" names neither place, so recap asks
which printer rather than resolving one of them by chance.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memory import episodes as episode_rules
from memory.model import IssueEpisode
from memory.words import normalize_key

# the place a detail opens with: "in reception", "at the office", "on 2", "at home, patchy"
_PLACE = re.compile(
    r"^(?P<place>(?:in|at|on|by|near|outside|upstairs\s+in|downstairs\s+in)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<where>[\w'-]+(?:\s+[\w'-]+){0,2}?))\s*(?:,|$)",
    re.IGNORECASE,
)
# a topic's thing and the place said after it: "printer in reception", "lift in block A", "printer
# upstairs", "toilet downstairs" (a place said by an adverb alone)
_PLACED = re.compile(
    r"^(?P<thing>.+?)\s+(?:(?:in|at|on|by|near|outside|under|behind)\s+(?:the\s+|my\s+|our\s+)?(?P<place>.+)"
    r"|(?P<side>upstairs|downstairs|out\s+back|next\s+door))$",
    re.IGNORECASE,
)
# the same trouble spreading ("… at home too"): news of the one issue, not a second one
_TOO = re.compile(r"\b(?:too|as\s+well|also|now\s+as\s+well)\b", re.IGNORECASE)


def placed_topic(topic: str, detail: str) -> str:
    """An issue's topic as listed, with the place its detail opens with ("AC in the skills lab"),
    so two open issues on things of one kind are told apart and the place asked about is named."""
    m = _PLACE.match(detail.strip())
    if m is None or normalize_key(m["where"]) in normalize_key(topic):
        return topic
    return f"{topic} {m['place']}"


def detail_place(detail: str) -> str:
    """The place ``detail`` opens with, without its article ("reception", "office", "2"); "" when none."""
    m = _PLACE.match(detail.strip())
    return m["where"].lower() if m is not None else ""


def topic_place(topic: str) -> str:
    """The place a topic names after its thing ("reception" of "printer in reception", "upstairs"),
    or ""."""
    m = _PLACED.match(topic.strip())
    return (m["place"] or m["side"]).lower() if m is not None else ""


def _where(episode: IssueEpisode) -> str:
    """Where an open issue is: its topic's place ("3f" of "printer on 3F") or its detail's."""
    return topic_place(episode.topic) or detail_place(episode.detail)


def elsewhere(topic: str, detail: str, said: str, open_one: IssueEpisode) -> str | None:
    """The topic of a second issue when ``topic`` at the place its ``detail`` names is another
    thing than the open issue ``open_one`` at its own place ("printer in reception" beside the
    "printer" on 2); None when either names no place, both the same, or ``said`` spreads the one
    trouble ("the wifi's down at home too")."""
    here = detail_place(detail) or topic_place(topic)  # "the printer upstairs is broken": the place in the topic
    there = _where(open_one)
    if not here or not there or here == there or _TOO.search(said):
        return None
    place = _PLACE.match(detail.strip())
    return f"{topic} {place['place']}" if place is not None else topic


def _thing(topic: str) -> str:
    m = _PLACED.match(topic.strip())
    return normalize_key(m["thing"] if m is not None else topic)


def same_thing_open(topic: str, said: str, episodes: Iterable[IssueEpisode]) -> list[IssueEpisode]:
    """The open issues on the thing ``topic`` names, when it names no place and they are on it at
    two places or more ("printer" with the printer on 2 and the one in reception open); the one
    whose place the message ``said`` names when it names one's ("the printer in reception is
    fixed"); else []."""
    if _PLACED.match(topic.strip()):
        return []
    key = normalize_key(topic)
    fitting = [e for e in episode_rules.open_episodes(episodes) if _thing(e.topic) == key]
    if len({normalize_key(e.topic) for e in fitting}) < 2:
        return []
    words = set(normalize_key(said).split())
    named = [e for e in fitting if (where := _where(e)) and set(normalize_key(where).split()) <= words]
    return named if len(named) == 1 else fitting

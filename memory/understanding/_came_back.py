"""A trouble told with its recovery in one breath: "server crashed, back up and running now", "the
wifi went down but it's working again", "router died, back online now".

The failure verb opens an issue, yet the same message says the thing works again: nothing is left
open. Read as the recovery it ends on, the trouble resolves the issue it names when one is open
(the user saying it is over) and, with none open, recap says so and keeps nothing. Never when the
recovery is denied or to come ("… not back up yet", "… should be back up soon": the tail must be the
recovery alone), and never of another thing than the one that failed.

Hand-written: the failure verbs are a closed list, the recovery is :func:`._issue_bare.works_again`.
"""

from __future__ import annotations

import re

from memory.understanding._issue_bare import works_again
from memory.understanding._phrases import _I
from memory.understanding.intents import CompleteCommitment, Intent, OpenEpisode, ResolveEpisode
from memory.words import content_words

__all__ = ["came_back", "came_back_all", "started_at_last", "started_late"]

# where the recovery starts: a comma or dash, or "and", "but", "then", "now" ("… but it's back up now"); and
# the failure before it, in the past tense: "crashed", "went down", "died", "dropped out", "was down"
_TURN = re.compile(r"\s*(?:[,;–—]|\s-\s|\s(?:and|but|then|now)\s)\s*(?:(?:and|but|then|now)\s+)*", _I)
_FAILED = re.compile(
    r"\b(?:crashed|died|froze|broke(?:\s+down)?|conked\s+out|cut\s+out|dropped(?:\s+out)?|tripped|glitched"
    r"|went\s+(?:down|offline|dark|out|off)|(?:was|were)\s+(?:down|offline|out))\b", _I
)


def came_back(intent: Intent, clause: str) -> Intent:
    """``intent``, or the resolution of its issue when ``clause`` tells the trouble it opens over (see
    the module doc)."""
    if not isinstance(intent, OpenEpisode):
        return intent
    failed = _FAILED.search(clause)
    if failed is None or not content_words(intent.topic) & content_words(clause[: failed.start()]):
        return intent
    turn = _TURN.match(clause, failed.end())
    if turn is None or not works_again(clause[turn.end() :]):
        return intent
    return ResolveEpisode(intent.topic)


def came_back_all(found: list[tuple[Intent, str]], clause: str) -> list[tuple[Intent, str]]:
    """``found`` (each intent with its clause) with each trouble ``clause`` tells over read as
    :func:`came_back` does; the recovery read again alone ("back online now": the issue just talked
    about, "it") goes, since it says the same of the thing named."""
    read = [(came_back(intent, clause), said) for intent, said in found]
    if read == found:
        return found
    return [(i, said) for i, said in read if not (isinstance(i, ResolveEpisode) and i.topic.lower() == "it")]


# a start said late after it: "the van fired up in the end", "genny started at last"
_LATE = r"(?:in\s+the\s+end|at\s+(?:long\s+)?last|eventually|finally|after\s+all)"
# a machine that would not start, started at last: "Tres Cruces genny finally started", "the van started
# first time this morning", "the mower eventually fired up" (a thing said first, its start late in coming)
_STARTED = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<t>(?-i:[A-Za-z0-9])[\w'’-]*(?:\s+[\w'’-]+){0,3}?)(?:['’]s)?\s+"
    r"(?:(?P<pre>(?:(?:finally|eventually|at\s+last|has|just)\s+)+)|(?=\S+(?:\s+(?:up|over|in|on))?\s+" + _LATE + r"))"
    r"(?:started(?:\s+up)?|fired\s+up|turned\s+over|kicked\s+in|came\s+on|booted(?:\s+up)?)\b"
    r"(?:\s+" + _LATE + r")?(?:\s+(?:again|now|this\s+morning|today|tonight))*[\s!.]*(?:$|(?=[,;]))",
    _I,
)
# what starts with no fault before it: a meeting, a show, a season, the rain
_EVENTS = frozenset({
    "meeting", "call", "class", "lesson", "show", "film", "movie", "game", "match", "concert", "gig", "season", "term",
    "school", "rain", "snow", "party", "project", "work", "shift", "sale", "race", "service", "session", "course",
    "trial", "war", "it", "that", "this", "we", "i", "they", "he", "she",
})  # fmt: skip


def started_at_last(intent: Intent, clause: str) -> Intent:
    """``intent``, or the resolution of the thing's trouble when ``clause`` tells a machine started at
    last (read as the to-do "started X" done, it finished nothing anyone meant to do)."""
    if not isinstance(intent, (CompleteCommitment, ResolveEpisode)) or getattr(intent, "by", None):
        return intent
    started = started_late(clause)
    if started is None:
        return intent
    # (a fix read of its own keeps its topic unless it took the start's words in: "van eventually fired")
    if isinstance(intent, ResolveEpisode) and intent.topic.lower() == started.topic.lower():
        return intent
    return started


def started_late(clause: str) -> ResolveEpisode | None:
    """The fix of a machine ``clause`` tells started after all ("the boat eventually started", "the
    van fired up in the end"), or None (never of an event: "the meeting eventually started")."""
    m = _STARTED.match(clause.strip())
    if m is None or m["t"].split()[-1].lower() in _EVENTS:
        return None
    return ResolveEpisode(m["t"])

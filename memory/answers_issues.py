"""The answer to a question about one issue's state, "Yes" or "No" the way the question points.

"is the printer still jammed" asks about the fault, "is the printer working yet" and "has it
been fixed" about the recovery (:mod:`memory.understanding._issue_asked_state` tells which, as
the question's predicate): an open printer issue answers the first "Yes — still open" and the
others "No — still open", never "Yes — still open" to "is it working?". A question that points
neither way ("any news on the printer") is answered by the state alone.

With no issue on the topic, a question about the recovery is answered by a to-do the words name
("boiler sorted?" after "get the boiler sorted by friday"): whether it is done. The other way
round, "did i sort the hot water" with no to-do naming it is answered by the hot water issue
(:func:`issue_sorted`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from datetime import datetime

from memory import episodes as episode_rules
from memory.service import Memory
from memory.store import User
from memory.timefmt import local_time_text, zone
from memory.understanding._issue_asked_state import FIXED, PROBLEM, SINCE

DoneYet = Callable[[str], Awaitable[str | None]]
NO_ISSUE = "I have no issue on record about"  # how an answer with no issue on the topic starts


async def issue_state(
    memory: Memory, user: User, topic: str, asked: str | None, now: datetime, done_yet: DoneYet
) -> str:
    """The state of the latest episode on ``topic``, answered the way ``asked`` points
    (``"problem"``, ``"fixed"`` or None)."""
    tz = zone(user.timezone)
    episodes = [e for e in await memory.store.episodes(user.id) if e.opened_at <= now]
    episode = episode_rules.latest(topic, episodes)
    if episode is None:
        todo = await done_yet(topic) if asked != PROBLEM else None  # "status of the deck?": the to-do
        return todo if todo is not None else f"{NO_ISSUE} {topic}."
    detail = f" ({episode.detail})" if episode.detail else ""
    issue = f"the {episode.topic} issue"
    if asked == SINCE:  # "when did the wifi go down": when the trouble was said, then how it stands
        began = f"The {episode.topic} trouble was reported {local_time_text(episode.opened_at, tz)}{detail}"
        ended = episode.resolved_at is not None and episode.resolved_at <= now
        return f"{began}; {'resolved ' + local_time_text(episode.resolved_at, tz) if ended else 'still open'}."
    if episode.resolved_at is None or episode.resolved_at > now:
        state = f"{issue} is still open, since {local_time_text(episode.opened_at, tz)}{detail}."
        yes = {PROBLEM: True, FIXED: False}.get(asked or "")
    else:
        state = f"{issue} was resolved {local_time_text(episode.resolved_at, tz)}."
        yes = {PROBLEM: False, FIXED: True}.get(asked or "")
    if yes is None:  # "any news on the printer": the state alone
        return state[0].upper() + state[1:]
    return f"{'Yes' if yes else 'No'} — {state}"


# the verb of a fix, said in a "did i …" question: what is left is the thing ("sort the hot water")
_FIX_VERB = re.compile(
    r"^(?:sort(?:ed)?(?:\s+out)?|fix(?:ed)?|repair(?:ed)?|deal(?:t)?\s+with|resolve[d]?)\s+"
    r"|^get\s+(?P<got>.+?)\s+(?:fixed|sorted(?:\s+out)?|repaired|looked\s+at)$",
    re.IGNORECASE,
)


async def _nothing(_: str) -> str | None:
    return None


async def issue_sorted(memory: Memory, user: User, action: str, now: datetime) -> str | None:
    """ "did i sort the hot water", "did i ever fix the leak": with no to-do naming it, whether the
    issue on that thing was resolved; None when the words name no fix or no issue is on record."""
    m = _FIX_VERB.match(action.strip())
    if m is None:
        return None
    said = m["got"] or action[m.end() :]
    thing = re.sub(r"^(?:the|my|our)\s+", "", said, flags=re.IGNORECASE).strip()
    episodes = [e for e in await memory.store.episodes(user.id) if e.opened_at <= now]
    if not thing or episode_rules.latest(thing, episodes) is None:
        return None
    return await issue_state(memory, user, thing, FIXED, now, _nothing)

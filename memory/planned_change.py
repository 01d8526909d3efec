"""A change still to come, moved like a to-do: "jake's move got pushed to march" when recap
keeps that Jake lives in Denver from February, "priya's start date slipped to the 11th" when
Priya is head of design from 4 January. No to-do is named; the fact's effective date is, and
moving it is putting that date right (:class:`memory.understanding.CorrectTime` of the fact),
never a new to-do called "jake's move".

Pure: the caller gives the facts kept and applies the correction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import understanding
from memory.model import Claim
from memory.understanding.timex import DateSpec
from memory.words import content_words, normalize_key

__all__ = ["names_a_change", "planned_change_moved"]

# "<who>'s <the change>": the owner said with an apostrophe, the change by a word for it
_WHOSE = re.compile(r"^(?:the\s+)?(?P<who>[^\W\d_][\w .-]*?)['’]s\s+(?P<what>.+)$", re.IGNORECASE)
# words for when a change takes effect, of any attribute: "start date", "first day", "big day"
_WHEN_WORDS = content_words("start starting date day first effective")


def names_a_change(action: str) -> bool:
    """Whether ``action`` is said as someone's change ("jake's move"): the only moves
    :func:`planned_change_moved` reads, told before any fact is looked at."""
    return _WHOSE.match(action.strip()) is not None


def planned_change_moved(
    action: str, due: DateSpec, claims: Iterable[Claim], *, now: datetime, tz: ZoneInfo
) -> understanding.CorrectTime | None:
    """The correction of the fact whose change, still to come, ``action`` names as moved to
    ``due``; None unless exactly one such fact of the person named fits.

    The change is named by the person's possessive and a word for it that the fact answers to
    (:func:`memory.claims.named_by`: "move" for a location, "promotion" for a role) or a word
    for its start ("start date", "first day"); a fact already in force has no start to move.
    """
    whose = _WHOSE.match(action.strip())
    if whose is None:
        return None
    who, what = normalize_key(whose["who"]), content_words(whose["what"])
    if not what:
        return None
    ahead = [c for c in claims if c.observed_at <= now < c.effective_from and normalize_key(c.subject) == who]
    fits = [c for c in ahead if what <= content_words(claim_rules.named_by(c)) | _WHEN_WORDS]
    if len({(c.predicate, c.scope) for c in fits}) != 1:
        return None
    claim = max(fits, key=lambda c: c.observed_at)
    old = DateSpec("", claim.effective_from, claim.effective_from + timedelta(days=1), claim.precision, True)
    return understanding.time_put_right(due, old, claim.subject, now=now, tz=tz)

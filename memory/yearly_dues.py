"""A to-do dated by someone's yearly day that recap keeps: "send Lucia a card b4 her bday",
"book dinner for our anniversary", "order flowers before Mum's birthday".

The reader sees one message and cannot know the day; the claims can. When a to-do said with no
due names a birthday or an anniversary, and the claims hold that day (a fact of that person,
or of the user for "our anniversary"), the to-do is due on its next coming round: the day
before it for "before"/"b4" (done before the day), the day itself for "for"/"by"/"on". A
person named twice, or no day kept, leaves the to-do undated as it was said.

Pure functions over claims; the timezone is passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.day_facts import day_of
from memory.model import Claim
from memory.understanding._kin import KIN

__all__ = ["yearly_due"]

_YEARLY_SAID = re.compile(
    r"\b(?P<how>before|b4|by|for|on)\s+(?:(?P<whose>her|his|their|our|my|(?P<name>[A-Z][\w'\-]*?))(?:'s|s')?\s+)"
    r"(?P<what>bday|b-day|birthday|anniversary)\b",
    re.IGNORECASE,
)
_PREDICATES = {"bday": "birthday", "b-day": "birthday", "birthday": "birthday", "anniversary": "anniversary"}
_PRONOUNS = {"her", "his", "their"}
_OURS = {"our", "my"}
_NAME = re.compile(r"\b(?:[A-Z][\w\-]+|" + KIN + r")\b")  # "Lucia", "mum": whom "her" says again


def yearly_due(
    action: str, counterparty: str | None, claims: Iterable[Claim], now: datetime, tz: ZoneInfo
) -> datetime | None:
    """The last moment a to-do named ``action`` is due by the yearly day it names (see the
    module doc), or None."""
    m = _YEARLY_SAID.search(action)
    if m is None:
        return None
    whose = m["whose"].lower()
    if whose in _OURS:
        person = "me"
    elif whose in _PRONOUNS:
        said = {re.sub(r"'s$", "", n) for n in _NAME.findall(action[: m.start()])}
        named = {n.lower() for n in said | ({counterparty} if counterparty else set())}
        if len(named) != 1:
            return None  # "her" of no one, or of one of two: undated as said
        person = named.pop()
    else:
        person = m["name"]
    predicate = _PREDICATES[m["what"].lower()]
    held = [c for c in claims if c.subject.lower() == person.lower() and c.predicate.lower() == predicate]
    corrected = {c.corrects for c in held if c.corrects is not None}
    held = [c for c in held if c.id not in corrected]
    if len(held) != 1:
        return None
    day = day_of(held[0], tz)
    if day is None:
        return None
    local = now.astimezone(tz)
    coming = day.replace(year=local.year)
    if coming.date() < local.date():
        coming = coming.replace(year=local.year + 1)
    if m["how"].lower() in ("before", "b4"):
        coming -= timedelta(days=1)
    if coming.date() < local.date():
        return None  # "before her bday" said on the day itself: too late to date it
    return (coming + timedelta(days=1)).astimezone(tz) - timedelta(microseconds=1)

"""A to-do dated by a day recap already keeps: "send Lucia a card b4 her bday", "book dinner for
our anniversary", "set up Farah's laptop b4 she starts", "sort the keys before Omar moves"; or by an occasion kept
as a to-do of its own ("buy Mira a gift b4 her wedding" after "Mira's wedding sat 2pm").

The reader sees one message and cannot know the day; the claims can. When a to-do said with no
due names such a day, and the claims hold it, the to-do is due by it: the day before it for
"before"/"b4" (done before the day; "2 days before", "a week b4" that long before), the day
itself for "for"/"by"/"on". The day may be said before the to-do ("remind me 2 days before
Lucy's bday to get a card") when the message names only one. The days kept are a
birthday or an anniversary (its next coming round) and a change of someone's still to come (the
day a new role, employer or team starts, or a move). A person named twice, or no such day kept,
leaves the to-do undated as it was said; "before she starts" in a message that names no one is the
one person whose change is still to come.

Pure functions over claims; the timezone is passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.day_facts import day_of, next_round
from memory.model import Claim, Commitment
from memory.understanding._commitment_intro import KNOWN_VERBS
from memory.understanding._kin import KIN
from memory.understanding._occasion_todo import the_occasion
from memory.understanding._sign_forms import agenda_entry

__all__ = ["due_by_kept_day", "due_by_occasion", "for_it_said", "kept_day_said", "named_for", "occasion_said"]

_WHOSE = r"(?P<whose>her|his|their|our|my|(?P<name>[A-Z][\w'\-]*?))(?:'s|s')?"
# how long before the day: "2 days before", "a week b4", "the day before" (one day when none is said)
_COUNTED = r"(?P<n>\d{1,2}|an?|one|two|three|four|five|six|seven|a\s+couple(?:\s+of)?)\s+(?P<unit>days?|weeks?)"
_LENGTH = rf"(?:{_COUNTED}|the\s+(?P<the>day|week))\s+(?=before|b4)"
_KEPT_DAY_SAID = re.compile(
    r"\b(?:" + _LENGTH + r")?(?P<how>before|b4|by|for|on)\s+"
    r"(?:" + _WHOSE + r"\s+(?P<what>bday|b-day|birthday|anniversary)\b"
    r"|(?P<who>she|he|they|[A-Z][\w\-]*)\s+(?P<change>starts|joins|begins|moves|relocates)\b)",
    re.IGNORECASE,
)
_YEARLY = {"bday": "birthday", "b-day": "birthday", "birthday": "birthday", "anniversary": "anniversary"}
# what a change said by its verb makes true: "before she starts" is the day her new role holds
_JOINING = ("role", "employer", "team")
_MOVING = ("location",)
_CHANGES = {"starts": _JOINING, "joins": _JOINING, "begins": _JOINING, "moves": _MOVING, "relocates": _MOVING}
_PRONOUNS = {"her", "his", "their", "she", "he", "they"}
_OURS = {"our", "my"}
_NAME = re.compile(r"\b(?:[A-Z][\w\-]+|" + KIN + r")\b")  # "Lucia", "mum": whom "her" says again


# where the words said of a to-do end: its sentence or clause
_CLAUSE_END = re.compile(r"[.;!?]|,\s*(?:and|then|also)\b", re.IGNORECASE)


def kept_day_said(action: str, said: str = "") -> re.Match[str] | None:
    """Where the words of a to-do named ``action`` name a kept day ("b4 her bday"), else None:
    a cheap test before any claim is read. ``said`` is the message: the reader may leave the day
    out of the action ("set up Farah's laptop" of "… b4 she starts"), so the words after the
    action in its clause count."""
    at = said.lower().find(action.lower())
    words = action
    if at >= 0:
        rest = said[at + len(action) :]
        end = _CLAUSE_END.search(rest)
        words = f"{action}{rest[: end.start()] if end else rest}"
    found = _KEPT_DAY_SAID.search(words)
    if found is None and said:
        # "remind me 2 days before Lucy's bday to get a card": the day said before the to-do; or the
        # action put otherwise than said ("laptop + badge" kept as "laptop and badge"): the message's one
        said_before = list(_KEPT_DAY_SAID.finditer(said[:at] if at >= 0 else said))
        found = said_before[0] if len(said_before) == 1 else None
    return found


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _ahead_by(m: re.Match[str]) -> timedelta:
    """How long before the kept day a "before" to-do is due: "2 days before" two days, "a week
    b4" and "the week before" seven, a bare "before" one (done before the day)."""
    if m["the"]:
        return timedelta(days=7 if m["the"].lower() == "week" else 1)
    if not m["n"]:
        return timedelta(days=1)
    said = m["n"].lower()
    count = 2 if said.startswith("a couple") else _COUNTS.get(said) or int(said)
    return timedelta(days=count * (7 if m["unit"].lower().startswith("week") else 1))


def due_by_kept_day(
    m: re.Match[str], counterparty: str | None, claims: Iterable[Claim], now: datetime, tz: ZoneInfo
) -> datetime | None:
    """The last moment a to-do is due by the kept day ``m`` (from :func:`kept_day_said`) names
    (see the module doc), or None."""
    person = _whom(m, m.string, counterparty) or _only_one_to_come(m, claims, now)
    if person is None:
        return None
    mine = [c for c in claims if c.subject.lower() == person.lower()]
    corrected = {c.corrects for c in mine if c.corrects is not None}
    mine = [c for c in mine if c.id not in corrected]
    day = _yearly_day(m, mine, now, tz) if m["what"] else _change_day(m, mine, now, tz)
    if day is None:
        return None
    if m["how"].lower() in ("before", "b4"):
        day -= _ahead_by(m)
    if day.date() < now.astimezone(tz).date():
        return None  # "before her bday" said on the day itself: too late to date it
    return (day + timedelta(days=1)).astimezone(tz) - timedelta(microseconds=1)


def _whom(m: re.Match[str], action: str, counterparty: str | None) -> str | None:
    """Whose day the words name: "my"/"our" the user's, a name said, or the one person a pronoun
    can say again (named before it in the action, or the to-do's counterparty)."""
    said = (m["whose"] or m["who"]).lower()
    if said in _OURS:
        return "me"
    if said not in _PRONOUNS:
        return m["name"] or m["who"]
    names = {re.sub(r"'s$", "", n) for n in _NAME.findall(action[: m.start()])}
    named = {n.lower() for n in names | ({counterparty} if counterparty else set())}
    return named.pop() if len(named) == 1 else None


def _only_one_to_come(m: re.Match[str], claims: Iterable[Claim], now: datetime) -> str | None:
    """ "b4 she starts" said in a message that names no one: the one person whose change of that
    kind is still to come ("Aisha joins on the 4th" said just before), None when not exactly one."""
    if not m["change"] or (m["whose"] or m["who"] or "").lower() not in _PRONOUNS:
        return None
    kinds = _CHANGES[m["change"].lower()]
    coming = {
        c.subject for c in claims if c.predicate.lower() in kinds and c.effective_from > now and c.subject != "me"
    }
    return coming.pop() if len(coming) == 1 else None


def _yearly_day(m: re.Match[str], mine: list[Claim], now: datetime, tz: ZoneInfo) -> datetime | None:
    """The next coming round of the birthday or anniversary ``m`` names, when one is kept."""
    held = [c for c in mine if c.predicate.lower() == _YEARLY[m["what"].lower()]]
    day = day_of(held[0], tz) if len(held) == 1 else None
    return next_round(day, now, tz) if day is not None else None


def _change_day(m: re.Match[str], mine: list[Claim], now: datetime, tz: ZoneInfo) -> datetime | None:
    """The local day the first change of the kind ``m`` names, still to come, holds from."""
    kinds = _CHANGES[m["change"].lower()]
    ahead = [c.effective_from for c in mine if c.predicate.lower() in kinds and c.effective_from > now]
    if not ahead:
        return None
    first = min(ahead).astimezone(tz)
    return first.replace(hour=0, minute=0, second=0, microsecond=0)


# "b4 her wedding", "before the party", "for the bbq", "ahead of Sam's leaving do": an occasion, by its noun
_OCCASION_SAID = re.compile(
    r"\b(?P<how>before|b4|ahead\s+of|by|for)\s+(?:the|her|his|their|our|my|[A-Z][\w'\-]*?(?:'s|s'))\s+"
    r"(?P<what>[a-z][\w\-]*(?:\s+(?!(?:on|at|in|this|next|tmrw|tomorrow)\b)[a-z][\w\-]*)?)\s*$",
    re.IGNORECASE,
)


# gatherings no diary line names alone, but a to-do is done for: "bake a cake for the bbq"
_GATHERING = re.compile(
    r"\b(?:bbq|barbecue|braai|potluck|picnic|cookout|housewarming|shower|leaving\s+do|do|fundraiser|bake\s+sale)$",
    re.IGNORECASE,
)


def occasion_said(action: str) -> re.Match[str] | None:
    """Where a to-do's words end on an occasion it is done before or for ("buy a gift b4 her
    wedding"), else None: a cheap test before any to-do is read."""
    return _OCCASION_SAID.search(action)


def due_by_occasion(m: re.Match[str], occasions: Iterable[Commitment], now: datetime, tz: ZoneInfo) -> datetime | None:
    """The last moment a to-do is due by the one open, dated to-do whose words hold the occasion
    ``m`` names (the day before it for "before", its own day otherwise), or None when none or
    several do, or that day has gone."""
    if agenda_entry(m["what"]) is None and not _GATHERING.search(m["what"]):
        return None  # "order pizza for the team": for whom, no occasion
    what = m["what"].lower().split()
    named = [
        c for c in occasions
        if c.due is not None and c.due > now and not _OCCASION_SAID.search(c.action)  # the occasion, not a to-do for it
        and all(re.search(rf"\b{re.escape(w)}\b", c.action.lower()) for w in what)
    ]  # fmt: skip
    if len(named) != 1:
        return None
    due = named[0].due
    assert due is not None  # narrowed above
    if m["how"].split()[0].lower() not in ("before", "b4", "ahead"):
        return due  # "bake a cake for the party": by the party
    day = due.astimezone(tz).replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(days=1)
    if day.date() < now.astimezone(tz).date():
        return None  # "before the wedding" said on its day: too late to date it
    return (day + timedelta(days=1)).astimezone(tz) - timedelta(microseconds=1)


def due_by_then(connector: str, due: datetime, now: datetime, tz: ZoneInfo) -> datetime | None:
    """The last moment of a to-do due "by then" (``due`` itself) or "before then" (the day before a
    due that is a whole day, as "before <day>" reads; the moment itself of a due at a time: before
    the 2pm call is by 2pm), or None when that has gone."""
    if connector not in ("before", "b4"):
        return due if due > now else None
    local = due.astimezone(tz)
    if (local.hour, local.minute, local.second) != (23, 59, 59):
        return due if due > now else None
    before = (local - timedelta(days=1)).astimezone(due.tzinfo)
    return before if before > now else None


# "pack the night before", "confirm the day before", "chase them 2 days after", said last: counted from a
# day the words leave unsaid, the one the conversation just dated
_FROM_THEN = re.compile(
    rf"\b(?:{_COUNTED}|the\s+(?P<the>day|night|evening|morning|afternoon|week))\s+(?P<how>before|b4|after)"
    r"(?:\s+(?:that|then|it))?\s*[.!]*$",
    re.IGNORECASE,
)


def counted_from_then(said: str) -> bool:
    """Whether ``said`` ends with a to-do's day counted from one it leaves unsaid ("… the night before")."""
    return _FROM_THEN.search(said) is not None


def due_from_then(said: str, then: datetime, now: datetime, tz: ZoneInfo) -> datetime | None:
    """The last moment of the day a to-do said as ``said`` ("need to pack the night before") is due,
    counted from ``then`` (the due of the thing the conversation just dated: "flight to Lisbon on the
    18th", so the 17th), or None when the words count from nothing unsaid or that day has gone."""
    m = _FROM_THEN.search(said)
    if m is None:
        return None
    shift = _ahead_by(m) if m["how"].lower() in ("before", "b4") else -_ahead_by(m)
    day = then.astimezone(tz).replace(hour=0, minute=0, second=0, microsecond=0) - shift
    end = (day + timedelta(days=1)).astimezone(tz) - timedelta(microseconds=1)
    return end if end > now else None


# "book a cab for it", "be home for that", "charge the camera for it": a to-do done for a thing said
# before, its "it" after the to-do's own object ("pay for it", "sign for it", "wait for it": the verb's
# own object, which no day dates)
_FOR_IT = re.compile(r"^(?P<head>\S+\s+\S.*?)\s+for\s+(?P<it>it|that|this|him|her|them)\s*[.!]*$", re.IGNORECASE)
_SOMEONE = frozenset({"him", "her", "them"})


def for_it_said(action: str, owner: str) -> re.Match[str] | None:
    """Where a to-do's action ends "… for it" after its own object (see :data:`_FOR_IT`), else None;
    "… for him" only of a thing someone else (``owner``) does: "plumber coming thurs", "be home for him"."""
    m = _FOR_IT.match(action)
    return None if m is None or (m["it"].lower() in _SOMEONE and owner.lower() == "me") else m


def named_for(m: re.Match[str], thing: str, owner: str) -> str:
    """The to-do ``m`` (from :func:`for_it_said`) with its "it" named as the to-do ``thing`` kept
    for ``owner``: "book a cab for the flight", "be home for the plumber's visit", "be home for the
    landlord to fix the shower"."""
    if owner.lower() == "me":
        return f"{m['head']} for {the_occasion(thing)}"
    if thing.split()[0].lower() in KNOWN_VERBS:
        return f"{m['head']} for {the_occasion(owner)} to {thing}"
    whose = f"{owner}'s {thing}"
    return f"{m['head']} for {the_occasion(whose)}"

"""A day said first as a heading, then what falls on it, then the to-do it makes: "2 dec — Marjorie's
bday, buy her a cake", "the 3rd: Kenji's farewell cake, i'm ordering it", "fri - team drinks, book
the table".

The heading reads as a diary line of its own ("Marjorie's bday, buy her a cake" kept as one
to-do's name), or as two to-dos where one is only the occasion. The readers of a day's occasion
read the to-do said as an obligation ("2 dec - Marjorie's bday, need to buy her a cake": for her,
due that day), so a bare imperative is put that way. And the to-do's "it" ("i'm ordering it") is
the thing the heading names: "order Kenji's farewell cake", due the 3rd (left as "it", the to-do
is of nothing).

Only when the heading's day is all the words before the dash or colon, the occasion is a few
words with no verb and no date of its own that name a person's occasion ("Marjorie's bday") or an
event ("team drinks", "the school fair"), and the words after the comma start like a to-do or a
plan. "mon: dentist, call the bank" (an errand, no occasion) stays a list of the day's errands.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I
from memory.understanding.timex import find_spans, has_date_words, says_a_date

__all__ = ["day_headed", "deadline_headed"]

_HEADED = re.compile(
    r"^(?P<day>[^,;:—–]{2,25}?)\s*(?:[—–]+|\s-+|:)\s*(?P<head>[^,;:—–]{3,50}?)\s*,\s*(?P<tail>\S.*)$", _I
)
_IS_DAY = re.compile(r"^(?P<day>[^,;:—–]{2,25}?)\s+is\s+(?P<head>[^,;:—–]{3,50}?)\s*,\s*(?P<tail>\S.*)$", _I)
_OCCASION = re.compile(
    r"(?:^|\s)(?:[\w-]+'s\s|\w+s'\s)"  # someone's: "Marjorie's bday", "the kids' recital"
    r"|\b(?:b'?day|birthday|party|wedding|farewell|leaving\s+do|send-?off|anniversary|drinks|fair|f[eê]te|bbq"
    r"|barbecue|christening|funeral|graduation|recital|concert|gig|reunion|shower|potluck|picnic|fundraiser|sale"
    r"|dinner|lunch|brunch|night|festival|ceremony|match|tournament|open\s+day|sports\s+day"
    # a gathering of people: "the growers assembly in Xapuri", "the parish agm"
    r"|assembly|agm|conference|convention|summit|rally|retreat|expo|trade\s+fair|prize-?giving)\b",
    _I,
)
# a to-do or a plan said after it: "buy her a cake", "need to book it", "i'm ordering it"
_TODO_LEAD = re.compile(
    r"^(?:(?:i|we)\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|'ll)\s+\S"
    r"|^(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+[a-z]+ing\b",
    _I,
)
# getting away for it, which the verb lexicon keeps no to-do of: "leave work early", "finish at 3"
_LEAVING = re.compile(r"^(?:leave|head\s+off|set\s+off|knock\s+off|finish)\s+(?:work|the\s+office|early|at)\b", _I)
# a verb of the heading's own ("Ama's leaving", "the van is booked"); a "leaving do" is an occasion
_VERBISH = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|due)\b"  # ("the fees due": a thing due, read by the deadline readers)
    r"|'s\s+(?:\w+ing(?!\s+(?:do|party|drinks|lunch|dinner|card|gift|present)\b)|\w+ed|not|been|due|over|off|back"
    r"|up|out|on|here|late|ready)\b",
    _I,
)
_IT = re.compile(r"\b(?:it)\b", _I)
_MAX_WORDS = 5
_BARE_ORDINAL = re.compile(r"^the\s+\d{1,2}(?:st|nd|rd|th)$", _I)


# a day said first as a thing's deadline: "25/11 deadline for the scholarship forms, gotta submit mine"
_DEADLINE_HEAD = re.compile(
    r"^(?P<day>[^,;:]{2,25}?)\s+(?:is\s+)?(?:the\s+)?deadline\s+for\s+(?P<thing>[^,;]{3,50}?)\s*,\s*(?P<tail>\S.*)$", _I
)
# "submit mine": the user's one of the thing just named, done to as "it" is
_MINE = re.compile(r"\b(?:mine|ours)\b", _I)


def deadline_headed(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """ "25/11 deadline for the scholarship forms, gotta submit mine" said as "25/11 is the deadline
    for the scholarship forms, gotta submit it", which the readers of a thing's deadline read as the
    to-do done to it by then; any other ``text`` as it is."""
    m = _DEADLINE_HEAD.match(text.strip())
    if m is None or not _whole_day(m["day"], now, tz) or not _todo(m["tail"]):
        return text
    # "apr 2 is the deadline for the fishing license, apply b4 then": the bare verb is the obligation
    tail = m["tail"] if _TODO_LEAD.match(m["tail"]) or _LEAVING.match(m["tail"]) else f"need to {m['tail']}"
    return f"{m['day']} is the deadline for {m['thing']}, {_MINE.sub('it', tail, count=1)}"


def day_headed(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a day heading over an occasion and its to-do put as the readers of a day's
    occasion read it (see the module doc): a bare imperative as the obligation it is ("2 dec -
    Marjorie's bday, need to buy her a cake"), the to-do's "it" as the thing the heading names
    ("the 3rd is Kenji's farewell cake, i'm ordering Kenji's farewell cake")."""
    said = text.strip()
    m = _HEADED.match(said) or _IS_DAY.match(said)
    day, head, tail = (m["day"], m["head"], m["tail"]) if m else _unmarked(said, now, tz)
    if not day or not _whole_day(day, now, tz) or not _occasion(head) or not _todo(tail):
        return text
    if says_a_date(tail, now=now, tz=tz):  # "leave work early": no date of its own
        return text
    if len(_IT.findall(tail)) == 1:
        return f"{day.lower()} is {head}, {_IT.sub(head, tail)}"  # "Sat": no one called Sat
    if (m is None or m.re is _HEADED) and not _TODO_LEAD.match(tail):
        return f"{day} - {head}, need to {tail}"  # "buy her a cake": an obligation under its day
    return text


# the heading said with no dash or colon: "third friday of august the growers assembly, book the minibus"
_THEN = re.compile(r"\bthen\b", _I)
_UNMARKED = re.compile(r"^(?P<said>[^,;:—–]{5,80}?)\s*,\s*(?P<tail>\S.*)$")


def _unmarked(said: str, now: datetime, tz: ZoneInfo) -> tuple[str, str, str]:
    """(day, occasion, to-do) of a heading whose day runs straight into its occasion; empty when none."""
    m = _UNMARKED.match(said)
    spans = find_spans(m["said"], now=now, tz=tz) if m and has_date_words(m["said"]) else []
    if m is None or not spans or spans[0].start != 0 or spans[0].spec is None or _THEN.search(m["tail"]):
        return "", "", ""  # "…, buy the cake by then": the day's occasion readers read a to-do due "then"
    return m["said"][: spans[0].end].strip(), m["said"][spans[0].end :].strip(), m["tail"]


def _whole_day(words: str, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``words`` are one date and nothing else ("2 dec", "fri", "the 3rd": a bare day of the
    month is a date to the time reader only after "on")."""
    said = f"on {words}" if _BARE_ORDINAL.match(words) else words
    spans = find_spans(said, now=now, tz=tz)
    return len(spans) == 1 and spans[0].spec is not None and not said[spans[0].end :].strip()


# where the occasion is, after its name: "Baraka's visa interview at the Moscow embassy", "the fair in Tomsk"
_PLACE = re.compile(r"\s+(?:at|in)\s+(?:(?:the|my|our)\s+)?(?:[\w'-]+\s+)?[\w'-]+$", _I)


def _occasion(head: str) -> bool:
    """Whether ``head`` names an occasion, in a few words (besides where it is) with no verb or date of its own."""
    if len(_PLACE.sub("", head).split()) > _MAX_WORDS or has_date_words(head):
        return False
    if _imperative_shape(head) or _VERBISH.search(head):
        return False
    return _OCCASION.search(f" {head}") is not None


def _todo(tail: str) -> bool:
    return _imperative_shape(tail) or _TODO_LEAD.match(tail) is not None or _LEAVING.match(tail) is not None

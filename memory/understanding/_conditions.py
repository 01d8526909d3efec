"""A to-do's trailing condition: the clause that says until when or while what, never part of
what is to be done.

- before something happens: "renew the domain before it lapses on the 30th" (by the 29th),
  "loop in legal before we sign", "pay the deposit before they close the booking", "renew the
  gym membership b4 it runs out", "set up the till monday before opening";
- while someone is away: "water her plants while she's away", "feed the cat whilst they're on
  holiday", "cover the front desk till she's back";
- before an occasion with no date of its own: "ship Grandpa's order before the holidays", "fix
  the fence by half term": recap cannot tell when that is, so it asks (:func:`vague_occasion`);
- the reminder asked for: "send Wei Ling the notes, pls remind me tmrw am": the to-do is the
  notes, due tomorrow (:func:`asked_reminder`).

The action is what comes before the clause. A date said inside a "before" clause is when the
thing happens, so the to-do is due the day before it (see
:func:`memory.understanding._commitment_intro._day_before`); a clause with no date leaves the
to-do undated, and it is still plainly a to-do (a condition is said of a thing one must do).

Hand-written: a subject, a verb and at most a short object after "before"/"while"; no parser
is needed to cut one trailing clause, and a longer one is left alone (read as said).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_SUBJECT = r"(?:it|they|that|this|we|i|you|he|she|(?:the|my|our|his|her|their|your)\s+[\w'-]+(?:\s+[\w'-]+)?)"
_END = r"(?:\s*[^\w\s,;:]+)*\s*$"  # a trailing emoji or "!" ("… b4 it runs out 👍")
_BEFORE = re.compile(
    # "before opening", "before leaving for the airport": a doing of the user's
    r"\s+(?:before|b4)\s+[a-z]{3,}ing(?:\s+(?:time|up|out|for|the|my|our)(?:\s+[\w'-]+){0,2})?"
    + _END
    + r"|\s+(?:before|b4)\s+"
    + _SUBJECT
    + r"(?:\s+(?:is|are|has|have|gets?|will|'ll|can)|'s|'re|'ll)?(?:\s+(?:goes|go|falls|fall|becomes|become))?\s+[a-z]+"
    r"(?:\s+(?:out|up|off|in|over|down|away|back))?"
    # what it starts or stops doing, and that it is again: "before it starts billing", "b4 it charges me again"
    r"(?:\s+[a-z]{3,}ing)?(?:\s+(?:the|a|an|my|our|it|them|me|us)(?:\s+[\w'-]+)?)?(?:\s+again)?" + _END,
    _I,
)
_WHILE = gated(re.compile(
    r"\s+(?:while|whilst)\s+(?:she|he|they|we|i|you)(?:'s|'re|'m|\s+(?:is|are|am|will\s+be|'ll\s+be))\s+"
    r"(?:away|out|off|gone|abroad|on\s+(?:holiday|holidays|leave|vacation|hols|a\s+trip)|travelling|traveling"
    r"|in\s+hospital)" + _END
    # the same span said by its end: "cover the front desk till she's back", "until they get back"
    + r"|\s+(?:until|till|til)\s+(?:she|he|they|we|i|you)(?:'s|'re|'m|\s+(?:is|are|am|gets?|comes?))\s+back" + _END
    + r"|\s+(?:until|till|til)\s+(?:she|he|they|we|i|you)\s+(?:returns?|gets?\s+home|comes?\s+home)" + _END,
    _I,
))


# "invoice them when the album ships", "aerate the lawn after the rain stops", "pay Jo back once
# I get paid", "pay her on the 30th when salary lands": when to do it, said as a clause (a subject,
# with or without its article, and its verb), never what to do
_BARE_SUBJECT = r"[a-z][\w'-]{2,}(?=\s+[a-z]+s\b)"  # "salary lands", "payday hits": a noun, then its verb
_WHEN = re.compile(
    r"\s+(?:when|once|as\s+soon\s+as|after|whenever)\s+(?:" + _SUBJECT + "|" + _BARE_SUBJECT + ")"
    + r"(?:\s+(?:is|are|has|have|gets?|will|'ll|can)|'s|'re|'ll)?\s+[a-z]+"
    r"(?:\s+(?:out|up|off|in|over|down|away|back|through|paid))?(?:\s+(?:the|a|an|my|our|it|them)(?:\s+[\w'-]+)?)?"
    + _END,
    _I,
)
# "ask Tom when the van arrives", "check once it's live": the clause is what to ask or check
_ASKING = re.compile(r"^(?:ask|check|confirm|find\s+out|figure\s+out|see|know|decide|remember|wonder)\b", _I)


def condition(text: str) -> re.Match[str] | None:
    """The condition clause that ends ``text``, or None: its match starts where the action ends
    (never an occasion recap cannot date: "before the school holidays" is asked about)."""
    if _VAGUE_OCCASION.search(text):
        return None
    return _BEFORE.search(text) or _WHILE.search(text) or (None if _ASKING.match(text) else _WHEN.search(text))


def before_event(text: str) -> bool:
    """Whether the condition ending ``text`` is something a date in it comes before. A place's
    closing time is not: "stop by the pharmacy b4 they close tmrw", "get to the bank before it
    shuts on friday" are done that day, before its hours end ("before it lapses on the 30th",
    "before they close the booking on friday": by the day before)."""
    found = _BEFORE.search(text)
    return found is not None and not closing_hour(found.group(0)) and not _FALLS_DUE.match(found.group(0))


# "b4 it's overdue on jan 15", "before it falls due on the 3rd": the date is the deadline itself
_FALLS_DUE = re.compile(
    r"\s+(?:before|b4)\s+" + _SUBJECT + r"(?:'s|'re|\s+(?:is|are|goes|go|gets|get|becomes|become|falls|fall))?"
    r"\s+(?:overdue|late|due|past\s+due)\b",
    _I,
)


def closing_hour(clause: str) -> bool:
    """Whether a "before" clause is a place's closing hour ("b4 they close", "before the shop
    shuts") or the user setting off ("b4 we leave tmrw", "before i fly out on the 3rd"): a time
    within its day, so a date said with it is the due itself."""
    return _CLOSING.match(clause) is not None or _SETTING_OFF.match(clause) is not None


# the user (or their party) setting off: "b4 we leave", "before i fly out", "before we head off"
_SETTING_OFF = re.compile(
    r"\s+(?:before|b4)\s+(?:we|i)(?:'re|'m|\s+are|\s+am)?\s+(?:leave|leaving|go|going|fly|flying|head\s+off|heading\s+off"
    r"|set\s+off|setting\s+off|depart|departing|drive\s+off|take\s+off|hit\s+the\s+road)(?:\s+(?:out|away|home))?\b",
    _I,
)


# a place's closing hour: "before they close", "b4 the shop shuts", "before the tip closes on sat"
_CLOSING = re.compile(
    r"\s+(?:before|b4)\s+" + _SUBJECT + r"\s+(?:close|closes|shut|shuts|shuts\s+up|close\s+up)\b"
    r"(?!\s+(?:the|a|an|my|our|it|them)\b)",  # "before they close the booking": a deadline, not the hour
    _I,
)


# occasions whose date recap does not know: the school holidays, half term, the break, a season
# of something ("b4 hunting season", "before tax season starts", "by the start of ski season")
_VAGUE_OCCASION = gated(re.compile(
    r"\s+(?:before|b4|by|until|till|after|over|during)\s+(?:the\s+)?(?:(?:school|summer|winter|easter|xmas"
    r"|christmas|festive)\s+)?(?:holidays|hols|vacation|break|half[\s-]?term|end\s+of\s+term|term\s+ends|school\s+"
    r"(?:starts|ends|breaks\s+up)|new\s+term"
    r"|(?:(?:start|beginning|end)\s+of\s+(?:the\s+)?)?[a-z-]+\s+season(?:\s+(?:starts|opens|begins|ends|kicks\s+off))?)"
    + _END,
    _I,
))
# "…, pls remind me", "and remind me": the asking, no part of the to-do
_ASKED_REMINDER = re.compile(
    r"(?:\s*,)?\s+(?:and\s+|so\s+)?(?:please\s+|pls\s+|plz\s+)?remind\s+me(?:\s+about\s+it)?$", _I
)


def vague_occasion(text: str) -> re.Match[str] | None:
    """The trailing "before the holidays" of ``text``, or None: a due recap cannot place."""
    return _VAGUE_OCCASION.search(text)


def asked_reminder(head: str) -> str:
    """A to-do's words without the trailing request to be reminded ("… remind me")."""
    return _ASKED_REMINDER.sub("", head)

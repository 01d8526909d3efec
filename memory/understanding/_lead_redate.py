"""A new day said first and alone, for the to-do just talked about: "sun same time instead", "end of
next month now, parts delayed", "by the 22nd is better, the inspector comes the 23rd", "do it tmrw
instead, the scope free up", "8:45 then, she's at prayer meeting till half 8", "to 4:30", "fri, payroll
run late", "the 24th, welder says he needs more time".

The words before the first comma are a date and nothing else but a mark of changing it ("instead",
"now", "then", "same time", "is better" after a deadline, "they said"/"she reckons"; "it's", "do it", "to"
before it); the words after
the comma, if any, say why and are no to-do ("need to call Bob" is one). A date said bare before a
comma, with no such mark, is a to-do's day as often ("fri, dentist at 3"), so it moves only when the
words after it give a reason things are late ("run late", "need more time", "not arrived", "on leave").
Read as nothing (or a new to-do "payroll run late"), the message was asked about as a to-do, a fact or
a problem. Which to-do moves :mod:`memory.derive` decides (:func:`._lifecycle.that_moved_to`: the one
just talked about), and recap asks when none fits.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._lifecycle import _SAME_TIME, that_moved_to, time_kept
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._time_only import clock_only
from memory.understanding.intents import Intent
from memory.understanding.normalise import normalise
from memory.understanding.timex import has_date_words

__all__ = ["lead_redate"]

# what says the day before it is a change: "… instead", "… now", "… then", "… is better"
_MARK_AFTER = re.compile(
    r"\s+(?:instead|now|then|is\s+better|works\s+better)(?:\s+(?:instead|now|then))*$",
    _I,
)
# whoever sets it said the new day, after it: "dec 3 at 11 they said", "end of next month they reckon, …"
_SAID_BY = r"(?:they|she|he)\s+(?:said|say|says|reckon|reckons|reckoned|told\s+(?:me|us))"
_SAID_SO = re.compile(r"^\s*" + _SAID_BY + r"\s*(?:,|$)", _I)
_SAID_LAST = re.compile(r"(?<=\S)\s+" + _SAID_BY + r"$", _I)
# ... or before it: "do it tmrw instead", "to 4:30" (alone); "it's" marks nothing ("it's friday!"), only with
# a mark after ("it's sun now"); "make it fri" alone is read as a correction of the time (CorrectTime)
# elsewhere, but with why after it ("make it sat same time, the orchestra rehearse friday"; Pidgin "make am end
# of next month, the budget never come") it is the day put first, as "do it" is
_MARK_BEFORE = re.compile(r"^(?:do\s+it|make\s+(?:it|am)|to)\s+", _I)
# a plea said first ("abeg make it sat same time, …", "pls do it tmrw instead"): no part of the day
_PLEA_FIRST = re.compile(r"^(?:please|pls|plz|kindly|abeg|biko)\s*,?\s+", _I)
# "is better" marks a deadline only ("by the 22nd is better"): "thursday is better" may be any plan's day
_BETTER = re.compile(r"\bbetter$", _I)
_IT_IS = re.compile(r"^(?:it'?s|it\s+is|its)\s+", _I)
# a reason a to-do is late, said after the day: why it moves, never a to-do of its own
_LATE_REASON = re.compile(
    r"\b(?:late|delay(?:ed|s)?|more\s+time|(?:not|never|didn'?t|hasn'?t|haven'?t)\s+(?:yet\s+)?(?:arriv|com|turn)\w*"
    r"|on\s+leave|off\s+sick|held\s+up|backed\s+up|behind\s+schedule|not\s+ready|not\s+free|unavailable"
    r"|can'?t\s+make\s+it"
    # why points back at the day: "second of january, they're shut till then anyway"
    r"|(?:till|until|til|not\s+before)\s+then)\b",
    _I,
)
# when a fact began, put right ("since feb now", "from the 21st then"): no to-do's new day; nor a shift
# from the to-do's own day ("make it 2 days later", "a week earlier then"), which other readers count
_SINCE = re.compile(
    r"^(?:since|from|as\s+of|starting)\b|\b(?:later|earlier|sooner|after|before|back|forward|ahead)$", _I
)
# a to-do said after the comma: its own, never a reason ("tmrw instead, need to call Bob first")
_OBLIGED = re.compile(r"\b(?:need|needs|gotta|have\s+to|has\s+to|must|remind|don'?t\s+forget|should)\b", _I)


def lead_redate(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do just talked about, moved to the day ``s`` says first and alone (see the module doc);
    None otherwise."""
    said = normalise(s.strip())  # "apr 21 at 11 asteur": dialect and shorthand said plainly
    head, _, why = _PLEA_FIRST.sub("", said).rstrip("!. ").partition(",")
    head, why = head.strip(), why.strip()
    said_so = False  # "dec 3 at 11 they said": whoever sets the day said it, a change as "instead" is
    if (so := _SAID_SO.match(why)) is not None:
        why, said_so = why[so.end() :].strip(), True
    elif (last := _SAID_LAST.search(head)) is not None:
        head, said_so = head[: last.start()].strip(), True
    late = bool(why) and _LATE_REASON.search(why) is not None  # "…, welder say he need more time"
    if not head or not has_date_words(head) or (why and not late and (_OBLIGED.search(why) or _imperative_shape(why))):
        return None
    if _IT_IS.match(head) and clock_only(_cut(_MARK_AFTER, _IT_IS.sub("", head))[0]):
        return None  # "it's 4pm now": the time of day as it goes, no to-do's new time
    day, after = _cut(_MARK_AFTER, _IT_IS.sub("", head))  # "sun same time instead": the mark, then the time
    day, same_said = _cut(_SAME_TIME, day)
    day, inner = _cut(_MARK_AFTER, day)  # "sun instead, same time"
    after = after or inner
    same_after = bool(why) and _SAME_TIME.fullmatch(f", {why}") is not None  # "it's sun now, same time"
    why = "" if same_after else why
    same = same_said or same_after
    before = _MARK_BEFORE.match(day)
    if before is not None and before.group(0).lower().startswith("make") and not why:
        return None  # "make it next tues" alone: the correction of the time's reader's (CorrectTime)
    day = day[before.end() if before else 0 :].strip()
    better_only = _BETTER.search(_IT_IS.sub("", head)) is not None and not day.lower().startswith("by ")
    marked = before is not None or (after and not better_only) or same or said_so
    if before is not None and before.group(0).strip().lower() == "to" and why and not after:
        marked = False  # "to 4:30" alone moves; "to tuesday, then the ferry" may be anything
    if not marked and not late:
        return None  # "fri, dentist at 3": a to-do's day, said first
    due = ctx.date(day) if day and not _SINCE.search(day) else None
    if due is None or due.end <= ctx.now or due.doubt:
        # "the day before yesterday now": a day gone moves no to-do (a fact's date, put right); "make it next
        # tues" said on a Monday may mean tomorrow, which the readers of a doubtful day ask about
        return None
    moved = that_moved_to(day, s, ctx)
    return time_kept(moved) if moved is not None and same else moved


def _cut(mark: re.Pattern[str], text: str) -> tuple[str, bool]:
    """``text`` without the words ``mark`` finds at its end, and whether it found them."""
    found = mark.search(text)
    return (text[: found.start()].strip(), True) if found is not None else (text, False)

"""An absence with its first and last day: "i'm off work dec 21 to jan 2", "away 3rd–9th",
"on leave from the 21st until jan 2nd", "Salma's on holiday 14-18 march".

Said with one date the fact readers keep the state ("I'm off work on friday"); said with a
range nothing read it, and a user's own leave is exactly what a briefing must know (who is
away, and until when). Read as a status from the first day until the last: a claim of the
one away ("me" for the user), never a to-do. Both ends must read as days still to come (or
running now), else nothing is read here and the never-silent net asks.

A run of shifts is said the same way and kept the same way: "on nights wed thu fri this week",
"working lates mon to wed" (the status "on nights" from the first night until the last), and so
is a run of days listed one by one ("off wed thu fri"), when they follow each other; days that
skip ("on nights mon wed fri") are no one range, so nothing is read here (and the net asks).

Written by hand: the absence words are a closed list and the range is the reader's own date
spans, split at its "to"/dash; a library would add nothing but a parse of the same words.
"""

from __future__ import annotations

import itertools
import re
from datetime import date

from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import DateSpec

# the state an absence is said as, and the words it is kept as
_STATE = (
    r"(?P<state>off(?:\s+work|\s+sick)?|away|ooo|out\s+of\s+(?:the\s+)?office"
    r"|on\s+(?:(?:annual|parental|maternity|paternity|sick|study|unpaid|medical)\s+)?leave"
    r"|on\s+(?:holiday|hols|vacation|vacay|pto)"
    # a run of shifts: "on nights", "working lates", "on the night shift"
    r"|(?:on|working|doing)\s+(?:the\s+)?(?:nights|lates|earlies|night\s+shifts?|late\s+shifts?|early\s+shifts?"
    r"|nightshifts?))"
)
# the days of a run listed one by one: "wed thu fri", "mon, tue & wed this week"
_DAY_WORD = r"(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?s?"
_LISTED = re.compile(
    r"^(?P<days>" + _DAY_WORD + r"(?:\s*(?:,|&|\+|/|\band\b)?\s*" + _DAY_WORD + r"){1,6})"
    r"(?P<week>\s+(?:this|next)\s+week)?$",
    _I,
)
_ABSENT = gated(re.compile(
    r"^(?:(?P<p>[\w'-]+(?:\s+[\w'-]+)?)(?:\s+is|'s|\s+will\s+be|'ll\s+be)|i'm|im|i\s+am|i'll\s+be|ill\s+be|i\s+will\s+be)?"
    r"\s*(?:(?:also|officially|gonna\s+be|going\s+to\s+be)\s+)?" + _STATE + r"\s+(?P<rest>.+?)[\s.!]*$",
    _I,
))
# "from the 3rd to the 9th", "dec 21 - jan 2", "3rd–9th", "21-28 dec", "between the 3rd and the 9th"
_RANGE = re.compile(
    r"^(?:from\s+|between\s+)?(?P<a>.+?)\s*(?:\s(?:to|until|till|til|thru|through|and)\s|[-–—]|\s-\s)\s*(?P<b>.+)$", _I
)
_BARE_DAY = re.compile(r"^(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?$", _I)
_KEPT = {"ooo": "out of office", "hols": "on holiday", "vacay": "on vacation"}


def absence(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "i'm off work dec 21 to jan 2": the one away's status, from the first day until the
    last; None when ``s`` is no absence over a range of days recap can read."""
    m = _ABSENT.match(s.strip())
    if m is None:
        return None
    who = "me" if m["p"] is None else _person(m["p"], ctx)
    span = _range(m["rest"], ctx)
    if who is None or span is None:
        return None
    state = " ".join(m["state"].lower().split())
    value = _KEPT.get(state, re.sub(r"^(?:working|doing)\s+", "on ", state))
    return [StateClaim(subject=who, predicate="status", value=value, effective=span[0], until=span[1])]


def _range(text: str, ctx: _Ctx) -> tuple[DateSpec, DateSpec] | None:
    """The first and last day ``text`` names (the whole of it), or None."""
    listed = _LISTED.match(text.strip())
    if listed is not None:
        return _run(listed, ctx)
    m = _RANGE.match(text.strip())
    if m is None:
        return None
    last = ctx.date(m["b"])
    if last is None or last.end <= ctx.now:
        return None
    first = ctx.date(m["a"]) or _day_of(m["a"], last, ctx)
    if first is not None and first.start >= last.start:  # "away 3rd–9th" said on the 4th: begun already
        first = ctx.date(m["a"], prefer="past")
    if first is None or first.start >= last.start:
        return None
    return first, last


def _run(listed: re.Match[str], ctx: _Ctx) -> tuple[DateSpec, DateSpec] | None:
    """The first and last of days listed one by one ("wed thu fri this week"), when each is the
    day after the one before; None when they skip a day or one cannot be read."""
    week = listed["week"] or ""
    days = [ctx.date(f"{day}{week}") for day in re.findall(_DAY_WORD, listed["days"], _I)]
    if any(day is None or day.end <= ctx.now for day in days):
        return None
    starts = [day.start.astimezone(ctx.tz).date() for day in days if day is not None]
    if any((later - earlier).days != 1 for earlier, later in itertools.pairwise(starts)):
        return None
    return (days[0], days[-1]) if days[0] is not None and days[-1] is not None else None


def _day_of(text: str, last: DateSpec, ctx: _Ctx) -> DateSpec | None:
    """ "21" in "21-28 dec": a bare day, in the month of the range's last day (or the month before)."""
    bare = _BARE_DAY.match(text.strip())
    if bare is None:
        return None
    end = last.start.astimezone(ctx.tz).date()
    day = int(bare["d"])
    try:
        first = end.replace(day=day) if day <= end.day else _month_before(end).replace(day=day)
    except ValueError:
        return None
    return ctx.date(f"{first.day} {first:%B} {first.year}")


def _month_before(d: date) -> date:
    return date(d.year - 1, 12, 1) if d.month == 1 else date(d.year, d.month - 1, 1)

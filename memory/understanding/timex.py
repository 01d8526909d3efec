"""Date expressions as people write them, resolved in the user's timezone.

Pure functions: the message time (``now``) and the user's zone are passed in. A small set of
hand-written rules covers the expressions recap's grammar relies on (weekdays, relative
offsets, month names, seasons, "end of month", times of day); dateparser, configured once for
English, is the fallback for the long tail of explicit formats ("3/6/2026", "Jun 3rd, 2027
5pm"). dateparser is slow to start and fuzzy, so it is only consulted when
:func:`has_date_words` finds something date-like and the phrase starts like a calendar date.

Every :class:`DateSpec` is a half-open period ``[start, end)`` in aware UTC, computed from
local wall-clock boundaries with zoneinfo, so a "day" across a DST change is 23 or 25 hours.

Conventions (where English is ambiguous):

- A bare weekday is the next one strictly after today (``prefer="future"``) or the most recent
  one strictly before today (``prefer="past"``). "this Friday" is the one in the coming seven
  days, today included; "next Friday" is the Friday of next week (weeks start on Monday);
  "last Friday" is the most recent one before today.
- A bare month (or month and day, or "the 12th") is the next occurrence with ``future``
  (the current month/day counts) and the most recent with ``past`` (the current one counts).
  "next March" / "last March" skip the current month.
- "end of the week" is Friday (Sunday once Friday has passed); "end of month" is its last day.
- A clock hour with neither am/pm nor a day ("at 7", "at 2.30") is the next time it falls in
  waking hours, 7:00-21:59 (the last one with ``past``): "at 4" is 16:00, "at 7" is 19:00 once
  seven in the morning has passed, "at 9" said in the afternoon is 21:00; said after 22:00 the
  rest of that evening counts too ("at 11:45" said at 23:10 is 23:45). Next to a day
  ("friday at 4") 1-7 is afternoon and 8-11 morning. A part of the day already over ("in the
  morning" said at night) is tomorrow's; "lunch" is 12:00-14:00 and needs a connector in free text.
  The parts of the day (morning 05-12, afternoon 12-17, evening 17-24, night and tonight 18-24,
  "first thing" = the morning, "am"/"pm" after a day = its morning/afternoon) are in
  ``_POD_HOURS``; none runs past midnight, so a due "tomorrow night" is tomorrow's.
- "next friday" is the Friday of next week (said on a Friday: a week today). Said the day
  before ("next friday" on a Thursday, "next tues" on a Monday) it may also mean tomorrow: such
  a due carries a ``doubt`` and recap asks (see ``_NEXT_WEEKDAY``). "Tuesday week" /
  "tues week" is a week after the coming Tuesday (British: the Tuesday after next).
- Words that give a window, not a day ("mid-march", "later this week", "early next month",
  "in the spring", "in a few days", "around the 10th") resolve to that window with a ``doubt``.
- A day of the month the coming month lacks ("by the 31st" said in April) is impossible: ask.
  A bare day of the month that is today ("the 30th" said on the 30th) is next month's: today
  would be said "today"; only a deadline that takes its day in ("by the 30th") is today's.
- Hours and minutes from now ("in 4 hours", "in 90 min") are elapsed time, so a clock change
  between is counted; days and weeks ("in 3 days") are calendar days (:mod:`._elapsed`).
- Seasons are northern-hemisphere meteorological: spring = March-May, summer = June-August,
  autumn/fall = September-November, winter = December-February.
- ``year_given`` is False only when the year was chosen by the future/past rule (bare month,
  month and day, day of month, weekday, season, quarter); it is True when a year was written
  or the expression is anchored to now ("tomorrow", "in 3 days", "last March", "next week").

Bounds: every period lies within the years :data:`MIN_YEAR` to :data:`MAX_YEAR` (1900-2200).
A phrase that names a time outside them ("9999-12-31", "in 99999999999999999999 days",
"5000 years ago") is a date that cannot be: :func:`find_spans` gives it a ``problem``,
:func:`parse_date` gives None, :func:`find_windows` no window. Nothing here raises on what a
user writes, however large the numbers in it.
"""

from __future__ import annotations

import calendar
import functools
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Literal
from zoneinfo import ZoneInfo

from memory.model import Precision
from memory.understanding import _timex_everyday as everyday
from memory.understanding import _timex_lengths as lengths
from memory.understanding import _timex_pod_first as pod_first
from memory.understanding import _timex_ranges as ranges
from memory.understanding import _timex_words as words
from memory.understanding import _timex_workdays as workdays
from memory.understanding._clock_window import counted_before, ends_bare, window_start
from memory.understanding._date_order import both_orders, date_order, order_known, undecided
from memory.understanding._day_of_occasion import weekday_of_occasion
from memory.understanding._elapsed import elapsed
from memory.understanding._first_chars import by_first
from memory.understanding._holiday_calendar import SplitHoliday
from memory.understanding._holiday_named import dated_apart, names_occasion, said_for
from memory.understanding._meal_purpose import meal_purpose
from memory.understanding._memos import per_message
from memory.understanding._minutes_to import minutes_or_window
from memory.understanding._numbered_label import numbered_by
from memory.understanding._prefilter import gated
from memory.understanding._rate_unit import rate_of_amount
from memory.understanding._shortcuts import taken
from memory.understanding._two_days import one_of_two_days
from memory.understanding._zone_country import country_of

__all__ = [
    "MAX_YEAR", "MIN_YEAR", "DateSpec", "Prefer", "TimeSpan", "day_spec", "find_spans", "find_windows",
    "has_date_words", "nearest_month", "parse_date",
]  # fmt: skip

Prefer = Literal["future", "past", "nearest"]

_NEAR = timedelta(days=31)  # "within a month" of now
_FAR = timedelta(days=183)  # "more than half a year" from now
MIN_YEAR = 1900  # the earliest year a date may fall in: nothing a user tells recap is older
MAX_YEAR = 2200  # the latest: far enough for any plan, near enough that date arithmetic never overflows


@dataclass(frozen=True)
class DateSpec:
    """A resolved date expression: the half-open period ``[start, end)`` it names."""

    text: str  # the phrase as written
    start: datetime  # aware UTC: start of the period
    end: datetime  # aware UTC: exclusive end of the period
    precision: Precision
    year_given: bool  # False when the year was inferred ("March", "the 12th", "Friday")
    # Why the period may not be what the user meant, phrased for the user ("“mid-march” names
    # no one day"); None when the words name it outright. A due with a doubt is offered in a
    # question (its end as the proposed due), never stored unasked: see :mod:`._due_doubt`.
    doubt: str | None = None

    @property
    def last_moment(self) -> datetime:
        """The last second inside the period: a due "by Friday" is Friday 23:59:59 local."""
        return self.end - timedelta(seconds=1)


def day_spec(text: str, day: date, tz: ZoneInfo) -> DateSpec:
    """The local day ``day`` as a date said ``text`` (its year not said)."""
    return DateSpec(
        text=text,
        start=datetime.combine(day, time(), tzinfo=tz).astimezone(UTC),
        end=datetime.combine(day + timedelta(days=1), time(), tzinfo=tz).astimezone(UTC),
        precision=Precision.DAY,
        year_given=False,
    )


# --------------------------------------------------------------------------- vocabulary

_WEEKDAYS = {
    "monday": 0, "mon": 0,
    "tuesday": 1, "tues": 1, "tue": 1,
    "wednesday": 2, "wed": 2,
    "thursday": 3, "thurs": 3, "thur": 3, "thu": 3,
    "friday": 4, "fri": 4,
    "saturday": 5, "sat": 5,
    "sunday": 6, "sun": 6,
}  # fmt: skip
_FULL_WEEKDAYS = {name for name in _WEEKDAYS if name.endswith("day")}
# Abbreviations that are also English words: in a free-text scan, only with a connector or modifier.
_WORDLIKE_DAYS = {"sat", "sun", "wed", "mon"}

_MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3,
    "april": 4, "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7,
    "august": 8, "aug": 8, "september": 9, "sept": 9, "sep": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
_FULL_MONTHS = {name for name in _MONTHS if len(name) > 3 and name != "sept"} | {"may"}
# Month names that are also common English words; in a free-text scan they count only
# with a preposition ("in May", "last March") or a day number.
_AMBIGUOUS_MONTHS = {"may", "march"}

_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "a couple of": 2, "couple of": 2, "a couple": 2, "a few": 3, "few": 3, "several": 3,
}  # fmt: skip
_FUZZY = {"a couple of": "couple", "couple of": "couple", "a couple": "couple",
          "a few": "few", "few": "few", "several": "few"}  # fmt: skip

_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}

_WD = "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
_MO = "|".join(sorted(_MONTHS, key=len, reverse=True))
_NUM = r"\d+|" + "|".join(sorted((re.escape(k) for k in _NUMBERS), key=len, reverse=True))
_UNIT = r"(?P<unit>minute|min|hour|hr|day|week|fortnight|month|year)s?"
_YEAR = r"(?:19|20)\d{2}"
_ORD = r"(?:st|nd|rd|th)"
# A clock time as typed: "4:30pm", "730am" and "1130 am" (hour and minutes run together before
# am/pm), "19:30", "0730" and "0600 hrs" (a 24-hour clock, its "hrs" or "h" as the military say
# it), a bare hour, "noon". Which of them is a time where it stands, :func:`_clock` decides.
_TIME = (
    r"\b(?:(?:(?P<hc>1[0-2]|0?[1-9])(?P<mic>[0-5]\d)|(?P<h>\d{1,2})(?:[:.](?P<mi>\d{2}))?)\s*"
    r"(?P<ap>a\.?m\.?|p\.?m\.?|(?<=\d)p\b|(?<=:\d\d)a\b)"  # "3p", "3:30p", "9:15a": am/pm cut short
    r"|(?P<h24>\d{1,2})(?P<sep>[:.])(?P<mi24>\d{2})(?:\s*h(?:rs)?\b)?"
    r"|(?P<four>[0-2]\d[0-5]\d)(?:\s*(?P<hrs>hrs|hours|h)\b)?|(?P<bare>\d{1,2})"
    r"|(?P<word>noon|midday|midnight))"
    r"(?:\s*\b(?P<zone>" + words.ZONE_PATTERN + r")(?:\s+time)?\b)?(?:\s+sharp)?"
    r"(?:\s*-?(?P<ish>ish))?"  # "7ish", "5pm-ish": about then, a time all the same
)
# "early evening", "mid morning", "late afternoon": a part of a part of the day (hours in _POD_PARTS)
_POD = (
    r"(?:(?P<q>early|mid|late)\s+(?=morning|afternoon|evening))?(?P<pod>morning|afternoon|evening|night|lunch(?:time)?)"
)

_DATE_WORDS = re.compile(
    r"\d|\b(?:(?:"
    + _WD
    + ")s?|"
    + _MO
    + "|"
    + words.SHORTHAND_PATTERN
    + "|"
    + words.HOLIDAY_PATTERN
    + r"|today|tonight|tomorrow|yesterday|weds|cob|close of business|arvo|nye|xmas"
    r"|days?|weeks?|weekends?|fortnights?|months?|years?|hours?|hrs?|minutes?|mins?|ago|(?:noon|midday|midnight)(?:-?ish)?"
    r"|mornings?|afternoons?|evenings?|nights?|lunch(?:time)?|spring|summer|autumn|fall|winter|quarters?|q[1-4]"
    r"|eod|eow|eom|eoy|eoq|recently|lately|earlier|first\s+thing|this\s+eve|morr(?:a|ow)|"
    + words.SPOKEN_CLOCK_PATTERN + r""
    # a spelled day of the month: "the ninth", "twenty-first of"
    r"|the\s+(?:" + words.ORDINAL_PATTERN + r")|(?:" + words.ORDINAL_PATTERN + r")\s+of)\b",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=4096)  # asked of the same words many times per message (every token a span may end at)
def has_date_words(text: str) -> bool:
    """Whether ``text`` contains anything date-like: a cheap guard before any parsing."""
    return bool(_DATE_WORDS.search(text)) or words.has_typo_date(text)


def says_a_date(text: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``text`` says a date the time reader finds (read or not: "31/4" is one): a number
    that is no date ("transfer 1200 to Gus", an amount) says none, though :func:`has_date_words`
    lets it past its cheap guard."""
    return has_date_words(text) and bool(find_spans(text, now=now, tz=tz))


# --------------------------------------------------------------------------- helpers


@dataclass(frozen=True)
class _Ctx:
    now: datetime  # aware, in the user's zone
    tz: ZoneInfo
    prefer: Prefer
    strict: bool  # scanning free text: refuse readings that are usually not dates
    context: bool  # the phrase started with a preposition ("in", "on", "since"...)
    connector: str | None = None  # the connector before the phrase in a free-text scan ("at", "by")
    scanned: bool = False  # found in a message's words (kept when a part of it is read loosely: "2/3 at 3pm")

    @property
    def today(self) -> date:
        return self.now.date()

    @property
    def future(self) -> bool:
        return self.prefer == "future"


class _Impossible(Exception):
    """The words are clearly a date that does not exist; the message says why, for the user."""


def _out_of_range(written: str) -> _Impossible:
    return _Impossible(f"“{written}” falls outside the years {MIN_YEAR}–{MAX_YEAR}, the dates I keep")


# A parsed period before conversion: local aware start and end, precision, year_given.
_Span = tuple[datetime, datetime, Precision, bool]


def _local(d: date, t: time, tz: ZoneInfo) -> datetime:
    """The local wall-clock time ``d t`` as an aware datetime (a time in a DST gap moves on)."""
    aware = datetime.combine(d, t, tzinfo=tz)
    return aware.astimezone(UTC).astimezone(tz)


def _days(
    ctx: _Ctx, first: date, last: date | None = None, *, yg: bool = True, precision: Precision = Precision.DAY
) -> _Span:
    """The local days ``first`` through ``last`` inclusive."""
    last = last or first
    return (_local(first, time(0), ctx.tz), _local(last + timedelta(days=1), time(0), ctx.tz), precision, yg)


def _add_months(d: date, n: int) -> date:
    index = d.year * 12 + d.month - 1 + n
    year, month = divmod(index, 12)
    month += 1
    return date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def _month_span(ctx: _Ctx, year: int, month: int, *, months: int = 1, yg: bool = True) -> _Span:
    first = date(year, month, 1)
    after = _add_months(first, months)
    return (_local(first, time(0), ctx.tz), _local(after, time(0), ctx.tz), Precision.MONTH, yg)


def _year_span(tz: ZoneInfo, year: int, *, years: int = 1, yg: bool = True) -> _Span:
    return _local(date(year, 1, 1), time(0), tz), _local(date(year + years, 1, 1), time(0), tz), Precision.YEAR, yg


def _monday(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _week(ctx: _Ctx, d: date, *, yg: bool = True) -> _Span:
    """The Monday-to-Sunday week containing ``d``."""
    monday = _monday(d)
    return _days(ctx, monday, monday + timedelta(days=6), yg=yg)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBERS[word]


def _unit(name: str) -> str:
    return {"min": "minute", "hr": "hour"}.get(name, name)


def _valid_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _with_year(y: str | None) -> int | None:
    return int(y) if y else None


# --------------------------------------------------------------------------- rules: days
# Each rule takes the regex match and the context and returns a span, or None to refuse.

Rule = Callable[[re.Match[str], _Ctx], _Span | None]
_RULES: list[tuple[re.Pattern[str], Rule]] = []


def _rule(pattern: str) -> Callable[[Rule], Rule]:
    def register(fn: Rule) -> Rule:
        _RULES.append((re.compile("^(?:" + pattern + ")$"), fn))
        return fn

    return register


@_rule(r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})")
def _iso(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    d = _valid_date(int(m["y"]), int(m["m"]), int(m["d"]))
    if d is None:
        raise _Impossible(_no_such_day(int(m["y"]), int(m["m"]), int(m["d"]), m.group(0)))
    return _days(ctx, d)


def _no_such_day(year: int | None, month: int, day: int, written: str) -> str:
    """Why a written day does not exist, for the user."""
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return f"“{written}” is not a date"
    name = calendar.month_name[month]
    return f"there is no {day} {name} {year}" if year else f"there is no {day} {name}"


def _check_weekday(d: date, wd_name: str | None) -> None:
    """A weekday written with a date must be that date's ("Monday, Mar 4" when 4 March is a Thursday)."""
    if wd_name and d.weekday() != _WEEKDAYS[wd_name.strip()]:
        written = calendar.day_name[_WEEKDAYS[wd_name.strip()]]
        raise _Impossible(f"{d.day} {d:%B %Y} is a {d:%A}, not a {written}")


@_rule(
    r"(?P<w>today|tonight|tomorrow|tmrw|tmr|yesterday|(?:day after tomorrow)|(?:day before yesterday)"
    r"|eod|end of (?:the )?day|end of today)"
)
def _named_day(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    w = m["w"]
    offset = {"tomorrow": 1, "tmrw": 1, "tmr": 1, "yesterday": -1, "day after tomorrow": 2,
              "day before yesterday": -2}.get(w, 0)  # fmt: skip
    if w == "tonight":  # ends at midnight: a due "tonight" is today's, not tomorrow morning's
        return _part_of_day(ctx, ctx.today, "tonight")
    return _days(ctx, ctx.today + timedelta(days=offset))


@_rule(
    r"(?:eod|end\s+of\s+(?:the\s+)?day)\s+(?:on\s+)?(?P<x>.+)|(?P<x2>.+?)\s+(?:by\s+)?(?:eod|end\s+of\s+(?:the\s+)?day)"
)
def _day_eod(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "end of day tomorrow", "mon eod": that day (a due at its end)."""
    day = _apply(m["x"] or m["x2"], replace(ctx, strict=False))
    if day is None or day[2] != Precision.DAY or day[1] - day[0] > timedelta(hours=25):
        return None
    return day


@_rule(r"(?:(?P<mod>this coming|coming|this|next|last|past|previous)\s+)?(?P<wd>" + _WD + ")")
def _weekday(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    wd_name, mod = m["wd"], m["mod"]
    if ctx.strict and wd_name in _WORDLIKE_DAYS and not (mod or ctx.context):  # "sat here", "sun's out"
        return None
    wd, today = _WEEKDAYS[wd_name], ctx.today
    ahead = (wd - today.weekday()) % 7
    back = (today.weekday() - wd) % 7
    if mod == "next":
        d = _monday(today) + timedelta(days=7 + wd)
    elif mod in ("last", "past", "previous"):
        d = today - timedelta(days=back or 7)
    elif mod == "this":
        d = today + timedelta(days=ahead) if ctx.future else today - timedelta(days=back)
    elif mod in ("coming", "this coming") or ctx.future:
        d = today + timedelta(days=ahead or 7)
    else:
        d = today - timedelta(days=back or 7)
    return _days(ctx, d, yg=mod is not None)


@_rule(
    r"(?P<wd>(?:"
    + _WD
    + r")\s+)?(?:the\s+)?(?P<d>\d{1,2})"
    + _ORD
    + r"?(?:\s+of)?\s+(?P<mo>"
    + _MO
    + r")(?:\s+(?P<y>"
    + _YEAR
    + "))?"
    + r"|(?P<wd2>(?:"
    + _WD
    + r")\s+)?(?P<mo2>"
    + _MO
    + r")\s+(?:the\s+)?(?P<d2>\d{1,2})"
    + _ORD
    + r"?(?:\s+(?P<y2>"
    + _YEAR
    + "))?"
)
def _month_day(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    month = _MONTHS[m["mo"] or m["mo2"]]
    day = int(m["d"] or m["d2"])
    year = _with_year(m["y"] or m["y2"])
    wd = m["wd"] or m["wd2"]
    if not 1 <= day <= 31:
        return None
    if year is not None:
        d = _valid_date(year, month, day)
        if d is None:
            raise _Impossible(_no_such_day(year, month, day, m.group(0)))
        _check_weekday(d, wd)
        return _days(ctx, d)
    if _valid_date(2000, month, day) is None:  # 2000 is a leap year: Feb 29 is allowed
        raise _Impossible(_no_such_day(None, month, day, m.group(0)))
    d = _next_date(ctx, month, day)
    _check_weekday(d, wd)
    return _days(ctx, d, yg=False)


def _next_date(ctx: _Ctx, month: int, day: int) -> date:
    """The next (future, today counts) or last (past) occurrence of a month and day.

    The day falls in the coming (or last) occurrence of its month: "by Feb 29" said in a year
    whose February has no 29th is a day that does not exist, not the next leap year's."""
    today = ctx.today
    step = 1 if ctx.future else -1
    for years in range(2):
        year = today.year + step * years
        d = _valid_date(year, month, day)
        if d is None:
            if (ctx.future and (year, month) >= (today.year, today.month)) or (
                not ctx.future and (year, month) <= (today.year, today.month)
            ):
                raise _Impossible(_no_such_day(year, month, day, f"{day} {calendar.month_name[month]}"))
            continue
        if (ctx.future and d >= today) or (not ctx.future and d <= today):
            return d
    raise AssertionError("unreachable: a day of a month falls within a year")


@_rule(
    # "14-12-2026": dashes only with the year (without it, "12-14" is a range)
    r"(?:(?P<wd>" + _WD + r")\s+)?(?P<a>\d{1,2})"
    r"(?:/(?P<b>\d{1,2})(?:/(?P<y>\d{4}|\d{2}))?|-(?P<bd>\d{1,2})-(?P<yd>\d{4}))"
    r"|(?:(?P<wd2>" + _WD + r")\s+)?(?P<a2>\d{1,2})\.(?P<b2>\d{1,2})\.(?P<y2>\d{4}|\d{2})"
    r"|(?:(?P<wd3>" + _WD + r")\s+)?(?P<a3>\d{1,2})\.(?P<b3>\d{1,2})\.?"
)
def _numeric(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """3/4 or 15.01.2027, day or month first as the user's zone writes them (see :mod:`._date_order`);
    the other order only when the zone's is no date and the other is ("20/9" in New York)."""
    if m["a3"]:
        if len(m["b3"]) == 1 and not (m["wd3"] or ctx.connector in _ON_A_DAY or not ctx.strict):
            return None  # "grew by 1.5": a number; "on 1.9." is the 1st of September
        return _dotted(int(m["a3"]), int(m["b3"]), m["wd3"], ctx)
    a, b = int(m["a"] or m["a2"]), int(m["b"] or m["bd"] or m["b2"])
    y = m["y"] or m["yd"] or m["y2"]
    year = (int(y) + 2000 if len(y) == 2 else int(y)) if y else None
    wd = m["wd"] or m["wd2"]
    if ctx.strict and not (y or wd or ctx.context or m["a2"] is None):
        return None
    orders = [(b, a), (a, b)] if date_order(ctx.tz) == "DMY" else [(a, b), (b, a)]
    due = ctx.connector is None or ctx.connector in _DUE_CONNECTORS  # a fact's "from 1/3" may be past
    # "moves to Osaka from 4/5": a fact's start, when both days are still to come this year, is as unsure as a due
    starts = ctx.connector in _START_CONNECTORS and _both_this_year(orders, ctx)
    unsure = not wd and (due or starts) and _both_ahead(orders, year, ctx)
    unsure = unsure or (not wd and not year and ctx.connector == "since" and _both_gone(orders, ctx))
    if a != b and max(a, b) <= 12 and (both_orders(ctx.tz) or unsure):
        written = m.group(0).split()[-1]  # "dentist 03/04" in Toronto: the 3rd of April or the 4th of March?
        raise _Impossible(undecided(written, a, b))
    for month, day in orders:
        if 1 <= month <= 12 and (_valid_date(year or 2000, month, day) is not None):
            d = _valid_date(year, month, day) if year else _next_date(ctx, month, day)
            if d is None:
                raise _Impossible(_no_such_day(year, month, day, m.group(0).split()[-1]))
            if not year and ctx.future and due and _lately_passed(ctx.today, d):
                raise _Impossible(f"“{m.group(0).split()[-1]}” has already passed this year")
            _check_weekday(d, wd)
            return _days(ctx, d, yg=year is not None)
    if ctx.strict and ctx.connector not in _DUE_CONNECTORS and not y and not _date_shaped(a, b):
        return None
    month, day = next(((mo, d) for mo, d in orders if 1 <= mo <= 12 and 1 <= d <= 31), orders[0])
    raise _Impossible(_no_such_day(year, month, day, m.group(0).split()[-1]))


_AT_A_TIME = {"at", "@", "around", "about"}
# Connectors before which a dotted pair with a one-digit month is a day ("on 1.9.", "due 3.4"),
# where "by 1.5" may be an amount.
_ON_A_DAY = {"on", "due", "due on", "until", "till", "til", "before", "b4", "due before"}


ROLLED_OVER_DAYS = 183  # a numeric date a year on only when this year's went by more than this long ago


def _lately_passed(today: date, d: date) -> bool:
    """ "pay the plumber by 4/7" said in New York in June: this year's 7 April went by two months
    ago, so next year's is hardly what was meant (nor, in a month-first zone, 4 July); "by 1/15"
    said in December is next January's. A numeric day that comes round again only after more
    than half a year was most likely mistyped or written in the other order: recap asks."""
    return d.year > today.year and (d - today).days > ROLLED_OVER_DAYS


def _both_ahead(orders: list[tuple[int, int]], year: int | None, ctx: _Ctx) -> bool:
    """Whether a due "3/4" reads as two days still to come, so the writer's habit alone would pick.

    The zone says which way round people there write dates (:mod:`._date_order`), but a user
    abroad, or one who writes the other way, is common enough that a due stored on the zone's
    reading is a wrong date stored with confidence. The calendar settles it only when the other
    reading has gone by ("by 3/4" on 10 March in London: 4 March is past, so 3 April); while
    both lie ahead, recap asks, however far off the other one is ("9/3" on 29 February: 9 March
    or 3 September). A reading gone by this year comes round again next year: it counts as ahead
    only when that is soon ("by 1/2" said in December: 2 January is weeks away). Only a date found
    in a message's words is asked about here: a
    phrase read on its own (a fact's "starting 5/10", tried for the past and the future in turn)
    keeps the zone's reading. ``orders`` is (month, day), the zone's reading first. A user whose
    own order is known (:func:`._date_order.read_in`) is never asked: it is how they write."""
    if not (ctx.future and ctx.scanned) or order_known():
        return False
    days = [_valid_date(year or ctx.today.year, month, day) for month, day in orders]
    zone, other = days
    if zone is None or other is None or (year and other < ctx.today):
        return False
    if other >= ctx.today:
        return True
    again = _valid_date(ctx.today.year + 1, orders[1][0], orders[1][1])
    return again is not None and not _lately_passed(ctx.today, again)


def _both_this_year(orders: list[tuple[int, int]], ctx: _Ctx) -> bool:
    """Whether both readings of a numeric date fall later this year: a fact's start may be past,
    so a reading gone by this year ("from 11/1" in October: 11 January) is no date it starts on."""
    days = [_valid_date(ctx.today.year, month, day) for month, day in orders]
    return all(d is not None and d >= ctx.today for d in days)


def _both_gone(orders: list[tuple[int, int]], ctx: _Ctx) -> bool:
    """Whether both readings of a numeric date said after "since" went by this year ("on leave since
    5/4" said on 25 May: 5 April or 4 May), the mirror of :func:`_both_ahead` for a time gone by: the
    calendar rules neither out, so the zone's habit alone would pick. A user whose order is known is
    never asked."""
    if order_known():
        return False
    days = [_valid_date(ctx.today.year, month, day) for month, day in orders]
    return all(d is not None and d <= ctx.today for d in days)


def _date_shaped(a: int, b: int) -> bool:
    """ "31/4", "4/31": a day and a month in some order, one of them no day of the other."""
    return 1 <= min(a, b) <= 12 and max(a, b) <= 31


def _dotted(day: int, month: int, wd: str | None, ctx: _Ctx) -> _Span | None:
    """ "by 12.09" where dates are written day first (Berlin, London) is the 12th of September;
    after "at" ("at 12.30"), in a month-first zone, or when no such day exists ("by 17.30")
    it is left to the clock."""
    if ctx.connector in _AT_A_TIME or (ctx.strict and not (ctx.context or wd)):
        return None
    if date_order(ctx.tz) != "DMY":
        if ctx.connector in _ON_A_DAY and 1 <= min(day, month) <= 12:  # "on 1.9" in New York: ask, never guess
            raise _Impossible(f"I can't tell which day “{day}.{month}” is")
        return None
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    if _valid_date(2000, month, day) is None:  # "by 31.09"
        raise _Impossible(_no_such_day(None, month, day, f"{day:02d}.{month:02d}"))
    d = _next_date(ctx, month, day)
    _check_weekday(d, wd)
    return _days(ctx, d, yg=False)


@_rule(r"(?:(?:next|this|coming|this\s+coming)\s+)?(?P<wd>" + _WD + r"),?\s+(?:the\s+)?(?P<d>\d{1,2})" + _ORD)
def _weekday_the_nth(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "wednesday 14th": the coming 14th (the last one, looking back), which must be a
    Wednesday; when it is not, the words disagree and recap asks rather than searching months
    or years for a 14th that is. "Friday the 13th", a day with a name of its own, is the next
    one within a year. "next friday the 11th", "this thurs, the 10th": the day of the month
    says which Friday, so the word before the weekday adds nothing."""
    day, wd = int(m["d"]), _WEEKDAYS[m["wd"]]
    if not 1 <= day <= 31:
        return None
    first = ctx.today.replace(day=1)
    step = 1 if ctx.future else -1
    named = (wd, day) == (4, 13)
    for months in range(13):
        base = _add_months(first, step * months)
        d = _valid_date(base.year, base.month, day)
        if d is None or not ((ctx.future and d >= ctx.today) or (not ctx.future and d <= ctx.today)):
            continue
        if d.weekday() == wd:
            return _days(ctx, d, yg=False)
        if not named:
            raise _Impossible(f"the {day}{m.group(0)[m.end('d') :]} is a {d:%A}, not a {calendar.day_name[wd]}")
    return None


_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
        "5th": 5, "last": -1, "final": -1}  # fmt: skip


@_rule(
    r"(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)\s+(?P<wd>" + _WD + r")"
    r"\s+(?:of|in)\s+(?:(?P<rel>(?:the|this|next)(?:\s+next)?)\s+month"
    r"|(?P<mo>" + _MO + r")(?:\s+(?P<y>" + _YEAR + r"))?)"
)
def _nth_weekday_of(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "second friday of november", "last friday of the month", "third thursday in jan"."""
    n, wd, today = _NTH[m["nth"]], _WEEKDAYS[m["wd"]], ctx.today
    if m["rel"]:
        first = _add_months(today.replace(day=1), 1 if "next" in m["rel"] else 0)
        d = words.nth_weekday(first.year, first.month, wd, n)
        if d is not None and d < today and m["rel"] == "the" and ctx.future:
            first = _add_months(first, 1)
            d = words.nth_weekday(first.year, first.month, wd, n)
        if d is None:
            raise _Impossible(f"{first:%B %Y} has no {m['nth']} {calendar.day_name[wd]}")
        return _days(ctx, d)
    month = _MONTHS[m["mo"]]
    if m["y"]:
        d = words.nth_weekday(int(m["y"]), month, wd, n)
        if d is None:
            raise _Impossible(f"{calendar.month_name[month]} {m['y']} has no {m['nth']} {calendar.day_name[wd]}")
        return _days(ctx, d)
    step = 1 if ctx.future else -1
    for years in range(6):
        d = words.nth_weekday(today.year + step * years, month, wd, n)
        if d is not None and ((ctx.future and d >= today) or (not ctx.future and d <= today)):
            return _days(ctx, d, yg=False)
    return None


@_rule(
    r"(?:the\s+)?(?P<wd>" + _WD + r")\s+(?:of\s+)?(?P<mod>this|next|last|the\s+following)\s+week"
    r"|(?P<mod2>next|the\s+following)\s+week\s+(?:on\s+)?(?P<wd2>" + _WD + r")"  # "nxt wk tues": said week first
)
def _weekday_of_week(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "thursday of next week", "tues next week", "wed this week", "next week tues": that weekday
    of that week."""
    step = {"this": 0, "last": -1}.get(m["mod"] or m["mod2"], 1)
    return _days(ctx, _monday(ctx.today) + timedelta(weeks=step, days=_WEEKDAYS[m["wd"] or m["wd2"]]))


@_rule(r"(?:the\s+)?(?P<wd>" + _WD + r")\s+after\s+next")
def _weekday_after_next(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "monday after next": a week after "next monday" (the Monday of next week)."""
    return _days(ctx, _monday(ctx.today) + timedelta(weeks=2, days=_WEEKDAYS[m["wd"]]))


@_rule(r"(?:the\s+)?weekend\s+after\s+next")
def _weekend_after_next(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the weekend after next": a week after "next weekend" (the one of next week), as "monday
    after next" is a week after "next monday"."""
    saturday = _monday(ctx.today) + timedelta(weeks=2, days=5)
    return _days(ctx, saturday, saturday + timedelta(days=1))


@_rule(
    r"(?P<n>" + _NUM + r")\s+(?P<wd>" + _WD + r")s?\s+(?:from\s+(?:now|today)|later|hence|away|time|out(?!\s+of\b))"
    r"|in\s+(?P<n2>" + _NUM + r")\s+(?P<wd2>" + _WD + r")s(?:'?\s+time)?"
)
def _n_weekdays(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "2 mondays from now": the coming Monday (today not counting) is the first. "A couple
    of mondays from now" is read as the count it stands for (its doubt, ``_VAGUE``, has recap ask)."""
    weekday, n = _WEEKDAYS[m["wd"] or m["wd2"]], _number(m["n"] or m["n2"])
    ahead = (weekday - ctx.today.weekday()) % 7 or 7
    return _days(ctx, ctx.today + timedelta(days=ahead + 7 * (n - 1)))


@_rule(
    r"(?:(?P<n>" + _NUM + r")\s+weeks?|a\s+week|(?P<fn>(?:a\s+)?fortnight))\s+(?:(?:from|after|on|of)\s+)?"
    r"(?P<base>" + _WD + r"|today|tomorrow)"
    r"|(?P<base2>" + _WD + r"|today|tomorrow)\s+(?:week|(?P<fn2>fortnight))"
)
def _week_from(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "a week from friday", "a week tomorrow", "friday week", "a fortnight on friday" (British):
    a week (two) after that day."""
    base_name = m["base"] or m["base2"]
    if m["n"] in _FUZZY:
        return None
    n = _number(m["n"]) if m["n"] else 2 if (m["fn"] or m["fn2"]) else 1
    if base_name in ("today", "tomorrow"):
        base = ctx.today + timedelta(days=base_name == "tomorrow")
    else:
        # "sun week", "sat week" read as words; "tues week" and "wed week" (no one weds a week) are dates
        if ctx.strict and base_name in _WORDLIKE_DAYS - {"wed", "mon"} and m["base2"]:
            return None
        base = ctx.today + timedelta(days=(_WEEKDAYS[base_name] - ctx.today.weekday()) % 7 or 7)
    return _days(ctx, base + timedelta(weeks=n))


# holidays named by a word of their own ("assumption", "all saints", a church's name too; "the TT", the Isle of
# Man's races): a day only after a word of when ("since assumption", "from all saints", "since the TT")
_WORDLIKE_HOLIDAYS = frozenset({"assumption", "the assumption", "all saints", "tt"})
_HOLIDAY_WORD_CONNECTORS = frozenset({"since", "from", "on", "by", "before", "b4", "after", "until", "till", "til"})


@_rule(r"(?:the\s+)?(?P<h>" + words.HOLIDAY_PATTERN + r")")
def _holiday(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    if ctx.strict and m["h"].lower() in _WORDLIKE_HOLIDAYS and ctx.connector not in _HOLIDAY_WORD_CONNECTORS:
        return None  # "my assumption is …", "the choir at all saints": a word, or a church's name
    try:
        d = words.holiday(m["h"], ctx.today, future=ctx.future, zone=ctx.tz.key)
    except SplitHoliday as why:  # Australia's Labour Day: a different Monday in each state
        raise _Impossible(str(why)) from why
    if d is None:  # a holiday named but not dated: ask, never read its last word alone ("monday", "new year")
        raise _Impossible(f"I don't know the date of “{m['h']}” where you are")
    return _days(ctx, d, yg=False)


@_rule(r"(?:the\s+)?(?P<wd>day|night|evening|morning|" + _WD + r")\s+(?P<rel>before|after)\s+(?P<base>.+)")
def _day_next_to(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the day after boxing day", "the sunday before thanksgiving", "the friday before the 9th":
    a day counted from another day (one that names a whole day: "the day before the wedding"
    names none, and is left for recap to ask about). "the night before thanksgiving", "the morning
    after new year's day" name the day before or after as "the day" does."""
    base = _apply(m["base"], replace(ctx, strict=False))
    if base is None or base[2] != Precision.DAY or base[1] - base[0] > timedelta(hours=25):
        return None
    anchor, step = base[0].date(), 1 if m["rel"] == "after" else -1
    if m["wd"] in ("day", "night", "evening", "morning"):
        return _days(ctx, anchor + timedelta(days=step), yg=base[3])
    wd = _WEEKDAYS[m["wd"]]
    gap = (wd - anchor.weekday()) % 7 if step > 0 else (anchor.weekday() - wd) % 7
    return _days(ctx, anchor + timedelta(days=step * (gap or 7)), yg=base[3])


@_rule(r"(?:the\s+)?end\s+of\s+(?:the\s+)?q(?P<q>[1-4])(?:\s+(?P<y>" + _YEAR + r"))?|q(?P<q2>[1-4])\s+end")
def _end_of_quarter(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    q = int(m["q"] or m["q2"])
    years = [int(m["y"])] if m["y"] else [ctx.today.year + k for k in ((0, 1) if ctx.future else (0, -1))]
    for year in years:
        last = _add_months(date(year, 3 * q - 2, 1), 3) - timedelta(days=1)
        if m["y"] or (ctx.future and last >= ctx.today) or (not ctx.future and last <= ctx.today):
            return _days(ctx, last, yg=bool(m["y"]))
    return None


@_rule(r"within\s+(?P<rest>.+)")
def _within(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "within 3 days": due three days from today, like "in 3 days"."""
    return _apply("in " + m["rest"], ctx)


@_rule(r"(?P<part>early|mid|middle of|late)\s+(?:the\s+)?(?P<mod>this|next|last)\s+week")
def _part_of_week(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "early next week" is Monday-Tuesday, "mid" Wednesday-Thursday, "late" Thursday-Friday."""
    monday = _monday(ctx.today) + timedelta(weeks={"this": 0, "next": 1, "last": -1}[m["mod"]])
    first, last = {"early": (0, 1), "mid": (2, 3), "middle of": (2, 3), "late": (3, 4)}[m["part"]]
    return _days(ctx, monday + timedelta(days=first), monday + timedelta(days=last))


@_rule(
    r"(?:the\s+)?(?P<d>\d{1,2})" + _ORD
    + r"(?:\s+(?:of\s+)?(?P<which>this|next|last)\s+month|(?P<any>\s+of\s+the\s+month))?"
    r"|(?P<which2>this|next|last)\s+month(?:\s+on)?\s+(?:the\s+)?(?P<d2>\d{1,2})" + _ORD
)
def _day_of_month(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the 12th", "the 5th of next month", "next month 5th". The day falls in the coming
    month (the current one while the day is still ahead): "by the 31st" said in April is a day
    that does not exist, not the 31st of May. Said on a month's last day or the day before, the
    month has (next to) no day left to mean: "by the 31st" on Sep 30 is Oct 31, "the 30th" on
    Feb 28 of a leap year is Mar 30."""
    written, which = m["d"] or m["d2"], m["which"] or m["which2"]
    day = int(written)
    suffix = m.group(0)[m.end("d" if m["d"] else "d2") :][:2]
    if suffix != _ordinal_suffix(day) and 1 <= day <= 31:  # "the 3th": the 3rd or the 13th?
        raise _Impossible(f"“{written}{suffix}” may be the {day}{_ordinal_suffix(day)} or another day")
    if not 1 <= day <= 31 and (not ctx.strict or ctx.connector in _DUE_CONNECTORS):
        raise _Impossible(f"no month has a {written}{suffix} day")
    if not 1 <= day <= 31 or (ctx.strict and not ctx.context and not which and not m["any"]):
        return None
    today = ctx.today
    if which:
        base = _add_months(today.replace(day=1), {"this": 0, "next": 1, "last": -1}[which])
        d = _valid_date(base.year, base.month, day)
        if d is None:
            raise _Impossible(f"{base:%B %Y} has no {written}{suffix}")
        return _days(ctx, d)
    # "the 30th" said on the 30th: today would be said "today", so it is next month's (every corpus's
    # authors read it so); only a deadline that takes its day in ("by the 30th") is today's.
    soonest = today if ctx.connector in _DAY_INCLUDED else today + timedelta(days=1)
    if ctx.future:
        base = soonest.replace(day=1) if day >= soonest.day else _add_months(soonest.replace(day=1), 1)
        if _valid_date(base.year, base.month, day) is None and not (base.month == today.month and _month_ends(today)):
            raise _Impossible(f"{base:%B %Y} has no {written}{suffix}")
    first = today.replace(day=1)
    step = 1 if ctx.future else -1
    for months in range(13):
        base = _add_months(first, step * months)
        d = _valid_date(base.year, base.month, day)
        if d is None:
            continue
        if (ctx.future and d >= soonest) or (not ctx.future and d <= today):
            return _days(ctx, d, yg=False)
    return None


# the connectors of a deadline that takes its own day in: "by the 30th" said on the 30th is today's
_DAY_INCLUDED = frozenset({"by", "due by", "no later than", "not later than", "until", "till", "til"})


def _month_ends(today: date) -> bool:
    """Whether ``today`` is its month's last day or the one before (no later day of it, or only
    tomorrow, left to mean: a day past the month's end then is the next month's)."""
    return today.day >= calendar.monthrange(today.year, today.month)[1] - 1


@_rule(r"(?:(?P<mod>this|next|last|past|previous)\s+)?(?P<mo>" + _MO + r")(?:\s+(?:of\s+)?(?P<y>" + _YEAR + r"))?")
def _month(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    name, mod, y = m["mo"], m["mod"], m["y"]
    if ctx.strict and not mod and not y:
        if name not in _FULL_MONTHS and not _short_month_said(name, ctx):
            return None
        if name in _AMBIGUOUS_MONTHS and not ctx.context:
            return None
    month, today = _MONTHS[name], ctx.today
    if y:
        return _month_span(ctx, int(y), month)
    if mod == "this":
        return _month_span(ctx, today.year, month)
    if mod == "next":
        return _month_span(ctx, today.year + (month <= today.month), month)
    if mod in ("last", "past", "previous"):
        return _month_span(ctx, today.year - (month >= today.month), month)
    if ctx.future:
        return _month_span(ctx, today.year + (month < today.month), month, yg=False)
    return _month_span(ctx, today.year - (month > today.month), month, yg=False)


# "in jan", "since feb", "till sept": a short month name after a word of time is the month ("mar"
# is a verb); "Jan" and "Jun" are also names, so never after a word a name may follow ("from Jan",
# "by Jun", "for Jan" may be a person's)
_BEFORE_A_NAME = {"from", "by", "to", "with", "for"}
_NAME_MONTHS = {"jan", "jun"}


def _short_month_said(name: str, ctx: _Ctx) -> bool:
    if name == "mar" or not ctx.context:
        return False
    return name not in _NAME_MONTHS or (ctx.connector is not None and ctx.connector not in _BEFORE_A_NAME)


def _ordinal_suffix(n: int) -> str:
    """The suffix English writes after ``n`` (1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd)."""
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


@_rule(r"(?P<y>" + _YEAR + ")")
def _year(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    if ctx.strict and not ctx.context:
        return None
    if ctx.connector in ("at", "@") and int(m["y"][2:]) < 60:  # "call at 1930": a 24-hour time, no year
        return None
    year = int(m["y"])
    return _year_span(ctx.tz, year)


@_rule(
    r"(?:the\s+)?(?P<mod>this|next|last|past|previous|coming)\s+(?P<unit>week|weekend|month|year|quarter)"
    r"|(?:the\s+)?weekend"
)
def _relative_period(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    unit = m["unit"] or "weekend"
    mod = m["mod"]
    today = ctx.today
    step = {"this": 0, "coming": 1, "next": 1, "last": -1, "past": -1, "previous": -1}.get(mod or "")
    if unit == "weekend":
        if step is None:  # "the weekend": the coming one, or the one just past
            step = 0 if ctx.future or today.weekday() >= 5 else -1
        saturday = _monday(today) + timedelta(days=5 + 7 * step)
        return _days(ctx, saturday, saturday + timedelta(days=1))
    if step is None:
        return None
    if mod == "past" and unit in ("week", "month", "year"):  # "the past week": rolling
        start = {
            "week": today - timedelta(days=7),
            "month": _add_months(today, -1),
            "year": _add_months(today, -12),
        }[unit]
        return _days(ctx, start, today)
    if unit == "week":
        return _week(ctx, today + timedelta(weeks=step))
    if unit == "month":
        first = _add_months(today.replace(day=1), step)
        return _month_span(ctx, first.year, first.month)
    if unit == "quarter":
        q_first = _add_months(date(today.year, 3 * ((today.month - 1) // 3) + 1, 1), 3 * step)
        return _month_span(ctx, q_first.year, q_first.month, months=3)
    year = today.year + step
    return _year_span(ctx.tz, year)


@_rule(r"(?:this|same)\s+time\s+(?P<when>tomorrow|next\s+(?:week|month|year))")
def _this_time(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "this time next week": the same clock time a day, week, month or year from now."""
    unit = m["when"].split()[-1]
    d = ctx.today + timedelta(days=1) if unit == "tomorrow" else _shift(ctx.today, unit, 1)
    at = _local(d, ctx.now.time().replace(second=0, microsecond=0, tzinfo=None), ctx.tz)
    return at, at + timedelta(seconds=1), Precision.INSTANT, True


@_rule(r"later\s+(?:this|in\s+the)\s+(?P<unit>week|month|year)")
def _later_this(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "later this week": from tomorrow to the period's last day (a window, with a doubt)."""
    today, unit = ctx.today, m["unit"]
    if unit == "week":
        last = _monday(today) + timedelta(days=6)
    elif unit == "month":
        last = _add_months(today.replace(day=1), 1) - timedelta(days=1)
    else:
        last = date(today.year, 12, 31)
    return _days(ctx, min(today + timedelta(days=1), last), last)


@_rule(
    r"(?:the\s+)?next\s+(?:(?P<n>few|couple(?:\s+of)?|several|" + _NUM + r")\s+(?P<unit>day|week)s?"
    r"|(?P<fortnight>fortnight))"
)
def _next_n(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the next few days", "the next 3 days", "the next fortnight": from today to that many days (or weeks) on."""
    if m["fortnight"]:
        return _days(ctx, ctx.today, ctx.today + timedelta(days=14))
    raw = m["n"].split()[0]
    n = {"few": 3, "couple": 2, "several": 4}.get(raw) or _number(m["n"])
    return _days(ctx, ctx.today, _shift(ctx.today, m["unit"], n))


@_rule(r"week after next")
def _week_after_next(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    return _week(ctx, ctx.today + timedelta(weeks=2))


@_rule(r"(?:the\s+)?week\s+(?:of|commencing|beginning|starting)\s+(?P<day>.+)")
def _week_of(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "week of the 14th", "wk of 14th", "w/c 14 dec", "week beginning monday": the Monday-to-Sunday
    week holding that day (a window: a due then carries a doubt, see ``_VAGUE``)."""
    day = _apply(m["day"], replace(ctx, strict=False))
    if day is None or day[2] != Precision.DAY or day[1] - day[0] > timedelta(hours=25):
        return None
    return _week(ctx, day[0].date(), yg=day[3])


@_rule(r"(?:the\s+)?(?P<pod>morning|afternoon|evening|night)\s+of\s+(?P<day>.+)")
def _part_of_day_of(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the morning of the 12th": that part of the day named; "the night of the party" names a
    day recap cannot know, so it is asked (never read as tonight)."""
    span = _apply(f"{m['day']} {m['pod']}", replace(ctx, strict=False))
    if span is None:
        raise _Impossible(f"which day is “{m.group(0)}”?")
    return span


_NTH_WEEK = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}


@_rule(
    r"(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th)\s+(?:week|wk)\s+(?:of|in)\s+"
    r"(?P<month>(?:(?:this|next)\s+)?(?:" + _MO + r")(?:\s+(?:of\s+)?" + _YEAR + r")?|(?:this|next)\s+month)"
)
def _nth_week_of(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the first week of january", "2nd week of jan": seven days of that month, from its 1st,
    8th, 15th or 22nd (a window: a due then carries a doubt, see ``_VAGUE``; "the last week of …"
    is read by the rule for the last part of a month)."""
    month = _apply(m["month"], replace(ctx, strict=False))
    if month is None or month[2] != Precision.MONTH:
        return None
    first = month[0].astimezone(ctx.tz).date()
    start = first + timedelta(weeks=_NTH_WEEK[m["nth"].lower()] - 1)
    return _days(ctx, start, start + timedelta(days=6), yg=month[3])


@_rule(
    r"(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+weekend\s+(?:of|in)\s+"
    r"(?P<month>(?:(?:this|next)\s+)?(?:" + _MO + r")(?:\s+(?:of\s+)?" + _YEAR + r")?|(?:this|next|the)\s+month)"
)
def _nth_weekend_of(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "the first weekend of jan", "last weekend of the month": that month's first (second, …,
    last) Saturday and the Sunday after it."""
    said = re.sub(r"^the\s+", "this ", m["month"].strip(), flags=re.I)
    month = _apply(said, replace(ctx, strict=False))
    if month is None or month[2] != Precision.MONTH:
        return None
    first = month[0].astimezone(ctx.tz).date()
    saturday = first + timedelta(days=(5 - first.weekday()) % 7)
    nth = m["nth"].lower()
    if nth in ("last", "final"):
        following = _add_months(first, 1)
        saturday = following - timedelta(days=(following.weekday() - 5) % 7 or 7)
    else:
        saturday += timedelta(weeks=_NTH_WEEK[nth] - 1)
    return _days(ctx, saturday, saturday + timedelta(days=1), yg=month[3])


# "dec 28-jan 2", "the 21st-23rd", "14th - 16th march": a range of days, due on (or from) its first
# (only with a dash: "from the 3rd to the 5th" is a move, its two days read apart)
_DAY_RANGE = re.compile(
    r"(?P<first>(?:(?:" + _MO + r")\s+(?:the\s+)?\d{1,2}" + _ORD + r"?"
    r"|(?:the\s+)?\d{1,2}" + _ORD + r"?(?:\s+(?:of\s+)?(?:" + _MO + r"))?))"
    r"\s*[-–]\s*(?:(?:" + _MO + r")\s+)?(?:the\s+)?(?P<last>\d{1,2})" + _ORD
    + r"?(?:\s+(?:of\s+)?(?P<mo>" + _MO + r"))?"
)


@_rule(_DAY_RANGE.pattern)
def _day_range(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """A range of days names its first: read only when a month or an ordinal says they are days
    ("5-6" is no date), and the first day's month is the range's when only the last names one."""
    text = m.group(0)
    if not re.search(_ORD + r"\b|" + _MO, text.replace(m["first"], "", 1) + " " + m["first"]):
        return None
    first = m["first"]
    if m["mo"] and not re.search(_MO, first):  # "14th-16th march": the 14th of March
        month = _MONTHS.get(m["mo"].lower().rstrip("."))
        days = re.match(r"\D*(\d{1,2})", first)
        if month is not None and days is not None and int(days.group(1)) > int(m["last"]):
            month = 12 if month == 1 else month - 1  # "21st-2nd jan": from the 21st of December
            first = f"{first} {calendar.month_name[month].lower()}"
        else:
            first = f"{first} {m['mo']}"
    span = _apply(first, ctx)
    if span is None or span[2] != Precision.DAY or span[1] - span[0] > timedelta(hours=25):
        return None
    if ctx.future and not span[3]:
        # "dec 28-jan 2" said on 1 January, "the 21st-23rd" said on the 22nd: a range still running
        # starts on its last first day, not on the next one (December next year, next month)
        ongoing = _apply(first, replace(ctx, prefer="past"))
        last = _last_day(m, ongoing[0].date()) if ongoing is not None else None
        if ongoing is not None and ongoing[2] == Precision.DAY and last is not None and last >= ctx.today:
            return ongoing
    return span


def _last_day(m: re.Match[str], first: date) -> date | None:
    """The last day of a range of days whose first is ``first``: in the month the range names
    for it (or the first day's), the first such day on or after ``first``."""
    month_named = m["mo"] or re.search(r"(?:" + _MO + r")\b", m.group(0)[m.end("first") :])
    month = _MONTHS[month_named if isinstance(month_named, str) else month_named.group(0)] if month_named else None
    year = first.year
    last = _valid_date(year, month or first.month, int(m["last"]))
    if last is not None and last < first:
        last = _valid_date(year + 1, month, int(m["last"])) if month else None  # "dec 28-jan 2"
    return last


@_rule(r"(?P<a>.+?)\s+or\s+(?P<b>.+)")
def _alternatives(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "mon or tues", "the 3rd or 4th": two dates, one to be chosen. recap cannot choose, and
    neither date may be stored as the one meant: the reader asks which."""
    loose = replace(ctx, strict=False)
    a, b = _apply(m["a"], loose), _apply(m["b"], loose)
    if a is None or b is None or a[:2] == b[:2]:
        return None
    raise _Impossible(f"“{m['a']}” or “{m['b']}”: which one?")


@_rule(
    r"in\s+(?P<n>"
    + _NUM
    + r")\s+"
    + _UNIT
    + r"|(?P<n2>"
    + _NUM
    + r")\s+(?P<unit2>minute|min|hour|hr|day|week|fortnight|month|year)s?\s+"
    r"(?:from\s+(?:now|today)|later|hence|out(?!\s+of\b))"
    r"|in\s+a\s+(?P<fortnight>fortnight)"
)
def _in_n(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    if m["fortnight"]:
        return _days(ctx, ctx.today + timedelta(days=14))
    raw = m["n"] or m["n2"]
    unit = _unit(m["unit"] or m["unit2"])
    fuzzy = _FUZZY.get(raw)
    n = _number(raw)
    if unit == "fortnight":
        unit, n = "week", 2 * n
    if unit in ("minute", "hour"):
        at = elapsed(ctx.now, timedelta(**{unit + "s": n}))
        return at, at + timedelta(seconds=1), Precision.INSTANT, True
    if fuzzy == "couple" and unit == "day":
        return _days(ctx, ctx.today + timedelta(days=2))  # "in a couple of days": two, as every corpus reads it
    if fuzzy:
        low, high = (1, 3) if fuzzy == "couple" else (2, 6)
        return _fuzzy_span(ctx, unit, low, high)
    return _days(ctx, _shift(ctx.today, unit, n))


@_rule(r"in\s+(?:half\s+an?\s+hour|(?P<n>" + _NUM + r")\s+(?:hour|hr)s?\s+and\s+a\s+half)")
def _in_half_hours(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "in half an hour", "in an hour and a half": that many minutes from now."""
    if m["n"] in _FUZZY:
        return None
    at = elapsed(ctx.now, timedelta(minutes=60 * _number(m["n"]) + 30 if m["n"] else 30))
    return at, at + timedelta(seconds=1), Precision.INSTANT, True


@_rule(
    r"(?:(?:in|within)\s+)?(?:the\s+)?next\s+(?:(?P<n>" + _NUM + r")\s+)?(?P<unit>hour|hr|minute|min)s?"
    r"|(?:within\s+)?(?:the\s+|an\s+)?(?P<unit2>hour|hr)"
)
def _within_next(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    """ "in the next hour", "within the hour", "in the next 30 mins": by that many minutes from now."""
    if m["n"] in _FUZZY or (m["unit2"] and ctx.connector != "within" and not m.group(0).startswith("within")):
        return None  # "the hour" alone is no time; "within the hour" is
    unit = _unit(m["unit"] or m["unit2"])
    minutes = (_number(m["n"]) if m["n"] else 1) * (60 if unit == "hour" else 1)
    at = elapsed(ctx.now, timedelta(minutes=minutes))
    return at, at + timedelta(seconds=1), Precision.INSTANT, True


@_rule(r"(?P<n>" + _NUM + r")\s+" + _UNIT + r"\s+(?:from|after)\s+(?P<base>today|tomorrow|now)")
def _n_from(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    unit = _unit(m["unit"])
    if unit in ("minute", "hour", "fortnight"):
        return None
    base = ctx.today + timedelta(days=1 if m["base"] == "tomorrow" else 0)
    return _days(ctx, _shift(base, unit, _number(m["n"])))


def _shift(d: date, unit: str, n: int) -> date:
    if unit == "day":
        return d + timedelta(days=n)
    if unit == "week":
        return d + timedelta(weeks=n)
    if unit == "fortnight":
        return d + timedelta(weeks=2 * n)
    if unit == "month":
        return _add_months(d, n)
    return _add_months(d, 12 * n)


def _fuzzy_span(ctx: _Ctx, unit: str, near: int, far: int) -> _Span:
    """A window between ``near`` and ``far`` units from today (negative: in the past)."""
    low, high = min(near, far), max(near, far)
    today = ctx.today
    if unit == "day":
        return _days(ctx, today + timedelta(days=low), today + timedelta(days=high))
    if unit == "week":
        last_week = _monday(today + timedelta(weeks=high))
        return _days(ctx, _monday(today + timedelta(weeks=low)), last_week + timedelta(days=6))
    if unit == "month":
        first = _add_months(today.replace(day=1), low)
        return _month_span(ctx, first.year, first.month, months=high - low + 1)
    return _year_span(ctx.tz, today.year + low, years=high - low + 1)


@_rule(r"(?P<n>" + _NUM + r")\s+" + _UNIT + r"\s+ago|(?P<other>other day)")
def _ago(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    today = ctx.today
    if m["other"]:
        return _days(ctx, today - timedelta(days=6), today - timedelta(days=1))
    raw, unit = m["n"], _unit(m["unit"])
    fuzzy = _FUZZY.get(raw)
    n = _number(raw)
    if unit == "fortnight":
        unit, n = "week", 2 * n
    if unit in ("minute", "hour"):
        at = elapsed(ctx.now, -timedelta(**{unit + "s": n}))
        return at, at + timedelta(seconds=1), Precision.INSTANT, True
    if fuzzy:
        low, high = (1, 3) if fuzzy == "couple" else (2, 6)
        return _fuzzy_span(ctx, unit, -low, -high)
    if unit == "day":
        return _days(ctx, today - timedelta(days=n))
    if unit == "week":
        return _week(ctx, today - timedelta(weeks=n))
    if unit == "month":
        first = _add_months(today.replace(day=1), -n)
        return _month_span(ctx, first.year, first.month)
    year = today.year - n
    return _year_span(ctx.tz, year)


@_rule(
    r"(?:the\s+)?(?:last|past)\s+(?:(?P<n>" + _NUM + r")\s+)?(?P<unit>hour|day|week|month)s"
    r"|(?:the\s+)?(?:last|past)\s+24\s+hours|recently|lately"
)
def _rolling(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    today = ctx.today
    unit = m["unit"]
    if unit is None:  # "recently", "lately", "the last 24 hours"
        if "24" in m.group(0):
            return elapsed(ctx.now, -timedelta(hours=24)), ctx.now, Precision.INSTANT, True
        return _days(ctx, today - timedelta(days=14), today)
    n = _number(m["n"]) if m["n"] else 3
    if unit == "hour":
        return elapsed(ctx.now, -timedelta(hours=n)), ctx.now, Precision.INSTANT, True
    start = {"day": today - timedelta(days=n), "week": today - timedelta(weeks=n),
             "month": _add_months(today, -n)}[unit]  # fmt: skip
    return _days(ctx, start, today)


@_rule(r"earlier\s+(?P<what>today|this\s+week|this\s+month|this\s+year)")
def _earlier(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    today = ctx.today
    what = m["what"].split()[-1]
    start = {"today": today, "week": _monday(today), "month": today.replace(day=1),
             "year": date(today.year, 1, 1)}[what]  # fmt: skip
    return _local(start, time(0), ctx.tz), ctx.now, Precision.DAY, True


@_rule(
    r"(?:(?P<edge>end|beginning|start)\s+of\s+(?:the\s+)?(?:(?P<mod>this|next|last|current)\s+)?"
    r"(?P<unit>week|month|year|quarter)|(?P<abbr>eow|eom|eoy|eoq))"
)
def _edge_of_period(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    today = ctx.today
    if m["abbr"]:
        edge, unit, step = "end", {"eow": "week", "eom": "month", "eoy": "year", "eoq": "quarter"}[m["abbr"]], 0
    else:
        edge, unit = m["edge"], m["unit"]
        step = {"next": 1, "last": -1}.get(m["mod"] or "", 0)
    if unit == "week":
        monday = _monday(today) + timedelta(weeks=step)
        if edge != "end":
            return _days(ctx, monday)
        friday = monday + timedelta(days=4)
        return _days(ctx, friday if step or today <= friday else monday + timedelta(days=6))
    if unit == "month":
        first = _add_months(today.replace(day=1), step)
    elif unit == "quarter":
        first = _add_months(date(today.year, 3 * ((today.month - 1) // 3) + 1, 1), 3 * step)
    else:
        first = date(today.year + step, 1, 1)
    if edge != "end":
        return _days(ctx, first)
    months = {"month": 1, "quarter": 3, "year": 12}[unit]
    return _days(ctx, _add_months(first, months) - timedelta(days=1))


@_rule(
    r"(?P<part>end|beginning|start|early|mid|middle|late)\s+(?:of\s+)?(?P<inner>(?:(?:this|next|last)\s+)?(?:"
    + _MO
    + r")(?:\s+"
    + _YEAR
    + r")?|(?:the\s+)?(?:this|next|last)\s+month)"
)
def _part_of_month(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    inner = _apply(m["inner"], replace(ctx, strict=False))
    if inner is None or inner[2] != Precision.MONTH:
        return None
    first = inner[0].date()
    last = (inner[1] - timedelta(hours=1)).date()
    part, yg = m["part"], inner[3]
    if part == "end":
        return _days(ctx, last, yg=yg)
    if part in ("beginning", "start"):
        return _days(ctx, first, yg=yg)
    if part == "early":
        return _days(ctx, first, first + timedelta(days=9), yg=yg)
    if part in ("mid", "middle"):
        return _days(ctx, first + timedelta(days=10), first + timedelta(days=19), yg=yg)
    return _days(ctx, first + timedelta(days=20), last, yg=yg)


def _season_instance(d: date) -> tuple[int, int]:
    """(year of its first month, first month) of the season containing ``d``."""
    if d.month == 12:
        return d.year, 12
    if d.month <= 2:
        return d.year - 1, 12
    return d.year, 3 * (d.month // 3)


@_rule(
    r"(?:(?P<mod>this|next|last|past|previous)\s+)?(?P<s>spring|summer|autumn|fall|winter)"
    r"(?:\s+(?:of\s+)?(?P<y>" + _YEAR + "))?"
)
def _season(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    start_month, mod, y = _SEASONS[m["s"]], m["mod"], m["y"]
    if ctx.strict and not (mod or y or ctx.context):  # "the autumn catalogue"
        return None
    if y:
        return _month_span(ctx, int(y), start_month, months=3)
    today = ctx.today
    current = _season_instance(today)
    candidates = [(year, start_month) for year in range(today.year - 2, today.year + 2)]
    if mod == "this":
        chosen = (
            current
            if current[1] == start_month
            else ((today.year, start_month) if start_month != 12 or today.month > 2 else current)
        )
    elif mod == "next":
        chosen = min(c for c in candidates if c > current)
    elif mod in ("last", "past", "previous"):
        chosen = max(c for c in candidates if c < current)
    elif ctx.future:
        chosen = min(c for c in candidates if c >= current)
    else:
        chosen = max(c for c in candidates if c <= current)
    return _month_span(ctx, chosen[0], chosen[1], months=3, yg=mod is not None)


# "the Q1 numbers", "q4 review", "Q3 board deck": a quarter naming which report, not when (a closed
# list of the things a quarter names; "by Q3", "Q4 2027" stay dates)
_QUARTER_ALONE = re.compile(r"(?:(?:about|re|regarding|on|for|with|of|at)\s+)?(?:the\s+)?q[1-4]", re.IGNORECASE)
_QUARTERS_THING = re.compile(
    r"\s+(?:numbers|figures|results|report|reports|review|reviews|plan|plans|planning|targets?|goals?|okrs?|budget"
    r"|forecast|deck|offsite|kick-?off|close|earnings|update|roadmap|sales|board|meeting|session|bonus|invoices?"
    r"|accounts|vat|taxes|returns?|retro|all-?hands|town\s*hall|pipeline|metrics|kpis?|launch|release|campaign)\b",
    re.IGNORECASE,
)


@_rule(
    r"(?:(?P<mod>this|next|last)\s+)?(?:q(?P<q>[1-4])|(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)"
    r"(?:\s+(?:of\s+)?(?P<y>" + _YEAR + "))?"
)
def _quarter(m: re.Match[str], ctx: _Ctx) -> _Span | None:
    q = int(m["q"]) if m["q"] else {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3,
                                    "fourth": 4, "4th": 4}[m["qw"]]  # fmt: skip
    month = 3 * (q - 1) + 1
    today, mod = ctx.today, m["mod"]
    if m["y"]:
        return _month_span(ctx, int(m["y"]), month, months=3)
    current_q = (today.month - 1) // 3 + 1
    if mod == "this":
        year = today.year
    elif mod == "next":
        year = today.year + (q <= current_q)
    elif mod == "last":
        year = today.year - (q >= current_q)
    elif ctx.future:
        year = today.year + (q < current_q)
    else:
        year = today.year - (q > current_q)
    return _month_span(ctx, year, month, months=3, yg=mod is not None)


# --------------------------------------------------------------------------- times of day

# The parts of the day, in local hours [first, last): the one place their times are decided.
# A part of a named day ends with that day ("tomorrow night" is due 23:59 tomorrow, never in
# the small hours after it); only "last night", looked back on, runs on to 06:00 ("overnight").
_POD_HOURS = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 24), "night": (18, 24), "tonight": (18, 24),
              "overnight": (18, 30), "lunch": (12, 14), "lunchtime": (12, 14)}  # fmt: skip
_WAKING = (7, 22)  # the hours a clock time said without am/pm may name: 7:00 to 21:59


_POD_PARTS = {
    ("early", "morning"): (5, 9), ("mid", "morning"): (9, 11), ("late", "morning"): (10, 12),
    ("early", "afternoon"): (12, 14), ("mid", "afternoon"): (14, 16), ("late", "afternoon"): (15, 17),
    ("early", "evening"): (17, 19), ("mid", "evening"): (19, 21), ("late", "evening"): (21, 24),
}  # fmt: skip


def _part_of_day(ctx: _Ctx, d: date, pod: str, part: str | None = None) -> _Span:
    if pod.startswith("lunch") and ctx.connector == "after":  # "after lunch": during the afternoon
        pod = "afternoon"
    first, last = _POD_PARTS.get((part, pod)) or _POD_HOURS[pod] if part else _POD_HOURS[pod]
    start = _local(d, time(first), ctx.tz)
    end = _local(d + timedelta(days=last // 24), time(last % 24), ctx.tz)
    return start, end, Precision.INSTANT, True


_CLOCK_CONNECTORS = {"at", "@", "by", "around", "about", "until", "till", "til", "before", "after", "from"}
_LATER_PARTS = re.compile(r"\b(?:afternoon|evening|night|tonight)\b")
_NIGHT_PART = re.compile(r"\b(?:night|tonight)\b")


def _clock(m: re.Match[str], ctx: _Ctx, day_text: str) -> tuple[int, int] | None:
    """(hour 0..24, minute) from a _TIME match; 24:00 is midnight at the end of the day.

    A clock hour without am/pm is read as people mean it: 1 to 7 is afternoon ("at 4:30",
    "by 5"), and any hour before noon is afternoon in an evening ("tonight at 9"). A bare
    number is a time only after "at", "by" and the like, or next to a day ("10 tomorrow").
    """
    if m["word"]:
        if m["word"] in ("noon", "midday"):
            return 12, 0
        # "by midnight" is the end of the day it closes (23:59, shown with that day's name), not
        # the first minute of the next; looking back, "since midnight" is the start of today
        return (23, 59) if ctx.future else (24, 0)
    if m["h"] is not None or m["hc"] is not None:
        hour, minute = (int(m["h"]), int(m["mi"] or 0)) if m["h"] is not None else (int(m["hc"]), int(m["mic"]))
        if not 1 <= hour <= 12 or minute > 59:
            return None
        if m["ap"] == "p" and m["mi"] is None and not (ctx.connector or day_text) and _pence(ctx.tz):
            return None  # "it's 5p" in London is money
        pm = m["ap"].startswith("p")
        return (hour % 12 + (12 if pm else 0), minute)
    clocked = ctx.connector in _CLOCK_CONNECTORS or bool(day_text) or bool(m["ish"])
    if m["four"] is not None:
        # "by 0600", "thurs 1430", "fri 1230": a 24-hour clock no year can be (any but 20 hundred,
        # read as "12:30" would be); "by 2030" may be the year, so only after "at"; "0600 hrs" says it is a clock itself
        # and a lone "0730" that a form already knows is a date (not strict) is one too
        military = (bool(m["hrs"]) or not ctx.strict) and (clocked or m["four"].startswith("0"))
        if ctx.connector not in ("at", "@") and not military and not (clocked and re.match(r"[01]|2[1-3]", m["four"])):
            return None
        hour, minute = int(m["four"][:2]), int(m["four"][2:])
        if 10 <= hour < 12 and _LATER_PARTS.search(day_text):
            hour += 12  # "tonight 1030", as "tonight at 10:30"
        return (hour, minute) if hour <= 23 else None
    if m["bare"] is not None:
        if not clocked:
            return None
        hour, minute, written = int(m["bare"]), 0, m["bare"]
        if not 1 <= hour <= 12:
            return None
    else:
        hour, minute, written = int(m["h24"]), int(m["mi24"]), m["h24"]
        if m["sep"] == "." and not clocked:
            return None
        if hour > 23 or minute > 59:
            raise _Impossible(f"{m['h24']}{m['sep']}{m['mi24']} is not a time of day")
    afternoon = (1 <= hour <= 7 and "morning" not in day_text) or _LATER_PARTS.search(day_text)
    if hour < 12 and not written.startswith("0") and afternoon:
        hour += 12
    if hour == 12 and _NIGHT_PART.search(day_text):
        hour = 24  # "half 12 tonight", "12 tonight": just after midnight, never noon
    return hour, minute


def _today_only(day_text: str, day: date, ctx: _Ctx) -> bool:
    """Whether the day said beside a clock is just today, no part of it ("today", "2day"; not
    "this evening", which says pm itself)."""
    return (
        bool(day_text) and day == ctx.today and ctx.future
        and not _LATER_PARTS.search(day_text) and "morning" not in day_text
    )


def _pence(tz: ZoneInfo) -> bool:
    """Whether "5p" is as likely an amount of money as a time where the user lives (Britain)."""
    return country_of(str(tz.key)) in ("GB", "IM", "JE", "GG")


# "tomorrow before 4pm", "friday no later than 5", "wed after 3" (that day from then: never "after 3" today)
_TIME_LAST = re.compile(
    r"^(?P<day>.*?)\s*(?:(?:\bat|@|\baround|\babout|\bby|\bbefore|\bb4|\bno\s+later\s+than|\bafter|\bfrom)\s*)?"
    + _TIME
    + "$"
)
_TIME_FIRST = re.compile(r"^(?:(?:at|@|around|about|by)\s*)?" + _TIME + r"(?:\s+(?:on\s+)?(?P<day>.+))?$")
_POD_LAST = re.compile(r"^(?P<day>.+?)\s+(?:in\s+the\s+)?" + _POD + "$")
_POD_ALONE = re.compile(r"^(?:(?P<this>this|last|in\s+the)\s+)?" + _POD + "$")


def _day_of(day_text: str, ctx: _Ctx) -> date | None:
    """The local date a day phrase names: a whole day, or a part of one ("tomorrow evening")."""
    day = _apply(day_text, replace(ctx, strict=False))  # next to a clock time, "wed" is Wednesday
    if day is None:
        return None
    length = day[1] - day[0]
    if day[2] == Precision.DAY and length <= timedelta(hours=25):
        return day[0].date()
    if day[2] == Precision.INSTANT and timedelta(hours=1) <= length <= timedelta(hours=13):
        return day[0].date()
    return None


def _waking(ctx: _Ctx, hour: int, minute: int, zone: ZoneInfo) -> datetime:
    """A clock hour said with neither am/pm nor a day ("at 7", "at 2.30"): the next such time
    (the last one, looking back) that falls in waking hours. So "at 4" is 16:00; "at 7" is 19:00
    once seven in the morning has passed; "at 9" is 21:00 in the afternoon, 9:00 in the morning.
    Said late in the evening, the user is still up until midnight: "remind me at 11:45" said at
    23:10 is 23:45 tonight."""
    local = ctx.now.astimezone(zone)
    up = (_WAKING[0], max(_WAKING[1], local.hour + 1 if ctx.future else 0))
    hours = [h for h in (hour % 12, hour % 12 + 12) if up[0] <= h < up[1]] or [hour % 24]
    today = local.date()
    times = sorted(_local(today + timedelta(days=k), time(h, minute), zone) for k in (-1, 0, 1) for h in hours)
    if ctx.future:
        return next(t for t in times if t >= ctx.now)
    return [t for t in times if t <= ctx.now][-1]


# "at 7 in the evening", "8 in the morning tmrw", "10 at night": the part of the day said after the
# hour is its am/pm ("7pm"); an hour the part cannot hold ("3 in the evening") is left unread
_HOUR_POD = re.compile(
    r"\b(?P<h>\d{1,2})(?P<m>[:.]\d{2})?\s+(?:in\s+the\s+(?P<pod>morning|afternoon|evening)|at\s+(?P<pod2>night))\b"
)
_POD_HOURS_SAID = {
    "morning": (1, 11, "am"), "afternoon": (12, 6, "pm"), "evening": (5, 11, "pm"), "night": (6, 11, "pm"),
}  # fmt: skip


def _hour_pod(m: re.Match[str]) -> str:
    first, last, half = _POD_HOURS_SAID[m["pod"] or m["pod2"]]
    hour = int(m["h"])
    fits = first <= hour <= last if first <= last else hour >= first or hour <= last
    return f"{m['h']}{m['m'] or ''}{half}" if fits else m.group(0)


def _with_time(s: str, ctx: _Ctx) -> _Span | None:
    """Phrases with a clock time or a part of the day: "tomorrow at 5pm", "Friday evening"."""
    if " in the " in s or " at night" in s:
        s = _HOUR_POD.sub(_hour_pod, s)
    for pattern in (_TIME_LAST, _TIME_FIRST):
        m = pattern.match(s)
        if m is None:
            continue
        day_text = (m["day"] or "").strip()
        d = _day_of(day_text, ctx) if day_text else ctx.today  # the day first: "the invoice by 31.09" is no time
        if d is None:
            continue
        clock = _clock(m, ctx, day_text)
        if clock is None:
            continue
        hour, minute = clock
        zone = ZoneInfo(words.ZONES[m["zone"]]) if m["zone"] else ctx.tz
        at = _local(d + timedelta(days=hour // 24), time(hour % 24, minute), zone)
        written = m["bare"] or m["h24"]
        if not day_text and written and not written.startswith("0") and int(written) <= 12:
            at = _waking(ctx, int(written), minute, zone)
        elif _today_only(day_text, d, ctx) and written and not written.startswith("0") and int(written) <= 12:
            # "today at 7:15" said at 6:20 is the 7:15 still ahead, as "at 7:15" is: today adds no am/pm
            if (waking := _waking(ctx, int(written), minute, zone)).astimezone(zone).date() == d:
                at = waking
        elif not day_text:  # a bare time: the next such time (future) or the last one (past)
            if ctx.future and at < ctx.now:
                at = _local(d + timedelta(days=1 + hour // 24), time(hour % 24, minute), zone)
            elif not ctx.future and at > ctx.now:
                at = _local(d - timedelta(days=1) + timedelta(days=hour // 24), time(hour % 24, minute), zone)
        at = at.astimezone(ctx.tz)
        return at, at + timedelta(seconds=1), Precision.INSTANT, True
    m = _POD_ALONE.match(s)
    if m:
        if m["this"] == "last":
            if m["pod"] != "night":
                return None
            return _part_of_day(ctx, ctx.today - timedelta(days=1), "overnight")
        if m["pod"].startswith("lunch") and ctx.strict and not (m["this"] or ctx.connector):  # "grab lunch"
            return None
        span = _part_of_day(ctx, ctx.today, m["pod"], m["q"])
        if m["this"] is None and ctx.future and span[1] <= ctx.now:  # "in the morning", said at night
            span = _part_of_day(ctx, ctx.today + timedelta(days=1), m["pod"], m["q"])
        return span
    m = _POD_LAST.match(s)
    if m:
        day = _apply(m["day"], replace(ctx, strict=False))  # before a part of the day, "sat" is Saturday
        if day is None or day[2] != Precision.DAY or day[1] - day[0] > timedelta(hours=25):
            return None
        return _part_of_day(ctx, day[0].date(), m["pod"], m["q"])
    return None


# --------------------------------------------------------------------------- entry points

_LEADING = re.compile(
    r"^(?:(?:on|by|at|during|since|from|until|till|til|before|after|around|over|through|as of|back in"
    r"|starting|effective|sometime|some time|some point|(?:at\s+)?some\s+stage)\s+"
    r"|in\s+(?!(?:" + _NUM + r")\s+(?:(?:minute|min|hour|hr|day|week"
    r"|fortnight|month|year)s?\b|(?:" + _WD + r")s\b))(?!a\s+fortnight|half\s+an?\s+hour)|the\s+(?!(?:last|past)\b))"
)


@per_message
@functools.lru_cache(maxsize=1024)  # a message's clauses and their cuts share phrases: each scanned several times
def _normalise(text: str) -> tuple[str, bool]:
    """Lower-case, drop punctuation and leading prepositions; report whether one was dropped."""
    s = words.rewrite(text.lower().replace("’", "'").replace(",", " "))
    s = _MID.sub("mid ", s)
    s = _SPACES.sub(" ", s).strip()
    s = _QUOTES_AND_STOPS.sub("", s).strip()
    context = False
    while True:
        m = _LEADING.match(s)
        if m is None or not s[m.end() :].strip():
            break
        s = s[m.end() :].strip()
        if m.group(0).startswith("the"):
            break  # an article is no preposition's: "the till by eod" names a till, not "until eod"
        context = True
    return s, context


# compiled once: every phrase a scan tries is normalised (re.sub's cache look-up each time)
_MID = re.compile(r"\bmid-|\bmid(?=morning|afternoon|evening)")
_SPACES = re.compile(r"[\s]+")
_QUOTES_AND_STOPS = re.compile(r"^[\"'(\[]+|[.!?;:\"')\]]+$")
_TIMEISH = re.compile(r"\d|noon|midday|midnight|morning|afternoon|evening|night|tonight|lunch")


def _apply(s: str, ctx: _Ctx) -> _Span | None:
    """Run the rules on an already normalised phrase; a period outside the bounds is impossible."""
    if ctx.strict:  # in a scan, "fri 3-4pm" is one window due at its start; a form's "from 4 to 16:30" is a move
        s = window_start(s, ctx.connector)
    try:
        for pattern, rule in _rules_for(s) if taken() else _RULES:
            m = pattern.match(s)
            if m:
                span = rule(m, ctx)
                if span is not None:
                    return _bounded(span, s)
        return _bounded(_with_time(s, ctx), s) if _TIMEISH.search(s) else None
    except (OverflowError, ValueError) as error:  # date arithmetic on a huge number or year
        raise _out_of_range(s) from error


_BY_FIRST: list[dict[str, list[tuple[re.Pattern[str], Rule]]]] = []  # built once, after every rule


def _rules_for(s: str) -> list[tuple[re.Pattern[str], Rule]]:
    """The rules a phrase may match, by its first character (:mod:`._first_chars`), in order."""
    if not _BY_FIRST:
        _BY_FIRST.append(by_first(_RULES))
    return _BY_FIRST[0].get(s[0], _RULES)


_EARLIEST = date(MIN_YEAR, 1, 1)
_AFTER_LATEST = date(MAX_YEAR + 1, 1, 1)


def _bounded(span: _Span | None, written: str) -> _Span | None:
    """``span`` when it lies within the years MIN_YEAR to MAX_YEAR; _Impossible otherwise."""
    if span is not None and (span[0].date() < _EARLIEST or span[1].date() > _AFTER_LATEST):
        raise _out_of_range(written)
    return span


def _parse_rules(text: str, now_local: datetime, tz: ZoneInfo, prefer: Prefer, *, strict: bool) -> _Span | None:
    s, context = _normalise(text)
    if not s:
        return None
    # "in 2h": the "in" taken off is the connector a length of time needs (never "at 2h", a clock time)
    connector = "in" if context and _IN_LEAD.match(text) else None
    return _apply(s, _Ctx(now=now_local, tz=tz, prefer=prefer, strict=strict, context=context, connector=connector))


_IN_LEAD = re.compile(r"\s*in\s", re.IGNORECASE)


def _spec(text: str, span: _Span, doubt: str | None = None) -> DateSpec:
    start, end, precision, year_given = span
    return DateSpec(text=text, start=start.astimezone(UTC), end=end.astimezone(UTC),
                    precision=precision, year_given=year_given, doubt=doubt)  # fmt: skip


_BASE_SETTINGS: dict[str, Any] = {
    "RETURN_AS_TIMEZONE_AWARE": False,
    "PREFER_DAY_OF_MONTH": "first",
}


# dateparser only sees numeric dates (3/6/2026) and phrases that start with a day and month name
_FALLBACK_SHAPE = re.compile(
    r"^(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b|(?=.*\d)(?:(?:" + _WD + r")\s+)?(?:\d{1,2}\S*\s+)?(?:" + _MO + r")\b)"
)


# four numbers or more joined by dots: an address or a version ("10.0.4.17", "2.3.1.4"), never a
# date (a day, a month and a year are three); dateparser would be asked, and loaded, for nothing
_DOTTED_RUN = re.compile(r"\d+(?:\.\d+){3,}")


# "jan 14-16", "dec 12 - 14th": a month name and a range of days, read as the range's first day;
# dateparser would take the second number for a two-digit year (14 January 2116)
_MONTH_DAY_RANGE = re.compile(
    r"^(?P<first>(?:(?:" + _WD + r")\s+)?(?:" + _MO + r")\.?\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"\s*[-–]\s*\d{1,2}(?:st|nd|rd|th)?$",
    re.IGNORECASE,
)


def _dateparser(text: str, now_local: datetime, tz: ZoneInfo, prefer: Prefer) -> _Span | None:
    """The long tail of explicit formats, through dateparser (English only, one settings base)."""
    from dateparser.date import DateDataParser  # imported late: it is slow to load

    if ranged := _MONTH_DAY_RANGE.match(text):
        text = ranged["first"]

    settings = {
        **_BASE_SETTINGS,
        "DATE_ORDER": date_order(tz),
        "PREFER_DATES_FROM": prefer,
        "RELATIVE_BASE": now_local.replace(tzinfo=None),
    }
    try:
        data = DateDataParser(languages=["en"], settings=settings).get_date_data(text)
    except (ValueError, OverflowError, TypeError):  # dateparser raises on some odd input
        return None
    if data.date_obj is None:
        return None
    found: datetime = data.date_obj
    if not MIN_YEAR <= found.year <= MAX_YEAR:
        raise _out_of_range(text)
    parts = set(data.parts or ())
    year_given = "year" in parts
    if year_given and str(found.year) not in text and re.search(_MO, text, re.IGNORECASE):
        return None  # "jan 14 16": a month by name and a bare two-digit number is no year anyone writes
    if "time" in parts:
        at = _local(found.date(), found.time(), tz)
        return at, at + timedelta(seconds=1), Precision.INSTANT, year_given
    ctx = _Ctx(now=now_local, tz=tz, prefer=prefer, strict=False, context=False)
    if data.period == "year":
        return _year_span(tz, found.year, yg=year_given)
    if data.period == "month":
        return _month_span(ctx, found.year, found.month, yg=year_given)
    return _days(ctx, found.date(), yg=year_given)


def parse_date(
    text: str, *, now: datetime, tz: ZoneInfo, prefer: Prefer = "future", lean: bool = False
) -> DateSpec | None:
    """Resolve one date expression (the whole of ``text``), or None when it is not one.

    ``now`` is the message time (aware); ``prefer`` decides which way ambiguous expressions
    ("Friday", "March", "June 3") go from it; ``"nearest"`` takes whichever reading is nearer
    to now (a tie goes to the past). With ``lean``, ``prefer`` is a leaning, not a rule: the
    date goes the preferred way unless that puts it more than half a year away while the
    other reading is within a month ("became Principal Engineer from September 1", said on
    20 August, is the coming 1 September, not last year's).
    """
    if not text or not has_date_words(text):
        return None
    if prefer == "nearest" or lean:
        past = _parse_one(text, now, tz, "past")
        future = _parse_one(text, now, tz, "future")
        return _choose(past, future, now, prefer)
    return _parse_one(text, now, tz, prefer)


def _distance(spec: DateSpec, now: datetime) -> timedelta:
    if spec.start <= now < spec.end:
        return timedelta(0)
    return min(abs(now - spec.start), abs(now - spec.end))


def _choose(past: DateSpec | None, future: DateSpec | None, now: datetime, prefer: Prefer) -> DateSpec | None:
    if past is None or future is None or (past.start, past.end) == (future.start, future.end):
        return past or future
    to_past, to_future = _distance(past, now), _distance(future, now)
    if prefer == "nearest":
        return past if to_past <= to_future else future
    if prefer == "past":
        return future if to_future <= _NEAR and to_past > _FAR else past
    return past if to_past <= _NEAR and to_future > _FAR else future


def _parse_one(text: str, now: datetime, tz: ZoneInfo, prefer: Prefer) -> DateSpec | None:
    now_local = now.astimezone(tz)
    try:
        span = _parse_rules(text, now_local, tz, prefer, strict=False)
        if span is None:
            s, _ = _normalise(text)
            if s and _FALLBACK_SHAPE.match(s) and not _DOTTED_RUN.search(s):
                span = _dateparser(s, now_local, tz, prefer)
    except _Impossible:
        return None
    if span is None:
        return None
    return _spec(text.strip(), span, _doubt(text.strip(), span, now_local, None))


# --------------------------------------------------------------------------- doubts
# A period the words give only roughly, or one of two readings, is resolved all the same (a
# question about "mid-march" searches 11-20 March), but carries a doubt: a to-do due then is
# offered in a question with the period's end as its due, never stored as if the user had
# said that day.

# Words that name a window recap draws itself: part of a period ("mid-march", "early next
# month", "later this week"), a season, a fuzzy count ("in a few days", "the next couple of weeks").
_VAGUE = re.compile(
    # ("early evening", "mid morning" name hours of a day, no vague stretch of a month)
    r"^(?:early|mid|middle(?:\s+of)?|late|later(?!\s+today\b))\s(?!(?:morning|afternoon|evening)\b)"
    r"|\b(?:spring|summer|autumn|fall|winter)\b"
    r"|^(?:the\s+)?week\s+(?:of|commencing|beginning|starting)\s"
    r"|^(?:the\s+)?(?:first|1st|second|2nd|third|3rd|fourth|4th)\s+(?:week|wk)\s+(?:of|in)\s"
    r"|\b(?:few|couple|several)\b"
    # "in a day or two", "in 2-3 weeks", "in two or three days": a range of lengths (:mod:`._timex_ranges`)
    r"|\b(?:an?|one)\s+(?:minute|min|hour|hr|day|week|month|year)\s+or\s+(?:two|three|\d+)$"
    r"|\b(?:\d+|two|three|four|five|six|ten)\s*(?:or|-|–)\s*(?:\d+|two|three|four|five|six|ten)\s+"
    r"(?:minute|min|hour|hr|day|week|month|year)s?$"
)
# "in a couple of days", "in a couple days": two days on, a day said near enough to keep; so too "in a couple of
# hours" and "in a couple of mins", two of them (a couple of weeks, or "a couple of days ago", stay vague: a
# window too wide, or a time gone by said loosely)
_COUPLE_OF_DAYS = re.compile(r"^in\s+(?:a\s+)?couple(?:\s+of)?\s+(?:days|hours|hrs|minutes|mins)$")
# "(by) around the 10th", "in about a week", "sometime around chinese new year": a softened day, after another
# connector (._timex_lengths)
_SOFTENED = re.compile(r"(?:in\s+|some\s?time\s+)?(?:around|about|roughly|approximately|approx\.?)\s")
# "sometime after easter", "after the 5th": some day after it, not the day itself
_AFTER = re.compile(r"(?:some\s?time\s+|(?:at\s+)?some\s+point\s+)?after\s")
# a holiday whose name holds a season ("late summer bank holiday", "the summer bank holiday"): one day, no window
_HOLIDAY_NAME = re.compile(r"(?:the\s+)?(?:" + words.HOLIDAY_PATTERN + r")", re.IGNORECASE)
_NEXT_WEEKDAY = re.compile(r"^next\s+(?P<wd>" + _WD + r")\b")
# "next friday" said on a Thursday, "next tues" on a Monday: tomorrow, or that day of next week?
# Both readings are common, and the corpus convention asks; so too "next monday" said on a Sunday
# (next week's Monday is tomorrow, or the one a week later?). Otherwise "next" is next week's:
# "next friday" two days ahead, "next friday" said on a Friday (a week today).
_SUNDAY = 6
_THIS_WEEKEND = re.compile(r"^(?:(?:this|the)\s+)?weekend$")


def _doubt(written: str, span: _Span, now_local: datetime, connector: str | None) -> str | None:
    """Why ``span`` (read from ``written``) may not be the period the user meant, or None."""
    s, _ = _normalise(written)
    if connector == "around" and span[2] != Precision.INSTANT:  # "about the 10th" is more often a topic
        return f"“{connector} {written}” gives no exact day"
    if _SOFTENED.match(written.lower()) and span[2] != Precision.INSTANT:  # "by around the 10th"
        return f"“{written}” gives no exact day"
    if _VAGUE.search(s) and not _COUPLE_OF_DAYS.match(s) and not _HOLIDAY_NAME.fullmatch(s):
        return f"“{written}” gives no exact day"
    if span[2] != Precision.INSTANT and (connector == "after" or _AFTER.match(written.lower())):
        return f"“{'after ' if connector == 'after' else ''}{written}” names no day"  # "sometime after easter"
    if (connector in ("at", "@") or _AT_MIDNIGHT.search(s)) and _MIDNIGHT_OF_DAY.search(s):
        # "pick mum up at midnight tomorrow": the night into tomorrow, or the one after it?
        return f"“{written}” may mean the start or the end of that day"
    if _CALENDAR_SHIFT.search(s) and span[0].astimezone(now_local.tzinfo).day != now_local.day:
        # "a year from today" said on 29 February, "in a month" on the 31st: that day does not come round
        return f"“{written}” lands on a day {span[0]:%B} does not have"
    if _THIS_WEEKEND.match(s) and now_local.weekday() == _SUNDAY and span[0].date() < now_local.date():
        # "this weekend i need to clean out the garage" said on a Sunday: what is left of today, or next weekend?
        return f"“{written}” said on a Sunday may mean today or next weekend"
    another_day = span[0].astimezone(now_local.tzinfo).date() != now_local.date()
    if span[2] == Precision.INSTANT and another_day and _SEVEN_BARE.search(s) and not _PART_OF_DAY.search(s):
        # "tmrw at 7", "fri 7:30": breakfast or dinner? Today the next one is meant; another day, asked
        return f"“{written}” {SEVEN_EITHER_HALF}"
    m = _NEXT_WEEKDAY.match(s)
    if m:
        today, read = now_local.date(), span[0].date()
        ahead = (_WEEKDAYS[m["wd"]] - today.weekday()) % 7
        if ahead == 1 and read != today + timedelta(days=1):
            other = today + timedelta(days=1)
            return f"“{written}” may also mean tomorrow, {other:%A} {other.day} {other:%B}"
        if ahead == 1:  # "next monday" said on a Sunday: next week's is tomorrow, or the Monday after it?
            other = read + timedelta(days=7)
            return f"“{written}” may also mean a week tomorrow, {other:%A} {other.day} {other:%B}"
    return None


# the doubt of a bare 7 ("sat 7:30"), read as the evening's (:mod:`._due_doubt` settles it by what is on then)
SEVEN_EITHER_HALF = "may be 7 in the morning or in the evening"
# a clock hour of 7 with no am/pm: the hour people say as often for the morning as for the evening
# (an earlier hour is the afternoon's, a later one the morning's: see :func:`_clock`). "7ish" is
# the loose hour of a get-together, the evening's, as :func:`_clock` reads it.
# (never a window's end: "thurs 4-7", "from 5 to 7" are the evening's once the start is read)
_SEVEN_BARE = re.compile(
    r"(?<![\d:.])(?<!\d-)(?<!\d–)(?<!\d -)(?<!\d - )(?<!\d to )(?<!\d till )(?<!\d until )"
    r"7(?:[:.][0-5]\d)?(?!\s*(?:[ap]\.?m\b|[ap]\b|h\b|hrs\b|[:.\d]|st\b|th\b|-?ish\b))"
)
_PART_OF_DAY = re.compile(
    r"\b(?:mornings?|am|pm|afternoons?|evenings?|night|tonight|arvo|breakfast|dinner|supper|sharp)\b"
)
# a whole number of months or years counted from today: the same day of the month, when it exists
_CALENDAR_SHIFT = re.compile(
    r"^(?:in\s+)?(?:an?|\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\s+"
    r"(?:months?|years?|mths?|yrs?)(?:\s+(?:from|after)\s+(?:today|now))?$"
)
# "at midnight tomorrow", "friday at midnight": a midnight at a named day other than today ("by
# midnight", "friday midnight" close the day they are said with: no doubt)
_MIDNIGHT_OF_DAY = re.compile(
    r"\bmidnight\b.*\b(?:tomorrow|mon|tue|wed|thu|fri|sat|sun)|\b(?:tomorrow|mon|tue|wed|thu|fri|sat|sun)\w*\b.*\bmidnight\b"
)
_AT_MIDNIGHT = gated(re.compile(r"(?:\bat|@)\s*midnight\b"))
# "email the landlord next wk", "have to renew my DNI sometime next month": a whole week or
# month said with no "by" or "end of" says when to do it, not by when; its last day would be
# recap's guess, so a to-do due then is asked about. A heading over a week's plan ("next wk:
# onboard …") and a move's target ("push it to next week") read as before.
_WHOLE_PERIOD = re.compile(
    r"^(?P<some>(?:some\s?time|(?:at\s+)?some\s+point)\s)?(?:(?:next|nxt)\s(?P<grain>week|wk|month|mth|mo)"
    r"|(?:the\s)?week\safter\s(?:next|nxt))\.?$"
    # "visit Mama sometime in december": a month said with "sometime" is when, not by when
    r"|^(?P<some2>(?:some\s?time|(?:at\s+)?some\s+point)\s)(?:in|during)\s(?:(?:the\s)?(?:start|beginning|middle|end)\sof\s)?"
    r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$"
    # "repaint the nursery sometime in Q1": a quarter so said is when too, its last day a guess
    r"|^(?P<some3>(?:some\s?time|(?:at\s+)?some\s+point)\s)(?:in|during)\s(?P<quarter>q[1-4])\.?$"
)
_MOVE_TO = re.compile(r"\b(?:to|into|till|til|until)\s*$", re.IGNORECASE)


def _whole_period(text: str, start: int, end: int, connector: str | None) -> str | None:
    """Why a bare "next week" / "sometime next month" at ``text[start:end]`` gives no due, or None."""
    phrase = text[start:end]
    m = _WHOLE_PERIOD.match(" ".join(phrase.lower().split()))
    if m is None or text[end:].lstrip().startswith(":"):
        return None
    if m["month"]:
        return f"“{phrase.strip()}” names a whole month, not a day"
    if m["quarter"]:
        return f"“{phrase.strip()}” names a whole quarter, not a day"
    if not m["some"] and (connector is not None or _MOVE_TO.search(text[:start])):
        return None  # "by next week" is a deadline; "push the call to next week" a move
    grain = "month" if (m["grain"] or "w").startswith("m") else "week"
    return f"“{phrase.strip()}” names a whole {grain}, not a day"


def nearest_month(month: int, reference: datetime, tz: ZoneInfo) -> DateSpec:
    """The occurrence of ``month`` nearest to ``reference`` (a tie goes to the earlier one).

    Used by corrections: "no, that was March" about something dated June 2026 means March
    2026, about something dated January 2026 means March 2025... whichever is closer.
    """
    if not 1 <= month <= 12:
        raise ValueError(f"month must be 1..12, not {month}")
    local = reference.astimezone(tz)
    ctx = _Ctx(now=local, tz=tz, prefer="past", strict=False, context=False)
    best: tuple[timedelta, _Span] | None = None
    for year in (local.year - 1, local.year, local.year + 1):
        span = _month_span(ctx, year, month, yg=False)
        start, end = span[0], span[1]
        distance = timedelta(0) if start <= local < end else min(abs(local - start), abs(local - end))
        if best is None or distance < best[0]:
            best = (distance, span)
    assert best is not None
    return _spec(calendar.month_name[month], best[1])


# "Dec. 9", "Tues. the 3rd", "Sept. 14th": a shortened month or weekday, its dot, then the day
_DOTTED_NAME = re.compile(
    r"\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thu|thurs?|fri|sat|sun)$", re.IGNORECASE
)
# "Sun., March 6": a comma may follow the dot
_DAY_AFTER_DOT = re.compile(r",?\s*(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b|(?:" + _MO + r")\b)", re.IGNORECASE)


def abbreviation_dot(before: str, after: str) -> bool:
    """Whether the "." between ``before`` and ``after`` closes a shortened month or weekday name
    before a day ("on Dec. 9 at 3", "Tues. Dec 9"), not a sentence: for the sentence splitter."""
    return bool(_DOTTED_NAME.search(before)) and bool(_DAY_AFTER_DOT.match(after))


_TOKEN = re.compile(r"[^\s]+")
_MAX_WORDS = 7
_BOUNDARY = re.compile(r"[,;!?]|\.\s")
_EDGE_PUNCT = re.compile(r"^[\"'(\[]+|[.,!?;:\"')\]]+$")


# a moment of today said with no date in a recall question: "earlier", "earlier on", "a bit ago", "just now"
_EARLIER = re.compile(r"\b(?:earlier(?:\s+on)?|a\s+(?:little\s+)?(?:while|bit)\s+ago|just\s+now)\b", re.IGNORECASE)


def find_windows(request: str, *, now: datetime, tz: ZoneInfo) -> list[DateSpec]:
    """The time windows a recall question names, in order, leftmost-longest, past preferred.

    "what did we talk about a few days ago?" gives one window two to six days back;
    "yesterday evening", "last week", "on Thursday", "in March", "last spring", explicit dates
    and the like each give theirs. Nothing time-like gives [].
    """
    found = _windows_said(request, now=now, tz=tz)
    if not found and (earlier := _EARLIER.search(request)) is not None:
        # "what did we talk about earlier": today so far (a moment of today said with no date)
        return [_spec(earlier[0], _parse_rules("earlier today", now.astimezone(tz), tz, "past", strict=True))]  # type: ignore[arg-type]
    return found


def _windows_said(request: str, *, now: datetime, tz: ZoneInfo) -> list[DateSpec]:
    """:func:`find_windows`' scan: the time expressions written in ``request``."""
    if not has_date_words(request):
        return []
    now_local = now.astimezone(tz)
    tokens = list(_TOKEN.finditer(request))
    found: list[DateSpec] = []
    i = 0
    while i < len(tokens):
        for length in range(min(_MAX_WORDS, len(tokens) - i), 0, -1):
            raw = request[tokens[i].start() : tokens[i + length - 1].end()]
            # a phrase never reads across a clause boundary (",", ";", "?", a full stop)
            if _BOUNDARY.search(raw[:-1]) or not has_date_words(raw):
                continue
            try:
                span = _parse_rules(raw, now_local, tz, "past", strict=True)
            except _Impossible:  # "on 2026-02-30", "5000 years ago": no window to search
                continue
            if span is not None:
                found.append(_spec(_EDGE_PUNCT.sub("", raw).strip(), span))
                i += length
                break
        else:
            i += 1
    return found


# --------------------------------------------------------------------------- spans in free text


@dataclass(frozen=True)
class TimeSpan:
    """One time expression found in free text, with the connector written before it."""

    start: int  # char offsets into the text given, including a leading connector
    end: int
    connector: str | None  # "by", "before", "on", "until", "within" ... lower-cased; None when bare
    spec: DateSpec | None  # None when the words are clearly a date that cannot be resolved
    problem: str | None  # why spec is None, phrased for the user


_CONNECTORS = [
    "no later than", "not later than", "no later then", "at the latest by", "as of", "due by", "due on", "due before",
    "due", "by", "before", "b4", "on", "until", "till", "til", "untill", "since", "from", "effective", "for", "in",
    "at", "@", "within", "after", "starting", "around", "about", "re", "regarding", "next to", "over the", "during",
]  # fmt: skip
_CONNECTOR = re.compile(
    r"(?:" + "|".join(re.escape(c) for c in sorted(_CONNECTORS, key=len, reverse=True)) + r")(?=\s|$)", re.IGNORECASE
)
# a full stop ends a phrase, but not the dot of a shortened month or weekday ("Dec. 9", "Tues. the 3rd")
_SCAN_BOUNDARY = re.compile(
    r"[;!?]|(?<!\bjan)(?<!\bfeb)(?<!\bmar)(?<!\bapr)(?<!\bjun)(?<!\bjul)(?<!\baug)(?<!\bsep)(?<!\bsept)(?<!\boct)"
    r"(?<!\bnov)(?<!\bdec)(?<!\bmon)(?<!\btue)(?<!\btues)(?<!\bwed)(?<!\bthu)(?<!\bthur)(?<!\bthurs)(?<!\bfri)"
    # nor the dots of "9 p.m. tomorrow", nor of initials ("on v.c. bird day", "the u.s. tour fri")
    r"(?<!\bsat)(?<!\bsun)(?<!a\.m)(?<!p\.m)(?<!\b[a-z]\.[a-z])\.\s"
    r"|(?<!\d)(?<!am)(?<!pm)\s[-–—]\s|\s[-–—]\s(?!\d)|:\s",  # "3 - 4 pm" is one window
    re.IGNORECASE,
)
_EDGE_TRAIL = re.compile(r"[\s.,!?;:\"')\]\-–—]+$")
_END_TRAIL = re.compile(r"(?:'s|[\s.,!?;:\"')\]\-–—])+$")  # a span ends before "'s": "thursday's workshop"


def find_spans(text: str, *, now: datetime, tz: ZoneInfo, prefer: Prefer = "future") -> list[TimeSpan]:
    """Every time expression in ``text``, left to right, non-overlapping, the longest reading first.

    A connector written before one ("by Friday", "within 3 days", "before the 9th") belongs to
    its span. "before" a day means the day before it; "within N days" means N days from today.
    Words that are clearly a date that cannot be (the 31st of February, "Monday, Mar 4" when
    4 March is a Thursday, "by blursday") come back with ``spec`` None and a ``problem``.
    """
    return list(_spans(text, now, tz, prefer)) if text else []


@per_message
@functools.lru_cache(maxsize=512)  # the readers of one message scan the same clause for dates several times
def _spans(text: str, now: datetime, tz: ZoneInfo, prefer: Prefer) -> tuple[TimeSpan, ...]:
    """:func:`find_spans` as a tuple (spans are frozen); the cheap guard is memoised with it."""
    if not (has_date_words(text) or _UNREAD_DAY.search(text) or "never" in text.lower()):
        return ()
    now_local = now.astimezone(tz)
    tokens = list(_TOKEN.finditer(text))
    # which tokens may end a time expression: most candidates are cut without any parsing
    roles = [_roles(t.group(0)) for t in tokens]
    ends = [end for end, _ in roles]
    starts = [start for _, start in roles]
    found: list[TimeSpan] = []
    i = 0
    while i < len(tokens):
        span, used = _span_at(text, tokens, ends, starts, i, now_local, tz, prefer)
        if span is None or _names_a_report(text, span) or _in_a_number(text, span):
            i += 1
            continue
        if _part_of_an_occasion(text, span):
            i += used  # "the night of the party": none of its words is a time ("night" alone is tonight)
            continue
        if span.connector is None and _WISHED.search(text, 0, span.start):
            # "in 4 hours text Jago happy new year", "send mum a merry xmas card": the greeting's words,
            # never when it is sent (nor cut from the action)
            i += used
            continue
        if span.connector is None and used > 1 and _MEAL_THEN_CLOCK.match(text, span.start):
            i += 1  # "team lunch 12:30": the lunch is the occasion, its time the clock after it
            continue
        if span.connector is None and (meal := _MEAL_LAST.search(text, span.start, span.end)) and _WITH.match(
            text, span.end
        ):
            # "tmrw lunch w/ Carme 1pm": the lunch is what is on that day, at its own time, not lunchtime
            day = [s for s in _spans(text[: meal.start()], now, tz, prefer) if s.start == span.start]
            span = day[0] if day else span
        found.append(span)
        i += used
    return tuple(found)


_MEAL_LAST = re.compile(r"\s+lunch(?:time)?$", re.IGNORECASE)
_MEAL_THEN_CLOCK = re.compile(r"lunch\s+(?:at\s+|@\s*)?\d", re.IGNORECASE)
_SOMETIME_IN_NAME_MONTH = re.compile(
    r"(?:some\s?time|(?:at\s+)?some\s+point)\s+(?:in|during)\s+(?P<mo>jan|jun)\b", re.IGNORECASE
)
# "10 hours", "15 h 30", "9 uhr tmrw" said after "at": a clock time (never "in 10 hours", a length)
_HOURS_SAID = r"(?P<h>[01]?\d|2[0-3])\s+(?:h|hrs|hours|uhr)(?:\s+(?P<m>[0-5]\d))?"
_AT_HOURS = re.compile(
    _HOURS_SAID + r"(?P<rest>\s(?!(?:a|per|each|every)\s).+)?",  # never "at 10 hours a day": a rate
    re.IGNORECASE,
)
_AT_HOURS_IN = re.compile(r"\b(?P<at>at|@)\s+" + _HOURS_SAID + r"\b", re.IGNORECASE)


def _hours_clock(m: re.Match[str]) -> str:
    """The clock time "10 hours", "15 h 30" say: "10:00", "15:30"."""
    return f"{int(m['h'])}:{m['m'] or '00'}"
_WITH = re.compile(r"\s+(?:w/|with)\s", re.IGNORECASE)


def _in_a_number(text: str, span: TimeSpan) -> bool:
    """ "280 455 1923", "0803 555 2024": four digits typed as the last group of a phone or account
    number, never a year (a year alone after digit groups is no way anyone writes one)."""
    return (
        span.connector is None
        and _FOUR_DIGITS.fullmatch(text[span.start : span.end].strip()) is not None
        and _DIGIT_GROUP_BEFORE.search(text, 0, span.start) is not None
    )


_FOUR_DIGITS = re.compile(r"\d{4}")
_DIGIT_GROUP_BEFORE = re.compile(r"(?<![\w/.:])\d{2,5}[\s-]+$")


def _names_a_report(text: str, span: TimeSpan) -> bool:
    """ "the Q1 numbers", "q4 review", "Q3 board deck": a quarter alone right before what it is
    the quarter's of names that thing, not a time ("by Q3", "Q4 2027" stay dates)."""
    return (
        span.connector not in _WHEN_CONNECTORS
        and _QUARTER_ALONE.fullmatch(text[span.start : span.end].strip()) is not None
        and _QUARTERS_THING.match(text, span.end) is not None
    )


def _part_of_an_occasion(text: str, span: TimeSpan) -> bool:
    """ "the night of the party", "the morning of the wedding": a part of the day of an occasion
    whose date is not said here, never tonight or this morning ("the morning of the 12th" is read
    whole, the date in it)."""
    return (
        _DAY_PART_ALONE.fullmatch(text[span.start : span.end].strip()) is not None
        and (after := _OF_OCCASION.match(text, span.end)) is not None
        and not has_date_words(after["what"])
    )


# a greeting just before a day's name: "happy new year", "merry xmas", "a happy belated easter"
_WISHED = re.compile(r"\b(?:happy|happi|hapi|merry|blessed|joyous)\s+(?:belated\s+)?$", re.IGNORECASE)

_DAY_PART_ALONE = re.compile(
    r"(?:(?:on|for|by|in|at)\s+)?the\s+(?:night|morning|evening|afternoon|day|eve)", re.IGNORECASE
)
_OF_OCCASION = re.compile(
    r"\s+of\s+(?P<what>(?:the|my|our|his|her|their|\w+'s)\s+[\w'-]+(?:\s+[\w'-]+)?)", re.IGNORECASE
)
_WHEN_CONNECTORS = frozenset(
    {"by", "before", "until", "till", "til", "in", "within", "after", "from", "since", "during"}
)


_TAIL_WORDS = {"time", "sharp", "eve", "day", "now", "later", "hence", "away", "next", "end", "week", "month", "year",
               "am", "pm", "a.m.", "p.m.", "a.m", "p.m", "o'clock", "never", "business", "ish", "half", "thing",
               "school", "work", "dinner", "supper", "breakfast", "class", "church", "service", "mass", "prayers",
               "practice", "training", "shift", "out", "h", "oclock", "dot", "coming",
               "days", "hour", "hr", "kutwa"}  # fmt: skip  # "within the hour", "in the next hour"
# "3 weeks out", "in 1/2 h", "nine oclock", "at 9 on the dot", "friday coming", "3 working days",
# "kesho kutwa" (Swahili: the day after tomorrow)
_TAIL_WORDS |= set(words.ZONES) | words.HOLIDAY_LAST_WORDS | words.PRAYER_TIMES  # "mon after fajr"
# "ninth", "twenty-first": a spelled day of the month may end a span (see words.rewrite)
_SPELLED_ORDINALS = frozenset(re.split(r"[ -]", words.ORDINAL_PATTERN.replace("|", " "))) | {
    w for w in words.ORDINAL_PATTERN.split("|") if "-" in w
}
_TAIL_WORDS |= _SPELLED_ORDINALS
# "ten to five", "half three": a spoken time ends at its hour word (a bare "five" reads as nothing)
_TAIL_WORDS |= set(words.HOUR_WORDS)


_LEAD_WORDS = {"the", "a", "an", "this", "next", "last", "past", "previous", "coming", "end", "beginning", "start",
               "early", "mid", "middle", "late", "later", "same", "sometime", "some", "quarter", "half", "first",
               "second", "third", "fourth", "fifth",
               "final", "in", "within", "day", "close", "couple", "few", "several", "other", "earlier", "week",
               "twenty", "thirty", "@", "kl", "kl.", "w/c", "wc", "wk", "between",
               "about", "around", "roughly", "approximately", "approx"}  # fmt: skip  # "in about 2 hours"
_LEAD_WORDS |= set(_NUMBERS) | set(words.HOUR_WORDS) | words.HOLIDAY_FIRST_WORDS


@functools.lru_cache(maxsize=4096)  # the same words are scanned in every clause and cut of a message
def _roles(token: str) -> tuple[bool, bool]:
    """Whether a time expression may end at ``token``, and whether one may start at it."""
    end = _may_end(token)
    return end, end or _EDGE_TRAIL.sub("", token.lower()) in _LEAD_WORDS


def _may_end(token: str) -> bool:
    word = _END_TRAIL.sub("", token.lower()).strip("\"'(")
    return bool(word) and (word in _TAIL_WORDS or has_date_words(word) or bool(_UNREAD_DAY.fullmatch(word)))


def _connector_at(text: str, tokens: list[re.Match[str]], i: int) -> tuple[str | None, int]:
    """The connector starting at token ``i`` and how many tokens it takes."""
    m = _CONNECTOR.match(text, tokens[i].start())
    if m is None or (i > 0 and m.group(0).lower() in _NOUN_TOO and tokens[i - 1].group(0).lower() in _ARTICLES):
        return None, 0  # "count the till tonight": a till, not "until"
    end = m.end()
    used = 0
    while i + used < len(tokens) and tokens[i + used].end() <= end:  # a connector is a few tokens
        used += 1
    if used == 0 or tokens[i + used - 1].end() != end:
        return None, 0
    return m.group(0).lower(), used


_NOUN_TOO = frozenset({"till"})
_ARTICLES = frozenset({"the", "a", "my", "our", "your", "his", "her", "their", "this", "that", "each", "every"})
_SET_OFF = re.compile(r"\s*(?:$|[-–—:,!]|\.(?:\s|$))")
_NOT_BEFORE_A_DAY = {"the", "a", "an", "in", "of", "under", "this", "that", "my", "our", "your", "their", "some",
                     "no", "hot", "morning", "evening", "rising", "setting", "and", "or"}  # fmt: skip


def _set_off(text: str, tokens: list[re.Match[str]], i: int) -> bool:
    """Whether a lone word-like weekday ("sat", "sun") stands where only a date can: first in the
    message and set off by punctuation ("sat - mow the lawn"), or last after a verb phrase
    ("do the meal prep sun")."""
    token = tokens[i]
    opens_clause = len(tokens) > 1 and tokens[1].group(0).lower() in _CLAUSE_OPENERS
    if i == 0 and token.group(0).lower() in _WORDLIKE_DAYS and opens_clause:
        return True  # "sat i'm taking mum to the airport": a day before its clause ("I sat" puts the subject first)
    if i == 0:
        return bool(_SET_OFF.match(text, token.start() + len(token.group(0).rstrip(":-,!"))))
    if i == len(tokens) - 1:
        return tokens[i - 1].group(0).lower() not in _NOT_BEFORE_A_DAY and not token.group(0).endswith("'s")
    if weekday_of_occasion(tokens[i - 1].group(0), token.group(0), _token_at(tokens, i + 1)):
        return True  # "cover my sat shift": the day the shift is on
    if _between_name_and_topic(tokens, i):
        return True  # "call Alexia sun about the launch": whom, the day, what about
    if _day_of_a_thing(text, tokens, i):
        return True  # "Noah's swim carnival is wed, need to …": the day a thing is on
    if _day_not_day(tokens, i):
        return True  # "party sat not fri": a day said against the day it is not
    if _day_before_purpose(tokens, i):
        return True  # "take the skiff out sat to swap the hydrophones": the day, then what it is for
    if i == len(tokens) - 2 and tokens[-1].group(0).lower() in _CLOSING_A_DAY:
        # "can be mon instead", "make it sat then": last but for a word that only closes the change
        # ("we sat instead": a past tense after its subject)
        before = tokens[i - 1].group(0).lower()
        return before not in _NOT_BEFORE_A_DAY and before not in _SUBJECTS and not token.group(0).endswith("'s")
    return False


def _day_of_a_thing(text: str, tokens: list[re.Match[str]], i: int) -> bool:
    """Whether a word-like weekday is the day a thing is on: after "is" said of a thing (never of a
    person: "she is wed"), and closing its clause ("the party is sat, …"; "the cat is sat on the
    mat" is sitting)."""
    if i < 2 or tokens[i - 1].group(0).lower() != "is" or tokens[i - 2].group(0).lower() in _SUBJECTS | _PRONOUNS:
        return False
    token = tokens[i]
    return bool(_CLAUSE_END.match(text, token.start() + len(token.group(0).rstrip(",;!?.-–—"))))


def _day_not_day(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the word-like weekday ``tokens[i]`` is set against another weekday by "not" ("party
    sat not fri", "call mum mon not thurs"): only a day is denied for a day ("we sat not far" is
    sitting, and a subject before it keeps it a verb: "I sat not fri")."""
    if i + 2 >= len(tokens) or tokens[i + 1].group(0).lower() != "not":
        return False
    if tokens[i - 1].group(0).lower() in _SUBJECTS | _NOT_BEFORE_A_DAY:
        return False
    return _EDGE_TRAIL.sub("", tokens[i + 2].group(0).lower()) in _WEEKDAYS


def _day_before_purpose(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the word-like weekday ``tokens[i]`` is followed by what a deed is for ("take the skiff out sat
    to swap the hydrophones"): "to" and a word, never a number or a day ("sat to 5pm", "mon to wed": a span),
    and no subject before it ("we sat to eat" is sitting)."""
    if i + 2 >= len(tokens) or tokens[i + 1].group(0).lower() != "to":
        return False
    if tokens[i - 1].group(0).lower() in _SUBJECTS | _NOT_BEFORE_A_DAY | _PRONOUNS:
        return False
    after = _EDGE_TRAIL.sub("", tokens[i + 2].group(0).lower())
    return after.isalpha() and after not in _WEEKDAYS and after not in _ARTICLES


_PRONOUNS = frozenset({"it", "this", "that", "him", "her", "them", "me", "us", "one", "who", "which", "what"})
_CLAUSE_END = re.compile(r"\s*(?:$|[,;!?]|\.(?:\s|$)|\s[-–—]\s)")


# what a call or a message is about, said right after its day ("call Alexia sun about the launch"), or
# before a day that is then its topic, never its due ("call mum re xmas")
TOPIC_CONNECTORS = frozenset({"about", "re", "regarding"})
# a topic word said right before a date, its colon kept ("txt sarah re: sat"), which no span takes as its connector
_TOPIC_BEFORE = re.compile(r"(?:^|\s)(?:about|re:?|regarding)\s*$", re.IGNORECASE)


def topic_before(text: str, end: int) -> bool:
    """Whether ``text`` up to ``end`` ends with a word saying what something is about ("re:", "about")."""
    return _TOPIC_BEFORE.search(text, 0, end) is not None


def _between_name_and_topic(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the word-like weekday ``tokens[i]`` (typed in lower case) stands between a name
    (capitalised, never first) and "about"/"re": only a day can ("Alexia sun about …"; a surname
    would be capitalised as the name is)."""
    if i < 2 or i + 1 >= len(tokens) or not tokens[i].group(0).islower():
        return False
    name = tokens[i - 1].group(0)
    return name[:1].isupper() and name[1:].islower() and tokens[i + 1].group(0).lower() in TOPIC_CONNECTORS


_CLOSING_A_DAY = frozenset({"instead", "then", "pls", "please", "plz", "thx", "thanks", "ta", "latest"})
# a subject with its verb, said right after a first word-like weekday: "sat i'm …", "sun we're …"
_CLAUSE_OPENERS = frozenset({"i'm", "im", "i'll", "ill", "we're", "we'll", "i've", "i", "we"})
_SUBJECTS = frozenset({"i", "we", "you", "u", "they", "he", "she", "everyone", "who"})


# "the 3rd", "the ninth", "the twenty-first" (not "the first", "the second", "the third": ranks far
# more often than days when nothing else says a date)
_THE_ORDINAL = re.compile(
    r"the\s+(?:\d{1,2}(?:st|nd|rd|th)|(?!(?:first|second|third)$)(?:" + words.ORDINAL_PATTERN + r"))", re.IGNORECASE
)


def _ordinal_last(phrase: str, tokens: list[re.Match[str]], first: int, length: int) -> bool:
    """Whether ``phrase`` is "the 3rd" closing the words after a verb phrase ("pay Nikos for
    the coach hire the 3rd"): there it can only be the day of the month."""
    if first == 0 or first + length != len(tokens) or not _THE_ORDINAL.fullmatch(phrase):
        return False
    before = tokens[first - 1].group(0).lower()
    if before in _BE and any(t.group(0).lower() in _DATED_NOUNS for t in tokens[max(0, first - 8) : first - 1]):
        return True  # "the deadline for the tender is the 15th", "her bday was the 3rd": a day's noun, its day
    return before not in _NOT_BEFORE_A_DAY and before not in _PLACE_OR_RANK


_BE = frozenset({"is", "was", "are", "were", "'s", "’s"})
# what has a day, and so is a day when it "is the 15th" (else a rank: "she is the 15th in line")
_DATED_NOUNS = frozenset({
    "deadline", "date", "day", "party", "wedding", "meeting", "mtg",
    "appointment", "appt", "interview", "exam", "launch", "opening", "closing", "event", "concert", "gig",
    "hearing", "surgery", "operation", "handover", "settlement", "transfer", "cutoff", "cut-off", "payday",
    "fete", "fair", "festival", "reunion", "funeral", "graduation", "ceremony", "deadlines", "inspection",
    "viewing", "audit", "renewal", "expiry", "review", "recital", "match", "fixture", "tournament", "trip",
})  # fmt: skip


# "the 10th the charter needs confirming", "the 12th: my passport photos …": an ordinal of digits that opens the
# message, then a new noun phrase, is the day the rest is on (never "the 10th anniversary", "the 3rd floor": a
# noun right after it is what it ranks; "the 15th i'll …", "the 14th, need to …" are the to-do readers' own)
_DIGIT_ORDINAL = re.compile(r"the\s+\d{1,2}(?:st|nd|rd|th)", re.IGNORECASE)
_OPENS_AFTER_A_DAY = frozenset({"the", "my", "our", "his", "her", "their"})


def _ordinal_first(text: str, phrase: str, tokens: list[re.Match[str]], first: int, length: int) -> bool:
    """Whether ``phrase`` is "the 10th" opening the message before what is on that day."""
    if first != 0 or not _DIGIT_ORDINAL.fullmatch(phrase) or text[tokens[first].start() + len(phrase) :][:1] in "'’":
        return False  # ("the 3rd's our anniversary": the day is the subject, read by the forms of a day's occasion)
    after = first + length
    return after < len(tokens) and tokens[after].group(0).lower().strip(":-–—,") in _OPENS_AFTER_A_DAY


# what a number names when it follows one of these: "room 4.12", "suite 3/4", "ward 12", "version 2.1"
# (a noun after an article is a place, its number may be a day: "send the samples to the lab 9/3")
_NUMBERED_THINGS = frozenset({
    "room", "rm", "suite", "unit", "gate", "platform", "bay", "row", "seat", "level", "floor", "building", "bldg",
    "block", "apt", "ward", "bed", "section", "version", "v", "chapter", "page", "step", "item", "#", "box", "locker",
    "lot", "pier", "dock",
    # the numbered parts of a mine or a plant: "the roof bolts in panel 4 thurs", "shaft 2", "belt 3"
    "panel", "shaft", "pit", "sector", "belt", "kiln", "heading",
})  # fmt: skip
_ARTICLES = frozenset({"the", "a", "an", "my", "our", "your", "his", "her", "their"})
# "it's the 3rd", "came the 3rd", "floor the 3rd": a rank or a place before the ordinal, no day
_PLACE_OR_RANK = frozenset({
    "is", "was", "are", "were", "be", "been", "it's", "its", "came", "come", "finished", "placed", "ranked", "got",
    "floor", "chapter", "page", "room", "gate", "platform", "round", "grade", "year", "row", "seat", "edition",
})  # fmt: skip


def _numbered(tokens: list[re.Match[str]], first: int) -> bool:
    """Whether the number at ``first`` is a thing's ("room 4.12", "in room 3.05"), not a day."""
    if not first or not tokens[first].group(0)[:1].isdigit():
        return False
    if tokens[first - 1].group(0).lower() not in _NUMBERED_THINGS:
        return False
    return first < 2 or tokens[first - 2].group(0).lower() not in _ARTICLES


def _span_at(
    text: str,
    tokens: list[re.Match[str]],
    ends: list[bool],
    starts: list[bool],
    i: int,
    now_local: datetime,
    tz: ZoneInfo,
    prefer: Prefer,
) -> tuple[TimeSpan | None, int]:
    connector, skip = _connector_at(text, tokens, i)
    first = i + skip
    if first >= len(tokens) or not starts[first]:
        return None, 0
    if connector in ("at", "@") and _NOT_AT.match(tokens[first].group(0)):
        return None, 0  # "get the boiler looked at tomorrow": the "at" is the verb's, the day stands alone
    if connector is None and _named_occasion(tokens, first):
        return None, 0  # "parents evening at 5:30", "quiz night fri": the occasion's name, its time after it
    if _numbered(tokens, first):
        return None, 0  # "room 4.12", "platform 9", "gate 12": a thing's number, never a day
    if (
        connector is None
        and first > 0
        and _THEIR.fullmatch(tokens[first - 1].group(0))
        and not weekday_of_occasion(tokens[first - 1].group(0), tokens[first].group(0), _token_at(tokens, first + 1))
    ):
        return None, 0  # "swap for his night on the 12th", "cover their friday": their shift, a thing, no time
    if first > 0 and _FALL.fullmatch(tokens[first].group(0)) and _WHOSE.fullmatch(tokens[first - 1].group(0)):
        return None, 0  # "Mr Jones's fall", "her fall", "a bad fall": someone's fall, no autumn
    ctx = _Ctx(
        now=now_local, tz=tz, prefer=prefer, strict=True, context=connector is not None, connector=connector,
        scanned=True,
    )
    for length in range(min(_MAX_WORDS, len(tokens) - first), 0, -1):
        if not ends[first + length - 1]:
            continue
        last = tokens[first + length - 1]
        raw = text[tokens[first].start() : last.end()]
        trail = _END_TRAIL.search(raw)
        end = last.end() - (len(trail.group(0)) if trail else 0)
        phrase = text[tokens[first].start() : end]
        if not phrase or _SCAN_BOUNDARY.search(phrase):
            continue
        if connector is None and (some := _SOMETIME_IN_NAME_MONTH.match(phrase)) is not None:
            # "sometime in jan": a month, as "in jan" is (never a person "Jan" after "sometime in")
            month = calendar.month_name[_MONTHS[some["mo"].lower()]].lower()
            phrase = f"{phrase[: some.start('mo')]}{month}{phrase[some.end('mo') :]}"
        if connector is None and " at " in phrase:  # "tmrw at 15 h 30": its clock time read as one
            phrase = _AT_HOURS_IN.sub(lambda m: f"{m['at']} {_hours_clock(m)}", phrase)
        if connector in ("at", "@") and (hours := _AT_HOURS.fullmatch(phrase)) is not None:
            # "at 10 hours", "at 15 h": the hour on the 24-hour clock, as many languages say it
            phrase = f"{_hours_clock(hours)}{hours['rest'] or ''}"
        if connector in ("at", "@") and (hour := words.spoken_hour(phrase)) is not None:
            if first + length < len(tokens) and _is_quantity(tokens, first + length):
                continue  # "at five stores": a count
            phrase = hour  # "call mum at five", "at eleven thirty": a clock time, as "at 5" is
        if phrase.isdigit() and first + length < len(tokens) and _is_quantity(tokens, first + length):
            continue  # "by 5 percent", "at 3 places": a number, not an hour
        if _BARE_LAST.search(phrase) and first + length < len(tokens) and _is_quantity(tokens, first + length):
            continue  # "tmrw 2 things: …", "fri 3 calls to make": the day, then a count, not an hour
        if first + length < len(tokens) and ends_bare(phrase, connector) and _counts(tokens, first + length):
            continue  # "between 8 and 12 people", "from 2 to 4 weeks": a count, not a window
        if first > 0 and counted_before(phrase, tokens[first - 1].group(0)):
            continue  # "ages 3-5 sat": a count
        if meal_purpose(connector, phrase):
            continue  # "owe Nadia for lunch": what it is for, not when
        if connector is None and first > 0 and numbered_by(tokens[first - 1].group(0), phrase):
            continue  # "sprint 9 tomorrow", "gate 5 fri": the number is a label, the day after it the time
        if first > 0 and rate_of_amount(tokens[first - 1].group(0), phrase):
            continue  # "45k a month from today": the amount's rate, then the day it holds from
        if _MOVED.search(text, 0, tokens[i].start()) and window_start(phrase, connector) != phrase:
            continue  # "pushed from 4 to 16:30": a move from one time to another, not a window
        on_the = connector == "on" and _THE_POD.match(phrase) is not None  # "on the night harvest crew"
        if (connector is None or on_the) and trail is None and _names_a_thing(phrase, tokens, first + length):
            continue  # "the night team", "morning shift", "evening class": a kind of thing, not a time
        if trail is None and names_occasion(phrase, _token_at(tokens, first + length)):
            rest = f"{text[: tokens[i].start()]} {text[end:]}"
            purpose = connector == "for" or said_for(text[: tokens[first].start()])
            if purpose or dated_apart(find_spans(rest, now=now_local, tz=tz, prefer=prefer), rest):
                continue  # "xmas party is on the 18th", "a jumper for the xmas party": the party's name, no day
        if trail is None and _ordinal_before_noun(phrase, tokens, first + length):
            continue  # "on the second floor", "the third attempt": a rank, not a day
        if connector in ("in", "within"):
            phrase = "in " + phrase
        spec: DateSpec | None = None
        problem: str | None = None
        try:
            parsed = _parse_scan(phrase, ctx)
            if parsed is None and connector is None and (
                (length == 1 and _set_off(text, tokens, first))
                or _ordinal_last(phrase, tokens, first, length)
                or _ordinal_first(text, phrase, tokens, first, length)
            ):
                parsed = _parse_scan(phrase, replace(ctx, context=True))
            if (
                parsed is not None
                and connector in ("before", "b4", "by")
                and parsed[2] == Precision.DAY
                and _PERIOD_OUT.match(text, end)
            ):
                # "before the weekend's out", "before fri is over": by its last day, not before it starts
                parsed = _bounded(_days(ctx, (parsed[1] - _MOMENT).date(), yg=parsed[3]), phrase)
            elif (
                parsed is not None
                and connector in ("before", "b4", "due before")
                and parsed[2] != Precision.INSTANT
                and not _closes(phrase)  # "before eod", "b4 tmrw eod": by then
            ):
                before = parsed[0].date() - timedelta(days=1)
                if prefer == "future" and before < now_local.date():  # "before the 30th" said on the 30th
                    raise _Impossible(f"the day before {phrase.strip()} has already gone")
                parsed = _bounded(_days(ctx, before, yg=parsed[3]), phrase)
            elif (
                parsed is not None
                and connector in ("before", "b4", "due before")
                and parsed[1] - parsed[0] > _MOMENT
                and not _closes(phrase)
            ):
                # "before lunch", "b4 tonight": by its start
                parsed = (parsed[0], parsed[0] + _MOMENT, parsed[2], parsed[3])
            if (
                parsed is not None
                and connector in ("by", "due by")
                and not _PERIOD_OUT.match(text, end)
                and _THE_WEEKEND.match(_normalise(phrase)[0])
            ):
                # "sort the car tax by the weekend": done before it starts, so by the Friday
                friday = parsed[0].date() - timedelta(days=1)
                if friday >= now_local.date():
                    parsed = _bounded(_days(ctx, friday, yg=parsed[3]), phrase)
        except _Impossible as why:
            parsed, problem = None, str(why)
        if connector is None and first and minutes_or_window(_token_at(tokens, first - 1), phrase):
            parsed, problem = None, f"“at {phrase}” may be minutes to the hour or a window"  # "at 10 to 5 friday"
        if parsed is None and problem is None:
            problem = _unreadable(phrase, connector)
            if problem is None:
                continue
        if parsed is not None and connector in ("in", "within") and _COUNTED_FROM.match(text, end):
            # "within 14 days of him moving out", "in 3 weeks after delivery": counted from an event, not today
            parsed, problem = None, f"“{text[tokens[i].start() : end]}” is counted from something with no date"
        held = _LONG_BEFORE.search(text, 0, tokens[first].start())
        if parsed is not None and held and _THE_WEEKEND.match(_normalise(phrase)[0]):
            # "after the long wknd": a holiday weekend, which one recap cannot tell
            parsed, problem = None, f"“{held.group(0)}{phrase.strip()}” is a holiday weekend, and I can't tell which"
        if parsed is not None and parsed[2] == Precision.DAY and one_of_two_days(text, tokens[first].start(), end):
            parsed, problem = None, f"“{phrase}” is said with another day, and I can't tell which one you mean"
        if parsed is not None:
            doubt = _doubt(phrase, parsed, now_local, connector)
            spec = _spec(phrase, parsed, doubt or _whole_period(text, tokens[first].start(), end, connector))
        start = tokens[i].start()
        if spec is not None and connector in ("before", "b4", "by") and (out := _PERIOD_OUT.match(text, end)):
            end = out.end()  # "… before the weekend is over": the words that end it are the date's too
        return TimeSpan(start=start, end=end, connector=connector, spec=spec, problem=problem), skip + length
    return None, 0


# what a "within N days" is counted from when it is not today: "… of delivery", "… after the move"
_COUNTED_FROM = re.compile(
    r"\s+(?:of|after|from|following)\s+(?!(?:today|now|tonight|tomorrow|this\s+(?:morning|afternoon|evening))\b)\w",
    re.IGNORECASE,
)
# a thing moved ("pushed from 4 to 16:30", "shifted 8 to 8:30"): two times, never a window
_MOVED = gated(re.compile(
    r"\b(?:push(?:ed)?|mov(?:e|ed)|shifted|bump(?:ed)?|chang(?:e|ed)|switch(?:ed)?|resched\w*|brought|put|"
    r"pulled|pull)(?:\s+(?:it|that|this|them|back|forward|up|out))?(?:\s+from)?\s*$",
    re.IGNORECASE,
))
# days no one says "at": an "at" before one belongs to the words before it ("looked at tomorrow")
_NOT_AT = re.compile(
    r"^(?:today|tonight|tomorrow|tmrw|tmr|tmrow|2moro|tomoz|yesterday|next|this|mon|tue|tues|wed|weds|thu|thur|thurs"
    r"|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    re.IGNORECASE,
)
_MOMENT = timedelta(seconds=1)  # an instant's span: a clock time is [t, t + 1s)
# "the weekend" with no "this"/"next": "by" it is before it starts ("by this weekend" stays the weekend)
_THE_WEEKEND = gated(re.compile(r"^(?:the\s+)?weekend$"))
# "the long weekend", "the bank holiday weekend": a weekend with a day off, not the coming one
_LONG_BEFORE = gated(re.compile(
    r"\b(?:long|bank\s+holiday|holiday|public\s+holiday|easter|labou?r\s+day)\s+$", re.IGNORECASE
))
# "the weekend's out", "fri is over": said after a day or days, by their end rather than their start
_PERIOD_OUT = re.compile(r"(?:'s|’s|\s+is)\s+(?:out|over|done|through)\b", re.I)
# the close of a period: "before" it is by it, not the day before ("before eod" is today)
_CLOSE_OF = re.compile(r"^(?:the\s+)?(?:end\s+of|close\s+of|eod|eow|eom|eoy|eoq|cob|eob)\b")
# a day's close said after it ("tmrw eod", "fri cob", "monday end of day"): "before" it is by that day's end
_CLOSE_AFTER = re.compile(r"\b(?:eod|cob|eob|end\s+of\s+(?:the\s+)?(?:day|business)|close\s+of\s+(?:business|play))$")


def _closes(phrase: str) -> bool:
    """Whether ``phrase`` names the close of a period ("eod", "the end of the month", "fri cob"), which
    "before" reaches by rather than the day before."""
    said = _normalise(phrase)[0]
    return bool(_CLOSE_OF.match(said) or _CLOSE_AFTER.search(said))
_QUANTITY_WORDS = {"percent", "per", "pct", "points", "pts", "people", "places", "times", "more", "less", "of",
                   "items", "units", "each", "x", "k", "m", "bucks", "dollars", "euros", "pounds", "quid", "out",
                   "spots", "seats", "tickets", "pages", "slides", "copies"}  # fmt: skip


# A part of the day said before one of these names a kind of thing ("the night team", "evening
# class", "morning meds"), not when something happens.
_BARE_POD = gated(re.compile(r"^(?:the\s+)?(?:morning|afternoon|evening|night|overnight|lunchtime)$", re.IGNORECASE))
_POD_NOUNS = frozenset({
    "team", "teams", "shift", "shifts", "crew", "staff", "nurse", "nurses", "sister", "manager", "managers",
    "porter", "porters", "cover", "rota", "lead", "supervisor", "class", "classes", "lecture", "lectures", "school",
    "course", "bus", "buses", "train", "trains", "ferry", "flight", "flights", "market", "show", "routine", "meds",
    "medication", "medications", "dose", "doses", "feed", "feeds", "milking", "rounds", "round", "briefing",
    "huddle", "handover", "people", "person", "lot", "news", "paper", "papers", "session", "sessions", "slot",
    "slots", "sitter", "nanny", "service", "prayer", "prayers", "commute", "rush", "traffic", "delivery",
    "deliveries", "post", "tea", "snack", "owl", "owls", "light", "lights", "watch", "guard", "guards", "security",
    "duty", "cleaner", "cleaners", "club", "out", "life", "sky", "job", "jobs", "worker", "workers", "staffer",
    "receptionist", "desk", "doorman", "run", "walk", "jog",
})  # fmt: skip


# Words that make an occasion of the part of the day after them: "parents evening", "quiz night",
# "open evening", "date night" (a name, never when the occasion is)
OCCASION_HEADS = frozenset({
    "parents", "parent", "parents'", "quiz", "games", "game", "movie", "movies", "film", "date", "poker", "trivia",
    "karaoke", "bingo", "open", "curry", "pizza", "ladies", "girls", "lads", "boys", "hen", "stag", "comedy", "jazz",
    "awards", "gala", "opening", "closing", "fight", "election", "wine", "cocktail", "board", "family", "social",
})  # fmt: skip


def occasion_part_of_day(before: Sequence[str]) -> bool:
    """Whether the words ``before`` a bare part of the day make it an occasion's name: a known head
    ("parents evening", "quiz night"), or any plain word after "a"/"an" ("do a braai night for the
    lab", "host an nsima night"): one such evening, never the one of today."""
    said = [_EDGE_TRAIL.sub("", w.lower()) for w in before[-2:]]
    if not said or not said[-1]:
        return False
    if said[-1] in OCCASION_HEADS:
        return True
    return (
        len(said) == 2 and said[0] in {"a", "an"} and said[-1].isalpha() and not has_date_words(said[-1])
    )


def _named_occasion(tokens: list[re.Match[str]], first: int) -> bool:
    """Whether a bare part of the day at ``tokens[first]`` ends an occasion's name ("parents evening")."""
    if first == 0 or not _BARE_POD.match(tokens[first].group(0).rstrip(",.;:!?")):
        return False
    return occasion_part_of_day([t.group(0) for t in tokens[max(0, first - 2) : first]])


def _token_at(tokens: list[re.Match[str]], i: int) -> str | None:
    """The word at ``tokens[i]``, or None past the end (the word after a phrase may be none)."""
    return tokens[i].group(0) if i < len(tokens) else None


# A weekday said before one of these names a kind of thing ("the sunday league team", "sunday
# school", "the saturday job"), not when something happens.
_BARE_WEEKDAY = gated(re.compile(
    r"^(?:the\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$", re.IGNORECASE
))
# (never "shift" or "team": "cover Priyanka's friday shift" is the shift on friday)
WEEKDAY_NOUNS = frozenset({
    "league", "leagues", "school", "roast", "paper", "papers", "blues", "scaries", "best", "driver", "drivers",
    "squad", "side",
})  # fmt: skip


def _names_a_thing(phrase: str, tokens: list[re.Match[str]], after: int) -> bool:
    """Whether a bare part of the day or a weekday is said before a noun it describes ("the night
    team", "the sunday league team", "on the night harvest crew": one word may come between)."""
    if after >= len(tokens):
        return False
    word = _EDGE_TRAIL.sub("", tokens[after].group(0).lower())
    if _BARE_WEEKDAY.match(phrase.strip()):
        return word in WEEKDAY_NOUNS
    if not _BARE_POD.match(phrase.strip()):
        return False
    if word in _POD_NOUNS:
        return True
    # "the night harvest crew": a noun's own word between ("the night before", "the morning after" are times)
    later = _EDGE_TRAIL.sub("", tokens[after + 1].group(0).lower()) if after + 1 < len(tokens) else ""
    return later in _POD_NOUNS and word.isalpha() and word not in _AFTER_A_DAY and word not in _NOT_A_MODIFIER


# words after a part of the day that start a clause or a time, never a noun's own word ("the night before crew")
_NOT_A_MODIFIER = frozenset({"before", "after", "of", "at", "on", "in", "for", "to", "with", "the", "a", "my"})
# "on the night team": the part of the day said with "the", a kind of thing after "on" ("on friday" stays a day)
_THE_POD = re.compile(r"^the\s+\w+$", re.IGNORECASE)


# What may follow a spelled day of the month ("the ninth at 3", "the first or second", "on the
# ninth please"); any other word after a spelled ordinal is the noun it ranks ("the second floor").
_AFTER_A_DAY = frozenset({
    "and", "or", "then", "please", "pls", "so", "if", "when", "but", "as", "too", "latest", "instead", "again", "ok",
    "okay", "thanks", "thx", "cheers", "unless", "is", "was", "works", "suits", "would", "will", "should", "could",
    "maybe", "perhaps", "i", "we",
})  # fmt: skip


# a day named by itself after a spelled ordinal: another date, never a thing the ordinal ranks
_A_NAMED_DAY = re.compile(r"(?:today|tonight|tomorrow|yesterday|" + words.SHORTHAND_PATTERN + r")", re.IGNORECASE)


def _ordinal_before_noun(phrase: str, tokens: list[re.Match[str]], after: int) -> bool:
    """Whether ``phrase`` ends in a spelled ordinal (or is "the 3rd or 4th") followed by a word it ranks
    ("the second floor", "the 3rd or 4th time")."""
    said = phrase.lower().split()
    last = said[-1]
    alternative = " or " in phrase.lower() and bool(re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", last))  # "3rd or 4th time"
    if after >= len(tokens) or not (last in _SPELLED_ORDINALS or alternative):
        return False
    if len(said) > 1 and said[-2].rstrip(".") in _MONTHS:
        return False  # "december ninth meeting": after a month the ordinal is its day, whatever follows
    word = _EDGE_TRAIL.sub("", tokens[after].group(0).lower())
    if _A_NAMED_DAY.fullmatch(word):
        return False  # "call Bob on the ninth tomorrow": two days said, no rank (recap asks which)
    # a word of time after it is ranked too ("the first day", "the second week"); a month is the day's
    return word.isalpha() and word not in _AFTER_A_DAY and not _CONNECTOR.fullmatch(word) and word not in _MONTHS


# another's possessive before a day or a part of one makes it their shift or slot ("his night", "their
# friday"); not "her", which is also whom ("call her friday")
_THEIR = re.compile(r"his|their", re.IGNORECASE)
_FALL = re.compile(r"falls?", re.IGNORECASE)
_WHOSE = re.compile(r"[\w-]+['’]s|[\w-]+s['’]|his|her|their|my|our|your|a|bad|nasty|another", re.IGNORECASE)


# a day's phrase that ends with a bare number ("tmrw 2"): an hour, or a count of what follows
_BARE_LAST = re.compile(r"\s\d{1,2}$")


# Words that make a number a quantity only with another number after them ("by 10 to 20",
# "3 or 4 seats"); before a verb ("call Dwayne by 10 to cover the run") the number is an hour.
_BETWEEN_NUMBERS = {"to", "or", "and"}


def _counts(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the word at ``tokens[i]`` counts the numbers before it: a quantity, or a unit of time."""
    word = _EDGE_TRAIL.sub("", tokens[i].group(0).lower())
    return _is_quantity(tokens, i) or bool(re.fullmatch(_UNIT + r"|hrs|mins|yrs|yo", word))


def _is_quantity(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the word at ``tokens[i]`` makes the number before it a quantity, not an hour."""
    w = tokens[i].group(0).lower().strip(".,;:!?")
    if w in _BETWEEN_NUMBERS:
        return i + 1 < len(tokens) and tokens[i + 1].group(0)[:1].isdigit()
    # ("jul 20 Lourdes lands", "at 5 Charles rings": a capitalised word after the number is a name, no thing counted)
    named = tokens[i].group(0)[:1].isupper() and not tokens[i].group(0).isupper()
    counted = _counted(w) and not named
    return w in _QUANTITY_WORDS or w.endswith("%") or w[:1].isdigit() or counted or bool(_LENGTH.fullmatch(w))


# "about 2 hours", "around 3 weeks": a number before a unit of time counts it, never an hour (._timex_lengths)
_LENGTH = re.compile(r"(?:minute|min|hour|hr|day|week|wk|fortnight|month|year|yr)s?")


# Plural-looking words that are no thing counted: "at 5 thanks", "by 6 unless it rains"
_NOT_COUNTED = frozenset({"thanks", "cheers", "always", "unless", "perhaps", "besides", "towards", "afterwards",
                          "anyways", "sometimes", "regardless", "guys", "folks", "yes", "plus", "whereas", "hers",
                          "ours", "yours", "theirs", "does", "thus"})  # fmt: skip


def _counted(word: str) -> bool:
    """ "from 3 roofers", "at 2 clinics", "by 4 suppliers": a plural noun after a bare number
    makes it a count of things, never an hour (a time word after it, "5 tmrw", "9 sharp", is
    no noun: those are read as time first)."""
    return (
        len(word) >= 4
        and word.isalpha()
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and word not in _NOT_COUNTED
        and not _may_end(word)
    )


@per_message
@functools.lru_cache(maxsize=1024)  # the scans of a message's clause, its sentence and their cuts meet the same phrases
def _parse_scan(phrase: str, ctx: _Ctx) -> _Span | None:
    """One phrase of a free-text scan: the rules, then dateparser for explicit formats only
    (memoised: ``ctx`` holds the zone as well as ``now``, so an instant in two zones is two keys)."""
    s, context = _normalise(phrase)
    if not s:
        return None
    ctx = replace(ctx, context=ctx.context or context)
    span = _apply(s, ctx)
    if span is None and _FALLBACK_SHAPE.match(s) and _EXPLICIT.search(s) and not _DOTTED_RUN.search(s):
        span = _dateparser(s, ctx.now, ctx.tz, ctx.prefer)
    return span


# a fallback candidate must hold a day number next to a month name, or a numeric date
_EXPLICIT = re.compile(r"\d{1,2}(?:st|nd|rd|th)?\s+(?:" + _MO + r")\b|(?:" + _MO + r")\s+\d")
# a word where a date must be that reads as a day name but is none ("blursday")
_UNREAD_DAY = gated(re.compile(r"\b[a-z]{2,}(?:day|sday)\b", re.IGNORECASE))
_START_CONNECTORS = frozenset({"from", "as of", "effective", "starting"})
_DUE_CONNECTORS = {"by", "before", "b4", "on", "until", "till", "til", "due", "due by", "due on", "no later than",
                   "not later than", "for"}  # fmt: skip


def _unreadable(phrase: str, connector: str | None) -> str | None:
    """Why a word after a due connector, shaped like a day name, cannot be read as one."""
    if connector not in _DUE_CONNECTORS:
        return None
    word = phrase.strip().lower()
    if _NEVER.fullmatch(word):
        return f"I can't read “{phrase.strip()}” as a date"
    if not re.fullmatch(r"[a-z]+(?:day|sday)", word) or word in _NOT_DAYS or words.typo_of(word):
        return None
    return f"I can't read “{phrase.strip()}” as a date"


# "the twelfth of never", "the 5th of blursday": an ordinal day of something that is no month
_NEVER = re.compile(r"(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|" + words.ORDINAL_PATTERN + r")\s+of\s+(?:never|[a-z]+day)")


_NOT_DAYS = {"someday", "birthday", "payday", "everyday", "holiday", "midday", "workday", "weekday", "doomsday",
             "heyday", "mayday", "noonday", "friday", "monday", "tuesday", "wednesday", "thursday", "saturday",
             "sunday", "today", "yesterday", "doday", "oneday", "halfday", "gameday", "schoolday"}  # fmt: skip


everyday.install(sys.modules[__name__])  # the everyday families (:mod:`._timex_everyday`): after this module's own
ranges.install(sys.modules[__name__])  # "in a day or two", "in 2-3 weeks" (:mod:`._timex_ranges`)
pod_first.install(sys.modules[__name__])  # "before lunch tmrw", "tomorrow at lunch" (:mod:`._timex_pod_first`)
workdays.install(sys.modules[__name__])  # "in 3 business days", "the last working day of the month"
lengths.install(sys.modules[__name__])  # "in 1.5 hours", "in about 2 hours" (:mod:`._timex_lengths`)

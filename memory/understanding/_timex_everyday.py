"""Everyday time expressions the core rules of :mod:`.timex` leave out, measured on a public corpus of them.

Each family here is a way people commonly write one day or one moment that the core rules read
as something else (the worst case: another date, stored unasked) or not at all:

- the coming holiday: "this thanksgiving", "next halloween" (asked about when "next" is said within
  a fortnight of it);
- a holiday of a named year: "thanksgiving 2016", "easter of next year", "diwali in 2019" is that
  year's holiday, not the year (nor "2016" read as the clock time 20:16); a holiday a number of
  years away ("halloween in 2 years") is that year's; one with no calendar for that year is asked
  about;
- a part of an hour from now: "in 1/2 hour", "in 3/4h", "in a quarter of an hour", "in three
  quarters of an hour", "in 1h": so many minutes from now (never the date 1/2 or the clock 13:00);
- a day counted inside a month: "the third day of october", "the 20th of next month", "the 5th
  last day of may", "the last day in june 2031";
- a date followed by its weekday ("jul 18, fri"): the weekday must agree, as it must before it;
- a day and its month name joined by a dash or slash ("10-aug-2031", "aug/10, 2031").

Written by hand: each is a small closed grammar whose meaning is fixed (a date library reads
"thanksgiving 2016" as a year and "1/2 hour" as January the 2nd), and recap must know exactly
which words it took, so that a phrase it cannot resolve is asked about, not guessed.
:func:`install` adds the rules after :mod:`.timex`'s own (which therefore win where both read a
phrase); they use its helpers through the module handed over at install time (timex calls it last),
so this module imports nothing of it and makes no import cycle.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from types import ModuleType
from typing import Any

from memory.model import Precision
from memory.understanding import _timex_words as words
from memory.understanding._elapsed import elapsed
from memory.understanding._holiday_calendar import SplitHoliday

_YEAR = r"(?:19|20|21)\d{2}"
_H = r"(?P<h>" + words.HOLIDAY_PATTERN + r")"
_N_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}
_N = r"\d{1,2}|" + "|".join(_N_WORDS)
_ORDINALS = {**words.ORDINAL_NUMBER, **{w.replace("-", " "): n for w, n in words.ORDINAL_NUMBER.items()}}
_ORD = (
    r"(?P<n>\d{1,2})(?:st|nd|rd|th)?|(?P<w>" + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + r")"
    r"|(?P<final>last|final)"
)
_POD = r"in\s+the\s+(?:morning|afternoon|evening)|tonight|tonite|this\s+(?:morning|afternoon|evening)"
# minutes in a part of an hour, as written after "in"
_PARTS = {"1/4": 15, "a quarter of an": 15, "quarter of an": 15, "1/2": 30, "half an": 30,
          "3/4": 45, "three quarters of an": 45, "three-quarters of an": 45, "3 quarters of an": 45}  # fmt: skip
_PART = "|".join(sorted(map(re.escape, _PARTS), key=len, reverse=True))


def install(t: ModuleType) -> None:
    """Register this module's rules with :mod:`.timex` (``t``: that module, its own rules read), after its own."""

    def holiday_in(name: str, year: int, ctx: Any) -> Any:
        try:
            days = tuple(sorted(set(words.holiday_days(name, year, ctx.tz.key))))
        except SplitHoliday as why:
            raise t._Impossible(str(why)) from why
        if not days:  # no calendar has it that year
            raise t._Impossible(f"I don't know the date of “{name}” in {year}")
        if len(days) > 1:  # "bank holiday 2031": one of several days off
            raise t._Impossible(f"“{name}” names several days of {year}")
        return t._days(ctx, days[0])

    rule = t._rule

    @rule(r"(?:the\s+)?" + _H + r",?\s+(?:(?:of|in)\s+)?(?P<y>" + _YEAR + r")")
    def _holiday_of_year(m: re.Match[str], ctx: Any) -> Any:
        """ "thanksgiving 2016", "diwali in 2019", "easter of 2031": that year's holiday."""
        return holiday_in(m["h"], int(m["y"]), ctx)

    @rule(r"(?P<rel>this(?:\s+coming)?|(?:the\s+)?(?:next|coming|upcoming))\s+" + _H)
    def _coming_holiday(m: re.Match[str], ctx: Any) -> Any:
        """ "this thanksgiving", "next halloween", "the coming eid": the coming one (unread, "next" stayed
        in the to-do). "next christmas" said within a fortnight of it is asked about: this one, or
        the one a year on?"""
        if not ctx.future:
            return None
        span = t._apply(m["h"], ctx)
        if span is not None and m["rel"] == "next" and (span[0].date() - ctx.today).days < _NEAR_DAYS:
            raise t._Impossible(f"“{m.group(0)}” may mean the one coming up or the one a year later")
        return span

    @rule(r"(?:the\s+)?" + _H + r"\s+(?:of\s+)?(?P<rel>next|last)\s+year")
    def _holiday_of_next_year(m: re.Match[str], ctx: Any) -> Any:
        """ "christmas of next year", "labor day of last year" ("thanksgiving this year" is left to the
        core rules: said after it, it names no day recap should guess)."""
        return holiday_in(m["h"], ctx.today.year + (1 if m["rel"] == "next" else -1), ctx)

    @rule(r"(?:the\s+)?" + _H + r"\s+(?:in\s+(?P<n>" + _N + r")\s+(?P<u>years?|months?|weeks?)"
          r"|(?P<n2>" + _N + r")\s+(?P<u2>years?|months?|weeks?)\s+(?P<dir>from\s+now|ago))")  # fmt: skip
    def _holiday_years_away(m: re.Match[str], ctx: Any) -> Any:
        """ "thanksgiving in 3 years" is that year's thanksgiving; "easter in 5 months" is asked about
        (which easter is meant is not clear)."""
        raw, unit = (m["n"], m["u"]) if m["n"] else (m["n2"], m["u2"])
        n = _N_WORDS.get(raw) or int(raw)
        if not unit.startswith("year"):
            raise t._Impossible(f"“{m.group(0)}” names no one {m['h']}")
        return holiday_in(m["h"], ctx.today.year + (-n if m["dir"] == "ago" else n), ctx)

    @rule(r"(?:in\s+)?(?P<p>" + _PART + r")\s*(?:h|hr|hrs|hour)|(?:in\s+)?(?P<n>\d{1,2})\s*h")
    def _part_of_hour(m: re.Match[str], ctx: Any) -> Any:
        """ "in 1/2 hour", "in 3/4h", "in a quarter of an hour", "in 2h": that many minutes from now.
        Only after "in" (written, or the phrase's connector): "1/2 hour" alone is a length."""
        after_in = m.group(0).startswith("in") or ctx.connector in ("in", "within")
        if not (after_in or (ctx.context and m["p"])):  # "at 2 h" is no length of time
            return None
        minutes = _PARTS[m["p"]] if m["p"] else 60 * int(m["n"])
        if not minutes:
            return None
        at = elapsed(ctx.now, timedelta(minutes=minutes))
        return at, at + timedelta(seconds=1), Precision.INSTANT, True

    @rule(
        r"(?:the\s+)?(?:" + _ORD + r")(?:\s+(?P<last>last(?:\s+day)?\s+(?:of|in)|end\s+of)|(?:\s+day)?\s+(?:of|in))"
        r"\s+(?:the\s+)?(?P<rest>.+)"
    )
    def _day_in_month(m: re.Match[str], ctx: Any) -> Any:
        """ "the 20th of next month", "third day of october", "the 5th last day of may": a day counted
        in a month the rest names (a month, never a week or a year)."""
        n = int(m["n"]) if m["n"] else _ORDINALS[m["w"]] if m["w"] else 1
        if m["final"] and (m["last"] or "day" not in m.group(0)):
            return None  # "last of may": the core rules' (or none)
        if m["n"] and not m["last"] and "day" not in m.group(0) and m["rest"].split()[0] not in _MONTH_WORDS:
            return None  # "5 of the next ones": a count, not a day
        month = t._apply(m["rest"], replace(ctx, strict=False))  # "of may": a month for sure
        if month is None or month[2] != Precision.MONTH:
            return None
        first = month[0].date()
        last = (month[1] - timedelta(hours=12)).date()
        day = last - timedelta(days=n - 1) if m["last"] or m["final"] else first + timedelta(days=n - 1)
        if not first <= day <= last:
            raise t._Impossible(f"{m.group(0).strip()!r} is no day of that month")
        return t._days(ctx, day, yg=month[3])

    @rule(r"(?:the\s+)?month\s+after\s+next")
    def _month_after_next(m: re.Match[str], ctx: Any) -> Any:
        """ "the month after next", "the 1st of the month after next": two months on from this one."""
        first = t._add_months(ctx.today.replace(day=1), 2)
        return t._month_span(ctx, first.year, first.month)

    @rule(r"(?P<n>" + _N + r")\s+(?P<u>days?|weeks?|wks?)\s+(?P<rel>after)\s+(?P<base>\S.*)")
    def _days_from_a_day(m: re.Match[str], ctx: Any) -> Any:
        """ "two days after the 3rd", "a week after xmas": counted on from the day the rest names
        (read alone, "after the 3rd" named no day and "two days" was left in the to-do). Counted
        back ("3 days before xmas") is the to-do readers' lead (:mod:`._vague_lead`)."""
        base = t._apply(m["base"], replace(ctx, strict=False))
        if base is None or base[2] != Precision.DAY or base[1] - base[0] > timedelta(hours=25):
            return None
        n = _N_WORDS.get(m["n"]) or int(m["n"])
        days = n * (7 if m["u"].startswith("w") else 1)
        return t._days(ctx, base[0].date() + timedelta(days=days), yg=base[3])

    @rule(r"(?P<h>[1-9])(?P<mi>[0-5]\d)\s+(?P<pod>" + _POD + r")")
    def _run_together_at(m: re.Match[str], ctx: Any) -> Any:
        """ "at 730 in the evening", "at 915 tonight": hour and minutes run together, after "at" only
        ("flight 915 tonight", "pay the 200 tonight" name no time)."""
        if ctx.connector not in ("at", "@") and (ctx.strict or not ctx.context):
            return None
        return t._apply(f"{m['h']}:{m['mi']} {m['pod']}", ctx)

    @rule(r"day\s+(?P<y>" + _YEAR + r")")
    def _unknown_day_of_year(m: re.Match[str], ctx: Any) -> Any:
        """ "boss's day 2016", "world vegan day 2031": a day recap has no calendar for, in a year.
        Never the whole year (what "2016" alone would give): asked about."""
        raise t._Impossible(f"I don't know which day of {m['y']} that is")

    @rule(r"(?P<n>" + words.ORDINAL_PATTERN + r"|\d(?:st|nd|rd|th))\s+(?P<wd>" + t._WD + r")\s+"
          r"(?P<rel>after|before)\s+(?P<base>.+)")  # fmt: skip
    def _nth_weekday_from(m: re.Match[str], ctx: Any) -> Any:
        """ "the third tuesday after christmas", "2nd friday before the 20th": counted from a day."""
        n = _ORDINALS.get(m["n"]) or int(m["n"][0])
        one = t._apply(f"{m['wd']} {m['rel']} {m['base']}", replace(ctx, strict=False))
        if one is None or one[2] != Precision.DAY:
            return None
        step = 7 * (n - 1) * (1 if m["rel"] == "after" else -1)
        return t._days(ctx, one[0].date() + timedelta(days=step), yg=one[3])

    @rule(r"(?P<d>\d{1,2})(?P<mo>" + t._MO + r")(?P<rest>\s+.+)?")
    def _glued_day_month(m: re.Match[str], ctx: Any) -> Any:
        """ "14april", "3dec 2031": a day number run into its month."""
        return t._apply(f"{m['d']} {m['mo']}{m['rest'] or ''}", ctx)

    @rule(r"(?P<d>\d{1,2})[-/](?P<mo>" + t._MO + r")(?:[-/\s]\s*(?P<y>" + _YEAR + r"))?"
          r"|(?P<mo2>" + t._MO + r")[-/](?P<d2>\d{1,2})(?:[-/\s]\s*(?P<y2>" + _YEAR + r"))?")  # fmt: skip
    def _dashed_day_month(m: re.Match[str], ctx: Any) -> Any:
        """ "10-aug-2031", "10/august 2031", "aug-10, 2031": a day and its month name joined by a dash
        or slash (unread, "2031" alone was the whole year)."""
        if m["d"]:
            return t._apply(f"{m['d']} {m['mo']} {m['y'] or ''}".strip(), ctx)
        return t._apply(f"{m['mo2']} {m['d2']} {m['y2'] or ''}".strip(), ctx)

    @rule(r"(?P<date>.+?)(?:,?\s+(?:(?:which\s+is\s+|that's\s+)?an?\s+)?|\s*\()(?P<wd>" + t._WD + r")\.?\)?")
    def _date_then_weekday(m: re.Match[str], ctx: Any) -> Any:
        """ "jul 18, fri", "the 9th, a tuesday": a date, then its weekday, which must agree."""
        if not (t._EXPLICIT.search(m["date"]) or re.search(r"\d/\d|^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$", m["date"])):
            return None  # only a written date: "tomorrow friday" is left to the core rules
        span = t._apply(m["date"], ctx)
        if span is None or span[2] != Precision.DAY or span[1] - span[0] > timedelta(hours=25):
            return None
        d: date = span[0].date()
        if d.weekday() != t._WEEKDAYS[m["wd"]]:
            raise t._Impossible(f"{d:%-d %B %Y} is a {d:%A}, not a {m['wd']}")
        return span


_NEAR_DAYS = 14  # "next christmas" said closer to it than this may mean the one after

_MONTH_WORDS = {
    "next", "this", "current", "coming", "following", "previous", "last", "month", "january", "february", "march",
    "april", "may", "june", "july", "august", "september", "october", "november", "december", "jan", "feb", "mar",
    "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
}  # fmt: skip

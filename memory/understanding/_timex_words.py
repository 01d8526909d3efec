"""The words of time expressions as people type them, rewritten to the words the rules read.

:mod:`memory.understanding.timex` has one grammar for dates; chat spellings ("tmrw",
"2moro", "weds", "COB"), typos ("firday", "febuary"), spoken clock times ("quarter past 4",
"eight fifteen am") and compact ones ("17h45") are turned into that grammar's words here, so
the rules stay one per meaning. Everything is a precompiled regex or a dict lookup; only
words of five letters or more that are not already known reach the typo check, whose answer
is cached per word.

Why hand-written: dateparser knows neither chat shorthand nor British clock phrases, and is
far too slow for every message. The typo check is a twenty-line Damerau (optimal string
alignment) distance rather than a library: it runs against about forty names, on a handful
of unknown words per message, and must refuse real English words a library would not know to
refuse ("match" is one edit from "march").
"""

from __future__ import annotations

import re
from calendar import isleap
from collections.abc import Callable
from datetime import date, timedelta
from functools import lru_cache

from dateutil.easter import EASTER_ORTHODOX, easter

from memory.understanding import _holiday_calendar as calendar
from memory.understanding._prefilter import gated

# --------------------------------------------------------------------------- shorthand

_SHORTHAND = {
    "tomorrow": "tmrw tmr tmw tmrrw tmrow tmoro tmorrow tomoro tomorow tommorow tommorrow tomorrw 2moro 2morrow 2mrw "
    "2mro 2morow tomoz tomz tmoz 2moz tmozz tomorra 2morra tmorra mañana manana "
    # Swahili, typed in English chat by East Africans ("kesho kutwa", the day after, is a phrase below)
    "kesho "
    # as the Caribbean says it: "tamarra" (Bermuda, Jamaica), "tamarrow" (Antigua)
    "tamarra tamarrow tamorrow tamorra tumarra tumorrow "
    # two letters off, as thumbs type it: "tmorow", "tommorw", "2morro"
    "tmorow tmorw tomrw tomrow tommorw tommrow tommoro tomorro tmorro 2morro 2mrow 2morw",
    "tonight": "tonite 2nite 2night tonigh tonght toneet tonyt",  # "toneet": as Yorkshire says it
    "today": "tday 2day tdy",
    "yesterday": "yday yest ystrdy",
    "eod": "cob eob",
    "wednesday": "weds wednes onsdag",
    "thursday": "thrus torsdag",
    "afternoon": "arvo aft avo",
    "evening": "evng evenin",
    "night": "nite nyt",  # "sunday nite", "fri nite": the part of the day, as "tonite" is tonight
    "midnight": "midnite",
    "christmas": "xmas x-mas",
    "week": "wk",
    "weekend": "wknd wkend wkd",
    "weeks": "wks",
    # "nxt wk", "nxt mon", "nxt mnth": the vowels dropped, as "wk" and "wks" drop them
    "next": "nxt",
    "month": "mnth mth",
    "months": "mnths mths",
    # the weekdays in Norwegian, Danish and Swedish (with onsdag, torsdag above), typed in English chat
    "monday": "mandag måndag", "tuesday": "tirsdag tisdag", "friday": "fredag", "saturday": "lørdag lördag",
    "sunday": "søndag söndag",
}
# the weekdays with their vowels dropped, as "nxt" and "wk" drop them: "frdy cob", "thrsdy am"
for _day, _skeleton in {"monday": "mndy", "tuesday": "tsdy", "wednesday": "wdnsdy", "thursday": "thrsdy",
                        "friday": "frdy", "saturday": "strdy", "sunday": "sndy"}.items():  # fmt: skip
    _SHORTHAND[_day] = f"{_SHORTHAND.get(_day, '')} {_skeleton}".strip()
_SHORT_WORD = {short: full for full, shorts in _SHORTHAND.items() for short in shorts.split()}
_SHORT_RE = gated(re.compile(
    r"(?<![\w'])(?:" + "|".join(map(re.escape, sorted(_SHORT_WORD, key=len, reverse=True))) + r")\b"
))

_DAY_WORD = r"today|tomorrow|[a-z]+day|mon|tues?|weds?|thu|thur|thurs|fri|sat|sun"
# the daily prayers, as Muslims say when in a day something is ("mon after fajr", "tmrw after asr"): a routine
# of the day, as lunch or school is, with no clock of its own
PRAYER_TIMES = frozenset({
    "fajr", "fajar", "zuhr", "zohr", "dhuhr", "duhr", "asr", "maghrib", "magrib", "isha", "esha", "jummah", "jumma",
    "jumuah", "namaz", "salah",
})  # fmt: skip
_PHRASES = [
    (re.compile(r"\b(?:close|end) of (?:the )?business(?: day)?\b"), "eod"),
    (re.compile(r"\bnye\b"), "new year's eve"),
    # "the morra", "the morrow": tomorrow, as Scots and northern English say it
    (re.compile(r"\bthe\s+morr(?:a|ow)\b"), "tomorrow"),
    # "kesho kutwa": the day after tomorrow in Swahili ("kesho" is already "tomorrow" here)
    (re.compile(r"\b(?:the\s+)?tomorrow\s+kutwa\b"), "the day after tomorrow"),
    # "by month end", "before year-end", "next quarter end": the period's last day
    (gated(re.compile(r"\b(?:(?P<mod>this|next|the)\s+)?(?P<unit>month|year|quarter)(?:'s\s+|\s|-)?end\b")),
     lambda m: f"end of {m['mod'] + ' ' if m['mod'] and m['mod'] != 'the' else ''}{m['unit']}"),
    # "kl 15", "kl. 9.30": the Scandinavian clock word, a 24-hour time after it
    (re.compile(r"\bkl\.?\s*(?P<h>[01]?\d|2[0-3])(?:[:.](?P<m>[0-5]\d))?\b"), lambda m: f"{m['h']}:{m['m'] or '00'}"),
    # "tmrw after lunch", "friday after school", "sunday after service": the day; the routine only says when in it
    # (so do the daily prayers: "mon after fajr", "tmrw after asr", "fri after jummah"); a day's short name that is
    # also a word ("mon", "sat") is a day there, said as "on mon" is
    (gated(re.compile(
        r"\b(?P<day>" + _DAY_WORD + r")\s+after\s+(?:lunch|work|school|dinner|supper|breakfast|class|church"
        r"|service|mass|prayers|practice|training|(?:my\s+)?shift|" + "|".join(sorted(PRAYER_TIMES)) + r")\b"
    )), lambda m: f"on {m['day']}" if m["day"] in ("mon", "sat", "sun", "wed") else m["day"]),
    # "at 9 on the dot": sharp; "nine oclock", "9 o clock": o'clock as typed without its apostrophe
    (re.compile(r"\bon\s+the\s+dot\b"), "sharp"),
    (re.compile(r"\bo\s?clock\b"), "o'clock"),
    # "1st thing mon": first thing, in digits
    (re.compile(r"\b1st\s+thing\b"), "first thing"),
    (re.compile(r"\b(?:close|end)\s+of\s+(?:the\s+)?play\b"), "eod"),  # "by end of play today"
    # "in two weeks time", "in a week's time": the length of time, the "time" only said after it
    (gated(re.compile(
        r"\b(?P<q>(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?couple\s+of|(?:a\s+)?few)\s+"
        r"(?:minute|min|hour|hr|day|week|fortnight|month|year)s?)(?:'s|s'|')?\s+time\b"
    )), r"\g<q>"),
    # "wednesday next", "friday coming": "next wednesday", "this coming friday" ("friday next week" stays)
    (gated(re.compile(r"\b(?P<day>(?!today|tomorrow)" + _DAY_WORD + r")\s+next\b(?!\s+(?:week|wk|month|year|time))")),
     r"next \g<day>"),
    (gated(re.compile(r"\b(?P<day>(?!today|tomorrow)" + _DAY_WORD + r")\s+coming\b(?!\s+up\b)")),
     r"this coming \g<day>"),
    # "later today", "later tonight": the rest of today, said as today
    (re.compile(r"\blater\s+(?=today\b|tonight\b|this\s+(?:morning|afternoon|evening)\b)"), ""),
    (gated(re.compile(r"\bfirst thing(?: in the morning)?\s+(?P<day>tomorrow|today|(?:\w+day))\b")),
     r"\g<day> morning"),
    (re.compile(r"\bfirst thing(?: in the morning)?\b"), "morning"),
    # "thurs eve", "friday eve": the day's evening ("christmas eve" is a holiday: no day word before it)
    (gated(re.compile(r"\b(?P<day>this|" + _DAY_WORD + r")\s+eve\b")), r"\g<day> evening"),
    # "next tuesday week": the British "tuesday week", said with the "next" of the day it counts from
    (gated(re.compile(r"\bnext\s+(?P<day>(?!today|tomorrow)" + _DAY_WORD + r")\s+week\b")), r"\g<day> week"),
    # "by 12 noon tues", "12 midnight": the hour said with the word that names it
    (gated(re.compile(r"\b12(?::00)?\s*(?P<w>noon|midday|midnight)\b")), r"\g<w>"),
    # "tmrw am", "thurs pm": a day's morning or afternoon (a clock time takes "5 pm" first)
    (re.compile(r"\b(?P<day>" + _DAY_WORD + r")\s+a\.?m\.?(?!\w)"), r"\g<day> morning"),
    (re.compile(r"\b(?P<day>" + _DAY_WORD + r")\s+p\.?m\.?(?!\w)"), r"\g<day> afternoon"),
    # "moved to 9:45 starting monday", "10am from tmrw": the time of something kept from that day
    # on; as a date, the first such day at that time ("monday 9:45"). A clock with its minutes or
    # its am/pm only: a bare "6 from monday" may be a count.
    (gated(re.compile(
        r"^(?:at\s+)?(?P<t>\d{1,2}(?::\d{2}\s*(?:am|pm)?|\s*(?:am|pm)))\s+(?:starting(?:\s+(?:from|on))?|from|as\s+of)"
        r"\s+(?P<day>(?:next\s+)?(?:" + _DAY_WORD + r"))$"
    )), r"\g<day> \g<t>"),
]

# --------------------------------------------------------------------------- spoken clock times

_HOUR_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
_MINUTE_WORDS = {
    "five": 5, "ten": 10, "quarter": 15, "a quarter": 15, "twenty": 20, "twenty five": 25, "twenty-five": 25,
    "half": 30,
}  # fmt: skip
_MINUTE_TAIL = {
    "oh five": 5, "o five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty five": 25, "thirty": 30,
    "thirty five": 35, "forty": 40, "forty five": 45, "fifty": 50, "fifty five": 55,
}  # fmt: skip
_HW = "|".join(sorted(_HOUR_WORDS, key=len, reverse=True))
_MW = "|".join(sorted(map(re.escape, _MINUTE_WORDS), key=len, reverse=True))
_MT = "|".join(sorted(_MINUTE_TAIL, key=len, reverse=True))
_H = r"(?P<h>\d{1,2}|" + _HW + ")"
# "call mum at five", "ring the vet at nine tomorrow", "meet at eleven thirty": an hour word after "at"
# is a clock time (as "at 5" is) when nothing it could count follows ("at five stores" counts); "at
# one" is left out ("at one point", "look at one")
_AT_HW = "|".join(sorted((w for w in _HOUR_WORDS if w != "one"), key=len, reverse=True))
_AFTER_CLOCK = (
    r"tomorrow|tmrw|tmr|tmw|2moro|tonight|today|on|this|next|sharp|ish|then|and|with|w|for|in\s+the|every|latest"
    r"|at\s+the\s+latest|pls|please|or|to|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday"
)
# a time of day said in words, for the cheap guard (:func:`memory.understanding.timex.has_date_words`):
# "ten to five", "five past nine", "half six", "seven thirty pm", "nine o'clock"
SPOKEN_CLOCK_PATTERN = (
    r"(?:" + _MW + r")(?:\s+minutes?)?\s+(?:past|after|to|til|till)\s+(?:" + _HW + r")"
    r"|half\s+(?:" + _HW + r")|(?:" + _HW + r")(?:\s+(?:" + _MT + r"))?\s*(?:am|pm|a\.m\.?|p\.m\.?|o'?clock)"
    r"|(?:at|@)\s+(?:" + _AT_HW + r")(?:\s+(?:" + _MT + r"))?(?=\s*(?:$|[,.;:!?)]|(?:" + _AFTER_CLOCK + r")\b))"
)

# "ten past 3", "a quarter past 3pm", "15 minutes to noon": the hour may carry its am/pm or be noon/midnight
_PAST_TO = re.compile(
    r"\b(?P<m>" + _MW + r"|\d{1,2})(?: minutes?)? (?P<rel>past|after|to|til|till) "
    r"(?:" + _H + r"(?: ?(?P<ap>am|pm|a\.m\.|p\.m\.))?|(?P<noon>noon|midday|midnight))(?!\w)"
)
_HALF = gated(re.compile(r"\bhalf " + _H + r"\b(?! (?:hours?|days?|weeks?|months?|years?|an?)\b)"))
_WORD_CLOCK = gated(re.compile(r"\b(?P<h>" + _HW + r")(?: (?P<m>" + _MT + r"))? ?(?P<ap>am|pm|a\.m\.|p\.m\.|o'?clock)"))
# "9h30", "14h", "0900h" (never "in 2h": two hours)
_H_SUFFIX = re.compile(
    r"(?<!\bin )(?<!\bwithin )(?<!/)\b(?P<h>[01]?\d|2[0-3])h(?P<m>[0-5]\d)?\b"  # never "in 2h", "1/2h": hours
    r"|\b(?P<h2>[01]\d|2[0-3])(?P<m2>[0-5]\d)h\b"
)


def _hour(raw: str) -> int:
    return int(raw) if raw.isdigit() else _HOUR_WORDS[raw]


_SPOKEN_HOUR = re.compile(r"(?P<h>" + _AT_HW + r")(?: (?P<m>" + _MT + r"))?(?P<rest> .+)?")


_RELATION = re.compile(r" (?:minutes?|mins?|past|after|to|til|till|of|and|or|am|pm|a\.m\.|p\.m\.|o'?clock)\b")


def spoken_hour(phrase: str) -> str | None:
    """ "5" for "five", "11:30" for "eleven thirty", "9 tomorrow" for "nine tomorrow" (a phrase said
    after "at", its hour in words first), else None."""
    m = _SPOKEN_HOUR.fullmatch(" ".join(phrase.lower().split()))
    if m is None or (m["rest"] and _RELATION.match(m["rest"])):
        return None  # "at ten to five", "at five past nine": the clock phrase rules read these
    hour = f"{_HOUR_WORDS[m['h']]}:{_MINUTE_TAIL[m['m']]:02d}" if m["m"] else str(_HOUR_WORDS[m["h"]])
    return hour + (m["rest"] or "")


def _past_to(m: re.Match[str]) -> str:
    minutes = _MINUTE_WORDS.get(m["m"]) if not m["m"].isdigit() else int(m["m"])
    hour = 12 if m["noon"] else _hour(m["h"])
    if minutes is None or not 0 < minutes < 60 or not 1 <= hour <= 12:
        return m.group(0)
    back = m["rel"] in ("to", "til", "till")
    if back and m["m"].isdigit() and "minute" not in m.group(0) and minutes <= 12:
        return m.group(0)  # "from 2 to 3", "open 10 to 5": two hours, a range; "ten to five" is 4:50
    ap = (m["ap"] or "").replace(".", "")
    if m["noon"]:  # "a quarter past noon" is 12:15pm, "a quarter to midnight" 11:45pm
        ap = "am" if (m["noon"] == "midnight") != back else "pm"
    elif back and hour == 12 and ap:  # "ten to 12pm" is 11:50am
        ap = "am" if ap == "pm" else "pm"
    if back:
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    return f"{hour}:{minutes:02d}{ap}"


def _word_clock(m: re.Match[str]) -> str:
    hour, minutes = _HOUR_WORDS[m["h"]], _MINUTE_TAIL.get(m["m"] or "", 0)
    ap = m["ap"]
    if ap.startswith("o"):
        return f"{hour}:{minutes:02d}"
    return f"{hour}:{minutes:02d}{ap.replace('.', '')}"


def _h_suffix(m: re.Match[str]) -> str:
    hour = m["h"] or m["h2"]
    minutes = m["m"] or m["m2"] or "00"
    return f"{int(hour)}:{minutes}"


# --------------------------------------------------------------------------- typos

# Every name a typo may stand for. Five-letter names (march, april) are left out: one edit
# from them are real words ("match", "marsh", "apron"), so their typos are not worth the risk.
_NAMES = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "august", "september", "october", "november", "december",
    "tomorrow", "tonight", "yesterday", "christmas", "thanksgiving", "halloween", "weekend",
]  # fmt: skip
# Real words within reach of a name: never read as the name.
_REAL_WORDS = {
    "mondays", "fridays", "sundays", "sundae", "sundry", "augusta", "augur", "octopus", "tonights", "tonic",
    "weekends", "weekday", "weekly", "tomorrows", "yesterdays", "christmases", "month", "mount",
}  # fmt: skip
_KNOWN = set(_NAMES) | _REAL_WORDS
# Longer words are three edits or more from every name: never looked at, and never filling the cache.
_LONGEST_TYPO = max(map(len, _NAMES)) + 2


def _osa(a: str, b: str, limit: int) -> int:
    """Damerau distance (optimal string alignment) between ``a`` and ``b``, capped at ``limit + 1``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def one_edit(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one letter added, dropped, changed or two swapped ("sumbit")."""
    return _osa(a, b, 1) <= 1


@lru_cache(maxsize=4096)
def typo_of(word: str) -> str | None:
    """The date word ``word`` is a typo of ("firday" -> "friday"), or None.

    Words of five letters or more, one edit away (two for eight letters or more), same first
    letter, and never a real word that happens to be close.
    """
    if not 5 <= len(word) <= _LONGEST_TYPO or word in _KNOWN or not word.isalpha():
        return None
    best: tuple[int, str] | None = None
    for name in _NAMES:
        if name[0] != word[0]:
            continue
        limit = 2 if len(name) >= 8 and len(word) >= 7 else 1
        d = _osa(word, name, limit)
        if d <= limit and (best is None or d < best[0]):
            best = (d, name)
    return best[1] if best else None


_ALPHA = re.compile(r"[a-z]{5,}")


def _fix_typos(s: str) -> str:
    return _ALPHA.sub(lambda m: typo_of(m.group(0)) or m.group(0), s)


# "Dec. 9", "Tues. the 3rd": the dot of a shortened month or weekday name is no full stop
_ABBREVIATED_DOT = gated(re.compile(
    r"\b(?P<w>jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thurs?|thu|fri|sat|sun)\.(?=\s|$)"
))
# "w/c 14 dec", "wc 14th": week commencing; "the last day of the month": its end
_PHRASES.append((re.compile(r"(?<![\w/])w/?c(?=\s+(?:the\s+|mon\w*\s+)?\d)"), "week commencing"))
# "9 p.m.", "6.30a.m", "seven thirty p.m.": the meridiem written with dots is "pm"/"am" (read as
# "9", its dots left in the to-do)
_PHRASES.append((re.compile(r"(?<![a-z.])(?P<x>[ap])\.\s?m\b\.?"), r"\g<x>m"))
# "in around 2 weeks": "about" ("around" alone is taken off as a connector, and with it the doubt)
_PHRASES.append((gated(re.compile(
    r"\baround(?=\s+(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+"
    r"(?:minute|min|hour|hr|day|week|wk|fortnight|month|year|yr)s?\b)"
)), "about"))
# "tonight at eight", "friday at ten thirty": an hour word after a day and "at" is a clock time
# (alone, "at eight" may count things: "at eight stores")
_PHRASES.append((gated(re.compile(
    r"\b(?P<lead>(?:" + _DAY_WORD + r")(?:\s+(?:morning|afternoon|evening|night))?|tonight|tonite"
    r"|this\s+(?:morning|afternoon|evening)|in\s+the\s+(?:morning|afternoon|evening))"
    r"\s+(?:at|@)\s+(?P<h>" + _HW + r")(?:\s+(?P<m>" + _MT + r"))?(?![\w'])"
    r"(?!\s*(?:(?:" + _MT + r")\s*)?(?:am|pm|a\.m|p\.m|o'?clock|past|to|minutes?)\b)"
    r"(?!\s+(?!thanks\b)[a-z]{2,}s\b)"  # "friday at five stores": a count
)), lambda m: f"{m['lead']} at {_HOUR_WORDS[m['h']]}:{_MINUTE_TAIL.get(m['m'] or '', 0):02d}"))
# "monday early morning", "tmrw early in the morning": that day's morning
_PHRASES.append((gated(re.compile(r"\b(?P<day>" + _DAY_WORD + r")\s+early\s+(?:in\s+the\s+)?morning\b")),
                 r"\g<day> morning"))
# "3 o'clock" is 3:00 (as "nine o'clock" is 9:00)
_PHRASES.append((re.compile(r"\b(?P<h>1[0-2]|0?[1-9])\s*o'?clock\b"), r"\g<h>:00"))
_DAY_EDGE = gated(re.compile(
    r"\b(?:the\s+)?(?P<edge>last|first|1st)\s+day\s+of\s+(?=(?:the\s+)?(?:(?:this|next|current)\s+)?(?:month|year|quarter)\b"
    r"|(?:(?:this|next)\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b)"
))


def _ordinal_day(m: re.Match[str]) -> str:
    """ "december ninth" -> "december 9th": the spelled ordinal of a day as digits."""
    group = "o" if m["o"] else "o2"
    n = _ORDINAL_NUMBER[m[group].replace(" ", "-")]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return m.group(0)[: m.start(group) - m.start()] + f"{n}{suffix}"


def rewrite(s: str) -> str:
    """A lower-cased phrase in the words the rules read: shorthand, typos and clock phrases."""
    s = _SHORT_RE.sub(lambda m: _SHORT_WORD[m.group(0)], s)
    s = _fix_typos(s)
    for pattern, replacement in _PHRASES:
        s = pattern.sub(replacement, s)
    s = _ABBREVIATED_DOT.sub(r"\g<w>", s)
    s = _DAY_EDGE.sub(lambda m: "end of " if m["edge"] == "last" else "start of ", s)
    s = _ORDINAL_DAY.sub(_ordinal_day, s)
    s = _PAST_TO.sub(_past_to, s)
    s = _HALF.sub(lambda m: f"{_hour(m['h'])}:30" if 1 <= _hour(m["h"]) <= 12 else m.group(0), s)
    s = _WORD_CLOCK.sub(_word_clock, s)
    return _H_SUFFIX.sub(_h_suffix, s)


def has_typo_date(text: str) -> bool:
    """Whether some word of ``text`` is a typo of a date word (the cheap guard's second look)."""
    return any(typo_of(w.group(0)) for w in _ALPHA.finditer(text.lower()))


# --------------------------------------------------------------------------- holidays


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The ``n``-th ``weekday`` of the month (n = -1: the last)."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _thanksgiving_us(y: int) -> date:
    return _nth_weekday(y, 11, 3, 4)


_WEEKDAY_NAMED: dict[str, Callable[[int], date]] = {
    "black friday": lambda y: _thanksgiving_us(y) + timedelta(days=1),
    "cyber monday": lambda y: _thanksgiving_us(y) + timedelta(days=4),
    "palm sunday": lambda y: easter(y) - timedelta(days=7),
    "maundy thursday": lambda y: easter(y) - timedelta(days=3),
    "holy saturday": lambda y: easter(y) - timedelta(days=1),
    "ascension day": lambda y: easter(y) + timedelta(days=39),
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "trinity sunday": lambda y: easter(y) + timedelta(days=56),
    "orthodox easter": lambda y: easter(y, EASTER_ORTHODOX),
}


# The holidays the ``holidays`` package keeps (see :mod:`._holiday_calendar`) are read from it,
# as the user's country keeps them. The rest are observances no country's public calendar
# holds (the package has Valentine's Day, Halloween, Mother's and Father's Day only as the
# United States' "unofficial" days, not as other countries keep them), a date named for itself
# ("july 4th" is the 4th of July wherever it is said) or a church day: rules here.
_HAND: dict[str, Callable[[int], date]] = {
    "christmas eve": lambda y: date(y, 12, 24),
    "new year's eve": lambda y: date(y, 12, 31),
    "fourth of july": lambda y: date(y, 7, 4),
    "valentine's day": lambda y: date(y, 2, 14),
    "halloween": lambda y: date(y, 10, 31),
    "mother's day": lambda y: _nth_weekday(y, 5, 6, 2),
    "father's day": lambda y: _nth_weekday(y, 6, 6, 3),
    "cinco de mayo": lambda y: date(y, 5, 5),
    "st john's eve": lambda y: date(y, 6, 23),
    "bonfire night": lambda y: date(y, 11, 5),
    "shrove tuesday": lambda y: easter(y) - timedelta(days=47),
    "ash wednesday": lambda y: easter(y) - timedelta(days=46),
    "bastille day": lambda y: date(y, 7, 14),  # France's calendar calls it "National Day"
    # the church's feasts on a day of the year of their own, a holiday wherever they are kept (the Seychelles,
    # Italy, Spain, Chile, the Philippines …): "since assumption", "becomes chairman on immaculate conception"
    "assumption": lambda y: date(y, 8, 15),
    "immaculate conception": lambda y: date(y, 12, 8),
    "all saints' day": lambda y: date(y, 11, 1),
    "international women's day": lambda y: date(y, 3, 8),
    # days named for a weekday ("black friday", "palm sunday"): never the plain weekday
    **_WEEKDAY_NAMED,
    # the package's holidays a country without them still names: the church's day (or the US one)
    "whit monday": lambda y: easter(y) + timedelta(days=50),
    "presidents' day": lambda y: _nth_weekday(y, 2, 0, 3),
    "mlk day": lambda y: _nth_weekday(y, 1, 0, 3),
}
# Holidays with a name recap knows but no calendar to date them by (a lunar or a Hebrew one):
# named, they make recap ask rather than read their last word ("new year", "monday") alone.
_UNDATED = {"islamic new year", "orthodox new year", "clean monday"}


def _regional(key: str, zone: str) -> Callable[[int], date] | None:
    """The hand rule for ``key`` where the user lives, when their country keeps it on another
    day: Britain's and Ireland's Mothering Sunday in Lent, Mexico's and Central America's
    Mother's Day on the 10th of May, Australia's and New Zealand's Father's Day in September."""
    country = calendar.country_of(zone)
    if key == "mother's day" and country in ("GB", "IE"):
        return lambda y: easter(y) - timedelta(days=21)
    if key == "mother's day" and country in ("MX", "GT", "SV"):
        return lambda y: date(y, 5, 10)
    if key == "father's day" and country in ("AU", "NZ"):
        return lambda y: _nth_weekday(y, 9, 6, 1)
    return None


_HOLIDAY_ALIASES = {
    "christmas day": "christmas", "christmas eve": "christmas eve", "boxing day": "boxing day",
    "st stephen's day": "boxing day", "st stephens day": "boxing day", "day after christmas": "boxing day",
    "new year's eve": "new year's eve", "new years eve": "new year's eve", "new year eve": "new year's eve",
    "new year's day": "new year's day", "new years day": "new year's day", "new year's": "new year's day",
    "new years": "new year's day", "new year": "new year's day",
    "thanksgiving day": "thanksgiving", "thanksgiving": "thanksgiving",
    "easter sunday": "easter", "easter day": "easter", "easter": "easter", "good friday": "good friday",
    "easter monday": "easter monday", "labor day": "labor day", "labour day": "labor day",
    "memorial day": "memorial day", "independence day": "independence day", "fourth of july": "fourth of july",
    "4th of july": "fourth of july", "july 4th": "fourth of july", "july fourth": "fourth of july",
    "valentine's day": "valentine's day", "valentines day": "valentine's day", "valentine's": "valentine's day",
    "valentines": "valentine's day", "halloween": "halloween", "mother's day": "mother's day",
    "mothers day": "mother's day", "mothering sunday": "mother's day", "christmas": "christmas",
    "father's day": "father's day", "fathers day": "father's day",
    "st patrick's day": "st patrick's day", "st patricks day": "st patrick's day",
    "st. patrick's day": "st patrick's day", "saint patrick's day": "st patrick's day",
    "st paddy's day": "st patrick's day", "st paddys day": "st patrick's day", "st. paddy's day": "st patrick's day",
    "paddy's day": "st patrick's day", "paddys day": "st patrick's day",
    "remembrance day": "remembrance day", "veterans day": "remembrance day", "veterans' day": "remembrance day",
    "veteran's day": "remembrance day", "armistice day": "remembrance day",
    "all saints' day": "all saints' day", "all saints day": "all saints' day",
    "undas": "all saints' day", "all souls' day": "all souls' day", "all souls day": "all souls' day",
    "all saints": "all saints' day", "assumption": "assumption", "assumption day": "assumption",
    "the assumption": "assumption", "feast of the assumption": "assumption",
    "immaculate conception": "immaculate conception", "feast of the immaculate conception": "immaculate conception",
    "immaculate conception day": "immaculate conception",
    "cinco de mayo": "cinco de mayo",
    "sankthans": "st john's eve", "sankthansaften": "st john's eve", "st hans": "st john's eve",
    "st. hans": "st john's eve", "st john's eve": "st john's eve", "midsummer eve": "st john's eve",
    "juneteenth": "juneteenth", "canada day": "canada day", "victoria day": "victoria day",
    "mlk day": "mlk day", "martin luther king day": "mlk day", "presidents' day": "presidents' day",
    "presidents day": "presidents' day", "president's day": "presidents' day",
    "anzac day": "anzac day", "australia day": "australia day",
    # New Zealand's own: "from matariki Timur is acting manager", "waitangi day"
    "matariki": "matariki", "waitangi day": "waitangi day",
    "bonfire night": "bonfire night", "guy fawkes night": "bonfire night",
    "shrove tuesday": "shrove tuesday", "pancake day": "shrove tuesday", "mardi gras": "shrove tuesday",
    "ash wednesday": "ash wednesday", "whit monday": "whit monday", "bastille day": "bastille day",
    "diwali": "diwali", "deepavali": "diwali", "eid": "eid", "eid al fitr": "eid", "eid al-fitr": "eid",
    "eid ul fitr": "eid", "eid-ul-fitr": "eid", "eid al adha": "eid al-adha", "eid al-adha": "eid al-adha",
    "eid ul adha": "eid al-adha", "bakrid": "eid al-adha", "holi": "holi", "chinese new year": "chinese new year",
    "lunar new year": "chinese new year", "bank holiday": "bank holiday", "bank hol": "bank holiday",
    # a Monday off ("ring Mam on bank holiday monday"), and Britain's and Ireland's named ones
    "bank holiday monday": "bank holiday monday", "bank hol monday": "bank holiday monday",
    "bank holiday mon": "bank holiday monday", "may day bank holiday": "may bank holiday",
    "may bank holiday": "may bank holiday", "early may bank holiday": "may bank holiday",
    "spring bank holiday": "spring bank holiday", "august bank holiday": "august bank holiday",
    "summer bank holiday": "august bank holiday", "late summer bank holiday": "august bank holiday",
    "black friday": "black friday", "cyber monday": "cyber monday", "palm sunday": "palm sunday",
    "maundy thursday": "maundy thursday", "holy thursday": "maundy thursday", "holy saturday": "holy saturday",
    "ascension day": "ascension day", "pentecost": "pentecost", "whit sunday": "pentecost",
    "whitsunday": "pentecost", "trinity sunday": "trinity sunday", "easter mon": "easter monday",
    "orthodox easter": "orthodox easter", "valentine day": "valentine's day", "guy fawkes day": "bonfire night",
    "guy fawkes": "bonfire night", "washington's birthday": "presidents' day",
    "martin luther king's day": "mlk day", "martin luther kings day": "mlk day", "mlk jr day": "mlk day",
    "mlk jr. day": "mlk day", "islamic new year": "islamic new year", "hijri new year": "islamic new year",
    "jewish new year": "rosh hashanah", "rosh hashanah": "rosh hashanah", "rosh hashana": "rosh hashanah",
    "orthodox new year": "orthodox new year", "clean monday": "clean monday", "yom kippur": "yom kippur",
    "dussehra": "dussehra", "dasara": "dussehra", "vijayadashami": "dussehra",
    "leap day": "leap day", "leap-day": "leap day", "leapday": "leap day", "leap year day": "leap day",
    "election day": "election day",
    "mashujaa day": "mashujaa day", "mashujaa": "mashujaa day",
    "jamhuri day": "jamhuri day", "jamhuri": "jamhuri day", "madaraka day": "madaraka day",
    "madaraka": "madaraka day", "kadooment day": "kadooment day", "kadooment": "kadooment day",
    "errol barrow day": "errol barrow day", "day of reconciliation": "day of reconciliation",
    "reconciliation day": "day of reconciliation",
    # Zambia's Kenneth Kaunda Day (28 April), as Zambians say it
    "kaunda day": "kaunda day", "kenneth kaunda day": "kaunda day", "kk day": "kaunda day",
    # South Africa's Heritage Day (24 September); Women's Day as the user's country keeps it (9 August in South
    # Africa, 8 March from Moscow to Almaty), asked about where none does; the international one is 8 March
    "heritage day": "heritage day", "women's day": "women's day", "womens day": "women's day",
    "woman's day": "women's day", "national women's day": "women's day",
    "international women's day": "international women's day", "international womens day": "international women's day",
    "nowruz": "nowruz", "nauryz": "nowruz", "navruz": "nowruz", "novruz": "nowruz", "nooruz": "nowruz",
    "norooz": "nowruz", "nowruz day": "nowruz", "victory day": "victory day", "tiradentes": "tiradentes",
    "tiradentes day": "tiradentes", "tiradentes' day": "tiradentes",
    # Bangladesh's Language Martyrs' Day (21 February) and Bengali New Year (14 April), as Bangladeshis say them
    "ekushey february": "ekushey", "ekushey feb": "ekushey", "ekushe february": "ekushey", "ekushe feb": "ekushey",
    "ekushey": "ekushey", "shaheed dibosh": "ekushey", "shohid dibosh": "ekushey",
    "international mother language day": "ekushey", "mother language day": "ekushey",
    "pohela boishakh": "pohela boishakh", "pohela baishakh": "pohela boishakh", "pahela baishakh": "pohela boishakh",
    "pohela boishak": "pohela boishakh", "poila baishakh": "pohela boishakh", "poyla boishakh": "pohela boishakh",
    "bengali new year": "pohela boishakh", "bangla new year": "pohela boishakh", "noboborsho": "pohela boishakh",
    # the Sikh feast India keeps as a holiday: "on guru nanak jayanti", "gurpurab"
    "guru nanak jayanti": "guru nanak jayanti", "guru nanak's birthday": "guru nanak jayanti",
    "guru nanak birthday": "guru nanak jayanti", "gurpurab": "guru nanak jayanti", "gurpurb": "guru nanak jayanti",
    # days many countries keep, each on its own day (Jamaica's heroes in October, the Philippines' in
    # August): dated where the user's own country keeps them, asked about anywhere else
    "emancipation day": "emancipation day", "heroes day": "heroes day", "heroes' day": "heroes day",
    "hero's day": "heroes day", "national heroes day": "heroes day", "national heroes' day": "heroes day",
    "youth day": "youth day", "national youth day": "youth day",
    "martyrs day": "martyrs day", "martyrs' day": "martyrs day", "martyr's day": "martyrs day",
    "martyr day": "martyrs day",
    "carnival monday": "carnival monday", "carnival mon": "carnival monday", "j'ouvert": "carnival monday",
    "jouvert": "carnival monday", "j'ouvert morning": "carnival monday", "carnival tuesday": "carnival tuesday",
    "carnival tues": "carnival tuesday", "carnival tue": "carnival tuesday",
    # Bermuda's and Antigua's own, as their people say them wherever they are
    "bermuda day": "bermuda day", "cup match": "cup match", "cup match day": "cup match",
    "v.c. bird day": "vc bird day", "vc bird day": "vc bird day", "v. c. bird day": "vc bird day",
    "v.c bird day": "vc bird day",
    # Malawi's own (14 May), named for Kamuzu Banda: a Malawian's wherever they say it
    "kamuzu day": "kamuzu day",
    # the Isle of Man's own: Tynwald Day (5 July) and the TT races' bank holiday (a Friday in June)
    "tynwald day": "tynwald day", "tynwald": "tynwald day", "tt bank holiday": "tt bank holiday",
    "tt day": "tt bank holiday", "tt": "tt bank holiday", "tt bank hol": "tt bank holiday",
    # days several countries keep each on its own day: the monarch's birthday (June in New Zealand, November in
    # the Falklands), Liberation Day (June in the Falklands, July in Guam), the Christmas Holiday (the
    # Falklands' 27 December; elsewhere the season): dated where the user's country keeps them, else asked
    "king's birthday": "king's birthday", "kings birthday": "king's birthday", "king's bday": "king's birthday",
    "queen's birthday": "king's birthday", "queens birthday": "king's birthday",
    "liberation day": "liberation day", "christmas holiday": "christmas holiday",
}  # fmt: skip
HOLIDAY_PATTERN = "|".join(sorted(map(re.escape, _HOLIDAY_ALIASES), key=len, reverse=True))


def holiday(name: str, today: date, *, future: bool, zone: str = "") -> date | None:
    """The next occurrence of the holiday (today counts), or the most recent one with ``future``
    False, as the user's country (``zone``, an IANA key) keeps it; None when no calendar in
    reach has it. Raises :class:`._holiday_calendar.SplitHoliday` when the country's regions
    keep it on different days."""
    key = _HOLIDAY_ALIASES[name]
    # five years: a leap day comes round once in four
    years = range(today.year, today.year + 5) if future else range(today.year, today.year - 5, -1)
    for year in years:
        days = _days_of(key, year, zone)
        fits = [d for d in days if (d >= today if future else d <= today)]
        if fits:
            return min(fits) if future else max(fits)
    return None


def holiday_days(name: str, year: int, zone: str) -> tuple[date, ...]:
    """The days the holiday called ``name`` falls on in ``year`` where the user lives (none: not known)."""
    return _days_of(_HOLIDAY_ALIASES[name], year, zone)


def _days_of(key: str, year: int, zone: str) -> tuple[date, ...]:
    if key == "bank holiday":
        return calendar.days_off(year, zone)
    if key == "bank holiday monday":
        return tuple(day for day in calendar.days_off(year, zone) if day.weekday() == 0)
    if key in _UNDATED:
        return ()
    if key == "election day":  # the US one, the Tuesday after November's first Monday; elsewhere no fixed day
        return (_nth_weekday(year, 11, 0, 1) + timedelta(days=1),) if calendar.country_of(zone) == "US" else ()
    if key == "leap day":  # the 29th of February, in the years that have one
        return (date(year, 2, 29),) if isleap(year) else ()
    if key in calendar.PACKAGE_NAMES:
        return calendar.days_of(key, year, zone) or ((_HAND[key](year),) if key in _HAND else ())
    rule = _regional(key, zone) or _HAND[key]
    return (rule(year),)


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date | None:
    """The ``n``-th weekday of a month, None when the month has no such (a fifth Monday)."""
    d = _nth_weekday(year, month, weekday, n)
    return d if d.month == month else None


# --------------------------------------------------------------------------- zones

ZONES = {
    "gmt": "UTC", "utc": "UTC", "z": "UTC", "uk time": "Europe/London", "uk": "Europe/London",
    "london time": "Europe/London", "bst": "Europe/London",
    "cet": "Europe/Berlin", "cest": "Europe/Berlin", "eet": "Europe/Helsinki", "eest": "Europe/Helsinki",
    "est": "America/New_York", "edt": "America/New_York", "et": "America/New_York", "eastern": "America/New_York",
    "cst": "America/Chicago", "cdt": "America/Chicago", "ct": "America/Chicago", "central": "America/Chicago",
    "mst": "America/Denver", "mdt": "America/Denver", "mt": "America/Denver",
    "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles", "pt": "America/Los_Angeles",
    "pacific": "America/Los_Angeles",
    "ist": "Asia/Kolkata", "jst": "Asia/Tokyo", "sgt": "Asia/Singapore", "hkt": "Asia/Hong_Kong",
    "aest": "Australia/Sydney", "aedt": "Australia/Sydney", "nzst": "Pacific/Auckland", "nzdt": "Pacific/Auckland",
    # a city's clock, said by its name: "9am tokyo time", "3pm ny time"
    "tokyo time": "Asia/Tokyo", "ny time": "America/New_York", "nyc time": "America/New_York",
    "new york time": "America/New_York", "la time": "America/Los_Angeles", "sf time": "America/Los_Angeles",
    "chicago time": "America/Chicago", "toronto time": "America/Toronto", "paris time": "Europe/Paris",
    "berlin time": "Europe/Berlin", "madrid time": "Europe/Madrid", "lisbon time": "Europe/Lisbon",
    "dublin time": "Europe/Dublin", "sydney time": "Australia/Sydney", "melbourne time": "Australia/Melbourne",
    "singapore time": "Asia/Singapore", "hong kong time": "Asia/Hong_Kong", "hk time": "Asia/Hong_Kong",
    "dubai time": "Asia/Dubai", "india time": "Asia/Kolkata", "delhi time": "Asia/Kolkata",
    "mumbai time": "Asia/Kolkata", "seoul time": "Asia/Seoul", "beijing time": "Asia/Shanghai",
    "shanghai time": "Asia/Shanghai", "manila time": "Asia/Manila", "jakarta time": "Asia/Jakarta",
    "bangkok time": "Asia/Bangkok", "auckland time": "Pacific/Auckland", "nz time": "Pacific/Auckland",
    "lagos time": "Africa/Lagos", "nairobi time": "Africa/Nairobi", "cape town time": "Africa/Johannesburg",
    "sao paulo time": "America/Sao_Paulo", "mexico city time": "America/Mexico_City",
    "glasgow time": "Europe/London", "edinburgh time": "Europe/London", "manchester time": "Europe/London",
    "birmingham time": "Europe/London", "belfast time": "Europe/London", "cardiff time": "Europe/London",
    "rome time": "Europe/Rome", "amsterdam time": "Europe/Amsterdam", "brussels time": "Europe/Brussels",
    "zurich time": "Europe/Zurich", "stockholm time": "Europe/Stockholm", "oslo time": "Europe/Oslo",
    "copenhagen time": "Europe/Copenhagen", "warsaw time": "Europe/Warsaw", "vienna time": "Europe/Vienna",
    "prague time": "Europe/Prague", "athens time": "Europe/Athens", "istanbul time": "Europe/Istanbul",
    "moscow time": "Europe/Moscow", "cairo time": "Africa/Cairo", "johannesburg time": "Africa/Johannesburg",
    "vancouver time": "America/Vancouver", "montreal time": "America/Toronto", "denver time": "America/Denver",
    "seattle time": "America/Los_Angeles", "boston time": "America/New_York", "miami time": "America/New_York",
    "houston time": "America/Chicago", "dallas time": "America/Chicago", "honolulu time": "Pacific/Honolulu",
    "karachi time": "Asia/Karachi", "dhaka time": "Asia/Dhaka", "taipei time": "Asia/Taipei",
    "kuala lumpur time": "Asia/Kuala_Lumpur", "perth time": "Australia/Perth", "brisbane time": "Australia/Brisbane",
    "adelaide time": "Australia/Adelaide", "buenos aires time": "America/Argentina/Buenos_Aires",
    "bogota time": "America/Bogota", "lima time": "America/Lima",
}  # fmt: skip
ZONE_PATTERN = "|".join(sorted(map(re.escape, ZONES), key=len, reverse=True))
SHORTHAND_PATTERN = "|".join(map(re.escape, sorted(_SHORT_WORD, key=len, reverse=True)))

_ORDINAL_WORDS = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
    "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
    "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth",
    "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first",
]  # fmt: skip
ORDINAL_PATTERN = "|".join(sorted((w for w in _ORDINAL_WORDS + [w.replace("-", " ") for w in _ORDINAL_WORDS]),
                                  key=len, reverse=True))  # fmt: skip
_ORDINAL_NUMBER = {w: n for n, w in enumerate(_ORDINAL_WORDS, 1)}
# A spelled ordinal where only a day of the month can be: after "the" or a month name ("the ninth",
# "december ninth", "dec the twenty-first") or before "of" ("ninth of january", "first of next
# month"). Written as digits ("the 9th"), the rules for numbered days read it: one grammar, not two.
_ORDINAL_DAY = gated(re.compile(
    r"\b(?:(?:the|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?:\s+the)?\s+(?P<o>" + ORDINAL_PATTERN + r")\b(?![-'])"
    r"|\b(?P<o2>" + ORDINAL_PATTERN + r")(?=\s+of\b))"
))
HOUR_WORDS = _HOUR_WORDS
ORDINAL_NUMBER = _ORDINAL_NUMBER  # "third" -> 3, "twenty-first" -> 21
HOLIDAY_FIRST_WORDS = {alias.split()[0] for alias in _HOLIDAY_ALIASES}
HOLIDAY_LAST_WORDS = {alias.split()[-1] for alias in _HOLIDAY_ALIASES}  # "cinco de mayo" ends at "mayo"

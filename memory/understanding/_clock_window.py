"""A window of clock time, read as the time it starts: "3-4pm", "10am-12pm", "10:30-11:15",
"9.30–10.30", "between 2 and 4pm", "between 8 and 12", "from 2 to 4", "2 till 4pm", "noon-2".

A visit, a meeting or a call said with a window happens at its start, so :func:`window_start`
writes the window as that one time ("fri 3-4pm" is "fri 3pm") for the rules of :mod:`.timex`,
which read it with any day said next to it; the whole window is one span, so no part of it is
left in the action. Written by hand because the shapes that make two numbers a window and not a
date ("8-12" may be 8 December), a count ("8-12 people", "ages 3-5") or a score ("3-4") are few
and exact:

- an am/pm on the end ("3-4pm", "2 till 4pm"), colon minutes on either side ("10:30-11:15",
  "9:30-11"), dotted minutes on both ("9.30–10.30"), or noon on either ("noon-2", "10-noon");
- or "between … and …" / "from … to …" before two bare hours ("between 8 and 12"), the "from"
  possibly read as the span's connector already; or a day said with them and nothing else
  ("2-4 tomorrow", "fri 8-12"): no date or count stands beside a day that way.

An am/pm said at the end applies to the start when the window then runs forward under twelve
hours ("3-4pm" 15:00, "11-1pm" 11:00, "10-12pm" 10:00); two bare hours read as a day's hours do
(1 to 7 afternoon, 8 to 12 morning: "between 8 and 12" is 8:00, "from 2 to 4" 14:00). A bare
window ends at a number, so the scan checks the word after it is no count ("between 8 and 12
people", "from 2 to 4 weeks"): :func:`ends_bare`.
"""

from __future__ import annotations

import re

__all__ = ["counted_before", "ends_bare", "is_window", "window_start"]

_AP = r"a\.?m\.?|p\.?m\.?|(?<=\d)[ap](?![a-z])"  # "7p-7a": a shift's hours, am/pm cut short
# one end of the window: "3", "3pm", "10:30", "9.30", "14:00", "noon"
_POINT = (
    r"(?:(?P<h{n}>2[0-3]|1\d|0?\d)(?:(?P<sep{n}>[:.])(?P<m{n}>[0-5]\d))?(?:\s*(?P<ap{n}>" + _AP + r"))?"
    r"|(?P<w{n}>noon|midday))"
)
_WINDOW = re.compile(
    r"(?<![\w£$€.:/-])(?:(?P<lead>between|from)\s+)?" + _POINT.format(n=1)
    + r"(?:\s*[-–—]\s*|\s+(?:to|till|til|until|and)\s+)" + _POINT.format(n=2)
    + r"(?![\w:/%£$€-]|\.\d)",
    re.IGNORECASE,
)  # fmt: skip
_MONTH_BEFORE = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+$|\bthe\s+$", re.IGNORECASE
)
# a day said with two bare hours, and nothing else: "2-4 tomorrow", "fri 8-12" (no date or count then)
_A_DAY = re.compile(
    r"(?:on\s+|this\s+|next\s+)?(?:today|tomorrow|tonight|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)", re.IGNORECASE
)
_MONTH_AFTER = re.compile(r"\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)", re.IGNORECASE)


def _hour(m: re.Match[str], n: int) -> tuple[int, int] | None:
    """(hour 0..23, minute) an end says outright, or None when it needs the other end."""
    if m[f"w{n}"]:
        return 12, 0
    hour, minute = int(m[f"h{n}"]), int(m[f"m{n}"] or 0)
    if m[f"ap{n}"]:
        if not 1 <= hour <= 12:
            return None
        return hour % 12 + (12 if m[f"ap{n}"].lower().startswith("p") else 0), minute
    if hour > 12 or m[f"h{n}"].startswith("0"):  # "14:00", "09:30": a 24-hour clock
        return hour, minute
    return None


def _start(m: re.Match[str], lead: bool, beside_a_day: bool) -> tuple[int, int] | None:
    """When the window ``m`` starts (hour, minute), or None when it is no window."""
    joined_by_and = re.search(r"\sand\s", m.group(0), re.IGNORECASE) is not None
    if joined_by_and and not (m["lead"] or "").lower().startswith("between"):
        return None  # "2 and 4pm" is two times; "between 8-12", "between 2 to 4": a window as typed
    colon = ":" in (m["sep1"] or "", m["sep2"] or "")
    # "9.30–10.30": dotted minutes on both ends, on the quarter hour ("1.99-2.49" is a price)
    dotted = m["sep1"] == m["sep2"] == "." and all(int(m[f"m{n}"]) % 15 == 0 for n in (1, 2))
    if not (m["ap2"] or m["w1"] or m["w2"] or colon or dotted or lead or m["lead"] or beside_a_day):
        return None  # "8-12", "ages 3-5", "score was 3-4": a date, a count, a score
    first, last = _hour(m, 1), _hour(m, 2)
    if first is None:
        hour, minute = int(m["h1"]), int(m["m1"] or 0)
        if not 1 <= hour <= 12:
            return None
        if last is not None:  # "3-4pm": the start in the half of the day that runs on to the end
            end = last[0] * 60 + last[1]
            first = min(((h, minute) for h in (hour % 12, hour % 12 + 12)), key=lambda t: _length(t, end))
        else:  # two hours with no am/pm: as a day's hours are said (1 to 7 afternoon)
            first = (hour + 12 if hour <= 7 else hour, minute)
    if last is None:  # a bare end: the one of its readings the window runs on to
        hour = int(m["h2"])
        if not 1 <= hour <= 12:
            return None
        end = min((h * 60 + int(m["m2"] or 0) for h in (hour % 12, hour % 12 + 12)), key=lambda e: _length(first, e))
        return first if _length(first, end) <= _LONGEST_BARE else None
    return first if _length(first, last[0] * 60 + last[1]) <= 12 * 60 else None  # "5pm-4pm": no window


_LONGEST_BARE = 8 * 60  # "from 9 to 5" at the longest; "from 1 to 10" is a scale, not a working day


def _length(start: tuple[int, int], end: int) -> int:
    """Minutes from ``start`` (hour, minute) on to ``end`` (minutes into a day), 1 to 1440."""
    return (end - (start[0] * 60 + start[1])) % (24 * 60) or 24 * 60


def _written(hour: int, minute: int) -> str:
    """A start time in words the clock rules read as one: "3pm", "10:30am", "14:00"."""
    twelve = hour % 12 or 12
    return f"{twelve}{f':{minute:02d}' if minute else ''}{'pm' if hour >= 12 else 'am'}"


def window_start(s: str, connector: str | None = None) -> str:
    """``s`` with a clock window written as its start ("fri 3-4pm" → "fri 3pm"); ``s`` itself
    when it holds none. ``connector`` is the word the scan read before ``s`` ("from")."""
    if not _WINDOW.search(s):
        return s
    out: list[str] = []
    at = 0
    for m in _WINDOW.finditer(s):
        lead = connector == "from" and m.start() == 0
        if _MONTH_BEFORE.search(s[: m.start()]) or _MONTH_AFTER.match(s, m.end()):
            continue  # "march 2-4pm", "from 2 to 4 march": days of a month
        beside_a_day = connector is None and bool(_A_DAY.fullmatch(f"{s[: m.start()]} {s[m.end() :]}".strip()))
        start = _start(m, lead, beside_a_day)
        if start is None:
            continue
        out.append(s[at : m.start()] + _written(*start))
        at = m.end()
    return "".join(out) + s[at:] if out else s


def is_window(s: str) -> bool:
    """Whether ``s`` holds a clock window ("between 2 and 4pm")."""
    return window_start(s) != s


def _bare(m: re.Match[str]) -> bool:
    """Whether window ``m`` is two bare numbers ("8-12", "between 8 and 12")."""
    return not (m["ap1"] or m["ap2"] or m["w1"] or m["w2"] or m["sep1"] or m["sep2"])


def ends_bare(phrase: str, connector: str | None = None) -> bool:
    """Whether ``phrase`` ends with a window whose end is a bare or dotted number ("between 8 and
    12", "9.30-10.30"): a count or a price if a counted word follows it."""
    last = list(_WINDOW.finditer(phrase))[-1:]
    if not last or last[0].end() != len(phrase.rstrip()) or last[0]["ap2"] or last[0]["w2"] or last[0]["sep2"] == ":":
        return False
    return window_start(phrase, connector) != phrase


# words that make the numbers after them a count, a size or a score ("ages 3-5 sat", "won 3-4 sun")
_COUNTED_AFTER = frozenset({
    "for", "ages", "aged", "age", "of", "x", "size", "sizes", "score", "scored", "won", "lost", "drew", "was", "were",
    "is", "are", "be", "about", "around", "approx", "roughly", "maybe", "only",
})  # fmt: skip


def counted_before(phrase: str, word: str) -> bool:
    """Whether ``word``, said before ``phrase``, makes its bare window a count ("ages 3-5 sat"); a day
    between them makes it the day's hours ("parents evening is thurs 4-7")."""
    if word.lower().strip(".,;:!?") not in _COUNTED_AFTER or window_start(phrase) == phrase:
        return False
    if not phrase.strip()[:1].isdigit():
        return False
    return all(_bare(m) and not m["lead"] for m in _WINDOW.finditer(phrase))

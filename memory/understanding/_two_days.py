"""Two days joined by "and" or "or" are two days, not one: "go to the gym tues and thurs", "water
the plants mon & fri", "renew the permit thursday or friday", "call the school on the 3rd or 4th".

The scan reads each day on its own, and a to-do keeps one of them: "water the plants mon and"
due Friday, a day the user named only as one of two. Which one, or both, or every week, recap
cannot tell: the day is marked unreadable and the to-do asked about. A range said as one
("between mon and wed", "from tues to thurs", "mon-fri") is a window, and days said in the plural
("swim mondays and thursdays") repeat: both are read elsewhere.
"""

from __future__ import annotations

import re

__all__ = ["day_pair", "one_of_two_days"]

_DAY = (
    r"(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\b\.?"
    r"|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b)"
)
_JOIN = r"\s*(?:,\s*)?(?:and|&|or|n)\s+(?:on\s+)?(?:(?:then|also)\s+)?"
_DAY_AFTER = re.compile(_JOIN + _DAY, re.IGNORECASE)
_DAY_BEFORE = re.compile(_DAY + _JOIN + r"$", re.IGNORECASE)
# "tues and thurs", "sat & sun", "the 3rd and the 4th": both days, said once each
_PAIR = re.compile(rf"(?<![\w'])(?P<a>{_DAY})\s*(?:,\s*)?(?:and|&|\+|n)\s+(?:on\s+)?(?P<b>{_DAY})", re.IGNORECASE)
_RANGE_OPENS = re.compile(r"\b(?:between|from|betw|btwn)\s+(?:\S+\s+){0,2}$", re.IGNORECASE)


def one_of_two_days(text: str, start: int, end: int) -> bool:
    """Whether the day found at ``text[start:end]`` is said with another day by "and"/"or"."""
    before = text[:start]
    if _RANGE_OPENS.search(before):
        return False  # "between mon and wed": one window
    return _DAY_AFTER.match(text, end) is not None or _DAY_BEFORE.search(before) is not None


def day_pair(text: str) -> tuple[str, str, str] | None:
    """``text`` said with each of its two days joined by "and" alone, and the two days as said:
    "ballet tues 4:30", "ballet thurs 4:30" and "tues and thurs" from "ballet tues and thurs 4:30";
    None unless ``text`` joins two days so."""
    m = _PAIR.search(text)
    if m is None or _RANGE_OPENS.search(text[: m.start()]):
        return None
    before, after = text[: m.start()], text[m.end() :]
    return f"{before}{m['a']}{after}", f"{before}{m['b']}{after}", m[0]

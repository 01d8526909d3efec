"""A day's timetable typed on one line, each item opening with its own clock time: "tmrw 7am pick
up the guests at Baltra, 11am lunch w/ Pacha, 5pm debrief", "fri: 9am dentist, 2pm call w/ Kemi".

Each item is a to-do of its own at its own time, on the one day said first. Read as one clause the
later items lose their times (or lend the last one to all), so the line is put as the clauses it
stands for, each with the day and its time after it ("…, debrief tmrw 5pm"), for the readers of an
agenda line or a to-do; a comma between them, so "5pm collect it" still follows what "it" is.
Only when every item, two at least, opens with a clock time that says am, pm or minutes ("11am",
"14:30": never a bare "3", which may be a count) and says no other time. Hand-written: one shape.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import parse_date

__all__ = ["timed_items"]

_CLOCK = r"(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon|midday)"
_ITEM = re.compile(rf"^(?:(?:at|@)\s*)?(?P<t>{_CLOCK})\s*[-–:]?\s+(?P<item>[a-z0-9].*?)[\s.!]*$", _I)
# the day the line opens with, before the first clock time: "tmrw", "fri:", "on the 3rd -"
_DAY_FIRST = re.compile(rf"^(?P<day>[^,;:]{{2,30}}?)\s*[:\-–]?\s+(?=(?:(?:at|@)\s*)?{_CLOCK}\b)", _I)
# a time of the item's own: another clock time or a day ("lunch" alone is no time of its own here)
_OWN_TIME = re.compile(
    rf"\b(?:{_CLOCK}|to(?:day|night|morrow)|tmrw|2moro|tmr|tonite"
    r"|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|\d{1,2}(?:st|nd|rd|th)|next|by|until|till)\b",
    _I,
)
_CUT = re.compile(rf"\s*[,;]\s*(?:and\s+|then\s+|&\s+)?|\s+(?:and|then|&)\s+(?=(?:at\s+)?{_CLOCK}\b)", _I)


def timed_items(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a one-line timetable put as one clause per item (see the module doc);
    any other text as it was."""
    if "\n" in text.strip():
        return text
    said = text.strip()
    day = ""
    m = _DAY_FIRST.match(said)
    if m is not None and not _ITEM.match(said):
        if parse_date(m["day"], now=now, tz=tz) is None:
            return text
        day, said = m["day"].strip(), said[m.end() :]
    pieces = _CUT.split(said)
    items = [_ITEM.match(piece) for piece in pieces]
    if len(items) < 2 or not all(items):
        return text
    if any(_OWN_TIME.search(item["item"]) for item in items if item):
        return text  # "9am call Ana, 3pm move the 4pm to fri": an item with a time of its own
    return ", ".join(f"{item['item']} {day} {item['t']}".replace("  ", " ") for item in items if item)

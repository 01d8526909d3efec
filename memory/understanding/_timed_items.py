"""A day's timetable typed on one line, each item opening with its own clock time: "tmrw 7am pick
up the guests at Baltra, 11am lunch w/ Pacha, 5pm debrief", "fri: 9am dentist, 2pm call w/ Kemi".

Each item is a to-do of its own at its own time, on the one day said first. Read as one clause the
later items lose their times (or lend the last one to all), so the line is put as the clauses it
stands for, each with the day and its time after it ("…, debrief tmrw 5pm"), for the readers of an
agenda line or a to-do; a comma between them, so "5pm collect it" still follows what "it" is.
Only when every item, two at least, opens with a clock time that says am, pm or minutes ("11am",
"14:30") and says no other time. A later item may open with a bare hour ("tmrw 9am standup then 11
call w/ vendor"): after a clock time the hour is the next one of the day (11 after 9am is 11am, 2
is 2pm), never when the word after it counts things ("2 coffees", "3 kids"), and never the first
item (a bare "3" alone may be a count) unless "at" says it is an hour. Typed with no commas at all
("tmrw at 8 drop Layla at school at 10 dentist at 3 call the insurance lady") the items are cut where
"at" and an hour open the next one, words following: in a line that opens with a day and its time
every later "at <hour> <words>" opens an item the same way ("at school" is a place, no hour).
Hand-written: one shape.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import parse_date

__all__ = ["timed_items"]

# a 24-hour clock typed as four digits ("0700 vet", "1600 recital") opens an item too; no year can be one
_CLOCK = r"(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|(?:[01]\d|2[0-3])[0-5]\d(?:\s*hrs)?(?=\s)|noon|midday)"
_FOUR = re.compile(r"^(?P<h>\d\d)(?P<m>\d\d)(?:\s*hrs)?$", _I)
_ITEM = re.compile(rf"^(?:(?:at|@)\s*)?(?P<t>{_CLOCK})\s*[-–:]?\s+(?P<item>[a-z0-9].*?)[\s.!]*$", _I)
# the day the line opens with, before the first clock time: "tmrw", "fri:", "on the 3rd -"
_DAY_FIRST = re.compile(
    rf"^(?P<day>[^,;:]{{2,30}}?)\s*[:\-–]?\s+(?=(?:(?:at|@)\s*)?{_CLOCK}\b|(?:at|@)\s*\d{{1,2}}\s)", _I
)
# a time of the item's own: another clock time or a day ("lunch" alone is no time of its own here)
_OWN_TIME = re.compile(
    rf"\b(?:{_CLOCK}|to(?:day|night|morrow)|tmrw|2moro|tmr|tonite"
    r"|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|\d{1,2}(?:st|nd|rd|th)|next|by|until|till)\b",
    _I,
)
_CUT = re.compile(
    rf"\s*[,;]\s*(?:and\s+|then\s+|&\s+)?|\s+(?:and(?:\s+then)?|then|&)\s+(?=(?:at\s+)?(?:{_CLOCK}|\d{{1,2}})\b)"
    rf"|\s+(?=(?:at|@)\s*(?:{_CLOCK}|\d{{1,2}})\s+(?-i:[a-z]))",  # "… at school at 10 dentist", not "at 11 Main st"
    _I,
)
# a later item opening with a bare hour: "then 11 call w/ vendor", "2 dentist"
_BARE_ITEM = re.compile(r"^(?:(?:at|@)\s*)?(?P<h>1[0-2]|0?[1-9])\s+(?P<item>[a-z].*?)[\s.!]*$", _I)
# a first item opening with "at" and a bare hour: "at 8 drop Layla at school"
_SAID_HOUR = re.compile(r"^(?:at|@)\s*(?P<h>1[0-2]|0?[1-9])\s+(?P<item>[a-z].*?)[\s.!]*$", _I)
# a word after a number that counts things, not a clock time: "2 coffees", "3 kids to pick up", "1 more"
_COUNTED = re.compile(r"^(?:\w+s|more|of|x|ppl|each|other|extra|bits?|lots?|pc|kg|km|mi|min|hr)\b", _I)


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
    items = _timed(pieces, day, now=now, tz=tz)
    if len(items) < 2 or (len(items) < len(pieces) and not _AFTER_LIST.match(pieces[len(items)])):
        return text
    if any(_OWN_TIME.search(item) for item, _ in items):
        return text  # "9am call Ana, 3pm move the 4pm to fri": an item with a time of its own
    timed = [f"{item} {day} {clock}".replace("  ", " ") for item, clock in items]
    return ", ".join([*timed, *pieces[len(items) :]])  # "…, also need to send the contract": as said


# what may follow the timetable as a clause of its own: "…, also need to send sofia the contract b4 lunch"
_AFTER_LIST = re.compile(r"^(?:also|plus|oh\s+and|and\s+also|btw)\b", _I)


def _timed(pieces: list[str], day: str, *, now: datetime, tz: ZoneInfo) -> list[tuple[str, str]]:
    """The item and clock time of each of the leading ``pieces`` that opens with one, a bare hour
    after the first put as the next such hour of the day, a first one said "at" as on ``day``."""
    items: list[tuple[str, str]] = []
    for piece in pieces:
        m = _ITEM.match(piece)
        if m is not None:
            four = _FOUR.match(m["t"])
            items.append((m["item"], f"{four['h']}:{four['m']}" if four else m["t"]))
            continue
        if not items and day and (said := _SAID_HOUR.match(piece)) is not None:
            # "tmrw at 8 drop Layla at school": the hour as the time reader reads it on that day
            spec = parse_date(f"{day} at {said['h']}", now=now, tz=tz)
            if spec is None or spec.doubt:
                break  # "fri at 7": morning or evening is the reader's question, asked as it was
            hour = spec.start.astimezone(tz).hour
            items.append((said["item"], f"{hour % 12 or 12}{'am' if hour < 12 else 'pm'}"))
            continue
        bare = _BARE_ITEM.match(piece) if items else None
        after = _hour_of(items[-1][1], now=now, tz=tz) if items else None
        if bare is None or after is None or _COUNTED.match(bare["item"]):
            break
        hour = int(bare["h"]) % 12
        clock = f"{hour or 12}am" if hour > after else f"{hour or 12}pm" if hour + 12 > after else None
        if clock is None:
            break  # "9pm drinks then 8 …": no hour later that day
        items.append((bare["item"], clock))
    return items


def _hour_of(clock: str, *, now: datetime, tz: ZoneInfo) -> float | None:
    """The hour of the day ``clock`` says (13.5 for "1:30pm", 12 for "noon"), as the time reader reads it."""
    spec = parse_date(clock, now=now, tz=tz)
    if spec is None:
        return None
    local = spec.start.astimezone(tz)
    return local.hour + local.minute / 60

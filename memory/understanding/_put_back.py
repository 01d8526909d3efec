"""A to-do put back with its old and new day said after a dash: "call mum - not tonight, tmrw",
"gym membership: not this month, january", "haircut - thurs instead".

People jot a change of plan as the thing, a dash, then what is off and what is on. Read as it
stands, the "not today" looked like a new to-do's date ("haircut: not" due today) or the dash
stayed in the action ("haircut -"); it means the thing is moved to the day after the comma.
The line is rewritten as the move the reader knows ("call mum tmrw instead"), only when what is
off and what is on are each one whole time expression and the thing names no date itself.
Written by hand: which words are the thing and which the days is the shape of the line.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import find_spans, has_date_words

# the thing, a dash or a colon, then "not <old>, <new>" or "<new> instead"
_PUT_BACK = re.compile(
    r"^(?P<thing>[^,:;—–\-!?]+?)\s*(?:[:—–]|\s-|-\s)\s*"
    r"(?:not\s+(?P<old>[^,;:—–\-]+?)\s*[,;:—–\-]+\s*(?P<new>[^,;:—–\-]+?)(?:\s+instead)?"
    r"|(?P<instead>[^,;:—–\-]+?)\s+instead)\s*[.!]*$",
    _I,
)


_DASH = re.compile(r"[:—–-]")
_MEAL = re.compile(r"\b(?:lunch|dinner|breakfast|brunch)\b", _I)  # an occasion named, no time of day
# "plumber cancelled - coming fri instead": someone called it off and it was booked again, which
# :mod:`._rebook` reads with the cancellation; put together, the new day read as the thing cancelled
_CALLED_OFF = re.compile(
    r"\b(?:cancell?ed|bailed|called\s+(?:it\s+)?off|pulled\s+out|backed\s+out)(?:\s+on\s+(?:me|us))?$", _I
)


def put_back(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` said as "<thing> <new day> instead" when it puts a thing back (module doc);
    ``text`` unchanged otherwise."""
    m = _PUT_BACK.match(text.strip()) if _DASH.search(text) else None
    if m is None or not re.search(r"[^\W\d_]", m["thing"]) or _CALLED_OFF.search(m["thing"].strip()):
        return text
    new = m["new"] or m["instead"]
    if not one_time(new, now=now, tz=tz) or (m["old"] and not one_time(m["old"], now=now, tz=tz)):
        return text  # "the venue - not great, too small": no days
    if find_spans(m["thing"], now=now, tz=tz) or has_date_words(_MEAL.sub("", m["thing"])):
        return text  # "fri 3pm: not the dentist, the vet", "mon's a no go - wed instead": the day is the thing's own
    return f"{m['thing'].strip()} {new.strip()} instead"


def one_time(words: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``words`` are one time expression and nothing else but its lead word."""
    spans = [s for s in find_spans(words, now=now, tz=tz) if s.spec is not None]
    return len(spans) == 1 and len(words.strip()) - (spans[0].end - spans[0].start) <= len("until")

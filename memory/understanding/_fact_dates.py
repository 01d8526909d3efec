"""A one-off day a person or thing has: "Priya's last day is the 18th", "my start date is
monday", "the lease end date is 31 march", "Omar's leaving date is end of jan".

The day is the value (``Priya · last day = 18 December 2026``), not when the fact starts, and it
is resolved when said: "the 18th" or "friday" mean the coming one, and are kept as the full date,
since the words alone would name another day a week later. A day the reader cannot resolve is
left to the fact reader (which asks). A yearly day (birthday, anniversary) is
``_fact_birthdays``'s: it has no year. Hand-written: a closed list of the words such a day is
named with.
"""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

from memory.model import Precision
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding.intents import StateClaim
from memory.understanding.timex import DateSpec

_KIND = (
    r"(?P<k>(?:last|first|final|start(?:ing)?|end|leaving|moving|move|move[\s-]in|move[\s-]out|due|closing"
    r"|completion|launch|go[\s-]live|release|renewal|expiry|exam|court|hearing|graduation|wedding|handover"
    r"|delivery|return)\s+(?:day|date)"
    # "bec's last shift is the 20th", "his final day at work is fri": the day they leave (or start)
    r"|(?:last|first|final)\s+(?:shift|working\s+day|day\s+(?:at\s+work|of\s+work|in\s+the\s+office|on\s+the\s+job)))"
)
_BE = r"(?:\s+is|'s|’s|\s+=|\s*:|\s+will\s+be|\s+falls\s+on|\s+is\s+now|\s+is\s+set\s+for)(?:\s+on)?\s+"
_OF = re.compile(
    r"^(?:(?P<mine>my|our)|(?:the\s+)?(?P<p>[\w\-]+(?:\s+[\w\-]+)?)(?:'s|’s|s'|s’))\s+"
    + _KIND
    + _BE
    + r"(?P<d>.+?)\W*$",
    _I,
)
# "the lease end date is 31 march": a thing's day, said without "'s"
_THING = re.compile(r"^(?:the|our|my)\s+(?P<p>[\w\-]+(?:\s+[\w\-]+)?)\s+" + _KIND + _BE + r"(?P<d>.+?)\W*$", _I)
_NOT_A_NAME = frozenset({"his", "her", "their", "its", "your", "this", "that", "whose", "what", "when", "it"})


def dated_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The one-off day ``s`` says someone or something has, or None."""
    m = _OF.match(s.strip()) or _THING.match(s.strip())
    if m is None:
        return None
    subject = "me" if m.groupdict().get("mine") else m["p"]
    if subject != "me" and (
        subject.split()[0].lower() in _NOT_A_NAME or not _plausible(subject, max_words=2, pronoun_start_ok=False)
    ):
        return None
    day = day_value(ctx.date(m["d"], "future"), ctx.tz)
    if day is None:
        return None
    kind = re.sub(r"[\s-]+", " ", m["k"].lower()).replace("starting", "start")
    if kind.split()[0] in ("last", "final"):  # "last shift", "final day at work", "last working day"
        kind = "last day"
    elif kind.split()[0] == "first" or kind == "start day":
        # "her first day is monday" is the day she starts: her start date, as "she starts monday" keeps it
        kind = "start date"
    return StateClaim(subject if subject == "me" else _phrase(subject), kind, day)


def day_kind(predicate: str) -> bool:
    """Whether ``predicate`` names a one-off day this module keeps ("last day", "move in date"),
    whose value holds for good: asked, it wants no "since when"."""
    return re.fullmatch(_KIND, predicate.strip(), _I) is not None


def day_value(spec: DateSpec | None, tz: ZoneInfo) -> str | None:
    """A day kept as a fact's value, resolved ("18 December 2026", or "March 2027" for a month);
    None for no date or one of another grain (a week, a time)."""
    if spec is None or spec.precision not in (Precision.DAY, Precision.MONTH):
        return None
    local = spec.start.astimezone(tz)
    return f"{local:%B %Y}" if spec.precision is Precision.MONTH else f"{local.day} {local:%B %Y}"

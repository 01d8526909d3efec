"""A day of the month said bare to open a line, then a clause of its own: "the 31st the insurance
on the van runs out, renew it", "the 12th my sister flies in, book the taxi".

The time reader takes a bare "the 31st" as a date only after "on" or "by" ("the 3rd floor", "the
5th time" are no days), and two determiners in a row ("the 31st the insurance") can only be a day
and then the subject of what happens on it. Said as "on the 31st the insurance …", the readers of
a dated circumstance read it. Only right after the ordinal: "the" or a possessive ("my", "our",
"his", "her", "their"). Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["ordinal_led"]

_LED = re.compile(r"^(?P<d>the\s+\d{1,2}(?:st|nd|rd|th))\s+(?=(?:the|my|our|his|her|their)\s+\w)", _I)


def ordinal_led(text: str) -> str:
    """``text`` with "on" before a bare day of the month that opens it ahead of a subject, else as is."""
    m = _LED.match(text.lstrip())
    return text if m is None else f"on {text.lstrip()}"

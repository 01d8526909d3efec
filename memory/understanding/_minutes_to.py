""" "at 10 to 5": ten to five, or from ten till five? Said after "at", two numbers joined by "to"
whose first may be minutes or an hour (5 or 10) read either way, and recap asks.

Words are one clock time ("at ten to five" is 16:50) and "from 10 to 5" a window; "at 10 to 5
friday" used to be read as a window starting at 10:00 on Friday, a time the user may never have
meant. A first number that is rarely minutes ("at 2 to 3") or cannot be an hour ("at 20 to 6":
17:40) is read as before.
"""

from __future__ import annotations

import re

__all__ = ["minutes_or_window"]

_MINUTES_TO = re.compile(r"^(?:5|05|10)\s+(?:to|till|til)\s+(?:[1-9]|1[0-2])(?!\s*[:.]?\d|\s*(?:am|pm))\b", re.I)


def minutes_or_window(before: str | None, phrase: str) -> bool:
    """Whether ``phrase``, said after the word ``before``, may be minutes to an hour or a window."""
    return (before or "").lower() in ("at", "@") and _MINUTES_TO.match(phrase.strip()) is not None

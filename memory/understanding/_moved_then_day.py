"""A move said by its verb, then its new day after a comma: "Ludovic pushed the spectrometer delivery back, in
2 wks now", "they moved the inspection back, friday now", "pushed the dentist back - the 14th" read as "… back to
in 2 wks", "… back to friday".

Cut at the comma, the first half names a move with no day (nothing to read), and the day alone with "now" was
kept as a to-do named "now" beside a move of whatever was talked about last. Only a verb of moving with "back",
"off", "out" or "forward" after what it moves, then a day and nothing else (a "now" may follow it).
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

__all__ = ["moved_then_day"]

_MOVED_THEN_DAY = re.compile(
    r"^(?P<a>.*?\b(?:pushed|moved|put|bumped|shifted|pulled|brought)\s+\S.*?\s+(?:back|off|out|forward))"
    r"\s*[,;:\-–—]+\s*(?:(?:it['’]?s|it\s+is|that['’]s|so)\s+)?(?:(?:to|till|until|til)\s+)?"
    r"(?P<d>[^,;:]+?)(?:\s+now)?[\s.!]*$",
    re.IGNORECASE,
)


def moved_then_day(text: str) -> str:
    """``text`` with a move's new day said after a comma put after "to" (see the module); else as it is."""
    m = _MOVED_THEN_DAY.match(text.strip())
    if m is None or not has_date_words(m["d"]):
        return text
    return f"{m['a']} to {m['d']}"

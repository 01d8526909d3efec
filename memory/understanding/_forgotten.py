"""A to-do the user forgot and will do later: "forgot to call the dentist, do it tmrw",
"forgot to renew the parking permit!! tmrw first thing", "totally forgot about the school form,
will do tonight", "ugh forgot to book the car in, doing it monday".

What was forgotten is the to-do and the date after it is when: "call the dentist tmrw". A
forgetting with no "do it" or date after it ("forgot to call mum ugh") stays as it is: a
regret, not yet a plan; so does one followed by more than a date ("forgot to mention, the vet
moved to 3pm": what was forgotten is said after). Hand-written: one shape, a regex.
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

__all__ = ["forgotten_then_done"]

_FORGOT = re.compile(
    r"^(?:ugh+\s*,?\s+|argh+\s*,?\s+|oops\s*,?\s+|damn\s*,?\s+|omg\s*,?\s+)?(?:yesterday\s+)?(?:i\s+)?"
    # "yesterday I forget to …": a second language's present for the past
    r"(?:totally\s+|completely\s+|clean\s+|just\s+)?(?:forgot|forgotten|forgets|forget)\s+"
    r"(?:(?P<to>to\s+)(?!(?:mention|say|tell|ask|add|note)\b)|about\s+)(?P<what>(?P<verb>[\w'-]+).*?)"
    r"\s*(?:[,;.!]+|\s+[-–—]+|\s+so)\s*"
    r"(?:(?:i'?ll|will|gonna|going\s+to|i\s+will|i\s+must|must|(?:i\s+)?(?:need|have)\s+to|gotta|should)\s+)?"
    # "…, must send today", "…, need to call it in tmrw": the same verb again, the to-do said once more
    r"(?:(?:do|doing|sort|sorting|get\s+to)\s+(?:it|that|them)|do\s+it|do|(?P=verb)(?:\s+(?:it|that|them))?)?"
    r"\s*(?P<when>\S.*)?$",
    re.IGNORECASE,
)


def forgotten_then_done(text: str) -> str:
    """``text`` said as the to-do it forgot, due when it says ("call the dentist tmrw"), or ``text``."""
    m = _FORGOT.match(text.strip())
    # the words after are when, and nothing else: "tmrw first thing", not "the vet moved to 3pm"
    if m is None or not m["when"] or len(m["when"].split()) > 4 or not has_date_words(m["when"]):
        return text
    what = m["what"] if m["to"] else f"sort out {m['what']}"  # "forgot about the school form": see to it
    return f"{what} {m['when']}"

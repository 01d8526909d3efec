"""A deadline someone gives, said as the date they named for a thing: "accountant says jul 25 for
the tax docs", "Ana said friday for the deck", "the client reckons the 20th for the draft".

Read as said, "says <date>" is a report and the thing after "for" no to-do's object, so the words
were asked about. What it says is "<who> wants <thing> by <date>": their deadline, which moves the
to-do of that thing (or is one), as :mod:`._their_deadline` reads. Only a short date said whole
before "for" and a thing named with its article, by someone other than the user ("I said friday
for the deck" is the user's own word, read elsewhere). Hand-written: one shape, a closed verb set.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["date_said_for"]

_SAID_FOR = re.compile(
    r"^(?P<who>(?:the\s+|my\s+|our\s+)?(?!(?:i|we|you|it|that|this|there)\b)[^\W\d][\w'’-]*(?:\s+[^\W\d][\w'’-]*)?)"
    # (a span given, "needs till mon for the budget", is their deadline read as a move already)
    r"\s+(?:says|said|reckons)\s+(?!(?:till|until|til|by|to)\b)(?P<d>[^,;]{2,24}?)\s+for\s+"
    r"(?P<t>(?:the|my|our|his|her|their)\s+[^,;]{2,40}?)[\s.!]*$",
    _I,
)
_MOST_DATE_WORDS = 4


def date_said_for(text: str) -> str:
    """``text`` with a deadline given as "<who> says <date> for <thing>" said as "<who> wants
    <thing> by <date>"; else ``text`` as it is."""
    m = _SAID_FOR.match(text.strip())
    if m is None or len(m["d"].split()) > _MOST_DATE_WORDS or not has_date_words(m["d"]):
        return text
    return f"{m['who']} wants {m['t']} by {m['d']}"

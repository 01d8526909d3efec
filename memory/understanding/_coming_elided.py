"""Whom the user reached, then their visit with its subject left out: "called the fridge guy,
coming thurs arvo", "rang the electrician - comes tues 9am", "booked the plumber, here friday".

The visit's clause has no subject, so it read as nothing and only the call was kept (reported as
"Nothing open matched …"), the visit lost. Its subject is the one just reached, said again as
"they're" for the readers of a visit ("called the plumber, he's coming thurs" was always read).
Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["coming_said_of_them"]

_REACHED_THEN_COMING = re.compile(
    r"^(?P<a>(?:i\s+)?(?:just\s+)?(?:called|rang|phoned|texted|messaged|emailed|booked|contacted|got\s+hold\s+of|spoke\s+to)"
    r"\s+(?:the\s+|a\s+|my\s+|our\s+)?(?!(?:him|her|them|me|us|it)\b)[\w'&.-]+(?:\s+[\w'&.-]+){0,3}?)"
    r"\s*(?:,|;|\s[-–—]+)\s*(?:and\s+|so\s+)?(?P<b>(?:coming|comes|arriving|arrives|popping\s+round|coming\s+round"
    r"|coming\s+over|coming\s+out)\b.*)$",
    _I,
)


def coming_said_of_them(text: str) -> str:
    """``text`` with "they're" put before a visit said with no subject after reaching someone, else as is."""
    m = _REACHED_THEN_COMING.match(text.strip())
    if m is None:
        return text
    verb, _, rest = m["b"].partition(" ")
    visit = m["b"] if verb.lower().endswith("ing") or not rest else f"coming {rest}"  # "comes tues": "coming tues"
    return f"{m['a']}, they're {visit}"

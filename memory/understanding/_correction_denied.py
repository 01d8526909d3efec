"""A date put right by denying the wrong one first: "Georgia didn't start in feb, it was
march", "Tom didn't join on the 3rd, it was the 10th", "the launch wasn't on tuesday, it was
wednesday".

The same correction as "Georgia started in march, not feb", said the other way round: the
wrong date with "didn't"/"wasn't", then the right one. Both dates are in the past (what was
denied had happened), so "feb" said in December is last February, the one a fact holds.

Hand-written: one shape, a denied verb of starting, joining, moving or happening, the dates
read by :mod:`memory.understanding._corrections`.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_DENIED = gated(re.compile(
    r"^(?P<x>[^\W\d][\w'’ -]*?)\s+(?:didn'?t|did\s+not|wasn'?t|was\s+not|weren'?t)\s+"
    r"(?:(?:start|begin|join|move|leave|arrive|happen|finish|get\s+promoted|take\s+over)\s+)?"
    r"(?P<old>(?:in|on|at|from|by)\s+[^,;:–—]+?)\s*[,;:–—]+\s*(?:it\s+was|it's|its|that\s+was|was)\s+(?:actually\s+)?"
    r"(?P<new>[^,;]+?)(?:\s*,?\s*actually)?[.!\s]*$",
    _I,
))


def denied_date(s: str) -> tuple[str, str, str] | None:
    """Whose date ``s`` puts right, the right date and the wrong one as written, when it denies
    a wrong date and gives the right one; None otherwise."""
    m = _DENIED.match(s.strip())
    if m is None or m["x"].strip().casefold() in {"i", "we", "you", "it", "that", "this"}:
        return None
    return _ARTICLE.sub("", m["x"].strip()), m["new"].strip(), _LEAD.sub("", m["old"].strip())


_ARTICLE = re.compile(r"^(?:the|our|my)\s+", _I)
_LEAD = re.compile(r"^(?:in|on|at|from|by)\s+", _I)

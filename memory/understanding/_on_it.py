"""A trouble, then who is on it: "sso broken again, Ming's on it, says fixed by eod", "the printer's
jammed, Ming's on it", "wifi's down, Tomas is on it, should be fixed by 3".

"<someone>'s on it" after a trouble says they are fixing it: their to-do to fix the thing, due when
the words after say it will be fixed ("says fixed by eod", "should be fixed by 3"), else undated.
Read clause by clause, "Ming's on it" was asked about and "says fixed by eod" read as an issue
"says" resolved, or "should be fixed by 3" as the user's to-do "fix Tomas".
Written by hand: one shape (a trouble, a capitalised name "on it", an optional when), tried on the
whole sentence; the trouble must read as one issue opened and nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, NewCommitment, OpenEpisode
from memory.understanding.timex import find_spans

__all__ = ["on_it"]

_ON_IT = re.compile(
    r"^(?P<trouble>[^,;]+?)\s*(?:[,;]|\s[-–—]|\s+and)\s*(?P<who>(?-i:[A-ZÀ-Ý])[\w\-]+)(?:'s|’s|\s+is)\s+"
    r"(?:on\s+it|looking\s+into\s+it|on\s+the\s+case|sorting\s+it(?:\s+out)?|fixing\s+it)"
    r"(?:\s*(?:[,;]|\s[-–—]|\s+and)\s*(?:(?:he|she|they)\s+)?(?:says|said|reckons|thinks)?\s*"
    r"(?:it(?:'ll|\s+will|\s+should)\s+be\s+|(?:should|will)\s+be\s+|it'?s\s+)?(?:fixed|sorted|back(?:\s+up)?|done)"
    r"\s+(?P<d>[^,;]+?))?[\s.!]*$",
    _I,
)

Reader = Callable[[str], list[Intent]]


def on_it(text: str, ctx: _Ctx, read: Reader) -> list[Intent] | None:
    """The trouble and its fixer's to-do (see the module doc), or None."""
    m = _ON_IT.match(text.strip())
    if m is None or m["who"].lower() in ("it", "that", "this", "there", "he", "she", "they"):
        return None
    trouble = read(m["trouble"])
    if len(trouble) != 1 or not isinstance(trouble[0], OpenEpisode) or trouble[0].topic.lower() == "it":
        return None
    due = None
    if m["d"]:
        when = m["d"].strip() if re.match(r"^by\s", m["d"].strip(), _I) else f"by {m['d'].strip()}"
        spans = [span.spec for span in find_spans(when, now=ctx.now, tz=ctx.tz) if span.spec is not None]
        if len(spans) != 1:
            return None  # "…, says fixed by whenever": a when it cannot read, left to the other readers
        due = spans[0]
    fix = NewCommitment(f"fix {trouble[0].topic}", m["who"], None, due)
    return [OpenEpisode(trouble[0].topic, ""), fix]

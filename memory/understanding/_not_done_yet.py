"""A user saying that what recap just marked done is not done: "wait no i haven't sent them
yet, only drafted", "actually i didn't send it yet", "not done yet actually", "it's not paid
yet".

Read only right after recap reported a to-do done (the caller checks that): then it takes the
completion back, as "undo" would, instead of keeping a done to-do the user says is still open
("a wrong memory is worse than a missing one"). :func:`not_done_yet` gives what the user says
is not done (its words, "" when named by a pronoun or not at all), the verb they denied, and
whether the words are plainly about doing ("yet", "only drafted", "not done"): "i didn't like
it" denies no job, so without those it counts only when its verb is the to-do's own.

Hand-written: one closed shape (a negated past or "not done/sent … yet"), cheap to test.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["NotDone", "not_done_yet"]

_I = re.IGNORECASE
_LEAD = r"(?:(?:wait|no|nope|nah|actually|oops|sorry|hang\s+on|hold\s+on|hm+|erm+|um+|ah|oh|ugh|lol)[\s,!.:;—–-]*)*"
_PRONOUN = re.compile(r"(?:it|them|that|this|those|these|that\s+one|this\s+one)?", _I)
_TAIL = r"(?P<tail>\s*(?:[,;.!—–-]|\bonly\b|\bjust\b|\bstill\b).*)?"
_NEGATED_PAST = re.compile(
    r"^" + _LEAD + r"(?:i|we)\s+(?:haven'?t|have\s+not|havent|didn'?t|did\s+not|didnt)\s+(?:actually\s+|really\s+)?"
    r"(?P<verb>\w+)(?P<what>(?:\s+(?!yet\b)[\w'&-]+){0,6}?)(?:\s+(?:off|out|over|back|in))?(?P<yet>\s+yet)?"
    + _TAIL + r"$",
    _I,
)
_NOT_DONE = re.compile(
    r"^" + _LEAD + r"(?:(?P<what>(?:[\w'&-]+\s+){0,5}?[\w&-]+)(?:'s|’s|\s+is|\s+are|'re)\s+|its\s+|thats\s+)?"
    r"(?:still\s+)?not\s+(?P<verb>done|sent|finished|paid|booked|submitted|filed|posted|fixed|sorted|signed)"
    r"(?:\s+yet)?(?:\s+actually)?(?:\s*[,;.!—–-].*)?$",
    _I,
)

# "no I didn't", "oops no i didnt, the site was down", "nope, not yet": the job just reported, denied
# with its verb left out
_DENIED_BARE = re.compile(
    r"^" + _LEAD + r"(?:(?:i|we)\s+(?:haven'?t|have\s+not|havent|didn'?t|did\s+not|didnt)(?:\s+yet)?"
    r"|(?:still\s+)?not\s+yet)(?:\s+actually)?(?:\s*[,;.!—–-].*)?$",
    _I,
)


@dataclass(frozen=True)
class NotDone:
    """What a message says is not done: ``what`` ("" for a pronoun or nothing), the ``verb``
    denied, and whether the words are plainly about a job not done (``firm``)."""

    what: str
    verb: str
    firm: bool


def not_done_yet(text: str) -> NotDone | None:
    """What ``text`` says is not done yet, or None when it says no such thing."""
    s = text.strip()
    m = _NEGATED_PAST.match(s)
    if m is not None:
        firm = bool(m["yet"] or (m["tail"] and re.search(r"\b(?:only|just|still)\b", m["tail"], _I)))
    else:
        m = _NOT_DONE.match(s)
        firm = True
    if m is None:
        return NotDone("", "", firm=True) if _DENIED_BARE.match(s) else None
    what = (m["what"] or "").strip()
    return NotDone("" if _PRONOUN.fullmatch(what) else what, m["verb"].lower(), firm)

"""A thing that goes on sale (or opens, drops, launches) at a time, then what to do about it:
"tix for the gig go on sale fri 10am, need to grab 2", "glasto tickets go on sale sunday at 9,
need to get 4", "the ps5 restock drops thurs 8am, gotta buy one".

Read clause by clause, the sale is kept as a to-do of its own ("tix for the gig go on sale", due
Friday 10:00) and the to-do after it loses both its date and its object ("grab 2" even reads as a
clock time recap cannot place). Said together, the to-do is the one thing to keep: due when the
sale opens, its count or pronoun completed by the thing on sale ("grab 2 tix for the gig").

Only when the head is the thing, a verb of going on sale, and one readable time still ahead; and
the tail is the user's own obligation or intent with a verb and, at most, a count, a pronoun or an
object of its own, and no date. Hand-written: the verbs of a sale opening are a short closed list.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

__all__ = ["sale_then_todo"]

_OPENS = (
    r"(?:go(?:es)?\s+on\s+(?:sale|general\s+sale|presale|pre-sale)|(?:is|are)\s+on\s+sale|go(?:es)?\s+live"
    r"|drops?|(?:is|are)\s+released|releases?|launch(?:es)?|come\s+out|comes\s+out|open(?:s)?\s+(?:for\s+booking|up))"
)
_SALE_THEN = gated(re.compile(
    r"^(?P<thing>[^,;:]{2,60}?)\s+" + _OPENS + r"\s+(?P<when>[^,;]+?)\s*(?:[,;]|\s[-–—]+\s)\s*(?:(?:so|and)\s+)?"
    r"(?:i\s+)?(?:really\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should|want\s+to|wanna|will|'ll|i'll|gonna)\s+"
    r"(?P<verb>buy|get|grab|book|order|snag|nab|pick\s+up|reserve|try\s+for|bag)"
    r"(?:\s+(?P<object>.+?))?[\s.!]*$",
    _I,
))
# an object that only counts or points at the thing on sale: "2", "a couple", "them", "one"
_COUNTED = re.compile(
    r"^(?P<n>\d{1,3}|one|two|three|four|five|six|a\s+couple|a\s+few|a\s+pair|a\s+couple\s+of\s+them|some|them|it)$", _I
)


def sale_then_todo(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do said after a thing's sale opens, due when it opens; None when ``text`` is no such line."""
    m = _SALE_THEN.match(text.strip())
    if m is None:
        return None
    spans = find_spans(m["when"], now=ctx.now, tz=ctx.tz, prefer="future")
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.end <= ctx.now:
        return None
    if m["when"][: spans[0].start].strip() or m["when"][spans[0].end :].strip():
        return None  # "… go on sale fri 10am online only": more than the time
    thing = m["thing"].strip()
    obj = (m["object"] or "").strip()
    if obj and find_spans(obj, now=ctx.now, tz=ctx.tz) and not _COUNTED.match(obj):
        return None  # the to-do's own date: left to the clauses
    counted = _COUNTED.match(obj) if obj else None
    if not obj or counted:
        n = counted["n"].lower() if counted else ""
        thing = re.sub(r"^the\s+", "", thing, flags=_I)
        obj = f"the {thing}" if n in ("", "them", "it") else f"{n} {thing}"
    return [NewCommitment(action=f"{m['verb'].lower()} {obj}", owner="me", counterparty=None, due=spans[0].spec)]

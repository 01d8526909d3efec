"""A dated occasion, then what to do for it: "boxing day sale - buy the new 85mm lens",
"remembrance day ceremony – lay the wreath", "flour delivery thursday 6am - be there to sign".

People head a diary line with the occasion and its day, and put the to-do after a dash or a
colon. Read clause by clause, the head is an occasion of its own ("ceremony", due that day)
and the to-do loses its date: the wrong thing kept, the right one undated. Read as one line,
the to-do is what to keep, due when the occasion is.

The head must be only a few words besides its time (an occasion, not a sentence: "we're closed
on the 14th - tell the staff" is a statement and its own clause), its time one readable span
still ahead, and the part after the cut must start like a to-do ("weekend plans: absolutely
nothing" is none) and read as the user's own, with no date of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans, has_date_words

# a dash set off by spaces, or a colon: where a diary line's head ends (a comma cuts clauses)
_CUT = re.compile(r"\s+[-–—]+\s+|\s*:\s+")
OCCASION_WORDS = 4  # "boxing day sale", "flour delivery thursday 6am": a few words besides the time
# words that make the head a statement of its own, not an occasion's name
_STATEMENT_WORDS = re.compile(
    r"^(?:i|i'm|im|we|we're|he|she|they|it|it's|its|is|are|was|were|be|will|won't|can't|cant|not|no|got|had|has|have"
    r"|did|didn't|been|my|our|your|their|his|her)$",
    _I,
)
_OCCASION_CONNECTORS = {None, "on", "at", "@", "for"}
_OBLIGED = re.compile(r"^(?:i\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should)\s+\S", _I)


def occasion_then_todo(text: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The to-dos after a dated occasion's name, due when it is; None when ``text`` is no such line."""
    m = _CUT.search(text)
    if m is None:
        return None
    head, tail = text[: m.start()].strip(), text[m.end() :].strip()
    if not head or not tail or not has_date_words(head):
        return None
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].connector not in _OCCASION_CONNECTORS:
        return None
    span = spans[0]
    due = span.spec
    if due is None or due.end <= ctx.now:
        return None
    words = f"{head[: span.start]} {head[span.end :]}".split()
    if len(words) > OCCASION_WORDS or any(_STATEMENT_WORDS.match(word) for word in words):
        return None
    if has_date_words(tail) and find_spans(tail, now=ctx.now, tz=ctx.tz):
        return None  # "xmas party: buy the gift by the 20th": the to-do's own date
    if not (_imperative_shape(tail) or _OBLIGED.match(tail)):
        return None  # "weekend plans: absolutely nothing": no to-do after the cut
    # the to-do read as said under its day ("remembrance day: lay the wreath"), as a diary line is
    found = statement(f"{head[span.start : span.end]}: {tail}")
    if not found or not all(isinstance(intent, NewCommitment) and intent.owner == "me" for intent in found):
        return None
    # the reading under its day has the due, read with the cut (a "next wk:" heading is the week's
    # last day, not a whole week in doubt); the head's own span only fills a due it left out
    return [replace(intent, due=intent.due or due) for intent in found if isinstance(intent, NewCommitment)]

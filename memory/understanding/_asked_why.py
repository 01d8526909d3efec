"""A to-do that asks why of the clause before it: "AWS bill is way over, need to check why",
"card got declined again - find out why", "the pump keeps tripping, look into why".

Read alone, the second clause keeps the to-do "check why", which says nothing once the
message is gone. The "why" is of what was just told, so the to-do carries it: "check why AWS
bill is way over". Only a told state or event is taken ("… is way over", "… got declined",
"… keeps tripping"); a to-do before the comma ("call mum, ask why") is no thing to ask why of,
and the to-do is left as read. Hand-written: one shape of chat English.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

__all__ = ["why_of_before"]

# a to-do's action that ends on its question word: "check why", "find out how come"
_BARE_WHY = re.compile(r"^(?P<v>.+?)\s+(?P<w>why|how\s+come)$", _I)
# the message: what was told, a break, then the to-do asking why
_TOLD_THEN_WHY = re.compile(
    r"^(?P<told>[^,;?]+?)\s*(?:,|;|\s+[-–—]+\s+|\.\s+|\s+so\s+|\s+and\s+)\s*(?:so\s+|and\s+)?"
    r"(?P<todo>[^,;?]*?\b(?:why|how\s+come)\b[^,;?]*)$",
    _I,
)
# a told state or event: "is way over", "got declined", "keeps tripping", "won't start"
_TOLD = re.compile(
    r"\b(?:is|are|was|were|isn't|isnt|aren't|wasn't|keeps|kept|won't|wont|doesn't|doesnt|didn't|didnt|can't|cant"
    r"|has|have|had|went|got|gone|came|stopped|[a-z]{2,}ed)\b|['’]s\s",
    _I,
)
_MOST_WORDS = 10
_OPENER = re.compile(r"^(?:so|and|but|ugh|hmm|ok|okay|right)\s+", _I)


def why_of_before(found: list[tuple[Intent, str]], text: str, ctx: _Ctx) -> list[tuple[Intent, str]]:
    """``found`` with a to-do that only asks "why" carrying what was told before it (see the
    module doc), without the told clause's own day ("… doubled this month": when, no due of the
    to-do); as it was when the message has no such shape."""
    m = _TOLD_THEN_WHY.match(text.strip())
    if m is None:
        return found
    told = _OPENER.sub("", m["told"].strip())
    if not _TOLD.search(told) or len(told.split()) > _MOST_WORDS or re.search(r"\b(?:why|how)\b", told, _I):
        return found
    for span in reversed(find_spans(told, now=ctx.now, tz=ctx.tz)):
        told = f"{told[: span.start].rstrip()} {told[span.end :].lstrip()}".strip()
    out = []
    for intent, clause in found:
        asked = _BARE_WHY.match(intent.action.strip()) if isinstance(intent, NewCommitment) else None
        if asked is not None:
            intent = replace(intent, action=f"{intent.action.strip()} {told}")
        out.append((intent, clause))
    return out

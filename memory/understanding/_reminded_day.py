"""An occasion's day the user asks to be reminded of: "remind me the church bake sale is
saturday", "don't let me forget that the school concert is on the 14th at 6", "remind me
Tyler's recital is fri".

The to-do is the occasion itself, due on its day: the request names no verb, so the forms that
read "remind me to …" find nothing, and "the bake sale is saturday" said alone stays news
(no one asked to keep it). Only a thing (one to six words, no pronoun) and one date that is
the whole rest are read; anything else is left to the other forms.

Hand-written: one fixed shape around the time reader's spans.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

__all__ = ["reminded_day"]

_REMINDED = gated(re.compile(
    r"^(?:(?:pls|please|y'?all|hey)\s*,?\s+)*(?:remind\s+me|don'?t\s+let\s+me\s+forget"
    r"|make\s+sure\s+i\s+remember)\s+(?:that\s+)?(?P<thing>.+?)\s+(?:is|are|'s|'re)\s+(?:on\s+)?(?P<d>\S.*)$",
    _I,
))
_ARTICLE = re.compile(r"^(?:the|our|my|a|an)\s+", _I)
_NOT_THING = re.compile(r"^(?:it|that|this|there|he|she|they|we|i|you|everything|nothing)$", _I)
_MAX_WORDS = 6


def reminded_day(clause: str, ctx: _Ctx) -> list[Intent] | None:
    """ "remind me the church bake sale is saturday": the occasion, due that day; else None."""
    m = _REMINDED.match(clause.strip())
    if m is None:
        return None
    thing = _phrase(_ARTICLE.sub("", m["thing"].strip()))
    if not thing or len(thing.split()) > _MAX_WORDS or _NOT_THING.match(thing):
        return None
    said = m["d"].strip(" .!")
    spans = [s for s in find_spans(said, now=ctx.now, tz=ctx.tz, prefer="future") if s.spec is not None]
    if len(spans) != 1 or spans[0].start != 0 or spans[0].end != len(said) or spans[0].spec.end <= ctx.now:
        return None  # "remind me the bins are out": no day; "… is saturday and sunday": more than one
    return [NewCommitment(thing, "me", None, spans[0].spec)]

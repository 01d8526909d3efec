"""A thing said to be on its way from someone by a day: "the plan's coming from Lukas thurs",
"the contract should be coming from Dana by fri", "expecting the quote from Sam tmrw". It is
their promise: to send the thing, due then (as "Lukas promised the plan by eow" reads).

Written by hand: one closed shape, a named person (capitalised: "coming from the warehouse" is
a place, no one's promise) and a day that must read, else nothing is kept.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import Intent, NewCommitment

_THING = r"(?:the\s+|my\s+|our\s+)?(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,3}?)"
_WHO = r"(?P<who>(?-i:[A-Z])[\w'-]+)"
_COMING = re.compile(
    rf"^{_THING}(?:'s|\s+is|\s+should\s+be|\s+will\s+be|'ll\s+be)\s+(?:coming|arriving|on\s+its\s+way)\s+"
    rf"(?:in\s+)?from\s+{_WHO}\s+(?P<d>\S.*)$",
    _I,
)
_EXPECTED = re.compile(rf"^(?:i'm\s+|im\s+|i\s+am\s+|we're\s+)?expecting\s+{_THING}\s+from\s+{_WHO}\s+(?P<d>\S.*)$", _I)


def coming_from(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Their promise to send the thing coming from them by a day, or None."""
    m = _COMING.match(s.strip()) or _EXPECTED.match(s.strip())
    if m is None:
        return None
    due = ctx.date(re.sub(r"^(?:by|on|before)\s+", "", m["d"], flags=_I))
    if due is None:
        return None
    return [NewCommitment(f"send the {_phrase(m['thing'])}", m["who"], None, due)]

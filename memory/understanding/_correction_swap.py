"""A preference said the wrong way round: "other way round actually, email over calls".

It corrects the preference the conversation touched last (which one is :mod:`memory.derive`'s
choice, and what it then holds is :mod:`memory.value_targets`'): the pair as said ("email over
calls"), or :data:`OTHER_WAY` when nothing follows, the stored pair turned round. It is never a
to-do ("email over calls" reads like one).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _value
from memory.understanding.intents import CorrectValue, Intent

OTHER_WAY = "the other way round"  # the value of a bare "other way round": the stored pair turned

_SWAP = re.compile(
    r"^(?:(?:no|nope|sorry|oops|actually|wait|oh|hm+|erm+|right|ok(?:ay)?)\s*[,.!:;\-–—]*\s*)*"
    r"(?:(?:it's|it\s+is|its)\s+)?(?:the\s+)?other\s+way\s+(?:a)?round(?:\s+actually)?\s*[,.!:;\-–—]*\s*"
    r"(?:actually\s*,?\s*)?(?:(?:i\s+)?(?:mean|meant)\s+)?(?P<rest>.*)$",
    _I,
)
_OVER = re.compile(r"^(?P<x>.+?)\s+(?:over|rather\s+than|instead\s+of|not|before|to|>)\s+(?P<y>.+)$", _I)


def swapped(text: str) -> list[Intent] | None:
    """The preference put the right way round, or None when ``text`` says no such thing."""
    m = _SWAP.match(text.strip())
    if m is None:
        return None
    rest = m["rest"].strip(" .!")
    if not rest:
        return [CorrectValue("", "preference", OTHER_WAY)]
    pair = _OVER.match(rest)
    if pair is None:
        return [CorrectValue("", "preference", _value(rest))]
    return [CorrectValue("", "preference", f"{_value(pair['x'])} over {_value(pair['y'])}")]

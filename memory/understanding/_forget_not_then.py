"""A thing to remember, then what to do with it: "must not forget mum's bday gift, order it by
mon", "don't forget the school form, sign it by thurs", "dont forget the bins - put them out
tonight".

The "it" (or "them") after is the thing said before: one to-do, "order mum's bday gift by mon",
never "order must not forget mum" beside an offer to "remember" the gift. Hand-written: one
shape, a regex, over the negated modals of :mod:`._keep_in_mind`; "don't forget to …" is a to-do
already and is left alone.
"""

from __future__ import annotations

import re

from memory.understanding._keep_in_mind import _NOT
from memory.understanding._phrases import _I

__all__ = ["forget_not_then"]

_THEN_IT = re.compile(
    r"^(?:(?:i|we)\s+)?(?:" + _NOT + r"|mustnt|dont|never)\s+forget\s+(?:about\s+)?"
    r"(?!to\s)(?P<thing>[^,;.!\-–]+?)\s*(?:[,;.!]+|\s-+|\s–)\s*"
    r"(?:(?:need\s+to|gotta|have\s+to|must|i'?ll|will|gonna|and|so)\s+)*"
    r"(?P<verb>[a-z]+)\s+(?:it|them)\b(?P<rest>.*)$",
    _I,
)


def forget_not_then(text: str) -> str:
    """``text`` said as the one to-do it means ("need to order mum's bday gift by mon"), or ``text``."""
    m = _THEN_IT.match(text.strip())
    if m is None or len(m["thing"].split()) > 6:
        return text
    return f"need to {m['verb']} {m['thing'].strip()}{m['rest']}"

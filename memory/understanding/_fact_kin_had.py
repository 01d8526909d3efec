"""Someone's family said with "has" and the names after it: "Carlos has 2 kids, Leo and Ana",
"Mele has a daughter called Sina", "Tomás has two brothers: Rui and Zé". Kept as "Carlos's kids are
Leo and Ana" is (the kin word as said, the names as the value); a count with no names ("Carlos has
2 kids") names no one and keeps nothing. Hand-written: one shape over the family vocabulary.
"""

from __future__ import annotations

import re

from memory.understanding._fact_verbs import _who
from memory.understanding._kin import KIN_WORDS, alternation
from memory.understanding._phrases import _I, _Ctx, reading
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim

# the kin words and their plurals ("kids", "sons", "sisters"), never the short ones that name a thing
_PLURALS = frozenset(w + "s" for w in KIN_WORDS if not w.endswith(("s", "ren"))) | {"children", "grandchildren"}
_KIN = alternation(frozenset(KIN_WORDS | _PLURALS) - {"ma", "pa", "bf", "gf", "mas", "pas", "bfs", "gfs"})
_COUNT = r"(?:a|an|one|two|three|four|five|six|\d)"
_NAME = r"(?-i:[A-ZÀ-Ý][\w'-]+)"
_HAS_KIN = gated(re.compile(
    r"^(?P<p>[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?)\s+(?:has|has\s+got|'s\s+got|got)\s+" + _COUNT + r"\s+(?:little\s+|"
    r"grown-?up\s+|young\s+|older\s+|younger\s+|big\s+|baby\s+)?(?P<kin>" + _KIN + r")\s*(?:,|:|-|–|—|\s+called"
    r"|\s+named)\s*(?P<names>" + _NAME + r"(?:\s*(?:,|and|&)\s*" + _NAME + r")*)$",
    _I,
))


@reading
def kin_had(s: str, ctx: _Ctx) -> StateClaim | None:
    """Whose family ``s`` names ("Carlos has 2 kids, Leo and Ana": Carlos's kids), or None."""
    m = _HAS_KIN.match(s.strip())
    if m is None or (who := _who(m["p"], ctx)) is None:
        return None
    return StateClaim(who, m["kin"].lower(), re.sub(r"\s*&\s*", " and ", m["names"]))

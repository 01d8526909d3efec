"""A place of work moved by its people: "we moved the office to Shoreditch", "we've relocated
our warehouse to Enfield". Said with "we" (or "I", "they") as the mover, it is the same fact as
"the office moved to Shoreditch": where the place is now. Only a place one works from moves so
(a meeting moved "to friday" is a date, "the sofa to the garage" no fact anyone keeps).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx

_WORKPLACE = (
    r"(?:office|offices|hq|headquarters|head\s+office|warehouse|depot|shop|store|studio|clinic|surgery|practice"
    r"|factory|plant|lab|workshop|restaurant|cafe|café|bakery|salon|gym|base|yard|showroom)"
)
_WE_MOVED = re.compile(
    r"^(?:we|i|they)(?:'ve|\s+have|\s+just|\s+finally)*\s+(?:moved|relocated|shifted)\s+"
    r"(?P<x>(?:the|our|my|their)\s+(?:[\w\-]+\s+)?" + _WORKPLACE + r")\s+(?:over\s+)?to\s+(?P<v>.+)$",
    _I,
)


def we_moved(clause: str, ctx: _Ctx) -> str | None:
    """ "the office moved to Shoreditch" for "we moved the office to Shoreditch"; None when the
    clause is no such move, or its "to" names a date ("we moved the office to monday")."""
    m = _WE_MOVED.match(clause.strip())
    if m is None or ctx.date(m["v"].strip(" .!"), "future") is not None:
        return None
    thing = re.sub(r"^(?:our|my|their)\s+", "the ", m["x"], flags=_I)
    return f"{thing} moved to {m['v']}"

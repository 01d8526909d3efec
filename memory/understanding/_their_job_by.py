"""Someone "handling" a thing by a deadline: "Carlos is handling the demo env setup by wed",
"Ama's sorting the catering before friday".

Said without a date, "X is handling Y" tells who owns Y (a fact the fact forms keep); with "by"
or "before" a day it is a job X will have done then — their to-do, due that day — and the
fact forms, tried first, took it for ownership. Hand-written: one shape, a few verbs.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

_JOB_BY = re.compile(
    r"^(?P<p>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)\s*(?:is|'s)\s+(?:handling|doing|sorting(?:\s+out)?|taking\s+care\s+of"
    r"|looking\s+after|organi[sz]ing|setting\s+up|putting\s+together)\s+(?P<thing>.+?)\s+(?P<by>(?:by|before)\s+.+)$"
)

Reader = Callable[[str, _Ctx], list[Intent] | None]


def job_by(clause: str, ctx: _Ctx, others: Reader) -> list[Intent]:
    """Their to-do, due by the day said, when ``clause`` is this shape (read by ``others``)."""
    m = _JOB_BY.match(clause.strip())
    if m is None or ctx.lowercase:
        return []
    spans = [sp for sp in find_spans(m["by"], now=ctx.now, tz=ctx.tz) if sp.spec is not None]
    if len(spans) != 1 or spans[0].start != 0 or len(m["by"].strip()) - spans[0].end > 2:  # only a date after "by"
        return []
    found = others(clause, ctx) or []
    ok = found and all(isinstance(i, NewCommitment) and i.owner == m["p"] and i.due is not None for i in found)
    return list(found) if ok else []

"""A role said with the town it is held in is two facts: "Amara is branch manager in Genoa".

The role reading takes everything after "is" as the role ("branch manager in Genoa"), but the
town is where the person is, a fact of its own that recap answers "where is Amara?" from and
that changes apart from the role (she may move branch and stay manager). A role ending in "in"
and a capitalised place name is split into the role and the person's location. A role "at" an
organisation keeps it ("buyer at Hy-Vee": the corpora keep the employer in the role), and so
does one whose place is an acronym ("head of sales in EMEA": a region of the business, not
where they live) or a thing named with "the" ("manager in the Palermo shop").
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding.intents import Intent, StateClaim

_IN_PLACE = re.compile(
    r"^(?P<role>(?!.*\bat\b).+?)\s+in\s+(?P<place>(?-i:[A-ZÀ-Ý][a-zà-ÿ'’\-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’\-]+){0,2}))$"
)


def role_and_place(intents: list[Intent]) -> list[Intent]:
    """``intents`` with each role held "in <Place>" split into the role and a location."""
    out: list[Intent] = []
    for intent in intents:
        m = _IN_PLACE.match(intent.value) if isinstance(intent, StateClaim) and intent.predicate == "role" else None
        if m is None or not isinstance(intent, StateClaim):
            out.append(intent)
            continue
        out.append(replace(intent, value=m["role"]))
        out.append(replace(intent, predicate="location", value=m["place"], old_value=None))
    return out

"""Who someone is, said in brackets after their name: "Mercedes (my accountant) needs the
receipts by the 11th", "ring Tomás (our landlord) about the boiler", "Dr Fong (Leo's GP) …".

The brackets hold a fact of its own, and the words around them say something else; read as
typed, the bracket breaks the name off from its verb and neither is read. Written by hand:
only a bracket right after a capitalised name, holding "my"/"our"/"the" or a possessive and a
few words (a role), is taken out; it is said first, as "Mercedes is my accountant.", and the
sentence is read without it. Brackets that hold anything else ("(€2,400)", "(finally)",
"(see below)") are left as they are.
"""

from __future__ import annotations

import re

_NAME = r"(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-ZÀ-ÖØ-Þ][\w\-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+)?"
_ROLE = r"(?:my|our|the|(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+'s)\s+[a-z][\w\- ]{1,30}?"  # "my accountant", "Leo's GP"
_ASIDE = re.compile(r"(?P<n>(?<![\w'])(?-i:" + _NAME + r"))\s*\(\s*(?P<r>" + _ROLE + r")\s*\)", re.IGNORECASE)
_NOT_A_ROLE = re.compile(r"\b(?:is|was|are|will|said|says|asked|and|or|from|to|at|by|on|in)\b", re.IGNORECASE)


def role_aside(text: str) -> str:
    """``text`` with each "<Name> (my <role>)" said first as "<Name> is my <role>." and the
    bracket taken out; unchanged when there is none."""
    said: list[str] = []

    def out(m: re.Match[str]) -> str:
        if _NOT_A_ROLE.search(m["r"]):
            return m.group(0)
        said.append(f"{m['n']} is {m['r']}.")
        return m["n"]

    rest = _ASIDE.sub(out, text)
    return " ".join([*said, rest]) if said else text

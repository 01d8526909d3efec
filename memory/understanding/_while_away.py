"""Who stands in while the user is away, said with why: "from matariki Timur is acting manager
while I'm home in NZ", "Bolat's in charge of the yard while we're on leave".

The "while I'm …" clause tells why and for how long the stand-in holds, and no part of the fact:
left in, the statement read as nothing at all. It is cut only after a statement of a named person
("<Name> is …", "<Name>'s …", said after its day or not) and only when it tells of the user's own
absence; a to-do keeps it ("feed the cat while I'm away" says when), and so does anyone else's
("Timur is acting manager while Askar is away" names whom he stands in for).
"""

from __future__ import annotations

import re

__all__ = ["without_own_absence"]

# a statement of a named person, said after its day or not: "from monday Timur is acting manager"
_STATEMENT = (
    r"(?:(?:from|as\s+of|starting|since)\s+[^,]{1,30}?\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w-]+(?:['’]s|\s+is|\s+will\s+be)\s+[^,]+?"
)
_USER_IS = r"(?:i'm|im|i\s+am|i'll\s+be|we're|we\s+are|we'll\s+be)"
_AWAY = (
    r"(?:away|off|gone|out|travelling|traveling|abroad|on\s+(?:leave|holiday|hols|vacation|annual\s+leave|r&r)"
    r"|(?:back\s+)?home)"
)
_WHERE = r"(?:\s+(?:in|at|to)\s+\S+(?:\s+\S+)?)?"
_STAND_IN = re.compile(
    rf"^(?P<head>{_STATEMENT})\s*,?\s+while\s+{_USER_IS}\s+{_AWAY}{_WHERE}[\s.!]*$", re.IGNORECASE
)


def without_own_absence(text: str) -> str:
    """``text`` without a trailing "while I'm away/home …" after a statement of a named person."""
    m = _STAND_IN.match(text.strip())
    return m["head"] if m else text

"""An occasion's own facts: "Nour and Sami's wedding venue is the Old Mill" is the venue of
their wedding (subject "Nour and Sami's wedding", predicate "venue"), not an attribute of the
couple, just as "the Ortiz wedding budget" is the budget of the Ortiz wedding.

Only when the attribute's first words name an occasion and a word is left to name what of it
("wedding venue", "birthday party date"); "Ama's wedding is in June" keeps its subject.
Hand-written: a closed list of occasions.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_OCCASION = re.compile(
    r"^(?P<o>(?:(?:birthday|engagement|retirement|leaving|farewell|christmas|end[\s-]of[\s-]year|team|office|dinner"
    r"|garden|house|surprise|baby|bridal)\s+)?(?:wedding|party|do|bash|shower|reception|funeral|memorial|launch|gala"
    r"|conference|offsite|retreat|reunion|graduation|christening|naming\s+ceremony|baptism|bar\s+mitzvah|bat\s+mitzvah"
    r"|hen\s+do|stag\s+do|hen\s+party|stag\s+party|ceremony|celebration|fundraiser|trip|tour|concert|gig|recital|show"
    r"|festival|fair|tournament|match|race|exhibition|opening|anniversary|birthday))\s+(?P<a>\w+(?:\s+\w+)?)$",
    _I,
)


def occasion_subject(subject: str, attr: str) -> tuple[str, str]:
    """(subject, attribute) with an occasion moved from the attribute into the subject:
    ("Nour and Sami", "wedding venue") → ("Nour and Sami's wedding", "venue")."""
    m = _OCCASION.match(attr.strip())
    if m is None or subject == "me":
        return subject, attr
    return f"{subject}'s {m['o']}", m["a"]

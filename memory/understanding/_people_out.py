"""People who are "out" are about, not broken and not sent: "parking wardens out today",
"the inspectors are out this week", "cops out on the highway".

"<thing> out" reads as an outage ("power's out") or a thing sent ("invoices out"); a group of
people named by their job (a role word in the plural, or "police") being out is them at work
in the streets, said as the reason for a to-do beside it ("move the car …, parking wardens out
today"), and is no issue and nothing done. Role words that also name machines ("servers",
"drivers", "hosts", "controllers") are left to the outage reading.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._role_words import ROLE_WORDS

__all__ = ["people_about", "people_out"]

# role words that also name machines or are no job seen about town: "servers out" is an outage
_MACHINES = re.compile(
    r"^(?:servers?|hosts?|drivers?|controllers?|handlers?|agents?|operators?|keepers?|heads?|leads?|members?"
    r"|contacts?|admins?|guards?|reps?|crews?|staff|temps?|residents?|juniors?|mates?|masters?)$",
    _I,
)


# "parking wardens out today", "the inspectors are out in force", "cops r out on the highway"
_SAID_OUT = re.compile(
    r"^(?P<t>(?:the\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:are\s+|'re\s+|r\s+)?(?:all\s+)?out\b(?!\s+of\b)",
    _I,
)


def people_about(clause: str) -> bool:
    """Whether ``clause`` only says that people at work are out and about ("parking wardens out
    today"): nothing to keep, whatever follows "out"."""
    m = _SAID_OUT.match(clause.strip())
    return m is not None and people_out(m["t"])


def people_out(thing: str) -> bool:
    """Whether ``thing`` (what is said to be "out") is people at work: "parking wardens",
    "the inspectors", "police"."""
    words = thing.split()
    if not words:
        return False
    last = words[-1].lower()
    if last in ("police", "cops", "coppers", "feds"):
        return True
    if not last.endswith("s") or _MACHINES.match(last):
        return False
    return any(ROLE_WORDS.fullmatch(single) for single in (last[:-1], last[:-2] if last.endswith("es") else ""))

"""Someone taken on, said as the hiring or the role first: "hired Rohan as backend dev, he joins
on jan 4", "we took on Aroha as an apprentice", "new hygienist starts jan 4, her name is Priyanka",
"our new receptionist Dami starts monday".

Each names a person, their role and often when they start; the fact forms read that said as
"<Name> is our new <role>, starts <day>", and these shapes are said over in that form so the
same readers keep the role and the start date. Read as they were, "hired Rohan as …" is a to-do
done that matches nothing, and the name said last is lost. Only a job title is taken as a role
(:data:`._role_words.ROLE_WORDS`), and only a name is taken as the person: "hired a van as a
stopgap" and "new manager starts monday, not sure who" are left as they are. Hand-written: three
shapes of chat English.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._role_words import ROLE_WORDS

__all__ = ["hired_as"]

# a job of the software trade that the role words leave out: "backend dev", "QA", "UX lead"
_TRADE_ROLE = re.compile(r"\b(?:dev|devs|devops|qa|ux|ui)\b", _I)
_NAME = r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'\-]+)(?:\s+(?-i:[A-ZÀ-Ý][a-zà-ÿ'\-]+))?"
_ROLE = r"(?P<role>[\w\-]+(?:\s+[\w\-]+){0,3}?)"
# "hired Rohan as backend dev", "we've taken on Aroha as an apprentice"
_HIRED = re.compile(
    r"^(?:(?:we|i)(?:'ve|\s+have)?\s+)?(?:(?:just|finally|officially|also)\s+)*"
    r"(?:hired|took\s+on|taken\s+on|brought\s+on|brought\s+in|appointed|recruited|signed\s+up|signed)\s+"
    rf"(?P<n>{_NAME})\s+as\s+(?:(?:a|an|our|the)\s+)?(?:new\s+)?{_ROLE}"
    r"(?P<rest>\s*(?:[,;.]|\s[-–—]|\s+and\s+|\s+(?:who|he|she|they)\b).*|\s*)$",
    _I,
)
_STARTS = r"(?:starts|starting|joins|joining|begins|is\s+starting|is\s+joining|arrives)"
# "new hygienist starts jan 4, her name is Priyanka", "new nanny joins monday - she's called Ama"
_NAMED_AFTER = re.compile(
    rf"^(?:(?:our|the|a|my)\s+)?new\s+{_ROLE}\s+(?P<v>{_STARTS})\s+(?P<when>[^,;]+?)\s*(?:[,;.]|\s[-–—])\s*"
    r"(?:(?:her|his|their)\s+name(?:'s|\s+is)|(?:she|he|they)(?:'s|\s+is|\s+are)\s+called|(?:she|he|they)(?:'s|\s+is)"
    rf"|called|name(?:'s|\s+is|:)?)\s+(?P<n>{_NAME})[\s.!]*$",
    _I,
)
# "our new receptionist Dami starts monday"
_NAMED_BETWEEN = re.compile(
    rf"^(?:our|the|my)\s+new\s+{_ROLE}\s+(?P<n>{_NAME})\s+(?P<v>{_STARTS})\s+(?P<when>\S.*)$",
    _I,
)


def _a_role(role: str) -> bool:
    """Whether ``role`` names a job: its last word a role word ("backend dev", "hygienist")."""
    last = role.split()[-1]
    return bool(ROLE_WORDS.fullmatch(last) or _TRADE_ROLE.fullmatch(last))


def hired_as(text: str) -> str:
    """``text`` said as "<Name> is our new <role>, …" when it tells of someone taken on in one of
    the shapes above; as it was otherwise."""
    s = text.strip()
    if (m := _HIRED.match(s)) is not None and _a_role(m["role"]):
        return f"{m['n']} is our new {m['role']}{m['rest']}"
    if (m := _NAMED_AFTER.match(s) or _NAMED_BETWEEN.match(s)) is not None and _a_role(m["role"]):
        return f"{m['n']} is our new {m['role']}, starts {m['when'].strip()}"
    return text

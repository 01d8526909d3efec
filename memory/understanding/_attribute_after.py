"""An attribute said after a fact about someone, its "her"/"his" left out: "Amparo's on the finance team
now, manager's Leónidas", "Kwame joined Ops, new desk is 4B", "Ines is the new CTO; title: VP Eng".

Busy people name the person once and let the next clause lean on it. Read on its own, "manager's
Leónidas" is nobody's manager (it was lost, or asked about); read after the fact, it is the same
person's. Only when the part before is one fact about someone named, and the part after reads as
that person's attribute.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _NAME_WORD
from memory.understanding.intents import Intent, StateClaim

_ATTR_AFTER = re.compile(
    r"\s*[,;]\s*(?:and\s+)?(?:(?:the|a)\s+)?(?:new\s+)?(?P<a>manager|line\s+manager|boss|team|role|title|job\s+title"
    r"|desk|office|email|e-mail|number|phone(?:\s+number)?|mobile)(?:'s|\s+is|\s+will\s+be|\s*:|\s+-)\s+(?P<v>\S.*)$",
    _I,
)


def attribute_after(text: str, read: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """Both facts of "<person> <fact>, <attribute> is <value>", the attribute the same person's;
    None unless the part before is one fact about a named person and the part after one of theirs."""
    m = _ATTR_AFTER.search(text)
    if m is None:
        return None
    first = read(text[: m.start()])
    if len(first) != 1 or not isinstance(first[0], StateClaim):
        return None
    who = first[0].subject
    if who != "me" and not _NAME_WORD.match(who.split()[0]):
        return None
    whose = "my" if who == "me" else f"{who}'s"  # "I'm on the finance team now, manager's Leónidas": mine
    second = read(f"{whose} {m['a']} is {m['v']}")
    if len(second) != 1 or not isinstance(second[0], StateClaim) or second[0].subject != who:
        return None
    if second[0].predicate == first[0].predicate:
        return None  # "Ines is the new CTO; title: VP Eng": two values of one thing, no reading of both
    return [*first, *second]

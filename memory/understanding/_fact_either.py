"""A fact said of one of two people, the user unsure which: "the new forklift driver is either
Lautaro or Bautista, can't remember which", "Ana or Bea is the new treasurer".

Kept, it would name one of them at random (or a person called "Lautaro or Bautista"); dropped,
the news is lost. So recap asks which one, and stores nothing until told. Only two names said
with "or" in the place of the person a fact is about: the fact must read as one with either
name in it ("the new forklift driver is Lautaro"), so "tea or coffee is fine" stays small talk.
Hand-written: one shape each way round.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim, Unclear

__all__ = ["either_one"]

_NAME = r"(?-i:[A-ZÀ-Ý][\w'’-]+)"
# "… is (either) Lautaro or Bautista", "… 's either Ana or Bea"
_AFTER = re.compile(
    rf"^(?P<pre>.+?(?:\s+is|'s|’s))\s+(?:either\s+)?(?P<a>{_NAME})\s+or\s+(?P<b>{_NAME})(?P<post>(?:\s+.*)?)$", _I
)
# "(either) Ana or Bea is the new treasurer"
_BEFORE = re.compile(rf"^(?:either\s+)?(?P<a>{_NAME})\s+or\s+(?P<b>{_NAME})(?P<post>\s+(?:is|'s|’s|was)\s+.+)$", _I)
_IS = re.compile(r"(?:'s|’s)$")
# the user's doubt said after: "can't remember which", "not sure which"
_DOUBT = re.compile(r"^\s*[,;-]?\s*(?:i\s+)?(?:can'?t|cannot|don'?t|do\s+not)\s+(?:remember|recall)(?:\s+which)?"
                    r"|^\s*[,;-]?\s*(?:not\s+sure|unsure)(?:\s+which)?", _I)


def either_one(clause: str, read: Callable[[str], list[Intent]]) -> Unclear | None:
    """The question to ask when ``clause`` states a fact of one of two people ("the new forklift
    driver is either Lautaro or Bautista"), ``read`` reading the clause with one name in; else None."""
    said = clause.strip()
    m = _AFTER.match(said)
    if m is not None and (not m["post"].strip() or _DOUBT.match(m["post"])):
        one = f"{_IS.sub(' is', m['pre'])} {m['a']}"  # "new foreman's either …": "new foreman is Erlan"
    elif (m := _BEFORE.match(said)) is not None:
        one = f"{m['a']}{m['post']}"
    else:
        return None
    found = read(one)
    if not found and not re.match(r"(?:the|my|our|a|an)\s", one, _I):
        found = read(f"the {one}")  # "new foreman's either Erlan or Marat": the new foreman
    if len(found) != 1 or not isinstance(found[0], StateClaim) or found[0].subject in ("me", ""):
        return None
    question = f"Which one is it, {m['a']} or {m['b']}? Say it again with the one you mean, and I'll note it."
    return Unclear(question, clause)

"""Changes to a to-do said with what led to them, read over the whole sentence (its comma
included) before it is cut into clauses:

- "haven't done the expenses yet, will do it tonight": the expenses to-do moved to tonight
  (or, with none open, a new one), never a to-do "do it";
- "Farah needs it sooner, by the 23rd": the to-do for Farah moved to the 23rd;
- and the reasons :func:`memory.understanding._lifecycle._because` reads ("… so cancel that").
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._lifecycle import _because, _read_date, _target
from memory.understanding._phrases import _I, _Ctx, _person, _phrase
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment
from memory.words import IRREGULAR

_NOT_YET = re.compile(
    r"^(?:i\s+)?(?:still\s+)?(?:haven't|havent|have\s+not|didn't|didnt|did\s+not)\s+"
    r"(?:(?:got|gotten)\s+(?:a)?round\s+to\s+|had\s+(?:the\s+)?time\s+(?:to|for)\s+)?(?P<v>[a-z]+)\s+(?P<a>.+?)"
    r"(?:\s+yet)?\s*(?:,|;|\s[-–—])\s*(?:but\s+|so\s+)?(?:(?:i'll|ill|i\s+will|will|gonna|i'm\s+gonna|i'm\s+going\s+to"
    r"|going\s+to|can|i\s+can)\s+)?(?:do|get\s+to|get|finish|send|sort|tackle|deal\s+with)\s+(?:it|them|that|those)"
    r"(?:\s+(?:by|on|before))?\s+(?P<d>.+)$",
    _I,
)
_DONE_VERBS = {"done", "do", "finished", "finish", "started", "start", "tackled", "tackle"}
# "Farah needs it sooner, by the 23rd", "the landlord wants the forms earlier - friday"
_SOONER = re.compile(
    r"^(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:needs|wants|asked\s+for|has\s+asked\s+for|would\s+like"
    r"|needs\s+to\s+have)\s+(?P<a>it|them|that|.+?)\s+(?:sooner|earlier|faster|quicker|back\s+sooner)\s*"
    r"(?:,|;|\s[-–—]|\s+now)?\s*(?:so\s+)?(?:by|on|before|for)?\s*(?P<d>\w.*)$",
    _I,
)


def changed(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A change with what led to it (see the module doc), or None."""
    return _not_yet(text, ctx) or _sooner(text, ctx) or _because(text, ctx)


def _plain(verb: str) -> str:
    """The plain form of a past tense: "sent" -> "send", "emailed" -> "email"."""
    v = verb.lower()
    if v in IRREGULAR:
        return IRREGULAR[v]
    for stem in (v[:-2], v[:-1], v[:-3] + "y" if v.endswith("ied") else ""):
        if stem in TODO_VERBS:
            return stem
    return v


def _not_yet(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NOT_YET.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    if m is None or due is None:
        return None
    thing = _phrase(m["a"])
    verb = m["v"].lower()
    todo = f"do {m['a'].strip()}" if verb in _DONE_VERBS else f"{_plain(verb)} {m['a'].strip()}"
    target = _target(thing if verb in _DONE_VERBS else todo)
    if not target or target == "that":
        return None
    return [MoveCommitment(target, due, otherwise=NewCommitment(todo, "me", None, due))]


def _sooner(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _SOONER.match(text.strip())
    if m is None:
        return None
    person, due = _person(m["p"], ctx), _read_date(m["d"], ctx)
    if person in (None, "me") or due is None:
        return None
    thing = _target(m["a"])
    return [MoveCommitment(person if thing in (None, "that", "them") else f"{thing} {person}", due)]

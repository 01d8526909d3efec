"""A thing the user needs from someone, said without a verb: "need sign-off from Raj first", "still
need the figures from Omar by thurs", "need a quote from the plumber". It is the user's to-do to
get it from them, read as "need to get …" is (its due, if any, included).

Only with "from" and someone after it: "need a holiday", "need coffee" name no one to get it from
and are a wish, not a to-do. A trailing "first" ("… from Raj first") orders it before the rest of
the message and is no part of the action. Hand-written: one regex, then the commitment reader.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _todo
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment

__all__ = ["need_from"]

_NEED_FROM = gated(re.compile(
    r"^(?:(?:i|we)\s+)?(?:still\s+|really\s+|also\s+|def\s+)?(?:need|needs)\s+"
    r"(?!to\b|(?:a\s+)?(?:break|hand|minute|sec|rest|time|space|sleep|holiday|vacation|hug)\b)"
    r"(?P<thing>(?:(?:the|a|an|some|your|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+from\s+"
    r"(?!(?:some|any|every)(?:one|body)\b|(?:work|home|it|this|that|them|you)\b)(?P<rest>\S.*?)"
    r"(?:\s+first)?$",
    _I,
))


def need_from(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do to get the thing from whom it is needed (see the module doc), or None."""
    m = _NEED_FROM.match(s.strip())
    if m is None:
        return None
    found = _todo(f"need to get {m['thing']} from {m['rest']}", ctx)
    if not found or not all(isinstance(intent, NewCommitment) for intent in found):
        return None
    return found

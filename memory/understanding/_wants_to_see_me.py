"""Someone who wants to see the user on a day: "Professora Ivone wants to see me friday 3pm", "my boss wants to
meet us tomorrow at 10", "she like see me thursday" (Pidgin, read as "she wants to see me"). Said to a memory bot
with a day, it is the user's meeting with them then: "see Professora Ivone", due then, with them.

Only with a day or a time said (without one, "Ana wants to see me" is news, as likely a wish of hers as a plan);
only of seeing, meeting or talking to the user ("Ana wants to see the flat friday" is her plan). A pronoun ("she
wants to see me …") is read as "see her", whom the message named before (as any to-do's "her" is).
Hand-written: one regex, then the to-do reader.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._commitment_intro import _todo
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import has_date_words

__all__ = ["wants_to_see_me"]

_OBJECT = {"he": "him", "she": "her", "they": "them"}
_SEE_ME = gated(re.compile(
    r"^(?P<who>he|she|they|(?:my|our|the)\s+[a-z]+|(?-i:[A-ZÀ-Ý][\w'’.-]*(?:\s+[A-ZÀ-Ý][\w'’.-]*){0,2}))\s+"
    r"(?:wants|would\s+like|'d\s+like|asked)\s+to\s+"
    r"(?P<verb>see|meet(?:\s+with)?|talk\s+to|talk\s+with|speak\s+to|speak\s+with|catch\s+up\s+with)\s+(?:me|us)\s+"
    r"(?P<rest>\S.*)$",
    _I,
))


def wants_to_see_me(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The user's meeting with whoever wants to see them on the day said (see the module doc), or None."""
    m = _SEE_ME.match(s.strip())
    if m is None or not has_date_words(m["rest"]):
        return None
    who = _OBJECT.get(m["who"].lower(), m["who"])
    found = _todo(f"need to {' '.join(m['verb'].lower().split())} {who} {m['rest']}", ctx)
    if not found or not all(isinstance(intent, NewCommitment) and intent.due is not None for intent in found):
        return None
    named = who if who[0].isupper() else None  # "Ana wants to see me": with Ana ("my boss", "her": found later)
    return [replace(intent, counterparty=intent.counterparty or named) for intent in found]

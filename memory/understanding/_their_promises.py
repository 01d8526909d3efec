"""Someone's promise of a thing, said with no verb for what they will do: "Marcus promised the
grip truck back by sat noon", "Tomás promised me the drill back next week", "Aisha promised the
slides by friday".

Read as someone doing something ("promised the slides" as the action "slides"), the verb is
missing; read as an outage put right ("… the grip truck back"), it is no promise at all. The verb
is the one the promise implies: a thing promised *back* is brought back; any other thing is sent.
This form runs before the issue forms, so "back" is never taken for "working again".

Hand-written: one structural rule (promised + a thing + an optional "back" + an optional date),
which no library reads for chat English.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _read
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.intents import Intent, NewCommitment

# "Marcus promised (me|us) the grip truck back by sat", "Ana has promised us a draft tmrw"
_PROMISED_THING = re.compile(
    r"^(?P<p>[A-Za-zÀ-ÖØ-öø-ÿ][\w'\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'\-]*)?)\s+(?:has\s+|'s\s+|had\s+)?(?:already\s+|just\s+)?"
    r"promised\s+(?:me\s+|us\s+)?(?P<t>(?:the|my|our|a|an|some|his|her|their)\s+.+)$",
    _I,
)
_BACK = re.compile(r"^(?P<t>.+?)\s+back\b(?P<d>.*)$", _I)
# what a thing promised cannot start with: a clause ("promised the team would …") or a date
_CLAUSE = re.compile(r"\b(?:would|will|'d|'ll|to|that|is|was|were|are)\b", _I)


def promised_thing(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Someone's promise of a thing (to bring back, else to send), or None."""
    m = _PROMISED_THING.match(s)
    if m is None:
        return None
    person = _person(m["p"], ctx)
    if person in (None, "me") or not (ctx.lowercase or m["p"][0].isupper()):
        return None
    back = _BACK.match(m["t"])
    thing = back["t"] if back else m["t"]
    if _CLAUSE.search(thing):
        return None  # "Ana promised the team would have it": a clause, read by the promise forms
    body = f"bring {thing} back{back['d']}" if back else f"send {m['t']}"
    found = _read(body, ctx, person, None, needs_date=False)
    return found if found and all(isinstance(i, NewCommitment) for i in found) else None

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

from memory.understanding._commitment_intro import _imperative_shape, _read, todos_or_asked
from memory.understanding._kin import KIN
from memory.understanding._lifecycle_others import _ROLES
from memory.understanding._phrases import _I, _Ctx, _person, _phrase
from memory.understanding._prefilter import gated
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
    return todos_or_asked(found)


# Someone named by who they are, not by name: "the landlord", "my sister", "our accountant",
# "Diego's dad"; a role one deals with (:data:`._lifecycle_others._ROLES`) or a relation.
_RELATIONS = (
    KIN + r"|neighbou?rs?|friend|mate|flatmate|roommate|housemate|colleague|team|boss|manager|assistant|ex"
)
_WHO = r"(?P<p>(?:my|our|the|(?-i:[A-Z])[\w\-]*'s)\s+(?:new\s+|old\s+)?(?:" + _ROLES + "|" + _RELATIONS + r"))"
_ROLE_PROMISED = gated(re.compile(
    r"^" + _WHO + r"(?:\s+|(?='))"
    r"(?:(?:has|have)\s+|'s\s+|'ve\s+)?(?:(?:already|just|finally|also|apparently)\s+)?"
    r"(?:promised(?:\s+(?:me|us))?\s+to|agreed\s+to|swore\s+to|committed\s+to)"
    r"\s+(?:definitely\s+|probably\s+|also\s+|finally\s+)?(?P<rest>.+)$",
    _I,
))


def role_promise(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A dated promise of someone named by their role or relation ("the landlord promised to fix
    the gutter by end of the month", "my sister agreed to drop the kids off at 4 tmrw"): theirs,
    owned by who they are as said; None without a to-do verb or a date recap can place (a promise
    with no day is chat: "the plumber promised to sort it eventually"). "my mom will fetch the kids
    today" is left alone: said of a to-do of the user's own it hands that one over, which a new
    to-do of hers would hide."""
    m = _ROLE_PROMISED.match(s)
    if m is None or not _imperative_shape(m["rest"]):
        return None
    read = _read(m["rest"], ctx, _phrase(m["p"]), None, needs_date=True)
    if not read or not all(isinstance(i, NewCommitment) and i.due is not None for i in read):
        return None
    return read

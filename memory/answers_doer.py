"""Who is doing a thing, when no fact names its owner: "who's sending the contract" after "Omar
will send the contract by wed", "who's doing the floor plan" after "I promised Sam I'd send the
floor plan" — whose open to-do the thing is.

The owner question (:mod:`memory.understanding._plain_asks`) is first a fact ("Raj is handling
the venue" keeps the venue's owner); a thing someone promised to do is kept as their to-do, and
saying "I don't know the contract's owner" would leave out what recap holds. The to-dos that
name the thing (:func:`memory.commitments.match`) answer with their owner, "you" for the user's.
"""

from __future__ import annotations

from datetime import datetime

from memory import commitments as commitment_rules
from memory import shortlist
from memory.answers_lines import line
from memory.derive import commitments_of
from memory.service import Memory
from memory.store import User


async def doing_it(memory: Memory, user: User, thing: str, now: datetime) -> str | None:
    """Whose open to-dos name ``thing``, a line each (soonest first, a chat list long); None when
    no open to-do names it."""
    everything = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now and c.is_open]
    found = commitment_rules.match(thing, everything)
    if not found:
        return None
    shown, _ = shortlist.pick(found, shortlist.CHAT, shortlist.soonest)
    shown.sort(key=shortlist.soonest)
    owners = sorted({"you" if c.owner == "me" else c.owner for c in shown})
    who = " and ".join(owners)
    return "\n".join([f"{who[0].upper()}{who[1:]} — from your open to-dos:", *(line(c, now, user) for c in shown)])

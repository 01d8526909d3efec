"""A turn at a household or work duty, said as being "on" it: "im on school run monday",
"I'm on bins this week", "Dani's on pickup thurs", "Ama is on lunch duty fri", "i'm on the welcome
rota this sun".

The day says when the duty falls, so it is a to-do of whoever is on it: "do the school run",
due monday (Dani's own when Dani is on it). Without a day ("I'm on dishes") it is chat, and is
left to the other readers; so are states said the same way ("on call", "on nights", "on leave",
"on holiday"), which are no duty in this closed list. Hand-written: one shape and a closed list
of duties.

A task taken on the same way, open-ended but with its deadline said with "for" or "by": "i'm on
the deploy checklist for thurs", "the venue deposit is on me by fri", "snacks are on me for sat".
The thing is kept as said ("the deploy checklist"), as what it is to become is not said. Without
"for"/"by" ("I'm on the 8:15 train tmrw", "drinks are on me tonight") it is where one is, or a
treat, and left alone.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _read
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment

# the duties done as "the …": "do the school run", "do the bins"
_THE_DUTIES = (
    r"(?:school|nursery|daycare|creche|kindy|airport|station|tip|shop|supermarket|grocery|food)\s+runs?"
    r"|pick-?\s?ups?|drop-?\s?offs?|bins|dishes|washing[\s-]up|laundry|ironing|cooking|hoovering|night\s+feeds?"
    # a turn on a rota: "i'm on the welcome rota this sun", "Ama's on the flower rota sat" (a church's, a club's)
    r"|(?:[\w-]+\s+){1,2}(?:rota|roster)"
)
# the duties done without it: "do lunch duty", "do dinner", "do bedtime" ("on duty" alone is at work, as "on call")
# a station's, a camp's or a ship's turns, named by the place or the job: "i'm on galley tomorrow night",
# "Pete's on slushy sat", "i'm on night watch fri"
_BARE_DUTIES = (
    r"[\w-]+\s+duty|dinner|bedtime|bath\s*time|breakfast"
    r"|galley|slushy|mess|kitchen|(?:night|anchor|fire|morning|evening)\s+watch|canteen"
)
_ON_DUTY = gated(re.compile(
    r"^(?P<p>i'?m|i\s+am|[^\W\d_][\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?(?:'s|\s+is))\s+(?:also\s+)?on\s+"
    r"(?:(?P<the>the\s+)?(?P<d>" + _THE_DUTIES + r")|(?P<b>" + _BARE_DUTIES + r"))\s+(?P<when>\S.*)$",
    _I,
))

# the gathering a turn serves, named by its time: "… this sun 8am service", "… sat 10am match"
_AT_OCCASION = re.compile(
    r"(?<=\d[ap]m)\s+(?:service|mass|match|game|session|class|meeting|fixture)s?$",
    _I,
)


# "i'm on the deploy checklist for thurs", "the venue deposit's on me by fri": a task taken, and its deadline
_TAKEN_ON = gated(re.compile(
    r"^(?:(?:i'?m|i\s+am)\s+(?:also\s+)?on\s+(?P<a>(?:the|my|our)\s+[^\W\d_][\w'\- ]{1,40}?)"
    r"|(?P<b>(?:the\s+|my\s+|our\s+)?[^\W\d_][\w'\- ]{1,40}?)(?:\s+(?:is|are)|'s|'re)\s+on\s+me)"
    r"\s+(?:for|by)\s+(?P<when>\S.*)$",
    _I,
))


def on_duty(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do of a dated turn at a duty (see the module doc), or None."""
    m = _ON_DUTY.match(s)
    if m is None:
        return _taken_on(s, ctx)
    who = re.sub(r"(?:'s|\s+is)$", "", m["p"], flags=_I)
    owner = "me" if re.match(r"^i'?m$|^i\s+am$", m["p"], _I) else _person(who, ctx)
    if owner is None or not (owner == "me" or ctx.lowercase or who[:1].isupper()):
        return None
    duty = f"the {m['d']}" if m["d"] else m["b"]
    when = _AT_OCCASION.sub("", m["when"])  # "this sun 8am service": the service is when the turn is
    found = _read(f"do {duty} {when}", ctx, owner, None, needs_date=True)
    if not found or not all(isinstance(i, NewCommitment) and i.due is not None for i in found):
        return None
    return found


def _taken_on(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The user's to-do of a task taken on with its deadline (see the module doc), or None."""
    m = _TAKEN_ON.match(s)
    if m is None:
        return None
    due = ctx.date(m["when"])
    if due is None or due.text.strip().lower() != m["when"].strip(" .!").lower():
        return None  # "i'm on the late train for the 3 hours": no deadline, the whole of it a date or nothing
    return [NewCommitment((m["a"] or m["b"]).strip(), "me", None, due)]

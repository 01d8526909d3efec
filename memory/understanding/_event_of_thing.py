"""An event said by its noun alone after a deed done to a thing: "ordered new tyres, fitting on
sat" is the new tyres' fitting, "bought a sofa - delivery thurs" the sofa's delivery, "booked the
boiler in, service on the 14th" the boiler's service.

Read alone, the clause keeps a to-do "fitting", which names nothing a week later when the briefing
lists it. The deed before it (ordered, bought, booked …) names the thing the event is of: the to-do
is named "<thing> <event>" ("new tyres fitting"). Only a deed of the user's said first in the
sentence, and an event noun of the closed list below said alone as the to-do: "ordered pizza,
need to call mum sat" keeps "call mum".
Hand-written: a closed list of deeds and of the events a thing bought or booked is due for.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment

_EVENT = (
    r"delivery|fitting|install|installation|collection|pick-?up|viewing|inspection|survey|assembly|set-?up|service"
    r"|repair|fit|drop-?off"
)
_DEED_THEN_EVENT = re.compile(
    r"^(?:i\s+|we\s+)?(?:(?:just|finally|already)\s+)?(?:ordered|bought|booked|arranged|purchased|paid\s+for|got)\s+"
    r"(?P<thing>(?:(?:the|a|an|my|our|some|two|2|4|four)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)(?:\s+(?:in|online))?"
    r"\s*(?:[,;]|\s[-–—]|\s+(?:and|so))\s*(?:the\s+|its\s+|their\s+)?(?P<event>" + _EVENT + r")\b",
    _I,
)
_DETERMINER = re.compile(r"^(?:the|a|an|my|our|some)\s+", _I)


def event_of_thing(intent: Intent, sentence: str) -> Intent:
    """``intent`` named as the event of the thing a deed said first in ``sentence`` was done to
    (see the module doc); as it was otherwise."""
    if not isinstance(intent, NewCommitment) or intent.owner != "me":
        return intent
    m = _DEED_THEN_EVENT.match(sentence.strip())
    if m is None or intent.action.lower() != m["event"].lower():
        return intent
    return replace(intent, action=f"{_DETERMINER.sub('', m['thing'])} {m['event']}")

"""Trouble said by a tyre's state rather than with "broken": "tyre's flat", "front tyre went soft
again", "the van's back tyre is punctured".

A tyre is flat, soft, punctured or losing air; a battery or a phone is never read here ("my
phone's flat" only wants charging), and a warning light is left to the net that offers it as an
issue (:func:`memory.understanding._net.warning`: a light may be only a service reminder). The
topic is the tyre as named ("back tyre").

Hand-written: a closed list of the words chat uses, gated by a word set.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _phrase
from memory.understanding.intents import OpenEpisode

_TYRE = re.compile(
    r"^(?:(?:the|my|our|this|that)\s+)?(?P<t>(?:[\w-]+(?:'s)?\s+){0,2}?(?:tyre|tire|tyres|tires))"
    # whose it is, said after: "front tyre on the ute", "the back tire of my bike"
    r"(?:\s+(?:on|of)\s+(?:the|my|our|his|her|their)\s+(?P<o>[\w-]+(?:\s+(?!(?:is|are|was|went|has|have|keeps|gone|got)\b)[\w-]+)?))?"
    r"(?:'s|\s+is|\s+are|\s+went|\s+has\s+gone|\s+keeps\s+going|\s+gone|'s\s+gone|\s+has\s+been)?(?:\s+(?:completely"
    r"|totally|really|a\s+bit|still|just))?\s+(?P<v>flat|soft|punctured|going\s+down|losing\s+air)"
    r"(?:\s+(?:again|now|today|this\s+morning|overnight))*[\s!.…]*$",
    _I,
)
_GATE = frozenset({"tyre", "tire", "tyres", "tires"})


def part_telltale(s: str) -> OpenEpisode | None:
    """The issue a flat tyre opens, or None."""
    said = s.strip()
    if len(said.split()) > 12 or not set(re.findall(r"[a-z]+", said.lower())) & _GATE:
        return None
    m = _TYRE.match(said)
    if m is None:
        return None
    tyre = re.sub(r"^(?:my|our|your)\s+", "", m["t"], flags=_I)
    return OpenEpisode(_phrase(f"{m['o']} {tyre}" if m["o"] else tyre), m["v"].strip())

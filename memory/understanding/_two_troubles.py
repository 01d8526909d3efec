"""Two troubles in one breath: "garage door broken AND the car won't start", "kitchen tap
leaking and the boiler making noises again", "wifi down + printer jammed".

Typed without "is", the first trouble gives the clause cutter no subject and verb to cut
before, so the episode reader took the whole sentence as one topic ("garage door broken AND
the car"). Written by hand: the sentence is cut at an "and" / "&" / "+" (never at a bare comma,
after which comes what the trouble does: "the gateway is down, UPI txns failing") only when
each side, read alone, is one trouble and nothing else; anything else ("the fridge and the
freezer are dead", "wifi's down and I need to call BT") is left to the other readers. A second
side that is only what the first thing does, named bare ("phone screen cracked and touch doesn't
respond"), is the first trouble's detail.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._issue_follow_on import what_it_does
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode

# an "and", never a bare comma: "the gateway is down, UPI txns failing" is one trouble and what it does
_JOIN = re.compile(r"\s*[,;]?\s+(?:and|&|\+|plus|also)\s+", _I)
_MAX_WORDS = 10  # each trouble is said in a few words

Reader = Callable[[str], list[Intent]]


def two_troubles(text: str, read: Reader) -> list[Intent] | None:
    """The two troubles ``text`` reports, each as ``read`` takes its side alone, or None."""
    for join in _JOIN.finditer(text):
        left, right = text[: join.start()].strip(), text[join.end() :].strip()
        if not (2 <= len(left.split()) <= _MAX_WORDS and 2 <= len(right.split()) <= _MAX_WORDS) or "," in left:
            continue  # one breath each: "the lift's broken again, stairs it is i guess, and …" is chat between
        first = read(left)
        if len(first) != 1 or not isinstance(first[0], OpenEpisode):
            continue
        then = read(right)
        if len(then) == 1 and isinstance(then[0], OpenEpisode) and what_it_does(then[0].topic):
            # "phone screen cracked and touch doesn't respond": its touch, one trouble
            return [replace(first[0], detail=", ".join(p for p in (first[0].detail, right) if p))]
        if len(then) == 1 and isinstance(then[0], OpenEpisode) and then[0].topic.lower() != first[0].topic.lower():
            return [first[0], then[0]]
    return None

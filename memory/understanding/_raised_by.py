"""A figure changed by whoever sets it, said with them as the subject: "landlord's putting the rent up
to 1400 from feb", "the gym is raising its fees to 60 a month", "council put the rates up to £2,100",
"the bank is cutting my overdraft to 500".

Read as said, the to-do readers took "put the rent up to 1400 from feb" for a thing the user was to
do, with a date they could not place, and the new figure was lost. Who changes a figure is no part of
it: the sentence is the figure's own ("the rent is going up to 1400 from feb"), which the figure
readers (:mod:`._fact_amounts`) keep. A thing "its"/"their" is the setter's own ("the gym fees").
Hand-written: a closed set of verbs of raising and lowering over the figure nouns those readers know.
"""

from __future__ import annotations

import re

from memory.understanding._fact_amounts import NOUN
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

__all__ = ["raised_by"]

_UP = r"putting|raising|bumping|upping|increasing|hiking|jacking|pushing|put|raised|bumped|upped|increased|hiked|jacked"
_DOWN = r"dropping|lowering|cutting|reducing|bringing|dropped|lowered|cut|reduced|brought"
_CHANGED_BY = gated(re.compile(
    r"^(?P<who>(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+(?!(?:is|are|has|have)\b)[\w'-]+)?)(?:'s|\s+is|\s+are|'re|\s+has|\s+have|'ve)?\s+"
    r"(?:(?P<up>" + _UP + r")|(?P<down>" + _DOWN + r"))\s+(?:up\s+|down\s+)?"
    r"(?:(?P<whose>the|my|our|its|their|his|her)\s+)?(?P<noun>" + NOUN + r")\s+(?:up\s+|down\s+)?to\s+"
    r"(?P<rest>[£$€¥₹₦R]?\s?\d.*)$",
    _I,
))


def raised_by(text: str) -> str:
    """``text`` said as its figure's own change ("the rent is going up to 1400 from feb"), or as it was."""
    m = _CHANGED_BY.match(text.strip())
    if m is None or m["who"].lower() in ("i", "we", "i'm", "im", "we're"):
        return text  # "I'm putting the price up to 40": the user's own doing, read as said
    verb = m["up"] or m["down"]
    whose = (m["whose"] or "the").lower()  # "landlord's raising rent to 1100": the rent
    thing = f"{m['who']} {m['noun']}" if whose in ("its", "their", "his", "her") else f"{whose} {m['noun']}"
    going = "is going" if verb.lower().endswith("ing") else "went"  # "is putting … up", "put … up"
    return f"{thing} {going} {'up' if m['up'] else 'down'} to {m['rest']}"

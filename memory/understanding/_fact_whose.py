"""A change whose subject or value is left unsaid, asked about rather than kept or dropped:

- a figure with no thing it belongs to: "price went up to 12", "the fee's now 40" (the price of
  what?); the user's own bills ("rent went up to 1450") are read as theirs elsewhere;
- a charge with nothing named: "they're now in charge of the whole thing", "she's running it
  all now" (of what, and who?);
- a new job not named: "his new role starts monday", "Ama's new position starts on the 3rd"
  (which role?).

Each is a sign that something changed that recap cannot name, so it asks (a question stores
nothing). Hand-written: three shapes with closed word lists.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Unclear

_FIGURE = re.compile(
    r"^(?:the\s+)?(?P<a>price|prices|cost|costs|fee|fees|rate|quote|fare|fares|charge|premium|estimate)"
    r"(?:\s*'s|\s+is|\s+are|\s+has|\s+have)?(?:\s+now)?\s+(?:gone|went|goes|go|going|jumped|dropped|fell|rose|risen"
    r"|increased|decreased|been\s+(?:raised|cut|increased|reduced|put\s+up|bumped(?:\s+up)?|lowered))"
    r"(?:\s+(?:up|down))?\s+to\s+\S*\d",
    _I,
)
_VAGUE = (
    r"(?:the\s+whole\s+(?:thing|lot|shebang|show|project)|everything|it\s+all|all\s+of\s+it|the\s+lot|it|that"
    r"|this)"
)
_CHARGE = re.compile(
    r"^(?:he|she|they|\S+)(?:\s*'s|\s*'re|\s+is|\s+are)(?:\s+now)?\s+(?:in\s+charge\s+of|responsible\s+for|running"
    r"|heading\s+up|leading|on\s+top\s+of)\s+" + _VAGUE + r"(?:\s+now)?$",
    _I,
)
_NEW_JOB = re.compile(
    r"^(?P<w>his|her|their|my|[\w\-]+'s)\s+new\s+(?P<j>role|job|position|post|title|gig)\s+(?:starts|begins|kicks\s+off"
    r"|is\s+from|starts\s+on|begins\s+on)\b",
    _I,
)


def unsaid_whose(clause: str) -> Unclear | None:
    """A question for a change told without its subject or its value, or None."""
    said = clause.strip()
    if (m := _FIGURE.match(said)) is not None:
        what = m["a"].lower()
        return Unclear(f"The {what} of what? Say it as “the {what} of <thing> is …”, and I'll note it.", clause)
    if _CHARGE.match(said):
        return Unclear("Who is in charge, and of what? Say it as “<who> is in charge of <what>”.", clause)
    if (m := _NEW_JOB.match(said)) is not None:
        job = m["j"].lower()
        return Unclear(f"What is the new {job}? Say it as “<who>'s new {job} is …”, and I'll note it.", clause)
    return None

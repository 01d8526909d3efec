"""Facts about a place named by where it is: its people and who owns it.

- who lives or works there: "the tenant in 4B is Mr Afolabi", "the caretaker at St Jude's is
  Wiremu now" read as "the tenant of 4B is …" (the place is the subject, the person the value);
- a building named by its street number: "the building at 22 Elm is owned by …" is a fact
  about "22 Elm", the name the user will ask by ("who owns 22 Elm?"); a street alone names no
  one building ("the flat on Bree St" stays the flat).

Only a place that reads as one (a number first, "4B", "22 Elm", or capitalised words,
"Mill Lane") and only a person as the value: "the weather in Leeds is grim" or "the food at
Nando's is great" say no such fact. Hand-written: two closed word lists.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._role_words import ROLE_WORDS

# who a place has, besides a job: "the tenant in 4B", "the landlord at no. 9"
# (and whom the user serves there: "the customer at number 14", "the client at no. 9")
_OCCUPANT = (
    r"tenant|tenants|landlord|landlady|occupant|occupier|lodger|resident|owner|keyholder|key\s+holder"
    r"|customer|client|homeowner|householder|buyer|vendor|patient"
)
_NUMBERED = r"(?:no\.?\s*|number\s+|#\s*)?\d{1,5}[A-Za-z]?\b(?:\s+[A-ZÀ-Ý][\w.\-]*){0,3}"
# a place named by its kind and number: "flat 3", "unit 12B", "apt 4", "room 7", "blk 23" (a block of flats)
_UNIT = (
    r"(?:flat|unit|apt|apartment|room|suite|plot|cabin|stall|bay|lot|house|villa|cottage|block|blk|tower|bldg)"
    r"\s+\d{1,5}[A-Za-z]?\b"
)
_PLACE = (
    _UNIT + r"|" + _NUMBERED + r"|(?-i:[A-ZÀ-Ý][\w.'\-]*)(?:\s+(?-i:[A-ZÀ-Ý])[\w.'\-]*){0,3}"
    r"(?:\s+(?:branch|office|site|campus|store|depot|ward|clinic|school|church|hall|block|building|house))?"
)
# "my manager at Kelda is …" is the user's own manager (memory.understanding._my_manager), no
# person of Kelda's
_PERSON_AT = re.compile(
    r"^(?:the\s+)?(?!my\s+(?:new\s+|current\s+)?(?:line\s+)?(?:manager|boss|supervisor)\b)"
    r"(?P<a>(?:new\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(?:in|at)\s+(?:the\s+)?(?P<s>" + _PLACE + r")"
    r"(?P<rest>\s+(?:is|are|'s)\s+.+)$",
    _I,
)
# a building named by where it is: "the building at 22 Elm", "the house on Mill Lane"
_BUILDING = re.compile(
    r"^(?:building|house|property|flat|apartment|unit|place|shop|site|plot|lot|premises|block|warehouse|office"
    r"|cottage|farm)\s+(?:at|on)\s+(?P<a>" + _NUMBERED + r")$",
    _I,
)


def occupant_said(s: str) -> str | None:
    """ "the tenant in 4B is Mr Afolabi" said as "the tenant of 4B is Mr Afolabi", for the
    readers of "the <attribute> of <thing> is <value>"; None when it is no such sentence."""
    m = _PERSON_AT.match(s.strip())
    if m is None:
        return None
    attr = re.sub(r"^new\s+", "", m["a"], flags=_I)
    if not (re.fullmatch(_OCCUPANT, attr, _I) or ROLE_WORDS.fullmatch(attr.split()[-1])):
        return None
    return f"the {attr} of {m['s']}{m['rest']}"


def addressed(subject: str) -> str:
    """A subject named by its address ("building at 22 Elm") as the address ("22 Elm")."""
    m = _BUILDING.match(subject.strip())
    return m["a"] if m else subject

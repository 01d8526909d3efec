"""Someone coming back on a day: "Lena's back on the 11th", "Tariq returns from leave monday", "Ana is
back from mat leave on 3 feb" — a status of theirs from that day ("back at work", "back from leave").

The versioned claims keep what came before: "Lena is OOO until the 14th" then "actually Lena's
back on the 11th" leaves the absence as it was told and puts a newer status from the 11th, so a
look at any day between says which held. Without a day and without what they come back from
("Lena's back") the words are too often said of a thing ("SSO is back") to keep as a person's
status, so they are left to the issue forms. Hand-written: a closed list of absences.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import StateClaim

__all__ = ["BACK_AT_WORK", "back_value", "came_back"]

BACK_AT_WORK = "back at work"
_ABSENCE = (
    r"(?:(?:annual|sick|mat(?:ernity)?|pat(?:ernity)?|parental|compassionate|study)\s+)?leave|holiday|hols"
    r"|vacation|vaca|pto|ooo|sabbatical|her\s+trip|his\s+trip|their\s+trip|the\s+trip|honeymoon|sick"
)
# "Lena's back", "Lena is back at work", "Tariq returns from leave", "Ana will be back from mat leave";
# the name in any case (the pattern ignores case: chat often types "lena"), an acronym ("SSO") refused below
_BACK = re.compile(
    r"^(?P<p>[A-Z][\w-]+)(?:'s|’s|\s+is|\s+will\s+be|'ll\s+be|\s+should\s+be|\s+comes|\s+returns|\s+is\s+returning"
    r"|\s+gets)\s+(?:back\s*)?(?P<at>(?:at\s+work|in\s+(?:the\s+)?office|to\s+work))?"
    r"(?:\s*from\s+(?P<from>" + _ABSENCE + r"))?$",
    _I,
)
# words that are never the person back: pronouns, supplies, and what is sent away and comes back
# ("passport will be back in 2 weeks", "car's back from the garage tmrw", "laptop should be back monday")
_NAME_STOP = frozenset({
    "it", "this", "that", "there", "he", "she", "they", "everything", "everyone", "power", "wifi",
    "passport", "visa", "docs", "documents", "papers", "paperwork", "licence", "license", "car", "van", "ute", "truck",
    "bike", "laptop", "phone", "watch", "results", "refund", "deposit", "parcel", "package", "order", "money",
})  # fmt: skip


def came_back(core: str, dated: bool) -> StateClaim | None:
    """Someone's status "back at work" when ``core`` (the clause, its date taken out: ``dated``)
    says they come back to work; None otherwise."""
    m = _BACK.match(core.strip(" .!,"))
    if m is None or m["p"].lower() in _NAME_STOP or m["p"].isupper():
        return None  # "SSO is back": a thing, in capitals
    said_back = "back" in core.lower() or "return" in core.lower()
    if not said_back or not dated:
        return None  # "Lena's back" alone: too often a thing that works again (and "… from leave": the fact forms')
    value = f"back from {m['from']}" if m["from"] else f"back {m['at']}" if m["at"] else BACK_AT_WORK
    return StateClaim(subject=m["p"], predicate="status", value=value)


def back_value(value: str) -> bool:
    """Whether a status ``value`` says someone is back ("back at work", "back from leave")."""
    return value == BACK_AT_WORK or value.startswith("back from ")

""" "them" in a to-do for the shop, firm or person the same message named before it: "ordered
from Kwik Fit, need to chase them friday" is "chase Kwik Fit"; "the shop owes me a refund,
need to chase them on monday" is "chase the shop".

A to-do kept as "chase them" names nothing a week later, when recap reminds the user of it. The
pronoun is replaced only where the reading is sure: it is the object right after the to-do's
verb ("chase them", "ring them back"), the to-do is the user's own, and the words before it
name exactly one candidate: a capitalised name ("Kwik Fit", "Amazon", "HMRC") or a business
("the shop", "the garage", "our letting agent"). Two candidates, or none, leave "them" as said.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment

# "chase them", "ring them back", "chase them up about the refund"
_THEM = re.compile(r"^(?P<v>[a-z]+)\s+them\b(?P<rest>.*)$", _I)
_BUSINESS = (
    r"(?:shop|store|bank|garage|council|insurers?|insurance\s+company|airline|agency|(?:letting|estate)\s+agents?"
    r"|builders?|suppliers?|company|firm|restaurant|hotel|surgery|gym|couriers?|vets?|dentists?|pharmacy|chemist"
    r"|plumbers?|contractors?|nursery|clinic|venue|caterers?|printers?|mechanics?|electricians?|landlord"
    r"|removal\s+(?:firm|company|men)|dealership|salon|school|uni|university|carpet\s+(?:shop|fitters?))"
)
_BUSINESS_NAMED = re.compile(r"\b(?P<f>(?:the|our|my)\s+(?:[a-z]+\s+)?" + _BUSINESS + r")\b", _I)
# a name of one to three capitalised words, not the first word of a sentence unless it stands as
# one ("Amazon still hasn't refunded me"): after "from", "with", "at", "to", "by", or opening a
# sentence or a clause ("laptop keeps freezing, IT ticket raised, chase them fri")
_NAME = re.compile(
    r"(?:^|[,;]\s*|\b(?:from|with|to|by|via|through)\s+)(?P<f>(?-i:[A-Z][\w&\-]*(?:\s+[A-Z][\w&\-]*){0,2}))(?=\s|,|$)"
)
# other things "them" may be: "the kids are at Gran's", "my parents are visiting", "the forms came"
_PLURAL = re.compile(
    r"\b(?:the|my|our|his|her|their|these|those|both)\s+(?:[a-z]+\s+)?(?!(?:has|owes|says|does|wants|needs|keeps"
    r"|sends|goes|gets|holds|takes|charges|closes|opens|is|was)\b)[a-z]{2,}s\b",
    _I,
)
_NOT_NAMES = frozenset({"I", "I'm", "I've", "I'll", "I'd", "The", "My", "Our", "Ok", "OK", "So", "Just", "Need"})


def named_firm(intent: Intent, before: str) -> Intent:
    """``intent`` with a "them" right after its verb put as the one firm or name ``before``
    (what the message said before this to-do) names; else unchanged."""
    if not isinstance(intent, NewCommitment) or intent.owner != "me":
        return intent
    m = _THEM.match(intent.action)
    if m is None or not before.strip():
        return intent
    firms = {f.lower(): f for f in _candidates(before)}
    plural = [p for p in _PLURAL.findall(before) if not _BUSINESS_NAMED.fullmatch(p)]
    if len(firms) != 1 or plural:
        return intent
    (firm,) = firms.values()
    firm = re.sub(r"^the\s+", "the ", firm, flags=_I)
    return replace(intent, action=f"{m['v']} {firm}{m['rest']}")


def _candidates(before: str) -> list[str]:
    names = [m["f"] for m in _NAME.finditer(before.strip()) if m["f"].split()[0] not in _NOT_NAMES]
    return names + [m["f"] for m in _BUSINESS_NAMED.finditer(before)]

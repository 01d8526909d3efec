"""Values that carry their own commas: an address ("14 Elm St, apt 3, Leeds") or a figure
("40,000"). The dispatcher cuts a clause at its first comma into a main clause and a detail;
for these values the detail is the rest of the value, so the fact must be read whole.

The rule: the main clause states an address ("<whose> address is …", "… address changed to …",
"lives at …") and every
comma piece of the detail reads as a part of one (a flat or unit, a number, a postcode, a
place name of a few words) rather than a clause of its own ("…, send him the keys"); or the
detail is the next three digits of a figure ("the budget is 40, 000" never happens, "40,000"
does).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I
from memory.understanding._sentences import _starts_clause
from memory.understanding.timex import has_date_words

_STATES_ADDRESS = re.compile(
    r"(?:\baddress(?:\s+(?:for|of)(?:\s+[\w'\-.]+){1,4})?(?:\s+(?:is|was|are)(?:\s+now)?|'s|\s*:"
    r"|\s+(?:has\s+|'s\s+|just\s+)?(?:changed|switched|moved|updated|gone)(?:\s+over)?\s+to)"
    r"|\b(?:lives|living|based|located|moved|relocated|now)\s+(?:now\s+)?(?:at|to))"
    r"\s+(?:now\s+)?(?:(?:flat|apt|apartment|unit|suite|room|villa|house|block|building|bldg|plot|lot|office|shop|townhouse)\s+)?\S*\d",
    _I,
)
_ADDRESS_PART = re.compile(
    r"^(?:(?:apt|apartment|flat|unit|suite|ste|floor|fl|room|rm|building|bldg|block|house|po\s+box|#|no\.?)\b.*"
    r"|\d[\w\- ]*(?:\s+[A-Za-z][\w'\-]*){0,3}"
    r"|[A-Za-zÀ-ÿ][\w'\-.]*(?:\s+[A-Za-zÀ-ÿ0-9][\w'\-.]*){0,3})$",
    _I,
)
_FIGURE = re.compile(r"\d$")
_THOUSANDS = re.compile(r"^\d{3}\b")


def whole_value(clause: str, detail: str) -> str | None:
    """The clause with its detail put back when the detail is the rest of its value."""
    if not detail:
        return None
    if _FIGURE.search(clause) and _THOUSANDS.match(detail) and not clause.endswith(" "):
        return f"{clause},{detail}"
    if not _STATES_ADDRESS.search(clause):
        return None
    pieces = [p.strip() for p in detail.split(",")]
    if all(p and _ADDRESS_PART.match(p) and not _clause_like(p) for p in pieces):
        return f"{clause}, {detail}"
    return None


def _clause_like(piece: str) -> bool:
    """A piece that says something of its own: "send him the keys", "he moves in friday"."""
    words = " ".join(w for w in piece.split() if not any(ch.isdigit() for ch in w))  # "apt 3" names no day
    return _imperative_shape(piece) or _starts_clause(piece) or has_date_words(words)

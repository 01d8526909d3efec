"""A second to-do joined by "and" that opens with a date of its own, its obligation or reminder
said once, in the first: "remind me monday abt the PFD paperwork and also wednesday to pick up her
refill", "eom i need the rent to Mr Zielinski and by the 20th the car insurance renewal".

The second conjunct leaves out the lead of the first ("remind me", "i need", "gotta"): it is a
to-do of its own, on its own date. Read whole, the second was swallowed into the first's action,
due the second date. The line is said again as two clauses, the second with the lead put back
after its date ("…, wednesday remind me to pick up her refill"). Only where the split is sure: the
first conjunct has a lead, a date and a to-do of its own ("remind me monday and wednesday to take
the bins out" is one to-do on two days), and the second opens with a readable date and goes on with
no subject or verb of being of its own ("and tuesday i'm off", "and monday is the launch" are news).
Hand-written: one shape.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._sign_forms import without_spans
from memory.understanding.timex import find_spans

__all__ = ["lead_said_once"]

_LEAD = re.compile(
    r"\b(?:remind\s+me|(?:i\s+)?(?:need|have|got)\s+to|i\s+need|(?:i\s+)?gotta|(?:i\s+)?must)\b", _I
)
_AND_DATE = re.compile(r"\s+and\s+(?:also\s+|then\s+)?(?=\S)", _I)
# a second conjunct that is a clause of its own: "… and tuesday i'm off", "… and monday is the launch"
_OWN_CLAUSE = re.compile(
    r"^(?:i|i'm|im|i'll|we|we're|you|he|she|they|it|it's|its|there|that|this|is|are|was|were|'s|will|would)\b", _I
)


def lead_said_once(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a second dated to-do said with the first one's lead (see the module doc);
    any other text as it was."""
    leads = list(_LEAD.finditer(text))  # once: searched again at each "and", a run-on costs its square
    if " and " not in text.lower() or not leads:
        return text
    lead = leads[0]  # what the first conjunct's search finds, when it ends there (no lead spans an "and")
    for joint in _AND_DATE.finditer(text):
        first, second = text[: joint.start()], text[joint.end() :]
        if lead.end() > joint.start() or leads[-1].start() >= joint.end():
            continue  # no lead before the "and", or one after it
        spans = find_spans(second, now=now, tz=tz)
        if not spans or spans[0].start != 0 or spans[0].spec is None:
            continue
        rest = second[spans[0].end :].strip()
        if not rest or _OWN_CLAUSE.match(rest) or not _own_todo(first, lead, now=now, tz=tz):
            continue
        return f"{first.rstrip(' ,')}, {second[: spans[0].end].strip()} {lead.group(0)} {rest}"
    return text


def _own_todo(first: str, lead: re.Match[str], *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether the first conjunct says a date and, besides it and its lead, a to-do's words."""
    spans = find_spans(first, now=now, tz=tz)
    if not spans or any(span.spec is None for span in spans):
        return False
    words = without_spans(first, spans).replace(lead.group(0), " ", 1)
    return re.search(r"[a-z]{3,}", words, _I) is not None

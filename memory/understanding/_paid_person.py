"""Someone said paid, the user the payer: "done, Renée's paid back", "the plumber's been paid",
"Tomás is paid in full now", "Ewa's squared up, sent her the 60".

Said of a person with "is"/"has been"/"got" (the contraction "'s" too), "paid" is the passive:
the person received the money, so the user's to-do of paying them is done ("paid Renée back").
Read as said, "Renée's paid back" was an issue "Renée's paid" resolved or a reply of Renée's.
Only a capitalised name or "the"/"my"/"our" and a payee word (the plumber, my cleaner, the
babysitter): "the invoice is paid" and "the rent's paid" are things, read by the done forms as they
are, and "Renée paid back" (she paid me back) is left. Hand-written: one shape.
"""

from __future__ import annotations

import re

__all__ = ["paid_person"]

_PAID = re.compile(
    r"^(?P<lead>(?:(?:done|ok|okay|sorted|finally|yay)\s*[,!.:–—-]*\s*)*)"
    r"(?P<who>(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+))?"
    r"|(?:the|my|our)\s+(?:plumber|electrician|builder|cleaner|babysitter|nanny|sitter|gardener|tutor|mechanic"
    r"|landlord|landlady|painter|decorator|handyman|dog\s+walker|childminder|contractor|roofer|accountant))"
    r"(?:'s|’s|\s+is|\s+has|\s+got|\s+was)\s+(?:been\s+|now\s+|finally\s+|all\s+)*paid(?P<back>\s+back)?"
    r"(?:\s+(?:in\s+full|off|now|finally|at\s+last))*\s*[.!✅👍]*\s*$",
    re.IGNORECASE,
)
# "Ewa's squared up, sent her the 60", "all square with Ewa", "settled up with Tom": even with a
# person, owing nothing either way; the user's own sending after it ("sent her the 60") says how
_NAME = r"(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+)"
_EVEN = r"(?:squared\s+(?:up|away)|(?<=all\s)squared|square|settled\s+up|quits)"
_SQUARED = re.compile(
    r"^(?P<lead>(?:(?:done|ok|okay|sorted|finally|yay)\s*[,!.:–—-]*\s*)*)"
    r"(?:(?P<who>" + _NAME + r")(?:'s|’s|\s+is|\s+and\s+i\s+are|\s+and\s+me\s+are)\s+(?:now\s+|all\s+)*" + _EVEN
    + r"|(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:now\s+|all\s+)*(?:" + _EVEN + r"|squared|settled)\s+with\s+"
    r"(?P<with>" + _NAME + r"))(?:\s+(?:now|again|finally))?"
    r"(?:\s*[,;.!:–—-]+\s*(?:(?:i|just)\s+)*(?:sent|paid|transferred|gave|venmoed|paypaled|e-?transferred|repaid)\s+"
    r"(?:her|him|them|" + _NAME + r")\b[^,;]*)?\s*[.!✅👍]*\s*$",
    re.IGNORECASE,
)
# capitalised words that open a line but name nobody paid
_NOT_PAYEES = frozenset({"it", "that", "this", "everything", "everyone", "rent", "invoice", "bill", "tax", "deposit"})


def paid_person(text: str) -> str:
    """``text`` said as the payment the user made ("paid Renée back"), or ``text``."""
    if (even := _SQUARED.match(text.strip())) is not None:
        who = even["who"] or even["with"]
        return text if who.lower() in _NOT_PAYEES else f"{even['lead']}paid {who} back"
    m = _PAID.match(text.strip())
    if m is None or m["who"].split()[0].lower() in _NOT_PAYEES:
        return text
    return f"{m['lead']}paid {m['who']}{m['back'] or ''}"

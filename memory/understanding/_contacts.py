"""An email address pasted before what to do with its owner: "hugo@x.io send him the NDA".

An address in a message is a value only when it is said to be someone's. Here it is: the words
after it refer to one person ("him", "her", "them") and the address's own name part reads as
that person's name ("hugo", "hugo.martin"), so the message states Hugo's email and the to-do
that follows (sent to him). Any other address stays part of the words it is in.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import StateClaim

_LEADING_EMAIL = re.compile(
    r"^(?P<local>[A-Za-z][\w.+\-]*)@(?P<domain>[\w\-]+(?:\.[\w\-]+)+)\s*[,:;\-–—]*\s+(?P<rest>\S.*)$"
)
_REFERS = re.compile(r"\b(?:him|her|them|his|their)\b", _I)
_PERSON = re.compile(r"\b(?:him|her|them)\b", _I)
_NAME_PART = re.compile(r"^[A-Za-z]{2,20}$")


def email_first(text: str) -> tuple[StateClaim, str] | None:
    """(whose email it is, the words after it) for a message that opens with an address and
    goes on about its owner by pronoun; None otherwise."""
    m = _LEADING_EMAIL.match(text)
    if m is None or not _REFERS.search(m["rest"]):
        return None
    parts = re.split(r"[._\-]", m["local"])
    if not 1 <= len(parts) <= 2 or not all(_NAME_PART.match(p) for p in parts):
        return None  # "info@", "j.smith2@": no name to give the address to
    if parts[0].lower() in _ROLE_BOXES:
        return None
    name = " ".join(p[:1].upper() + p[1:].lower() for p in parts)
    address = f"{m['local']}@{m['domain']}"
    rest = _PERSON.sub(name, m["rest"], count=1)  # "send him the NDA": send Hugo the NDA
    return StateClaim(name, "email", address), rest


# shared mailboxes, not a person's: "info@acme.com, forward them the invoice"
_ROLE_BOXES = frozenset({
    "info", "hello", "hi", "contact", "admin", "support", "help", "sales", "billing", "accounts", "office", "team",
    "jobs", "careers", "hr", "noreply", "no", "press", "legal", "finance", "invoices", "orders", "mail", "enquiries",
})  # fmt: skip

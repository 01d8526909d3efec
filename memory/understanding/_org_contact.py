"""Whom the user deals with at an organisation is the organisation's fact, not a person's role.

"Sunil is our contact at Tata", "Nicolò replaced Sergio as our contact at Enel", "our rep at
Dell is Kim": the role reading keeps "contact at Tata" as Sunil's role, so "who's our contact
at Tata?" finds nothing under Tata, and the next contact there would not replace him. A role
that is a go-between ("contact", "rep", "account manager", "liaison") at or for a named
organisation becomes that organisation's fact with the person as its value; said the other
way round ("our contact at Enel is Nicolò") the attribute loses its "our". Said as a note about
the organisation ("new client: Brightwave, contact is Oliver Shaw", "Brightwave - our rep Kim
Ito") it is the same fact, the organisation's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import has_date_words

_GO_BETWEEN = r"(?:contact|contact\s+person|point\s+of\s+contact|poc|rep|account\s+manager|liaison|go-to(?:\s+person)?)"
_ROLE_AT = re.compile(
    r"^(?:(?:our|my|the|new|main|usual)\s+)*(?P<rel>" + _GO_BETWEEN + r")\s+(?:at|for|with|from)\s+"
    r"(?:the\s+)?(?P<org>(?-i:[A-Z0-9À-Ý])[\w&'’.\-]*(?:\s+[\w&'’.\-]+){0,3})$",
    _I,
)
_OURS = re.compile(r"^(?:our|my)\s+(?P<rel>" + _GO_BETWEEN + r")$", _I)


# "new client: Brightwave, contact is Oliver Shaw", "Brightwave - main contact: Kim Ito"
_NOTED_CONTACT = re.compile(
    r"^(?P<label>(?:new|our|a)\s+(?:client|customer|supplier|vendor|partner|account|lead)\s*[:\-–—]?\s*)?"
    r"(?P<org>(?-i:[A-Z0-9])[\w&'’.\-]*(?:\s+(?-i:[A-Z0-9])[\w&'’.\-]*){0,3})\s*(?:,|\s[-–—]|:)\s*"
    r"(?:(?:the|our|my|main|usual)\s+)?(?P<rel>" + _GO_BETWEEN + r")(?P<is>\s+is|\s*:|\s+[-–—])?\s+"
    r"(?P<name>(?-i:[A-Z])[\w'’\-]+(?:\s+(?-i:[A-Z])[\w'’\-]+){0,2})[\s.!]*$",
    _I,
)


def contact_noted(text: str) -> str:
    """``text`` said as the organisation's fact when it notes its go-between ("Brightwave's contact
    is Oliver Shaw" for "new client: Brightwave, contact is Oliver Shaw"); else unchanged."""
    m = _NOTED_CONTACT.match(text.strip())
    if m is None or has_date_words(m["org"]) or m["org"].lower() in _NOT_ORGS:
        return text  # "Monday, contact Jo": a day's to-do
    if not (m["is"] or m["label"]) and m["rel"].lower() == "contact":
        return text  # "Acme - contact Jo" may say what to do: only "is", a colon or a "new client" label says who
    return f"{m['org']}'s {m['rel']} is {m['name']}"


_NOT_ORGS = frozenset({"ok", "okay", "so", "also", "then", "btw", "fyi", "note", "reminder", "todo", "urgent"})


def org_contacts(intents: list[Intent]) -> list[Intent]:
    """``intents`` with each go-between's role at an organisation read as that organisation's fact."""
    out: list[Intent] = []
    for intent in intents:
        if isinstance(intent, StateClaim) and intent.predicate == "role" and (m := _ROLE_AT.match(intent.value)):
            intent = replace(intent, subject=m["org"], predicate=_attribute(m["rel"]), value=intent.subject,
                             old_value=None)
        elif isinstance(intent, StateClaim) and (ours := _OURS.match(intent.predicate)):
            intent = replace(intent, predicate=_attribute(ours["rel"]))  # "our contact at Enel is Nicolò"
        out.append(intent)
    return out


def _attribute(relation: str) -> str:
    """The attribute a go-between is kept under ("point of contact" and "poc" are a contact)."""
    said = " ".join(relation.lower().split())
    return "contact" if said in ("contact person", "point of contact", "poc", "go-to", "go-to person") else said

"""A clause with no subject after a clause about one named person is that person's: "Marguerite's
drafting the bulletin, should have it to me by monday", "Tomasz is on the invoices, will send
them friday", "Aigerim has the keys — said she'd drop them round tmrw".

Read alone, "should have it to me by monday" is the user's own to-do (and a senseless one). The
person the message is about is the one whose doing the clause before tells, so the clause is
read with that person as its subject; the caller keeps it only when it then reads as their
promise. Only a capitalised name at the very start of the clause before counts, and only a
clause that starts with a promise's modal (never "need to", which is the user's own).
"""

from __future__ import annotations

import re

from memory.understanding._clause_subject import clause_subject
from memory.understanding._phrases import _I

# "Marguerite's drafting …", "Tomasz is on …", "Aigerim has the keys": a name, then what they are doing
_NAMED_DOER = re.compile(r"^(?P<n>[A-Z][\w-]+)(?:'s|\s+is|\s+was|\s+has)\s+\S")
# "should have it to me", "will send them friday", "said she'd drop them round": a promise with its subject left out
_MODAL_START = re.compile(
    r"^(?:(?:and|but|so)\s+)?(?P<m>should|will|'ll|is\s+going\s+to|gonna|promised\s+to|(?:still\s+)?owes"
    r"|said\s+(?:she|he|they)(?:'d|\s+would|'ll|\s+will))\s+(?P<rest>\S.*)$",
    _I,
)
_NAME_FIRST = re.compile(r"^[A-Z][\w-]+\s+[a-z]")  # a capitalised name opening the clause, then its verb
_FOR_ME = re.compile(r"\b(?:me|us)\b", _I)
_OBJECT_PRONOUN = re.compile(r"\b(?:him|her|hers)\b", _I)
_SAID_THEYD = re.compile(r"^said\s+(?:she|he|they)", _I)
_STATE = re.compile(r"^(?:be|been|get|have\s+been)\b", _I)


def promise_without_subject(clause: str) -> bool:
    """Whether ``clause`` opens with a promise's modal and no subject ("will send the notes by fri")."""
    return _MODAL_START.match(clause.strip()) is not None


def their_follow_on(before: list[str], clause: str) -> str | None:
    """``clause`` with the person the clause just before named put as its subject, or None."""
    if not before:
        return None
    first = before[-1].strip()
    named = _NAMED_DOER.match(first)
    m = _MODAL_START.match(clause.strip())
    # "Tom sent the deck, will send me the notes": a name then what they did; the clause is theirs only
    # when the user is whom it is for ("Tariq asked me for the invoice, will send it monday" is the user's)
    for_me = m is not None and (_FOR_ME.search(m["rest"]) or m["m"].lower().endswith("owes"))
    person = named["n"] if named else clause_subject(first) if for_me and _NAME_FIRST.match(first) else None
    return said_of(person, clause) if person is not None else None


def said_of(person: str, clause: str) -> str | None:
    """``clause``, a promise with no subject, put as ``person``'s ("Tom sent the deck, will send the
    notes by fri": Tom, whose deed the clause before reported), or None."""
    m = _MODAL_START.match(clause.strip())
    if m is None or person.lower() in ("i", "it", "there", "that", "this"):
        return None
    if _STATE.match(m["rest"]):
        return None  # "should be done by sat": how the thing will be, no promise
    if _OBJECT_PRONOUN.search(m["rest"]):
        return None  # "Ana is the new cfo, will send her flowers": the user's deed for Ana, not Ana's
    modal = m["m"].lower().replace("'ll", "will").replace("gonna", "is going to")
    modal = "will" if _SAID_THEYD.match(modal) else modal
    return f"{person} {modal} {m['rest']}"

"""A payment of part of what is owed, said as a payment: "kamau paid 5k, still owes 7k", "unit 2
only paid half", "Juma paid half, rest next week", "paid 200 of the 500 to the garage".

Read as any other "paid …", each was taken for the whole debt paid and the to-do closed, though
the words say some of it is still owed. Where the rest is read as a debt of its own ("Ben paid
me back 20, still owes 20": Ben's 20 kept) the old one closes, as before; where it is not (the
sum left unsaid, or said of a name typed in lower case the reader does not take for the
subject), recap marks nothing done and asks, saying so, rather than close it and lose the
rest. A whole payment ("paid the rent", "kamau paid me back") is done as before.
Hand-written: the words of a part are a short list.
"""

from __future__ import annotations

import re

from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment, Unclear

# words that say only some of a sum went: "half", "part of", "some of", "200 of the 500", "still owes",
# "the rest next week", "the balance on friday", "only paid"
_PART = re.compile(
    # someone's half is their share, paid whole: "sent Jānis his half of the rent", "paid my half"
    r"\b(?:(?<!\bmy\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\byour\s)(?<!\bour\s)"
    r"half(?![-\s]?(?:term|day|price|time|hour|marathon|board|way)\b)|halves|part\s+of|some\s+of|a\s+bit\s+of|partly|partially|part[-\s]payment|only\s+paid"
    r"|still\s+(?:owes?|owing|needs?\s+to\s+pay|has\s+to\s+pay)|(?:the\s+)?rest\s+(?:next|on|by|later|tmrw|tomorrow)"
    r"|(?:the\s+)?balance\s+(?:next|on|by|later|tmrw|tomorrow)"
    r"|\d[\d,.]*k?\s+of\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+)?[£$€₹]?\d+)\b",
    re.IGNORECASE,
)
_REST = re.compile(r"^(?:the\s+)?(?:rest|balance|remainder)(?:\s+of\s+(?:it|the\s+money))?$", re.IGNORECASE)
_ASKING = re.compile(r"^\s*(?:(?:hey|so|ok|and)\W+)?(?:did|does|do|has|have|is|was|what|how|when|who)\b|.*\?\s*$", re.I)
_PAID = re.compile(r"\b(?:paid|pay|payed|sent|transferred|gave|handed|settled|cleared)\b", re.IGNORECASE)


def part_paid(found: list[tuple[Intent, str]], sentence: str) -> list[tuple[Intent, str]]:
    """``found`` (each intent with its clause) as read, or with a question in place of a to-do
    closed by a payment of only part of it (``sentence``: the words read) when what is still owed
    was not kept as a to-do of its own ("Ben paid me back 20, still owes 20" closes the old debt
    and keeps Ben's 20: nothing to ask)."""
    if not _PAID.search(sentence) or not _PART.search(sentence) or _ASKING.match(sentence):
        return found  # "did Rohan ever pay me back or does he still owe me": a question
    # "wanjiru sent 2000, rest next week": what is still owed, no to-do "rest" of the user's
    found = [(i, clause) for i, clause in found if not (isinstance(i, NewCommitment) and _REST.match(i.action))]
    if any(isinstance(intent, NewCommitment) for intent, _ in found):
        return found
    asked = Unclear(question=_QUESTION, text=sentence)
    return [(asked if isinstance(intent, CompleteCommitment) else intent, clause) for intent, clause in found]


_QUESTION = "That sounds like only part of it was paid, so I've marked nothing done. Tell me when the rest is paid."

"""Two preferences said with one verb: "i prefer email for invoices and phone for urgent stuff",
"Hoa prefers whatsapp for quick stuff, email for anything formal", "Ji-ho likes mornings for
deep work & afternoons for calls".

The second half leaves out its subject and verb ("phone for urgent stuff"); cut at the "and" on
its own it read as a to-do ("phone for urgent stuff", a verb and a purpose) and was stored as
one. Here the verb is put back ("i prefer phone for urgent stuff") and both halves are read:
kept only when each reads as one preference of the same subject, else the sentence is left to
the other readers. Hand-written: one shape, the second half a thing and its "for" scope only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim

__all__ = ["gapped_preference"]

# "<who> prefer(s) <a> for <x>", then "and"/"but"/","/"&", then "<b> for <y>" (no verb of its own)
_GAPPED = re.compile(
    r"^(?P<head>.+?\b(?:prefers?|preferring|likes?|wants?|would\s+rather\s+have)\s+)"
    r"(?P<a>[^,;&]+?\s+for\s+[^,;&]+?)\s*(?:,\s*(?:and\s+|but\s+)?|\s+(?:and|but|while|whereas)\s+|\s*&\s*)"
    # (never a second subject with its own verb: "… and Kaylee prefers slack for work")
    r"(?P<b>(?!(?:i|we|he|she|they|you|need|needs|also|then|pls|please)\b)"
    r"(?![\w'@.+-]+(?:\s+[\w'@.+-]+)?\s+(?:prefers?|likes?|wants?|would|'d|loves?|hates?)\b)"
    r"[\w'@.+-]+(?:\s+[\w'@.+-]+){0,2}"
    r"\s+for\s+[^,;&]+?)[\s.!]*$",
    _I,
)

Reader = Callable[[str], list[Intent]]


def gapped_preference(text: str, read: Reader) -> list[Intent]:
    """The two preferences ``text`` says with one verb (see the module doc), or []."""
    m = _GAPPED.match(text.strip())
    if m is None or " and " in m["a"]:
        return []
    first, second = read(f"{m['head']}{m['a']}"), read(f"{m['head']}{m['b']}")
    if not (_one_preference(first) and _one_preference(second)):
        return []
    if first[0].subject != second[0].subject:
        return []
    return [*first, *second]


def _one_preference(found: list[Intent]) -> bool:
    """Whether ``found`` is one preference with a scope ("email for invoices")."""
    return (
        len(found) == 1
        and isinstance(found[0], StateClaim)
        and found[0].preference
        and bool(found[0].scope)
    )

"""An open issue said to go on, inside a message that says something else too: "vpn's back but
the printer is still jammed", "wifi's fixed, printer still jammed tho".

Said alone, "printer is still jammed" with the printer issue open adds nothing to it
(:func:`memory.understanding._issue_bare.restated`), and recap notes nothing on it. Said after
another piece of news, the "but" or the comma made the whole message look like news about the
printer too, and it was noted as an update. Here the issue is judged by its own clause: the
part of the message that names it. A clause after it that goes on about "it" ("…, and now it's
smoking") is news of the same thing, so the issue is not only said again.

Hand-written: the clause cuts are the few words chat joins two reports with.
"""

from __future__ import annotations

import re

from memory.understanding._issue_bare import restated
from memory.understanding._phrases import _I
from memory.words import content_words

__all__ = ["restated_in"]

_CUT = re.compile(r"\s*(?:[,;]|\s[-–—]+\s|\b(?:but|and|while|whereas|though|although)\b)\s*", _I)
_SAME_THING = re.compile(r"^(?:now\s+)?(?:it|it's|its|that|that's|this|they|they're|plus|also)\b", _I)


def restated_in(topic: str, text: str) -> bool:
    """Whether the clause of ``text`` that names ``topic`` says the issue goes on and nothing
    new (and no other clause goes on about it)."""
    clauses = [c for c in _CUT.split(text.strip()) if c]
    named = content_words(topic)
    at = [n for n, clause in enumerate(clauses) if named & content_words(clause)]
    if len(at) != 1:
        return restated(text)
    rest = clauses[at[0] + 1 :]
    return restated(clauses[at[0]]) and not any(_SAME_THING.match(clause) for clause in rest)

"""A thing named first, then a promise of it with no object of its own: "quote for the bakery site -
promised them by thurs" is "promised them quote for the bakery site by thurs"; "bakery quote, promised
it by thurs" is "promised the bakery quote by thurs".

Read clause by clause, the thing alone was an undated to-do "quote for the bakery site" and the promise
a second one, "promised them", due thursday: two wrong memories for one. The promise must name no new
thing (only whom, or "it") and say its date with "by", "for", "on" or "before", so "the deck, told them
it's late" and "quote for the bakery, promised them a discount" are left to the clauses.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["promised_thing"]

_SHAPE = re.compile(
    r"^(?P<thing>(?!(?:i|we|he|she|they|it|you|that|this)\b)[^\W\d][^,;:–—]{0,60}?)\s*(?:[,;:]|\s[-–—]+)\s*"
    r"(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:promised|told)\s+"
    r"(?:(?P<it>it|that)|(?P<whom>them|him|her|(?-i:[A-Z][\w'-]+)))(?:\s+(?:it|that))?\s+"
    r"(?P<when>(?:by|for|on|before|b4)\s+\S.*?)[\s.!]*$",
    _I,
)
# "logo revisions for marco": whom the thing is for, the "him" of the promise after it
_FOR_WHOM = re.compile(r"^(?P<thing>.+?)\s+for\s+(?P<who>[^\W\d][\w'-]*)$", _I)
_PRONOUNS = frozenset({"him", "her", "them"})
# a thing that is a clause of its own ("Raj is annoyed"), not a thing to hand over
_CLAUSE = re.compile(r"\b(?:is|are|was|were|has|have|had|owes|borrowed|says|said|will|'s\s+\w+ing)\b", _I)


def promised_thing(text: str) -> str:
    """``text`` with a thing and its object-less promise said as one promise (see the module doc);
    else as it was."""
    m = _SHAPE.match(text.strip())
    if m is None or not has_date_words(m["when"]) or _CLAUSE.search(m["thing"]):
        return text
    thing, whom = m["thing"].strip(), m["whom"] or ""
    named = _FOR_WHOM.match(thing)
    if named and whom.lower() in _PRONOUNS:  # "logo revisions for marco - promised him by wed": marco is him
        thing, whom = named["thing"], named["who"]
    return f"promised {whom} {thing} {m['when']}".replace("promised  ", "promised ")

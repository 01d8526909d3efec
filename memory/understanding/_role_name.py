"""Asking a person's name by the part they play is asking who plays it.

"what's my manager's name again", "whats the name of our contact at Enel", "what was Tom's
dentist called": recap keeps "my manager is Shalendra" as the fact "manager" with the person
as its value, so "my manager's name" is that fact, not an attribute "name" of someone called
"my manager" (which nobody has). The question is said again without the name ("what's my
manager"), which the fact questions already read. Only a job or a go-between names a person
so (:data:`._role_words.ROLE_WORDS`), and so does a place someone belongs to, kept by its name
("Bea's nursery is Little Puffins": "the name of Bea's nursery" is that fact): "the dog's name"
and "the wifi's name" are left alone.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._role_words import ROLE_WORDS

# "my manager's name", "Tom's dentist's name": whose name, the role last
_ROLE_NAME = re.compile(r"(?P<who>\b[\w'’\-]*\w(?:\s+[\w'’\-]*\w){0,3}?)['’]?s\s+name\b", _I)
# a place someone belongs to, whose name is what is kept: "Bea's nursery is Little Puffins"
_NAMED_PLACE = re.compile(
    r"(?:nursery|daycare|creche|crèche|preschool|kindergarten|school|college|uni|university|gym|club|team|church"
    r"|surgery|practice|clinic|bank|employer|company|firm|agency|band|choir|pub|local)",
    _I,
)
# "the name of my manager", "name of our rep at Dell"
_NAME_OF = re.compile(r"\b(?:the\s+)?name\s+of\s+(?=(?:my|our|the|his|her|their|\w+['’]s)\s)", _I)
# "what was Tom's dentist called": the name asked with "called"
_CALLED = re.compile(r"^(?P<q>what(?:'s|s|\s+is|\s+was|\s+were)\s+.+?)\s+called\b", _I)


def role_asked(text: str) -> str:
    """``text`` with a name asked by role put as the role itself ("what's my manager"), or as said."""
    said = text
    m = _ROLE_NAME.search(said)
    if m is not None and ROLE_WORDS.fullmatch(m["who"].split()[-1]):
        return said[: m.start()] + m["who"] + said[m.end() :]
    m = _NAME_OF.search(said)
    named = said[m.end() :].split()[1:2] if m is not None else []  # "my dentist": the word after "my"
    if m is not None and named and any(
        words.fullmatch(named[0].strip("?!.,")) for words in (ROLE_WORDS, _NAMED_PLACE)
    ):
        return said[: m.start()] + said[m.end() :]
    m = _CALLED.match(said)
    if m is not None and ROLE_WORDS.fullmatch(m["q"].split()[-1]):
        return m["q"] + said[m.end() :]
    return said

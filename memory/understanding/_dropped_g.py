"""A dropped g put back: "needs doin", "hot water's playin up", "pop round thurs mornin'",
"goin to the tip tmrw".

People type the -ing words the way they say them, in every English (Australian, Irish, Scottish,
US Southern, Caribbean): "doin", "comin", "nothin". The forms key on "doing", "playing up",
"morning", so the message is read as though nothing were asked. A lower-case word is taken for
the -ing word it says when adding the g (after dropping an apostrophe typed for it) makes a word
of the chat vocabulary (:func:`memory.understanding._typos.a_word`); never a word that is one
itself ("thin" is no "thing", "begin", "cabin" and "cousin" have no -ing form).

Hand-written: one spelling habit over the reader's own word list, a regex and a set lookup.
"""

from __future__ import annotations

import re

from memory.understanding._typos import a_word

__all__ = ["restore_dropped_g"]

# real words ending in "in" whose -ing form is a word as well: never a dropped g
_WORDS_AS_THEY_ARE = frozenset(
    {"thin", "brin", "actin", "rankin", "spin", "skin", "grin", "chin", "shin", "twin", "ruin", "akin"}
)
_DROPPED = re.compile(r"(?<![\w@#/.\-'’])(?P<w>[a-z]{2,}in)(?:['’](?!\w))?(?![\w@#/\-'’])")


def restore_dropped_g(text: str) -> str:
    """``text`` with each lower-case word that is an -ing word with its g dropped spelt in full."""
    return _DROPPED.sub(_full, text) if "in" in text else text


def _full(m: re.Match[str]) -> str:
    word = m["w"]
    if word in _WORDS_AS_THEY_ARE or not a_word(word + "g"):
        return m.group(0)
    return word + "g"

"""A part of a value put right: "apt 5 not 3", "flat 2b not 2a", "the 2nd floor not 3rd".

The user repeats the part with its right number or code and gives only the wrong one after
"not". What was wrong is the right part with its numbered word swapped back ("apt 3", "3rd
floor"); :mod:`memory.derive` replaces it inside the value the conversation touched last that
holds it (as it does a misspelt name), or asks when nothing holds it. A part always names
what it numbers ("apt", "floor"): "the 21st not the 20th" is a date, "5 not 3" a number.
"""

from __future__ import annotations

import re

from memory.understanding._correction_bare import _LEAD
from memory.understanding._phrases import _I
from memory.understanding.intents import CorrectName
from memory.understanding.timex import has_date_words

_PART = re.compile(r"^(?P<new>[^,]+?)\s*,?\s+not\s+(?:the\s+)?(?P<old>[^,\s]+(?:\s+[^,\s]+)?)$", _I)
_NUMBERED = re.compile(r"\d")
_ARTICLE = re.compile(r"^(?:the|my|our|his|her|their)\s+", _I)
MAX_PART_WORDS = 3
# words that make "at 5 not 3" a clause or a time, not the name of a part
_NOT_NAMING = re.compile(
    r"^(?:i|i'll|i'm|we|you|it|it's|its|is|are|was|be|at|on|in|by|to|for|from|until|till|til|before|after|around"
    r"|about|make|that|that's|should|meant|mean|say|said|call|ring|meet|pm|am|ish|o'clock)$",
    _I,
)


def part_correction(s: str) -> CorrectName | None:
    """The wrong part and the right one, or None when ``s`` puts no part of a value right."""
    m = _PART.match(_LEAD.sub("", s.strip()).rstrip(" .!"))
    if m is None:
        return None
    new = _ARTICLE.sub("", m["new"].strip()).split()
    old = _ARTICLE.sub("", m["old"].strip()).split()
    numbered = [k for k, word in enumerate(new) if _NUMBERED.search(word)]
    named = [word for word in new if not _NUMBERED.search(word)]
    if len(new) > MAX_PART_WORDS or len(numbered) != 1 or not named or has_date_words(" ".join(named)):
        return None
    if any(_NOT_NAMING.match(word) for word in named):
        return None
    if len(old) == 1 and _NUMBERED.search(old[0]):
        wrong = [*new[: numbered[0]], old[0], *new[numbered[0] + 1 :]]  # "apt 5 not 3": "apt 3"
    elif len(old) == len(new) and [w for w in old if not _NUMBERED.search(w)] == named:
        wrong = old  # "flat 2b not flat 2a"
    else:
        return None
    right, wrong_text = " ".join(new), " ".join(wrong)
    return CorrectName(wrong=wrong_text, right=right) if right.casefold() != wrong_text.casefold() else None

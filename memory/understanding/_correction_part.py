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
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectName
from memory.understanding.timex import has_date_words

_PART = gated(re.compile(r"^(?P<new>[^,]+?)\s*,?\s+not\s+(?:the\s+)?(?P<old>[^,\s]+(?:\s+[^,\s]+)?)$", _I))
_NUMBERED = re.compile(r"\d")
_ARTICLE = re.compile(r"^(?:the|my|our|his|her|their)\s+", _I)
MAX_PART_WORDS = 3
# words that make "at 5 not 3" a clause or a time, not the name of a part
_NOT_NAMING = re.compile(
    r"^(?:i|i'll|i'm|we|you|he|she|they|it|it's|its|is|are|was|be|at|on|in|by|to|for|from|until|till|til|before|after|around"
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


def with_part(stored: str, old: str, new: str) -> str:
    """``stored`` with the words ``old`` put right as ``new``: "head of cardiology" with "not
    cardiology, neurology" is "head of neurology", "night dispatcher" with "day dispatcher*
    not night" is "day dispatcher" (the words ``new`` repeats around the part are not said
    twice). The part is put right word for word; ``new`` alone when it has more or fewer words
    than ``old`` ("not line producer, unit production manager"), or when ``old`` is no run of
    whole words of ``stored`` or is all of it. A piece of an address ("it's .com not .ca") is put
    right inside the one word that ends with it."""
    signed = _with_sign(stored, old, new) or _with_piece(stored, old, new)
    if signed is not None:
        return signed
    words, wrong, right = stored.split(), old.split(), new.split()
    folded, wrong_folded = [_bare(w) for w in words], [_bare(w) for w in wrong]
    starts = [k for k in range(len(words) - len(wrong) + 1) if folded[k : k + len(wrong)] == wrong_folded]
    if len(starts) != 1 or len(wrong) == len(words):
        return new
    start, end = starts[0], starts[0] + len(wrong)
    right_folded = [_bare(w) for w in right]
    before = folded[:start]
    # "head of marketing" for "head of sales": the words before the part, said again
    while before and right_folded[: len(before)] != before:
        before = before[1:]
    after = folded[end:]
    # "day dispatcher" for "night dispatcher", "22 Smyth St" for "22 Smith St, Fitzroy": the words
    # after the part, said again
    while after and right_folded[len(right_folded) - len(after) :] != after:
        after = after[:-1]
    if len(right) - len(before) - len(after) != len(wrong):
        return new  # "not line producer, unit production manager": a value of other words, said whole
    head = words[: start - len(before)]
    last = end + len(after)  # the stored words said again end here; their punctuation stays
    tail = words[last:]
    said = " ".join(right) + _END_MARK.search(words[last - 1])[0]
    return " ".join([*head, said, *tail])


_END_MARK = re.compile(r"[,;]?$")


def _bare(word: str) -> str:
    """A word as compared: folded, without the comma or stop written after it."""
    return word.casefold().strip(".,;")


_BARE_NUMBER = re.compile(r"^\d[\d,.]*$")


def _with_sign(stored: str, old: str, new: str) -> str | None:
    """ "make that 250 not 200" for "£200", "7 not 6" for "6k": a bare number put right keeps the
    currency or unit written against the old one ("£250"); None when the numbers are not bare or
    the old one is not written once, signed, in ``stored``."""
    old, new = old.strip(), new.strip()
    if not (_BARE_NUMBER.match(old) and _BARE_NUMBER.match(new)):
        return None
    signed = r"(?<![\w.,])(?P<pre>[^\w\s]{0,3})" + re.escape(old) + r"(?P<post>[a-zA-Z%]{0,3})(?![\w.,])"
    found = list(re.finditer(signed, stored))
    if len(found) != 1 or not (found[0]["pre"] or found[0]["post"]):
        return None
    m = found[0]
    return f"{stored[: m.start()]}{m['pre']}{new}{m['post']}{stored[m.end() :]}"



# a piece of an address: a domain's name or ending ("yahoo", "co.za"), its mark (".com", "@gmail") said or not
_ADDRESS_PIECE = re.compile(r"^[.@]?(?P<core>[\w\-]+(?:\.[\w\-]+)*)$")


def _with_piece(stored: str, old: str, new: str) -> str | None:
    """ "it's .com not .ca" for "dumi@prairienet.ca", "gmail not yahoo" for "lwazi@yahoo.co.za":
    the piece of the address put right inside it ("dumi@prairienet.com"); None unless ``old`` is
    written once in ``stored`` just after an address's "@" or "." (a whole word is put right by
    :func:`with_part`)."""
    was, now = _ADDRESS_PIECE.match(old.strip()), _ADDRESS_PIECE.match(new.strip())
    if was is None or now is None:
        return None
    found = list(re.finditer(r"(?<=\w[.@])" + re.escape(was["core"]) + r"(?![\w\-])", stored, re.IGNORECASE))
    if len(found) != 1:
        return None
    m = found[0]
    return f"{stored[: m.start()]}{now['core']}{stored[m.end() :]}"

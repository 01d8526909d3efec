"""A commitment renamed in plain chat: "rename gym to swim", "call it the Q3 plan, not the Q2
plan", "it's the pricing deck not the budget deck", "not the budget deck — the pricing deck",
"the dentist appt is actually the orthodontist", "i meant email Joao not call him".

Two kinds of wording:

- *Said as a rename* ("rename X to Y", "call it Y", "X should be called Y"): only a rename.
  "call it Y" with no old name renames what the conversation touched last, and only a name
  that reads as one ("the Q3 plan", "Project Falcon"), so "call it a day" is no rename.
- *Said as a correction* ("it's Y not X", "I meant Y, not X", "not X — Y", "the X is actually
  the Y"): the same words may put a value right ("i meant the blue folder not the green one"),
  so what the correction forms read (a value with no subject) rides along as the rename's
  ``otherwise``, for :mod:`memory.derive` to apply when no open commitment is named by X. A
  date ("it's the 21st not the 20th") or a name ("it's Jo not Joe") is left to those forms.

The old name is found later, by partial words as a lifecycle target is; the new one is kept
whole, in the user's words. Written by hand: the forms are few fixed phrases around two noun
phrases, and what matters is refusing what only looks like them (dates, idioms, clauses).
"""

from __future__ import annotations

import re

from memory.understanding._correction_bare import _LEAD
from memory.understanding._corrections import _correction
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectValue, RenameCommitment

MAX_NAME_WORDS = 8  # a to-do's name; longer sides are sentences, not names

_PHRASE = r"[^,;:!?—–]+?"
_TO = r"\s+(?:to|as|into|->|→)\s+"
_SAID_AS_RENAME = [
    # "rename gym to swim", "can you rename the budget deck as the pricing deck", "retitle X to Y"
    re.compile(rf"^(?:(?:can|could)\s+you\s+|pls\s+|let's\s+)?(?:rename|retitle|relabel)\s+(?P<old>{_PHRASE}){_TO}"
               rf"(?P<new>{_PHRASE})$", _I),
    # "change the name of the gym thing to swim", "change the title of X to Y"
    re.compile(rf"^(?:(?:can|could)\s+you\s+|pls\s+|let's\s+)?(?:change|update)\s+the\s+(?:name|title|wording)\s+"
               rf"of\s+(?P<old>{_PHRASE}){_TO}(?P<new>{_PHRASE})$", _I),
    # "the gym thing should be called swim", "X is now called Y"
    re.compile(rf"^(?P<old>{_PHRASE})\s+(?:should\s+be|is\s+now|'s\s+now)\s+(?:called|named|titled)\s+"
               rf"(?P<new>{_PHRASE})(?:\s+now|\s+instead)?$", _I),
    # "call it the Q3 plan, not the Q2 plan", "call that the pricing deck instead of the budget deck"
    gated(re.compile(rf"^(?:let's\s+|pls\s+)?call\s+(?:it|that|this)\s+(?P<new>{_PHRASE})\s*,?\s+(?:and\s+)?"
               rf"(?:not|instead\s+of|rather\s+than)\s+(?P<old>{_PHRASE})$", _I)),
    # "call it the Q3 plan", "call that one Project Falcon instead"
    re.compile(rf"^(?:let's\s+|pls\s+)?call\s+(?P<old>it|that|this)(?:\s+one)?\s+(?P<new>{_PHRASE})"
               rf"(?:\s+instead)?$", _I),
]
_SAID = r"(?:it's|its|it\s+is|(?:i\s+)?meant(?:\s+to\s+say)?|(?:i\s+)?mean|that's|that\s+should\s+be|should\s+be)"
_SAID_AS_CORRECTION = [
    # "it's the pricing deck not the budget deck", "i meant email Joao not call him"
    re.compile(rf"^{_SAID}\s+(?P<new>{_PHRASE})\s*,?\s+(?:and\s+)?not\s+(?P<old>{_PHRASE})$", _I),
    # "not the budget deck — the pricing deck", "not the budget deck, I meant the pricing deck"
    re.compile(rf"^not\s+(?P<old>{_PHRASE})\s*[,;:—–]+\s*(?:{_SAID}\s+)?(?P<new>{_PHRASE})$", _I),
    # "the dentist appt is actually the orthodontist": both sides a thing with its article
    re.compile(r"^(?P<old>(?:the|my|our)\s+[^,;:!?—–]+?)\s+(?:is|was|'s)\s+actually\s+"
               r"(?P<new>(?:the|a|an|my|our)\s+[^,;:!?—–]+?)$", _I),
]
# "call it a day", "call it quits": idioms, never a name
_IDIOM = re.compile(r"^(?:a\s+day|a\s+night|quits|even|done|off|a\s+wrap|square|a\s+draw|it|that|this)$", _I)
# A side that is a clause or a pronoun, not the name of a to-do: "not now — i'll do it later"
_CLAUSE = re.compile(
    r"^(?:i|i'm|i'll|i've|we|we're|we'll|you|you're|he|she|they|it|that|this|there|just|yes|yeah|no|ok|okay|sure"
    r"|now|then|yet|really|quite|so|too|very|right|wrong|fine|good|great|bad|true|false|me|him|her|them)\b",
    _I,
)
_ARTICLE = re.compile(r"^(?:the|my|our)\s+", _I)
# a plan given up and what to drop with it: "not going anymore", "forget the tickets", "scrap the hotel"
_GIVEN_UP = re.compile(r"\b(?:any\s*more|no\s+longer|after\s+all)\b", _I)
_DROP_ORDER = re.compile(
    r"^(?:forget|scrap|cancel|drop|ditch|skip|bin|axe|kill|nvm|never\s*mind|don'?t\s+bother|no\s+need|strike|remove"
    r"|delete|cross\s+off|knock\s+off)\b",
    _I,
)
# "it's the same deck not a new one": which one, not what it is called
_WHICH = re.compile(r"\b(?:same|other|another|different|wrong|right)\b|\bones?$", _I)
# a clause after the value saying whose it is: "380 (that) he owes me", "the blue one she wants"
_WHOSE_VALUE = re.compile(
    r"(?<=\S)\s+(?:that\s+|which\s+)?(?:he|she|they|i|we|you)\s+(?!(?:not|and|or)\b)[a-z']+"
    r"(?:\s+(?:me|us|you|him|her|them|it))?$",
    _I,
)
_NAMED = re.compile(r"^(?:the\s+\S|[A-ZÀ-Ý])")  # "the Q3 plan", "Project Falcon": reads as a name
_PRONOUN = re.compile(r"\b(?:him|her|them)\b", _I)
_CAPITALISED = re.compile(r"(?<!^)\b[A-ZÀ-Ý][\w'’\-]+")
_TRAIL = re.compile(r"[\s.!]+$|\s*(?:,\s*)?(?:sorry|my\s+bad|oops|typo|pls|please|thanks|thx|ty)[.!]*$", _I)


def renamed(s: str, ctx: _Ctx) -> RenameCommitment | None:
    """The rename ``s`` says, or None when it says none."""
    text = _TRAIL.sub("", _LEAD.sub("", s.strip()))
    for form in _SAID_AS_RENAME:
        m = form.match(text)
        if m is not None:
            old, new = m["old"].strip(), m["new"].strip()
            if old.lower() in ("it", "that", "this") and (_IDIOM.match(new) or not _NAMED.match(new)):
                return None  # "call it a day", "call it even"
            return _rename(old, new, ctx, ())
    for form in _SAID_AS_CORRECTION:
        m = form.match(text)
        if m is None:
            continue
        old, new = m["old"].strip(), _WHOSE_VALUE.sub("", m["new"].strip())
        if new != m["new"].strip():  # "nah its 380 he owes me not 350": 380, read without who owes it
            s = s.replace(m["new"], new, 1)
        if _CLAUSE.match(old) or _CLAUSE.match(new) or _GIVEN_UP.search(old) or _DROP_ORDER.match(new):
            return None  # "not going to the match anymore, forget the tickets": a plan given up, no name
        read = _correction(s, ctx) or []
        if not all(isinstance(i, CorrectValue) and not i.subject for i in read):
            return None  # a date or a name put right, or a fact: those forms' reading stands
        # "not line producer, unit production manager": with no to-do of that name, the value put right
        values = tuple(i for i in read if isinstance(i, CorrectValue)) or (CorrectValue("", "", new, old=old),)
        return _rename(old, new, ctx, values)
    return None


def _rename(old: str, new: str, ctx: _Ctx, otherwise: tuple[CorrectValue, ...]) -> RenameCommitment | None:
    """The rename of ``old`` to ``new``, when both read as names of a to-do: a few words,
    neither a date, not the same; "call him" in the old name is the person the new one names
    ("i meant email Joao not call him")."""
    if not _name_like(old, ctx) or not _name_like(new, ctx):
        return None
    people = _CAPITALISED.findall(new)
    if _PRONOUN.search(old) and len(people) == 1:
        old = _PRONOUN.sub(people[0], old)
    if _ARTICLE.sub("", old).casefold() == _ARTICLE.sub("", new).casefold():
        return None
    return RenameCommitment(old=old, new=new, otherwise=otherwise)


def _name_like(side: str, ctx: _Ctx) -> bool:
    words = side.split()
    return 0 < len(words) <= MAX_NAME_WORDS and not _WHICH.search(side) and ctx.date(side) is None

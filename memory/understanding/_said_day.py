"""A day put right by saying what the user had said or promised: "hmm no, I said weds", "it was
saturday I promised, not sunday", "I said the 17th not the 15th", "no I told her friday, not
thursday", "it's thursday not friday".

The words around the day ("I said", "I promised", "it was … I promised") only say that the day
is the one the user meant; what they put right is the date of the thing the conversation touched
last (or, with the wrong day said, the one due that day). So the frame is taken off and the rest
is read as the plain date correction it is ("no, weds", "saturday, not sunday"), which
:mod:`memory.understanding._corrections` reads and :mod:`memory.derive` applies.

Only a message that is nothing but the day and its frame: "I said weds to Tom" (whom it was
said to, unless marked or the wrong day said: "ah i said fri to him, not sun") or "I promised
Ana I'd send the photos saturday" (a promise of its own) are not this.
"I told him friday" without a correction's mark ("no", "sorry") or the wrong day is news, not a
correction. Written by hand: a few fixed frames around a date the time reader reads.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated

# "hmm", "um", "oh": a pause before the correction, which says nothing
_PAUSE = re.compile(r"^(?:(?:hm+|um+|uh+|erm+|er|oh|ah|ugh|argh)\s*[,.…!\-–—]*\s+)+", _I)
_MARK = r"(?:no|nope|nah|sorry|soz|oops|whoops|my\s+bad|actually|wait|wait\s+no|no\s+wait|correction)"
_LEAD = rf"(?P<lead>(?:{_MARK}\s*[,.…!:\-–—]*\s*)+)?"
_AT = r"(?:(?:by|on|for|due|till|until)\s+)?"
_NOT = r"\s*[,;]?\s*(?:and\s+|but\s+)?not\s+" + _AT + r"(?P<old>[\w' ]{2,30}?)"
_TAIL = r"[\s.!]*$"
# what the user said or promised: "I said", "I promised", "i told her", "we agreed"
_SAID = (
    r"(?:i|we)\s+(?:(?P<said>said|meant|promised|agreed|wrote|put|typed)(?:\s+(?:him|her|them|(?-i:[A-Z])[\w\-]+))?"
    r"|told\s+(?:him|her|them|\w+))"
)
_FORMS = [
    # "hmm no, I said weds", "I said the 17th not the 15th", "no I told her friday, not thursday"
    gated(re.compile(
        rf"^{_LEAD}{_SAID}\s+(?:(?:it\s+was|it's|it\s+is|it\s+would\s+be|it'd\s+be)\s+)?{_AT}"
        rf"(?P<new>[\w' ]{{2,30}}?)(?P<to>\s+to\s+(?:him|her|them|(?-i:[A-Z])[\w\-]+))?(?:{_NOT})?{_TAIL}",
        _I,
    )),
    # "it was saturday I promised, not sunday", "it's weds I said", "no, weds I said"
    gated(re.compile(
        rf"^{_LEAD}(?:(?:it\s+was|it's|its|it\s+is)\s+)?{_AT}(?P<new>[\w' ]{{2,30}}?)\s+{_SAID}(?:{_NOT})?{_TAIL}", _I
    )),
    # "not at 9, I said at 11", "not friday, I said monday": the wrong one first, then what was said
    gated(re.compile(
        rf"^{_LEAD}not\s+(?:at\s+)?{_AT}(?P<old>[\w' :]{{1,30}}?)\s*[,;.]\s*{_SAID}\s+(?:at\s+)?{_AT}"
        rf"(?P<new>[\w' :]{{1,30}}?){_TAIL}",
        _I,
    )),
    # "it's thursday not friday", "no, it was the 12th, not the 14th"
    gated(re.compile(rf"^{_LEAD}(?:it\s+was|it's|its|it\s+is)\s+{_AT}(?P<new>[\w' ]{{2,30}}?){_NOT}{_TAIL}", _I)),
]
_CLOCK = re.compile(r"(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?", _I)
# a word that makes the day part of something else: "weds to Tom", "friday as well"
_NOT_A_DAY = re.compile(r"\b(?:to|with|as|and|too|also|because|but|so|if)\b", _I)


def said_day(s: str, ctx: _Ctx) -> str | None:
    """The plain date correction ``s`` says with "I said …" around it ("no, weds", "saturday,
    not sunday"), or None when it is no such correction (see the module doc)."""
    text = _PAUSE.sub("", s.strip())
    for n, form in enumerate(_FORMS):
        m = form.match(text)
        if m is None:
            continue
        new, old = m["new"].strip(), (m["old"] or "").strip()
        if old and _CLOCK.fullmatch(new) and _CLOCK.fullmatch(old):
            return f"no, {new} not {old}"  # "not at 9, I said at 11": a clock put right, read as "no, 11 not 9"
        if _NOT_A_DAY.search(new) or ctx.date(new) is None or (old and ctx.date(old) is None):
            return None
        if old:
            return f"{new}, not {old}"
        if n == 0 and m["to"] and not (old or m["lead"]):
            return None  # "I said weds to Tom": whom it was said to, news unless marked or the wrong day said
        told = n == 0 and not m["said"]  # "I told him friday": news, unless marked as a correction
        if n == len(_FORMS) - 1 or (told and not m["lead"]):
            return None
        return f"no, {new}"
    return None


# "Rogério can't do jul 2, he said the 9th", "the venue can't make the 3rd - they said the 5th": the
# day the other side can't keep, then the one they offered
_CANT_DO = gated(re.compile(
    r"^(?P<who>[\w'’\-]+(?:\s+[\w'’\-]+)?)\s+(?:can't|cant|cannot|can\s+not|couldn't|won't)\s+(?:do|make)\s+"
    r"(?:it\s+(?:on\s+)?)?(?P<old>[^,;:—–-]{2,30}?)\s*[,;:—–-]+\s*(?:so\s+|but\s+)?(?:(?:he|she|they|[\w'’\-]+)\s+"
    r"(?:said|says|suggested|offered|can\s+do|proposed)\s+)(?P<new>[\w' ]{2,30}?)(?:\s+instead)?" + _TAIL,
    _I,
))


def their_day(s: str, ctx: _Ctx) -> str | None:
    """ "X can't do jul 2, he said the 9th": the plain correction it makes ("the 9th, not jul 2")
    when both are days; None otherwise."""
    m = _CANT_DO.match(_PAUSE.sub("", s.strip()))
    if m is None or ctx.date(m["new"].strip()) is None or ctx.date(m["old"].strip()) is None:
        return None
    return f"{m['new'].strip()}, not {m['old'].strip()}"

"""A day a person keeps every year: "Hemi's birthday is 3 March", "aunt dolores's bday is june
3rd", "Kwame and Efua's anniversary is the 12th of May".

It is a fact about the person (``<person> · birthday = <day>``), not a to-do due that day: the
day comes round every year and nothing is to be done by it. The day is kept as written (a day
and a month, in either order), never with a year ("born 1881" is history, not read here). A
kinship word before the name stays part of it, as it does in every fact ("Aunt Dolores").
Hand-written: a closed list of the words each part is said with.
"""

from __future__ import annotations

import re

from memory.model import Precision
from memory.understanding._dropped_apostrophes import own_s
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding.intents import StateClaim

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = r"(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?"
_WHEN = r"(?P<d>(?:the\s+)?" + _DAY + r"(?:\s+of)?\s+" + _MONTH + r"|" + _MONTH + r"\s+(?:the\s+)?" + _DAY + r")"
# a kinship word before the name stays in it, as with every fact ("Aunt Dolores", "cousin Sam")
_KIN = r"(?:(?:my|our)\s+)?"
_DAY_KIND = r"(?P<k>birthday|bday|b-day|b'day|birth\s+date|date\s+of\s+birth|dob|anniversary|name\s+day)"
_ANNOUNCED = re.compile(r"^(?:it'?s|it\s+is)\s+(?=\S+\s+(?:birthday|bday|b-day|b'day|anniversary|name\s+day)\b)", _I)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_SAID = r"(?:\s+is|'s|\s+=|\s*:|\s+falls\s+on|\s+will\s+be)?(?:\s+on)?\s+"
# a day said any other way ("the 14th", "tmrw", "next sat"): read as a date, kept as its day and month
_ANY_DAY = r"(?P<d>.+?)"


def _of(when: str) -> re.Pattern[str]:
    return re.compile(
        r"^" + _KIN + r"(?P<p>[\w\-]+(?:\s+(?:and|&)\s+[\w\-]+|\s+[\w\-]+)?)(?:'s|s'|'|s)\s+" + _DAY_KIND + _SAID
        + when + r"$",
        _I,
    )  # fmt: skip


def _mine(when: str) -> re.Pattern[str]:
    return re.compile(r"^(?P<p>my|our)\s+" + _DAY_KIND + _SAID + when + r"$", _I)


_OF, _MINE = _of(_WHEN), _mine(_WHEN)
_OF_ANY, _MINE_ANY = _of(_ANY_DAY), _mine(_ANY_DAY)
_KINDS = {"bday": "birthday", "b-day": "birthday", "b'day": "birthday", "birth date": "birthday",
          "date of birth": "birthday", "dob": "birthday"}  # fmt: skip
_NOT_A_PERSON = frozenset({"my", "our", "your", "his", "her", "their", "it", "its", "this", "that", "the", "whose",
                           "when", "what", "company", "shop", "club", "firm", "store"})  # fmt: skip


def birthday_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The yearly day ``s`` says a person has, or None."""
    s = _ANNOUNCED.sub("", s.strip())  # "it's mum's bday tmrw": as "mum's bday is tmrw"
    m = _MINE.match(s.strip()) or _OF.match(s.strip())
    day = re.sub(r"^the\s+", "", m["d"].strip(), flags=_I) if m else None
    if m is None:
        m = _MINE_ANY.match(s.strip()) or _OF_ANY.match(s.strip())
        day = _day_of(m["d"], ctx) if m else None
        if m is None or day is None:
            return None
    person = "me" if m.re in (_MINE, _MINE_ANY) else m["p"]
    if person != "me" and own_s(f"{person}s") and s.strip()[m.end("p") : m.end("p") + 1] == "s":
        person = f"{person}s"  # "sis bday", "James bday": the word's own "s", never "si's"
    if person != "me" and (
        person.split()[0].lower() in _NOT_A_PERSON or not _plausible(person, max_words=3, pronoun_start_ok=False)
    ):
        return None
    kind = re.sub(r"\s+", " ", m["k"].lower())
    return StateClaim(person if person == "me" else _phrase(person), _KINDS.get(kind, kind), day)


def _day_of(said: str, ctx: _Ctx) -> str | None:
    """ "the 14th" (of this month or the next, whichever comes first), "tmrw", "next sat": the
    one day ``said`` reads as, kept as a birthday is written ("14 December"); None when it is
    no single day (a time, a week) or has a year (a date of birth is no yearly day)."""
    spec = ctx.date(said)
    if spec is None or spec.precision is not Precision.DAY or _YEAR.search(said):
        return None
    start = spec.start.astimezone(ctx.tz)
    return f"{start.day} {start:%B}"

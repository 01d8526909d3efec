"""How a correction's fact is said: typed in lower case but for an acronym, or as a cleft.

A correction typed in lower case but for an acronym: "no, haruto is group PM", "no wait,
chiara is VP marketing", "oops, akosua is HR business partner".

A sentence with a capital in it is read as written with capitals, so a lower-case word there
is no name ("haruto" is not read as a person). But chat types names in lower case and keeps
the capitals of acronyms (PM, VP, HR, COO, Q4): those capitals say nothing about how names
are written. A correction's fact whose sentence has capitals only in such all-capital words is
therefore read again as if written in lower case, and kept only when its subject is the first
word said, a single word that is no function word ("mine is VP" names no one).

"it's Anneliese who owns the billing service", "sorry it's Maya who's the COO": a correction
said as a cleft names the person first for emphasis; the fact is the plain sentence
("Anneliese owns the billing service"), read as any other.

Hand-written: a check over the words already split, gated by the cheap test that a
lower-case reading is needed at all (the first reading found nothing); the cleft is one
fixed shape with a capitalised name.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _Ctx
from memory.understanding.intents import StateClaim
from memory.understanding.timex import has_date_words
from memory.words import STOPWORDS

_CAPPED = re.compile(r"[^\W\d_]*[A-Z][\w'’-]*")
_ACRONYM = re.compile(r"^[A-Z0-9&/-]{2,}(?:'?s)?$")
_FIRST = re.compile(r"^\s*([a-z][a-z'’-]+)\b")


def acronyms_only(text: str) -> bool:
    """Whether every word of ``text`` with a capital is all capitals ("PM", "VP", "Q4")."""
    return all(_ACRONYM.match(word) for word in _CAPPED.findall(text))


def lower_case_claims(text: str, ctx: _Ctx) -> list[StateClaim]:
    """The facts ``text`` states read as typed in lower case, when its only capitals are
    acronyms' and its first word, in lower case, is the subject; else none."""
    from memory.understanding._facts import _facts

    first = _FIRST.match(text)
    if ctx.lowercase or first is None or first[1] in STOPWORDS or not acronyms_only(text):
        return []
    lower = replace(ctx, lowercase=True)
    claims = [c for c in _facts(text, lower) if isinstance(c, StateClaim)]
    return [c for c in claims if c.subject.casefold() == first[1].casefold()]


_CLEFT = re.compile(
    r"^(?:it's|it\s+is|its|it\s+was)\s+(?P<n>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)\s+(?:who|that)(?P<be>'s|\s+is)?"
    r"\s+(?P<vp>[a-z].+?)$(?<!\sit)(?<!\sthat)(?<!\sthis)(?<!\sthem)"  # "it's Gwen who handles that": Gwen
)


# "it was thursday he moved", "it was in september that she started": the day of what was told, put first
_DAY_CLEFT = re.compile(
    r"^(?:it's|it\s+is|its|it\s+was)\s+(?P<d>(?:on\s+|in\s+)?[\w/.-]+(?:\s+[\w/.-]+){0,2}?)\s+(?:that\s+|when\s+)?"
    r"(?P<who>he|she|they|we|i|(?-i:[A-Z][\w'’-]+))\s+(?P<vp>(?:[a-z]+ed|began|left|went|came|took|got|became|quit)\b.*?)"
    r"[\s.!]*$",
    re.IGNORECASE,
)


def uncleft(text: str) -> str:
    """ "it's Anneliese who owns the billing service" -> "Anneliese owns the billing service";
    "it was thursday he moved" -> "he moved thursday"; any other text as it is."""
    m = _CLEFT.match(text.strip())
    if m:
        return f"{m['n']} {'is ' if m['be'] else ''}{m['vp']}"
    day = _DAY_CLEFT.match(text.strip())
    if day and has_date_words(day["d"]) and not re.fullmatch(r"[\d\s]+", day["d"]):  # "its 021 555 0143 i …": a number
        return f"{day['who']} {day['vp']} {day['d']}"
    return text

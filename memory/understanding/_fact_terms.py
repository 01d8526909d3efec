"""The terms someone works or studies on, said with the many verbs of a change: "Lena went
part-time", "Ayaan switched his PhD to part-time", "joy's full-time at the store now", "Kofi's
gone freelance", "Priya is back to full-time", "Ana's on a fixed-term contract now".

The fact is the person's ``status`` (the terms as a plain word: "part-time", "freelance"); what
the terms are of ("his PhD") and where ("at the store") say no more than whose they are. The
clause reaching here has its time words taken out (:mod:`._fact_time`), so "went part-time
last month" holds from last month. Hand-written: a closed list of the terms work is had on.
"""

from __future__ import annotations

import re

from memory.understanding._fact_verbs import _P, _who
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim

# the terms, each with its plain form: "part time" and "p/t" are "part-time"
_TERMS = {
    r"part[\s-]?time|p/t": "part-time",
    r"full[\s-]?time|f/t": "full-time",
    r"freelance|freelancing": "freelance",
    r"self[\s-]?employed": "self-employed",
    r"casual": "casual",
    r"permanent|perm": "permanent",
    r"(?:on\s+)?(?:a\s+)?(?:fixed[\s-]?term\s+)?contract|contracting": "contract",
    r"(?:on\s+)?zero[\s-]?hours(?:\s+contract)?": "zero-hours",
    r"temping|temp": "temp",
}
_TERM = "|".join(f"(?:{pattern})" for pattern in _TERMS)
_CHANGE = (
    r"(?:gone|went|goes|going|switched|switches|switching|moved|moves|moving|changed|changes|dropped|dropping"
    r"|cut|cutting|turned|become|became|been\s+made|was\s+made|got\s+made|is\s+made|made|taken\s+on|taken|took)"
)
_WHAT_OF = r"(?:(?:his|her|their|my)\s+(?:[\w-]+\s+){0,2}?)"  # "his PhD", "her hours", "their job at the co-op"
_TERMS_SAID = gated(re.compile(
    r"^" + _P + r"(?:\s+has|\s+have|\s*'s|\s*'ve|\s+is|\s+are|\s+was|\s+were|\s+just|\s+now|\s+finally|\s+officially"
    r"|\s+will\s+be|\s*'ll\s+be|\s+also)*"
    r"(?:\s+" + _CHANGE + r"(?:\s+" + _WHAT_OF + r"?(?:(?:back|over|down|up)\s+)?(?:to|into))?"
    r"|\s+(?:back|now)(?:\s+(?:to|on))?|\s+(?:working|works|work|studying|studies|employed|hired|on))?"
    r"\s+(?P<v>" + _TERM + r")"
    # where, or of what: "at the store", "with the council", "for Deloitte": whose terms, no more
    r"(?:\s+(?:at|with|for|in|on)\s+(?:the\s+|our\s+|his\s+|her\s+|their\s+)?[\w&'\- ]{1,30}?)?$",
    _I,
))


def terms_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The terms ``s`` says someone now works on, or None."""
    m = _TERMS_SAID.match(s.strip())
    if m is None or (person := _who(m["p"], ctx)) is None:
        return None
    said = m["v"].lower()
    plain = next(term for pattern, term in _TERMS.items() if re.fullmatch(pattern, said, _I))
    return StateClaim(person, "status", plain, explicit_now=True)

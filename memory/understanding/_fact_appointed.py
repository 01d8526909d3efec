"""A role given to someone by others, told from the side of those who gave it.

"the owners association voted Priyanka in as treasurer", "the board appointed Ade as CFO", "we
elected Mele chair", "they've made Sunil head of year 9", and a part given in a show ("Siobhán
is playing Lady Bracknell", "Tavita was cast as Puck"): the fact is the person's ``role``; the
ones who chose (a body, "we", "they") are no part of it. The value must name a job (a word of
:mod:`._role_words`), so "they made Tom cry" or "we picked Ana up" hold no role. The clause
reaching here has its time words taken out (:mod:`._fact_time`). Hand-written: one verb list.
"""

from __future__ import annotations

import re

from memory.understanding._fact_verbs import _who
from memory.understanding._phrases import _I, _Ctx, _value, reading
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import StateClaim

# who chose: a body named with its article ("the board", "our residents' committee"), or us, them
_CHOOSERS = r"(?:(?:the|our|their)\s+[\w'\-]+(?:\s+[\w'\-]+){0,3}?|we|they|everyone|the\s+members)"
_APPOINTED = re.compile(
    r"^" + _CHOOSERS + r"(?:\s*'ve|\s+(?:have|has|just|finally|officially|unanimously))*\s+"
    r"(?:voted|elected|appointed|named|made|picked|chose|chosen|co-opted|coopted|hired|promoted|confirmed|installed)"
    r"(?:\s+in)?\s+(?P<p>[^\s,]+(?:\s+(?-i:[A-ZÀ-Ý])[^\s,]*)?)(?:\s+in)?\s+(?:as\s+(?:the\s+|our\s+|their\s+)?(?:new\s+)?|to\s+(?:be\s+)?"
    r"(?:the\s+|our\s+)?(?:new\s+)?|(?:the\s+|our\s+)?(?:new\s+)?)(?P<v>[\w&/\- ]+?)$",
    _I,
)


# a part in a play or a show, named with capitals: "Siobhán is playing Lady Bracknell now", "Tavita
# was cast as Puck"; "is playing football" names no part
_CAST = gated(re.compile(
    r"^(?P<p>[^\s,']+(?:\s+(?-i:[A-ZÀ-Ý])[^\s,']*)?)(?:\s*'s|\s+is|\s+was|\s+has\s+been|\s+will\s+be|\s*'ll\s+be)?"
    r"\s+(?:now\s+)?(?:playing|plays|cast\s+as|going\s+to\s+play|understudying)\s+"
    r"(?P<v>(?-i:[A-ZÀ-Ý])[\w'\-]*(?:\s+(?:of\s+|the\s+)?(?-i:[A-ZÀ-Ý])[\w'\-]*){0,3})$",
    _I,
))


@reading
def appointed_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The role ``s`` says others gave someone (a post, or a part in a show), or None."""
    cast = _CAST.match(s.strip())
    if cast and (person := _who(cast["p"], ctx)) is not None and person != "me":
        return StateClaim(person, "role", cast["v"], explicit_now=True)
    m = _APPOINTED.match(s.strip())
    if m is None or (person := _who(m["p"], ctx)) is None or person == "me":
        return None
    value = _value(m["v"])
    if not value or len(value.split()) > 5 or not ROLE_WORDS.search(value):
        return None
    return StateClaim(person, "role", value, explicit_now=True)

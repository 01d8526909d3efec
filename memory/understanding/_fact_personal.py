"""What someone cannot have, what they take and when they work: allergies, medicines and shifts.

- ``allergy``: "Fatima is allergic to penicillin", "i'm allergic to cats", "Chinedu has a
  severe nut allergy" (the value is what they react to, as written);
- ``medication``: "Grandad is on amoxicillin now", "Mum takes metformin", "Ife's been put on
  ibuprofen", "Dad switched to atorvastatin" (only a word shaped like a medicine's name:
  :data:`~memory.understanding.value_kind.MEDICINES`; "is on leave" is no medicine);
- ``shift``: "Siobhan's moved to days", "Wanjiru is on earlies from next week", "Ivan switched
  to the night shift", "Tomás works nights now" (the value is the shift as written: "days",
  "night shift");
- ``preference``, how someone takes their food or drink: "Mere likes her tea with no sugar",
  "Dad takes his coffee black";
- ``status``, the terms someone works on: "Lena went part-time", "Kofi's gone freelance"
  (:mod:`._fact_terms`).

The clause reaching here has its time words taken out (:mod:`._fact_time`); a question, a
hedge ("might be allergic") or a plan never reaches a fact because these shapes are the whole
clause. Hand-written: two closed lists.
"""

from __future__ import annotations

import re

from memory.understanding._fact_terms import terms_fact
from memory.understanding._fact_verbs import _P, _who
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible, reading
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim
from memory.understanding.value_kind import MEDICINES, SHIFTS

_BE = r"(?:\s*'s|\s*'m|\s*'re|\s+is|\s+am|\s+are|\s+has\s+been|\s+have\s+been|\s*'s\s+been|\s*'ve\s+been)"
_DEGREE = r"(?:\s+(?:severely|very|badly|really|mildly|slightly|seriously|deathly|super|quite|extremely|also))?"
_ALLERGIC = gated(re.compile(r"^" + _P + _BE + r"(?:\s+now)?" + _DEGREE + r"\s+allergic\s+to\s+(?P<v>.+)$", _I))
_HAS_ALLERGY = gated(re.compile(
    r"^" + _P + r"(?:\s+has|\s+have|\s*'s\s+got|\s*'ve\s+got|\s+has\s+got|\s+have\s+got)\s+(?:an?\s+)?"
    r"(?:(?:severe|bad|mild|serious|slight|life[\s-]threatening|deadly)\s+)?(?P<v>[\w\- ]+?)\s+allergy$",
    _I,
))
_SHIFT = gated(re.compile(
    r"^" + _P + r"(?:"
    r"(?:\s+has|\s+have|\s*'s|\s*'ve|\s+is|\s*'m|\s+am|\s*'re|\s+are|\s+will|\s*'ll|\s+just|\s+finally)*\s+"
    r"(?:moved|switched|gone|changed|went"
    r"|swapped|transferred|goes|go|going|moves|moving|switches|switching|swaps)"
    r"(?:\s+over)?\s+(?:back\s+)?(?:on)?to"
    r"|" + _BE + r"(?:\s+now)?(?:\s+back)?\s+(?:on|working|doing)"
    r"|(?:\s+now)?\s+(?:works|does|is\s+working|'s\s+working|will\s+be\s+working|will\s+be\s+on|'ll\s+be\s+on"
    r"|starts|will\s+start|'s\s+starting|is\s+starting)(?:\s+on)?"
    r")\s+(?:the\s+)?(?P<v>" + SHIFTS + r")(?:\s+now)?$",
    _I,
))


# a dose said after the medicine: "sertraline 50mg", "insulin 10 units" (kept with it)
_DOSE = r"(?:\s+\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ug|ml|g|iu|units?)(?:\s+(?:a\s+day|daily|twice\s+a\s+day|at\s+night))?)?"
_MEDICATION = gated(re.compile(
    r"^" + _P + r"(?:" + _BE + r"(?:\s+now)?(?:\s+(?:been\s+)?(?:put|started|switched|moved))?\s+on"
    r"|(?:\s+now)?\s+(?:takes|is\s+taking|'s\s+taking|(?:has\s+|'s\s+|'ve\s+|have\s+)?(?:started|began|begun)"
    r"(?:\s+(?:taking|on))?|switched\s+to|has\s+switched\s+to|'s\s+switched\s+to|was\s+put\s+on|got\s+put\s+on))"
    r"\s+(?P<v>(?:" + MEDICINES + r")" + _DOSE + r")(?:\s+now)?$",
    _I,
))
# the user's own, said with no subject as a note: "started new meds (sertraline 50mg)", "started taking metformin"
_MY_MEDICATION = gated(re.compile(
    r"^(?:just\s+)?(?:started|began)\s+(?:taking\s+|on\s+)?(?:(?:some\s+|my\s+|the\s+)?new\s+"
    r"(?:meds|medication|medicine|tablets|pills)\s*[:(,-]?\s*)?\(?(?P<v>(?:" + MEDICINES + r")" + _DOSE + r")\)?$",
    _I,
))


# how someone takes their food or drink, said with a possessive and how: "Mere likes her tea with
# no sugar these days", "Dad takes his coffee black", "Oma has her eggs soft-boiled": a standing
# preference ("likes her new job" says no how, so no such fact)
_HOW = (
    r"with|without|no|black|white|strong|weak|milky|sweet|sweetened|unsweetened|plain|extra|well(?:[\s-]done)?"
    r"|medium(?:[\s-]rare)?|rare|iced|hot|cold|warm|decaf|oat|soy|almond|skim|skimmed|semi(?:[\s-]skimmed)?"
    r"|light|dark|double|single|half|sugar[\s-]free|dairy[\s-]free|spicy|mild|scrambled|fried|poached|boiled"
    r"|soft[\s-]boiled|hard[\s-]boiled|toasted|neat|straight|on\s+the\s+rocks|on\s+the\s+side"
)
_TAKES = gated(re.compile(
    r"^" + _P + r"(?:\s+(?:now|still|always|only|usually))?\s+(?:likes|takes|has|drinks|wants|eats|prefers|loves"
    r"|orders|is\s+having|'s\s+having)\s+(?:his|her|their)\s+(?P<o>[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)\s+"
    r"(?P<how>(?:" + _HOW + r")\b.{0,30}?)$",
    _I,
))


@reading
def personal_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The allergy, medicine or shift ``s`` states, or None."""
    for pattern in (_ALLERGIC, _HAS_ALLERGY):
        m = pattern.match(s.strip())
        if m and (p := _who(m["p"], ctx)):
            value = _phrase(m["v"])
            if value and _plausible(value, max_words=4):
                return StateClaim(p, "allergy", value, explicit_now=True)
    m = _MEDICATION.match(s.strip())
    if m and (p := _who(m["p"], ctx)):
        return StateClaim(p, "medication", m["v"].lower(), explicit_now=True)
    m = _MY_MEDICATION.match(s.strip())
    if m:
        return StateClaim("me", "medication", m["v"].lower(), explicit_now=True)
    m = _SHIFT.match(s.strip())
    if m and (p := _who(m["p"], ctx)):
        return StateClaim(p, "shift", m["v"].lower(), explicit_now=True)
    m = _TAKES.match(s.strip())
    if m and (p := _who(m["p"], ctx)) and _plausible(f"{m['o']} {m['how']}", max_words=7):
        return StateClaim(p, "preference", _phrase(f"{m['o']} {m['how']}"), preference=True, explicit_now=True)
    return terms_fact(s, ctx)  # "Lena went part-time", "Kofi's gone freelance"

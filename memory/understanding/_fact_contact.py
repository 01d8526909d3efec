"""Where someone lives and how to reach them, said as news.

- ``address``: "Yaw lives at 22 Ring Road, Accra", "Sunita's moved to 7 Lake View, Pune",
  "new address for the Okafors is 9 Palm Close, Enugu", "the Hendersons are now at flat 2,
  4 Mill Lane";
- ``phone`` / ``email``: "new number for Mei: +65 9123 4567", "you can reach Ikaika on 808 555
  0134", "email for Dr Rao is rao@clinic.in".

A street address is told from a town by its shape: a house number (or "flat 3", "unit 12b")
before a word ("22 Ring Road"). "Lives in Accra" stays a location (:mod:`._fact_verbs`).
A value of the wrong shape for its attribute ("new number for Mei is on the fridge") is no
fact. The clause reaching here has its time words taken out (:mod:`._fact_time`); a move still
to come with no date ("is moving to 7 Lake View") is a plan, not read here. Hand-written:
a few shapes.
"""

from __future__ import annotations

import re

from memory.understanding._fact_verbs import _P, _who
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible, reading
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim

# "22 Ring Road", "flat 2, 4 Mill Lane", "Apt 5B 310 W 4th St", "PO Box 118, Gaborone"
STREET_ADDRESS = re.compile(
    r"^(?:(?:flat|apt\.?|apartment|unit|suite|room|house|no\.?|#)\s*\w{1,5}\s*,?\s+)?"
    r"(?:\d{1,5}[a-z]?(?:[-/]\d{1,5}[a-z]?)?\s*,?\s+[^\W\d_][\w'’.\-]*(?:\s+\S+){0,9}"
    r"|p\.?\s*o\.?\s+box\s+\d+(?:\s*,?\s+\S+){0,4})$",
    _I,
)
_DIALLED = re.compile(r"^\+?\(?\d[\d\s\-().]{5,}\d$")
_EMAIL = re.compile(r"^[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+$")
_ATTRIBUTE = (
    r"(?P<a>(?:home\s+|postal\s+|mailing\s+|work\s+)?address|(?:(?:mobile|cell|phone|contact|work|home)\s+)?number"
    r"|phone(?:\s+number)?|mobile|cell|landline|e-?mail(?:\s+address)?)"
)
_LIVES_AT = gated(re.compile(
    r"^" + _P + r"(?:\s+(?:just|now|finally|recently))?(?:\s+|\s*(?='))"
    r"(?:lives|live|is\s+living|'s\s+living|are\s+living|'re\s+living|has\s+moved|have\s+moved|'s\s+moved"
    r"|'ve\s+moved|moved|relocated|has\s+relocated|'s\s+relocated|is\s+now|'s\s+now|are\s+now|'re\s+now"
    r"|is\s+staying|'s\s+staying|stays)"
    r"(?:\s+now)?(?:\s+(?:over|in|out))?\s+(?:at|to|into|in)\s+(?P<v>.+?)(?:\s+now)?$",
    _I,
))
# "new address for the Okafors is …", "email for Dr Rao: …", "the number for Kwame is now …"
_FOR_IS = gated(re.compile(
    r"^(?:(?:the|a|their|his|her)\s+)?(?:(?:new|updated|current|latest)\s+)?"
    + _ATTRIBUTE
    + r"\s+(?:for|of)\s+(?P<s>.+?)\s*(?:(?:\s+is|\s+are|'s)(?:\s+now)?\s+|\s*:\s*|\s+[-–—]\s+)(?P<v>.+)$",
    _I,
))
# "you can reach Ikaika on 808 555 0134", "Mei's on +65 9123 4567 now"
_REACH = gated(re.compile(
    r"^(?:(?:you\s+can|u\s+can|can)\s+)?(?:reach|contact|get\s+hold\s+of|text|ring|call)\s+"
    + _P
    + r"\s+(?:on|at|via)\s+(?P<v>\S.+?)(?:\s+now)?$"
    r"|^" + _P.replace("(?P<p>", "(?P<q>") + r"(?:\s*'s|\s+is)\s+(?:now\s+)?on\s+(?P<w>\+?\(?\d.+?)(?:\s+now)?$",
    _I,
))


@reading
def contact_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The address, phone number or email ``s`` states, or None."""
    text = s.strip()
    m = _LIVES_AT.match(text)
    if m and (p := _who(m["p"], ctx) or _family(m["p"])) and STREET_ADDRESS.match(value := _phrase(m["v"])):
        return StateClaim(p, "address", value, explicit_now=True)
    m = _FOR_IS.match(text)
    if m and _plausible(m["s"], max_words=4) and (kind := _kind_of(m["a"], _phrase(m["v"]))):
        return StateClaim(_phrase(m["s"]), kind, _phrase(m["v"]), explicit_now=True)
    m = _REACH.match(text)
    if m and (p := _who(m["p"] or m["q"], ctx)):
        value = _phrase(m["v"] or m["w"])
        kind = "phone" if _DIALLED.match(value) else "email" if _EMAIL.match(value) else None
        if kind:
            return StateClaim(p, kind, value, explicit_now=True)
    return None


_FAMILY = re.compile(r"^(?:the\s+)?[A-Z][\w'\-]*s$")


def _family(raw: str) -> str | None:
    """ "the Okafors", "the Nguyens": a household named by its surname."""
    return _phrase(raw) if _FAMILY.match(raw.strip()) else None


def _kind_of(attribute: str, value: str) -> str | None:
    """The attribute's one name ("address", "phone", "email") when ``value`` has its shape."""
    word = attribute.lower()
    if "address" in word and "mail" not in word:
        capitalised = value[:1].isupper() and len(value.split()) <= 8
        return "address" if STREET_ADDRESS.match(value) or (capitalised and "," in value) else None
    if "mail" in word:
        return "email" if _EMAIL.match(value) else None
    return "phone" if _DIALLED.match(value) else None

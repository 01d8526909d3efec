"""A contact detail typed with no verb: "Tom's number 0161 496 0321", "plumber's mobile
07700 900123", "tom's email tom@bakewell.ie", "new number for Aisha 07700 900456".

Said with "is" or a colon ("Tom's number: …") the fact readers keep it; typed bare, as people
paste a number between other things, the line read as nothing and the number was lost. The line
is put as "<whose> <detail> is <value>" when the value is all that follows and is one a phone
number or an email address can be (digits with spaces, dots, dashes or brackets; one "@"), so a
count or a code ("Tom's number 7 shirt") is left alone. Hand-written: one shape of a line.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

__all__ = ["contact_is"]

_DETAIL = (
    r"(?:(?:new|work|home|mobile|cell|personal|direct|office)\s+)?"
    r"(?:number|no\.?|num|phone(?:\s+number)?|mobile(?:\s+number)?|cell(?:\s+number)?|landline|whatsapp"
    r"|e-?mail(?:\s+address)?|extension|ext\.?)"
)
_VALUE = r"(?P<value>\+?\(?\d[\d\s().-]{5,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
_BARE = gated(re.compile(
    rf"^(?P<whose>(?:[^\W\d_][\w.'’-]*\s+){{0,3}}?[^\W\d_][\w.-]*(?:'s|’s|s'))\s+(?P<detail>{_DETAIL})\s+{_VALUE}"
    r"[\s.!]*$"
    # "new number for Aisha 07700 900456": whose said after
    rf"|^(?:(?:her|his|their)\s+)?new\s+(?P<detail2>{_DETAIL})\s+for\s+(?P<who>[^\W\d_][\w.'’-]*(?:\s+[^\W\d_][\w.'’-]*)?)"
    rf"\s*[:,-]?\s+{_VALUE.replace('value', 'value2')}[\s.!]*$",
    _I,
))


def contact_is(text: str) -> str:
    """``text`` as "<whose> <detail> is <value>" when it is a contact detail typed with no verb
    (module doc); else as it was."""
    m = _BARE.match(text.strip())
    if m is None:
        return text
    if m["who"]:
        return f"{m['who']}'s {m['detail2']} is {m['value2'].strip()}"
    return f"{m['whose']} {m['detail']} is {m['value'].strip()}"

"""A new number, address or code told as something the user got: "got a new number for the
plumber, 07700 900333", "got Tom's new email: tom@x.com", "we got a new wifi password - BlueFox".

Said this way the line reads as a finished to-do ("got …"); what it carries is the value, so it
is put as the fact it tells ("new number for the plumber is 07700 900333") and read by the fact
forms. The value comes after a colon, a dash or the comma (the clause's detail); with no value
there is nothing to keep ("got a new phone" is news, not a fact). Hand-written: one shape.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, StateClaim

_WHAT = (
    r"(?:(?:mobile|cell|phone|work|home|contact|postal|email|wi-?fi|door|gate|alarm|garage|key\s*safe)\s+)?"
    r"(?:number|phone\s+number|mobile|cell|landline|e-?mail(?:\s+address)?|address|postcode|zip\s+code|password"
    r"|passcode|pin|code)"
)
_GOT = re.compile(
    r"^(?:(?:i|we)\s+|i've\s+|we've\s+)?(?:(?:have|just|finally)\s+)*(?:got|received|was\s+given|were\s+given)\s+"
    r"(?:(?:a|the)\s+new\s+(?P<a>" + _WHAT + r")\s+for\s+(?P<s>(?:the\s+)?[\w\-]+(?:\s+[\w\-]+)?)"
    r"|(?P<p>[\w\-]+(?:\s+[\w\-]+)?)'s\s+new\s+(?P<pa>" + _WHAT + r")"
    r"|(?:a|the|our)\s+new\s+(?P<t>" + _WHAT + r"))"
    r"(?:\s*(?::|\s[-–—]|=)\s*(?P<v>\S.*))?$",
    _I,
)

_SECRET = re.compile(r"(?:password|passcode|pin|code)$", _I)
_THE = re.compile(r"^the\s+", _I)

Reader = Callable[[str, _Ctx, str], list[Intent]]


def got_new_fact(clause: str, ctx: _Ctx, detail: str, read: Reader) -> list[Intent]:
    """The fact a "got a new … for …, <value>" clause tells, else nothing."""
    m = _GOT.match(clause.strip())
    value = (m["v"] or detail).strip() if m else ""
    if m is None or not value:
        return []
    if m["a"] and _SECRET.search(m["a"]):  # "the new code for the gate": the gate code
        said = f"new {_THE.sub('', m['s'])} {m['a']} is {value}"
    elif m["a"]:
        said = f"new {m['a']} for {m['s']} is {value}"
    elif m["p"]:
        said = f"{m['p']}'s new {m['pa']} is {value}"
    else:
        said = f"new {m['t']} is {value}"
    found = read(said, ctx, "")
    return found if found and all(isinstance(intent, StateClaim) for intent in found) else []

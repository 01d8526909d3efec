"""A done mark said between the thing and how it went: "Jaden dentist ✅ no cavities", "flights ✔️ got
the cheap ones", "passport photos ☑️ look awful lol".

The mark ends the report of the thing done ("Jaden dentist ✅"); what follows is how it went, a
clause of its own, as after "done," ("Jaden dentist done, no cavities"). Read whole, the remark
kept the report from being read (or made "Jaden dentist ✅ all good" a repair of a thing named with
its tick). The mark is read as "done" and a comma put after it. Hand-written: one shape.
"""

from __future__ import annotations

import re

__all__ = ["mark_then_more"]

_MARK_THEN_MORE = re.compile(
    r"^(?P<a>[^\W\d_][^✅✔☑,;:]*?)\s*(?:✅|✔️?|☑️?)\s*[,;:-]?\s+(?!(?:and|also|plus|then|n)\b)(?P<rest>[^\W_][^✅✔☑]*)$"
)


def mark_then_more(text: str) -> str:
    """``text`` with a done mark between a thing and more words said as "done," ("Jaden dentist ✅
    no cavities": "Jaden dentist done, no cavities"), else ``text``."""
    m = _MARK_THEN_MORE.match(text.strip())
    if m is None or len(m["a"].split()) < _NAMED:
        return text  # "sent ✅ thanks": a deed with no thing named, and thanks
    return f"{m['a']} done, {m['rest']}"


_NAMED = 2  # words before the tick that name a thing done ("Jaden dentist"), never a lone "sent"

"""A dose said as what someone is on or takes: "dad's on 5mg amlodipine now", "mum takes 10 mg of
sertraline", "I'm on 50mg sertraline" — the same fact as "dad's amlodipine dose is 5mg now".

Read as said, "on 5mg amlodipine" is no form the fact reader knows and the message kept nothing,
though a carer keeps exactly this. Rewritten as the dose fact, the fact reader keeps it (and a
later "was 10" or "no, 2.5mg" puts it right as any value). Only an amount with a unit of dose
before one word (the drug's name): "she's on 2 weeks' leave" has no unit of dose. Hand-written:
one shape and a closed list of units.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["dose_said"]

_ON_DOSE = re.compile(
    r"^(?P<who>[\w'’-]+(?:\s+[\w'’-]+)?)(?:'s|’s|\s+is|\s+are|\s*'m|\s+am)(?P<now>\s+now)?\s+on"
    r"|^(?P<who3>[a-z]+)s(?P<now3>\s+now)?\s+on"  # "dads on 5mg …": the apostrophe left out
    r"|^(?P<who2>[\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:takes|is\s+taking|'s\s+taking)(?P<now2>\s+now)?",
    _I,
)
_DOSE = re.compile(
    r"\s+(?P<amount>\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ug|g|ml|units?|iu))\s+(?:of\s+)?(?P<drug>[a-z][\w-]{3,})"
    r"(?P<tail>(?:\s+(?:now|daily|a\s+day|every\s+(?:morning|day|night|evening)|at\s+night|in\s+the\s+morning))*)"
    r"(?P<rest>\s*(?:,.*)?)$",
    _I,
)


def dose_said(s: str) -> str:
    """``s`` with a dose said as what someone is on or takes put as their dose of the drug; else ``s``."""
    head = _ON_DOSE.match(s)
    dose = _DOSE.match(s, head.end()) if head else None
    if head is None or dose is None:
        return s
    who = head["who"] or head["who2"] or head["who3"]
    whose = "my" if who.lower() in ("i", "i'm") else f"{who}'s"
    now = " now" if head["now"] or head["now2"] or head["now3"] or "now" in dose["tail"].lower() else ""
    return f"{whose} {dose['drug']} dose is {dose['amount'].replace(' ', '')}{now}{dose['rest']}"

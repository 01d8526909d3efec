"""A promise said with another verb: "committed to Noor that I'd finish the API docs by monday",
"swore to mum I'd clean the garage", "gave Lena my word I'd return the drill", "vowed to Elif
I'd …", "pledged to the board we'd …", "made a promise to Jonas that I'd …".

Each is "promised <whom> I'd …" said otherwise, and every reader of promises (the promise form,
the clause cutter, whom a "him"/"her" names, "… and told Luca I'd" as a clause of its own) knows
"promised": so the message is read with that verb put in (:func:`vowed_as_promised`), before it
is split. Only with a person and then "I'd"/"I'll"/"we'd"/"we'll" after: "committed to the gym
this year", "swore at the printer" and "gave Lena my number" are no promises and stay as said.
Hand-written: a closed list of verbs, one regex.
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated

_I = re.IGNORECASE

# whom: "Noor", "Tía Carmen", "the client", "my sister", "mum"
_WHOM = r"(?:(?:the|my|our)\s+\w+|[^\W\d_][\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)"
# what is promised then: "I'd", "that I'll", "we would"
_SELF = r"(?=\s+(?:that\s+)?(?:i'd|id|i\s+would|i'll|ill|i\s+will|we'd|we\s+would|we'll|we\s+will)\b)"
_VOWED = gated(re.compile(
    r"(?P<lead>^|[,;.!?]\s*|\s[-–—]+\s*|\b(?:and|so|but|also|then|i)\s+)"
    r"(?:(?P<verb>committed|swore|vowed|pledged|pinky[\s-]?(?:promised|swore)|made\s+(?:a\s+)?promise|gave\s+my\s+word"
    r"|promised)\s+to\s+(?P<p1>" + _WHOM + r")" + _SELF +
    r"|gave\s+(?P<p2>" + _WHOM + r")\s+my\s+word" + _SELF +
    r"|(?:swore|guaranteed|pinky[\s-]?(?:promised|swore))\s+(?P<p3>" + _WHOM + r")" + _SELF +
    r"|made\s+(?P<p4>" + _WHOM + r")\s+a\s+promise" + _SELF +
    r")",
    _I,
))
_NOT_WHOM = frozenset({"that", "it", "myself", "me", "i", "them", "you", "god"})


def vowed_as_promised(text: str) -> str:
    """``text`` with each promise said with another verb put as "promised <whom>" (see the
    module doc); any other text as it is."""
    return _VOWED.sub(_promised, text)


def _promised(m: re.Match[str]) -> str:
    whom = m["p1"] or m["p2"] or m["p3"] or m["p4"]
    if whom.lower() in _NOT_WHOM:
        return m.group(0)
    return f"{m['lead']}promised {whom}"

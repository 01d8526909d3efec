"""An apology for a typo said after the value it puts right: "Bea's new number is 07700 900124 sorry
typo", "her email is ana@acme.io, my typo", "the code is 4471 (typo before)", "code is 5190, got it backwards".

Said first ("sorry typo, Bea's number is …") the correction readers read it; said after, the
apology was kept inside the value ("07700 900124 sorry typo") and the new value stored beside the
old one as a conflict. Only a word of a typo makes it so ("sorry", "oops" alone are said of
anything: "cant make it tmrw sorry"). Hand-written: one shape, moved to the front.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["typo_said_first"]

# the right value, an apology, then the wrong one: "5:30 sorry, not 5", "room 12 my bad, not 21"
_SORRY_THEN_NOT = re.compile(
    r"^(?P<new>[^,;]*?\w)\s*,?\s+(?:sorry|soz|sry|oops|whoops|my\s+bad|apologies)\s*[,;!.]?\s+(?P<old>not\s+\S.*)$", _I
)

_TYPO_AFTER = re.compile(
    r"^(?P<said>\S.*?\S)\s*(?:[,;.!\-–—]\s*|\s)\(?\s*(?:(?:(?:sorry|soz|oops|whoops|apologies|my\s+bad)[,!]?\s+)?"
    # ("…, I typo": the user's slip said with the noun as its verb)
    r"(?:(?:my|a|that\s+was\s+a|was\s+a|i)\s+)?(?:typo|mistype)(?:\s+(?:earlier|before|above|there|on\s+my\s+part))?"
    r"|(?:i\s+)?mistyped(?:\s+(?:it|earlier|before))?|fat[\s-]+fingered(?:\s+it)?"
    # "code is 5190, got it backwards", "… had the digits the wrong way round", "… mixed them up": the digits
    # of the value said before swapped, as a typo
    r"|(?:i\s+)?(?:got|had|wrote|typed|put)\s+(?:it|that|them|the\s+(?:digits|numbers))\s+(?:backwards|back\s+to\s+front"
    r"|(?:the\s+)?wrong\s+way\s+a?round)|(?:i\s+)?mixed\s+(?:it|them|the\s+(?:digits|numbers))\s+up)\s*\)?[\s.!]*$",
    _I,
)


_APOLOGY = re.compile(
    r"^(?:sorry|soz|oops|whoops|my\s+bad|apologies|ugh|argh|damn|ah|oh)(?:[\s,!.]+(?:sorry|soz|oops))*[\s,!.]*$", _I
)


def typo_said_first(text: str) -> str:
    """``text`` with an apology for a typo said after its value put first, as the correction readers
    read it ("sorry typo, …"), or an apology said between the right value and the wrong one ("5:30
    sorry, not 5"), else as is."""
    if (m := _SORRY_THEN_NOT.match(text.strip())) is not None:  # "5:30 sorry, not 5": "sorry, 5:30 not 5"
        return f"sorry, {m['new']} {m['old']}"
    m = _TYPO_AFTER.match(text.strip())
    if m is None or _APOLOGY.match(m["said"]):
        return text  # "my bad, typo": the apology alone, no value put right
    return f"sorry typo, {m['said']}"

"""Showing stored text safely: control characters become visible escapes."""

from __future__ import annotations

import re

# C0 and C1 controls but tab and newline, line separators, and the bidirectional overrides and
# isolates that can make text read differently from what was stored.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` with every control character but tab and newline written as ``\\xNN``.

    Terminal escape sequences in what a user sent can then neither move the cursor nor
    recolour the screen when recap shows it back.
    """
    return _CONTROL.sub(lambda match: match[0].encode("unicode_escape").decode("ascii"), text)

"""Showing stored text safely: control characters become visible escapes."""

from __future__ import annotations

import re

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def printable(text: str) -> str:
    """``text`` with every control character but tab and newline written as ``\\xNN``.

    Terminal escape sequences in what a user sent can then neither move the cursor nor
    recolour the screen when recap shows it back.
    """
    return _CONTROL.sub(lambda match: match[0].encode("unicode_escape").decode("ascii"), text)

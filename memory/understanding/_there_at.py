"""When to be at an occasion said just before: "20/11 – the wedding, need to be there by 1".

The words name no place and no errand of their own ("there" is the occasion before them), only the
time to arrive: the occasion's reader (:mod:`._occasion_todo`) dates the occasion by it, and a line
under a day heading that ends with them (:mod:`._sentences`) is that one occasion, not a list whose
last item they would be. One pattern, shared by both so they agree on what it is.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["ATTEND_AT", "there_at"]

# "…, need to be there by 1", "…, gotta get there for 10:30": the occasion, at a clock time on its day
ATTEND_AT = re.compile(
    r"^(?:(?:i|we)\s+)?(?:really\s+)?(?:(?:need|have|got)\s+to|gotta|must|should)\s+"
    r"(?:be\s+there|get\s+there|arrive|be\s+at\s+the\s+venue)\s+(?P<t>(?:by|at|for|before)\s+\d{1,2}(?:[:.]\d{2})?"
    r"\s*(?:am|pm)?)[\s!.]*$",
    _I,
)


def there_at(words: str) -> bool:
    """Whether ``words`` only say when to be at the occasion said before them ("need to be there by 1")."""
    return ATTEND_AT.match(words.strip()) is not None

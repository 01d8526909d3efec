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
# ("…, tom has to be there by 5:30", "…, the kids need to be there at 1.30": someone else's arrival, ``who``)
ATTEND_AT = re.compile(
    r"^(?:(?:(?:i|we)\s+)?(?:really\s+)?(?:(?:need|have|got)\s+to|gotta|must|should)"
    r"|(?P<who>(?!(?:i|we|you|u|he|she|they|it|that|this|there|everyone|everybody|all)\b)"
    r"(?:the\s+kids|the\s+boys|the\s+girls|[a-z][\w'-]*))\s+"
    r"(?:(?:has|needs|have|need|'s\s+got|has\s+got)\s+to|must|should|gotta))\s+"
    r"(?:be\s+there|get\s+there|arrive|be\s+at\s+the\s+venue)\s+(?P<t>(?:by|at|for|before)\s+\d{1,2}(?:[:.]\d{2})?"
    r"\s*(?:am|pm)?)[\s!.]*$",
    _I,
)


def there_at(words: str) -> bool:
    """Whether ``words`` only say when to be at the occasion said before them ("need to be there by 1")."""
    return ATTEND_AT.match(words.strip()) is not None

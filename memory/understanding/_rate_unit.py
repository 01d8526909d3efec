"""An amount's "a month" is its rate, never a length of time to count from.

"rent went up to 45k a month from today", "£1,200 a month from june", "$90 a week from now on":
the "a month" after the amount says how often it is paid, and the date the value holds from is
what follows ("today", "june"). Read as "a month from today" the value loses its rate and takes
effect a month late. So a length of time written as one unit ("a month", "an hour", "per week")
right after an amount starts no span.
"""

from __future__ import annotations

import re

__all__ = ["rate_of_amount"]

_ONE_UNIT = re.compile(
    r"^(?:a|an|per|each|every)\s+(?:minute|min|hour|hr|day|night|week|wk|fortnight|month|mo|year|yr)\b", re.IGNORECASE
)
# an amount: a figure, with or without its currency sign or thousands mark ("45k", "£1,200", "300")
_AMOUNT = re.compile(r"^(?:[$£€¥₹₽₩₦]|[A-Z]{1,3}\$)?\d[\d,.]*(?:k|m|bn|K|M)?$|^[$£€¥₹₽₩₦]\d", re.IGNORECASE)


def rate_of_amount(word: str, phrase: str) -> bool:
    """Whether ``phrase``, a time phrase found right after ``word``, opens with the rate of the
    amount ``word`` is ("45k" before "a month from today")."""
    return _ONE_UNIT.match(phrase.strip()) is not None and _AMOUNT.match(word.strip(".,;:!?'\"()")) is not None

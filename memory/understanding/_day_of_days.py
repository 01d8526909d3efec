"""A day named as another day's part, read as a fact: "the first tuesday of next month is the
emergency drill" is no attribute "first tuesday" of someone called "next month".

A fact's subject is who or what it is about, and its attribute what about them; when both are
date words the sentence named a day and what happens on it, which no fact can hold ("next
month's rent" is still a fact: rent is no day).
"""

from __future__ import annotations

from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import has_date_words

__all__ = ["day_of_days"]


def day_of_days(intent: Intent) -> bool:
    """Whether ``intent`` is a fact whose subject and attribute are both date words."""
    return isinstance(intent, StateClaim) and has_date_words(intent.subject) and has_date_words(intent.predicate)

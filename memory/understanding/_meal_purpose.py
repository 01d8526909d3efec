"""A meal after "for" is what a thing is for, never when it is due.

"I still owe Nadia for lunch", "pay Tom back for dinner", "grab sandwiches for lunch", "meet Chloé
for lunch at 1 tomorrow": the lunch is what the money, the food or the meeting is for. Read as a
time ("for lunch" = by 14:00 today) the to-do gets a due no one gave it. "by lunch", "before
lunch", "at lunch" and "lunchtime" still name the time, and so does a meal with its day or hour ("for
lunch at 1 tomorrow").
"""

from __future__ import annotations

import re

__all__ = ["meal_purpose"]

_MEAL = re.compile(r"^(?:(?:a|the|my|our|some)\s+)?(?:lunch|dinner|breakfast|brunch|tea|supper)$", re.IGNORECASE)


def meal_purpose(connector: str | None, phrase: str) -> bool:
    """Whether ``phrase``, found after ``connector``, is a meal alone that something is for ("for lunch")."""
    return connector == "for" and _MEAL.match(phrase.strip()) is not None

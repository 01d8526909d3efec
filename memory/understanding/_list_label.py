"""The user's list named before a colon, with the day it is for: "on my plate for today: reconcile
the petty cash", "my to-do list tmrw: call the bank, book the MOT", "todo today - expenses, ring
the dentist", "today's jobs: …".

The label only says where the items go ("on my plate", "my list", "to do"); its day is when
they are due. Read as the day label it is ("today: reconcile the petty cash"), the items are
dated as a day heading dates them. Hand-written: one regex over a closed list of list names.
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

_LIST_WORDS = r"(?:plate|list|to-?\s?dos?(?:\s+list)?|tasks|jobs|errands|chores|agenda|docket)"
# the label, then a colon or a spaced dash: "todo today: …", "my list tmrw - …"
_LIST_DAY = re.compile(
    # "quick list for today: …", "work jobs tmrw - …": a word for which list, before its name
    r"^(?:(?:on|for)\s+)?(?:(?:my|the|our)\s+)?(?:(?:quick|short|work|home|house|admin|daily|weekend|main)\s+)?"
    + _LIST_WORDS
    + r"\s+(?:for\s+)?(?P<day>[^:]{1,25}?)\s*(?::|\s[-–—]+)\s*(?P<rest>\S.*)$",
    re.IGNORECASE,
)
# the day first: "today's list: …", "tmrw's jobs - …"
_DAYS_LIST = re.compile(
    r"^(?P<day>[^:']{1,25}?)'s\s+" + _LIST_WORDS + r"\s*(?::|\s[-–—]+)\s*(?P<rest>\S.*)$", re.IGNORECASE
)
_DAY_WORDS = frozenset({"the", "this", "next", "rest", "of", "week", "weekend", "morning", "afternoon", "evening"})


def list_day(s: str) -> str:
    """``s`` with a list label that holds a day put as that day alone ("today: …"), else ``s``."""
    m = _LIST_DAY.match(s) or _DAYS_LIST.match(s)
    if m is None or not has_date_words(m["day"]):
        return s
    if not all(has_date_words(word) or word.lower() in _DAY_WORDS for word in m["day"].split()):
        return s  # "on my list at work: …": a place, not a day
    return f"{m['day']}: {m['rest']}"

"""A week's plan typed as a list of days: "this week: mon gym, tue call accountant, wed nothing,
thu dinner w/ Jo & Sam 8pm", "next wk: mon dentist 9am, weds pay rent".

Each item opens with its day and is a diary line of its own under that day. Read whole, the
list's first day would date every item, and the "&" inside one would cut it in two. The heading
says which week: "this week" (or "the week") is the current one, so its Monday said on a Monday
is today, not a week on; "next week" is the one after. Only a list under such a heading whose
every item opens with a weekday is read this way; any other line is left as it is.

Hand-written: one shape of a typed diary, rewritten into the lines the reader already reads.
"""

from __future__ import annotations

import re

_HEAD = re.compile(
    r"^(?:(?:ok|okay|so|right|alright|hey|hi)\W+)*(?:(?:the|my|our)\s+)?(?:(?:plan|plans|agenda|schedule|line-?up)\s+"
    r"(?:for\s+)?)?(?P<which>this|next|the)\s+(?:wk|week)\s*[:\-–—]\s*",
    re.IGNORECASE,
)
_DAY = r"(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
_ITEM = re.compile(rf"^(?P<d>{_DAY})\s*(?:[:\-–—]\s*|\s)(?P<rest>\S.*)$", re.IGNORECASE)
_CUT = re.compile(r"\s*[,;]\s*")
# a day with nothing planned: "wed nothing", "sat free", "sun off", "fri - tbd"
_EMPTY = re.compile(
    r"^(?:nothing|nada|zip|free|off|rest|chill|none|tbd|tba|tbc|-+|—|\?+|day\s+off|nothing\s+planned)\W*$", re.I
)


def week_listed(text: str) -> str:
    """``text`` with a week's list of days (see the module doc) said as one line a day, each
    dated in its week (a day with nothing planned left out); ``text`` itself when it is no such list."""
    head = _HEAD.match(text.strip())
    if head is None:
        return text
    items = [item.strip(" .") for item in _CUT.split(text.strip()[head.end() :]) if item.strip(" .")]
    days = [_ITEM.match(item) for item in items]
    if len(items) < 2 or not all(days):
        return text
    ahead = head["which"].lower() == "next"
    planned = [m for m in days if m and not _EMPTY.match(m["rest"])]
    return "\n".join(f"{m['rest']} {m['d']} next week" if ahead else f"{m['rest']} this {m['d']}" for m in planned)

"""An assent said as the job already done: "consider it done, i'll lock in the booking today",
"consider it sorted", "consider that handled", "count it as done".

The words are a promise to do what was asked, said the way one says "will do": nothing is done
yet, so no open to-do is complete. Read as a done report, the thing done was "consider it" and
recap asked which to-do that was. Said alone the idiom is put as "will do", which the reader keeps
as the assent it is; a to-do said after it is read as said, the idiom left out. Only the imperative
"consider"/"count" with "it"/"that"/"this" and a word of a job finished; "I considered it done" is
a report of the user's own judgement and stays. Hand-written: one idiom.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["assent_said", "yes_with_time"]

_ASSENT = re.compile(
    r"^(?:(?:ok(?:ay)?|sure|yep|yes)[,!.]?\s+)?(?:consider|count)\s+(?:it|that|this)\s+(?:as\s+)?"
    r"(?:done|sorted|handled|taken\s+care\s+of|dealt\s+with)\b",
    _I,
)


def assent_said(text: str) -> str:
    """``text`` with "consider it done" said as "will do" (see the module doc); else as it was."""
    m = _ASSENT.match(text.strip())
    if m is None:
        return text
    rest = text.strip()[m.end() :].strip(" ,.;:!-–—")
    return rest or "will do"  # the to-do said after it, read as said


# "X asked me to clean her condo thurs, told her yes 10 o'clock": the request, then the yes with the hour agreed
_YES_AT = re.compile(
    r"^(?P<ask>.*\basked\s+me\s+to\s+[^,;]+?)\s*,\s*(?:and\s+)?(?:i\s+)?(?:said|told\s+(?:her|him|them))\s+"
    r"(?:yes|yeah|yep|ok|okay|sure)[,!]?\s+(?P<at>(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:o'?clock|am|pm)?)[\s!.]*$",
    _I,
)


def yes_with_time(text: str) -> str:
    """``text`` with a yes to a request that names the hour agreed said as the request at that hour
    ("Miss Solomon asked me to clean her condo thurs, told her yes 10 o'clock": "… thurs 10 o'clock")."""
    m = _YES_AT.match(text.strip())
    return f"{m['ask']} {m['at']}" if m else text

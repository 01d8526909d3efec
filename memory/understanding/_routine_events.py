"""A routine of the day said next to a to-do's date: "restock the gauze before my shift
friday", "vote on tuesday before work", "pay the rates first thing tues".

"Before work", "before my shift", "after school", "first thing" place the to-do within the
day the date names; they are when, not what, so they never belong in the action. The due stays
the day said (the routine happens that day; recap keeps the day, not a guessed hour). Said with
no date ("restock the bar before close", "by end of play"), the routine is today's while the
working day lasts; late at night or in the small hours (a night shift's close may be
tomorrow's) or once the rush it names is over, recap asks; so is a to-do for after the day's
work or on the way home ("grab milk on the way home"). Only a
closed list of daily routines: "before the launch friday" or "before the audit" name an event
whose date recap cannot check, and stay as they were.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_ROUTINE = (
    # "before clinic", "before my surgery": the day's sessions; "before the clinic on the 5th" is one
    # clinic, an event of its own (by the day before it)
    r"(?:(?:(?:my|our)\s+)?(?:clinic|surgery)|(?:(?:my|the|our)\s+)?(?:shift|night\s+shift|day\s+shift|early\s+shift"
    r"|late\s+shift|rounds|handover|work"
    r"|school|class|classes|uni|lectures?|church|mass|mosque|temple|synagogue|prayers|service|gym|training|practice"
    r"|the\s+school\s+run"
    r"|school\s+run|breakfast|lunch|dinner|tea|bed|bedtime|office\s+hours|opening|closing|standup"
    # the day's meals and breaks as said across Englishes: "b4 smoko" (Aus, NZ, PNG), "before brekkie",
    # "before elevenses", "before tiffin", "before supper", "before morning tea"
    r"|smoko|brekkie|brekky|brekkers|elevenses|tiffin|supper|lunchtime|(?:morning|afternoon|arvo)\s+tea"
    r"|(?:lunch|tea|coffee|smoko)\s+break"
    r"|stand-up))"
)
# The end of a working or school day, said as when a to-do is due: "before end of shift", "by
# close", "by end of play", "before the lunch rush", "after school pickup".
_DAY_END = (
    r"(?:(?:the\s+)?end\s+of\s+(?:(?:my|the|our|this|today's)\s+)?(?:shift|service|play|school(?:\s+day)?|lessons?"
    r"|class|clinic|surgery|session|practice|training|trading)|close\s+of\s+play|(?:the\s+)?close|(?:the\s+)?closing"
    r"(?:\s+time)?|lock[\s-]?up|last\s+orders|home\s+time|(?:the\s+)?(?:breakfast|lunch|dinner|lunchtime)\s+rush"
    r"|(?:the\s+)?(?:school\s+)?pick[\s-]?up|(?:the\s+)?school\s+gates?)"
)
_WHEN = (
    r"(?:before|b4|after|ahead\s+of)\s+(?:" + _ROUTINE + "|" + _DAY_END + r")"
    r"|first\s+thing(?:\s+in\s+the\s+morning)?|last\s+thing|(?:by|until|till)\s+" + _DAY_END
)
# at the end of the words before the date: "restock the gauze before my shift | friday"
_HEAD = re.compile(r"\s+(?:" + _WHEN + r")\s*,?\s*$", _I)
# after the date, ending the to-do: "vote on tuesday | before work", "call mum sunday after church"
_TAIL = re.compile(r"\s*,?\s+(?:" + _WHEN + r")(?:\s*[^\w\s,;:]+)*\s*$", _I)


# opening the to-do, after its date: "tonight | after shift ring the agency"
_FIRST = re.compile(r"^(?:" + _WHEN + r")\s*[,:\-–—]?\s+(?=\S)", _I)


def routine_first(rest: str) -> re.Match[str] | None:
    """The routine that opens a to-do said after its date ("tonight after shift ring …"), or None."""
    return _FIRST.match(rest)


def routine_before(head: str) -> re.Match[str] | None:
    """The routine that ends the words before a to-do's date, or None."""
    return _HEAD.search(head)


def routine_after(body: str) -> re.Match[str] | None:
    """The routine that ends a to-do after its date, or None."""
    return _TAIL.search(body)


# said with no date: "restock the bar before close", "prep the veg before the lunch rush"
# or after the day's work, on the way back from it: "pick up dry cleaning after work", "grab milk on the way home"
_AFTER_WORK = (
    r"after\s+(?:(?:my|the)\s+)?(?:work|school|class|classes|uni|lectures?|church|gym|training|practice|shift"
    r"|night\s+shift|day\s+shift|clinic|surgery|standup|stand-up)"
    r"|on\s+(?:the|my)\s+way\s+(?:home|back(?:\s+home)?|back\s+from\s+work|in|to\s+work|to\s+the\s+office)"
)
_SAME_DAY = gated(re.compile(
    r"\s*,?\s+(?:(?:by|before|b4|after|until|till|at)\s+" + _DAY_END + "|" + _AFTER_WORK + r")(?:\s*[^\w\s,;:]+)*\s*$",
    _I,
))
# the hour after which the day's routine is over (what "before the lunch rush" means is then unclear)
_OVER_BY = ((re.compile(r"breakfast", _I), 10), (re.compile(r"lunch", _I), 14))
_DAY_OVER = 21  # by 9 pm a shift, a close or a school day said as "today" may be tomorrow's: asked
_DAY_START = 5  # before 5 am it may be the night shift ending, or the day ahead: asked


def same_day_routine(body: str) -> re.Match[str] | None:
    """The end of a working or school day that ends a to-do said with no date, or None."""
    return _SAME_DAY.search(body)


def still_today(routine: str, hour: int) -> bool:
    """Whether ``routine`` said at ``hour`` (the user's local hour) plainly falls today: in the
    working day, and not after the rush it names is over."""
    if not _DAY_START <= hour < _DAY_OVER:
        return False
    return all(hour < over for word, over in _OVER_BY if word.search(routine))

"""Having to be somewhere at a time: "need to be at the airport by 6am sat", "gotta be in Leeds
for 9 tmrw", "have to be at school pickup at 3", "must be home by 6 tonight", "need 2 b at the
station at 7", with the day said first or last ("tomorrow i have to be at the courthouse by 9am").

Being there is the to-do ("be at the airport"), due at the time said. Only with an obligation,
a place and a date ("I'll be in Leeds tomorrow" is where the user will be, not a to-do; "need to
be careful" names no place; "…wedding, need to be there by 1" is the wedding's own time, said of
the to-do before). Said bare, as a note to self ("march 12th be home for the solar installer", "be
at the depot by 7 fri"), the obligation is the imperative's: only "at" a place, "home" or "back"
(not "be in a meeting", "be on call", which are states). Hand-written: one shape; the to-do
reader reads the rest.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _read
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._shortcuts import taken
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

_BE_THERE = gated(re.compile(
    r"^(?:i\s+|we\s+)?(?:really\s+|def(?:initely)?\s+|also\s+)?"
    r"(?:need|have|has|got|'ve\s+got|(?:am|'m)\s+(?:supposed|meant)|(?:are|'re)\s+(?:supposed|meant))\s+(?:to|2)"
    r"\s+(?:be|b)\s+(?P<rest>(?:at|in|on|back\s+(?:at|in|on|home)|home|over\s+at|down\s+at|up\s+at)\b.+)$"
    r"|^(?:i\s+|we\s+)?(?:gotta|must|should)\s+(?:be|b)\s+(?P<rest2>(?:at|in|on|back\s+(?:at|in|home)|home)\b.+)$"
    # bare, as an imperative to oneself: "be home for the solar installer march 12th", "be at the depot by 7"
    r"|^(?:be|b)\s+(?P<rest3>(?:at|back\s+(?:at|home)|home)\b.+)$",
    _I,
))


# what every match of _BE_THERE holds, in ``s`` or in what follows a day said first (a part of it)
_BE_PLACE = re.compile(r"be?\s+(?:at|in|on|back|home|over|down|up)", _I)


def be_there(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do of being somewhere when a date is said (see the module doc), or None."""
    if taken() and _BE_PLACE.search(s) is None:  # before the costly look for a day said first
        return None
    s, day = _day_said_first(s.strip(), ctx)  # "tomorrow i have to be at the courthouse by 9am"
    m = _BE_THERE.match(s)
    if m is None:
        return None
    rest = m["rest"] or m["rest2"] or m["rest3"]
    found = _read(f"be {rest}{day}", ctx, "me", None, needs_date=True)
    if not found or not all(isinstance(i, NewCommitment) and i.due is not None for i in found):
        # "gotta be home for it": for the thing just said, whose day the to-do readers' "it" finds or asks
        return [NewCommitment(f"be {rest}", "me", None, None)] if _FOR_IT.match(rest) and not day else None
    return found


_FOR_IT = re.compile(r"^(?:home|in|back\s+home)\s+for\s+(?:it|that|this|them|him|her)$", _I)


def _day_said_first(s: str, ctx: _Ctx) -> tuple[str, str]:
    """``s`` without a day said before its obligation ("tomorrow i have to be …"), and that day
    as words to read after the place (" tomorrow"); ``s`` and "" when no day opens it."""
    spans = find_spans(s, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is None or spans[0].connector:
        return s, ""
    rest = s[spans[0].end :].lstrip(" ,:-–—")
    return rest, " " + s[: spans[0].end]

"""A move reported as news, read before the to-do forms can take it for a new to-do:
"gutter cleaning can wait till the 28th", "Pádraig moved his review to monday same time",
"roofer pushed us to monday, same time", "car service moved up to thurs", "chamber call moved
to 11", and, after a reason and a comma, "Thursday's a bank holiday, doing the Lisowski call
friday instead" or "scan results arent back yet, will look thurs".

Each of these has a date and a verb the to-do forms read as a new to-do ("clean can wait",
"Pádraig moved his review to same time"): a wrong memory. A clause with a move word is read
first by the move forms (the user's, then someone else's); only a move is kept, so anything
they cannot read is left to the other forms as before. "same time" keeps the to-do's time of
day (:data:`memory.understanding._lifecycle.SAME_TIME_MARK`); "moved up to" and "brought
forward to" are moves to the date said.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._bare_hour import passive_bare_hour
from memory.understanding._lifecycle import _SAME_TIME, SAME_TIME_MARK, later, that_moved_to
from memory.understanding._lifecycle import _move as lc_move
from memory.understanding._lifecycle_others import moved_by
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._time_only import now_at
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import Precision, has_date_words

_MOVE_WORD = gated(re.compile(
    r"\b(?:moved|pushed|postponed|rescheduled|swapped|switched|re-?booked|re-?arranged|bumped|shifted|delayed|brought\s+forward"
    r"|put\s+back"
    r"|(?:can|could)\s+wait)\b",
    _I,
))
# "boiler guy rescheduled for sat morning", "rebooked for the 14th": the new slot, said with "for"
_FOR_SLOT = re.compile(r"\b(moved|pushed|postponed|bumped)\s+for\s+(?=\S)", _I)
# "boiler guy didn't show up, rebooked for sat": the no-show names what moved
_NO_SHOW = re.compile(
    r"^(?P<who>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:didn'?t|did\s+not|never)\s+(?:show(?:ed)?|turn(?:ed)?|come|came)"
    r"(?:\s+up)?(?:\s+(?:again|today|this\s+morning))?\s*[,;]\s*(?=\S)",
    _I,
)
# "the dentist rebooked for thursday": booked again for a new slot is the booking moved there
_REBOOKED = re.compile(r"\bre-?(?:booked|scheduled|arranged)\s+(?:for|to)\s+(?=\S)", _I)
_FORWARD = re.compile(r"\b(moved|brought|pulled|bumped)\s+(?:up|forward|forwards)\s+(?=to\b)", _I)
# "dentist moved, 2pm same day", "physio rescheduled - 11am", "haircut got pushed, now tues 4pm": the new
# slot said after a comma or a dash, as "dentist moved to 2pm same day" says it
_SLOT_AFTER = re.compile(
    r"^(?P<t>[^,;:]+?)\s+(?:(?:got|was|has\s+been|'s\s+been|have\s+been|were)\s+)?(?P<v>moved|pushed(?:\s+back)?"
    r"|postponed|rescheduled|re-?booked|bumped|shifted|changed)\s*(?:[,;:]|\s[-–—])\s*(?:(?:it's|its|it\s+is"
    r"|now|to|so)\s+)*(?P<d>[^,;:]+?)(?:\s+instead)?\W*$",
    _I,
)
# "the bill payment's moving to thurs", "standup is being pushed to 10": a move under way, to a date
# only ("Lena's moving to Osaka" is news of her; a name before it is never read here)
_MOVING_TO = re.compile(
    r"^(?P<t>(?:the|my|our|this|that)\s+(?:(?!\s(?:so|and|but|because|cos|as|since|then)\s)[^,;:])+?)(?:'s|\s+is|\s+are)\s+(?:now\s+)?(?:moving|shifting|being\s+(?:moved"
    r"|pushed|shifted|bumped)|getting\s+(?:moved|pushed|shifted|bumped))(?:\s+back)?\s+to\s+(?P<d>[^,;:]+?)\W*$",
    _I,
)
# "…, doing the X call friday instead", "…, will look thurs": the change after a reason
_REASON_CUT = re.compile(r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?(?=\S)", _I)
_CHANGE_WORD = re.compile(r"\binstead\b|^(?:i'll|ill|i\s+will|will|gonna|i'm\s+gonna)\s", _I)
# what any clause _CHANGE_WORD finds after a cut holds (a cheap check before cutting the clause)
_ANY_CHANGE_WORD = re.compile(r"\binstead\b|\b(?:i'll|ill|will|gonna)\s", _I)


def moved_first(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The move ``s`` reports (see the module doc), or None."""
    s = s.strip()
    retimed = now_at(s, ctx)  # "lunch's at 4 now": the time of its own day
    if retimed:
        return retimed
    moving = _MOVING_TO.match(s)
    if moving and len(moving["d"].split()) <= 4 and has_date_words(moving["d"]):
        found = _moved(f"{moving['t']} moved to {moving['d']}", ctx)
        if found:
            return found
    if _MOVE_WORD.search(s):
        found = _moved(s, ctx) or _rebooked_it(s, ctx) or _slot_after(s, ctx)
        if found:
            return found
    cuts = list(_REASON_CUT.finditer(s)) if _ANY_CHANGE_WORD.search(s) else []
    if cuts:
        change = s[cuts[-1].end() :]
        if _CHANGE_WORD.search(change):
            return _only_moves(lc_move(change, ctx) or later(change, ctx))
    return None



# "switched the dentist to fri", "swapped Noah's dentist to the 16th": moved, said with the verb of a swap
_SWAPPED = re.compile(r"^((?:i|we)\s+)?(?:swapped|switched)\s+(?=\S.*\s(?:to|until|till)\s)", _I)


def _moved(s: str, ctx: _Ctx) -> list[Intent] | None:
    text = _SWAPPED.sub(r"\1moved ", _FORWARD.sub(r"\1 ", s))
    same = _SAME_TIME.search(text)
    core = text[: same.start()] if same else text
    found = _only_moves(lc_move(core, ctx) or moved_by(core, ctx) or passive_bare_hour(core, ctx))
    if not found:  # read as said first: "the plumber rescheduled for friday" is his own move
        slot = _REBOOKED.sub("moved to ", _FOR_SLOT.sub(r"\1 to ", _NO_SHOW.sub(r"\g<who> ", core)))
        found = _only_moves(lc_move(slot, ctx) or moved_by(slot, ctx)) if slot != core else None
    if not found or not same:
        return found
    return [
        replace(i, due=replace(i.due, text=f"{i.due.text} {SAME_TIME_MARK}"))
        if isinstance(i, MoveCommitment) and i.due.precision is Precision.DAY and i.shift is None
        else i
        for i in found
    ]


def _slot_after(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The move to the slot said after the move word and a comma (:data:`_SLOT_AFTER`)."""
    m = _SLOT_AFTER.match(s)
    if m is None or len(m["d"].split()) > 4 or not has_date_words(m["d"]):
        return None
    return _moved(f"{m['t']} moved to {m['d']}", ctx)


# "rebooked for sat morning", "rescheduled him for the 14th": the thing just talked about, moved
_REBOOKED_IT = re.compile(
    r"^(?:(?:i|we)\s+)?(?:re-?booked|re-?scheduled|re-?arranged)(?:\s+(?:it|him|her|them|us))?\s+(?:for|to)\s+(?P<d>.+)$",
    _I,
)


def _rebooked_it(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _REBOOKED_IT.match(s)
    return _only_moves(that_moved_to(m["d"], s, ctx)) if m else None


def _only_moves(found: list[Intent] | None) -> list[Intent] | None:
    return found if found and all(isinstance(i, MoveCommitment) for i in found) else None

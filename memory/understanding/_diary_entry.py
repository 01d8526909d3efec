"""A to-do said as writing an event into the user's own diary: "pencil in a call w/ the bank at
4:30 tmrw", "slot in a run before work", "put the vet in the calendar for thurs", "add lunch w/ Ana
to my cal". Pencilling in, slotting in or diarising arranges nothing with anyone: the user only
notes the event, and the day or hour said is the event's. So the to-do kept is the event ("call
w/ the bank"), not the writing of it.

Booking, scheduling and setting up are another job (someone is asked, a slot is taken: "schedule
my flu shot for tues" is a to-do of its own), so they are left as they are. Hand-written: the verbs
of noting in one's own diary are a closed set.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["diary_event"]

_DIARY = r"(?:my\s+|the\s+|our\s+)?(?:diary|calendar|cal|schedule|planner|gcal)"
_NOTED = re.compile(
    rf"^(?:(?:pencil+|slot|squeeze|fit|block)\s+in\s+|diari[sz]e\s+|(?:put|pop|stick)\s+(?=.+\s(?:in|into|on)\s+{_DIARY}\b))"
    rf"(?:(?:a|an)\s+)?(?P<e>.+?)(?:\s+(?:in|into|on|to)\s+{_DIARY})?(?P<rest>(?:\s+(?:at|on|for|by|before|after|with|w/)\b.*)?)$"
    rf"|^add\s+(?:(?:a|an)\s+)?(?P<added>.+?)\s+to\s+{_DIARY}(?P<added_rest>.*)$",
    _I,
)
# "pencil me in", "fit it in": the user or a pronoun is no event
_NO_EVENT = re.compile(r"^(?:me|us|him|her|them|it|that|this|something|sth|smth|time)\b", _I)


# a date the reader left unread, said with its connector at the end: "the offsite for march"
_DATE_LEFT = re.compile(r"\b(?:for|in|on|by|before|until|till)\s+(?P<w>\S+(?:\s+\S+)?)$", _I)


def _date_left(words: str) -> bool:
    """Whether ``words`` end on a date said with its connector ("for march"); a meal's name ("lunch
    w/ Ana") is the event, no date."""
    m = _DATE_LEFT.search(words)
    return m is not None and has_date_words(m["w"])


def diary_event(action: str) -> str:
    """The event ``action`` notes in the user's diary ("pencil in a call w/ the bank" -> "call w/
    the bank"); any other action as it is."""
    m = _NOTED.match(action.strip())
    if m is None:
        return action
    event, rest = (m["e"], m["rest"]) if m["e"] is not None else (m["added"], m["added_rest"])
    said = f"{event}{rest or ''}".strip()
    # "pencil in the offsite for march": the month was left unread, so the words stay as said
    return action if _NO_EVENT.match(event) or _date_left(said) else said

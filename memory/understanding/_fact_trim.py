"""A fact's value with the words that are not part of it taken off, or found unfinished.

People say how a figure moved along with the figure ("headcount is down to 31", "rent's back up
to £900"): the direction is news, the figure is the value. And a message sent half-typed ("Ola's
the new head of") ends on a word that needs more after it: storing "head of" would keep unread
words as a value, so the reader asks instead. Hand-written: it is a few shapes of English, no
library's job.
"""

from __future__ import annotations

import re

_I = re.compile("", re.IGNORECASE).flags

# "down to 31", "back up to £1,200", "up to 40k": the direction a figure moved, then the figure
_MOVED_TO = re.compile(
    r"^(?:now\s+)?(?:going\s+|gone\s+)?(?:back\s+)?(?:down|up)\s+to\s+(?=[£$€¥₹₦]?\s?\d)"
    r"(?P<v>[£$€¥₹₦]?\s?\d[\d,.\s]*(?:k|m|%)?(?:\s*(?:a|per|/)\s*(?:month|week|year|term|day|night|hour))?)$",
    _I,
)
# words that cannot end a value: something must follow them ("head of", "in charge of the",
# "manager for"); never a particle that can ("logged in", "switched on", "with her")
_OPEN_END = re.compile(
    r"(?:^|\s)(?:of|to|for|from|with|at|as|into|onto|the|a|an|and|or|but|our|my|their|your)$",
    _I,
)


# "changed to sunflower22", "been updated to 4471": the change said after "is", then the value
_CHANGED_TO = re.compile(r"^(?:been\s+|just\s+|now\s+)?(?:changed|switched|updated)\s+to\s+(?=\S)", _I)


# "44 (for the secret santa)", "N (in case you need it)", "12 (fyi)": a note in brackets on why the
# value is told, said after the whole value (as ", for the secret santa" is); "12 Hill St (flat 2)"
# keeps its brackets, they go on with the value
_WHY_TOLD = re.compile(
    r"(?<=\S)\s*\(\s*(?:for|in\s+case|just\s+in\s+case|fyi|btw|just\s+so|so\s+you\s+know|lol|haha\w*)\b[^()]*\)$", _I
)


# "11 if ur buying the reef shoes", "0412 555 019 in case you need it", "B+ if anyone asks": why the value
# is told, said to the listener after the whole value; the value holds whatever it is said for
_IF_YOU = re.compile(
    r"(?<=\S)\s*,?\s+(?:if|(?:just\s+)?in\s+case|incase)\s+(?:you|u|ur|your|you're|youre|ya|anyone|anybody|someone"
    r"|somebody)\b.*$",
    _I,
)


def told_why_dropped(value: str) -> str:
    """``value`` without a closing note on why it was told ("44 (for the secret santa)", "11 if you're
    buying" -> "44", "11")."""
    return _IF_YOU.sub("", _WHY_TOLD.sub("", value.strip()))


# "shift lead there", "head nurse here": a job held at a place said before, which the location keeps
_AT_THE_PLACE = re.compile(r"(?<=\w)\s+(?:there|here)$", _I)


def place_pointer_dropped(role: str) -> str:
    """A role without the "there"/"here" that points back at where it is held ("shift lead there" -> "shift
    lead"): the place is a fact of its own, said before."""
    return _AT_THE_PLACE.sub("", role.strip())


def moved_figure(value: str) -> str:
    """The figure of a value said with the way it moved ("down to 31", "going up to
    4200 a term" -> "31", "4200 a term"), or the value said with its change ("wifi pw is changed
    to sunflower22" -> "sunflower22"), else the value."""
    value = _CHANGED_TO.sub("", value.strip())
    m = _MOVED_TO.match(value)
    return m["v"].strip() if m else value


def unfinished(value: str) -> bool:
    """Whether a value stops where more must follow ("head of", "in charge of the")."""
    return bool(_OPEN_END.search(value.strip(" ,.;:-–—…")))

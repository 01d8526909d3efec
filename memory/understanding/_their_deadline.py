"""Whether a move said of someone sets a deadline they hold, not a time they meet the user at:
"Grace wants it by wed now", "Okafor pushed the deadline to wed", "Dev says the 15th is fine",
"Lena needs it by friday instead", "the client extended it to the 20th".

Someone moving a gathering ("Kwame moved us to thursday") changes a meeting with them, never a
to-do about them ("call Kwame about the offer"). But whom a to-do is for can set when it is due:
"email Grace the budget" moves when Grace wants it earlier (:func:`memory.commitments.with_them`
looks among the to-dos naming them only then). Written by hand: the ways a deadline is granted
or asked for are a closed set.
"""

from __future__ import annotations

import re

from memory.understanding._date_said_for import date_said_for
from memory.understanding._phrases import _I

_DEADLINE = re.compile(
    r"\b(?:wants?|needs?|expects?|asked\s+for|would\s+like|prefers?)\s+(?:it|them|this|that|(?:the|my|our|his|her)\s+[\w'\s-]+?)\s+"
    r"(?:by|before|for|on|till|until)\b"
    r"|\b(?:extended|extends|moved|pushed|brought\s+forward|changed|shifted)\s+(?:the|my|our)\s+deadline\b"
    r"|\b(?:extended|extends)\s+(?:it|them|this|that)\b"
    r"|\b(?:gave|given|give)\s+(?:me|us)\s+(?:till|until|to)\b"
    r"|\b(?:is|'s|are|'re)\s+(?:fine|ok|okay|good|enough)\b",
    _I,
)


def their_deadline(text: str) -> bool:
    """Whether ``text`` (a move said of someone) grants or asks for a deadline (see the module doc)."""
    # "accountant says jul 25 for the tax docs": the date they named for it
    return _DEADLINE.search(text) is not None or date_said_for(text) != text

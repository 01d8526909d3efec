"""The user asking for the thing just talked about on another day: "can you make that monday",
"could we move it to thursday", "let's do saturday instead", "can u push it to next week pls", "can that
go to next thurs?".

Said to recap (or to whoever the plan is with), these re-date what the conversation was about
and name nothing else: a move of "that", which :mod:`memory.derive` resolves to the to-do touched
just before (and asks about otherwise). The words after the verb must read whole as a date; any
other word ("can you make that cake monday") leaves the sentence to the other forms. A question
with a "?" is the same request ("can we do it friday?").

Hand-written: a closed set of ways to ask (can/could/would you|we, let's) around the general
verbs of doing (make, do, move, push), tried on the whole sentence behind a word test.
"""

from __future__ import annotations

import re

from memory.understanding._due_doubt import unsure_dues
from memory.understanding._lifecycle import _read_date
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import has_date_words

__all__ = ["asked_move", "asker_dropped"]

_ASK = (
    r"(?:(?:can|could|would|will)\s+(?:you|u|we)\s+|let's\s+|lets\s+|let\s+us\s+|we\s+(?:can|could|should)\s+"
    r"|(?:i|we)(?:'d|\s+would)\s+rather\s+|maybe\s+)"
)
_FILL = r"(?:(?:pls|please|just|maybe|actually)\s+)*"
_IT = r"(?:it|that|this|em|'em|them)(?:\s+one)?"
_REDATED = gated(re.compile(
    r"^(?:(?:ok|okay|actually|hm+|so|ah|oh|nvm|never\s*mind|scratch\s+that|scrap\s+that|wait|sorry)"
    r"\s*[,!.\-–—]*\s*)*" + _ASK + _FILL
    + r"(?:(?:make|do|move|push|bump|shift|change|switch|have)\s+" + _IT + r"(?:\s+(?:back|forward|out))?"
    r"(?:\s+(?:to|till|until|for|on))?|do)\s+(?P<d>[^?]+?)(?:\s+instead)?(?:\s+(?:pls|please|thanks|ty))?[\s?!.]*$",
    _I,
))
# the thing itself asked to go: "can that go to next thurs?", "could it move to monday", "can this wait till the 12th"
_GOES = gated(re.compile(
    r"^(?:(?:ok|okay|actually|hm+|so|ah|oh|wait|sorry)\s*[,!.\-–—]*\s*)*(?:can|could|would|will)\s+" + _IT
    + r"\s+" + _FILL + r"(?:go|move|slide|slip|wait|be\s+(?:moved|pushed|bumped|done|shifted))(?:\s+(?:back|forward))?"
    r"\s+(?:to|till|until|for|on)\s+(?P<d>[^?]+?)(?:\s+instead)?(?:\s+(?:pls|please))?[\s?!.]*$",
    _I,
))
_CUES = (
    "make", "do", "move", "push", "bump", "shift", "change", "switch", "have", "go", "slide", "slip", "wait", "be ",
)


def asked_move(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A move of the thing just talked about that ``text`` asks for (see the module doc), or None."""
    s = text.strip()
    folded = s.casefold()
    if not any(cue in folded for cue in _CUES):
        return None
    m = _REDATED.match(s) or _GOES.match(s)
    if m is None:
        return None
    due = _read_date(m["d"], ctx)
    # "can that go to next thurs?" said on a Wednesday: tomorrow or next week's, asked
    return unsure_dues([MoveCommitment("that", due)], ctx) if due is not None else None


# whoever the plan is with, asking for the change: "Dayane asked to make it 11", "she asked if we can move it
# to thursday", "Kevin wants to push it to friday" (their asking is why; the change is the news)
_ASKED_BY = re.compile(
    r"^(?:[^\W\d][\w'.-]*\s+){1,2}?(?:asked|asks|wants|wanted|would\s+like)\s+(?:(?:me|us)\s+)?"
    r"(?:to|if\s+(?:we|i)\s+(?:can|could))\s+(?P<ask>(?:make|move|push|bump|shift|change|switch)\s+(?:it|that|this)"
    r"\s+(?P<d>\S.*?))[\s?!.]*$",
    _I,
)


def asker_dropped(text: str) -> str:
    """``text`` as the change asked for, without who asked ("Dayane asked to make it 11": "make it
    11"), else ``text``."""
    m = _ASKED_BY.match(text.strip())
    if m is None or not has_date_words(m["d"]) or _COUNTED.search(m["d"]):
        return text  # "Dayane asked to make it 11 copies", "… make it a surprise": no day or time asked for
    return m["ask"]


_COUNTED = re.compile(r"\d\s*[^\W\d_]{3,}s\b(?<!hours)(?<!mins)(?<!days)(?<!weeks)", _I)  # "11 copies", never "2 hours"

"""A whole message that says only that something works again, or that something is wrong,
without naming the thing: "back up and running", "working again 🙌", "somethings wrong", "still
broken", "the thing is doing the thing again"; or that
something is wrong with a thing it names ("something's up with the till").

Each is said of "it": the open issue the conversation touched last, and when none or two
fit, recap asks which (:mod:`memory.derive`). Read before the to-do forms, since "back up and
running" is shaped like the order "back up (the laptop)". Hand-written: a closed list of the
ways these are said.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _phrase
from memory.understanding.intents import Intent, OpenEpisode, ResolveEpisode

_END = r"(?:\s+(?:again|now|finally|at\s+last|thank\s+(?:god|goodness)|thankfully|phew|yay))*[\s!.…]*\W*$"
_WORKS_AGAIN = re.compile(
    r"^(?:(?:it's|its|it\s+is|all|everything's|everything\s+is|we're|were|we\s+are)\s+)?(?:all\s+)?"
    r"(?:(?:back\s+)?up\s+and\s+running|back\s+(?:up\s+)?online|back\s+in\s+(?:action|business|service)"
    r"|(?:working|running|going)\s+again|working\s+fine\s+(?:again|now))" + _END,
    _I,
)
_WRONG = re.compile(
    r"^(?:(?:uh\s*oh|ugh|hmm+|help|oh\s+no)[\s,!.]+)?(?:something's|somethings|something\s+is|smth|sth)\s+"
    r"(?:wrong|up|off|broken|not\s+right|acting\s+up|playing\s+up|going\s+on)(?:\s+again)?[\s!.…]*\W*$",
    _I,
)


# "something's up with the till", "there's something wrong with the ute": the thing, named after
_WRONG_WITH = re.compile(
    r"^(?:(?:uh\s*oh|ugh|hmm+)[\s,!.]+)?(?:something's|somethings|something\s+is|there's\s+something|theres\s+something)\s+"
    r"(?:wrong|up|off|funny|weird|not\s+right)\s+(?:with|w/)\s+(?:the\s+|my\s+|our\s+)?(?P<t>[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    r"(?:\s+again)?[\s!.…]*$",
    _I,
)


# "still broken", "down again", "nope, still not working", "same problem again": a breakage said
# with "still" or "again" and no thing, the one just talked about; a state alone ("broken") may
# answer anything, so one of the two markers is needed
_BREAKAGE = (
    r"(?:broken|broke|down|dead|not\s+working|not\s+fixed|busted|borked|kaput|playing\s+up|acting\s+up|on\s+the\s+blink"
    r"|on\s+the\s+fritz|glitching|crashing|freezing|failing|leaking|(?:the\s+)?same\s+(?:problem|issue|thing|error))"
)
_STILL = re.compile(
    r"^(?:(?:ugh+|argh+|nope|nah|no|and|yeah|yep|sigh)[\s,!.]+)*(?:(?:it's|its|it\s+is|it|that's|thats|that\s+is"
    r"|we've\s+got|we\s+have|got)\s+)?(?:(?:still\s+)" + _BREAKAGE + r"(?:\s+again)?|" + _BREAKAGE + r"\s+again)"
    + _END,
    _I,
)
# "the thing is doing the thing again", "it's doing that thing again": a fault named by no word
_DOING_IT = re.compile(
    r"^(?:(?:the|this|that)\s+)?(?:thing|thingy|it|this|that)(?:'s|\s+is|\s+keeps)\s+(?:doing\s+)?(?:the|that|its"
    r"|this|the\s+same|that\s+weird|the\s+weird)\s+(?:thing|thingy|thing\s+again)(?:\s+again)?"
    r"(?:\s+(?:ugh+|argh+|ffs|smh|sigh|lol))*" + _END,
    _I,
)


def bare_trouble(raw: str) -> list[Intent] | None:
    """The issue "it" resolved ("back up and running") or opened ("somethings wrong"), when
    that is all the message says."""
    text = raw.strip()
    if _WORKS_AGAIN.match(text):
        return [ResolveEpisode("it")]
    if (m := _WRONG_WITH.match(text)) is not None:
        return [OpenEpisode(_phrase(m["t"]), "")]
    if _WRONG.match(text) or _STILL.match(text) or _DOING_IT.match(text):
        return [OpenEpisode("it", "")]
    return None

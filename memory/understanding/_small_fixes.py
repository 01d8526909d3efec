"""A small piece of work reported done, of a thing never tracked: "fixed a typo in the readme",
"cleaned up a few broken links", "corrected some spelling mistakes on the menu", "patched a
small bug in the export".

Read as a to-do done, such a message matches no open to-do or issue when nothing was tracked,
and recap used to say "Nothing open matched …": a question about a report that needs none. The
article tells: "a typo", "some links", "a couple of bugs" are things come across and dealt
with, never one recap was told of ("fixed the gate latch" names one, and is still asked about).
When something open may be meant, recap still offers it (the asks before this check); this is
only the last word, when nothing fits.

Hand-written: a closed list of verbs of small repair and of words for "a few"; no library tells
a report of work from a to-do's end.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_SMALL_FIX = re.compile(
    r"^(?:(?:i|we|i've|ive|we've)\s+)?(?:(?:just|finally|quickly|also)\s+)?"
    r"(?:fixed|corrected|tweaked|cleaned\s+up|tidied\s+up|sorted(?:\s+out)?|patched|squashed|repaired|mended)\s+"
    r"(?:a|an|another|some|a\s+few|a\s+couple(?:\s+of)?|a\s+bunch\s+of|a\s+handful\s+of|several|two|three|few"
    r"|lots\s+of|loads\s+of|the\s+odd|one\s+or\s+two|(?P<the>the|my|our|those|these|that))\s+"
    r"(?:(?:small|minor|tiny|little|quick|silly|dumb|annoying|stray|more|last|old)\s+)?"
    r"(?P<what>[\w'-]+(?:\s+[\w'-]+)?)"
    r"(?:\s+(?:in|on|at|from|for|with|under|inside)\s+(?:the\s+|my\s+|our\s+|a\s+)?[\w.'/-]+(?:\s+[\w.'/-]+){0,3})?"
    r"(?:\s+(?:today|yesterday|earlier|this\s+morning|this\s+afternoon|last\s+night|too|as\s+well|btw))?"
    r"[\s!.🎉✅👍]*$",
    _I,
)
# what still asks to be done: "fixed a typo, need to push it", "will fix a bug tmrw"
_MORE = re.compile(r"\b(?:need|needs|will|'ll|gotta|must|should|have\s+to|has\s+to|tomorrow|tmrw|but|still)\b", _I)


# slips only ever met while working, never tracked, even said with "the": "fixed the typo in my bio"
_SLIPS = re.compile(
    r"^(?:typos?|spelling(?:\s+mistakes?)?|misspellings?|grammar|formatting|wording|broken\s+links?|dead\s+links?"
    r"|links?|indentation|alignment|caption|captions|punctuation|capitali[sz]ation|whitespace|lint|linting)$",
    _I,
)


def small_fix(text: str) -> bool:
    """Whether the whole message reports a small fix of an untracked thing ("fixed a typo in the readme")."""
    said = text.strip()
    m = _SMALL_FIX.match(said)
    if m is None or _MORE.search(said) is not None:
        return False
    return not m["the"] or _SLIPS.match(m["what"]) is not None  # "fixed the gate latch" names one: asked

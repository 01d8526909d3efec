"""A "no" that is an opinion or an answer, with nothing new in it: "no, I don't think so", "nah
probably not", "no, not really", "nope, not that I know of", "no idea", "hmm no, I doubt it".

They open with a correction's marker ("no"), but say no value, date or name to put right: the
user is answering or musing, and what was said before stands. Asking "What does that correct?"
about them is a needless question (and guessing a cancel from them a wrong memory), so they
carry no sign of a correction. Anything more after them ("no, I don't think so, move it to
friday") is no longer only an opinion. Written by hand: a short closed list of such answers.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_OPINION = re.compile(
    r"^(?:(?:no+|nope|nah+|hm+|um+|erm+|well|honestly|tbh|idk|eh)\s*[,.…!\-–—]*\s*)*"
    r"(?:i\s+)?(?:don'?t|do\s+not|dont)\s+think\s+so"
    r"|^(?:(?:no+|nope|nah+|hm+|um+|erm+|well|honestly|tbh|eh)\s*[,.…!\-–—]*\s*)*"
    r"(?:(?:i\s+)?doubt\s+it|probably\s+not|prob\s+not|not\s+really|not\s+that\s+i\s+know(?:\s+of)?|no\s+idea"
    r"|(?:i\s+)?(?:don'?t|dont)\s+know|dunno|not\s+sure|(?:i\s+)?guess\s+not|(?:i\s+)?hope\s+not|not\s+(?:at\s+all"
    r"|likely|a\s+chance|for\s+me)|i\s+wouldn'?t\s+(?:think|say)\s+so)",
    _I,
)
_END = re.compile(
    r"(?:\s*(?:tbh|honestly|really|either|tho|though|lol|haha|tbf|to\s+be\s+honest))*[\s.!…🤷‍♀️🤷‍♂️🤷🙂😅]*$", _I
)


def opinion_only(text: str) -> bool:
    """Whether ``text`` is only a "no" of opinion (see the module doc): nothing to put right."""
    s = text.strip()
    m = _OPINION.match(s)
    return m is not None and _END.fullmatch(s[m.end() :]) is not None

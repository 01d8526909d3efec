"""The subject said twice, as speakers of Spanish, Arabic or Chinese often write English: "my wife
she is working at the clinic", "my brother he is coming friday"; and "now" inside the verb's
phrase: "she is working now at the clinic", "he's living now in Porto".

The readers know "my wife is working at the clinic" and "my wife is now working at the clinic";
with the pronoun after the subject or "now" before the "at", the line kept nothing. The pronoun
is dropped only after "my"/"our" and a word for a person (kin, boss, friend, landlord ...), so
"the day he left" keeps its "he"; "now" moves only between "working"/"living"/"based"/"staying"
and "at"/"in"/"for".
"""

from __future__ import annotations

import re

from memory.understanding._kin import KIN
from memory.understanding._phrases import _I

__all__ = ["subject_said_once"]

_PERSON = (
    r"(?:" + KIN + r"|boss|friend|neighbou?r|landlord|landlady|colleague|manager|teacher|doctor|flatmate"
    r"|roommate|housemate|cleaner|nanny|babysitter|coach|tutor)"
)
_RESUMED = re.compile(r"^(?P<np>(?:my|our)\s+" + _PERSON + r")\s+(?:he|she|they)\s+(?=[a-z])", _I)
_NOW_INSIDE = re.compile(
    r"\b(?P<v>working|living|based|staying|working\s+full[\s-]time)\s+now\s+(?P<p>at|in|for|with)\b", _I
)


def subject_said_once(text: str) -> str:
    """``text`` with a resumptive pronoun after a named person dropped and "now" put before the
    verb's phrase (module doc); any other text as it was."""
    text = _RESUMED.sub(lambda m: f"{m['np']} ", text, count=1)
    return _NOW_INSIDE.sub(lambda m: f"now {m['v']} {m['p']}", text)

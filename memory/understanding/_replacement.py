"""Someone put in another's place: "Aiko is replacing Yuki", "Aiko's taking over from Yuki",
"Aiko replaced Yuki". It is a fact of the one replaced,
their replacement, as "Yuki's replacement is Aiko" says it, so that "who's replacing Yuki" finds
it (:data:`REPLACING_Q`). Said with the role ("… as team lead"), the role is the fact kept, as the
fact readers read it.

Written by hand: one closed shape whose two ends must be named people (capitalised, no pronoun),
since "Aiko replaced the battery" is a repair and "she's replacing Yuki" names no one to keep.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import StateClaim

_PRONOUNS = r"(?:I|He|She|They|We|You|It|Someone|Somebody|Nobody|Everyone|Who|That|This)\b"
_WORD = r"(?-i:[A-Z][\w-]+(?:'[A-Z][\w-]+)?)"  # "O'Brien", never "Aiko's"
_NAME = r"(?!" + _PRONOUNS + r")" + _WORD + r"(?:\s+" + _WORD + r")?"
_REPLACES = re.compile(
    rf"^(?P<new>{_NAME})(?:'s|\s+is|\s+will|'ll|\s+has|\s+was)?\s+(?:be\s+|been\s+|going\s+to\s+|gonna\s+)?"
    r"(?:replacing|replaced|replace|taking\s+over\s+from|took\s+over\s+from|take\s+over\s+from"
    rf"|stepping\s+in\s+for|stepped\s+in\s+for)\s+(?P<old>{_NAME})$",
    _I,
)
# "who's replacing Yuki", "who replaced Yuki", "who is taking over from Yuki"
REPLACING_Q = re.compile(
    r"^who(?:'s|s|\s+is|\s+will\s+be|'ll\s+be|\s+was)?\s+(?:going\s+to\s+|gonna\s+)?"
    r"(?:replacing|replaced|replace|taking\s+over\s+from|took\s+over\s+from|take\s+over\s+from"
    r"|stepping\s+in\s+for|stepped\s+in\s+for)\s+(?P<p>[\w'-]+(?:\s+[\w'-]+)?)$",
    _I,
)


def replacement_fact(s: str) -> StateClaim | None:
    """The fact that one named person replaces another, or None."""
    m = _REPLACES.match(s.strip())
    if m is None or m["new"].lower() == m["old"].lower():
        return None
    return StateClaim(m["old"], "replacement", m["new"])

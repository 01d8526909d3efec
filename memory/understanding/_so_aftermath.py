"""A report, then what it leaves the user with: "Hemi's off sick today so short a man on site",
"the wifi's down so working from the cafe".

After "so" people say what a state of things means for them; when that is no to-do ("so short
a man", "so working from home") it is only colour, and the report before it is what to keep. Read
as one, the words after "so" were taken for a to-do of their own ("short a man on site") that no
run-on cut could pair with the report, and the whole message read as nothing. Only someone's
status (away, off sick) or a thing gone wrong is kept so; what follows "so" must not be a to-do
("so need to call the agency", "so call the agency") nor dated ("so covering tmrw").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode, StateClaim
from memory.understanding.timex import has_date_words

__all__ = ["report_before_so"]

_THEN_SO = re.compile(r"^(?P<report>[^,;]+?)\s*,?\s+so\s+(?P<after>\S.*)$", _I)
# what the user will or must do after "so": a to-do, read by the readers of one
_TODO_AFTER = re.compile(
    r"^(?:(?:i|we)\s*(?:'ll|will|'m\s+going\s+to|am\s+going\s+to|need|have|gotta|got|must|should|can)\b"
    r"|(?:i'll|we'll|need|have\s+to|gotta|got\s+to|must|should|pls|please|remind)\b)",
    _I,
)


def report_before_so(text: str, read: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """What the report before "so" says, when the words after it are no to-do (see the module
    doc); None otherwise."""
    m = _THEN_SO.match(text.strip())
    if m is None:
        return None
    after = m["after"].strip()
    if _TODO_AFTER.match(after) or _imperative_shape(after) or has_date_words(after):
        return None
    first = read(m["report"])
    kept = first and all(
        isinstance(i, OpenEpisode) or (isinstance(i, StateClaim) and i.predicate == "status") for i in first
    )
    return first if kept else None

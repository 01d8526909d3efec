"""A note label said last: "bird-ringing kit packed thurs by 10, note to self" is the note of
"note to self: bird-ringing kit packed thurs by 10", the label put after what it labels as people
add it when they send. It is moved to the front, where the readers of a labelled note take it.
"""

from __future__ import annotations

import re

# ", note to self", " - mental note", " (note to self)", "… nts": the label closing the message
_LABEL_LAST = re.compile(
    r"^(?P<note>\S.*?\S)\s*(?:[,;]|\s[-–—]+|\()\s*(?P<label>(?:note\s+)?to\s+self|nts|mental\s+note|memo\s+to\s+self)"
    r"\s*\)?[\s.!]*$",
    re.IGNORECASE,
)


def note_label_first(text: str) -> str:
    """``text`` with a closing note label put before the note ("…, note to self": "note to self: …")."""
    m = _LABEL_LAST.match(text.strip())
    return f"{m['label']}: {m['note']}" if m else text

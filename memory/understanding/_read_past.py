"""A reading said in the past beside another deed: "read thru Kwame's chapter, sent him notes",
"read over the lease and signed it", "read Ana's draft, left comments".

"read" is spelt the same in the past and the present, and said first in a line a to-do reader
takes it as the bare verb of a note to self ("read the lease": a to-do). A clause after it that
opens with a verb in the past tells the tense: the user read it, and the line reports both deeds.
The reading is then put as "went through …", which the completion readers know; "read the lease,
sign it by fri" (an imperative after) and "read the lease" alone stay as they are. Hand-written:
one shape, over the past-tense test the completion readers share.
"""

from __future__ import annotations

import re

from memory.understanding._commitments import past_verb

__all__ = ["read_as_past"]

_READ_THEN = re.compile(
    r"^(?P<lead>\s*(?:(?:just|finally|ok|so)\s*,?\s+)*(?:i\s+)?)read\s+(?:(?:thru|through|over)\s+)?(?P<what>[^,;]+?)"
    r"(?P<cut>\s*[,;]\s*(?:and\s+|then\s+)?|\s+(?:and|then|&)\s+)(?P<verb>[a-z]+)\b(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL,
)


def read_as_past(text: str) -> str:
    """``text`` with a reading put as done ("went through …") when the deed after it is past."""
    m = _READ_THEN.match(text)
    if m is None or not past_verb(m["verb"].lower()) or m["verb"].lower() == "read":
        return text
    return f"{m['lead']}went through {m['what']}{m['cut']}{m['verb']}{m['rest']}"

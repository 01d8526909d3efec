"""The thing a done says was replaced: "got a new kettle", "bought a new router", "replaced the
kettle", "kettle's been replaced".

A broken thing is over when a new one takes its place, as it is when it is mended: with "the
kettle's broken" open, "got a new kettle" ends that issue (the reader, which knows nothing
open, reads it as a deed done; :class:`memory.derive.Deriver` holds it to the open issues).
Only a new one had ("got", "bought", "picked up", "replaced"): one ordered or on its way has not
ended the fault yet ("ordered a new kettle").
"""

from __future__ import annotations

import re

_REPLACED = re.compile(
    r"^(?:(?:i|we|finally|just|eventually|so|ok|ended\s+up)\s+)*"
    r"(?:(?:got|bought|picked\s+up|grabbed|treated\s+(?:my|our)sel(?:f|ves)\s+to)\s+(?:a|an|us\s+a|me\s+a|some)\s+"
    r"(?:brand\s+)?(?:new|replacement)\s+"
    r"|replaced\s+(?:the|my|our)\s+)"
    r"(?P<t>[\w'-]+(?:\s+[\w'-]+)?)"
    r"(?:\s+(?:today|yesterday|now|finally|at\s+last|in\s+the\s+end|this\s+morning|earlier))*$",
    re.IGNORECASE,
)


def replaced_thing(action: str) -> str | None:
    """The thing ``action`` says a new one was had of ("got a new kettle" -> "kettle"), else None."""
    m = _REPLACED.match(action.strip(" .!"))
    return m["t"] if m is not None else None

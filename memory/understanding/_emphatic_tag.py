"""The emphatic tag that closes a line in Ulster and Scots speech, said only to insist: "renew it so
I do", "the van's knackered so it is", "I'll ring her the morra so I will".

The tag repeats the subject and a helping verb of the clause before it, and says nothing of its
own; read as a clause ("so I do" a completion, "so it is" a status), it turned a to-do into a
report. It is dropped where it ends the text or a clause (before a comma); "so I can", "so I
could" say why, and stay. Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["without_emphatic_tag"]

_TAG = re.compile(
    r",?\s+so\s+(?:i|it|he|she|we|they|you|ye|yous|that)\s+(?:do|does|did|is|am|are|was|were|will|have|has)"
    r"(?=\s*(?:[.!,;]|$))",
    _I,
)


def without_emphatic_tag(text: str) -> str:
    """``text`` without an emphatic "so I do", "so it is" closing it or one of its clauses."""
    return _TAG.sub("", text)

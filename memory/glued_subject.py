"""The stored subject a correction names with its apostrophe typed away: "oops liams phone is
0412 555 091 not 019" puts right Liam's phone.

The reader leaves "liams" as it is when it cannot tell a glued "'s" from a name ending in s
("Lukas", "Jonas"). What the user has told recap can: with no fact of that attribute about
"liams" and one about "Liam", the correction is about Liam.

Pure functions: the caller passes the claims observed so far.
"""

from __future__ import annotations

from memory.model import Claim
from memory.words import normalize_key


def unglued_subject(subject: str, predicate: str, known: list[Claim]) -> str | None:
    """The one stored subject of a ``predicate`` fact that ``subject`` is with an "s" glued
    on, or None."""
    key = normalize_key(subject)
    if not key.endswith("s") or key.endswith("ss") or len(key) < 3:
        return None
    bare, wanted = key[:-1], normalize_key(predicate)
    found = {c.subject for c in known if normalize_key(c.predicate) == wanted and normalize_key(c.subject) == bare}
    return next(iter(found)) if len(found) == 1 else None

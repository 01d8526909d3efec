"""Which stored people a bare first name may mean.

"Kim moved to Busan", when recap keeps facts about Kim Park and Kim Tran and none about a "Kim"
alone: storing the move under a new "Kim" would be a third person, and guessing one of the two
a wrong memory. The caller asks which one. Pure: the stored subjects are passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memory.words import normalize_key

_FIRST_NAME = re.compile(r"^[A-ZÀ-Ýa-zß-ÿ][\w\-']*$")


def namesakes(subject: str, stored: Iterable[str]) -> list[str]:
    """The stored subjects whose first word is ``subject``, when it is one word that names two
    or more of them and none is ``subject`` itself; else an empty list (nothing to ask)."""
    if not _FIRST_NAME.match(subject):
        return []
    key = normalize_key(subject)
    found: dict[str, str] = {}
    for name in stored:
        words = name.split()
        if normalize_key(name) == key:
            return []  # "Kim" is someone recap already keeps facts about
        if len(words) >= 2 and normalize_key(words[0]) == key:
            found.setdefault(normalize_key(name), name)
    return sorted(found.values()) if len(found) >= 2 else []

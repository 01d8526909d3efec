"""Which stored people a bare first name may mean.

"Kim moved to Busan", when recap keeps facts about Kim Park and Kim Tran and none about a "Kim"
alone: storing the move under a new "Kim" would be a third person, and guessing one of the two
a wrong memory. The caller asks which one. The same holds for two people the user told apart only
in passing, by where each is from ("Aliya from accounts …", "Aliya from the choir …"): nothing
about either was kept, but a fact about "Aliya" would belong to one of them. Pure: the stored
subjects and the earlier messages are passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memory.words import ascii_lower, normalize_key

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


# "Aliya from accounts", "Aliya from the choir", "Aliya (choir)": a first name told apart by where the person
# is from (never "at": "met Aliya at the bakery" is where they met); one word after the article is enough
# to tell ("Jo from the football club": the football one)
_FROM = r"\s+from\s+(?P<w>(?:the\s+|my\s+|our\s+)?[\w'-]+)"
_BRACKET = r"\s*\((?P<b>[^()]{2,30})\)"


def told_apart(subject: str, texts: Iterable[str]) -> list[str]:
    """The people ``texts`` told apart by where they are from under the one first name ``subject``
    ("Aliya from accounts", "Aliya from the choir"), when there are two or more; else an empty list."""
    if not _FIRST_NAME.match(subject) or not subject[:1].isupper():
        return []
    found: dict[str, str] = {}
    told = _told(subject)
    for text in texts:
        if not may_tell_apart(text):
            continue  # a search costs many times this test
        for m in told.finditer(text):
            where = (m["w"] or m["b"] or "").strip()
            if re.match(r"\d", where):
                continue  # "Aliya from 5": a time, not where she is from
            label = f"{subject} from {where}" if m["w"] else f"{subject} ({where})"
            found.setdefault(normalize_key(where.removeprefix("the ")), label)
    return sorted(found.values()) if len(found) >= 2 else []


# What a text that tells someone apart by where they are from holds, its ASCII letters lower-cased:
# "from" or a bracket. No character but F, R, O and M matches those small letters when the case is
# ignored (``tests/memory/test_namesakes_speed_s37.py`` tries every code point), so lower-casing the
# ASCII letters alone finds every text :func:`_told` can match in.
SIGNS = ("from", "(")


def may_tell_apart(text: str) -> bool:
    """Whether ``text`` holds one of :data:`SIGNS` (a text that does not tells no one apart)."""
    lowered = ascii_lower(text)
    return any(sign in lowered for sign in SIGNS)


def tells_which(subject: str, text: str) -> bool:
    """Whether ``text`` names ``subject`` with where they are from ("Aliya from accounts is …")."""
    return _told(subject).search(text) is not None


def _told(subject: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w'-]){re.escape(subject)}(?:{_FROM}|{_BRACKET})", re.I)

"""How much, said before a state ("sooo slow", "reallyyy laggy", "super flaky", "hella slow"):
the words of degree chat puts before an adjective, typed stretched or not.

A degree word says how bad, never what: the readers of trouble skip it between the thing and its
state, so "checkout page is sooo slow tonight" reads as "checkout page is slow". Stretched
spellings ("sooo", "realllly", "suuuper", "veryyy") are matched by letting each letter repeat,
so every stretch of a word is one entry, not one per count of letters.

Hand-written: a closed list of English degree adverbs.
"""

from __future__ import annotations

import re

_WORDS = (
    "so", "really", "very", "super duper", "super", "mega", "extra", "hella", "crazy", "insanely", "ridiculously",
    "painfully", "incredibly", "unbelievably", "stupidly", "annoyingly", "weirdly", "seriously", "extremely",
    "terribly", "horribly", "awfully", "properly", "proper", "fully", "absolutely", "utterly", "massively", "majorly",
    "way", "quite", "pretty", "rather", "fairly", "bit", "a bit", "a little", "a little bit", "somewhat", "sorta",
    "sort of", "literally", "actually", "officially", "definitely", "mostly", "kinda",
)  # fmt: skip


def _stretched(word: str) -> str:
    """A pattern for ``word`` with each letter typed once or more ("so": "so", "sooo")."""
    return r"\s+".join("".join(f"{re.escape(c)}+" for c in part) for part in word.split())


DEGREE = r"(?:" + "|".join(_stretched(w) for w in sorted(_WORDS, key=len, reverse=True)) + r")"

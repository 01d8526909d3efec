"""How much, said before a state ("sooo slow", "reallyyy laggy", "super flaky", "hella slow"):
the words of degree chat puts before an adjective, typed stretched or not.

A degree word says how bad, never what: the readers of trouble skip it between the thing and its
state, so "checkout page is sooo slow tonight" reads as "checkout page is slow". Stretched
spellings ("sooo", "realllly", "suuuper", "veryyy") are matched by letting each letter repeat,
so every stretch of a word is one entry, not one per count of letters.

The same words tell a judgement from a value (:data:`memory.understanding._appraisal.INTENSIFIERS`:
"super sharp" judges) and a degree word from a thing (:mod:`._adverb_topic`: "absolutely
knackered" names nothing knackered): :data:`WORDS` is the one list all three read.

Hand-written: a closed list of English degree adverbs.
"""

from __future__ import annotations

import re

WORDS = (
    "so", "really", "very", "super duper", "super", "mega", "extra", "hella", "crazy", "insanely", "ridiculously",
    "painfully", "incredibly", "unbelievably", "stupidly", "annoyingly", "weirdly", "seriously", "extremely",
    "terribly", "horribly", "awfully", "properly", "proper", "fully", "absolutely", "utterly", "massively", "majorly",
    "way", "quite", "pretty", "rather", "fairly", "bit", "a bit", "a little", "a little bit", "somewhat", "sorta",
    "sort of", "kind of", "literally", "actually", "officially", "definitely", "mostly", "kinda", "totally",
    "completely", "thoroughly", "truly", "basically", "genuinely", "bloody", "well", "dead", "real", "too",
)  # fmt: skip


def _stretched(word: str) -> str:
    """A pattern for ``word`` with each letter after the first typed once or more ("so": "so",
    "sooo"; never "sso", which is SSO, a thing)."""
    return r"\s+".join(
        re.escape(part[0]) + "".join(f"{re.escape(c)}+" for c in part[1:]) for part in word.split()
    )


DEGREE = r"(?:" + "|".join(_stretched(w) for w in sorted(WORDS, key=len, reverse=True)) + r")"

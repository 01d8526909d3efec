"""Trouble said as a credential run out: "the ssl cert on api.kumo.jp expired", "our domain's
expired", "the stripe api key has expired again", "CAT tool licence expired", "vpn token
expired overnight".

What stops a system when it lapses is a certificate, a domain, a key, a token, a licence or a
password; the thing is named by its last word ("ssl cert", "api key", "wildcard certificate"),
with where it is when said ("on api.kumo.jp"). A document or an offer that lapses ("my passport
expired", "the coupon expired", "contract expired march 31") is a to-do or a story, not a fault,
and is left to the other readers.

Hand-written: a closed lexicon of credentials.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

_CREDENTIAL = (
    r"certs?|certificates?|ssl|tls|https|domains?|(?:api|access|ssh|gpg|pgp|license|licence|product|auth|secret"
    r"|signing|deploy)\s+keys?|keys|tokens?|licen[cs]es?|passwords?|credentials|creds|oauth(?:\s+\w+)?|sessions?"
    r"|dns\s+records?|ssl\s+certs?|code\s+signing\s+certs?"
)
_EXPIRED = gated(re.compile(
    r"^(?:(?:the|our|my|their|this|that)\s+)?(?P<t>(?:[\w&./-]+\s+){0,3}?(?:" + _CREDENTIAL + r"))"
    r"(?P<where>\s+(?:on|for|of)\s+(?:the\s+)?[\w@*./-]+)?"
    r"(?:'s|\s+(?:has|have|is|are|was|just|finally|already))*(?:\s+(?:just|already|finally|now))?"
    r"\s+(?P<how>expired|lapsed|run\s+out|ran\s+out|timed\s+out|gone\s+stale)"
    r"(?P<rest>(?:\s+(?:again|overnight|last\s+night|this\s+morning|today|yesterday|now|on\s+us|lol|ffs|ugh))*)"
    r"[\s!.…]*$",
    _I,
))


def credential_expired(s: str) -> OpenEpisode | None:
    """The issue a credential run out opens ("the ssl cert on api.kumo.jp expired": ssl cert
    on api.kumo.jp), or None."""
    m = _EXPIRED.match(s.strip())
    if m is None:
        return None
    thing = _phrase(f"{m['t']}{m['where'] or ''}")
    if not _plausible(thing, max_words=7):
        return None
    return OpenEpisode(thing, " ".join(p for p in (m["how"], (m["rest"] or "").strip()) if p))

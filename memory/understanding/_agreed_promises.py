"""Someone's promise made in an agreement, or by saying yes to the user's request: "Aditya and I
agreed he'll draft the RFP by thurs", "agreed with Noor that she'd send the quotes by fri",
"asked Joaquín to send over the floor plans by mon, he said np", "asked the landlord to fix the
gutter by the 20th and she said ok".

The promise is theirs (owned by the one who agreed), with the date said. A request with no
answer ("asked Joaquín to send the plans by mon") promises nothing yet and is left alone; an
answer that refuses or hedges ("he said maybe", "she said no") is no promise. "We agreed I'll
…" is the user's own, to the one they agreed with.

Written by hand: the words of agreeing and of saying yes are a short closed list, and the rest
is the to-do reader every promise shares.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape, _read
from memory.understanding._lifecycle_others import _actor
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment

_NAME = r"[A-Za-zÀ-ÖØ-öø-ÿ][\w'\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'\-]*)?"
_WILL = r"(?:'ll|\s+will|'d|\s+would|\s+is\s+going\s+to|'s\s+going\s+to|'s\s+gonna|\s+is\s+gonna)"
# "Aditya and I agreed he'll …", "me and Aditya agreed that she'd …", "agreed with Noor that she'll …"
_AGREED = gated(re.compile(
    r"^(?:(?:(?P<p>" + _NAME + r")\s+(?:and|&)\s+(?:i|me)|(?:me|i)\s+(?:and|&)\s+(?P<p2>" + _NAME + r")|we)"
    r"\s+(?:(?:have|'ve|just|finally)\s+)*(?:agreed|decided)"
    r"|(?:(?:i|we)\s+)?(?:have\s+|'ve\s+)?(?:just\s+)?agreed\s+with\s+(?P<p3>" + _NAME + r"))\s*,?\s+(?:that\s+)?"
    r"(?P<who>he|she|they|i|(?P<named>" + _NAME + r"))" + _WILL + r"\s+(?P<rest>.+)$",
    _I,
))
# "asked Joaquín to send over the floor plans by mon, he said np", "… and she agreed"
_SAID_YES = (
    r"(?:np|no\s+problem|no\s+prob|no\s+worries|nw|ok|okay|k|kk|sure|yes|yep|yeah|yup|fine|will\s+do|can\s+do"
    r"|of\s+course|absolutely|deal|done)"
)
_ASKED_THEM = gated(re.compile(
    r"^(?:i\s+)?(?:have\s+|'ve\s+)?(?:just\s+|already\s+)?asked\s+(?P<p>(?:the\s+|my\s+|our\s+)?" + _NAME + r")"
    r"\s+to\s+(?P<rest>.+?)"
    r"\s*(?:,|;|\s[-–—]|\s)\s*(?:and\s+)?(?:(?:he|she|they)\s+(?:said|says|replied|agreed|confirmed)"
    r"(?:\s+(?:that's\s+|it's\s+)?" + _SAID_YES + r")?|(?:he|she|they)'s\s+(?:on\s+it|agreed))[\s!.]*$",
    _I,
))


def agreed_promise(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A promise made by agreeing (see the module doc), dated; None when ``s`` is no such one."""
    return _agreed(s, ctx) or _asked_them(s, ctx)


def _agreed(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _AGREED.match(s)
    if m is None:
        return None
    other = m["p"] or m["p2"] or m["p3"]
    person = _person(other, ctx) if other else None
    who = m["who"].lower()
    if m["named"]:
        owner = _person(m["named"], ctx)
    elif who == "i":
        owner = "me"
    else:  # "he"/"she"/"they": the one agreed with (no one named: whom, the words before say)
        owner = person
    if owner is None or (person is None and owner != "me" and not m["named"]):
        return None
    counterparty = person if owner == "me" and person not in (None, "me") else None
    return _dated(m["rest"], ctx, owner, counterparty)


def _asked_them(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _ASKED_THEM.match(s)
    if m is None:
        return None
    person = _actor(m["p"], ctx)  # a name, or a role: "asked the landlord to …" -> "landlord"
    if person is None:
        return None
    return _dated(m["rest"], ctx, person, None)


def _dated(rest: str, ctx: _Ctx, owner: str, counterparty: str | None) -> list[Intent] | None:
    """The promise in ``rest``, when it names a thing to do and a date recap can place."""
    if not _imperative_shape(rest):
        return None
    read = _read(rest, ctx, owner, counterparty, needs_date=True)
    if not read or not all(isinstance(i, NewCommitment) and i.due is not None for i in read):
        return None
    return read

"""A charge let off: "they waived the late fee", "the parking fine got written off", "bank
dropped the overdraft charge", "late fee waived 😀".

A fee, a fine or a charge that is waived is no longer to be paid, so the to-do to pay it is
called off (:mod:`memory.derive` finds which one the words name, and asks when none fits); it
is never a payment made. Hand-written: closed lists of the words for a charge and for letting
one off.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CancelCommitment, Intent

__all__ = ["waived"]

# what is charged: "the late fee", "my parking fine", "the overdraft charge", "the penalty"
_CHARGE = (
    r"(?P<c>(?:(?:the|my|our|that|this|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:fees?|fines?|charges?|penalty|penalties|surcharge|ticket|late\s+payment))"
)
_LET_OFF = r"waived|waved|written\s+off|wrote\s+off|scrapped|dropped|cancell?ed|forgiven|forgave|let\s+(?:me|us)\s+off"
# "they waived the late fee", "the bank dropped the overdraft charge"
_THEY_WAIVED = gated(re.compile(
    r"^(?:(?:so|and|good\s+news|yay|phew)[,!]?\s+)*(?:(?:they|the\s+[\w-]+(?:\s+[\w-]+)?|[A-Z][\w-]+)\s+)?"
    r"(?:(?:have|has|'ve|just|finally|actually)\s+)*(?:" + _LET_OFF + r")\s+" + _CHARGE
    + r"(?:\s+(?:for\s+(?:me|us)|after\s+all))?",
    _I,
))
# "the late fee was waived", "parking fine got written off", "late fee waived"
_WAS_WAIVED = re.compile(
    r"^" + _CHARGE + r"(?:\s+(?:was|were|got|has\s+been|have\s+been|is)|'s\s+been|'s)?\s+(?:" + _LET_OFF + r")"
    r"(?:\s+(?:after\s+all|in\s+the\s+end|too|as\s+well))?",
    _I,
)
# what may follow: a cheer or a laugh ("😀", "lol", "!")
_CHEER = re.compile(r"[\s,.!]*(?:(?:lol|haha+|yay|phew|nice|thank\s+god|thankfully)[\s,.!]*)*$", _I)


def waived(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "they waived the late fee": the to-do to pay the late fee, called off."""
    said = s.strip()
    m = _THEY_WAIVED.match(said) or _WAS_WAIVED.match(said)
    if m is None or not _CHEER.fullmatch(said[m.end() :]):
        return None
    charge = re.sub(r"^(?:the|my|our|that|this|his|her|their)\s+", "", m["c"], flags=_I)
    return [CancelCommitment(f"pay the {charge}")]

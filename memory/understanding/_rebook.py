"""Booking again what someone called off: "dentist cancelled on me, rebooking for jan",
"hairdresser cancelled on me, need to rebook", "Sam cancelled, will reschedule".

The cancellation is read by :mod:`._lifecycle_others`; the words after it name no thing of their
own ("rebook", "rebooking for jan"), so alone they were a to-do called "rebook for january" or
nothing at all. Here the to-do is named by what was called off ("rebook the dentist", "rebook
with Sam"). What it is booked for ("for jan", "for next week") is the new slot, not when the
rebooking is due, so the to-do has no due.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CancelCommitment, Intent, MoveCommitment, NewCommitment

__all__ = ["rebooked"]

_VERBS = r"(?:re-?book|re-?schedule|re-?arrange)"
# "need to rebook", "rebook for january", "reschedule it": the to-do as read, naming nothing else
_BARE_TODO = re.compile(r"^" + _VERBS + r"(?:\s+(?:it|one|them|another\s+one|a\s+new\s+one))?(?:\s+for\s+.+)?$", _I)
# "…, rebooking for jan", "… will rebook", "… gonna reschedule": said at the end, as a plan
_SAID = re.compile(
    r"(?:^|[,;]\s*|\s[-–—]\s*|\s(?:and|so)\s+)(?:(?:i|we)(?:'ll|'m|\s+will|\s+am)?\s+)?(?:will\s+|gonna\s+|going\s+to\s+"
    r"|need\s+to\s+|have\s+to\s+|gotta\s+|must\s+)?(?:re-?book(?:ing)?|re-?schedul(?:e|ing)|re-?arrang(?:e|ing))"
    r"(?:\s+(?:it|one|them|another\s+one|a\s+new\s+one))?(?:\s+for\s+[^,;]+)?[\s!.]*$",
    _I,
)
# "…, rebooked for next tues", "… so we moved it to mon", "…, now fri", "… - coming thurs instead", "…, fri
# instead", "…, new date is the 9th": already booked again, for that day. A sign of the new booking is needed:
# a bare "…, fri" may name which of them was called off.
_REBOOKED = re.compile(
    r"(?:[,;]\s*|\s[-–—]\s*|\s(?:and|so|but)\s+)(?:"
    r"(?:(?:i|we|she|he|they)(?:'ve)?\s+)?(?:have\s+|has\s+)?"
    r"(?:re-?booked|re-?scheduled|re-?arranged|moved|pushed|bumped)(?:\s+(?:it|us|me|him|her|them))?"
    r"\s+(?:(?:for|to|till|til|until|on)\s+)?"
    r"|(?:(?:it'?s|it\s+is)\s+)?now\s+(?:(?:it'?s|it\s+is|on|for)\s+)?"
    r"|new\s+(?:date|day|time)\s+(?:is\s+|'s\s+)?"
    r"|(?:(?:he|she|they|it)(?:'s|'re|\s+is|\s+are)\s+)?(?:coming|happening|doing\s+it)\s+(?:on\s+)?(?=.*\binstead\b)"
    r"|(?=[^,;]*\binstead[\s!.]*$)(?:on\s+)?"
    r")(?P<d>[^,;]+?)(?:\s+instead)?[\s!.]*$",
    _I,
)
_PERSON = re.compile(r"^[A-Z]")  # "Sam": rebook with them; "dentist": rebook the dentist


def rebooked(found: list[tuple[Intent, str]], text: str, ctx: _Ctx) -> list[tuple[Intent, str]]:
    """``found`` with a bare "rebook" after someone's cancellation named by what was called off,
    or added when the sentence ends on a plan to rebook that nothing read; a cancellation already
    rebooked for a day ("bea cancelled, rebooked for next tues") is that thing moved there."""
    called_off = [(i, clause) for i, clause in found if isinstance(i, CancelCommitment)]
    again = _REBOOKED.search(text)
    if len(called_off) == 1 and again is not None and (due := ctx.date(again["d"])) is not None:
        cancel, clause = called_off[0]
        moved = MoveCommitment(cancel.action, due)
        # the words of the new booking were the move itself, not a clause of their own ("coming fri instead")
        tail = text[again.start() :].strip(" ,;-–—").lower()
        return [
            (moved, clause) if intent is cancel else (intent, said)
            for intent, said in found
            if intent is cancel or not said.strip().lower() or said.strip().lower() not in tail
        ]
    cancels = [i for i, _ in found if isinstance(i, CancelCommitment) and i.by]
    if len(cancels) != 1:
        return found
    todo = NewCommitment(action=_named(cancels[0], text), owner="me", counterparty=None, due=None)
    out = [(todo, clause) if _bare(intent) else (intent, clause) for intent, clause in found]
    if out == found and _SAID.search(text) and not any(isinstance(i, NewCommitment) for i, _ in found):
        out.append((todo, text))
    return out


def _bare(intent: Intent) -> bool:
    return isinstance(intent, NewCommitment) and intent.owner == "me" and bool(_BARE_TODO.match(intent.action))


def _named(cancel: CancelCommitment, text: str) -> str:
    """ "rebook the dentist", "rebook lunch with Tom", "reschedule the dentist appointment"."""
    verb = "reschedule" if _RESCHEDULE.search(text) else "rearrange" if _REARRANGE.search(text) else "rebook"
    by, thing = cancel.by or "", cancel.action
    if _PERSON.match(by):
        return f"{verb} with {by}" if thing.lower() == by.lower() else f"{verb} {thing} with {by}"
    if thing.lower() == by.lower():
        return f"{verb} the {by}"
    return f"{verb} {thing}" if by.lower() in thing.lower() else f"{verb} the {by} {thing}"


_RESCHEDULE = re.compile(r"\bre-?schedul", _I)
_REARRANGE = re.compile(r"\bre-?arrang", _I)

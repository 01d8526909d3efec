"""A cancellation with a deadline is a to-do: "cancel gym by 12/31", "cancel my netflix before
the 3rd". Calling off one of the user's to-dos takes effect when said; a date it must be done
by says there is something to do (end a membership, a subscription), never a to-do to drop.

Said bare and undated ("cancel the Spotify family plan", "cancel my gym membership"), the same
words either call off an open to-do they name or, when none is open, are a note to self: the
cancellation keeps that to-do as what it means otherwise (recap has nothing to call off).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._commitment_intro import _read
from memory.understanding._phrases import _I, PLACEHOLDER_END, _Ctx
from memory.understanding.intents import CancelCommitment, Intent, NewCommitment
from memory.understanding.timex import has_date_words

_CANCEL = re.compile(r"\bcancel\s+\S.*$", _I)
# the imperative alone, its object a thing named (a determiner, a possessive, a name): "cancel the
# Spotify family plan", "cancel Netflix"; "cancel it", "cancel that" name what was just said
_BARE = re.compile(
    r"^cancel\s+(?:the|my|our|a|an|\w+'s|(?-i:[A-Z])[\w-]+)\s*"
    r"(?!it\b|that\b|this\b|them\b|whole\b|thing\b|plans?\b|lot\b|others?\b|rest\b|one\b|last\b|first\b)\S[^,;]*$",
    _I,
)
_PLANNED = re.compile(
    r"^(?:i'll|ill|i\s+will|(?:i'm|im|i\s+am)\s+(?:gonna|going\s+to)|gonna|going\s+to|(?:i\s+)?(?:need|have)\s+to"
    r"|gotta|(?:i\s+)?must|remind\s+me\s+to|(?:i\s+)?should)\s+cancel\b",
    _I,
)
_BY = re.compile(r"^(?P<a>.+?)\s+(?P<by>by|before|no\s+later\s+than)\s+(?P<d>\S.*)$", _I)


def deadline_cancel(intent: Intent, clause: str, ctx: _Ctx, *, alone: bool) -> Intent:
    """``intent``, or the to-do to cancel something by a date when it is a cancellation whose
    object ends with a deadline (its words as ``clause`` said them, "cancel the gym membership").
    The undated note to self is read only from a cancellation said ``alone``: in "cancel the gym,
    move the dentist to friday" both parts change the user's plans, so an unmatched one is said so."""
    if not isinstance(intent, CancelCommitment):
        return intent
    m = _BY.match(intent.action)
    # "cancel the car thing" points at a to-do by a placeholder: never a note to cancel "the car thing"
    bare = _BARE.match(clause.strip()) is not None and PLACEHOLDER_END.search(clause.strip()) is None
    if alone and m is None and intent.by is None and bare and not has_date_words(clause):
        read = _read(clause.strip(), ctx, "me", None, needs_date=False) or []
        todo = read[0] if len(read) == 1 and isinstance(read[0], NewCommitment) else None
        return replace(intent, otherwise=todo) if todo is not None and todo.due is None else intent
    # "I'll cancel the gym membership in 2 weeks": a cancellation planned for a day to come
    planned = _PLANNED.match(clause.strip()) is not None and has_date_words(intent.action)
    if not planned and (m is None or not has_date_words(m["d"])):
        return intent
    said = _CANCEL.search(clause)
    if said is None and m is None:
        return intent
    words = clause[said.start() :] if said else f"cancel {m['a']} {m['by']} {m['d']}"
    read = _read(words, ctx, "me", None, needs_date=True) or []
    todo = read[0] if len(read) == 1 and isinstance(read[0], NewCommitment) and read[0].due is not None else None
    if todo is None:
        return intent
    # planned without "by", the day may be the thing's own ("I'll cancel the dentist on friday"):
    # an open to-do it names is called off, else the cancelling is the to-do
    return replace(intent, otherwise=todo) if planned and m is None else todo

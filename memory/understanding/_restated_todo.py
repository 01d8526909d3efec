"""A to-do said, then said again by its verb alone with its date: "Magnus owes me 2000 kr, he said
he'd pay friday", "need to pay the plumber $180, do it by monday", "ring the council about the
bins, gotta ring them b4 thurs".

The second clause names no new thing to do ("pay", "do it", "ring them"): it is when the first
is due. Kept as two, the user gets a to-do with no date and a to-do with no object; kept as
one, the first to-do with the second's date.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TypeVar

from memory.understanding._chased_thing import chased_thing
from memory.understanding._commitment_intro import _imperative_shape, _read
from memory.understanding._owed_then import paid_back
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._signed_up_for import what_for
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import has_date_words
from memory.words import content_words

# what a restating clause may say besides the verb: the thing pointed at, a particle
_POINTERS = content_words("it them that this me him her back up off over on do get done sort sorted")

_T = TypeVar("_T")


# "will do the school run on wed, told Kemi I would", "…, promised Ana i'd": the to-do said, then
# whom it was promised to, with nothing new to do
_TOLD_TAIL = re.compile(
    r"[,;]\s*(?:(?:and|as|cos|coz|because)\s+)?(?:i\s+)?(?:(?:already|just)\s+)?(?:told|promised|assured)\s+"
    r"(?P<p>(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))?)\s+(?:that\s+)?i(?:'d|\s+would|'ll|\s+will)"
    r"(?:\s+(?:do\s+(?:it|that)|do|be\s+there))?[\s.!]*$",
    _I,
)


def _told_whom(found: list[tuple[Intent, _T]], sentence: str) -> list[tuple[Intent, _T]]:
    """The one to-do of the user's, with no counterparty, in a sentence that ends "…, told Kemi
    I would": to Kemi (with two to-dos, whose promise it was is not said: left as read)."""
    m = _TOLD_TAIL.search(sentence) if "told" in sentence or "promised" in sentence or "assured" in sentence else None
    if m is None or m["p"].split()[0].lower() in _NOT_NAMES:
        return found
    # "…, told Mr Okafor i'd do it": the tail's own "do it", to him, is the promise said again
    found = [
        (intent, clause) for intent, clause in found
        if not (isinstance(intent, NewCommitment) and intent.due is None and intent.counterparty == m["p"]
                and content_words(intent.action) <= _POINTERS)
    ]  # fmt: skip
    own = [k for k, (intent, _) in enumerate(found) if isinstance(intent, NewCommitment) and intent.owner == "me"]
    if len(own) != 1:
        return found
    intent, clause = found[own[0]]
    if not isinstance(intent, NewCommitment) or intent.counterparty:
        return found
    return [*found[: own[0]], (replace(intent, counterparty=m["p"]), clause), *found[own[0] + 1 :]]


_NOT_NAMES = frozenset({"i", "you", "u", "him", "her", "them", "everyone", "everybody", "myself"})


def restated_todos(found: list[tuple[Intent, _T]], sentence: str = "") -> list[tuple[Intent, _T]]:
    """``found`` with each to-do that only restates an earlier one's verb folded into it, its date
    the earlier one's due; a to-do whose clause ends by saying whom it was promised to ("…, told
    Kemi I would") is to that person."""
    out = _told_whom(list(found), sentence)
    what_for(out, sentence)  # "signing up for the 10k run, need to register by the 31st": register for it
    chased_thing(out, sentence)  # "chase Ahmed for the contract, he promised it by weds": the contract
    k = 1
    while k < len(out):
        later = _passive_due(out[k][0])
        earlier_at = _restates(later, [intent for intent, _ in out[:k]])
        if earlier_at is None or not isinstance(later, NewCommitment):
            k += 1
            continue
        earlier, clause = out[earlier_at]
        assert isinstance(earlier, NewCommitment)
        # "i owe Jo 20 quid, need to pay her back tmrw": the deed in the user's words, "pay Jo back"
        paid = paid_back(later.action, earlier.counterparty) if earlier.counterparty else None
        out[earlier_at] = (replace(earlier, action=paid or earlier.action, due=later.due), clause)
        del out[k]
    return out


# "sort the invoices, they need to be sent off by mon": the thing just named, its due said in the
# passive; its verb may differ from the to-do's, its date is the to-do's
_PASSIVE = re.compile(
    r"^(?:it|they|this|that|these|those)(?:\s+|(?='s))(?:needs?|has|have|must|should|'s\s+got|has\s+got|is|are|'s)"
    r"\s+(?:to\s+)?be\s+\w+(?:\s+(?:in|out|off|up|back|over))?$",
    _I,
)


def _passive_due(intent: Intent) -> Intent:
    """A to-do offered from a passive clause ("they need to be sent off by mon"), as its due alone
    (an action of pointers: folded into the to-do before it, see :func:`_restates`)."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if isinstance(todo, NewCommitment) and todo.due is not None and _PASSIVE.match(todo.action.strip()):
        return replace(todo, action="it")
    return intent


# paying what is owed, said without the sum: "settle up", "square up with her", "send it", "transfer it"
_PAY = content_words("pay")
_SETTLE = content_words("settle square with send transfer wire")


def _restates(later: Intent, before: list[Intent]) -> int | None:
    """The index of the to-do in ``before`` that ``later`` says again, or None."""
    if not isinstance(later, NewCommitment) or later.due is None:
        return None
    words = content_words(later.action)
    for at in range(len(before) - 1, -1, -1):
        earlier = before[at]
        if not isinstance(earlier, NewCommitment) or earlier.owner != later.owner or not earlier.action:
            continue
        verb = content_words(earlier.action.split()[0])
        if words <= verb | _POINTERS:  # "pay", "do it", "ring them", "get it done"
            return at
        if verb == _PAY and words and words <= _SETTLE | _POINTERS:  # "owe Jo £40, will settle up / send it fri"
            return at
        return None
    return None


# -- a to-do said to be still to do ------------------------------------------------------------

_STILL_TAIL = re.compile(
    r"^(?P<a>.+?)\s*,?\s+(?:is\s+|are\s+)?(?:still\s+(?:to\s+do|to\s+be\s+done|pending|outstanding|open|on\s+my\s+list"
    r"|on\s+the\s+list|needs?\s+doing|not\s+done)|(?:is\s+|are\s+)?yet\s+to\s+(?:do|be\s+done)|not\s+done\s+yet)$",
    _I,
)


def still_to_do(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "call the landlord still to do", "renew the passport, still pending": a to-do said again as
    not done, its words without the tail (never "still to do" in the action). :mod:`memory.derive`
    finds the open one it restates (:mod:`memory.open_again`); with none, it is a to-do."""
    m = _STILL_TAIL.match(s.strip(" .!"))
    if m is None or has_date_words(m["a"]):
        return None
    if not _imperative_shape(m["a"]):
        return None  # "water bill still outstanding": a thing with no verb, the to-do not said (no guess)
    read = _read(m["a"], ctx, "me", None, needs_date=False)
    return read if read and all(isinstance(intent, NewCommitment) for intent in read) else None

"""A shopping list said on one line: "groceries: eggs, milk, bread", "shopping list: nappies,
wipes and formula", "need from the shops: eggs, milk".

No form reads it (the items are things, with no verb), so it was dropped in silence. The
corpora keep "buy milk, eggs and bread" as one errand, never an item each; a list under a
shop's label is the same errand with its verb unsaid, but whether the user wants it tracked
or only wrote it down is not said, so recap offers it ("Should I track “buy eggs, milk,
bread”?") rather than keep it or lose it. The label's own date ("groceries for sat: …") is
the errand's due.

Written by hand: a label word list and a comma cut; no library reads a shopping list.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans, has_date_words

# the label of a list of things to buy ("groceries", "shopping list", "need from the shop", "to buy")
_LABEL = gated(
    re.compile(
        r"^(?P<label>(?:(?:the|my|our)\s+)?(?:grocer(?:y|ies)|shopping|shop(?:ping)?\s+list|grocery\s+list|to\s+buy"
        r"|buy\s+list|(?:need|needed|get|pick\s+up|grab)\s+(?:from|at)\s+(?:the\s+)?(?:shops?|store|supermarket"
        r"|market|chemist|pharmacy|hardware\s+store|bunnings|costco|tesco|aldi|lidl|walmart|target))"
        r"(?:\s+list)?(?P<when>\s+(?:for\s+)?[^:]{1,20}?)?)\s*:\s*(?P<items>\S.*)$",
        _I,
    )
)
_ITEM_CUT = re.compile(r"\s*(?:,|;|\s(?:and|&|\+)\s)\s*(?:and\s+)?", _I)
_MAX_ITEM_WORDS = 3
# an item that is no thing to buy: a sum ("£85"), or a state ("done", "sorted")
_NOT_AN_ITEM = re.compile(
    r"^(?:[£$€¥₹]?\s*\d[\d,.]*\s*(?:k|bucks|quid)?|done|sorted|bought|got\s+(?:it|them)|all\s+done|finished|ok|nothing"
    r"|none|n/?a|tbc|tbd)$",
    _I,
)


def shopping_list(text: str, ctx: _Ctx) -> list[Intent] | None:
    """An offer to track the errand a one-line shopping list says, or None."""
    m = _LABEL.match(text.strip())
    if m is None:
        return None
    items = [item.strip(" .") for item in _ITEM_CUT.split(m["items"]) if item.strip(" .")]
    if not items or any(
        len(item.split()) > _MAX_ITEM_WORDS or _NOT_AN_ITEM.match(item) or has_date_words(item) for item in items
    ):
        return None
    due = None
    if m["when"]:
        spans = find_spans(m["when"], now=ctx.now, tz=ctx.tz, prefer="future")
        if len(spans) != 1 or spans[0].spec is None:
            return None  # words in the label recap cannot read as the date: no offer that hides them
        due = spans[0].spec
    action = "buy " + ", ".join(items)
    todo = NewCommitment(action=action, owner="me", counterparty=None, due=due)
    when = f", due {describe_due(due.last_moment, ctx.tz)}" if due is not None else ""
    return [Unclear(f"Should I track “{action}” for you{when}?", text, todo)]

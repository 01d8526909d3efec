"""The last check on every to-do the reader keeps: no date it can read is left inside the action.

A to-do kept as "finish the compliance training by oct 20 or HR will chase me", due none, shows
the user a due they said as no due at all, and never reminds them. Whatever form read it, a
to-do whose action still holds a date the date reader reads (a span of :func:`timex.find_spans`
with a day still ahead) was read wrongly. The check runs once over what the message gave:

- the date ends the action, or is followed only by an aside ("lol", "pls remind me", "or HR will
  chase me", "because …"): the date becomes the due and the aside is dropped;
- the date is followed by more words that are no aside ("… by the 10th and then the audit"): the
  to-do is offered as a question, never kept as read.

A date that describes the thing rather than when ("the 2nd unit", "the june rent", "Q4 report")
stands before a noun with no deadline connector, and is left alone; so is a date gone by ("read
1984") and one the to-do is for ("invoice Hamid for March", "book flights for xmas").
Hand-written: the date reader decides what a date is, this module only where it sits.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._keep_in_mind import without_reminder_request
from memory.understanding._offer import offer
from memory.understanding._pass_on import news_told
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._reason_tails import without_reason
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import TOPIC_CONNECTORS, TimeSpan, find_spans, topic_before

__all__ = ["without_leftover_dates"]

# connectors that make a date inside an action a deadline, wherever it stands
_DEADLINE = frozenset({"by", "before", "b4", "until", "till", "til", "untill", "due", "due by", "due on",
                       "due before", "no later than", "not later than", "at the latest by"})  # fmt: skip
# what may follow a date and still leave it ending the to-do: a laugh, a plea, a shrug
_ASIDE = re.compile(
    r"^(?:[\s,;.!\-–—]*(?:lol|lmao|haha\w*|tbh|ngl|pls|plz|please|thanks|thx|ty|ok|okay|asap|ugh|fml|smh|x+"
    r"|at\s+the\s+latest|latest|if\s+possible|hopefully|ideally|ish)\b)*[\s,;.!?\-–—)]*$",
    _I,
)
# what may follow a deadline and still belong to the to-do: whom it goes to or what it is about
# ("get back to me by monday on the budget", "send the deck by fri to Omar", "call mum by sun re xmas"),
# a short phrase with no second clause in it
_TOPIC_TAIL = re.compile(
    r"^(?:on|about|abt|re:?|regarding|for|to\s+(?=[A-Z]|(?:the|my|our|his|her|their|him|them|me|us)\b)"
    r"|with\s+(?=[A-Z]|(?:the|my|our|his|her|their|him|them|me|us)\b)|w/)\s*(?P<words>[^,;.!?]+?)[\s.!]*$"
)
_SECOND_CLAUSE = re.compile(
    r"\b(?:and|or|then|but|if|so|because|cos|since|when|after|before|unless|otherwise|else)\b", _I
)
MAX_TAIL_WORDS = 5
MIN_ACTION_WORDS = 1


def without_leftover_dates(intents: list[Intent], ctx: _Ctx) -> list[Intent]:
    """``intents`` with every undated to-do of the user's whose action still holds a date to
    come re-read (see the module doc)."""
    return [_checked(intent, ctx) for intent in intents]


def _checked(intent: Intent, ctx: _Ctx) -> Intent:
    if not isinstance(intent, NewCommitment) or intent.due is not None or news_told(intent.action):
        return intent  # "tell Amara the demo's pushed to next week": the news's day, no due
    spans = [
        s for s in find_spans(intent.action, now=ctx.now, tz=ctx.tz)
        if _ahead(s, ctx) and not topic_before(intent.action, s.start)  # "text sarah re: sat": what it is about
    ]
    if not spans:
        return intent
    span = spans[-1]
    action = intent.action
    head = action[: span.start].rstrip(" ,;-–—")
    tail = action[span.end :]
    if len(head.split()) < MIN_ACTION_WORDS or span.spec is None:
        return intent
    # "… or HR will chase me": why, cut; "… pls remind me": asked of recap, cut
    rest = without_reminder_request(without_reason(f"{head} {tail.strip()}".strip()))
    if rest.startswith(head) and _ASIDE.match(rest[len(head) :]):
        return replace(intent, action=head, due=span.spec)
    if span.connector not in _DEADLINE:
        return intent  # "the 2nd unit", "the monday meeting": the date names the thing
    if _topic_tail(tail.strip()):
        return replace(intent, action=f"{head} {tail.strip().rstrip('.!')}", due=span.spec)
    proposal = replace(intent, action=f"{head} {tail.strip()}".strip(), due=span.spec)
    return offer(proposal, ctx, action)


def _topic_tail(tail: str) -> bool:
    """Whether the words after a deadline only say whom the to-do goes to or what it is about."""
    m = _TOPIC_TAIL.match(tail)
    return bool(m) and len(m["words"].split()) <= MAX_TAIL_WORDS and not _SECOND_CLAUSE.search(m["words"])


def _ahead(span: TimeSpan, ctx: _Ctx) -> bool:
    """Whether ``span`` reads as a date that has not gone by, said as when (not what the to-do is
    for: "invoice Hamid for March", "book flights for xmas" keep their "for …")."""
    return (
        span.spec is not None and span.problem is None and span.spec.end > ctx.now
        and span.connector not in ("for", *TOPIC_CONNECTORS)  # "text Sarah about Saturday": what it is about
    )

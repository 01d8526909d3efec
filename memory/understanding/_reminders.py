"""Asking recap for a reminder: "remind me to renew the parking permit", "can you remind me
tmrw am to call Hyun-woo", "set a reminder to top up the oyster card", "ping me friday re the
invoice", "nudge me to water the plants".

The to-do is what follows "to", "about" or "re"; the date may come first ("remind me
thursday to …"), after "for" ("set a reminder for monday to …") or at the end of the to-do.
Asking for a reminder is asking recap to keep the to-do, so one with no date is kept undated
("remind me to email Kofi"). A reminder that names nothing ("remind me about that later")
is asked about, and one about a person alone ("remind me about Maya") is left to the
questions (it asks what recap knows).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _bare_todo, _date, _leading, _read, _unless_unreadable
from memory.understanding._date_order import undecided_date
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans

REMIND = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:(?:please|pls|plz)\s+)?"
    r"(?:(?:remind|ping|nudge|prompt|poke)\s+me|set\s+(?:me\s+)?(?:a\s+)?reminder|add\s+a\s+reminder)"
    r"\s+(?:(?:for\s+|on\s+)?(?P<d>[^,]{1,30}?)\s+)??"
    r"(?P<how>to|re:?|about|regarding|of|for|that\s+i\s+(?:need|have)\s+to)\s+(?P<rest>.+)$",
    _I,
)
# "at 3", "@ 4.30": an hour with no half of the day, which a to-do reads after itself
_BARE_CLOCK = re.compile(r"^(?:at|@)\s*\d{1,2}(?:[:.]\d{2})?$", _I)
_ASKS_FOR_ONE = re.compile(r"\b(?:remind|ping|nudge|prompt|poke|reminder)\b", _I)
# "remind me about that later", "ping me about it tomorrow": what about, recap cannot tell
# "remind me about the thing with the lease", "… that stuff for Kemi": a placeholder, whatever words follow it
_NOTHING_NAMED = re.compile(
    r"^(?:(?:it|that|this|them|those|these)\b|(?:(?:the|that|this|some|a|all\s+the|those)\s+)?"
    r"(?:stuff|things?|something|whatever|whatsit|thingy|thingamajig)\b)",
    _I,
)


def names_nothing(rest: str) -> bool:
    """Whether what a reminder is about is only a placeholder ("the thing with the lease")."""
    return _NOTHING_NAMED.match(rest.strip()) is not None


ASK = "What should I remind you about, and when? Say e.g. “remind me to renew the permit on friday”."

# "remind me the day before", "ping me a week ahead", "pls remind me 2 days b4 it": a reminder counted back
# from the thing the conversation just dated, which only the conversation names (:mod:`memory.derive`)
_AHEAD_ALONE = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:(?:please|pls|plz)\s+)?(?:remind|ping|nudge|prompt|poke)\s+me\s+"
    r"(?P<lead>(?:the|a|an|one|two|three|four|five|six|seven|\d{1,2}|a\s+couple(?:\s+of)?)\s+"
    r"(?:days?|nights?|evenings?|mornings?|weeks?))\s+(?:before|b4|ahead|beforehand|prior)(?:\s+(?:it|that|then))?"
    r"(?:\s+(?:pls|please|plz|thx|thanks|ta))?[\s.!]*$",
    _I,
)


def reminder_ahead(s: str) -> Unclear | None:
    """A reminder asked for some time before a thing it does not name ("remind me the day before"),
    as the words "remind me <so long> before" that :mod:`memory.derive` counts back from the thing
    the conversation just dated; its question asks what, when there is none."""
    m = _AHEAD_ALONE.match(s.strip())
    if m is None:
        return None
    question = (
        f"What should I remind you about {m['lead']} before? Say it with its day, e.g. “remind me to pack on the 17th”."
    )
    return Unclear(question, f"remind me {m['lead']} before")


def order_undecided(s: str, ctx: _Ctx) -> bool:
    """Whether ``s`` holds a numeric date that reads both ways ("remind me to call Tendai 11/12"
    where the user's order is not known: 11 December or 12 November): a reminder's date read on
    its own takes the zone's order, so the reminder is left to the to-do reader, which asks."""
    return any(
        span.spec is None and span.problem and undecided_date(span.problem)
        for span in find_spans(s, now=ctx.now, tz=ctx.tz)
    )


def reminder(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do a request for a reminder names (see the module doc); None when ``s`` asks
    for none."""
    if not _ASKS_FOR_ONE.search(s):  # most sentences: no date reading spent on them
        return None
    if (ahead := reminder_ahead(s)) is not None:
        return [ahead]
    lead = _leading(s, ctx)
    body = lead.rest if lead else s
    m = REMIND.match(body)
    if m is None:
        return None
    due = lead.due if lead else None
    if m["d"]:
        if _BARE_CLOCK.match(m["d"]):
            # "remind me at 3 to call the courier", "ping me at 3 re the call": an hour with no half of
            # the day, read as the to-do reads it after itself (the next such hour, "call the courier at 3")
            return reminder(f"remind me {m['how']} {m['rest'].strip()} {m['d'].strip()}", ctx)
        if order_undecided(m["d"], ctx):
            # "remind me on 11/12 to call Tendai": read as the to-do says it, date last, which asks
            return reminder(f"remind me {m['how']} {m['rest'].strip()} {m['d'].strip()}", ctx)
        spec = _date(ctx, m["d"])
        if spec is None:
            return None  # "remind me what we agreed to": no date where the date would be
        due = spec
    rest = m["rest"].strip()
    if names_nothing(rest):
        return [Unclear(ASK, s)]
    if _person(rest, ctx) not in (None, "me") and due is None:
        return None  # "remind me about Maya": what recap knows about her
    found = _read(rest, ctx, "me", None, needs_date=False, due=due)
    if found and all(isinstance(i, NewCommitment) and i.due is None for i in found) and not _bare_todo(rest):
        return None  # "remind me to relax", "remind me to breathe": nothing to keep
    return _unless_unreadable(found, lead, s)

"""A thing and its due first, the verb last: "deposit for the Ngata wedding due the 3rd, pay
it", "hostel fees due on the 29th dont forget to pay", "council tax due friday - must pay",
"school fees due 5th jan, must pay before" (the day before),
"library books due back tues, return them", "domain lapses on the 25th and renewing it is on me".

Read clause by clause, the head is a to-do named by its thing alone ("deposit for the Ngata
wedding") and the verb after it is lost, or the verb is a to-do of nothing ("pay it"). The
trailing imperative, with "it"/"them" or with no object at all, takes the thing said first as
its object: one to-do, "pay the deposit for the Ngata wedding", due the 3rd. As with "the grant
report is due friday, need to write it", an open to-do of that name is re-dated instead.

Only a to-do verb recap knows closes the line, with at most a pronoun after it; the thing is a
few words with no verb or subject of a sentence ("we're due the 3rd" is no thing), and the due
one readable date.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS, _base, _made
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._thing_then_it import thing_then_it
from memory.understanding._wanted_by_then import wanted_by_then
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, find_spans

_VERB = r"(?P<v>" + "|".join(sorted(TODO_VERBS, key=len, reverse=True)) + r")"
_LINE = gated(re.compile(
    # "footy tipping entries close oct 3 10am, must submit mine": what closes then is due then
    # "domain lapses on the 25th, renew it": the day the thing ends is the due of keeping it
    r"^(?P<a>.+?)\s+(?:(?:is|are|'s|'re)\s+)?(?:due(?:\s+back)?|close|closes|closing|expires?|expiring|lapses?|lapsing"
    r"|runs?\s+out)\s+(?P<d>.+?)\s*"
    r"(?:[,;.]\s*|\s+[-–—>]+\s+|\s+)"
    r"(?:(?:so\s+|and\s+)?(?:i\s+)?(?:really\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should)\s+"
    r"|(?:don'?t|do\s+not|dont|mustn'?t)\s+forget\s+(?:to\s+)?|remember\s+to\s+|(?:pls|please)\s+)?"
    + _VERB
    # "pay them on time this time": how well it goes this time, never part of the to-do
    + r"(?:\s+(?:it|them|those|these|that|mine|ours))?(?:\s+(?:off|back|in|on\s+time|in\s+full|this\s+time|for\s+once"
    r"|for\s+a\s+change)){0,2}"
    # to whom, where or how: "transfer it to Mrs Kapi", "pay it online", "drop them at the library", "pay it by card"
    r"(?P<pp>\s+(?:to|into|at|via)\s+(?!then\b|that\b)[^\W\d][^,;.!\d]{0,30}?|\s+online"
    r"|\s+by\s+(?:card|cheque|check|(?:bank\s+)?transfer|direct\s+debit|bpay|eftpos))?"
    # "school fees due 5th jan, must pay before": before the day it is due (the day before it)
    r"(?:\s+(?P<before>before|b4)(?:\s+(?:then|that|it|(?P<d2>[^,;.!]+?)))?|\s+by\s+then)?[\s!.]*$",
    _I,
))
_THING_WORDS = 7
# words that make the head a sentence, not a thing: "we're due the 3rd", "Ama is due back monday"
_NOT_A_THING = re.compile(r"^(?:i|we|you|u|he|she|they|it|everyone|everybody|everything)(?:'\w+)?$", _I)
_DETERMINED = re.compile(r"^(?:the|my|our|his|her|their|your|a|an|this|that|these|those|[\w-]+'s)\s", _I)


def due_then_verb(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The one to-do such a line says (see the module doc), or None."""
    # "dec 22nd is the deadline for the permit application, submit it": a head this form cannot read
    # "the client wants the logo files by the 17th so i'll export them thurs": the thing and its deadline first
    return _due_then(text, ctx) or thing_then_it(text, ctx) or wanted_by_then(text, ctx)


# "…, and renewing it is on me": the user's to-do said as a job that falls to them
_ON_ME = re.compile(
    r"\s*(?:,|\band)\s+(?:and\s+)?(?P<g>[a-z]{3,}ing)\s+(?P<o>it|them)\s+(?:is|'s)\s+(?:all\s+)?on\s+me\s*$", _I
)


def _due_then(text: str, ctx: _Ctx) -> list[Intent] | None:
    on_me = _ON_ME.search(text)
    if on_me is not None and _base(on_me["g"]) != on_me["g"].lower():
        text = f"{text[: on_me.start()]}, {_base(on_me['g'])} {on_me['o']}"
    text, own = _own_day_apart(text.strip(), ctx)
    m = _LINE.match(_due_said_last(text, ctx))
    if m is None:
        return None
    thing = re.sub(r"(?:'s|’s)$", "", m["a"].strip(" ,"))  # "rego's due …": the rego is
    words = thing.split()
    if len(words) > _THING_WORDS or _NOT_A_THING.match(words[0]):
        return None
    named = thing if _DETERMINED.match(thing) or thing[:1].isupper() else f"the {thing}"
    unread = [span.problem for span in find_spans(m["d"], now=ctx.now, tz=ctx.tz) if span.spec is None]
    if unread and unread[0]:  # "ute rego is due 5/6": a day that reads two ways is asked, never guessed
        action = _phrase(f"{m['v'].lower()} {named}")
        return [Unclear(f"{unread[0]}. When is “{action}” due?", text, NewCommitment(action, "me", None, None))]
    if m["d2"] and ctx.date(m["d2"]) != ctx.date(m["d"]):
        return None  # "rent due the 1st, pay it before the 20th": two days, not this line's shape
    due = (ctx.date(f"before {m['d']}") if m["before"] else None) or ctx.date(m["d"])
    if due is None:
        return None
    if own is not None and own.start < due.start:
        due = own  # "rego's due on the 19th, sort it this arvo": done this arvo, well before it is due
    todo = _made(f"{m['v'].lower()} {named}{m['pp'] or ''}", "me", None, due)
    if not todo or not isinstance(todo[0], NewCommitment):
        return None
    # an open to-do of that name is re-dated; with none, it is this new one (as "X is due D" is)
    return [MoveCommitment(_phrase(thing), due, otherwise=todo[0])]


def _own_day_apart(text: str, ctx: _Ctx) -> tuple[str, DateSpec | None]:
    """``text`` without the day the verb after the comma is said with ("…, sort it this arvo"), and
    that day; ``text`` and None when the verb has no day of its own."""
    spans = find_spans(text, now=ctx.now, tz=ctx.tz)
    cut = max(text.rfind(","), text.rfind(";"))
    last = spans[-1] if len(spans) >= 2 else None
    if last is None or last.spec is None or cut < 0 or last.start < cut or text[last.end :].strip(" .!"):
        return text, None
    return text[: last.start].rstrip(), last.spec


# "in 10 days the deposit for the rental is due, …": the thing and "due" after the date said first
_DUE_AFTER_DATE = re.compile(
    r"^\s*,?\s*(?P<thing>[^,;.]+?)\s+(?P<be>(?:is|are|'s|'re)\s+due(?:\s+back)?)(?P<rest>\s*(?:[,;.]|\s[-–—]\s).+)$", _I
)


def _due_said_last(text: str, ctx: _Ctx) -> str:
    """``text`` with a date said before the thing due put after "due" ("in 10 days the deposit is
    due, pay it" → "the deposit is due in 10 days, pay it"), as this form reads it; else as it was."""
    spans = find_spans(text, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is None:
        return text
    m = _DUE_AFTER_DATE.match(text[spans[0].end :])
    return f"{m['thing']} {m['be']} {text[: spans[0].end]}{m['rest']}" if m else text

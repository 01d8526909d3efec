"""A thing that runs out on a day, then what to do about it: "MOT for the van runs out the 9th,
need to book it by then", "passport expires on the 9th, need to renew it", "insurance lapses
on the 9th, must renew it before then", "the lease ends jan 31, have to renew it".

Read clause by clause, the first half is a thing's state with a date (kept as if it were a
to-do "MOT for the van runs out", or asked about), and the second an "it" with "by then" that
has lost both its thing and its date. Read as one line it is one to-do: the verb of the second
half done to the thing of the first, due the day it runs out ("before then": the day before).

Only a thing that ends (expires, runs out, lapses, ends; a thing "due" is :mod:`._due_then_verb`'s),
one readable day still ahead, and a second half that is a to-do verb and "it"/"them" (or the verb
alone, "renew online"), with at most "by then"/"before then" after it. Hand-written: one shape,
the reader's own date spans and to-do verbs.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

_LAPSE = gated(re.compile(
    r"^(?P<thing>(?:(?:the|my|our)\s+)?\S+(?:\s+\S+){0,5}?)(?:'s|\s+is|\s+are)?\s+"
    r"(?:expires?|expiring|runs?\s+out|running\s+out|lapses?|lapsing|ends)\s+(?P<d>[^,;]+?)"
    r"\s*(?:,|;|\s[-–—]\s)\s*(?:so\s+|and\s+)?(?:i\s+)?(?:really\s+)?"
    r"(?:(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|i'll|need\s+2)\s+(?P<verb>[a-z]+)\s+(?:it|them)"
    # "…, need renewing", "…, they need renewing": the job said by its -ing
    r"|(?:(?:it|they)\s+)?needs?\s+(?P<ing>[a-z]{3,}ing)"
    # "…, renew online", "…, renew it": the verb alone, its thing left out, and how
    r"|(?P<bare>[a-z]{3,})(?:\s+(?:it|them))?(?:\s+(?P<how_done>online|in\s+person|by\s+post))?)"
    r"(?:\s+(?P<when>(?P<how>by|before|b4)\s+(?P<w>[^,;]+?)|in\s+time))?[\s!.]*$",
    _I,
))
# what a thing's own words cannot be: a person or a pronoun ("she's due the 3rd")
_NOT_A_THING = re.compile(r"^(?:i|we|you|he|she|they|it|this|that|who)\b", _I)


def lapse_then_todo(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The one to-do such a line says (see the module doc), or None."""
    # the to-do reader's verbs and date helpers, imported late: that module imports this package's forms
    from memory.understanding._commitment_intro import _day_before, _todo_verb

    m = _LAPSE.match(text.strip())
    verb = (m["verb"] or _doing(m["ing"]) or m["bare"]) if m else None
    if m is None or _NOT_A_THING.match(m["thing"]) or not verb or not _todo_verb(verb):
        return None
    due = ctx.date(re.sub(r"^on\s+", "", m["d"].strip(), flags=_I))
    if m["w"] and not re.fullmatch(r"then|that", m["w"], _I):
        # "… by then" said with the day it stands for (the sentence reader puts it in), or a day of its own;
        # "b4 the summer trip", a day recap cannot read, leaves the day it runs out
        due = ctx.date(m["w"]) or (due if m["ing"] else None)
    if due is None or due.end <= ctx.now or _unsure(m["d"], ctx):
        return None  # ("runs out 5/6": which month, the date readers ask)
    if m["how"] and m["how"].lower() != "by":
        due = _day_before(due)  # "renew it before then": by the day before it runs out
    action = _phrase(f"{verb.lower()} {m['thing']}" + (f" {m['how_done']}" if m["how_done"] else ""))
    return [NewCommitment(action, "me", None, due)] if action and _plausible(action, max_words=10) else None


def _unsure(said: str, ctx: _Ctx) -> bool:
    """Whether the day ``said`` is one the time reader doubts ("5/6" where dates are written both ways)."""
    return any(span.spec is None or span.problem for span in find_spans(said, now=ctx.now, tz=ctx.tz))


def _doing(gerund: str | None) -> str | None:
    """The verb of a job said by its -ing ("renewing" -> "renew", "redoing" -> "redo"), or None."""
    if not gerund:
        return None
    from memory.understanding._commitment_intro import _todo_verb

    stem = gerund[:-3]
    for verb in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if verb and _todo_verb(verb):
            return verb
    return None

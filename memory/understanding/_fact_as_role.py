"""Two facts in one: where someone went and the job they went as ("Hyun-woo started at Samsung
as a UX lead last month", "Lerato joined the board as treasurer", "tomasz signed with Arup as
a site engineer from the 1st").

The clause is read twice, once without its "as <role>" (the employer, team or place, by the
fact readers) and once as "<person> started as <role>" (the role); both keep the time words
said after the role or just before its "as" ("started at Shell in March as a geologist"), so
they hold from the same day. Only when each half reads as a fact about
the same person, the first of a place someone belongs to, the role a job's name ("as well",
"as planned" name none). Hand-written: one shape.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import find_spans, has_date_words

_AS = re.compile(
    r"^(?P<head>.+?\b(?:joined|joins|joining|started|starts|starting|moved|moves|moving|went|goes|transferred"
    r"|signed|working|works|worked|employed|hired|taken\s+on|took\s+a\s+job|got\s+a\s+job"
    r"|(?:is|'s|are|'re)\s+(?:now\s+|currently\s+)?(?:at|with))\b.+?)"
    r"\s+as\s+(?:(?:a|an|the|their|its|our|his|her)\s+)?(?P<tail>.+)$",
    _I,
)
_SIGNED_WITH = re.compile(r"\bsigned\s+(?:on\s+)?with\b", _I)
# "jess is at Stripe now as PM": being at a place with a job named there is working at it
_IS_AT = re.compile(r"(?:\s+(?:is|are)|'s|'re)\s+(?P<now>(?:now|currently)\s+)?(?P<at>at|with)\b", _I)
_BELONGS = frozenset({"employer", "team", "location"})
# a workplace named by its kind alone, with "the": "joined the clinic", "started at the plant" (the one the
# user and they share, no news of where they are; "the Leeds office" names one)
_THE_PLACE = re.compile(r"\b(?:at|joined|joins|joining|to)\s+the\s+[a-z]+\s+$")


def as_role(clause: str, ctx: _Ctx, read: Callable[[str, _Ctx], list[Intent]]) -> list[Intent] | None:
    """The place and the role of "<person> <joined|started at> <place> as <role> [when]", or
    None when the clause says no such two facts; ``read`` is the fact reader of one clause."""
    m = _AS.match(clause.strip()) if " as " in clause else None
    if m is None:
        return None
    tail = m["tail"]
    when = ""
    if has_date_words(tail):
        spans = [s for s in find_spans(tail, now=ctx.now, tz=ctx.tz, prefer="past") if s.spec is not None]
        if spans:
            start = _connector_start(tail, spans[0].start)
            tail, when = tail[:start].strip(), tail[start:].strip()
    if not ROLE_WORDS.search(tail) and not (tail[:1].isupper() and not ctx.lowercase):
        return None  # "moved to Kraków as well", "joined as planned": no job named
    head = m["head"]
    if not when and has_date_words(head):  # "started at Shell in March as a geologist": the time before "as"
        spans = [s for s in find_spans(head, now=ctx.now, tz=ctx.tz, prefer="past") if s.spec is not None]
        if spans and not head[spans[-1].end :].strip(" ,"):
            start = _connector_start(head, spans[-1].start)
            head, when = head[:start].strip(), head[start:].strip()
    # "signed with Arup as a site engineer": a contract signed with an employer is joining it (a
    # job named after "as" says so; "signed with Octopus" alone may be a supplier)
    head = _IS_AT.sub(lambda m: f" {m['now'] or ''}works {m['at']}", _SIGNED_WITH.sub("joined", head), count=1)
    where = read(f"{head} {when}".strip(), ctx)
    if len(where) != 1 or not isinstance(where[0], StateClaim) or where[0].predicate not in _BELONGS:
        return None
    role = read(f"{where[0].subject} started as {tail} {when}".strip(), ctx)
    if len(role) != 1 or not isinstance(role[0], StateClaim) or role[0].predicate != "role":
        return None
    if role[0].subject != where[0].subject:
        return None
    # one day for both: read as "started as …" the role's day leans to the past ("starts at Stripe on
    # jan 12 as a senior PM" said in December is next January's, never the last one)
    same_day = replace(role[0], effective=where[0].effective) if where[0].effective is not None else role[0]
    if where[0].predicate == "location" and _THE_PLACE.search(f"{head} ") and where[0].value.islower():
        return [same_day]  # "Lena joined the clinic as a paramedic": the place the chat knows, her job the news
    return [where[0], same_day]


_CONNECTOR = re.compile(r"\s(?:from|since|as\s+of|starting|effective|on|in)\s*$", _I)


def _connector_start(text: str, start: int) -> int:
    """Where a time begins, with the word that joins it ("from the 1st", not "the 1st")."""
    m = _CONNECTOR.search(text[:start])
    return m.start() if m else start


"""A figure said of a thing, then what to do with the thing, its object left out: "invoice for
Acme is 2,400 usd, send by the 10th", "the deposit is €300, pay tmrw", "quote for the Patels
comes to £3,200 - need to send it to them by fri".

Read clause by clause, "invoice for Acme is 2,400 usd" was a to-do ("invoice …", the noun taken
for the verb) and "send by the 10th" a to-do "send" of nothing. What it says is the thing's
figure (a fact, when the fact reader reads one) and one to-do: the verb done to the thing named
first ("send invoice for Acme"), due the date said. Written by hand: the head must be a
thing, "is"/"comes to" and a figure (a digit in it), and the tail a to-do verb of the user's
with at most "it" for its object, then only "to <whom>" and a date.

A bill said with its figure and only when it is due ("electricity bill is 142.50, due the 18th",
"council tax 180 due on the 1st") is the same: its figure, and paying it by then. Said so, the
date is when it is due, never the day the figure became true.

Any other thing said so ("the cake order for Mrs Reid is 3 dozen, due sat", "the report is 20
pages, due monday") is its figure and the thing due then, as "<thing> due <day>" alone is kept
(:mod:`._thing_due`); when that reading cannot keep the thing, recap keeps the figure and asks
whether to track the thing by then. Read as a fact alone, "due fri" became the day the figure
held from: last Friday's, for a job still to do.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, StateClaim, Unclear
from memory.words import content_words

_SHAPE = re.compile(
    r"^(?P<thing>(?:(?:the|my|our)\s+)?[^,;\d]{2,40}?)\s+(?:is|'s|comes\s+to|came\s+to|totals?|=)\s+"
    r"(?P<v>(?:[^,;]|,(?=\d{3}))*\d(?:[^,;]|,(?=\d{3}))*?)\s*(?:[,;]|\s[-–—]\s)\s*(?:and\s+|so\s+)?(?:i\s+)?"
    r"(?:(?:need|have|got)\s+to\s+|gotta\s+|must\s+|should\s+|will\s+|'ll\s+)?"
    r"(?P<verb>[a-z]+)(?:\s+(?:it|that|this))?(?P<rest>\s+(?:to|by|before|on|at|for|tmrw|tomorrow|today|tonight|asap"
    r"|eod|eow|next|this|mon|tue|wed|thu|fri|sat|sun)\b.*)?$",
    _I,
)
# what one pays when it falls due: a bill and its kin
_PAYABLE = (
    r"(?:bill|rent|tax|fees?|premium|deposit|fine|mortgage|tuition|subscription|insurance|instal?ments?|balance"
    r"|payment|invoice|statement|excess|levy|dues|toll)"
)
_DUE_SHAPE = re.compile(
    r"^(?P<thing>(?:(?:the|my|our)\s+)?(?:[^,;\d\s]+\s+){0,3}?" + _PAYABLE + r")\s+"
    r"(?:is\s+|'s\s+|comes\s+to\s+|=\s*|[-–—:]\s*)?"
    r"(?P<v>[£$€¥₹]?\s?\d[\d,.]*(?:\s?(?:k|usd|eur|gbp|euros?|dollars?|quid|pounds?|kr|zł|kč|rs|r))?)"
    r"\s*(?:[,;]|\s[-–—])?\s*(?:and\s+)?(?:(?:it'?s|it\s+is|is)\s+)?due\s+"
    # whom it is paid to, said before its day: "deposit £1500 due to fitters by 31st"
    r"(?:to\s+(?P<whom>(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?=(?:on|by|before)\s))?"
    r"(?:on\s+|by\s+)?(?P<d>\S.*)$",
    _I,
)
# any thing with its figure and when it is due: "the cake order for Mrs Reid is 3 dozen, due sat"
_FIGURE_DUE = re.compile(
    r"^(?P<thing>(?:(?:the|my|our)\s+)?[^,;\d]{2,60}?)\s+(?:is|'s|comes\s+to|=)\s+"
    r"(?P<v>[^,;]*\d[^,;]*?)\s*(?:[,;]|\s[-–—])\s*(?:and\s+)?(?:(?:it'?s|it\s+is|is)\s+)?due\s+(?:on\s+)?(?!to\b|for\b)(?P<d>\S.*)$",
    _I,
)
_DETERMINER = re.compile(r"^(?:the|my|our)\s", _I)
_LED_BY_VERB = re.compile(r"^(?P<verb>[a-z]+)\s+(?=(?:the|my|our)\s)", _I)
_NOT_A_THING = re.compile(r"^(?:i|we|you|he|she|they|it|this|that|there|what|which)\b", _I)

Reader = Callable[[str], list[Intent]]


def amount_then_todo(text: str, ctx: _Ctx, read: Reader) -> list[Intent] | None:
    """The thing's figure (when read as a fact) and the to-do done to it, or None."""
    from memory.understanding._commitment_intro import _todo_verb  # that module imports this package's forms

    m = _SHAPE.match(text.strip())
    if m is None or not _todo_verb(m["verb"]):  # "council tax is 180, due on the 1st": no verb, a bill
        return _bill_due(text, read)
    if _NOT_A_THING.match(m["thing"]):
        return None
    thing = m["thing"].strip()  # as said: "send invoice for Acme", never a word the message did not say
    todo = read(f"{m['verb'].lower()} {thing}{m['rest'] or ''}")
    if len(todo) != 1 or not isinstance(todo[0], NewCommitment) or todo[0].owner != "me":
        return None
    said = thing if _DETERMINER.match(thing) else f"the {thing}"  # "the invoice for Acme is …": Acme's invoice
    fact = [i for i in read(f"{said} is {m['v'].strip()}") if isinstance(i, StateClaim) and i.subject]
    return [*fact[:1], todo[0]]


def _bill_due(text: str, read: Reader) -> list[Intent] | None:
    """The bill's figure and paying it when it is due ("gas bill is £80, due fri"), or None."""
    from memory.understanding._commitment_intro import _todo_verb  # that module imports this package's forms

    m = _DUE_SHAPE.match(text.strip())
    if m is None or _NOT_A_THING.match(m["thing"]):
        return _figure_due(text, read)
    thing, verb = m["thing"].strip(), "pay"
    if (led := _LED_BY_VERB.match(thing)) and _todo_verb(led["verb"]):  # "pay the water bill $89 due fri"
        thing, verb = thing[led.end() :], led["verb"].lower()
    said = thing if _DETERMINER.match(thing) else f"the {thing}"
    whom = f" to {m['whom']}" if m["whom"] else ""
    todo = read(f"{verb} {said}{whom} by {m['d'].strip()}")
    if len(todo) != 1 or not isinstance(todo[0], NewCommitment) or todo[0].due is None:
        return None
    fact = [i for i in read(f"{said} is {m['v'].strip()}") if isinstance(i, StateClaim) and i.subject]
    return [*fact[:1], todo[0]]


def _figure_due(text: str, read: Reader) -> list[Intent] | None:
    """A thing's figure and the thing due then ("the report is 20 pages, due monday"), or None."""
    m = _FIGURE_DUE.match(text.strip())
    if m is None or _NOT_A_THING.match(m["thing"]):
        return None
    thing = m["thing"].strip()
    said = thing if _DETERMINER.match(thing) else f"the {thing}"
    # the figure of the thing as said ("shortbread order": 40 boxes), never a word it did not say ("role")
    fact = [
        i
        for i in read(f"{said} is {m['v'].strip()}")
        if isinstance(i, StateClaim) and i.subject and content_words(i.predicate) <= content_words(thing)
    ]
    todo = read(f"{said} due {m['d'].strip()}")
    if len(todo) == 1 and isinstance(todo[0], NewCommitment) and todo[0].due is not None:
        return [*fact[:1], todo[0]]
    dated = read(f"{said} is due {m['d'].strip()}")  # a thing too long to keep alone: offered, asked
    asked = [i for i in dated if isinstance(i, Unclear | MoveCommitment)]
    return [*fact[:1], *asked[:1]] if fact and asked else None

"""Two to-dos said with one verb: "Bea owes me the supplier review by the 4th and Quim the
budget by the 8th", "I'll send Ana the deck by fri and Ben the invoice by mon".

The second clause leaves out the verb of the first (and, when the first says whom the thing
goes to, its subject too): "Quim the budget by the 8th" is "Quim owes me the budget by the 8th",
"Ben the invoice by mon" is "I'll send Ben the invoice by mon". Read whole, the sentence is one
to-do whose action swallows the second ("send me the supplier review by the 4th and Quim the
budget"), due on the second date. Written by hand because the shape is fixed and narrow: each
side must end with a date of its own, the second side must be a name and a thing and nothing
else (no verb), and the two clauses put back must each read as one dated to-do; otherwise the
sentence is left to the other readers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD, _NAME_WORD_LOWER, _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

# where the two clauses meet: "… by the 4th and Quim …", "… by fri, Ben …", "… & Ana …"
_JOIN = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|&|\+)\s+", _I)
_THING = r"(?:the|a|an|my|our|his|her|their|this|that|these|those|some)\s"
# the first clause: its subject, its verb (with "me"), whom the thing goes to, the thing
_FIRST = re.compile(
    r"^(?P<s>i|[\w\-]+)(?P<vp>(?:'ll|'s|'re|'m|\s+(?:will|is|are|am|shall|has\s+to|have\s+to|needs\s+to|must"
    r"|should|can))?\s+[a-z]+(?:\s+(?:me|us))?)\s+(?:(?P<io>[\w\-]+)\s+)?(?P<o>" + _THING + r".+)$",
    _I,
)
# the second: a name and a thing, the verb left out
_SECOND = re.compile(r"^(?P<n>[\w\-]+)\s+(?P<o>" + _THING + r".+)$", _I)
# the user's own verb said with a word that reads the same for anyone ("I'll", "must")
_ANYONE_AUX = re.compile(r"^(?:'ll|\s+(?:will|shall|must|should|can))\s", _I)
_MAX_THING_WORDS = 6

Reader = Callable[[str], list[Intent]]


def _name(word: str | None, ctx: _Ctx) -> bool:
    """Whether ``word`` may be a person's name here (lowercase in a lowercase message)."""
    if not word or word.lower() in _NAME_STOP:
        return False
    return bool(_NAME_WORD.match(word) or (ctx.lowercase and _NAME_WORD_LOWER.match(word)))


def _ends_dated(words: str, ctx: _Ctx) -> int | None:
    """Where the date that ends ``words`` starts, or None when they do not end with one."""
    spans = [span for span in find_spans(words, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if not spans or words[spans[-1].end :].strip(" .!"):
        return None
    return spans[-1].start


def _second_clause(left: str, right: str, ctx: _Ctx) -> str | None:
    """``right`` said in full with the verb (and subject) ``left`` gave it, or None."""
    first, second = _FIRST.match(left), _SECOND.match(right)
    if first is None or second is None or _imperative_shape(right):
        return None
    at = _ends_dated(right, ctx)
    if at is None or _ends_dated(left, ctx) is None or len(right[:at].split()) - 1 > _MAX_THING_WORDS:
        return None
    mine = first["s"].lower() == "i"
    if not (mine or _name(first["s"], ctx)) or not _name(second["n"], ctx):
        return None
    if first["io"] is not None:  # "I'll send Ana the deck …, Ben the invoice …": whom the thing goes to
        return f"{first['s']}{first['vp']} {second['n']} {second['o']}" if _name(first["io"], ctx) else None
    if mine and not _ANYONE_AUX.match(first["vp"]):
        return None  # "I owe Ana the deck …, Ben the invoice …": whose the second is, the verb cannot say
    return f"{second['n']}{first['vp']} {second['o']}"


def gapped_pair(text: str, ctx: _Ctx, read: Reader) -> list[Intent] | None:
    """The two dated to-dos ``text`` says with one verb, each as ``read`` takes its clause said
    in full, or None."""
    for join in _JOIN.finditer(text):
        left, right = text[: join.start()].strip(), text[join.end() :].strip()
        said = _second_clause(left, right, ctx)
        if said is None:
            continue
        found = [read(left), read(said)]
        if all(len(one) == 1 and isinstance(one[0], NewCommitment) and one[0].due is not None for one in found):
            return [found[0][0], found[1][0]]
    return None

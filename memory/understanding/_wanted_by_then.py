"""Someone's deadline for a thing, then what the user will do with it: "the client wants the
final logo files by 09:00 on the 17th so i'll export them thurs morning", "Raj needs the deck by
fri, I'll send it over thurs", "my boss wants the report before monday so ill finish it sunday".

Read clause by clause, the first is no to-do (what someone wants) and the second names its thing
only by "it"/"them". Read whole, it is one to-do of the user's: the verb of the second clause and
the thing of the first ("export the final logo files"), due by the deadline the other person set,
which is the time that binds (the day the user means to do it is only a plan).

A new thing after the verb ("Prof Tan wants the draft by thursday so need to finish the discussion
section") is the part of it the user must do first: that deed is the to-do, due by the same
deadline, for the person who set it.

Hand-written: one fixed shape (who + wants/needs/expects + a thing + a deadline, then "so"/"and"
+ the user's will + a to-do verb + a pronoun + at most a day, or a thing of its own), nothing else.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _made
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans, has_date_words

_LINE = gated(re.compile(
    r"^(?P<who>(?:the|my|our)\s+[\w-]+|(?-i:(?:Prof|Dr|Mr|Mrs|Ms|Mx)\.?\s+[A-Z][\w\-]*)|[^\W\d_][\w\-]*)\s+(?:wants|needs|expects|is\s+expecting|'s\s+expecting"
    r"|asked\s+for)\s+(?P<t>(?:the|my|our|his|her|their|a|an|this|that|these|those)\s+.+?)\s+"
    r"(?P<d>(?:by|before|b4|no\s+later\s+than)\s+.+?)\s*,?\s+(?:so\s+|and\s+)?"
    r"(?:i'll|ill|i\s+will|i'm\s+going\s+to|im\s+going\s+to|i'm\s+gonna|im\s+gonna|i\s+need\s+to|i\s+have\s+to"
    r"|need\s+to|gotta|i'?ll\s+have\s+to)\s+(?P<v>[a-z]+(?:\s+(?:up|out|off|over|back|across|through))?)\s+"
    r"(?:(?:it|them|those|these|that)(?P<over>\s+(?:over|across|off|back|through))?(?P<plan>\s+.*)?"
    # "Prof Tan wants the draft by thursday so need to finish the discussion section": a part of it
    r"|(?P<part>(?:the|my|our|a|an|some)\s+[^,;]+))$",
    _I,
))

# what one feels or knows of a thing, not what one does with it: "so I'll love them", "… see it then"
_NOT_DONE = frozenset({"be", "see", "love", "like", "hate", "miss", "need", "want", "know", "believe", "trust",
                       "keep", "bet"})  # fmt: skip


def part_wanted_first(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Prof Tan wants the draft by thursday so need to finish the discussion section": the part
    the user must do first, due by the deadline; None for any other line (read before what someone
    wants is read alone, which would keep only "send Prof Tan the draft")."""
    m = _LINE.match(text.strip().rstrip(" .!"))
    return wanted_by_then(text, ctx) if m is not None and m["part"] else None


def wanted_by_then(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The one to-do such a line says (see the module doc), or None."""
    m = _LINE.match(text.strip().rstrip(" .!"))
    if m is None or m["who"].lower() in ("i", "we", "you", "it", "this", "that"):
        return None
    plan = (m["plan"] or "").strip()
    spans = find_spans(plan, now=ctx.now, tz=ctx.tz) if plan else []
    if plan and not (spans and spans[0].start == 0 and not plan[spans[0].end :].strip(" ,")):
        return None  # "… so ill export them and send a link": more than the day it is done
    due = ctx.date(m["d"])
    verb = f"{m['v']}{m['over'] or ''}"
    if due is None or due.end <= ctx.now or m["v"].lower() in _NOT_DONE:
        return None
    if m["part"]:
        # the deed the deadline asks of the user first, due by it, for the one who set it (by name)
        if has_date_words(m["part"]) or m["v"].lower() in _NOT_DONE:
            return None  # "… so need to finish the appendix tonight": a plan of its own, read as said
        named = m["who"] if m["who"][0].isupper() and not m["who"].lower().startswith(("the ", "my ", "our ")) else None
        todo = _made(f"{m['v']} {m['part']}", "me", named, due)
        return todo if todo and isinstance(todo[0], NewCommitment) else None
    todo = _made(f"{verb} {m['t']}", "me", None, due)
    return todo if todo and isinstance(todo[0], NewCommitment) else None

"""A day said first, what happens to a thing on it, then what to do to "it": "end of next month my press pass
expires, renew it", "day after tmrw the jerry cans for the families are ready, I must collect them", "in 60
hours the chlorine delivery lands at the warehouse and I have to sign for it myself", "a week today the
contractor hands over the pipeline, I have to inspect it".

Read clause by clause, the head is a happening with a day and no to-do of the user's (kept as a to-do named
"chlorine delivery lands at the warehouse", or asked about) and the to-do after it has lost both its thing
and its day ("sign for it", no due). Read as one line it is one to-do: the tail's verb done to the thing the
head was about, due the head's day (and hour: "in 60 hours" is a moment, counted in elapsed time).

The thing is the head's subject when it is a thing ("my press pass expires"), or, when the subject is a
person ("the contractor", "Samir"), the thing they hand over, bring or deliver. "it" needs a thing in the
singular, "them" one in the plural; a thing that is hired ("the rental on the borehole camera ends, return
it") is given back as the thing itself. Only one readable day still ahead, opening the line; only a to-do
verb recap knows, with "it"/"them" and nothing after it but a particle or "myself". Anything else (no
thing, a person left for "it", "it" of a plural) is left to the readers of each clause. Hand-written: one
shape over the reader's own date spans and to-do verbs (dateparser reads no clause structure).
"""

from __future__ import annotations

import re

from memory.understanding._kin import KIN_WORDS
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

__all__ = ["dated_then_it"]

# the tail: "…, renew it", "…, I must collect them", "… and I have to sign for it myself", "…, arrange to return it"
_TAIL = gated(re.compile(
    r"^(?P<head>.+?)\s*(?:[,;]\s*|\s[-–—]\s*|\s+(?=and\s))(?:so\s+|and\s+)?(?:(?:i|we)(?=['’])|(?:i|we)\s+)?"
    r"(?:really\s+|just\s+)?(?:(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|['’]ll|['’]m\s+going\s+to)\s+)?"
    r"(?:(?P<pre>arrange|remember|make\s+sure)\s+to\s+)?"
    r"(?P<verb>[a-z]+)(?P<for>\s+for)?\s+(?P<it>it|them)(?P<part>\s+(?:back|in|off|up|over))?"
    r"(?:\s+(?:myself|ourselves|asap|then|on\s+time|in\s+person))?[\s!.]*$",
    _I,
))
_DET = r"(?:the|my|our|his|her|their|this|these|those)"
_NP = rf"{_DET}\s+[\w'’&/-]+(?:\s+[\w'’&/-]+){{0,6}}?"
# a thing and what happens to it: "my press pass expires", "the jerry cans for … are ready", "the chlorine
# delivery lands at the warehouse", "the rental on the camera ends", "the parts arrive"
_HAPPENS = re.compile(
    rf"^(?P<thing>{_NP})\s+(?:(?:is|are|'s|'re|will\s+be)\s+(?:ready|due|back|in|out|over|done|finished|delivered"
    r"|arriving|coming|expiring|ending)"
    r"|(?:expires?|ends?|lands?|arrives?|(?:comes?|goes|go|gets?)\s+(?:in|back|down|up|off|out|live)|turns?\s+up"
    r"|opens?|closes?|starts?|finish(?:es)?|lapses?|runs?\s+out"
    # done to by someone else on the day: "the sewing machine lease gets renewed", "the boiler is serviced"
    r"|(?:gets?|is|are|will\s+be|(?:is|are)\s+being)\s+(?!(?:need|want|bor|tir|bless|wick|nak)ed\b)[a-z]{3,}ed))"
    r"(?:\s+(?:at|in|on|to|from|with)\s+[^,;]{1,40})?$",
    _I,
)
# someone bringing a thing: "the contractor hands over the pipeline", "Samir drops off the samples"
_BRINGS = re.compile(
    rf"^(?P<who>{_DET}\s+[\w-]+|[A-Z][\w'’-]+)\s+(?:hands?|brings?|drops?|delivers?|sends?|returns?|ships?|installs?"
    rf"|finish(?:es)?|fits?)(?:\s+(?:over|in|off|back|round))?\s+(?P<thing>{_NP})"
    r"(?:\s+(?:at|in|on|to|from|with)\s+[^,;]{1,40})?$",
    _I,
)
# a thing hired or lent, given back as itself: "the rental on the borehole camera", "the hire of the van"
_HIRED = re.compile(r"^(?:the|my|our)\s+(?:rental|hire|loan|lease)\s+(?:on|of|for)\s+(?P<thing>.+)$", _I)
_GIVE_BACK = frozenset({"return", "drop", "send", "take", "bring", "give"})
_THING_WORDS = 9


def dated_then_it(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The one to-do such a line says (see the module doc), or None."""
    from memory.understanding._commitment_intro import _todo_verb  # imported late: it imports this package

    m = _TAIL.match(text.strip())
    if m is None or not _todo_verb(m["verb"]):
        return None
    head = m["head"].strip(" ,")
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is None or spans[0].spec.end <= ctx.now:
        return None
    if len(spans) > 1:
        return None  # "friday the parts arrive at 3 …": one day, or the head is read by its own clause
    thing = _thing(head[spans[0].end :].strip(" ,"))
    if thing is None or _plural(thing) != (m["it"].lower() == "them"):
        return None
    if (hired := _HIRED.match(thing)) is not None and m["verb"].lower() in _GIVE_BACK:
        thing = hired["thing"]  # "return the borehole camera", not its rental
    pre = f"{m['pre'].lower()} to " if m["pre"] else ""
    action = _phrase(f"{pre}{m['verb'].lower()}{m['for'] or ''} {thing}{m['part'] or ''}")
    if not action or not _plausible(action, max_words=_THING_WORDS + 4):
        return None
    return [NewCommitment(action, "me", None, spans[0].spec)]


def _thing(happening: str) -> str | None:
    """The thing a happening is about: its subject, or what a person subject brings; None when neither."""
    if (m := _HAPPENS.match(happening)) is not None:
        thing = m["thing"]
        return None if _someone(thing) else thing
    if (m := _BRINGS.match(happening)) is not None and _someone(m["who"]):
        return m["thing"]
    return None


def _someone(words: str) -> bool:
    """Whether ``words`` name a person ("the contractor", "the drivers", "Samir", "my mum"), not a thing."""
    said = words.split()
    last = said[-1].lower()
    if len(said) == 1:
        return said[0][:1].isupper()
    return any(ROLE_WORDS.fullmatch(w) or w in KIN_WORDS for w in (last, last.removesuffix("s")))


def _plural(thing: str) -> bool:
    """Whether a thing is said in the plural: its own noun, before what it is for or of, ends in "s"."""
    own = re.split(r"\s+(?:for|of|from|with|at|in|on)\s+", thing, maxsplit=1, flags=_I)[0]
    last = own.split()[-1].lower()
    return last.endswith("s") and not last.endswith(("ss", "'s", "’s", "us", "is"))

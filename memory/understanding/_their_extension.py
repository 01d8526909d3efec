"""Someone else asking for more time on what they owe, which moves their to-do: "Aditi needs till
the 17th for the logo files", "the printer asked for an extension to friday on the banners",
"Kwame wants until monday for the draft", "the contractor needs a few more days, till the 20th",
"they need until thurs".

:mod:`memory.understanding._not_till` reads the user's own "need till …", and
:mod:`memory.understanding._given_time` someone giving the user more time; this is the other way
round. The to-do is named by the thing said ("for the logo files"), else by who asked ("Aditi":
her to-do); "they"/"he"/"she" name the to-do the conversation is about. When nothing open fits,
recap asks which to-do it was rather than keep a new one. Not read: a doubt ("might need till
friday"), a negation ("doesn't need till friday"), a question, or a date that cannot be read.
Written by hand: a closed set of ways to ask for time.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._lifecycle_others import _actor
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, Unclear

_TILL = r"(?:till|until|til|'til|to|through)"
_MORE = (
    r"(?:(?:an?\s+)?(?:short\s+|small\s+|quick\s+)?extension|(?:a\s+bit\s+|a\s+little\s+|some\s+)?(?:more|extra)\s+time"
    r"|(?:a\s+)?(?:few|couple(?:\s+of)?|couple\s+more|few\s+more)\s+(?:more\s+)?days|another\s+(?:day|week|few\s+days))"
)
_ASKS = (
    r"(?:needs|need|wants|want|asked\s+for|asks\s+for|is\s+asking\s+for|'s\s+asking\s+for|are\s+asking\s+for"
    r"|requested|got|has\s+got|'s\s+got|was\s+given|has\s+asked\s+for|'s\s+asked\s+for)"
)
_ASKED = gated(re.compile(
    r"^(?P<who>(?:the\s+|our\s+|my\s+)?[^\W\d_][\w'\-]*(?:\s+[^\W\d_][\w'\-]*)?)\s*(?<=\S)\s*" + _ASKS + r"\s+"
    r"(?:" + _MORE + r"\s*[,;:\-–—]?\s*)?(?:(?:on|for|with)\s+(?P<a>.+?)\s+)?" + _TILL + r"\s+(?P<d>.+?)"
    r"(?:\s+(?:for|on|with|to\s+(?:finish|do|get|send|deliver|sort))\s+(?P<b>.+?))?[\s.!]*$",
    _I,
))
_DOUBT = re.compile(r"\b(?:might|may|maybe|probably|prob|if|unless|think|guess|reckon|hope|not|n't|never)\b|\?\s*$", _I)
_PRONOUN = re.compile(r"^(?:they|he|she)$", _I)
_ME = re.compile(r"^(?:i|we|i'll|we'll|you)$", _I)


def their_extension(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move someone's asking for time says (see the module doc), or None."""
    s = text.strip()
    m = _ASKED.match(s)
    if m is None or _DOUBT.search(s):
        return None
    said = m["who"].strip()
    if _ME.match(said):
        return None  # the user's own "need till …" is :mod:`memory.understanding._not_till`'s
    due = ctx.date(m["d"])
    if due is None or due.end <= ctx.now:
        return None
    thing = m["a"] or m["b"]
    if _PRONOUN.match(said):
        return [MoveCommitment(_target(thing) or "that", due)] if thing else [MoveCommitment("that", due)]
    who = _actor(said, ctx)
    if not who and not thing:  # "the printer asked for … on the banners": the banners name it
        return None
    target = _target(thing) if thing else who
    if not target:
        return None
    ask = Unclear("Which to-do is that new date for? Say it with its name, e.g. “the logo files are now due the "
                  "17th”.", s)
    if not thing:  # "Aditi needs till thurs": named by who asked, so a to-do of hers
        return [MoveCommitment(who, due, otherwise=ask, by=who)]
    return [MoveCommitment(target, due, otherwise=ask)]

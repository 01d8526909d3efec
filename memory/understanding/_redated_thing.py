"""A to-do named by its thing, with the day it happens now and a sign that this is a change:
"login fix will be friday instead", "newsletter's going out saturday now", "the review is
friday now", "grant submission's the 25th now", "chair delivery is happening saturday now".

The user names the to-do by what it makes or moves ("login fix" for "fix the login bug",
"plumber payment" for "pay the plumber"), says when it is (or happens, goes out, takes place),
and closes with "instead" or "now": without that sign the words could be news of something
else ("the party will be friday"), so nothing is read. Only the thing and the date are read:
:mod:`memory.derive` decides which open to-do the thing names (a noun made of the to-do's verb
counts as the verb) and asks when two fit or none does.

Not read: a person or a pronoun before the verb ("Zubin will be friday instead", "I'll be in
Leeds friday instead", "she'll be back monday now"), going out said of anything but a thing
that is sent ("maya's going out saturday now"), a state between the verb and the date
("the weather will be better saturday instead"), a date that is not the last thing said before
the sign, or more than one date.
"""

from __future__ import annotations

import re

from memory.understanding._episodes import _SENT_THING
from memory.understanding._phrases import _I, _Ctx, _person, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import find_spans

__all__ = ["redated_thing"]

# the sign, closing the sentence: "… friday instead", "… saturday now"
_SIGNED = gated(re.compile(r"^(?P<body>.+?\S)\s+(?:instead|now)[\s.!]*$", _I))
# between the thing and the date: how it is said to happen then
_LINK = re.compile(
    r"(?:(?:['’]s|['’]re|\s+is|\s+are|['’]ll|\s+will|\s+(?:is|are)\s+going\s+to|['’]s\s+going\s+to|['’]s\s+gonna"
    r"|\s+gonna|\s+going\s+to|\s+(?:is|are)\s+gonna)(?:\s+now)?"  # "gonna" is read as "going to"
    r"(?:\s+(?:be(?:\s+(?:happening|done|finished|ready|sent|delivered|going\s+out|going\s+ahead|taking\s+place))?"
    r"|happen|happening|go\s+out|going\s+out|go\s+ahead|going\s+ahead|take\s+place|taking\s+place|ship|shipping"
    r"|land|landing|run|running))?"
    r"|\s+(?:happens|goes\s+out|goes\s+ahead|takes\s+place|ships|lands|runs))"
    r"(?:\s+(?:on|at|for|by))?$",
    _I,
)
_ARTICLE = re.compile(r"^(?:the|my|our|that|this)\s+", _I)  # "that call is wed now": the one just said
_GOES_OUT = re.compile(r"\bgo(?:es|ing)?\s+out\b", _I)  # said only of a thing sent ("Maya's going out")
# words that say who, not what: never a to-do's thing
_WHO = re.compile(
    r"^(?:i|we|you|he|she|they|it|that|this|there|these|those|everyone|everybody|someone|somebody|nobody|one"
    r"|mum|mom|dad|boss|team|kids?)$",
    _I,
)
_MAX_WORDS = 4


def redated_thing(clause: str, ctx: _Ctx) -> list[Intent] | None:
    """ "login fix will be friday instead": the to-do the thing names, moved to that date."""
    m = _SIGNED.match(clause.strip())
    if m is None:
        return None
    body = m["body"]
    spans = [span for span in find_spans(body, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if len(spans) != 1 or body[spans[0].end :].strip():
        return None  # the date is the last thing said before the sign, and the only one
    head = body[: spans[0].start].rstrip()
    link = _LINK.search(head)
    if link is None:
        return None
    said = head[: link.start()].strip()
    thing = _phrase(_ARTICLE.sub("", said))
    words = thing.split()
    if not words or len(words) > _MAX_WORDS or _WHO.match(words[0]) or _WHO.match(thing):
        return None
    if _GOES_OUT.search(link.group(0)) and not _SENT_THING.search(thing):
        return None  # "maya's going out saturday now": she goes out; a newsletter goes out when sent
    if _ARTICLE.match(said) is None and not ctx.lowercase and _person(thing, ctx) not in (None, "me"):
        return None  # "Zubin will be friday instead": a person, not a thing
    return [MoveCommitment(thing, spans[0].spec)]

"""A thing said to be back where it belongs, which is a return done: "stroller's back with Siti",
"the books are back at the library", "drill is back with Tomasz now", "the hired suit went back to
the shop", "keys back with the landlord".

"<thing> is back" alone says a service works again ("wifi's back"): an issue resolved. With whom
or where it is back ("with Siti", "at the library", "to the shop"), it says the thing was taken
there: the to-do to return it ("return the stroller to Siti", "take the books back to the
library") is done. The reading is a past-tense done report, so it finishes only an open to-do it
names and otherwise changes nothing; a supply back at a place ("power's back at the depot") flows
there again, an issue resolved. Not read: "back with me/us" (it came back to the user: a
to-do to get it back, which other forms read), "back from …" (where it came from), a time ("back
by 5", "back on monday": a plan), a doubt or negation ("not back with Siti yet").
Written by hand: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._episodes import _SUPPLY as SUPPLY
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent, ResolveEpisode
from memory.understanding.timex import has_date_words
from memory.words import IRREGULAR

_BACK = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+|her\s+|his\s+|their\s+)?(?P<t>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*){0,3}?)"
    r"(?:['’]s|\s+is|\s+are|['’]re|\s+went|\s+got|\s+has\s+gone|\s+have\s+gone|['’]s\s+gone|\s+got\s+taken"
    r"|\s+(?:is|are|was|were)\s+(?:taken|brought|dropped|handed|sent))?\s+(?:all\s+|safely\s+|now\s+)?back\s+"
    r"(?:with|at|to)\s+(?P<p>(?:the\s+|my\s+|our\s+)?[^\W\d_][\w'\-]*(?:\s+[^\W\d_][\w'\-]*)?)"
    r"(?:\s+(?:now|today|already|finally|at\s+last|safe\s+and\s+sound))?[\s.!✅👍🎉]*$",
    _I,
))
# "still no wifi back at the office": a thing said missing is not back either
_NOT = re.compile(
    r"\b(?:not|n't|never|yet|maybe|might|should|will|gonna|going\s+to|hopefully|once|when|if)\b|^(?:still\s+)?no\s", _I
)
_ME = re.compile(
    r"^(?:(?:the\s+|my\s+|our\s+)?(?:me|us|mine|ours|home|normal|online|up|on|in|work|school|uni|college|office|desk"
    r"|gym|base|square\s+one|it|the\s+start|full\s+strength|full\s+speed))$",
    _I,
)
# who comes back rather than a thing taken back: "Mum's back at work", "Kofi is back with the team"
_SOMEONE = re.compile(
    r"^(?-i:[A-Z])|^(?:mum|mom|dad|mama|papa|kids?|baby|grandma|grandpa|nan|gran|granny|husband|wife|partner|boss"
    r"|hubby|son|daughter|brother|sister|everyone|everybody|team|he|she|they|we|i|it|that|this|them)$",
    _I,
)


# the owner who has their thing again: "Hamish has his drill again", "Mira's got her ladder back"
_HAS_AGAIN = gated(re.compile(
    r"^(?P<p>[^\W\d_][\w\-]*(?:\s+(?!(?:has|got|finally)\b)[^\W\d_][\w\-]*)?)(?:\s+has|['’]s\s+got|\s+has\s+got"
    r"|\s+got|\s+finally\s+has)\s+"
    r"(?P<w>his|her|their)\s+(?P<t>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*){0,3}?)\s+(?:back|again)"
    r"(?:\s+(?:now|today|already|finally|at\s+last))?[\s.!✅👍🎉]*$",
    _I,
))


# what someone has again of themselves, no thing handed back: "has her hands full again", "has his mojo back"
_SELF = re.compile(
    r"\b(?:hands?|head|mind|heart|life|moments?|act|groove|mojo|voice|appetite|confidence|smile|sparkle|strength"
    r"|energy|health|spark|sense|senses|memory|breath|balance|feet|legs|footing|way|wits|temper|job|place|seat)\b",
    _I,
)


# a thing taken back, said with no place: "the life jackets went back", "the hired suit got sent back today"
# (a thing, with its article: "Tom went back" is a person's going)
_WENT_BACK = gated(re.compile(
    r"^(?:the|my|our|her|his|their)\s+(?P<t>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*){0,3}?)"
    r"\s+(?:went|got\s+(?:sent|taken|dropped|handed)|(?:was|were)\s+(?:taken|sent|dropped|handed))\s+back"
    r"(?:\s+(?:today|yesterday|already|finally|at\s+last))?[\s.!✅👍🎉]*$",
    _I,
))
# what goes back but is never taken back: the clocks, a date, someone's ache
_NOT_TAKEN = re.compile(r"\b(?:clocks?|time|date|deadline|meeting|pain|ache|fever|rash|swelling|kids?|team|crew)\b", _I)


def back_with(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "stroller's back with Siti": the to-do to return it there, done (see the module doc)."""
    text = s.strip()
    has = _HAS_AGAIN.match(text)
    if has is not None and not _NOT.search(text) and not has_date_words(text):
        person = has["p"]
        mine = person.lower() in ("he", "she", "they", "it", "i", "we", "you") or _SELF.search(has["t"])
        if not mine and (ctx.lowercase or person[0].isupper()):
            # "Hamish has his drill again": it went back to him, the to-do to give it back done
            return [CompleteCommitment(f"gave {person} {has['w'].lower()} {has['t']} back", past_tense=True)]
    went = _WENT_BACK.match(text)
    if went is not None and not _NOT.search(text) and not _NOT_TAKEN.search(went["t"]):
        thing = went["t"]  # "the life jackets went back": the to-do to return them, done
        if not SUPPLY.search(thing) and not _SOMEONE.match(thing.casefold()):
            return [CompleteCommitment(f"returned the {thing}", past_tense=True)]
    m = _BACK.match(text)
    if m is None or _NOT.search(text) or has_date_words(text):
        return None
    thing, where = _phrase(m["t"]), re.sub(r"\s+(?:now|today|already|finally)$", "", m["p"].strip(), flags=_I)
    if SUPPLY.search(thing) and re.search(r"\bback\s+at\b", text, _I):
        return [ResolveEpisode(thing)]  # "hot water's back at the hostel": a supply flows there again
    if _ME.match(where):  # "drill's back with me": it came back to the user
        return None
    articled = re.match(r"(?:the|my|our|her|his|their)\s", text, _I)  # "the hired suit" is a thing
    verbs = [w for w in thing.casefold().split() if w in IRREGULAR or w.endswith("ed") or w in ("finally", "just")]
    if not articled and verbs:  # "took the skis back", "got back to Ingrid"
        return None
    if (_SOMEONE.match(thing) and not ctx.lowercase) or _SOMEONE.match(thing.casefold()):
        return None
    return [CompleteCommitment(f"returned the {thing} to {where}", past_tense=True)]

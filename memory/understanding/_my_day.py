"""The user's day told as it went: "running late, jammed in traffic by the waterfront", "Honiara is
packed, took an hour to cross town", "got voted best dancer at the block party, no big deal", "my
supervisor let us go at noon, legend", "phone's on 2% again, classic".

Each is news of the moment with nothing to keep: the done forms read "jammed", "took" and "got
voted" as a to-do finished, the move forms "let us go at noon" as a to-do moved, and the fact
forms "phone's on 2%" as someone's phone (whose?), so recap asked about a line it should only
acknowledge. A message is read as such news when every clause of it is one of these shapes, or a
shrug after one ("no big deal", "classic", "legend", "ugh"); a clause of anything else ("stuck in
traffic, need to call Ana") keeps the message for the forms.

Hand-written: the shapes are a few fixed phrasings of chat English (held up on the road, a place
crowded, how long a trip took, an honour, let off early, a battery level), which no library reads
as small talk.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

__all__ = ["my_day"]

_EMOJI = r"[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]"
# held up on the way: "jammed in traffic by the waterfront", "caught in traffic on the bridge", "stuck in a queue"
_HELD_UP = (
    r"(?:(?:i'm|im|i\s+am|we're|we\s+are|i\s+was|we\s+were|got|been)\s+)?(?:totally\s+|completely\s+|still\s+)?"
    r"(?:stuck|jammed|caught|trapped|held\s+up|gridlocked|crawling|sitting|crawling\s+along)\s+(?:in|on|behind)\s+"
    r"(?:(?:the|a|some|this|that|bumper[\s-]to[\s-]bumper|heavy|crazy|insane|bad|awful|a\s+massive)\s+)*"
    r"(?:traffic|queue|jam|tailback|gridlock|line|bus|car\s+park|parking\s+lot|roadworks|(?:the\s+)?(?:highway|motorway"
    r"|freeway|bridge|ring\s*road|main\s+road))\b.{0,40}"
    r"|gridlocked\b.{0,40}|bumper[\s-]to[\s-]bumper\b.{0,40}"
)
# a place crowded: "Honiara is packed", "town's rammed", "the market was heaving"
_CROWDED = (
    r"(?:(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?|(?:the\s+)?(?:town|city|centre|center|downtown|mall|market|beach"
    r"|waterfront|streets?|roads?|shops?|supermarket|pub|bar|club|stadium|park|airport|station|bus|train|ferry|church"
    r"|venue|hall|square|harbou?r|seafront|high\s+street|festival|fair|queue))"
    r"(?:\s+(?:is|are|was|were)|'s|'re)\s+(?:so\s+|absolutely\s+|completely\s+|totally\s+|super\s+|insanely\s+)?"
    r"(?:packed|rammed|heaving|mobbed|crowded|jammed|chocka|chock[\s-]?a[\s-]?block|gridlocked|buzzing)"
    r"(?:\s+(?:today|tonight|again|rn|right\s+now|this\s+morning|this\s+afternoon|this\s+evening))?"
)
# how long getting somewhere took: "took an hour to cross town", "took me forever to get home"
_TOOK = (
    r"(?:it\s+)?took\s+(?:me\s+|us\s+)?(?:(?:about|around|like|almost|nearly|over|literally|a\s+good)\s+)?"
    r"(?:(?:an?|one|two|three|half\s+an|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|mins?|minutes?)|ages|forever|an\s+age"
    r"|a\s+lifetime)\s+to\s+(?:get|cross|drive|walk|cycle|go|come|make\s+it|park|find)\b.{0,40}"
)
# an honour the user got: "got voted best dancer at the block party", "got named employee of the month"
_HONOUR = (
    r"(?:(?:i|we)\s+)?(?:just\s+)?(?:got|was|were|been)\s+(?:voted|named|crowned|elected|picked\s+as|chosen\s+as"
    r"|awarded|nominated\s+for|shortlisted\s+for)\s+(?:the\s+)?(?:best|worst|top|most|player|employee|mvp|king|queen"
    r"|champion|man|woman|star|dancer|singer)\b.{0,50}"
)
# let off early: "my supervisor let us go at noon", "boss let us leave at 3", "they let us out early"
_LET_OFF = (
    r"(?:(?:(?:my|our|the)\s+)?(?:supervisor|boss|manager|teacher|coach|foreman|ma'?am|sir|they|he|she"
    r"|(?-i:[A-Z][\w'-]+))\s+(?:finally\s+|just\s+)?let\s+(?:us|me|everyone|everybody|the\s+team)\s+"
    r"(?:go|off|out|leave|finish|knock\s+off|clock\s+off)(?:\s+home)?"
    r"|(?:(?:i|we)\s+)?got\s+let\s+(?:off|out|go)|(?:the\s+)?(?:school|work|class|college|uni)\s+(?:let|got\s+let)\s+out)"
    r"(?:\s+(?:early|at\s+(?:noon|midday|lunch(?:time)?|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)|today|tonight|for\s+the\s+day))*"
)
# a battery level: "phone's on 2% again", "laptop at 5%", "my battery is on 1%"
_CHARGE = (
    r"(?:(?:my|the)\s+)?(?:phone|mobile|cell|laptop|tablet|ipad|kindle|watch|airpods|earbuds|headphones|power\s*bank"
    r"|battery|batt)(?:\s+(?:battery|batt))?(?:'s|\s+is|\s+was)?\s+(?:on|at|down\s+to)\s+\d{1,2}\s?%"
    r"(?:\s+(?:again|already))?"
)
# a battery about to run flat: "phone about to die", "my laptop's nearly dead"
_DYING = (
    r"(?:(?:my|the)\s+)?(?:phone|mobile|cell|laptop|tablet|ipad|kindle|watch|airpods|earbuds|headphones|battery|batt)"
    r"(?:'s|\s+is)?\s+(?:about\s+to\s+die|gonna\s+die|going\s+to\s+die|nearly\s+dead|almost\s+dead|dying|on\s+its\s+last\s+legs)"
)
_SHAPES = (_HELD_UP, _CROWDED, _TOOK, _HONOUR, _LET_OFF, _CHARGE, _DYING)
# "running late" said with one of them: the state it puts the user in
_LATE = (
    r"(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:running|gonna\s+be|going\s+to\s+be|will\s+be)\s+(?:a\s+bit\s+|so\s+)?late"
)
# a shrug after: "no big deal", "classic", "legend", "typical", "as usual", "fun times"
_SHRUG = (
    r"(?:no\s+big\s+deal|nbd|classic|typical|legend|what\s+a\s+(?:legend|guy|gal|boss|day)|as\s+usual|as\s+always"
    r"|fun\s+times|not\s+complaining|not\s+mad|love\s+it|ugh+|smh|lol|lmao|haha\w*|phew|whatever|again|every\s+time"
    r"|of\s+course|naturally|honestly|wild|madness|crazy|insane|nightmare|send\s+help"
    # a sign-off after: "battery on 3%, bye", "phone's dying, ttyl"
    r"|bye+|bye\s+for\s+now|gtg|g2g|ttyl|brb|cya|laters?|signing\s+off|logging\s+off|talk\s+(?:later|soon))"
)
_CLAUSE = gated(re.compile(
    r"^(?:(?:ugh|lol|omg|so|well|man|welp|btw)\W+)*(?:" + "|".join(_SHAPES) + r"|" + _LATE + r"|" + _SHRUG + r")"
    r"(?:\W|" + _EMOJI + r"|lol|haha\w*|smh)*$",
    _I,
))
_ONE_OF_THEM = re.compile(r"^(?:(?:ugh|lol|omg|so|well|man|welp|btw)\W+)*(?:" + "|".join(_SHAPES) + r")", _I)
# what makes it more than news: something to do, a day ahead, a question
_MORE = re.compile(
    r"\b(?:need|needs|must|should|gotta|have\s+to|has\s+to|remind|todo|to-do|pls|please|tomorrow|tmrw|tmr)\b|\?", _I
)


def my_day(text: str) -> bool:
    """Whether ``text`` is only the user's day told as it went (see the module doc)."""
    said = text.strip()
    if not said or _MORE.search(said):
        return False
    clauses = [c for c in re.split(r"\s*(?:[,;]|\s[-–—]\s|\.\s+|!+\s*)\s*", said) if c.strip(" .!")]
    if not clauses or not any(_ONE_OF_THEM.match(c.strip()) for c in clauses):
        return False
    return all(_CLAUSE.match(c.strip(" .!")) for c in clauses)

"""A bare to-do whose verb recap's lexicon does not list: "tax the car mon", "grout the bathroom
next wk", "land the catch at Ålesund by 14:00 tmrw", "swing by the nursery for the aspens tmrw",
"wire Teodoro the deposit tues".

The to-do lexicon (:data:`._commitment_intro.TODO_VERBS`) is long but closed, and busy people
use every verb there is. What makes such words a to-do is their shape, not the verb: one word,
then the thing it is done to (a determiner starts it, maybe after a particle: "swing by the",
"drop off the", or after whom it is for: "wire Teodoro the"), then a day still ahead. A word that
is no verb in that place is a function word, a diary noun ("dinner the 5th"), a feeling ("love the
new office fri"), an exclamation over the weather or the roads ("grabe the traffic") or a report (a
past tense, a gerund); those are refused, and the thing must say
more than the date ("meeting the 5th").

Hand-written: the shape is three slots, and the refusals are closed sets.
"""

from __future__ import annotations

import re

from memory.understanding._sign_forms import _EVENT
from memory.understanding.timex import has_date_words
from memory.words import IRREGULAR

__all__ = ["unknown_verb_shape"]

_SHAPE = re.compile(
    r"^(?P<v>[^\W\d_][\w-]{2,})\s+(?:(?:by|up|out|off|over|in|down|round|around|through|back|on)\s+)?"
    # whom it is done for, before the thing given ("wire Teodoro the deposit", "courier him the keys");
    # never "me"/"us": "shoot me a text tmrw" is asked of someone else
    r"(?:(?:(?-i:[A-Z][a-z][\w'-]*)|him|her|them)\s+(?=(?:the|my|our|his|her|their|a|an|some)\s))?"
    r"(?:(?:the|my|our|his|her|their|a|an|some|all|those|these|that|this|[A-Z][\w-]*'s)\s+(?P<thing>[^\W\d_][\w'-]*)"
    # a way there: "ride out to Khar-Us lake sun 9am", "cycle to the market sat" (a place named, or "the …")
    r"|(?P<to>to|into|across\s+to)\s+(?:(?:the|my|our)\s+(?P<place>[^\W\d_][\w'-]*)|(?P<named>[A-Z][\w'-]*)))",
)
# a finite "be" or "have" after the thing: what came first was a subject ("traffic on the ring is
# insane", "cctv on the loading bay has gone dark")
_COPULA = re.compile(
    r"(?:^|\s)(?:is|are|was|were|isn't|aren't|wasn't|weren't|has|had|hasn't|hadn't|keeps|won't|wont)\b", re.IGNORECASE
)
# words that start a sentence and are no verb of a to-do
_NOT_VERBS = frozenset({
    "i", "we", "you", "he", "she", "they", "it", "its", "the", "a", "an", "my", "our", "his", "her", "their", "this",
    "that", "these", "those", "what", "when", "where", "who", "why", "how", "which", "is", "are", "was", "were", "be",
    "been", "am", "and", "but", "or", "so", "then", "also", "just", "only", "not", "all", "both", "each", "every",
    "any", "some", "love", "loves", "miss", "hate", "like", "likes", "enjoy", "want", "wants", "need", "needs", "got",
    "had", "has", "have", "did", "does", "done", "saw", "said", "says", "told", "met", "went", "came", "left",
    "thanks", "thank", "congrats", "happy", "merry", "welcome", "hello", "hey", "hi", "morning", "evening", "night",
    "lol", "omg", "wow", "yay", "ugh", "same", "over", "after", "before", "during", "from", "with", "without",
    "about", "for", "into", "onto", "off", "out", "up", "down", "at", "in", "on", "by", "to", "of", "via", "per",
    "today", "tonight", "tomorrow", "yesterday", "one", "two", "three", "first", "last", "next", "new", "old",
    "big", "small", "whole", "entire", "great", "good", "bad", "nice", "best", "worst", "busy", "free", "ready",
    "due", "rent", "bill", "bills", "payday", "deadline", "nothing", "everything", "something",
    "anything", "still", "already", "maybe", "probably", "definitely", "hopefully", "apparently",
    # the mind's verbs: "remember the recycling tonight" is offered by the readers of reminders
    "remember", "forget", "remind", "mind", "hope", "wish", "think", "guess", "know", "mean", "bet", "reckon",
    "wonder", "see", "hear", "watch", "expect",
    # dropping a thing, never doing one: "tmrw skip the gym"
    "skip",
})  # fmt: skip


# words before "to" that say where someone is or goes ("omw to the park": on my way), no verb of a way there
_NOT_GOING = frozenset(
    {"back", "off", "home", "away", "next", "due", "close", "near", "used", "able", "going", "headed", "omw", "otw",
     "enroute", "late", "early", "welcome", "thanks"}
)

# past tenses no other list holds
_MORE_PAST = frozenset({
    "broke", "hit", "beat", "lost", "fell", "forgot", "saw", "knew", "began", "woke", "stole", "froze", "tore", "bit",
    "hid", "shot", "slept", "felt", "heard", "held", "stood", "sat",
})  # fmt: skip


# Before a date a diary noun ("practice the 5th", "rent the 1st"); in an undated line these are
# verbs ("practice the speech", "rent the marquee"), all but a meal or a night out ("lunch the team")
_DIARY_NOUNS = frozenset({"rent", "bill", "bills"})
_OUTINGS = frozenset({
    "dinner", "lunch", "breakfast", "brunch", "drinks", "coffee", "gym", "yoga", "pilates", "class", "party",
    "wedding", "funeral", "concert", "gig", "meeting", "meetin", "appt", "appointment", "mtg", "dentist", "doctor",
})  # fmt: skip

# the weather, the roads, a crowd: what a word before them exclaims over ("grabe the traffic at EDSA", "ugh the
# humidity"), which no errand is done to (one for the snow or the rain names its own thing: "shovel the snow")
_EXCLAIMED_OVER = frozenset(
    {"traffic", "weather", "heat", "humidity", "rain", "wind", "fog", "drizzle", "queue", "queues", "crowd", "crowds",
     "noise"}
)


def unknown_verb_shape(s: str, *, undated: bool = False) -> bool:
    """Whether ``s`` starts like a to-do of a verb recap does not know (see the module doc);
    ``undated``: ``s`` says no date, so a diary noun in the verb's place is a verb after all."""
    # the past tenses a report is told in ("broke my PB on the 10k this morning"): read by the
    # to-do readers, which import this module, so imported late
    from memory.understanding._commitments import _IRREGULAR_PAST

    m = _SHAPE.match(s)
    if m is None:
        return False
    verb, thing = m["v"].lower(), m["thing"] or m["place"] or m["named"]
    if m["thing"] and m["thing"].lower() in _EXCLAIMED_OVER:
        return False  # "grabe the traffic at EDSA": an exclamation over the roads, no errand
    if m["to"] and verb in _NOT_GOING:
        return False  # "back to the office mon", "off to Leeds sat": where someone is, no way there to make
    lifted = undated and verb in _DIARY_NOUNS
    if (verb in _NOT_VERBS and not lifted) or verb in _IRREGULAR_PAST or verb in IRREGULAR or verb in _MORE_PAST:
        return False
    gerund = verb.endswith("ing") and len(verb) > len("swing")  # "swing", "sling" are verbs of their own
    if gerund or verb.endswith(("ed", "ly")) or (verb.endswith("s") and not verb.endswith("ss")):
        return False
    if _COPULA.search(s[m.end() :].split(",")[0]):
        return False  # "traffic on the ring is insane today": a subject and its state, not a verb and its object
    event = _EVENT.fullmatch(verb) and (not undated or verb in _OUTINGS)
    return not (event or has_date_words(verb) or has_date_words(thing))

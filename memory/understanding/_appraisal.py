"""Words that judge rather than state: "super sharp", "a nightmare", "🔥", "so lovely".

A value made only of these says how the user feels about someone or something, never a fact
to keep ("the new intern is super sharp" names no intern, "Ana's new haircut is 🔥" keeps no
haircut). The fact readers use :data:`JUDGEMENT` and :func:`appraisal` to refuse such a value
(and to refuse it as a person's name); the chatter check uses :func:`appraisal` to let a whole
message of praise pass without a question.

Hand-written: a closed list of judging adjectives and intensifiers is what tells them apart
from a value ("sharp" judges a person; "sharp" is no role, name or place); no library holds
such a list, and a word model would cost more per clause than a set look-up.
"""

from __future__ import annotations

import re

from memory.understanding._degree import WORDS

# how a thing or a day is judged ("a nightmare", "amazing", "hectic")
JUDGEMENT = frozenset({
    "nightmare", "mess", "disaster", "joke", "zoo", "circus", "chaos", "chaotic", "hell", "pain", "drag", "nuts",
    "insane", "crazy", "bonkers", "wild", "amazing", "awesome", "great", "good", "bad", "terrible", "awful",
    "horrible", "horrendous", "dreadful", "brutal", "rough", "cute", "adorable", "lovely", "beautiful", "gorgeous",
    "stunning", "hilarious", "funny", "ridiculous", "absurd", "perfect", "fun", "boring", "nice", "cool", "sweet",
    "gross", "weird", "annoying", "exhausting", "overwhelming", "unreal", "epic", "iconic", "trash", "garbage",
    "rubbish", "meh", "sad", "tragic", "fantastic", "incredible", "wonderful", "brilliant", "excellent", "superb",
    "slammed", "swamped", "mental", "bananas", "killer", "beast", "monster", "dream", "blast", "vibe", "vibes",
    "mood", "savage", "obsessed", "full", "packed", "stacked", "overflowing", "hectic", "busy", "quiet", "dead",
    "worst", "best",
})  # fmt: skip
# how a person (or their look) is judged: "super sharp", "really kind", "a legend"
PRAISE = frozenset({
    "sharp", "smart", "clever", "bright", "talented", "skilled", "gifted", "capable", "competent", "switched-on",
    "kind", "friendly", "helpful", "lovely", "sweet", "charming", "polite", "rude", "lazy",
    "keen", "eager", "enthusiastic", "impressive", "legend", "star", "gem", "champ", "genius", "fire", "lit",
    "fab", "fabulous", "spot-on", "on-point", "fierce", "stylish", "chic", "dope", "goals", "class", "quality",
    "solid", "intense", "chill", "chilled", "cheeky", "grumpy", "moody", "pretty", "handsome", "hilarious",
    "strict", "tough", "fair", "harsh", "demanding", "easygoing", "laid-back", "decent",
})  # fmt: skip
# the degree words (one list: :data:`._degree.WORDS`), and what else may stand before a judgement
# ("such a", "honestly so")
INTENSIFIERS = frozenset(w for w in WORDS if " " not in w) | {"soo", "sooo", "such", "honestly", "a", "an", "the"}
# judgements that may report a fault or a load ("the server is dead", "the ward is rammed"): an
# issue reader's to take or recap's to ask about, never waved through as praise
_FAULT = frozenset({
    "dead", "bad", "terrible", "awful", "horrible", "horrendous", "dreadful", "brutal", "rough", "rubbish", "trash",
    "garbage", "nightmare", "mess", "disaster", "joke", "slammed", "swamped", "full", "packed", "stacked",
    "overflowing", "busy", "quiet", "hectic", "gross", "annoying", "weird", "chaos", "chaotic", "hell", "pain",
    "lazy", "rude", "grumpy", "moody", "intense", "meh", "sad", "tragic", "exhausting", "overwhelming", "worst",
})  # fmt: skip
_EMOJI = re.compile(r"^[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]+$")
_LAUGH = frozenset({"lol", "lmao", "haha", "hahaha", "omg", "tbh", "ngl", "fr", "!", "!!"})
_STRIP = ".,!?…:;\"'()"


def _judging(word: str) -> bool:
    w = word.lower()
    return w in JUDGEMENT or w in PRAISE or bool(_EMOJI.match(w))


def appraisal(value: str) -> bool:
    """Whether ``value`` only judges: intensifiers, then one or two judging words or emoji
    ("super sharp", "🔥", "really kind lol", "an absolute legend"), nothing that names."""
    words = [w.strip(_STRIP) for w in value.split()]
    words = [w for w in words if w and w.lower() not in _LAUGH]
    while len(words) > 1 and words[0].lower() in INTENSIFIERS | {"absolute", "total", "complete", "such"}:
        words = words[1:]
    return 0 < len(words) <= 2 and all(_judging(w) for w in words)


def praise(value: str) -> bool:
    """Whether ``value`` only praises ("super sharp", "🔥", "gorgeous"): a judgement with no word
    that could report a fault or a load ("dead", "a nightmare", "packed")."""
    return appraisal(value) and not any(w.strip(_STRIP).lower() in _FAULT for w in value.split())


# what follows a judged noun and says nothing more: "such a good manager honestly", "… tbh lol"
_AFTERWORDS = frozenset({
    "honestly", "tbh", "ngl", "fr", "really", "though", "tho", "too", "ever", "imo", "lol", "haha",
})  # fmt: skip


def judged_noun(value: str) -> bool:
    """Whether ``value`` praises or runs down someone as what they are, in lower case ("a great
    cook", "such a good manager honestly", "the best boss ever"): a judging word before a
    noun of one or two words is how the user finds them, never their job ("a senior engineer"
    names one; "Great Lakes" is a name, so only a lower-case judging word counts)."""
    words = [w.strip(_STRIP) for w in value.split()]
    words = [w for w in words if w]
    while words and (words[-1].lower() in _AFTERWORDS or words[-1].lower() in _LAUGH or _EMOJI.match(words[-1])):
        words = words[:-1]
    judged = ranked = False
    while words and (words[0] in INTENSIFIERS or words[0] in {"absolute", "total", "complete"} | _RANKING
                     or (words[0].islower() and _judging(words[0]))):
        judged = judged or words[0] in _RANKING or _judging(words[0])
        ranked = ranked or words[0] in _RANKING
        words = words[1:]
    # "the best cook in St Ann", "funniest guy at the office": a ranking over a place or a group
    at = next((i for i, w in enumerate(words) if w.lower() in _OVER_WHERE), len(words)) if ranked else len(words)
    return judged and 1 <= len(words[:at]) <= 2


# superlatives of praise or blame: "the best cook", "the worst driver", "the funniest guy" (never of size or
# age, which may state a fact: "our biggest client", "the youngest partner")
_RANKING = frozenset({
    "best", "worst", "greatest", "funniest", "nicest", "kindest", "coolest", "smartest", "sweetest", "loveliest",
    "laziest", "friendliest", "finest", "bestest", "wisest", "bravest", "loudest", "messiest", "sassiest",
})  # fmt: skip
# what a ranking is over: "in St Ann", "at the office", "on the team", "of all time", "around here"
_OVER_WHERE = frozenset({"in", "at", "on", "of", "around", "alive", "ever", "by", "this", "from"})

"""Scots and Geordie words put as English in a message that is plainly Scots or Geordie: "need tae send the
report tae Marat the morra" reads "need to send the report to Marat tomorrow", "Euan's school is Cults Academy
noo" reads "… now", "get the fuses the day" reads "get the fuses today", "book flights hame the night instead"
reads "book flights home tonight instead", "gan to the chandlers the morn" reads "go to the chandlers
tomorrow", "the ballast pump is knackt" reads "… is broken".

Only in a message that says one of the words Scots or Geordie has and English has not ("tae", "fae", "noo",
"hame", "deid", "mair", a "-nae" verb, "gonnae", "gan", "divvent", "wor", "howay", "the morra", "the morn",
"the neet"): the reader's forms are English, and read as English a Scots message kept "move tae the night
shift fae" as a to-do, "Cults Academy noo" as a school, or nothing. The words English shares with Scots in
another sense are put as Scots means them only there: "ma" before a thing is "my" ("ma passport"; "ring ma" is
a mother), and "the day" / "the night" are today and tonight only where nothing follows them that they could
be the day or night of ("the night shift", "the day before" stay).

Hand-written: a closed list of words, each with its one English reading. A word put as English is given back
as typed in what is stored (:func:`scots_typed`, read by :mod:`._as_typed`): "meet Emre tae go over the loop
drawings" is kept in the user's words.
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated

__all__ = ["scots_as_english", "scots_typed"]

# the words Scots has and English has not, each with its English (lower case only: "Tae", "Fae" are names)
_WORDS = {
    "tae": "to", "fae": "from", "frae": "from", "noo": "now", "hame": "home", "deid": "dead", "mair": "more",
    "oor": "our", "gonnae": "going to", "cannae": "can't", "canna": "can't", "dinnae": "don't", "didnae": "didn't",
    "disnae": "doesn't", "doesnae": "doesn't", "isnae": "isn't", "wisnae": "wasn't", "wouldnae": "wouldn't",
    "couldnae": "couldn't", "shouldnae": "shouldn't", "willnae": "won't", "havnae": "haven't", "hasnae": "hasn't",
    "huvnae": "haven't", "urnae": "aren't",
    # Geordie's own: "gan to the chandlers" (go), "divvent need it" (don't), "wor Gemma" (our)
    "gan": "go", "gannin": "going", "divvent": "don't", "dinnet": "don't", "wor": "our",
    # and Shetland's and the rest of Scots' everyday words: "thawed oot", "doon to minus 35", "problem wi the fan",
    # "emails gaan oot again", "dunna worry", "hit's no wirs" (ours)
    "oot": "out", "doon": "down", "aboot": "about", "wi": "with", "gaan": "going", "dunna": "don't",
    "wirs": "ours",
    # "naw", the Scots "no": "naw, thursday", "naw it's 07797 812 404" correct what was just said as "no, …" does
    "naw": "no",
}  # fmt: skip
_SCOTS_WORD = re.compile(r"(?<![\w'’-])(?:" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![\w'’-])")
# "the ballast pump is knackt": broken, said of a thing ("I'm knackt" is the speaker worn out, left as typed)
_KNACKT = re.compile(
    r"(?<!\bI['’]m )(?<!\bI am )(?<!\bwe['’]re )(?<!\bwe are )(?<!\bi['’]m )"
    r"(?P<be>(?<![\w'’])(?:is|are|was)|(?<!\bI)(?<!\bwe)['’](?:s|re))\s+(?:totally\s+|completely\s+|proper\s+)?knack(?:t|ered)\b"
)
# "howay", Geordie's "come on": a cry, no word of what is said ("the booklet is done howay")
_HOWAY = re.compile(r"[\s,]*(?<![\w'’])howay(?:\s+man)?(?![\w'’])", re.IGNORECASE)
_MORRA = gated(re.compile(r"\bthe\s+morra\b", re.IGNORECASE))
# "the morn" (tomorrow) and "the neet" / "the nicht" (tonight), as Scots and Geordie say them: days only there,
# so they make the message northern as "the morra" does. Never "in the morn", "all the morn" (a morning), nor
# "the morn of the 5th", "the neet shift", "the neet before" (a morning or a night of something)
_NORTH_DAY = gated(re.compile(
    r"(?<!\bin )(?<!\ball )(?<!\bon )(?<!\bof )(?<!\bthat )(?<!\bsame )(?<!\bnext )(?<!\bduring )(?<!\bthrough )"
    r"\bthe\s+(?P<part>morn|neet|nicht)\b(?!['’]|\s+(?:of|shift|out|oot|bus|watch)\b)"
    # "the neet before", "the morn after the wedding": a night or morning counted from something ("the morn before
    # work" is tomorrow, before work)
    r"(?!\s+(?:before|after)(?:\s*$|\s*[,.;!?]|\s+(?:the|a|an|my|his|her|our|their|that|it|i|we|he|she|they|you)\b))",
    re.IGNORECASE,
))
# words given back as typed in an action or a value (the rest never reach one: "noo" is the "now" a value
# drops, "gonnae" and "-nae" lead a clause)
_KEPT_AS_TYPED = frozenset({"tae", "fae", "frae", "hame", "ma", "oor"})

# "gonnae remind me tae …", "gonnae tell me …": a request to the listener ("will you …"), never the user's plan
_ASKED = re.compile(r"(?<![\w'’])gonnae\s+(?=(?:remind|tell|help|give|let|text|ping)\s+me\b)", re.IGNORECASE)
# "I've tae send the report": an obligation ("I have to"), as Scots and Irish English say it
_HAVE_TO = re.compile(r"\b(?P<who>I|we|you|they)['’]ve\s+to\s+(?=[a-z])")
# "ma passport", "ma emergency contact": "my" before a word of a thing ("ring ma", "ma and da" are a mother)
_MA = re.compile(
    r"(?<![\w'’])ma(?=\s+(?!(?:and|or|an|n|tae|to|at|on|in|is|was|has|had|will|said|says|rang|called|texted|the|a"
    r"|tomorrow|today|tonight|the\s+morra|later|back|about|aboot|for|fer|fae|from|again|noo|now|too)\b)[a-z])"
)
# "an" for "and", in any message, Scots or typed fast: before a consonant's past or -ing form or a word no article
# leads ("iced up an no locking on", "replaced an tensioned", "chipped an cutting squint"); never before a vowel or
# an "h" ("an hour", "an honest mistake"), nor a noun ("an nda", "an MOT")
_AN_AND = re.compile(
    r"(?<![\w'’])an(?=\s+(?:[b-df-gj-np-tv-z][a-z]*(?:ed|ing)\b|(?:no|not|nae|the|then|now|still|we|it's|its)\b))"
)
# "the day" / "the night": today, tonight, where nothing follows that they could be the day or night of, or
# after a length of time ("4 weeks the day": four weeks from today); "on the day", "all the night", "the day
# before" stay
_THE_DAY = re.compile(
    r"(?P<lead>\b(?:a|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|wks?|months?|fortnights?)\s+)?"
    r"(?<!\bon )(?<!\bof )(?<!\ball )(?<!\bfor )(?<!\bthat )(?<!\bby )(?<!\bin )(?<!\bduring )(?<!\bthrough )"
    r"\bthe\s+(?P<part>day|night)\b"
    r"(?P<end>(?=\s*(?:$|[,.;:!?)]|[-–—]|\s(?:and|but|so|then|tho|though|instead|as|cos|because|if|or|too|at|after"
    r"|I|I'm|I'll|inshallah|please|pls|nae|an)\b)))?"
)


def _scots_message(text: str) -> bool:
    """Whether ``text`` says a word only Scots has (or "the morra", "the morn", "the neet")."""
    return any(pattern.search(text) is not None for pattern in (_SCOTS_WORD, _MORRA, _NORTH_DAY, _KNACKT, _HOWAY))


def _day_or_night(m: re.Match[str]) -> str:
    if m["lead"] is None and m["end"] is None:
        return m[0]
    return f"{m['lead'] or ''}{'today' if m['part'] == 'day' else 'tonight'}"


def scots_as_english(text: str) -> str:
    """``text`` with its Scots words put as English when it says one only Scots has; else as typed."""
    if not _scots_message(text):
        return _AN_AND.sub("and", text)
    s = _SCOTS_WORD.sub(lambda m: _WORDS[m[0]], _ASKED.sub("", text))
    s = _HOWAY.sub("", _KNACKT.sub(lambda m: f"{m['be']} broken", s)).strip()
    s = _MORRA.sub("tomorrow", s)
    s = _NORTH_DAY.sub(lambda m: "tomorrow" if m["part"].lower() == "morn" else "tonight", s)
    s = _MA.sub("my", s)
    s = _AN_AND.sub("and", s)
    s = _THE_DAY.sub(_day_or_night, s)
    return _HAVE_TO.sub(lambda m: f"{m['who']} have to ", s)


def scots_typed(text: str) -> dict[str, str]:
    """Each English word :func:`scots_as_english` made of a Scots word in ``text`` that is kept as typed in
    what is stored, with the word as typed ({"to": "tae"}); none where the message also spells the English
    word itself (which was meant where, the words alone cannot tell)."""
    if not _scots_message(text):
        return {}
    found = {_WORDS.get(m[0], "my"): m[0] for m in re.finditer(
        r"(?<![\w'’-])(?:" + "|".join(_KEPT_AS_TYPED) + r")(?![\w'’-])", text
    )}
    return {
        meant: typed for meant, typed in found.items()
        if not re.search(rf"(?<![\w'’]){meant}(?![\w'’])", text, re.IGNORECASE)
    }

"""A sentence in standard spelling before the forms read it: chat shorthand and missing
apostrophes restored ("gonna" -> "going to", "dont" -> "don't", "u" -> "you", "ill send" ->
"I'll send"), "&", "w/" and a lone "w" before a person or thing spelt out, a lone "i"
capitalised, runs of whitespace collapsed.

Date shorthand ("tmrw", "2moro", "COB") is not touched here: the time reader
(:mod:`memory.understanding.timex`) owns those words, and offsets into the text stay
meaningful for it. Emoji and check marks (✅ ✔️) are kept: they mean "done" to the lifecycle forms.

Hand-written because no library does this for chat English; it is one precompiled regex per
kind of rewrite and a dict lookup, so it costs a few microseconds per sentence. Only rewrites
that cannot change meaning are made: "ill" becomes "I'll" only at the start of a clause and
before a verb-like word, "id" never becomes "I'd" (an ID is far more common in work chat),
"wont" only before a verb.
"""

from __future__ import annotations

import re

__all__ = ["normalise"]

_I = re.IGNORECASE

_WORDS = {
    "gonna": "going to", "gotta": "got to", "wanna": "want to", "lemme": "let me", "gimme": "give me",
    "im": "I'm", "ive": "I've", "dont": "don't", "cant": "can't", "didnt": "didn't", "isnt": "isn't",
    "wasnt": "wasn't", "doesnt": "doesn't", "havent": "haven't", "hasnt": "hasn't", "couldnt": "couldn't",
    "shouldnt": "shouldn't", "wouldnt": "wouldn't", "arent": "aren't", "werent": "weren't", "thats": "that's",
    "whats": "what's", "theres": "there's", "youre": "you're", "theyre": "they're", "u": "you", "ur": "your",
    "b4": "before", "i": "I", "pls": "please", "plz": "please", "thx": "thanks", "tho": "though",
    "needa": "need to", "abt": "about", "bout": "about",
}  # fmt: skip
_WORD_RE = re.compile(r"(?<![\w'’])(?:" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![\w'’]|\.\w)", _I)
# "need 2 book the car in": a digit for "to", only after "need" and before a word
_TWO = re.compile(r"\b(need)\s+2(?=\s+[a-z]{2,}\b)(?!\s+(?:of|or|and|more|for|each|per|in|at|on)\b)", _I)
_WITH = re.compile(r"(?<![\w/])w/(?=\s)", _I)
# a lone lower-case "w" between words is "with" where a person or a thing follows it: "carve
# pumpkins w the kids", "lunch w Priya"; "Building W", "w/e" and "plan w" stay.
_W = re.compile(r"(?<=[a-z] )w(?= (?:the|a|an|my|our|his|her|their|your|him|them|me|us|[A-Z][a-z]+)\b)")
_AND = re.compile(r"(?<=\s)&(?=\s)")
_ISH = re.compile(r"(?<=[a-z])-ish\b", _I)  # "sunday-ish", "5-ish": the word, then a softener
# "ill" / "wont" only where a verb follows: "ill send it", "I wont forget"; never "feeling ill"
_ILL = re.compile(
    r"(^|[.!?;,:]\s*|\b(?:and|so|then|but|ok|okay)\s+)ill(?=\s+[a-z]+\b)(?!\s+(?:be\s+)?(?:with|from|at|in)\b)", _I
)
_WONT = re.compile(r"\bwont(?=\s+(?:be|do|make|have|forget|send|go|get|need|call|let|stop|happen)\b)", _I)
_SPACES = re.compile(r"\s+")


def _word(m: re.Match[str]) -> str:
    found = m.group(0)
    replacement = _WORDS[found.lower()]
    if found[0].isupper() and replacement[0].islower():
        return replacement[0].upper() + replacement[1:]
    return replacement


def normalise(text: str) -> str:
    """``text`` with chat spellings standardised; meaning, emoji and date words unchanged."""
    s = _SPACES.sub(" ", text).strip()
    if not s:
        return s
    s = _ILL.sub(lambda m: m.group(1) + "I'll", s)
    s = _WONT.sub("won't", s)
    s = _ISH.sub(" ish", s)
    s = _WORD_RE.sub(_word, s)
    s = _TWO.sub(r"\1 to", s)
    s = _WITH.sub("with", s)
    s = _W.sub("with", s)
    return _AND.sub("and", s)

"""Jamaican, Gullah and other Caribbean English Creole words put as English: "mi a go wash di car fi Miss Ivy
tmrw" reads "I'm going to wash the car for Miss Ivy tmrw", "mi haffi pay di light bill by fri" reads
"I have to pay the light bill by fri", "di lights dem keep going off" reads "the lights keep going off".

Only in a message that says at least two of the creole's own words (or "di" twice) (so "di" in "di que sí" or "mi"
in "mi hermana" is left as typed): the reader's forms are English, and a creole sentence read as
English kept nothing or a to-do named "Marcia a go sen di money". Hand-written: a closed list of
words, each with its one English reading in a to-do, a fact or an issue.
"""

from __future__ import annotations

import re

from memory.understanding._todo_verbs import TODO_VERBS

__all__ = ["am_restored", "creole_as_english", "creole_said"]

_I = re.IGNORECASE


def _set_on(m: re.Match[str]) -> str:
    """ "mi a cook" as "I'm going to cook"; "mi a" before anything but a to-do verb left as typed."""
    return "I'm going to " if m["v"].lower() in TODO_VERBS else m.group(0)

# the creole's own words; two different ones make the message creole
_MARKERS = re.compile(
    r"(?<![\w'])(?:di|mi|haffi|hafi|fi|dem|inna|pon|cyaan|nuh|mek|wah|yuh|wid|likkle|tink|seh|nah|a\s+go)(?![\w'])", _I
)
# where "mi" opens a clause: the message's start, after a stop, or after "and", "but", "so", "then"
_OPENS = r"(?:^|(?<=[,;.!?]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\bthen\s))"
_WORDS = [
    # "nuh mek mi forget": don't let me forget, a reminder asked for
    (re.compile(r"(?<![\w'])(?:nuh|nah)\s+mek\s+mi\b", _I), "don't let me"),
    # "mi haffi", "mi a go" say who does the deed wherever they stand ("emancipation day mi a go cook …")
    (re.compile(r"(?<![\w'])mi\s+a\s+go\b", _I), "I'm going to"),
    (re.compile(r"(?<![\w'])mi\s+(?:haffi|hafi)\b", _I), "I have to"),
    (re.compile(_OPENS + r"mi\s+(?:nah|nuh)\b", _I), "I'm not"),
    # "mi a cook ackee fi di crew": "a" before a to-do verb is the deed the speaker is set on
    (re.compile(r"(?<![\w'])mi\s+a\s+(?=(?P<v>[a-z]+)\b)", _I), _set_on),
    (re.compile(r"(?:^|(?<=[,;.!?]\s))mi\b", _I), "I"),
    (re.compile(r"(?<![\w'])a\s+go\b", _I), "is going to"),
    # "di pipe a leak again": a trouble going on, said with "a" before its verb
    (re.compile(r"(?<=\w)\s+a\s+(?P<v>leak|drip|buzz|beep|flicker|smok|smell|spark|rattl|squeak|hum)e?\b", _I),
     r" is \g<v>ing"),
    (re.compile(r"(?<![\w'])(?:haffi|hafi)\b", _I), "have to"),
    (re.compile(r"(?<=\w)\s+dem\b(?=\s+(?:keep|is|are|a|nah|nuh|did|done|gone|come|go|need|want)\b)", _I), ""),
]


# the words with one English word each, put as it wherever they stand
_PLAIN = {"mi": "me", "di": "the", "fi": "for", "inna": "in", "pon": "on", "cyaan": "can't", "wid": "with",
          "sen": "send", "tink": "think", "likkle": "little", "yuh": "you"}  # fmt: skip
_PLAIN_WORD = re.compile(r"(?<![\w'])(?:" + "|".join(_PLAIN) + r")\b", _I)


# Tok Pisin "bagarap" (broken), said with its "i" ("crusher i bagarap ya"): no English word like it, so
# put as English wherever it stands
_BAGARAP = re.compile(r"(?:(?<=\w)\s+i)?\s+bagarap(?:im)?\b(?:\s+ya\b)?", _I)


# Nigerian Pidgin's "no dey work" (is not working), of a machine: "POS machine no dey work since morning"
_NO_DEY_WORK = re.compile(r"(?<=\w)\s+(?:no\s+dey|nor\s+dey|no\s+de)\s+work(?:ing)?\b", _I)


# Bajan and Guyanese words no English word is like, so put as English wherever they stand: "fuh" (for: "buy
# rum cake fuh Seu Josimar's birthday"), "wid" (with: "done wid the float inspection"), "leh we" (let's: "leh we
# drop the generator rental"), "deh" before where a thing is (is: "Devon's school shoes deh in the post")
_EVERYWHERE = [
    (re.compile(r"(?<![\w'])fuh(?![\w'])", _I), "for"),
    (re.compile(r"(?<![\w'])wid(?![\w'])", _I), "with"),
    (re.compile(r"(?<![\w'])leh\s+we(?![\w'])", _I), "let's"),
    (re.compile(r"(?<![\w'])deh(?=\s+(?:in|at|on|by|inside|outside|with|over)\b)", _I), "is"),
    # Gullah's "gwine" (going to) before the deed: "Gaspard gwine rebuild the fuel pump by the 30th"; "huccome" (how
    # come): "huccome the ferry always late"
    (re.compile(r"(?<![\w'])gwine(?=\s+[a-z])", _I), "going to"),
    (re.compile(r"(?<![\w'])huccome(?![\w'])", _I), "how come"),
    # the creoles' "me" and "ah" as the subject, opening a clause before what the speaker will or must do: "me will
    # buy the goat", "tmrw ah must buy clamps" (English says neither "me will" nor "ah must" of anyone but "I")
    # ("me" only opening a clause: "tell me will you" asks; "ah" anywhere, "Ah, must…" having no comma)
    (re.compile(r"(?:(?:^|(?<=[,;.!?]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\bthen\s))me|(?<![\w'])ah)"
                r"\s+(?=(?:will|must|gotta|should|need\s+to|have\s+to|got\s+to|gonna)\s+[a-z])", _I), "I "),
]


# "I cooking cou-cou fuh the crew", "I presenting the numbers": the creoles' present with its "am" left out
# (never English: "I" takes no bare "-ing" verb), put as "I'm"
_I_DOING = re.compile(r"(?<!\bam\s)(?<!\bwas\s)(?<![\w'])(?-i:I|i)\s+(?=[a-z]{2,}ing\b)")


def am_restored(text: str) -> str:
    """``text`` with the "am" the creoles leave out put back ("I cooking" as "I'm cooking"): read
    before anything else, as the forms of a plan want it."""
    return _I_DOING.sub("I'm ", text)


def creole_said(text: str) -> bool:
    """Whether ``text`` says one of the creole's own words at all ("gutter fix, Brother Downs help mi")."""
    return _MARKERS.search(text) is not None


def creole_as_english(text: str) -> str:
    """``text`` with its creole words put as English when it says two or more of them; else as typed."""
    text = _BAGARAP.sub(" is broken", text)
    text = _NO_DEY_WORK.sub(" is not working", text)
    for pattern, english in _EVERYWHERE:
        text = pattern.sub(english, text)
    said = [m.group(0).lower() for m in _MARKERS.finditer(text)]
    if len(set(said)) < 2 and said.count("di") < 2:  # "di pipe in di bathroom": "di" twice is as sure
        return text
    for pattern, english in _WORDS:
        text = pattern.sub(english, text)
    text = _PLAIN_WORD.sub(lambda m: _PLAIN[m.group(0).lower()], text)
    return re.sub(r"\s{2,}", " ", text).strip()
